import Foundation
import Testing

@testable import Animator

/// Fine RK4 integration of m·x'' + c·x' + k·x = 0 from x = 1, x' = −v (v toward target).
private func integrate(_ spring: Spring, until end: Double, step: Double = 1e-5) -> [Double: Double]
{
  let checkTimes = [0.05, 0.1, 0.3, 0.5, 1.0, 1.5]
  var result: [Double: Double] = [:]
  var x = 1.0
  var v = -spring.initialVelocity
  var t = 0.0
  func acceleration(_ x: Double, _ v: Double) -> Double {
    (-spring.stiffness * x - spring.damping * v) / spring.mass
  }
  var pending = checkTimes.sorted()
  let steps = Int((end / step).rounded())
  for index in 0..<steps {
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + step / 2 * k1v
    let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
    let k3x = v + step / 2 * k2v
    let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
    let k4x = v + step * k3v
    let k4v = acceleration(x + step * k3x, v + step * k3v)
    x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    t = Double(index + 1) * step
    while let next = pending.first, abs(t - next) < step / 2 {
      result[next] = x
      pending.removeFirst()
    }
  }
  return result
}

private let springs: [(Spring.Regime, Spring)] = [
  (.underdamped, Spring(mass: 1, stiffness: 100, damping: 10)),
  (.underdamped, Spring(mass: 2, stiffness: 300, damping: 5, initialVelocity: 3)),
  (.critical, Spring(mass: 1, stiffness: 100, damping: 20)),
  (.critical, Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4)),
  (.overdamped, Spring(mass: 1, stiffness: 100, damping: 50)),
  (.overdamped, Spring(mass: 0.5, stiffness: 80, damping: 40, initialVelocity: 8)),
]

@Test(arguments: springs.indices)
func springClosedFormMatchesIntegration(_ row: Int) {
  let (regime, spring) = springs[row]
  #expect(spring.regime == regime)
  #expect(spring.displacement(at: 0) == 1)
  let reference = integrate(spring, until: 1.5)
  #expect(reference.count == 6)
  for time in reference.keys.sorted() {
    let expected = reference[time] ?? .nan
    let observed = spring.displacement(at: time)
    #expect(abs(observed - expected) <= 1e-8, "t=\(time): \(observed) vs RK4 \(expected)")
  }
}

@Test(arguments: springs.indices)
func springStaysSettledAfterSettlingDuration(_ row: Int) {
  let spring = springs[row].1
  let settle = spring.settlingDuration
  #expect(settle > 0)
  for step in 0...2000 {
    let time = settle + Double(step) * 0.001
    #expect(abs(spring.displacement(at: time)) <= Spring.settlingEpsilon + 1e-12)
  }
  // The bound is tight: the envelope is at the epsilon there.
  #expect(abs(spring.envelope(at: settle) - Spring.settlingEpsilon) < 1e-9)
}

@Test func appleSettlingExampleIsClose() {
  // Apple: m 1, k 100, c 5 settles in "≈ 2.85 s" (formula undocumented).
  let spring = Spring(mass: 1, stiffness: 100, damping: 5)
  #expect(abs(spring.settlingDuration - 2.85) < 0.1)
}

@Test(arguments: [0.2, 0.5, 1.0, 1.5, 3.0])
func durationSpringSettlesAtTheDuration(_ ratio: Double) throws {
  for duration in [0.3, 1.0, 2.5] {
    let spring = Spring.fitted(dampingRatio: ratio, velocity: 0, duration: duration)
    #expect(spring.mass == 1)
    #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    #expect(abs(spring.settlingDuration - duration) < 1e-6)
    let curve = try TimingCurve.spring(dampingRatio: ratio).resolved(duration: duration)
    #expect(curve.value(at: 1) == 1)
    #expect(abs(curve.value(at: 0.999_999) - 1) <= 0.001 + 1e-6)
  }
  #expect(throws: AnimatorError.invalidDampingRatio(0)) {
    try TimingCurve.spring(dampingRatio: 0)
  }
}

@Test func physicalSpringRunsUntilSettled() throws {
  let curve = try TimingCurve.spring(mass: 1, stiffness: 100, damping: 10)
  let spec = try AnimationSpec(duration: 0.25, curve: curve)
  let spring = Spring(mass: 1, stiffness: 100, damping: 10)
  #expect(spec.duration == spring.settlingDuration)
  let halfway = spring.settlingDuration / 2
  #expect(abs(spec.curveValue(atElapsed: halfway) - spring.progress(at: halfway)) < 1e-12)
  #expect(throws: AnimatorError.invalidSpring(mass: 1, stiffness: 100, damping: 0)) {
    try TimingCurve.spring(damping: 0)
  }
}
