import Foundation
import Testing

@testable import Animator

/// Check values (6 decimals) at x = 0.1, 0.25, 0.5, 0.75, 0.9, computed independently of
/// this code by solving x(t) = x exactly for the control points Apple documents for
/// `CAMediaTimingFunctionName` (easeIn (0.42,0)(1,1), easeOut (0,0)(0.58,1), easeInEaseOut
/// (0.42,0)(0.58,1), default (0.25,0.1)(0.25,1)).
private let checkPoints = [0.1, 0.25, 0.5, 0.75, 0.9]
private let checkValues: [(String, TimingCurve, [Double])] = [
  ("linear", .linear, [0.1, 0.25, 0.5, 0.75, 0.9]),
  ("easeIn", .easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
  ("easeOut", .easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
  ("easeInEaseOut", .easeInEaseOut, [0.019722, 0.129162, 0.500000, 0.870838, 0.980278]),
  ("default", .default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
]

@Test(arguments: checkValues.indices)
func namedCurveMatchesCheckValues(_ row: Int) {
  let (name, curve, expected) = checkValues[row]
  for (x, y) in zip(checkPoints, expected) {
    let value = curve.value(at: x)
    // The reference rounds to 6 decimals: half a unit in the last place, plus solver error.
    #expect(abs(value - y) <= 5e-7 + 1e-9, "\(name)(\(x)) = \(value), expected \(y)")
  }
  #expect(curve.value(at: 0) == 0)
  #expect(curve.value(at: 1) == 1)
}

/// An independent solution: Bernstein form and 200 bisection steps.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double)
  -> Double
{
  func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
  }
  return bernstein(y1, y2, (low + high) / 2)
}

@Test(arguments: [
  (0.42, 0.0, 0.58, 1.0), (0.0, 0.0, 1.0, 1.0), (0.68, -0.55, 0.265, 1.55),
  (0.0, 1.0, 0.0, 1.0), (0.25, 0.1, 0.25, 1.0), (0.1, 0.9, 0.9, 0.1),
])
func cubicBezierIsAccurateTo1e7(_ points: (Double, Double, Double, Double)) throws {
  let (x1, y1, x2, y2) = points
  let curve = try TimingCurve.cubicBezier(x1, y1, x2, y2)
  var worst = 0.0
  for step in 0...1000 {
    let x = Double(step) / 1000
    let error = abs(curve.value(at: x) - referenceBezier(x1, y1, x2, y2, x))
    worst = max(worst, error)
  }
  #expect(worst <= 1e-7, "worst error \(worst) for \(points)")
}

/// Curves with a vertical tangent (dx/dt = 0 inside or at the end), against closed forms:
/// (1,0)(0,1) has x = 4(t − ½)³ + ½, y = 3t² − 2t³; (1,0)(1,0) has x = (t − 1)³ + 1, y = t³.
@Test func cubicBezierIsAccurateAtVerticalTangents() throws {
  let inflected = try TimingCurve.cubicBezier(1, 0, 0, 1)
  let flatEnd = try TimingCurve.cubicBezier(1, 0, 1, 0)
  var worst = 0.0
  for step in 0...10000 {
    let x = Double(step) / 10000
    let t1 = 0.5 + cbrt((x - 0.5) / 4)
    worst = max(worst, abs(inflected.value(at: x) - (3 * t1 * t1 - 2 * t1 * t1 * t1)))
    let t2 = 1 + cbrt(x - 1)
    worst = max(worst, abs(flatEnd.value(at: x) - t2 * t2 * t2))
  }
  #expect(worst <= 1e-7, "worst error \(worst)")
}

/// A high-precision solution: Float80 coefficients, `x(t) − x` as a Taylor polynomial about
/// the inflection point when it lies in 0…1, ends included (else about 0), and 300 bisection steps.
private func extendedReference(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double
) -> Double {
  let cx = 3 * Float80(x1)
  let bx = 3 * (Float80(x2) - Float80(x1)) - cx
  let ax = 1 - cx - bx
  var a: Float80 = 0
  if ax != 0, -bx / (3 * ax) >= 0, -bx / (3 * ax) <= 1 { a = -bx / (3 * ax) }
  let d0 = ((ax * a + bx) * a + cx) * a - Float80(x)
  let d1 = (3 * ax * a + 2 * bx) * a + cx
  let d2 = 3 * ax * a + bx
  var low = -a
  var high = 1 - a
  for _ in 0..<300 {
    let middle = (low + high) / 2
    if d0 + middle * (d1 + middle * (d2 + middle * ax)) < 0 { low = middle } else { high = middle }
  }
  let t = a + (low + high) / 2
  let cy = 3 * Float80(y1)
  let by = 3 * (Float80(y2) - Float80(y1)) - cy
  let ay = 1 - cy - by
  return Double(((ay * t + by) * t + cy) * t)
}

/// The named curves' control points and extreme ones (vertical tangents inside and at
/// either end, overshoot, nearly vertical), for the dense sweep.
private let sweepCurves: [(Double, Double, Double, Double)] = [
  (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
  (1, 0, 0, 1), (1, 1, 0, 0), (0, 1, 1, 0), (1, 0, 1, 0), (0, 0, 0, 1), (1, 0, 1, 1),
  (0.68, -0.55, 0.265, 1.55), (0.999, -2, 0.001, 3), (0.9, 0.1, 0.1, 0.9),
  (1, 0.5, 0, 0.5), (0.5, 0, 0.5, 1), (0.0001, 1, 0.9999, 0),
]

/// A dense sweep (20001 progresses, plus ones near 0, 1 and ½) against `extendedReference`.
@Test(arguments: sweepCurves.indices)
func cubicBezierMatchesHighPrecisionReference(_ row: Int) throws {
  let (x1, y1, x2, y2) = sweepCurves[row]
  let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
  var progresses = (0...20000).map { Double($0) / 20000 }
  for k in 1...40 {
    let tiny = Double.ulpOfOne * Double(1 << (k % 20)) * Double(k)
    progresses += [tiny, 1 - tiny, 0.5 + tiny, 0.5 - tiny]
  }
  var worst = 0.0
  for x in progresses {
    worst = max(worst, abs(curve.value(at: x) - extendedReference(x1, y1, x2, y2, x)))
  }
  #expect(worst <= 1e-7, "worst error \(worst) for \(sweepCurves[row])")
}

@Test func cubicBezierRejectsControlXOutsideUnitInterval() {
  #expect(throws: AnimatorError.bezierControlOutOfRange(x1: 1.2, x2: 0.5)) {
    try TimingCurve.cubicBezier(1.2, 0, 0.5, 1)
  }
  #expect(throws: AnimatorError.self) { try TimingCurve.cubicBezier(0.2, 0, -0.1, 1) }
  #expect(throws: AnimatorError.notFinite(parameter: "cubic control point")) {
    try TimingCurve.cubicBezier(.nan, 0, 0.5, 1)
  }
}

@Test func stepsJumpAtEndOrStart() throws {
  let end = try TimingCurve.steps(4)
  #expect(end.value(at: 0) == 0)
  #expect(end.value(at: 0.2) == 0)
  #expect(end.value(at: 0.25) == 0.25)
  #expect(end.value(at: 0.6) == 0.5)
  #expect(end.value(at: 0.99) == 0.75)
  #expect(end.value(at: 1) == 1)
  let start = try TimingCurve.steps(4, position: .start)
  // CSS Easing 1, jump-start: the first step is taken at input progress 0 in the active
  // phase: floor(0·4) + 1 = 1 step of 4 = 0.25 (before it, at −0.1, still 0).
  #expect(start.value(at: 0) == 0.25)
  #expect(start.value(at: -0.1) == 0)
  #expect(start.value(at: 0.01) == 0.25)
  #expect(start.value(at: 0.25) == 0.5)
  #expect(start.value(at: 0.8) == 1)
  #expect(throws: AnimatorError.invalidStepCount(0)) { try TimingCurve.steps(0) }
}

@Test func namedTableUsesScriptNames() {
  let names = TimingCurve.named.map(\.name)
  #expect(names.contains("easeInOut"))
  let easeInOut = TimingCurve.named.first { $0.name == "easeInOut" }?.curve
  #expect(easeInOut == .easeInEaseOut)
}
