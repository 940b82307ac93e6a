/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as in
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// The curve is `x(t), y(t)` for a parameter `t` in 0…1; `value(at: x)` solves `x(t) = x`
/// for `t` and returns `y(t)`. Control x values must lie in 0…1 so that `x(t)` is monotonic
/// and the solution is unique; control y values are free (overshoot is allowed).
///
/// The polynomial form follows WebKit's UnitBezier.h (WebKit/WebKit,
/// Source/WebCore/platform/graphics/UnitBezier.h): `x(t) = ((ax·t + bx)·t + cx)·t` with
/// `cx = 3·p1x`, `bx = 3·(p2x − p1x) − cx`, `ax = 1 − cx − bx`. The solver differs: WebKit
/// accepts an error of `1 / (200 · duration)`, far too coarse for golden data, so this one
/// uses Newton's method and certifies the estimate by the signs of `x(t) − x` on a
/// narrow bracket; where that fails (dx/dt near 0) it bisects to the limit of `Double` in a
/// form anchored where dx/dt may vanish (see `solveT(forX:)`), so the output is within 1e-7
/// (tested against closed forms and a dense reference sweep) even at vertical tangents.
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
  /// Half the width, in t, of the bracket that certifies a Newton estimate: any t in it
  /// has a y within 1e-11 of the exact root's (|dy/dt| ≤ `3 · max|Δ control y|`, the
  /// convex-hull bound on the derivative's quadratic Bézier).
  private let certifyingRadius: Double
  /// A bound on the rounding error of `sampleX(t) − x` for t in 0…1 (Horner with three
  /// multiply-adds, then one subtraction, each at most one unit roundoff of the sum of
  /// the terms' magnitudes; doubled for margin).
  private let roundingBound: Double

  /// Creates the curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
  ///
  /// - Throws: `AnimatorError.bezierControlOutOfRange` when `x1` or `x2` lies outside 0…1,
  ///   `.notFinite` for NaN or infinite input.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(AnimatorError) {
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
      throw .notFinite(parameter: "cubic control point")
    }
    guard (0...1).contains(x1), (0...1).contains(x2) else {
      throw .bezierControlOutOfRange(x1: x1, x2: x2)
    }
    self.init(validX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// The curve from control points already validated (x1 and x2 in 0…1, all finite).
  init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
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
    let slopeBound = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2), 1e-300)
    certifyingRadius = 1e-11 / slopeBound
    roundingBound = 16 * Double.ulpOfOne * (abs(ax) + abs(bx) + abs(cx) + 1)
  }

  /// The x coordinate at curve parameter `t`.
  func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// The y coordinate at curve parameter `t`.
  func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// dx/dt at curve parameter `t`.
  func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter `t` in 0…1 with `x(t) = x`, for `x` in 0…1.
  ///
  /// Newton's method from `t = x` gives an estimate, which is accepted when `x(t) − x`
  /// has certain signs (beyond `roundingBound`) at `t ∓ certifyingRadius`: the exact root
  /// then lies within that radius, so y is within 1e-11. This holds on almost every call
  /// (about four Newton steps for the named curves). Otherwise — where dx/dt is nearly 0,
  /// so the signs drown in rounding — the answer is found by `anchoredBisection`.
  ///
  /// - Complexity: at most 8 Newton steps and two certifying evaluations; about 100
  ///   bisection steps on the rare fallback. No allocation.
  func solveT(forX x: Double) -> Double {
    var estimate = x
    for _ in 0..<8 {
      let error = sampleX(estimate) - x
      let slope = sampleDerivativeX(estimate)
      if abs(error) < 1e-15 || abs(slope) < 1e-6 { break }
      let step = error / slope
      let next = estimate - step
      if next < 0 || next > 1 { break }
      estimate = next
      if abs(step) < certifyingRadius / 4 { break }
    }
    // x(0) = 0 < x and x(1) = 1 > x exactly, so the ends certify themselves.
    let low = estimate - certifyingRadius
    let high = estimate + certifyingRadius
    let lowIsBelow = low <= 0 || sampleX(low) - x < -roundingBound
    if lowIsBelow && (high >= 1 || sampleX(high) - x > roundingBound) {
      return estimate
    }
    return anchoredBisection(forX: x, estimate: estimate)
  }

  /// The curve parameter `t` for `x`, by bisection to the limit of `Double`.
  ///
  /// Bisects `x(t) − x` written as a Taylor polynomial in `s = t − a` about the anchor `a`
  /// nearest `estimate` among 0, 1 and the inflection point. Where dx/dt vanishes (a
  /// vertical tangent of y over x, as for control points (1,0)(0,1)) the plain form
  /// cancels catastrophically and pins `t` only to the cube root of the rounding error;
  /// the anchored form keeps `s` to full relative precision.
  ///
  /// - Complexity: about 100 bisection steps.
  func anchoredBisection(forX x: Double, estimate: Double) -> Double {
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
