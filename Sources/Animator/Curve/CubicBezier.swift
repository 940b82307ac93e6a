/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as in
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// The curve is `x(t), y(t)` for a parameter `t` in 0…1; `value(at: x)` solves `x(t) = x`
/// for `t` and returns `y(t)`. Control x values must lie in 0…1 so that `x(t)` is monotonic
/// and the solution is unique; control y values are free (overshoot is allowed).
///
/// The polynomial form follows WebKit's UnitBezier.h [S18 in
/// shared/reference/apple-semantics.md]: `x(t) = ((ax·t + bx)·t + cx)·t` with
/// `cx = 3·p1x`, `bx = 3·(p2x − p1x) − cx`, `ax = 1 − cx − bx`. The solver differs: WebKit
/// accepts an error of `1 / (200 · duration)`, far too coarse for golden data, so this one
/// runs Newton's method to an x error of 1e-14 and falls back to bisection to the limit of
/// `Double`. The output is then within 1e-12 of the exact value (the y error is the x error
/// times the slope dy/dx, which is bounded for control x in 0…1 except at a vertical
/// tangent, where bisection still pins `t` to about 1e-16).
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x, in 0…1.
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in 0…1.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double

  /// Creates the curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
  ///
  /// - Precondition: `x1` and `x2` lie in 0…1 (use `TimingCurve.cubicBezier`, which
  ///   reports bad input as an error instead).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    precondition(
      (0...1).contains(x1) && (0...1).contains(x2), "Bézier control x values must lie in 0...1")
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The x coordinate at curve parameter `t`.
  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// The y coordinate at curve parameter `t`.
  func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// dx/dt at curve parameter `t`.
  func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter `t` in 0…1 with `x(t) = x`, for `x` in 0…1.
  ///
  /// - Complexity: at most 8 Newton steps, else about 60 bisection steps.
  func solveT(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < 1e-14 { return t }
      let slope = sampleDerivativeX(t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if middle == low || middle == high { break }
      if sampleX(middle) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The curve's y for progress `x` (0 at 0, 1 at 1); outside 0…1 it is clamped.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sampleY(solveT(forX: x))
  }
}
