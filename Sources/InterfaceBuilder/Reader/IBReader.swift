import Diagnostics
import Foundation
import Layout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Interface Builder document's XML into an `IBDocument`.
///
/// Uses Foundation's `XMLParser` (FoundationXML on Linux). Every element's line comes from
/// the parser; its column is where `<name` starts on that line of the text, so diagnostics
/// point into the document itself.
///
///     let document = try IBReader.read(data, file: "Main.storyboard")
public enum IBReader {
  /// Parses `data` as an Interface Builder document.
  ///
  /// - Parameters:
  ///   - data: The document's bytes.
  ///   - file: The name diagnostics use.
  /// - Returns: The document, with warnings for what was skipped.
  /// - Throws: An `IBDiagnostic` (`IBProblem.malformedXML` or `.notADocument`) located at the
  ///   parser's position.
  /// - Complexity: O(n) in the document's size.
  public static func read(_ data: Data, file: String) throws(IBDiagnostic) -> IBDocument {
    let bytes = Array(data)
    if let offset = firstInvalidUTF8(in: bytes), declaresUTF8OrNothing(bytes) {
      // Checked before parsing: FoundationXML traps (an illegal instruction in
      // _NSXMLParserStartElementNs) on an attribute name that is not UTF-8, which libxml2
      // passes on (found by Fuzz/IBFuzzer: `customModuleProvi\xD0der="target"`).
      throw IBDiagnostic(
        .error, .malformedXML(.invalidEncoding), file: file,
        at: location(ofByte: offset, in: bytes))
    }
    let source = SourceFile(name: file, bytes: bytes)
    let delegate = IBParserDelegate(file: file, source: source)
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    delegate.parser = parser
    let success = parser.parse()
    if let failure = delegate.failure { throw failure }
    if !success {
      delegate.recordSyntaxError(
        code: parser.parserError.map { ($0 as NSError).code } ?? 1, parser: parser)
      if let failure = delegate.failure { throw failure }
    }
    guard delegate.sawDocument else {
      throw IBDiagnostic(
        .error, .notADocument("(empty)"), file: file,
        at: TextLocation(line: 1, column: 1))
    }
    var document = delegate.document
    for index in document.scenes.indices {
      document.scenes[index].outlets = delegate.outlets
    }
    document.inferBars()
    return document
  }
}

extension IBReader {
  /// The byte offset of the first byte that does not begin a well-formed UTF-8 sequence
  /// (overlong forms, surrogates and truncated sequences included), or nil.
  /// - Complexity: O(n).
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether the XML declaration names UTF-8 as the encoding or names none (XML's default);
  /// Xcode writes `encoding="UTF-8"`.
  static func declaresUTF8OrNothing(_ bytes: [UInt8]) -> Bool {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return true }
    let end = bytes.firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
    let declaration = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
    guard let range = declaration.range(of: "encoding=") else { return true }
    let value = declaration[range.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
    return value == "utf-8" || value == "utf8"
  }

  /// The line and column (1-based, columns in bytes as libxml2 counts them) of `offset`.
  static func location(ofByte offset: Int, in bytes: [UInt8]) -> TextLocation {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return TextLocation(line: line, column: offset - lineStart + 1)
  }
}

/// The `XMLParser` delegate that builds the document.
///
/// Each start tag's name is decoded once into an `IBElement` and dispatched in two steps:
/// `startDocumentPart(_:)` reads what concerns the document and the scene's view
/// controller (device, scene, resources, outlets, simulated bars), wherever it is;
/// `startViewTreePart(_:)` reads the view tree (a view's properties, constraints, guides,
/// size-class variations and the views themselves). Each arm calls one `start…` handler;
/// an element no arm takes is read as a view when it sits where views go (`startView(_:)`).
final class IBParserDelegate: NSObject, XMLParserDelegate {
  // MARK: - State

  /// The file name diagnostics use.
  let file: String
  /// The document's text, for the columns of elements.
  let source: SourceFile
  /// The parser, for its line and to abort on an error.
  weak var parser: XMLParser?
  /// The document being built.
  var document: IBDocument
  /// The first error: it stops the parse.
  var failure: IBDiagnostic?
  /// The open elements' names as written and the lines their start tags end on, for the
  /// words of a syntax error.
  var openTags: [(name: String, line: Int)] = []
  /// Whether the root element was `<document>`.
  var sawDocument = false
  /// The open elements from the root to the current one's parent, decoded (nil: a name the
  /// reader does not know).
  var path: [IBElement?] = []
  /// The open view elements, innermost last.
  var openViews: [OpenView] = []
  /// The storyboard scene being read; nil outside a `<scene>` (and in xibs).
  var scene: SceneState?
  /// The open `<variation>` of a view, while inside one.
  var variation: VariationState?
  /// The `<string key="text">` being collected, while inside one.
  var text: TextState?
  /// Legacy top/bottom layout guides seen before the root view that takes them.
  var pendingControllerGuides: [IBGuide] = []
  /// The open `<…Cell key="cell">` of a view (AppKit), while inside it.
  var openCell: OpenView?
  /// A xib's top-level element of a name the reader does not know, open and read as a view
  /// until its saved frame shows it is one (`startFrame`); nil otherwise.
  var pendingTopLevel: IBView?
  /// Outlet property names by destination id, document-wide (first wins).
  var outlets: [String: String] = [:]
  /// The `<constraint>` being read, while inside one: its owner and index in the owner's
  /// constraints (nil when it was skipped).
  var openConstraint: (owner: IBView, index: Int)?

  /// A view element being read, with the `path` depth where it started.
  struct OpenView {
    /// The view.
    let view: IBView
    /// `path.count` when it started: its children are at this depth plus one.
    let depth: Int
  }

  /// What the reader keeps while inside a storyboard `<scene>`.
  struct SceneState {
    /// The `sceneID`.
    let id: String
    /// Where the `<scene>` starts.
    let location: TextLocation
    /// The view controller's `storyboardIdentifier`, once seen.
    var storyboardIdentifier: String?
    /// The simulated bars collected so far.
    var bars = IBSimulatedBars()
    /// The view controller's id, once seen.
    var controllerID: String?
  }

  /// An open `<variation>`: its key and the key of its current `<mask>`.
  struct VariationState {
    /// The variation key (`default`, `widthClass=compact`…).
    let key: String
    /// The open `<mask>`'s key (`constraints`, `subviews`), once seen.
    var mask: String?
  }

  /// A `<string key="text">` being collected into a view's text.
  struct TextState {
    /// The view the text is for.
    let view: IBView
    /// The characters so far.
    var text = ""
  }

  /// A start tag: its name as written, decoded once, and its attributes.
  struct StartTag {
    /// The element name as written.
    let name: String
    /// The decoded element, or nil for a name the reader does not know.
    let element: IBElement?
    /// The attributes.
    let attributes: [String: String]

    /// The value of `attribute`, if given.
    subscript(_ attribute: String) -> String? { attributes[attribute] }
  }

  /// Where an element sits relative to the open views.
  enum Place {
    /// A direct child of the innermost open view (`<rect key="frame">`, `<variation>`).
    case inView(IBView)
    /// A child of the innermost open view's `<constraints>`.
    case inConstraints(IBView)
    /// Anywhere else.
    case elsewhere
  }

  init(file: String, source: SourceFile) {
    self.file = file
    self.source = source
    self.document = IBDocument(file: file)
  }

  /// The current element's parent, decoded (nil at the root or for an unknown name).
  var parent: IBElement? { path.last ?? nil }

  /// Where the current element sits relative to the open views.
  var place: Place {
    guard let open = openViews.last else { return .elsewhere }
    if open.depth == path.count - 1 { return .inView(open.view) }
    if open.depth == path.count - 2 && parent == .constraints {
      return .inConstraints(open.view)
    }
    return .elsewhere
  }

  /// Whether the reader is in a storyboard scene's view controller, outside its views.
  var inSceneController: Bool { openViews.isEmpty && scene != nil }

  // MARK: - Dispatch

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let tag = StartTag(name: name, element: IBElement(rawValue: name), attributes: attributes)
    openTags.append((name, parser.lineNumber))
    defer { path.append(tag.element) }
    guard !path.isEmpty else {
      startDocument(tag)
      return
    }
    if tag["sceneMemberID"] == "viewController" && inSceneController { startController(tag) }
    if startDocumentPart(tag) { return }
    noteStoryboardIdentifier(tag)
    startViewTreePart(tag)
  }

  /// Reads an element about the document or the scene's view controller; false when `tag`
  /// is none of them (or is not where it counts), for `startViewTreePart(_:)`.
  private func startDocumentPart(_ tag: StartTag) -> Bool {
    switch tag.element {
    case .device: startDevice(tag)
    case .scene: startScene(tag)
    case .image where parent == .resources: startResourceImage(tag)
    case .outlet: startOutlet(tag)
    case .simulatedStatusBarMetrics: startStatusBarMetrics(tag)
    case .simulatedNavigationBarMetrics: startNavigationBarMetrics(tag)
    case .simulatedTabBarMetrics, .simulatedToolbarMetrics: startBottomBarMetrics(tag)
    case .navigationItem where inSceneController: startNavigationItem(tag)
    case .nilValue where tag["key"] == "simulatedStatusBarMetrics": startNoStatusBar(tag)
    case .nilValue
    where tag["key"] == "simulatedTopBarMetrics" || tag["key"] == "simulatedBottomBarMetrics":
      startNoBar(tag)
    case .segue: startSegue(tag)
    case .navigationBar where inSceneController && tag["key"] == "navigationBar":
      startControllerNavigationBar(tag)
    case .size where inSceneController && tag["key"] == "freeformSize":
      startFreeformSize(tag)
    case .extendedEdge where inSceneController && tag["key"] == "edgesForExtendedLayout":
      startExtendedEdges(tag)
    default: return false
    }
    return true
  }

  /// Reads an element of the view tree: inside a size-class variation its mask entries
  /// only; otherwise a view's property, a constraint, a legacy guide, or a view.
  private func startViewTreePart(_ tag: StartTag) {
    if variation != nil {
      startInVariation(tag)
      return
    }
    switch (tag.element, place) {
    case (.variation, .inView): startVariation(tag)
    case (.rect, .inView(let view)) where tag["key"] == "frame": startFrame(tag, of: view)
    case (.autoresizingMask, .inView(let view)): startAutoresizingMask(tag, of: view)
    case (.viewLayoutGuide, .inView(let view)): startViewLayoutGuide(tag, of: view)
    case (.preferredSymbolConfiguration, .inView(let view))
    where tag["configurationType"] == "pointSize":
      startSymbolConfiguration(tag, of: view)
    case (.fontDescription, .inView(let view)): startFontDescription(tag, of: view)
    case (.state, .inView(let view)) where tag["key"] == "normal": startNormalState(tag, of: view)
    case (.string, .inView(let view)) where tag["key"] == "text" || tag["key"] == "title":
      startText(of: view)
    case (.edgeInsets, .inView(let view)) where tag["key"] == "layoutMargins":
      startLayoutMargins(tag, of: view, left: "left", right: "right")
    case (.edgeInsets, .inView(let view)) where tag["key"] == "edgeInsets":
      startStackEdgeInsets(tag, of: view)
    case (.real, _) where parent == .customSpacing:
      if let open = openViews.last, open.depth == path.count - 2 {
        startCustomSpacing(tag, of: open.view)
      }
    case (.directionalEdgeInsets, .inView(let view))
    where tag["key"] == "directionalLayoutMargins":
      startLayoutMargins(tag, of: view, left: "leading", right: "trailing")
    case (let element?, .inView(let view)) where element.isCell && tag["key"] == "cell":
      startCell(tag, of: view)
    case (.font, _) where tag["key"] == "font":
      if let cell = openCell, cell.depth == path.count - 1 { startCellFont(tag, of: cell.view) }
    case (.constraint, .inConstraints(let view)): startConstraint(tag, owner: view)
    case (.variation, _) where parent == .constraint: startConstantVariation(tag)
    case (.viewControllerLayoutGuide, _): startLegacyGuide(tag)
    case (.layoutGuide, _) where parent == .layoutGuides: startLegacyGuide(tag)
    default: startView(tag)
    }
  }

  /// Reads an element inside an open `<variation>`: its `<mask>` and the mask's entries;
  /// the rest (per-size-class values) is not read.
  private func startInVariation(_ tag: StartTag) {
    switch tag.element {
    case .mask: startVariationMask(tag)
    case .exclude, .include: startVariationEntry(tag)
    default: break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    let ended = path.removeLast()
    openTags.removeLast()
    if let open = openViews.last, open.depth == path.count {
      openViews.removeLast()
      // A top-level element without a saved frame was no view: nothing is kept.
      if open.view === pendingTopLevel { pendingTopLevel = nil }
    }
    if let cell = openCell, cell.depth == path.count { openCell = nil }
    switch ended {
    case .string: endText()
    case .scene: scene = nil
    case .variation: variation = nil
    case .constraint: openConstraint = nil
    default: break
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    recordSyntaxError(code: (parseError as NSError).code, parser: parser)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text?.text += string
  }

  // MARK: - Locations, warnings and values

  /// The location of the element that just started: the parser's line, and the column of
  /// `<name` on it (or on an earlier line when the start tag spans lines).
  func location(of element: String) -> TextLocation {
    location(of: element, near: max(parser?.lineNumber ?? 1, 1))
  }

  /// The location of `<element` on line `reported` or up to 19 lines before it (a start tag
  /// spanning lines ends on the parser's line), else the parser's position.
  func location(of element: String, near reported: Int) -> TextLocation {
    let needle = Array(("<" + element).unicodeScalars)
    var line = min(reported, source.lines.count)
    while line >= 1 && line > reported - 20 {
      let scalars = source.lines[line - 1]
      if let column = Self.find(needle, in: scalars) {
        return TextLocation(line: line, column: column + 1)
      }
      line -= 1
    }
    return TextLocation(line: reported, column: max(parser?.columnNumber ?? 1, 1))
  }

  private static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var start = 0
    while start + needle.count <= haystack.count {
      if haystack[start] == needle[0] && Array(haystack[start..<start + needle.count]) == needle {
        // The tag name must end here (`<view` is not `<viewController`).
        let end = start + needle.count
        if end == haystack.count || !Self.isNameScalar(haystack[end]) { return start }
      }
      start += 1
    }
    return nil
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
  }

  func warn(_ problem: IBProblem, at location: TextLocation) {
    document.warnings.append(
      IBDiagnostic(.warning, problem, file: file, at: location))
  }

  func fail(_ problem: IBProblem, at location: TextLocation) {
    guard failure == nil else { return }
    failure = IBDiagnostic(.error, problem, file: file, at: location)
    parser?.abortParsing()
  }

  /// The number in `tag`'s `attribute`, or nil when it is absent or not a finite number
  /// (then a warning at the element).
  func number(_ tag: StartTag, _ attribute: String) -> Double? {
    guard let text = tag[attribute] else { return nil }
    if let value = Double(text), value.isFinite { return value }
    warn(.invalidNumber(attribute: attribute, value: text), at: location(of: tag.name))
    return nil
  }

  /// The value of `tag`'s `attribute` decoded by `decode`: nil when the attribute is absent,
  /// or when `decode` does not know it (then `problem` is a warning at the element).
  func decoded<Value>(
    _ tag: StartTag, _ attribute: String, _ decode: (String) -> Value?,
    else problem: (String) -> IBProblem
  ) -> Value? {
    guard let text = tag[attribute] else { return nil }
    if let value = decode(text) { return value }
    warn(problem(text), at: location(of: tag.name))
    return nil
  }

  /// The insets in `top`, `left`, `bottom` and `right` (named `left` and `right` here:
  /// `left`/`right` for `edgeInsets`, `leading`/`trailing` for `directionalEdgeInsets`),
  /// in points; a missing or invalid side is 0 (an invalid one also warns, in that order).
  func insets(_ tag: StartTag, left: String, right: String) -> EdgeInsets {
    EdgeInsets(
      top: number(tag, "top") ?? 0, left: number(tag, left) ?? 0,
      bottom: number(tag, "bottom") ?? 0, right: number(tag, right) ?? 0)
  }
}
