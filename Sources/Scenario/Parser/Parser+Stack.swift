import Diagnostics
import Layout

extension Parser {
  /// The statement keywords for stack views and the view lifecycle.
  static let stackKeywords = ["stack", "remove", "add"]

  /// The stack-view options of a `stack` declaration.
  static let stackOptions = [
    "axis", "distribution", "alignment", "spacing", "margins-relative", "baseline-relative",
    "arranged-baselines",
  ]

  /// Declaration options beyond the contract's: every kind takes `hidden` and `spacingAfter`;
  /// `stack` also takes the stack options.
  static func extraDeclarationOptions(_ kind: ViewKind) -> [String] {
    ["hidden", "spacingAfter", "detached", "constrained"] + (kind == .stackView ? stackOptions : [])
  }

  /// The axis words.
  static let axisChoices: KeyValuePairs<String, Axis> = [
    "horizontal": .horizontal, "vertical": .vertical,
  ]
  /// The distribution words (UIKit's case names).
  static let distributionChoices: KeyValuePairs<String, StackView.Distribution> = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]
  /// The alignment words (UIKit's case names; `top`/`bottom` are `leading`/`trailing`).
  static let alignmentChoices: KeyValuePairs<String, StackView.Alignment> = [
    "fill": .fill, "leading": .leading, "top": .leading, "center": .center,
    "trailing": .trailing, "bottom": .trailing, "firstBaseline": .firstBaseline,
    "lastBaseline": .lastBaseline,
  ]

  /// Parses one of the extension options of a declaration; `false` when `option` is none.
  func parseVisibilityOption(
    _ option: Name, _ kind: ViewKind, _ declaration: inout ViewDeclaration, _ p: inout LineParser
  ) throws(ScenarioDiagnostic) -> Bool {
    switch option.value {
    case "hidden":
      declaration.hidden = Located(true, at: option.location)
      return true
    case "spacingAfter":
      declaration.spacingAfter = try p.number(.constant)
      return true
    case "detached":
      declaration.detached = Located(true, at: option.location)
      return true
    case "constrained":
      declaration.constrained = Located(true, at: option.location)
      return true
    default:
      break
    }
    guard kind == .stackView, Parser.stackOptions.contains(option.value) else { return false }
    var stack = declaration.stack ?? StackDeclaration()
    switch option.value {
    case "axis": stack.axis = try p.choice("an axis", Parser.axisChoices)
    case "distribution":
      stack.distribution = try p.choice("a distribution", Parser.distributionChoices)
    case "alignment": stack.alignment = try p.choice("an alignment", Parser.alignmentChoices)
    case "spacing": stack.spacing = try p.number(.constant)
    case "margins-relative": stack.marginsRelative = true
    case "arranged-baselines": stack.arrangedBaselines = true
    default: stack.baselineRelative = true
    }
    declaration.stack = stack
    return true
  }

  /// The value of `set x.hidden|spacing|axis|distribution|alignment = …`.
  func parseVisibilityValue(_ property: String, _ p: inout LineParser) throws(ScenarioDiagnostic)
    -> SetValue
  {
    switch property {
    case "hidden": return .hidden(try p.choice("true or false", ["true": true, "false": false]))
    case "active": return .active(try p.choice("true or false", ["true": true, "false": false]))
    case "multiplier":
      let value = try p.number(.multiplier)
      if let problem = Quantity.multiplier.problem(with: value.value) {
        throw p.error(problem, at: value.location)
      }
      return .multiplier(value)
    case "spacing": return .stackSpacing(try p.number(.constant))
    case "axis": return .stackAxis(try p.choice("an axis", Parser.axisChoices))
    case "distribution":
      return .stackDistribution(try p.choice("a distribution", Parser.distributionChoices))
    default: return .stackAlignment(try p.choice("an alignment", Parser.alignmentChoices))
    }
  }

  /// `add view in parent [at N]`.
  func parseAdd(_ p: inout LineParser) throws(ScenarioDiagnostic) -> StatementKind {
    let view = try p.identifier("a view name")
    try p.requireKeyword("in")
    let parent = try p.identifier("a parent view name")
    var index: Located<Double>?
    if p.take(keyword: "at") {
      let value = try p.number(.arrangedIndex)
      if let problem = Quantity.arrangedIndex.problem(with: value.value) {
        throw p.error(problem, at: value.location)
      }
      index = value
    }
    return .add(view, parent: parent, index: index)
  }
}
