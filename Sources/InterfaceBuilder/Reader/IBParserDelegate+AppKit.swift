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
    cell.numberOfTickMarks = tag["numberOfTickMarks"].flatMap { Int($0) } ?? 0
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

extension IBParserDelegate {
  /// An NSStackView's arrangement (`<stackView>` in a macOS document), with AppKit's
  /// defaults where IB writes nothing.
  ///
  /// - `orientation` (not UIKit's `axis`): `horizontal` (the default) or `vertical`.
  /// - `spacing`: 8 by default ("The default value is 8.0": Apple, NSStackView.spacing; the
  ///   development corpus's unspaced AppKit stacks space their views 8 apart: C:104, e.g.
  ///   a vertical stack with views at 0, 22 and 50 below its top, heights 14 and 20).
  /// - `alignment`: an attribute name (`StackView.Alignment(appKitName:)`); by default the
  ///   centre across the axis ("Horizontal: centerY; Vertical: centerX", Apple,
  ///   NSStackView.alignment).
  /// - `distribution`: as UIKit's, and `gravityAreas` (AppKit's default, and what a
  ///   document without the attribute means: Apple, NSStackView.distribution) is laid out
  ///   as `fill`.
  /// - `detachesHiddenViews="YES"`: hidden views leave the arrangement.
  func appKitStackAttributes(_ tag: StartTag) -> IBStackAttributes {
    var stack = IBStackAttributes()
    stack.isAppKit = true
    stack.spacing = 8
    stack.alignment = .center
    stack.gravityAreas = true
    if let axis = decoded(
      tag, "orientation", Axis.init(ibName:), else: IBProblem.unknownStackAxis)
    {
      stack.axis = axis
    }
    if let name = tag["distribution"], name != "gravityAreas" {
      stack.gravityAreas = false
      if let distribution = decoded(
        tag, "distribution", StackView.Distribution.init(rawValue:),
        else: IBProblem.unknownStackDistribution)
      {
        stack.distribution = distribution
      }
    }
    if let alignment = decoded(
      tag, "alignment", StackView.Alignment.init(appKitName:),
      else: IBProblem.unknownAppKitStackAlignment)
    {
      stack.alignment = alignment
    }
    if let spacing = number(tag, "spacing") { stack.spacing = spacing }
    stack.detachesHiddenViews = tag["detachesHiddenViews"] == "YES"
    return stack
  }

  /// A `<real value=…>` of a stack view's `<customSpacing>`: the gap after its next
  /// arranged view; `3.4028234663852886e+38` (Float's largest value,
  /// `NSStackView.useDefaultSpacing`) keeps the stack's spacing.
  func startCustomSpacing(_ tag: StartTag, of view: IBView) {
    guard view.stack != nil else { return }
    let value = number(tag, "value")
    let isDefault = value.map { $0 >= 3.4e38 } ?? true
    view.stack?.customSpacings.append(isDefault ? nil : value)
  }

  /// An NSStackView's `<edgeInsets key="edgeInsets">`: the padding around its views, laid
  /// out as margins the arrangement is relative to.
  func startStackEdgeInsets(_ tag: StartTag, of view: IBView) {
    guard view.stack != nil else { return }
    view.layoutMargins = insets(tag, left: "left", right: "right")
    view.stack?.marginsRelative = true
  }
}
