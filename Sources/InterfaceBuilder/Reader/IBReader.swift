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
  /// The view elements the importer knows, each with how it is laid out.
  public static let viewElements: Set<String> = [
    "view", "label", "button", "imageView", "textField", "textView", "switch", "slider",
    "segmentedControl", "activityIndicatorView", "stackView", "scrollView", "tableView",
    "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
    "collectionViewCellContentView", "collectionReusableView", "containerView",
    "navigationBar", "toolbar", "tabBar", "searchBar", "pickerView", "datePicker",
    "progressView", "pageControl", "stepper", "mapView", "wkWebView", "webView",
    "visualEffectView", "customView", "box", "clipView", "scroller", "glkView", "mtkView",
    "arscnView", "sceneKitView", "skView", "textFieldCell", "visualEffectView",
  ]

  /// Elements that hold a view's subviews (`<subviews>`, a table's `<prototypes>`…).
  static let containers: Set<String> = ["subviews", "prototypes", "cells"]

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
    let source = SourceFile(name: file, bytes: Array(data))
    let delegate = IBParserDelegate(file: file, source: source)
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    delegate.parser = parser
    let success = parser.parse()
    if let failure = delegate.failure { throw failure }
    if !success {
      let reason = parser.parserError.map {
        String(describing: ($0 as NSError).localizedDescription)
      }
      throw IBDiagnostic(
        .error, .malformedXML(reason ?? "unknown parser error"), file: file,
        at: TextLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
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
    return document
  }
}

/// The `XMLParser` delegate that builds the document.
final class IBParserDelegate: NSObject, XMLParserDelegate {
  let file: String
  let source: SourceFile
  weak var parser: XMLParser?
  var document: IBDocument
  var failure: IBDiagnostic?
  var sawDocument = false
  /// Element names from the root to the current element.
  var path: [String] = []
  /// The open view elements, innermost last (nil entries: non-view elements are not kept).
  var viewStack: [IBView] = []
  /// How deep `path` was when each open view started.
  var viewDepths: [Int] = []
  /// The scene being read (storyboards).
  var sceneID: String?
  var sceneLocation = TextLocation(line: 1, column: 1)
  var storyboardIdentifier: String?
  var bars = IBSimulatedBars()
  var sceneRoot: IBView?
  /// Outlet property names by destination id, document-wide (first wins).
  var outlets: [String: String] = [:]
  /// Whether the current `<string key="text">` content is being collected, and into what.
  var collectingText: IBView?
  var collectedText = ""

  init(file: String, source: SourceFile) {
    self.file = file
    self.source = source
    self.document = IBDocument(file: file)
  }

  /// The location of the element that just started: the parser's line, and the column of
  /// `<name` on it (or on an earlier line when the start tag spans lines).
  func location(of element: String) -> TextLocation {
    let reported = max(parser?.lineNumber ?? 1, 1)
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

  func number(_ attributes: [String: String], _ name: String, at element: String) -> Double? {
    guard let text = attributes[name] else { return nil }
    if let value = Double(text), value.isFinite { return value }
    warn(.invalidNumber(attribute: name, value: text), at: location(of: element))
    return nil
  }

  /// The insets in `top`, `left`, `bottom` and `right` (named `left` and `right` here:
  /// `left`/`right` for `edgeInsets`, `leading`/`trailing` for `directionalEdgeInsets`),
  /// in points; a missing or invalid side is 0 (an invalid one also warns, in that order).
  func insets(
    _ attributes: [String: String], left: String, right: String, at element: String
  ) -> EdgeInsets {
    EdgeInsets(
      top: number(attributes, "top", at: element) ?? 0,
      left: number(attributes, left, at: element) ?? 0,
      bottom: number(attributes, "bottom", at: element) ?? 0,
      right: number(attributes, right, at: element) ?? 0)
  }

  // MARK: - XMLParserDelegate

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    defer { path.append(element) }
    let parent = path.last
    if path.isEmpty {
      guard element == "document" else {
        fail(.notADocument(element), at: location(of: element))
        return
      }
      sawDocument = true
      let runtime = attributes["targetRuntime"] ?? ""
      document.isMacOS = runtime.hasPrefix("MacOSX")
      let tools = attributes["toolsVersion"] ?? ""
      document.toolsVersion =
        Double(tools.prefix { $0.isNumber || $0 == "." }.split(separator: ".").first ?? "") ?? 0
      return
    }
    let current = viewStack.last
    let directChildOfView = current != nil && viewDepths.last == path.count - 1
    switch element {
    case "device":
      document.deviceID = attributes["id"]
      if let orientation = attributes["orientation"] { document.orientation = orientation }
      return
    case "scene":
      sceneID = attributes["sceneID"]
      sceneLocation = location(of: element)
      storyboardIdentifier = nil
      bars = IBSimulatedBars()
      sceneRoot = nil
      return
    case "image" where parent == "resources":
      if let name = attributes["name"], let width = number(attributes, "width", at: element),
        let height = number(attributes, "height", at: element)
      {
        document.imageSizes[name] = Size(width: width, height: height)
        if attributes["catalog"] == "system" { document.systemImages.insert(name) }
      }
      return
    case "outlet":
      if let property = attributes["property"], let destination = attributes["destination"],
        outlets[destination] == nil
      {
        outlets[destination] = property
      }
      return
    case "simulatedStatusBarMetrics":
      let shown = attributes["statusBarStyle"] != nil || bars.statusBar == true
      updateBars { $0.statusBar = shown }
      return
    case "simulatedNavigationBarMetrics":
      updateBars {
        $0.navigationBar = true
        $0.prompted = attributes["prompted"] == "YES"
      }
      return
    case "navigationItem" where viewStack.isEmpty && sceneID != nil:
      // A view controller in a navigation controller: IB infers a navigation bar on top.
      updateBars { $0.inferredNavigationBar = true }
      return
    case "simulatedTabBarMetrics", "simulatedToolbarMetrics":
      updateBars { $0.bottomBar = true }
      return
    case "nil" where attributes["key"] == "simulatedStatusBarMetrics":
      updateBars { $0.statusBar = false }
      return
    case "size" where viewStack.isEmpty && sceneID != nil && attributes["key"] == "freeformSize":
      updateBars { $0.freeform = true }
      return
    case "extendedEdge"
    where viewStack.isEmpty && sceneID != nil
      && attributes["key"] == "edgesForExtendedLayout":
      // `edgesForExtendedLayout` as written (IB writes it only when it is not `.all`): the
      // view does not extend under the top or bottom bars it leaves out.
      updateBars {
        $0.extendsUnderTopBars = attributes["top"] == "YES"
        $0.extendsUnderBottomBars = attributes["bottom"] == "YES"
      }
      return
    default:
      break
    }
    if storyboardIdentifier == nil, sceneID != nil, current == nil,
      let identifier = attributes["storyboardIdentifier"]
    {
      storyboardIdentifier = identifier
    }
    if element == "variation", directChildOfView {
      variationKey = attributes["key"]
      return
    }
    if variationKey != nil {
      if element == "mask" {
        variationMask = attributes["key"]
      } else if element == "exclude" || element == "include", let key = variationKey,
        let mask = variationMask, let reference = attributes["reference"]
      {
        document.variations.append(
          IBVariation(key: key, mask: mask, reference: reference, isInclude: element == "include"))
      }
      return
    }
    // Children of a view element.
    if let view = current, directChildOfView {
      switch element {
      case "rect" where attributes["key"] == "frame":
        view.frame = Rect(
          x: number(attributes, "x", at: element) ?? 0,
          y: number(attributes, "y", at: element) ?? 0,
          width: number(attributes, "width", at: element) ?? 0,
          height: number(attributes, "height", at: element) ?? 0)
        return
      case "autoresizingMask":
        view.hasAutoresizingMask = true
        var mask: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
          ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
          ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
          ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, flag) in flags where attributes[name] == "YES" { mask.insert(flag) }
        view.autoresizingMask = mask
        return
      case "viewLayoutGuide":
        guard let id = attributes["id"] else { return }
        let role: IBGuide.Role
        switch attributes["key"] {
        case "safeArea": role = .safeArea
        case "contentLayoutGuide": role = .content
        case "frameLayoutGuide": role = .frame
        default: role = .custom(nil)
        }
        view.guides.append(IBGuide(id: id, role: role, location: location(of: element)))
        return
      case "preferredSymbolConfiguration" where attributes["configurationType"] == "pointSize":
        view.symbolPointSize = number(attributes, "pointSize", at: element)
        return
      case "fontDescription":
        view.fontSize = number(attributes, "pointSize", at: element) ?? view.fontSize
        return
      case "state" where attributes["key"] == "normal":
        if let title = attributes["title"] { view.text = title }
        return
      case "string" where attributes["key"] == "text" || attributes["key"] == "title":
        collectingText = view
        collectedText = ""
        return
      case "edgeInsets" where attributes["key"] == "layoutMargins":
        view.layoutMargins = insets(attributes, left: "left", right: "right", at: element)
        return
      case "directionalEdgeInsets" where attributes["key"] == "directionalLayoutMargins":
        view.layoutMargins = insets(attributes, left: "leading", right: "trailing", at: element)
        return
      default:
        break
      }
    }
    if element == "constraint", let owner = current, parent == "constraints",
      viewDepths.last == path.count - 2
    {
      readConstraint(attributes, owner: owner)
      return
    }
    if element == "viewControllerLayoutGuide"
      || (element == "layoutGuide" && parent == "layoutGuides")
    {
      // Legacy top/bottom guides belong to the scene's root view (read after it opened).
      guard let id = attributes["id"] else { return }
      let role: IBGuide.Role
      switch attributes["type"] {
      case "top": role = .topLayoutGuide
      case "bottom": role = .bottomLayoutGuide
      default: role = .custom(nil)
      }
      let guide = IBGuide(id: id, role: role, location: location(of: element))
      if let owner = current, element == "layoutGuide" {
        owner.guides.append(guide)
      } else {
        pendingControllerGuides.append(guide)
      }
      return
    }
    // View elements.
    let inContainer = parent.map { IBReader.containers.contains($0) } ?? false
    let isKeyedView =
      directChildOfView && attributes["key"] != nil && IBReader.viewElements.contains(element)
    let isSceneRoot =
      current == nil && attributes["key"] == "view" && IBReader.viewElements.contains(element)
      && sceneID != nil
    let isTopLevel =
      current == nil && sceneID == nil && parent == "objects"
      && IBReader.viewElements.contains(element)
    guard inContainer || isKeyedView || isSceneRoot || isTopLevel else { return }
    guard current != nil || isSceneRoot || isTopLevel else { return }
    let here = location(of: element)
    guard let id = attributes["id"] else {
      warn(.missingAttribute(element: element, attribute: "id"), at: here)
      return
    }
    if !IBReader.viewElements.contains(element) {
      warn(.unknownElement(element), at: here)
    }
    let view = IBView(element: element, id: id, location: here)
    configure(view, attributes)
    if let current {
      current.subviews.append(view)
    } else {
      sceneRoot = view
      if isSceneRoot {
        document.scenes.append(
          IBScene(
            id: sceneID ?? id, storyboardIdentifier: storyboardIdentifier, root: view,
            bars: bars, isViewController: true, location: sceneLocation))
      } else {
        document.scenes.append(IBScene(id: id, root: view, location: here))
      }
      for guide in pendingControllerGuides { view.guides.append(guide) }
      pendingControllerGuides = []
    }
    viewStack.append(view)
    viewDepths.append(path.count)
  }

  /// The open `<variation>`'s key and `<mask>`'s key, while inside one.
  var variationKey: String?
  var variationMask: String?

  /// Applies `change` to the current scene's simulated bars: the ones being collected and,
  /// when the scene's root view was already read (a view controller's metrics, navigation
  /// item and extended edges follow its view in the document), the scene's own copy.
  private func updateBars(_ change: (inout IBSimulatedBars) -> Void) {
    change(&bars)
    if let index = document.scenes.indices.last, sceneID != nil,
      document.scenes[index].id == sceneID
    {
      change(&document.scenes[index].bars)
    }
  }

  /// Legacy top/bottom layout guides seen before their scene's root view.
  var pendingControllerGuides: [IBGuide] = []

  private func configure(_ view: IBView, _ attributes: [String: String]) {
    let element = view.element
    view.key = attributes["key"]
    view.customClass = attributes["customClass"]
    view.userLabel = attributes["userLabel"]
    view.translatesAutoresizingMask =
      attributes["translatesAutoresizingMaskIntoConstraints"] != "NO"
    view.fixedFrame = attributes["fixedFrame"] == "YES"
    view.misplaced = attributes["misplaced"] == "YES"
    view.ambiguous = attributes["ambiguous"] == "YES"
    view.hidden = attributes["hidden"] == "YES"
    view.hugging = (
      number(attributes, "horizontalHuggingPriority", at: element),
      number(attributes, "verticalHuggingPriority", at: element)
    )
    view.compression = (
      number(attributes, "horizontalCompressionResistancePriority", at: element),
      number(attributes, "verticalCompressionResistancePriority", at: element)
    )
    func placeholder(_ name: String) -> Double? {
      guard let text = attributes[name] else { return nil }
      if text == "infinite" { return View.noIntrinsicMetric }
      return number(attributes, name, at: element)
    }
    view.placeholderIntrinsic = (
      placeholder("placeholderIntrinsicWidth"), placeholder("placeholderIntrinsicHeight")
    )
    view.image = attributes["image"]
    view.text = attributes["text"] ?? attributes["title"] ?? attributes["placeholder"]
    view.preservesSuperviewLayoutMargins = attributes["preservesSuperviewLayoutMargins"] == "YES"
    view.insetsLayoutMarginsFromSafeArea = attributes["insetsLayoutMarginsFromSafeArea"] != "NO"
    view.followsReadableWidth = attributes["layoutMarginsFollowReadableWidth"] == "YES"
    view.scrollEnabled = attributes["scrollEnabled"] != "NO"
    view.progressViewStyle = attributes["progressViewStyle"]
    if element == "stackView" {
      var stack = IBStackAttributes()
      if let axis = attributes["axis"] { stack.axis = axis }
      if let distribution = attributes["distribution"] { stack.distribution = distribution }
      if let alignment = attributes["alignment"] { stack.alignment = alignment }
      stack.spacing = number(attributes, "spacing", at: element) ?? 0
      stack.baselineRelative = attributes["baselineRelativeArrangement"] == "YES"
      stack.marginsRelative = attributes["layoutMarginsRelativeArrangement"] == "YES"
      view.stack = stack
    }
  }

  private func readConstraint(_ attributes: [String: String], owner: IBView) {
    let here = location(of: "constraint")
    guard let first = attributes["firstAttribute"] else {
      warn(.missingAttribute(element: "constraint", attribute: "firstAttribute"), at: here)
      return
    }
    var constraint = IBConstraint(
      id: attributes["id"] ?? "", firstItem: attributes["firstItem"], firstAttribute: first,
      relation: attributes["relation"] ?? "equal", secondItem: attributes["secondItem"],
      secondAttribute: attributes["secondAttribute"], location: here)
    if constraint.firstItem == nil { constraint.firstItem = owner.id }
    if constraint.secondItem == nil, constraint.secondAttribute != nil {
      constraint.secondItem = owner.id
    }
    if let text = attributes["multiplier"] {
      let parts = text.split(separator: ":")
      if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
        constraint.multiplier = a / b
      } else if let value = Double(text), value.isFinite {
        constraint.multiplier = value
      } else {
        warn(.invalidNumber(attribute: "multiplier", value: text), at: here)
      }
    }
    constraint.constant = number(attributes, "constant", at: "constraint") ?? 0
    constraint.priority = number(attributes, "priority", at: "constraint") ?? 1000
    constraint.identifier = attributes["identifier"]
    constraint.placeholder = attributes["placeholder"] == "YES"
    owner.constraints.append(constraint)
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    path.removeLast()
    if let depth = viewDepths.last, depth == path.count {
      viewStack.removeLast()
      viewDepths.removeLast()
    }
    if element == "string", let view = collectingText {
      view.text = collectedText
      collectingText = nil
    }
    if element == "scene" { sceneID = nil }
    if element == "variation" {
      variationKey = nil
      variationMask = nil
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    guard failure == nil else { return }
    let reason = (parseError as NSError).localizedDescription
    failure = IBDiagnostic(
      .error, .malformedXML(reason), file: file,
      at: TextLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if collectingText != nil { collectedText += string }
  }
}
