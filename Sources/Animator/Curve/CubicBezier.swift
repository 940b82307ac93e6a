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
/// uses Newton's method for an estimate and then bisection to the limit of
/// `Double`, in a form anchored where dx/dt may vanish (see `solveT(forX:)`), so the output
/// is within 1e-7 (tested against closed forms) even at vertical tangents.
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
  /// Newton's method from `t = x` gives an estimate; the answer is then found by bisection
  /// on `x(t) − x` written as a Taylor polynomial in `s = t − a` about the anchor `a`
  /// nearest the estimate among 0, 1 and the inflection point. Where dx/dt vanishes (a
  /// vertical tangent of y over x, as for control points (1,0)(0,1)) the plain form
  /// cancels catastrophically and pins `t` only to the cube root of the rounding error;
  /// the anchored form keeps `s` to full relative precision.
  ///
  /// - Complexity: at most 8 Newton steps and about 100 bisection steps.
  func solveT(forX x: Double) -> Double {
    var estimate = x
    for _ in 0..<8 {
      let error = sampleX(estimate) - x
      let slope = sampleDerivativeX(estimate)
      if abs(error) < 1e-15 || abs(slope) < 1e-6 { break }
      let next = estimate - error / slope
      if next < 0 || next > 1 { break }
      estimate = next
    }
    // The nearest of 0, 1 and the inflection point, the earlier on a tie (no array: this
    // runs once per animation per frame).
    var anchor: (t: Double, x: Double) = (0, 0)
    if abs(1 - estimate) < abs(anchor.t - estimate) { anchor = (1, 1) }
    if ax != 0 {
      let inflection = -bx / (3 * ax)
      if inflection > 0 && inflection < 1 && abs(inflection - estimate) < abs(anchor.t - estimate) {
        anchor = (inflection, sampleX(inflection))
      }
    }
    let a = anchor.t
    let d0 = anchor.x - x
    let d1 = sampleDerivativeX(a)
    let d2 = 3 * ax * a + bx
    // x(a + s) − x = d0 + s·(d1 + s·(d2 + s·ax)), increasing in s on [−a, 1 − a].
    var low = -a
    var high = 1 - a
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if middle == low || middle == high { break }
      let value = d0 + middle * (d1 + middle * (d2 + middle * ax))
      if value < 0 { low = middle } else { high = middle }
    }
    return min(max(a + (low + high) / 2, 0), 1)
  }

  /// The curve's y for progress `x` (0 at 0, 1 at 1); outside 0…1 it is clamped.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sampleY(solveT(forX: x))
  }
}
