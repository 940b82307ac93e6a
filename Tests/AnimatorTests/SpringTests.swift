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

/// (regime, mass, stiffness, damping, velocity, allowsOverdamping).
private let springParameters: [(Spring.Regime, Double, Double, Double, Double, Bool)] = [
  (.underdamped, 1, 100, 10, 0, false),
  (.underdamped, 2, 300, 5, 3, false),
  (.critical, 1, 100, 20, 0, false),
  (.critical, 1, 100, 20, -4, false),
  (.overdamped, 1, 100, 50, 0, true),
  (.overdamped, 0.5, 80, 40, 8, true),
]

private func spring(_ row: Int) throws -> (Spring.Regime, Spring) {
  let (regime, m, k, c, v, over) = springParameters[row]
  return (
    regime,
    try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v, allowsOverdamping: over)
  )
}

@Test(arguments: springParameters.indices)
func springClosedFormMatchesIntegration(_ row: Int) throws {
  let (regime, spring) = try spring(row)
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

@Test(arguments: springParameters.indices)
func springStaysSettledAfterSettlingDuration(_ row: Int) throws {
  let spring = try spring(row).1
  let settle = spring.settlingDuration
  #expect(settle > 0)
  for step in 0...2000 {
    let time = settle + Double(step) * 0.001
    #expect(abs(spring.displacement(at: time)) <= Spring.settlingEpsilon + 1e-12)
  }
  if spring.regime == .underdamped {
    // Closed form: the bound (1 + |B|)·e^(−ζω0·t) is at the epsilon there.
    #expect(abs(spring.envelope(at: settle) - Spring.settlingEpsilon) < 1e-12)
  } else {
    // The 0.1 s walk: settled at the grid time found, not at the one before.
    #expect(abs(spring.displacement(at: settle)) < Spring.settlingEpsilon)
    #expect(abs(spring.displacement(at: settle - 0.1)) >= Spring.settlingEpsilon)
  }
}

@Test func appleSettlingExamples() throws {
  // Apple's CASpringAnimation.settlingDuration page: m 1, k 100, c 5 → "about 2.85 s".
  // ω0 = 10, ζ = 5 / 20 = 0.25, ζω0 = 2.5, ωd = 10·√(1 − 0.0625) = 9.682458;
  // B = 2.5 / 9.682458 = 0.258199; ln((1 + 0.258199) / 0.001) / 2.5 = 7.137437 / 2.5
  // = 2.854975 s (the earlier bisection on √(1 + B²) gave 2.776 s).
  let soft = try Spring(mass: 1, stiffness: 100, damping: 5)
  #expect(abs(soft.settlingDuration - 2.854975) < 1e-6)
  // c 15 → "just over 1 second": ζ = 0.75, ζω0 = 7.5, ωd = 10·√0.4375 = 6.614378;
  // B = 7.5 / 6.614378 = 1.133893; ln(2.133893 / 0.001) / 7.5 = 7.665703 / 7.5 = 1.022094 s.
  let firm = try Spring(mass: 1, stiffness: 100, damping: 15)
  #expect(abs(firm.settlingDuration - 1.022094) < 1e-6)
}

@Test func criticalSettlingWalksInTenthsOfASecond() throws {
  // ζ = 20 / (2·√100) = 1: x(t) = (1 + 10t)·e^(−10t). x(0.9) = 10·e^(−9) = 0.001234 ≥ 0.001,
  // x(1.0) = 11·e^(−10) = 0.000499 < 0.001 and it stays below for the next 1.1 s: the walk
  // returns its grid time 1.0, accumulated as 0.1 added ten times = 0.9999999999999999.
  let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
  var tenth = 0.0
  for _ in 0..<10 { tenth += 0.1 }
  #expect(tenth == 0.9999999999999999)
  #expect(critical.settlingDuration == tenth)
}

@Test func dampingAboveCriticalIsClampedUnlessOverdampingIsAllowed() throws {
  // c 50: ζ = 2.5. Core Animation runs it critically damped with ω0 = 10:
  // x(0.1) = (1 + 10·0.1)·e^(−1) = 2·0.367879 = 0.735759.
  let clamped = try Spring(mass: 1, stiffness: 100, damping: 50)
  #expect(clamped.regime == .critical)
  #expect(clamped.effectiveDampingRatio == 1)
  #expect(abs(clamped.displacement(at: 0.1) - 0.735759) < 1e-6)
  // It settles as the c 20 spring does: 0.9999999999999999 s.
  #expect(clamped.settlingDuration == (try Spring(damping: 20)).settlingDuration)
  // allowsOverdamping: γ± = −25 ± 10·√5.25 = −2.087122, −47.912878;
  // b = (γ− − 0) / (γ− − γ+) = −47.912878 / −45.825757 = 1.045545, a = 1 − b = −0.045545;
  // x(0.1) = −0.045545·e^(−4.791288) + 1.045545·e^(−0.208712) = −0.045545·0.008302
  // + 1.045545·0.811629 = −0.000378 + 0.848595 = 0.848216,
  // far from the clamped 0.735759.
  let over = try Spring(mass: 1, stiffness: 100, damping: 50, allowsOverdamping: true)
  #expect(over.regime == .overdamped)
  #expect(abs(over.displacement(at: 0.1) - 0.848216) < 1e-6)
  let curve = try TimingCurve.spring(damping: 50, allowsOverdamping: true)
  #expect(curve.effectiveDuration(1) == over.settlingDuration)
  #expect(over.settlingDuration > clamped.settlingDuration)
}

/// UIKit's ω0 for a duration spring, by the formulas in `Spring.fitted`.
@Test(
  arguments: [
    // ζ < 1, v = 0: ω0 = ln(ζ / (√(1 − ζ²)·0.001)) / (ζT).
    // ζ 0.5, T 1: ln(0.577350 / 0.001) / 0.5 = 6.358449 / 0.5 = 12.716898.
    (0.5, 0.0, 1.0, 12.716898),
    // T 0.5 halves the time: ω0 doubles to 25.433797.
    (0.5, 0.0, 0.5, 25.433797),
    // ζ 0.2: ln(0.204124 / 0.001) / 0.2 = 5.318728 / 0.2 = 26.593642.
    (0.2, 0.0, 1.0, 26.593642),
    // ζ 0.8, T 2: ln(1.333333 / 0.001) / 1.6 = 7.195437 / 1.6 = 4.497148.
    (0.8, 0.0, 2.0, 4.497148),
    // ζ 0.5, v 2 toward the target: |0.5ω − 2| / (0.866025ω) · e^(−0.5ω) = 0.001 at
    // ω = 11.897319: |5.948659 − 2| / 10.303375 = 0.383228, e^(−5.948659) = 0.002609,
    // product 0.001000.
    (0.5, 2.0, 1.0, 11.897319),
    // v −3 (away): |0.5ω + 3| / (0.866025ω) · e^(−0.5ω) at ω = 13.454431:
    // 9.727216 / 11.651872 = 0.834822, e^(−6.727216) = 0.001198, product 0.001000.
    (0.5, -3.0, 1.0, 13.454431),
    // ζ 1: (1 + ω)·e^(−ω) = 0.001 at ω = 9.233413 (10.233413·0.0000977 = 0.001000).
    (1.0, 0.0, 1.0, 9.233413),
    // ζ 1.5 is clamped to 1: the same ω0.
    (1.5, 0.0, 1.0, 9.233413),
    // ζ 1, v 2: (1 + (ω − 2))·e^(−ω) = 0.001 at ω = 8.985366 (7.985366·0.000125 = 0.001).
    (1.0, 2.0, 1.0, 8.985366),
    // ζ 1, v −2, T 0.5: (1 + (ω + 2)·0.5)·e^(−0.5ω) at ω = 18.671427:
    // 11.335714·0.0000882 = 0.001000.
    (1.0, -2.0, 0.5, 18.671427),
  ] as [(Double, Double, Double, Double)])
func durationSpringFrequencyIsUIKits(
  ratio: Double, velocity: Double, duration: Double, omega: Double
) throws {
  let spring = try Spring.fitted(dampingRatio: ratio, velocity: velocity, duration: duration)
  #expect(spring.mass == 1)
  #expect(abs(spring.naturalFrequency - omega) < 1e-6)
  #expect(abs(spring.dampingRatio - min(ratio, 1)) < 1e-12)
  #expect(spring.initialVelocity == velocity)
  // The defining equation holds at the duration.
  let term: Double
  if ratio < 1 {
    let omegaD = spring.naturalFrequency * (1 - ratio * ratio).squareRoot()
    term =
      abs(ratio * spring.naturalFrequency - velocity) / omegaD
      * exp(-ratio * spring.naturalFrequency * duration)
  } else {
    term = abs(spring.displacement(at: duration))
  }
  #expect(abs(term - Spring.settlingEpsilon) < 1e-12)
  // The curve fitted to the duration reaches its target at the end.
  let curve = try TimingCurve.spring(dampingRatio: ratio, velocity: velocity)
    .resolved(duration: duration)
  #expect(curve.value(at: 1) == 1)
  #expect(abs(curve.value(at: 0.5) - spring.progress(at: duration / 2)) < 1e-12)
}

@Test func durationSpringRejectsBadInput() {
  #expect(throws: AnimatorError.invalidDampingRatio(0)) {
    try TimingCurve.spring(dampingRatio: 0)
  }
  #expect(throws: AnimatorError.invalidDampingRatio(-1)) {
    try Spring.fitted(dampingRatio: -1, velocity: 0, duration: 1)
  }
  #expect(throws: AnimatorError.negativeDuration(0)) {
    try Spring.fitted(dampingRatio: 0.5, velocity: 0, duration: 0)
  }
  #expect(throws: AnimatorError.invalidSpring(mass: -1, stiffness: 100, damping: 10)) {
    try Spring(mass: -1)
  }
  #expect(throws: AnimatorError.notFinite(parameter: "spring")) {
    try Spring(stiffness: .nan)
  }
}

@Test func physicalSpringRunsUntilSettled() throws {
  let curve = try TimingCurve.spring(mass: 1, stiffness: 100, damping: 10)
  let spec = try AnimationSpec(duration: 0.25, curve: curve)
  let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
  #expect(spec.duration == spring.settlingDuration)
  let halfway = spring.settlingDuration / 2
  #expect(abs(spec.curveValue(atElapsed: halfway) - spring.progress(at: halfway)) < 1e-12)
  #expect(throws: AnimatorError.invalidSpring(mass: 1, stiffness: 100, damping: 0)) {
    try TimingCurve.spring(damping: 0)
  }
}
