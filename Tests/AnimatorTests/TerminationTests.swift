import Foundation
import Layout
import Testing

@testable import Animator

// Inputs that used to hang (or trap) somewhere in the animator. Every test is bounded by a
// time limit and none sleeps; each checks a value, not only that the call returned.

/// The analytic settling time of an under-damped spring: Core Animation's envelope
/// (1 + |B|)·exp(−ζω0·t) reaches `settlingEpsilon` at ln((1 + |B|) / ε) / (ζω0).
private func analyticSettling(_ spring: Spring) -> Double {
  let omega = spring.naturalFrequency
  let zeta = spring.dampingRatio
  let omegaD = omega * (1 - zeta * zeta).squareRoot()
  let sine = (zeta * omega + -spring.initialVelocity) / omegaD
  let amplitude = 1 + abs(sine)
  return log(amplitude / Spring.settlingEpsilon) / (zeta * omega)
}

@Test(.hangLimit)
func slowSpringSettlesPastTheAbsoluteToleranceRange() throws {
  // ζ = 0.0005: about 13,800 s, where adjacent doubles are 1.8e-12 s apart, so the old
  // bisection to an absolute 1e-12 s never ended.
  let spring = try Spring(mass: 1, stiffness: 1, damping: 0.001)
  let settle = spring.settlingDuration
  #expect(abs(settle - analyticSettling(spring)) <= 1e-9 * settle)
  #expect(settle > 13_000 && settle < 14_000)
}

@Test(.hangLimit, arguments: [1e-8, 1e-100, 1e-300])
func tinyDampingSettlesAtTheAnalyticTime(damping: Double) throws {
  let spring = try Spring(mass: 1, stiffness: 1, damping: damping)
  let settle = spring.settlingDuration
  #expect(settle.isFinite)
  #expect(abs(settle - analyticSettling(spring)) <= 1e-9 * settle)
}

@Test(.hangLimit)
func hugeVelocitySettlesWithoutOverflow() throws {
  // (ζω0 + v0)/ωd squared would overflow; the amplitude is |q| there.
  let spring = try Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -1e200)
  let settle = spring.settlingDuration
  #expect(settle.isFinite)
  // ln(|q| / ε) / (ζω0) with |q| = 1e200 / (10·√0.75) to the first digits.
  let expected = log(1e200 / (10 * 0.75.squareRoot()) / 0.001) / 5
  #expect(abs(settle - expected) <= 1e-9 * expected)
  #expect(abs(spring.displacement(at: settle)) <= Spring.settlingEpsilon)
}

@Test(.hangLimit, arguments: [1e9, 1e100, 1e200])
func hugeDampingRatioSettlesOnTheSlowRate(zeta: Double) throws {
  // With allowsOverdamping, γ+ = −ζω0 + ω0√(ζ² − 1) rounded to 0 from ζ ≈ 1e8 on (and ζ²
  // overflows past 1e154): the envelope never decayed and the bracket doubled to infinity.
  // The slow rate is −ω0/(ζ + √(ζ² − 1)) ≈ −1/(2ζ), so the settling time is about
  // 2ζ·ln(1000), far beyond Core Animation's 0.1 s walk: the envelope search answers.
  let spring = try Spring(mass: 1, stiffness: 1, damping: 2 * zeta, allowsOverdamping: true)
  let settle = spring.settlingDuration
  #expect(settle.isFinite)
  let expected = 2 * zeta * log(1000)
  #expect(abs(settle - expected) <= 1e-6 * expected)
  // The timing curve accepts it: the settling time is finite (if absurdly long).
  let curve = try TimingCurve.spring(
    mass: 1, stiffness: 1, damping: 2 * zeta, allowsOverdamping: true)
  #expect(curve.effectiveDuration(1) == settle)
  // Without it, Core Animation's clamp: critically damped with ω0 = 1, (1 + t)·e^(−t)
  // < 0.001 from t = 9.3 on (10.3·e^(−9.3) = 0.000942; at 9.2, 0.001031), reached by
  // adding 0.1 ninety-three times.
  let clamped = try Spring(mass: 1, stiffness: 1, damping: 2 * zeta)
  var grid = 0.0
  for _ in 0..<93 { grid += 0.1 }
  #expect(clamped.settlingDuration == grid)
}

@Test(.hangLimit, arguments: [1.000_000_002, 0.999_999_998, 1.000_001] as [Double])
func dampingRatioNearOneSettlesAndBoundsTheDisplacement(zeta: Double) throws {
  // Just outside the critical band the over/under-damped forms divide by a tiny root.
  let spring = try Spring(mass: 1, stiffness: 100, damping: 20 * zeta, initialVelocity: 3)
  let settle = spring.settlingDuration
  #expect(settle.isFinite && settle > 0 && settle < 10)
  for step in 0...100 {
    let t = settle * Double(step) / 100
    #expect(abs(spring.displacement(at: t)) <= spring.envelope(at: t) + 1e-9)
  }
  #expect(spring.envelope(at: settle) <= Spring.settlingEpsilon * (1 + 1e-9))
}

@Test(.hangLimit)
func criticalSpringWithHugeVelocitySettles() throws {
  let spring = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1e250)
  #expect(spring.regime == .critical)
  let settle = spring.settlingDuration
  #expect(settle.isFinite && settle > 0)
  #expect(spring.envelope(at: settle) <= Spring.settlingEpsilon * (1 + 1e-9))
}

/// Parameters whose ω0 = √(k/m) or ζ = c/(2√(km)) cannot be represented.
private let unrepresentableSprings: [(mass: Double, stiffness: Double, damping: Double)] = [
  (1e300, 1e-300, 1),  // k/m underflows: ω0 = 0, the spring never moves
  (1e-300, 1e300, 1),  // k/m overflows
  (1e200, 1e200, 1),  // k·m overflows: ζ = 0
  (1e-300, 1e-300, 1e-300),  // k·m underflows: ζ = ∞
]

@Test(.hangLimit, arguments: unrepresentableSprings)
func unrepresentableSpringsTerminateAndAreRejected(
  parameters: (mass: Double, stiffness: Double, damping: Double)
) throws {
  let spring = try Spring(
    mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping)
  _ = spring.settlingDuration  // terminates (the value is meaningless here)
  #expect(throws: AnimatorError.notFinite(parameter: "spring frequency")) {
    try TimingCurve.spring(
      mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping)
  }
}

@Test(.hangLimit)
func springThatNeverSettlesInDoublesIsRejected() throws {
  // ζ = 5e-324 / 2 rounds the decay rate to 0: the envelope never falls.
  let spring = try Spring(mass: 1, stiffness: 1, damping: .leastNonzeroMagnitude)
  #expect(spring.settlingDuration == .infinity)
  #expect(throws: AnimatorError.notFinite(parameter: "spring settling duration")) {
    try TimingCurve.spring(mass: 1, stiffness: 1, damping: .leastNonzeroMagnitude)
  }
}

// 2024 × the least subnormal is the Double nearest 1e-320 (written so to avoid the literal's
// underflow warning).
@Test(
  .hangLimit,
  arguments: [(1e-300, 1.0), (1.0, 1e-160), (0.5, 2024 * Double.leastNonzeroMagnitude)])
func durationSpringsThatCannotBeFittedAreErrors(ratio: Double, duration: Double) throws {
  // The fitted stiffness ω0² underflows (ζ 1e-300: ω0 ≈ 6.9e−301 / T) or overflows
  // (ω0 ≈ 9.2 / T); this trapped in Spring.init before.
  let curve = try TimingCurve.spring(dampingRatio: ratio)
  #expect(throws: AnimatorError.notFinite(parameter: "spring stiffness fitted to the duration")) {
    try AnimationSpec(duration: duration, curve: curve)
  }
  #expect(Spring.fittedIfRepresentable(dampingRatio: ratio, velocity: 0, duration: duration) == nil)
}

@Test(.hangLimit)
func tinyCyclesWithHugeRepeatCountsDoNotTrap() throws {
  // 1e300 half cycles do not fit in an Int; the parity is taken on the Double.
  let spec = try AnimationSpec(
    duration: 1e-300, curve: .linear, repeatCount: .count(1e300), autoreverses: true)
  #expect(spec.activeDuration == 2)
  let value = spec.curveValue(atElapsed: 0.5)
  #expect(value >= 0 && value <= 1)
  // Exactly on an even number of half cycles the forward cycle has just ended.
  let exact = try AnimationSpec(
    duration: 0.25, curve: .linear, repeatCount: .count(1e300), autoreverses: true)
  #expect(exact.curveValue(atElapsed: 0.375) == 0.5)  // backward half: 1 − 0.5
  #expect(exact.curveValue(atElapsed: 0.625) == 0.5)  // forward again
}

@Test(.hangLimit)
func bezierWithExtremeControlsReturns() throws {
  let steep = try TimingCurve.cubicBezier(1, -1e300, 0, 1e300)
  #expect(steep.value(at: 0.5).isFinite)
  let flat = try TimingCurve.cubicBezier(1, 0, 1, 1)
  let value = flat.value(at: 1 - 1e-16)
  #expect(value >= 0 && value <= 1)
  #expect(flat.value(at: .nan).isNaN || flat.value(at: .nan).isFinite)
}

@Test(.hangLimit)
func aSpringSettlingInHoursStopsTheTimelineAtItsLimit() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 60)
  try timeline.layout(at: 0)
  let curve = try TimingCurve.spring(mass: 1, stiffness: 1, damping: 0.001)
  try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: curve)) { box.x = 100 }
  #expect(timeline.settledTime.map { $0 > 13_000 } == true)
  var count = 0
  try timeline.finish(cursor: 0, limit: 1) { _ in count += 1 }
  #expect(count == 61)  // frames 0…60: the limit, not the settling time
}

@Test(.hangLimit)
func playbackStopsAtItsLimitWhenActionsLieBeyondIt() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  let spec = try AnimationSpec(duration: 0.5, curve: .linear)
  let playback = try Playback(
    timeline: timeline,
    actions: [
      ScheduledAction(time: 0) { (t: Timeline) throws(AnimatorError) in try t.layout(at: 0) },
      ScheduledAction(time: 1e12) { (tl: Timeline) throws(AnimatorError) in
        try tl.animate(at: 1e12, spec) { box.x = 50 }
      },
    ], cursorEnd: 1e12, limit: 2)
  var times: [Double] = []
  let pacing = try playback.play(clock: VirtualClock()) { times.append($0.time) }
  #expect(times.count == 21)  // 0…2 s at 10 fps
  #expect(times.last == 2)
  #expect(pacing.frames == 21)
}

@Test(.hangLimit)
func pacedKeyframesWithOverflowingDistancesFallBackToKeyTimes() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  try timeline.animateKeyframes(
    at: 0, spec, mode: .paced,
    keyframes: [
      try Keyframe(relativeStart: 0, relativeDuration: 0.5) { box.x = 1e200 },
      try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) { box.x = -1e200 },
    ])
  var xs: [Double] = []
  try timeline.finish(cursor: 0) { xs.append($0.frames[1].x) }
  #expect(xs.count == 11)
  #expect(xs.allSatisfy { !$0.isNaN })
  #expect(xs.last == -1e200)
  #expect(xs[5] == 1e200)  // at the key time 0.5, as in linear mode
}

@Test func misuseWithValidTypesThrowsInsteadOfTrapping() throws {
  // An infinite time would ask for infinitely many frames: a typed error, not a trap.
  let timeline = try Timeline(host: OneBox().host, fps: 60)
  #expect(throws: AnimatorError.notFinite(parameter: "time")) {
    try timeline.advance(before: .infinity) { _ in }
  }
  #expect(throws: AnimatorError.notFinite(parameter: "limit")) {
    try timeline.finish(cursor: 0, limit: .nan) { _ in }
  }
  // 1e300 s × 60 fps is far beyond 2^62 frames.
  #expect(throws: AnimatorError.timeOutOfRange(1e300)) {
    try timeline.frameIndex(atOrAfter: 1e300)
  }
  #expect(throws: AnimatorError.invalidFrameRate(0)) {
    try Timeline(host: OneBox().host, fps: 0)
  }
  #expect(throws: AnimatorError.invalidFrameRate(-5)) {
    try FramePacing(fps: -5)
  }
  // A clock asked for 0 fps drives no frame (the callback would be called with no slot).
  var called = false
  let report = VirtualClock().drive(fps: 0) { _ in
    called = true
    return false
  }
  #expect(!called && report.frames == 0 && report.ticks == 0)
}

@Test func reverseBeforeSamplingEarlierFramesIsAnError() throws {
  // Issue 8 item 7: reversing at 0.2 s moves the timeline to 0.2 s; sampling frame 0
  // (t = 0) afterwards used to kill the process with a precondition failure.
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  try timeline.layout(at: 0)
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
    box.x = 100
  }
  try timeline.reverse(id, at: 0.2)
  #expect(throws: AnimatorError.outOfOrder(time: 0, latest: 0.2)) {
    try timeline.sample(frame: 0)
  }
  // Nothing changed: frame 2 (t = 0.2) still samples, the animation at 0.2 of 1 s:
  // x = 100 − 100 · (1 − 0.2) = 20.
  let frame = try timeline.sample(frame: 2)
  #expect(abs(frame.frames[1].x - 20) < 1e-9)
  // An action before the latest sample is an error too, and so is an earlier frame.
  #expect(throws: AnimatorError.outOfOrder(time: 0.1, latest: 0.2)) {
    try timeline.pause(id, at: 0.1)
  }
  #expect(throws: AnimatorError.frameOutOfOrder(index: 1, next: 3)) {
    try timeline.sample(frame: 1)
  }
}

@Test(
  .hangLimit,
  arguments: [(10.0, 1e200), (10.0, -1e200), (20.0, -1e200), (50.0, 1e200), (50.0, -1e300)])
func hugeVelocitiesSettleInEveryRegime(damping: Double, velocity: Double) throws {
  // Under-damped (c 10), critical (c 20) and over-damped (c 50) with k 100, m 1.
  let spring = try Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: velocity)
  let settle = spring.settlingDuration
  #expect(settle.isFinite && settle > 0 && settle < 1000)
  #expect(spring.envelope(at: settle) <= Spring.settlingEpsilon * (1 + 1e-9))
  #expect(abs(spring.displacement(at: settle * 1.01)) <= Spring.settlingEpsilon)
}

extension Trait where Self == TimeLimitTrait {
  /// The limit that turns a hang into a failure.
  ///
  /// Each of these tests finishes in well under a
  /// second alone, but the whole suite runs its tests in parallel, and on a loaded two-core
  /// machine a test can wait minutes for a thread: the limit catches a loop that never ends,
  /// not a slow one.
  static var hangLimit: Self { .timeLimit(.minutes(10)) }
}
