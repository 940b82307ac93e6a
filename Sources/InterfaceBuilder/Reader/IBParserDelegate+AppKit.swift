import Diagnostics
import Layout

// The handlers for what AppKit views carry beyond a frame: their cell and its font, and an
// NSBox's or NSProgressIndicator's style (`IBAppKitAttributes`).

extension IBParserDelegate {
  /// Reads a view element's AppKit attributes (macOS documents only): `controlSize`,
  /// `bezeled` and `style` (NSProgressIndicator), `boxType`, `borderType` and
  /// `titlePosition` (NSBox).
  func configureAppKit(_ view: IBView, _ tag: StartTag) {
    guard document.isMacOS else { return }
    view.appKit.controlSize = tag["controlSize"]
    view.appKit.bezeled = tag["bezeled"].map { $0 == "YES" }
    view.appKit.style = tag["style"]
    view.appKit.boxType = tag["boxType"]
    view.appKit.borderType = tag["borderType"]
    view.appKit.titlePosition = tag["titlePosition"]
  }

  /// `<…Cell key="cell">` of a view: the control's cell (its type, bezel and border, control
  /// size, image and title), open until it ends so that its `<font>` is read.
  ///
  /// A cell's title stands in for the view's text when the view has none (an NSTextField's
  /// or NSButton's title is on its cell).
  func startCell(_ tag: StartTag, of view: IBView) {
    guard let element = tag.element else { return }
    var cell = IBCell(element: element)
    cell.type = tag["type"]
    cell.bezelStyle = tag["bezelStyle"]
    cell.controlSize = tag["controlSize"]
    cell.borderStyle = tag["borderStyle"]
    cell.bezeled = tag["bezeled"] == "YES"
    cell.bordered = tag["bordered"] == "YES"
    cell.imagePosition = tag["imagePosition"]
    cell.image = tag["image"]
    cell.title = tag["title"]
    view.appKit.cell = cell
    if view.text == nil, let title = cell.title { view.text = title }
    openCell = OpenView(view: view, depth: path.count)
  }

  /// `<font key="font">` of the open cell: its meta font, size or name; the view's font
  /// size becomes its point size (`IBCellFont.pointSize(controlSize:)`).
  func startCellFont(_ tag: StartTag, of view: IBView) {
    var font = IBCellFont(metaFont: tag["metaFont"], size: number(tag, "size"), name: tag["name"])
    font.usesAppearanceFont = tag["usesAppearanceFont"] == "YES"
    view.appKit.cell?.font = font
    view.fontSize = font.pointSize(controlSize: view.appKit.effectiveControlSize)
  }
}
