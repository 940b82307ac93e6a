import Diagnostics
import Layout

extension IBSceneLayout {
  /// A scenario script that declares this scene and lays it out identically.
  ///
  /// It holds the device or screen, every view in document order (stack views with their arrangement, frames
  /// and autoresizing masks for views that translate them, intrinsic sizes, hugging and
  /// compression priorities), every constraint (with its outlet or identifier as id), then
  /// margins and margin flags and a `layout`. IB ids are in comments.
  ///
  /// A screen that is not a device's (another size, simulated bars) is a `screen` with the
  /// scene's safe area (`safeArea`) and the root's margins. AppKit controls carry their
  /// alignment insets (`set …alignmentInsets`) and fixed baselines (`set …baselines`), and
  /// NSStackViews their arranged views' baselines (`arranged-baselines`).
  ///
  /// - Complexity: O(views + constraints).
  public func scenarioScript() -> String {
    var out = "# Imported from \(document.file), scene \(scene.id)"
    if let identifier = scene.storyboardIdentifier { out += " (\(identifier))" }
    out += " by animsim import.\n"
    out += "# Ids in comments are Interface Builder object ids.\n"
    let screen = screenLine()
    out += screen
    var sets: [String] = []
    let rootElement = records[0].element
    // On the device the script's root gets the device's system minimum margins and safe
    // area as the scene's does: its declared margins suffice. On a plain screen it gets no
    // minimum margins, so it states the margins the layout uses (008: a view controller's
    // root on a 320-point screen has 16-point side margins, not UIView's default 8), less
    // the screen's safe area that the script's root adds to them again (173: 92,20,34,20
    // under a 92-point top bar is 0,20,0,20 from the safe area).
    var rootMargins = engine.root.layoutMargins
    if !screen.hasPrefix("device ") {
      rootMargins = engine.root.effectiveLayoutMargins
      if rootElement.insetsLayoutMarginsFromSafeArea {
        let safe = safeAreaInsets
        rootMargins = EdgeInsets(
          top: rootMargins.top - safe.top, left: rootMargins.left - safe.left,
          bottom: rootMargins.bottom - safe.bottom, right: rootMargins.right - safe.right)
      }
    }
    if rootElement.layoutMargins != nil || rootMargins != Self.defaultMargins {
      sets.append("set root.margins = " + insets(rootMargins))
    }
    if !rootElement.insetsLayoutMarginsFromSafeArea {
      sets.append("set root.insetsLayoutMarginsFromSafeArea = false")
    }
    let starts = startingFrames()
    for record in records.dropFirst() {
      out +=
        declaration(record, startsAtItsFrame: starts.contains(ObjectIdentifier(record.view)))
        + "\n"
      let element = record.element
      let name = record.view.name
      if record.view.layoutMargins != Self.defaultMargins {
        sets.append("set \(name).margins = " + insets(record.view.layoutMargins))
      }
      if !element.insetsLayoutMarginsFromSafeArea {
        sets.append("set \(name).insetsLayoutMarginsFromSafeArea = false")
      }
      if record.view.alignmentRectInsets != .zero {
        var line = "set \(name).alignmentInsets = " + insets(record.view.alignmentRectInsets)
        if case .aspectFit(let reference) = record.view.alignmentRectInsetsScaling {
          line += " aspectFit " + number(reference.width) + "x" + number(reference.height)
        }
        sets.append(line)
      }
      if let baselines = record.view.fixedBaselines {
        // AppKit controls' baselines (AppKitControlMetrics), fixed below the alignment top.
        var line = "set \(name).baselines = " + number(baselines.first)
        if baselines.last != baselines.first { line += "," + number(baselines.last) }
        sets.append(line)
      }
      if element.preservesSuperviewLayoutMargins {
        sets.append("set \(name).preservesSuperviewLayoutMargins = true")
      }
    }
    for guide in guideViews {
      out += "guide \(guide.name)" + parentClause(guide.superview) + "\n"
    }
    for constraint in guideConstraints + (rootStack?.constraints ?? []) {
      out += "constrain " + expression(constraint) + "\n"
    }
    for (element, constraint) in constraints {
      var line = "constrain "
      if let name = constraintNames[element.id] { line += name + ": " }
      line += expression(constraint) + "  # " + element.id
      out += line + "\n"
    }
    out += sets.map { $0 + "\n" }.joined()
    let offset = engine.root.contentOffset
    if offset != .zero {
      // A table or collection view controller's view rests scrolled by its content inset
      // (181: its cells sit below the 102-point bars, out of the top safe area).
      out += "scroll root to " + number(offset.x) + "," + number(offset.y) + "\n"
    }
    out += "layout\n"
    return out
  }

  /// UIView's default layout margins, which a script's views start with.
  private static let defaultMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  private func screenLine() -> String {
    let size = engine.rootSize
    let sizeText = number(size.width) + "x" + number(size.height)
    let scale = engine.screen?.scale
    let orientation = size.width > size.height ? " landscape" : ""
    // A view controller's root, or a xib's screen-sized top-level view (which has a safe
    // area), is the device's screen when its size and safe area are the device's.
    let fullScreen = scene.isViewController || safeAreaInsets != .zero
    if fullScreen, let id = document.deviceID, let device = Device.interfaceBuilder(id) {
      let deviceOrientation: Orientation = size.width > size.height ? .landscape : .portrait
      if device.size(deviceOrientation) == size
        && device.safeAreaInsets(deviceOrientation) == safeAreaInsets
      {
        return "device \(id)\(orientation)\n"
      }
    }
    // Another size, simulated bars or an older tools version: a bare screen with the
    // scene's safe area (no minimum margins: the root's are stated).
    var line = "screen " + sizeText
    if let scale { line += " scale " + number(scale) }
    if safeAreaInsets != .zero { line += " safeArea " + insets(safeAreaInsets) }
    return line + "\n"
  }

  private func parentClause(_ parent: View?) -> String {
    guard let parent, parent !== engine.root else { return "" }
    return " in " + parent.name
  }

  /// The constraint-laid-out views whose frame before the first pass decides their frame
  /// after it, so the script states it (`frame … constrained`): a view the constraints leave
  /// ambiguous keeps the frame it had in that axis (its saved one, as Auto Layout leaves
  /// a nib-loaded view's frame where no constraint moves it: 025's unpinned text field
  /// stays at its saved y), and a view with subviews that translate a non-empty
  /// autoresizing mask resizes them by its own change of size (100's and 105's scroll
  /// views: their clip views would grow by the whole width from a zero start).
  ///
  /// - Complexity: O(views), plus the engine's ambiguity analysis once.
  private func startingFrames() -> Set<ObjectIdentifier> {
    var starts = Set(engine.ambiguities.map { ObjectIdentifier($0.view) })
    for record in records.dropFirst() where record.view.translatesAutoresizingMaskIntoConstraints {
      guard !record.view.autoresizingMask.isEmpty, let parent = record.view.superview,
        parent !== engine.root
      else { continue }
      starts.insert(ObjectIdentifier(parent))
    }
    return starts
  }

  /// The declaration line of `record`'s view; `startsAtItsFrame`: a view laid out by its
  /// constraints is declared with its frame as a starting frame (`startingFrames()`).
  private func declaration(_ record: IBViewRecord, startsAtItsFrame: Bool) -> String {
    let view = record.view
    let element = record.element
    var line: String
    switch view.kind {
    case .label: line = "label "
    case .button: line = "button "
    case .textField: line = "textfield "
    case .scrollView: line = "scrollview "
    case .layoutGuide: line = "guide "
    case .stackView: line = "stack "
    default: line = "view "
    }
    line += view.name + parentClause(view.superview)
    if let stack = view as? StackView {
      line += " axis " + (stack.axis == .vertical ? "vertical" : "horizontal")
      line += " distribution " + stack.distribution.rawValue
      line += " alignment " + stack.alignment.rawValue
      line += " spacing " + number(stack.spacing)
      if stack.isLayoutMarginsRelativeArrangement { line += " margins-relative" }
      if stack.isBaselineRelativeArrangement { line += " baseline-relative" }
      if stack.baselinesFromArrangedSubviews { line += " arranged-baselines" }
    }
    if let stack = view.superview as? StackView,
      stack.arrangedSubviews.contains(where: { $0 === view }),
      stack.customSpacing(after: view) != StackView.useDefaultSpacing
    {
      line += " spacingAfter " + number(stack.customSpacing(after: view))
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      line += " frame " + rectangle(view.frame)
      let flags = AutoresizingMask.namedFlags.filter { view.autoresizingMask.contains($0.flag) }
      if !flags.isEmpty { line += " autoresizing " + flags.map(\.name).joined(separator: ",") }
    } else if let frame = element.frame, Self.sharesByCurrentLength(view) {
      // Its saved length is its share of a proportional stack: the script states it (an
      // arranged view does not translate its frame; the stack reads it as it is).
      line += " frame " + rectangle(flippedSaved(recordIndex[element.id] ?? 0) ?? frame)
    } else if startsAtItsFrame {
      line += " frame " + rectangle(view.frame) + " constrained"
    }
    switch record.intrinsic {
    case .textModel:
      line += " text " + quoted(view.text ?? "") + " font " + number(view.fontSize)
    case .none where view.kind == .view || view.kind == .scrollView || view.kind == .stackView:
      break
    default:
      let size = view.intrinsicContentSize
      func side(_ value: Double) -> String { value < 0 ? "-" : number(value) }
      line += " intrinsic " + side(size.width) + "x" + side(size.height)
    }
    line +=
      " hugging " + number(view.contentHuggingPriority(for: .horizontal).rawValue) + ","
      + number(view.contentHuggingPriority(for: .vertical).rawValue)
    line +=
      " compression "
      + number(view.contentCompressionResistancePriority(for: .horizontal).rawValue) + ","
      + number(view.contentCompressionResistancePriority(for: .vertical).rawValue)
    if view.isHidden { line += " hidden" }
    if let stack = view.superview as? StackView, view.kind != .layoutGuide,
      !stack.arrangedSubviews.contains(where: { $0 === view })
    {
      line += " detached"
    }
    return line + "  # " + element.elementName + " " + element.id
  }

  /// Whether `view` is arranged in a stack that gives it a share by its current length
  /// (`StackView.sharesByCurrentLength`).
  private static func sharesByCurrentLength(_ view: View) -> Bool {
    guard let stack = view.superview as? StackView, stack.sharesByCurrentLength(view) else {
      return false
    }
    return stack.arrangedSubviews.contains { $0 === view }
  }

  /// `x,y,width,height` as a script writes a frame.
  private func rectangle(_ frame: Rect) -> String {
    [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: ",")
  }

  private func expression(_ constraint: LayoutConstraint) -> String {
    func item(_ view: View, _ guide: SystemLayoutGuide?, _ attribute: LayoutAttribute) -> String {
      view.name + (guide.map { "." + $0.scriptName } ?? "") + "." + attribute.name
    }
    var text = item(constraint.firstItem, constraint.firstGuide, constraint.firstAttribute)
    text += " " + constraint.relation.symbol + " "
    var constant = constraint.constant
    if let second = constraint.secondItem {
      if constraint.multiplier != 1 { text += number(constraint.multiplier) + " * " }
      text += item(second, constraint.secondGuide, constraint.secondAttribute)
      if constant != 0 {
        text += constant < 0 ? " - " : " + "
        constant = abs(constant)
        text += number(constant)
      }
    } else {
      text += number(constant)
    }
    if !constraint.priority.isRequired { text += " @" + number(constraint.priority.rawValue) }
    return text
  }

  /// `value` with every digit Swift needs to read it back exactly (no exponent).
  private func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    let text = "\(value)"
    return text.contains("e") ? DecimalFormat.string(value) : text
  }

  private func insets(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: ",")
  }

  private func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n", "\r", "\r\n": out += " "
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
