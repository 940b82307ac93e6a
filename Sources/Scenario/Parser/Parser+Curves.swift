import Diagnostics

/// Timing-curve names and their arguments: the one place a curve is read, for `animate`,
/// `animator` and `keyframes` headers. A new curve (for example UIKit's keyboard curve)
/// is a name in `curveNames` and a case in `parseCurve`.
extension Parser {
  /// The words that start a curve.
  static let curveNames = [
    "linear", "easeIn", "easeOut", "easeInOut", "default", "cubic", "spring", "steps",
    "keyboard",
  ]

  /// Reads the arguments of the curve `name` (already consumed; one of `curveNames`).
  ///
  /// - `cubic(x1, y1, x2, y2)`
  /// - `steps(n)`, `steps(n, start)`, `steps(n, end)` (CSS Easing 1 jump-start / jump-end)
  /// - `spring(damping: ζ, velocity: v)`,
  ///   `spring(mass: m, stiffness: k, damping: c, velocity: v, overdamping: true)`
  func parseCurve(_ p: inout LineParser, name: Name) throws(ScenarioDiagnostic) -> CurveSpec {
    switch name.value {
    case "linear": return .linear
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "easeInOut": return .easeInOut
    case "default": return .systemDefault
    case "keyboard": return .keyboard
    case "cubic":
      try p.require(.openParen)
      let v = try p.numbers([
        .curveControlPoint, .curveControlPoint, .curveControlPoint, .curveControlPoint,
      ])
      try p.require(.closeParen)
      return .cubic(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
    case "steps":
      try p.require(.openParen)
      let n = try p.number(.steps)
      var jumpStart = false
      if p.take(.comma) {
        jumpStart = try p.choice("'start' or 'end'", ["start": true, "end": false]).value
      }
      try p.require(.closeParen)
      return .steps(Int(n.value), jumpStart: jumpStart)
    case "spring":
      return try parseSpring(&p)
    default:
      throw p.error(
        .unknownCurve(
          name.value, suggestion: Suggestion.closest(to: name.value, in: Parser.curveNames)),
        at: name.location)
    }
  }

  /// `spring(damping: ζ, velocity: v)` or
  /// `spring(mass: m, stiffness: k, damping: c, velocity: v, overdamping: true|false)`.
  ///
  /// A physical spring must decay at 0.05 per second or faster (its envelope's exponent:
  /// c / 2m when under-damped, about k / c when over-damped), so it settles in minutes.
  private func parseSpring(_ p: inout LineParser) throws(ScenarioDiagnostic) -> CurveSpec {
    let open = p.here
    try p.require(.openParen)
    let labels = ["mass", "stiffness", "damping", "velocity", "overdamping"]
    var values: [String: Located<Double>] = [:]
    var overdamping: Located<Bool>?
    repeat {
      let label = try p.identifier("a spring parameter")
      guard labels.contains(label.value) else {
        throw p.error(
          .unknownOption(
            statement: "spring", option: label.value,
            suggestion: Suggestion.closest(to: label.value, in: labels)),
          at: label.location)
      }
      if values[label.value] != nil || (label.value == "overdamping" && overdamping != nil) {
        throw p.error(.duplicateOption(label.value), at: label.location)
      }
      try p.require(.colon)
      if label.value == "overdamping" {
        let value = try p.choice("'true' or 'false'", ["true": true, "false": false])
        overdamping = Located(value.value, at: label.location)
        continue
      }
      values[label.value] = try p.number(label.value == "velocity" ? .springVelocity : .constant)
    } while p.take(.comma)
    let close = p.here
    try p.require(.closeParen)
    let velocity = values["velocity"]?.value ?? 0
    if values["mass"] != nil || values["stiffness"] != nil {
      for label in ["mass", "stiffness", "damping"] {
        if let value = values[label],
          let problem = Quantity.curveParameter.problem(with: value.value)
        {
          throw p.error(problem, at: value.location)
        }
      }
      let mass = values["mass"]?.value ?? 1
      let stiffness = values["stiffness"]?.value ?? 100
      let damping = values["damping"]?.value ?? 10
      let allowsOverdamping = overdamping?.value ?? false
      let ratio = damping / (2 * (stiffness * mass).squareRoot())
      // Without overdamping a ratio above 1 runs critically damped: rate ω0 = √(k/m).
      let decay =
        ratio < 1
        ? damping / (2 * mass)
        : (allowsOverdamping ? stiffness / damping : (stiffness / mass).squareRoot())
      if decay < 0.05 { throw p.error(.springNeverSettles, at: open) }
      return .physicalSpring(
        mass: mass, stiffness: stiffness, damping: damping, velocity: velocity,
        overdamping: allowsOverdamping)
    }
    if let overdamping {
      throw p.error(
        .unknownOption(
          statement: "spring(damping:velocity:)", option: "overdamping", suggestion: nil),
        at: overdamping.location)
    }
    guard let damping = values["damping"] else {
      throw p.error(.expected("'damping:' in spring(…)", found: "')'"), at: close)
    }
    if let problem = Quantity.dampingRatio.problem(with: damping.value) {
      throw p.error(problem, at: damping.location)
    }
    return .dampedSpring(dampingRatio: damping.value, velocity: velocity)
  }
}
