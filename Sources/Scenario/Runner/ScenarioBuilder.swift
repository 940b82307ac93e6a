import Animator
import Diagnostics
import InterfaceBuilder
import Layout

/// The layout objects built from a script before it runs: the engine, the views, every
/// constraint (inactive until its `constrain` line runs) and every animation spec.
///
/// Building first means every invalid VFL string, constraint or curve is reported before
/// any frame is written.
///
/// Views declared after the first action (extension) join the tree at their line. For
/// compiling, the builder adds them at once, so the constraints written after them are
/// checked against the tree they will meet. For running (`defersLateViews`), it creates
/// them outside the tree (`lateViews`; the runner adds them when it reaches the line) and
/// leaves every later `constrain` to `buildDeferred(line:)`, because a VFL `|` needs the
/// view's superview when the constraint is made.
struct ScenarioBuilder {
  let file: String
  let settings: ScenarioSettings
  let engine: LayoutEngine
  /// Whether late views stay outside the tree until the runner adds them.
  let defersLateViews: Bool
  /// Views declared after the first action (running only), by declaration line, with the
  /// parent they join.
  var lateViews: [Int: (view: View, parent: View)] = [:]
  /// `constrain` statements after the first late view (running only), by line, with the
  /// metrics declared above them; built by `buildDeferred(line:)`.
  var deferredConstraints: [Int: (declaration: ConstraintDeclaration, metrics: [String: Double])] =
    [:]
  /// Whether an action has been seen (the setup has ended).
  private var sawAction = false
  /// Whether a `remove` or `add` came before the current statement.
  private var sawTreeChange = false
  /// By name, including root (and a loaded view by its IB id's `IBReference` key).
  var viewsByName: [String: View] = [:]
  /// The view name each `IBReference` key of a loaded view stands for.
  var viewAliases: [String: String] = [:]
  /// Where each loaded constraint is declared in its document, by constraint identity.
  var documentPlaces: [ObjectIdentifier: DocumentPlace] = [:]
  /// Root first, then declaration order.
  var views: [View] = []
  /// The constraints of each `constrain` statement, by its line.
  var constraintsByLine: [Int: [LayoutConstraint]] = [:]
  /// The constraints each `load` statement installs (its scene's active ones), by its line.
  var loadedByLine: [Int: [LayoutConstraint]] = [:]
  /// Every constraint id's constraints.
  var groups: [String: [LayoutConstraint]] = [:]
  /// A stable key per constraint (its creation order), for relayout tracks.
  var keys: [ObjectIdentifier: Int] = [:]
  /// The animation spec of each `animate`, by its line.
  var specs: [Int: AnimationSpec] = [:]
  var diagnostics: [ScenarioDiagnostic] = []

  /// The scenes of the script's `load` statements, by line.
  let loads: [Int: IBLoadedScene]

  init(
    file: String, settings: ScenarioSettings, defersLateViews: Bool = false,
    loads: [Int: IBLoadedScene] = [:]
  ) {
    self.file = file
    self.settings = settings
    self.defersLateViews = defersLateViews
    self.loads = loads
    let direction: LayoutDirection =
      settings.direction == .rightToLeft ? .rightToLeft : .leftToRight
    let spacing: SpacingStyle = settings.spacing == .margins ? .margins : .classic
    if let display = settings.display {
      engine = LayoutEngine(screen: display, direction: direction, spacing: spacing)
    } else {
      engine = LayoutEngine(rootSize: settings.screen, direction: direction, spacing: spacing)
    }
    viewsByName["root"] = engine.root
    views.append(engine.root)
  }

  private mutating func report(_ message: ScenarioMessage, at location: TextLocation) {
    diagnostics.append(ScenarioDiagnostic(.error, message, file: file, at: location))
  }

  /// Builds everything; `diagnostics` lists what was invalid.
  mutating func build(_ script: Script) {
    var metrics: [String: Double] = [:]
    for statement in script.statements {
      build(statement, metrics: &metrics)
    }
  }

  private mutating func build(_ statement: Statement, metrics: inout [String: Double]) {
    if statement.kind.isAction { sawAction = true }
    switch statement.kind {
    case .remove, .add:
      // Constraints after a tree change are built at their line, against the tree then
      // (a VFL `|` means the superview the view has at that time).
      sawTreeChange = true
    case .declare(let declaration):
      declare(declaration, line: statement.location.line)
    case .load:
      load(line: statement.location.line)
    case .metric(let name, let value):
      metrics[name.value] = value.value
    case .constrain(let constraint):
      if defersLateViews && (!lateViews.isEmpty || sawTreeChange) {
        deferredConstraints[statement.location.line] = (constraint, metrics)
        return
      }
      build(constraint, line: statement.location.line, metrics: metrics)
    case .keyboard:
      specs[statement.location.line] = ScenarioBuilder.keyboardSpec
    case .animate(let block):
      spec(block, line: statement.location.line)
      for inner in block.body {
        build(inner, metrics: &metrics)
      }
    default:
      break
    }
  }

  /// Builds the constraints of a deferred `constrain` line (running only).
  ///
  /// Call when the runner reaches the line. Returns what Layout refused (nothing, for a
  /// compiled script).
  mutating func buildDeferred(line: Int) -> [ScenarioDiagnostic] {
    guard let (declaration, metrics) = deferredConstraints.removeValue(forKey: line) else {
      return []
    }
    let before = diagnostics.count
    build(declaration, line: line, metrics: metrics)
    return Array(diagnostics[before...])
  }

  /// Builds a loaded scene into the engine: its root view is `root`, its views join
  /// `views` in document order, and its named constraints become constraint ids.
  private mutating func load(line: Int) {
    guard let loaded = loads[line] else { return }
    let reserved = Set(viewsByName.keys).union(groups.keys)
    // A script models the app: the device's safe area, no placeholder constraints.
    let layout = IBSceneLayout(
      document: loaded.document, scene: loaded.scene,
      options: IBLayoutOptions(mode: .runtime), into: engine, reservedNames: reserved)
    for record in layout.records.dropFirst() {
      viewsByName[record.view.name] = record.view
      views.append(record.view)
      // Also by its IB id (`IBReference`).
      let key = IBReference.key(record.element.id)
      if viewsByName[key] == nil {
        viewsByName[key] = record.view
        viewAliases[key] = record.view.name
      }
    }
    loadedByLine[line] = layout.constraints.map(\.1).filter(\.isActive)
    for (element, constraint) in layout.constraints {
      constraint.sourceLine = line
      let key = IBReference.key(element.id)
      if groups[key] == nil { groups[key] = [constraint] }
      documentPlaces[ObjectIdentifier(constraint)] = DocumentPlace(
        file: Self.path(loaded.document.file, besides: file), id: element.id,
        location: element.location)
      keys[ObjectIdentifier(constraint)] = keys.count
      if let name = layout.constraintNames[element.id], groups[name] == nil {
        constraint.identifier = name
        groups[name] = [constraint]
      }
    }
  }

  private mutating func declare(_ declaration: ViewDeclaration, line: Int) {
    let view =
      declaration.kind == .stackView
      ? ScenarioBuilder.makeStack(declaration)
      : View(name: declaration.name.value, kind: declaration.kind)
    if declaration.hidden != nil { view.isHidden = true }
    // `constrained`: the frame is a starting frame (a nib's), not a translated one.
    view.translatesAutoresizingMaskIntoConstraints =
      declaration.frame != nil && declaration.constrained == nil
    let late = sawAction && defersLateViews
    // A late view's frame is set when it joins the tree: until then it shows the zero rect.
    if let frame = declaration.frame, !late { view.frame = frame.value }
    if let flags = declaration.autoresizing?.value {
      var mask: AutoresizingMask = []
      for flag in flags {
        if let bit = AutoresizingMask(name: flag.rawValue) { mask.insert(bit) }
      }
      view.autoresizingMask = mask
    }
    if let text = declaration.text { view.text = text.value }
    if let font = declaration.font { view.fontSize = font.value }
    if let intrinsic = declaration.intrinsic?.value {
      view.intrinsicContentSizeOverride = Size(
        width: intrinsic.width ?? View.noIntrinsicMetric,
        height: intrinsic.height ?? View.noIntrinsicMetric)
    }
    if let hugging = declaration.hugging?.value {
      view.setContentHuggingPriority(layoutPriority(hugging.horizontal), for: .horizontal)
      view.setContentHuggingPriority(layoutPriority(hugging.vertical), for: .vertical)
    }
    if let compression = declaration.compression?.value {
      view.setContentCompressionResistancePriority(
        layoutPriority(compression.horizontal), for: .horizontal)
      view.setContentCompressionResistancePriority(
        layoutPriority(compression.vertical), for: .vertical)
    }
    // Validation reports unknown parents and guides used as parents; build on root then.
    var parent = declaration.parent.flatMap { viewsByName[$0.value] } ?? engine.root
    if parent.kind == .layoutGuide { parent = engine.root }
    if late {
      lateViews[line] = (view, parent)
    } else {
      ScenarioBuilder.join(view, to: parent, arranged: declaration.detached == nil)
    }
    if let spacing = declaration.spacingAfter, let stack = parent as? StackView {
      stack.setCustomSpacing(spacing.value, after: view)
    }
    viewsByName[view.name] = view
    views.append(view)
  }

  /// Adds a view (or a layout guide) to its parent: arranged in a stack view unless
  /// `arranged` is false (`detached`).
  ///
  /// The view is fresh (no superview, not a root) and the parent is not a layout guide (the
  /// builder puts such views on root), so Layout cannot refuse it: a refusal is a bug here.
  static func join(_ view: View, to parent: View, arranged: Bool = true) {
    do throws(LayoutError) {
      if view.kind == .layoutGuide {
        try parent.addLayoutGuide(view)
      } else if arranged, let stack = parent as? StackView {
        try stack.addArrangedSubview(view)
      } else {
        try parent.addSubview(view)
      }
    } catch {
      preconditionFailure("joining a fresh view: \(error)")
    }
  }

  private mutating func build(
    _ declaration: ConstraintDeclaration, line: Int, metrics: [String: Double]
  ) {
    var built: [LayoutConstraint] = []
    switch declaration.body {
    case .visualFormat(let vfl):
      var options: FormatOptions = []
      for attribute in vfl.align {
        guard let option = alignOption(attribute.value) else {
          report(.notAnAlignment(attribute.value.rawValue), at: attribute.location)
          return
        }
        options.insert(option)
      }
      switch vfl.direction?.value {
      case .leftToRight?: options.insert(.directionLeftToRight)
      case .rightToLeft?: options.insert(.directionRightToLeft)
      case .leadingToTrailing?, nil: break
      }
      var named = viewsByName
      named["root"] = nil
      do throws(VisualFormatError) {
        built = try LayoutConstraint.constraints(
          withVisualFormat: vfl.format.value, options: options, metrics: metrics, views: named,
          spacing: settings.spacing == .margins ? .margins : .classic)
      } catch {
        let column = vfl.format.column(ofOffset: error.offset)
        report(
          .invalidVisualFormat(error.message, suggestion: suggestion(for: error, metrics: metrics)),
          at: TextLocation(line: line, column: column))
        return
      }
    case .explicit(let explicit):
      guard let first = viewsByName[explicit.first.item.value] else { return }
      let second = explicit.second.flatMap { viewsByName[$0.item.value] }
      // A guide the view does not have was reported by validation.
      guard usable(explicit.first, first), explicit.second.map({ usable($0, second) }) ?? true
      else { return }
      do throws(LayoutError) {
        let constraint = try LayoutConstraint(
          item: first, guide: explicit.first.guide?.value,
          attribute: layoutAttribute(explicit.first.attribute.value),
          relatedBy: layoutRelation(explicit.relation), toItem: second,
          toGuide: explicit.second?.guide?.value,
          attribute: explicit.second.map { layoutAttribute($0.attribute.value) } ?? .notAnAttribute,
          multiplier: explicit.multiplier.value, constant: explicit.constant.value,
          priority: layoutPriority(explicit.priority?.value ?? 1000))
        constraint.origin = .expression(explicit.source.isEmpty ? explicit.text : explicit.source)
        built = [constraint]
      } catch {
        report(.invalidConstraint(error.description), at: explicit.first.item.location)
        return
      }
    }
    for constraint in built {
      constraint.sourceLine = line
      constraint.identifier = declaration.id?.value
      keys[ObjectIdentifier(constraint)] = keys.count
    }
    constraintsByLine[line] = built
    if let id = declaration.id { groups[id.value] = built }
  }

  /// Whether a reference's guide exists on `view` and has the attribute (validation
  /// reports the cases where it does not).
  private func usable(_ reference: AttributeReference, _ view: View?) -> Bool {
    guard let guide = reference.guide?.value else { return true }
    guard let view else { return false }
    if guide.isScrollViewOnly && view.kind != .scrollView { return false }
    if guide == .keyboard && view !== engine.root { return false }
    return SystemLayoutGuide.supports(layoutAttribute(reference.attribute.value))
  }

  /// A did-you-mean for a VFL error naming an unknown view or metric: the closest declared
  /// view or guide, or metric, in declaration order.
  private func suggestion(for error: VisualFormatError, metrics: [String: Double]) -> String? {
    let names = views.dropFirst().map(\.name)
    switch error.reason {
    case .unknownView(let name):
      return Suggestion.closest(to: name, in: names)
    case .unknownMetric(let name):
      return Suggestion.closest(to: name, in: names + metrics.keys.sorted())
    default:
      return nil
    }
  }

  /// The keyboard's own animation: `TimingCurve.keyboard` over `keyboardDuration`.
  static let keyboardSpec: AnimationSpec = {
    do {
      return try AnimationSpec(duration: TimingCurve.keyboardDuration, curve: .keyboard)
    } catch {
      preconditionFailure("the keyboard's animation spec is valid: \(error)")
    }
  }()

  private mutating func spec(_ block: AnimateBlock, line: Int) {
    do throws(AnimatorError) {
      let curve = try block.curve.value.timingCurve()
      specs[line] = try AnimationSpec(
        duration: block.duration.value, delay: block.delay?.value ?? 0, curve: curve,
        repeatCount: .count(block.repeatCount?.value ?? 1), autoreverses: block.autoreverses)
    } catch {
      report(.invalidAnimation(error.description), at: block.curve.location)
    }
  }
}

/// Maps a script priority (0, 1000] into Layout's 1…1000.
func layoutPriority(_ value: Double) -> LayoutPriority {
  LayoutPriority(min(1000, max(1, value)))
}

func layoutRelation(_ relation: ScriptRelation) -> LayoutRelation {
  switch relation {
  case .equal: return .equal
  case .lessThanOrEqual: return .lessThanOrEqual
  case .greaterThanOrEqual: return .greaterThanOrEqual
  }
}

func layoutAttribute(_ attribute: ScriptAttribute) -> LayoutAttribute {
  switch attribute {
  case .left: return .left
  case .right: return .right
  case .top: return .top
  case .bottom: return .bottom
  case .leading: return .leading
  case .trailing: return .trailing
  case .width: return .width
  case .height: return .height
  case .centerX: return .centerX
  case .centerY: return .centerY
  case .firstBaseline: return .firstBaseline
  case .lastBaseline: return .lastBaseline
  case .leftMargin: return .leftMargin
  case .rightMargin: return .rightMargin
  case .topMargin: return .topMargin
  case .bottomMargin: return .bottomMargin
  case .leadingMargin: return .leadingMargin
  case .trailingMargin: return .trailingMargin
  case .centerXWithinMargins: return .centerXWithinMargins
  case .centerYWithinMargins: return .centerYWithinMargins
  }
}

private func alignOption(_ attribute: ScriptAttribute) -> FormatOptions? {
  switch attribute {
  case .left: return .alignAllLeft
  case .right: return .alignAllRight
  case .top: return .alignAllTop
  case .bottom: return .alignAllBottom
  case .leading: return .alignAllLeading
  case .trailing: return .alignAllTrailing
  case .centerX: return .alignAllCenterX
  case .centerY: return .alignAllCenterY
  case .lastBaseline: return .alignAllLastBaseline
  case .firstBaseline: return .alignAllFirstBaseline
  default: return nil
  }
}

/// Where a loaded constraint is written: the document (as a path beside the script's),
/// its Interface Builder id and its `<constraint>` element's location.
struct DocumentPlace: Hashable, Sendable {
  /// The document's path, relative to where the script's path is.
  var file: String
  /// The constraint's IB id.
  var id: String
  /// Its element's line and column.
  var location: TextLocation
}

extension ScenarioBuilder {
  /// `path` as written in a script at `script`, seen from where `script` is: beside it
  /// unless absolute (`Scenarios/a.animsim` and `ib/b.xib` give `Scenarios/ib/b.xib`).
  static func path(_ path: String, besides script: String) -> String {
    guard !path.hasPrefix("/"), let slash = script.lastIndex(of: "/") else { return path }
    return String(script[...slash]) + path
  }
}

extension ExplicitConstraint {
  /// The constraint as text, for reports: `a.width == 0.5 * root.width + 10 @750`.
  var text: String {
    var out = "\(first.item.value).\(first.attribute.value.rawValue) \(relation.symbol) "
    if let second {
      if multiplier.value != 1 { out += "\(number(multiplier.value)) * " }
      out += "\(second.item.value).\(second.attribute.value.rawValue)"
      if constant.value > 0 { out += " + \(number(constant.value))" }
      if constant.value < 0 { out += " - \(number(-constant.value))" }
    } else {
      out += number(constant.value)
    }
    if let priority { out += " @\(number(priority.value))" }
    return out
  }
}

extension ScriptRelation {
  /// `==`, `<=` or `>=`.
  var symbol: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}
