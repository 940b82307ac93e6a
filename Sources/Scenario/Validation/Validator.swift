import Diagnostics
import InterfaceBuilder
import Layout

/// Checks names, declaration order, blocks and settings of a parsed script.
///
/// Names must be declared before they are used (script order), so every reference is
/// checked against what is known at its line, with a did-you-mean from the same set.
/// The validator never stops at the first problem: it reports every one it finds.
struct Validator {
  let file: String
  private(set) var diagnostics: [ScenarioDiagnostic] = []
  /// Views and guides, in declaration order.
  private(set) var declarations: [ViewDeclaration] = []
  private var names: [String: (Declared, line: Int)] = [:]
  private var viewNames: [String] = ["root"]
  private var constraintIds: [String] = []
  private var metrics: [String: Int] = [:]
  /// `animator` names and their lines, in declaration order.
  private var animators: [(name: String, line: Int)] = []
  private var settingsLines: [String: Int] = [:]
  private var sawAction = false
  private(set) var settings = ScenarioSettings(screen: Size(width: 0, height: 0))
  private var sawScreen = false
  /// The scenes of the script's `load` statements, by line.
  private let loads: [Int: IBLoadedScene]

  init(file: String, loads: [Int: IBLoadedScene] = [:]) {
    self.file = file
    self.loads = loads
  }

  private mutating func report(_ message: ScenarioMessage, at location: TextLocation) {
    diagnostics.append(ScenarioDiagnostic(.error, message, file: file, at: location))
  }

  /// Validates every statement in order.
  mutating func validate(_ script: Script) {
    for statement in script.statements {
      validate(statement, inBlock: false)
    }
    if settings.display?.systemMinimumLayoutMargins != nil && settingsLines["spacing"] == nil {
      // With a device, `|-` means the superview's margins, as in UIKit since iOS 8.
      settings.spacing = .margins
    }
    if !sawScreen {
      let location = script.statements.first?.location ?? TextLocation(line: 1, column: 1)
      report(.missingScreen, at: location)
    }
  }

  private mutating func setting(_ word: String, _ statement: Statement) -> Bool {
    if let first = settingsLines[word] {
      report(.duplicateSetting(word, firstLine: first), at: statement.location)
      return false
    }
    settingsLines[word] = statement.location.line
    return true
  }

  private mutating func validate(_ statement: Statement, inBlock: Bool) {
    if statement.kind.isAction { sawAction = true }
    switch statement.kind {
    case .screen(let size):
      if sawScreen { break }  // a resize action
      if sawAction || inBlock {
        report(.screenBeforeFirstAction, at: statement.location)
      }
      sawScreen = true
      settings.screen = size.value
    case .device(let setting):
      if sawScreen { break }  // a rotation or resize action
      if sawAction || inBlock {
        report(.screenBeforeFirstAction, at: statement.location)
      }
      sawScreen = true
      settings.screen = setting.screen.size
      settings.display = setting.screen
    case .keyboard:
      break
    case .load:
      validateLoad(statement, inBlock: inBlock)
    case .fps(let fps):
      if setting("fps", statement) { settings.fps = Int(fps.value) }
    case .spacing(let spacing):
      if setting("spacing", statement) { settings.spacing = spacing }
    case .direction(let direction):
      if setting("direction", statement) { settings.direction = direction }
    case .interruption(let policy):
      if setting("interruption", statement) { settings.interruption = policy }
    case .allow(let check):
      if setting("allow \(check)", statement) { settings.allowed.append(check) }
    case .metric(let name, _):
      if let line = metrics[name.value] {
        report(.duplicateName(name.value, firstLine: line), at: name.location)
      } else {
        metrics[name.value] = name.location.line
      }
    case .declare(let declaration):
      declare(declaration)
    case .constrain(let constraint):
      validate(constraint)
    case .layout, .wait:
      break
    case .set(let action):
      validate(action)
    case .activate(let ids), .deactivate(let ids):
      for id in ids { _ = constraint(id) }
    case .scroll(let view, _):
      // Root too (extension): a table or collection view controller's view, scrolled.
      if let index = self.view(view), index >= 0, declarations[index].kind != .scrollView {
        report(.notAScrollView(view.value), at: view.location)
      }
    case .animate(let block):
      if case .animator(let name) = block.kind {
        if let first = animators.first(where: { $0.name == name.value }) {
          report(.duplicateName(name.value, firstLine: first.line), at: name.location)
        } else {
          animators.append((name.value, name.location.line))
        }
      }
      for inner in block.body {
        validate(inner, inBlock: true)
      }
    case .control(let name, _):
      if !animators.contains(where: { $0.name == name.value }) {
        report(
          .unknownAnimator(
            name.value, suggestion: Suggestion.closest(to: name.value, in: animators.map(\.name))),
          at: name.location)
      }
    case .expect(let expectation):
      validate(expectation)
    case .remove(let name):
      if name.value == "root" {
        report(.rootIsFixed, at: name.location)
      } else {
        _ = view(name)
      }
    case .add(let name, let parent, let index):
      validateAdd(name, parent: parent, index: index)
    }
  }

  /// `add view in parent [at N]`: both declared, the view not root, the parent not a guide,
  /// `at` only into a stack.
  private mutating func validateAdd(_ name: Name, parent: Name, index: Located<Double>?) {
    if name.value == "root" {
      report(.rootIsFixed, at: name.location)
    } else {
      _ = view(name)
    }
    guard let parentIndex = view(parent) else { return }
    let parentKind = parentIndex < 0 ? ViewKind.view : declarations[parentIndex].kind
    if parentKind == .layoutGuide {
      report(.guideCannotContain(parent.value), at: parent.location)
    } else if let index, parentKind != .stackView {
      report(.notAStackView(parent.value), at: index.location)
    }
  }

  /// Declares the views and named constraints of a loaded scene, as the builder will name
  /// them; the scene's root size is the screen when no `screen` came before.
  private mutating func validateLoad(_ statement: Statement, inBlock: Bool) {
    if sawAction || inBlock {
      report(.loadAfterAction, at: statement.location)
      return
    }
    guard let loaded = loads[statement.location.line] else {
      // The load failed (reported already): no follow-on "missing screen" error.
      sawScreen = true
      return
    }
    let plan = IBSceneLayout(
      document: loaded.document, scene: loaded.scene, options: IBLayoutOptions(mode: .runtime),
      reservedNames: Set(names.keys).union(["root"]))
    if !sawScreen {
      sawScreen = true
      settings.screen = plan.engine.rootSize
    }
    let here = statement.location
    for record in plan.records.dropFirst() {
      let parent = record.parent.map { plan.records[$0].view.name }
      declare(
        ViewDeclaration(
          kind: record.view.kind, name: Name(record.view.name, at: here),
          parent: parent == nil || parent == "root" ? nil : parent.map { Name($0, at: here) }))
    }
    // Every view and constraint is also addressable by its IB id (`IBReference`).
    for record in plan.records.dropFirst() {
      let key = IBReference.key(record.element.id)
      if names[key] == nil, let entry = names[record.view.name] { names[key] = entry }
    }
    for (element, _) in plan.constraints {
      let key = IBReference.key(element.id)
      if names[key] == nil { names[key] = (.constraint(line: here.line), here.line) }
      guard let name = plan.constraintNames[element.id], names[name] == nil else { continue }
      names[name] = (.constraint(line: here.line), here.line)
      constraintIds.append(name)
    }
  }

  private mutating func declare(_ declaration: ViewDeclaration) {
    // (extension) A declaration after the first action adds the view at that time.
    let name = declaration.name
    if name.value == "root" {
      report(.reservedName(name.value), at: name.location)
      return
    }
    if let (_, line) = names[name.value] {
      report(.duplicateName(name.value, firstLine: line), at: name.location)
      return
    }
    if let parent = declaration.parent, let index = view(parent), index >= 0,
      declarations[index].kind == .layoutGuide
    {
      report(.guideCannotContain(parent.value), at: parent.location)
    }
    if let spacingAfter = declaration.spacingAfter {
      let inStack =
        declaration.parent.flatMap { names[$0.value] }.map { entry in
          if case .view(let index) = entry.0 { return declarations[index].kind == .stackView }
          return false
        } ?? false
      if !inStack || declaration.kind == .layoutGuide {
        report(.notArranged(name.value), at: spacingAfter.location)
      }
    }
    names[name.value] = (.view(declarations.count), name.location.line)
    viewNames.append(name.value)
    declarations.append(declaration)
  }

  /// Resolves a view name: -1 for root, the declaration index otherwise; reports unknowns.
  private mutating func view(_ name: Name) -> Int? {
    if name.value == "root" { return -1 }
    if case (.view(let index), _)? = names[name.value] { return index }
    if case (.constraint, _)? = names[name.value] {
      report(.notAView(name.value), at: name.location)
      return nil
    }
    report(
      .unknownView(name.value, suggestion: Suggestion.closest(to: name.value, in: viewNames)),
      at: name.location)
    return nil
  }

  /// Checks a constraint id; reports unknowns.
  private mutating func constraint(_ name: Name) -> Bool {
    if case (.constraint, _)? = names[name.value] { return true }
    if case (.view, _)? = names[name.value] {
      report(.notAConstraint(name.value), at: name.location)
      return false
    }
    report(
      .unknownConstraint(
        name.value, suggestion: Suggestion.closest(to: name.value, in: constraintIds)),
      at: name.location)
    return false
  }

  private mutating func validate(_ constraint: ConstraintDeclaration) {
    switch constraint.body {
    case .visualFormat:
      break  // names inside the string are checked by the VFL parser when building
    case .explicit(let explicit):
      validate(explicit.first)
      if let second = explicit.second { validate(second) }
    }
    if let id = constraint.id {
      if id.value == "root" {
        report(.reservedName(id.value), at: id.location)
      } else if let (_, line) = names[id.value] {
        report(.duplicateName(id.value, firstLine: line), at: id.location)
      } else {
        names[id.value] = (.constraint(line: id.location.line), id.location.line)
        constraintIds.append(id.value)
      }
    }
  }

  private mutating func validate(_ action: SetAction) {
    switch action.value {
    case .constant, .priority, .active, .multiplier:
      let property = action.value.propertyName
      if case (.view, _)? = names[action.target.value] {
        report(
          .propertyNeedsConstraint(action.target.value, property: property),
          at: action.target.location)
      } else if action.target.value == "root" {
        report(.propertyNeedsConstraint("root", property: property), at: action.target.location)
      } else {
        _ = constraint(action.target)
      }
    case .stackSpacing, .stackAxis, .stackDistribution, .stackAlignment:
      if case (.constraint, _)? = names[action.target.value] {
        report(
          .propertyNeedsView(action.target.value, property: action.value.propertyName),
          at: action.target.location)
      } else if let index = view(action.target), index < 0 || declarations[index].kind != .stackView
      {
        report(.notAStackView(action.target.value), at: action.target.location)
      }
    case .intrinsic, .text, .hidden, .margins, .directionalMargins, .alignmentInsets, .baselines,
      .flag, .alpha, .transform:
      let property = action.value.propertyName
      if case (.constraint, _)? = names[action.target.value] {
        report(
          .propertyNeedsView(action.target.value, property: property), at: action.target.location)
      } else {
        _ = view(action.target)
      }
    }
  }

  private mutating func validate(_ expectation: Expectation) {
    switch expectation.check {
    case .frame(let name, _, _, _):
      _ = view(name)
    case .attribute(let name, let attribute, _, _):
      _ = view(name)
      if attribute.value == .firstBaseline || attribute.value == .lastBaseline {
        report(.attributeNotMeasurable(attribute.value.rawValue), at: attribute.location)
      }
    case .rectAttribute(let name, _, let attribute, _, _):
      _ = view(name)
      if !attribute.value.isRectAttribute {
        report(.attributeNotMeasurable(attribute.value.rawValue), at: attribute.location)
      }
    case .alpha(let name, _, _), .transform(let name, _, _):
      _ = view(name)
    case .noConflicts, .noAmbiguity:
      break
    case .alwaysInside(let a, let b), .alwaysNoOverlap(let a, let b):
      _ = view(a)
      _ = view(b)
    case .fitting(let name, _, _):
      _ = view(name)
    }
  }

  /// Checks one side of an explicit constraint: the view, and its guide if any.
  private mutating func validate(_ reference: AttributeReference) {
    let index = view(reference.item)
    guard let guide = reference.guide, let index else { return }
    let name = reference.item.value
    if guide.value.isScrollViewOnly && (index < 0 || declarations[index].kind != .scrollView) {
      report(
        .guideNeedsScrollView(view: name, guide: guide.value.scriptName), at: guide.location)
    } else if guide.value == .keyboard && index >= 0 {
      report(.keyboardGuideOnRoot(name), at: guide.location)
    } else if !SystemLayoutGuide.supports(layoutAttribute(reference.attribute.value)) {
      report(
        .guideAttribute(
          guide: guide.value.scriptName, attribute: reference.attribute.value.rawValue),
        at: reference.attribute.location)
    }
  }
}

extension SetValue {
  /// The property name as written in the script.
  var propertyName: String {
    switch self {
    case .constant: return "constant"
    case .priority: return "priority"
    case .intrinsic: return "intrinsic"
    case .text: return "text"
    case .hidden: return "hidden"
    case .active: return "active"
    case .multiplier: return "multiplier"
    case .stackSpacing: return "spacing"
    case .stackAxis: return "axis"
    case .stackDistribution: return "distribution"
    case .stackAlignment: return "alignment"
    case .margins: return "margins"
    case .directionalMargins: return "directionalMargins"
    case .alignmentInsets: return "alignmentInsets"
    case .baselines: return "baselines"
    case .flag(let flag, _): return flag.rawValue
    case .alpha: return "alpha"
    case .transform: return "transform"
    }
  }
}

extension SetValue {
  /// Whether it sets an alpha or a transform (appearance, not layout).
  var isAppearance: Bool {
    switch self {
    case .alpha, .transform: true
    default: false
    }
  }
}

extension ScriptAttribute {
  /// Whether the attribute is a side, edge or center of a rectangle itself (what
  /// `view.visualFrame.ATTR` reads): not a margin or baseline.
  var isRectAttribute: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY:
      return true
    case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
      return false
    }
  }
}
