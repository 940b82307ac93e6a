import Layout
import Testing

@testable import Animator

/// Whether two transforms agree within `tolerance` on every component.
private func expectTransform(
  _ actual: Transform2D, _ expected: Transform2D, tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  #expect(
    pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "expected \(expected), got \(actual)",
    sourceLocation: sourceLocation)
}

/// CSS Transforms Level 1 §"Interpolation of 2D matrices": decompose, interpolate, recompose.
@Suite("Transform interpolation by decomposition")
struct TransformInterpolationTests {
  @Test func rotationHalfWayIsHalfTheAngle() {
    // identity → rotate(π/2): angles 0 → 2π and π/2; |2π − π/2| > π, so 2π becomes 0;
    // half way: rotate(π/4) = [√2/2, √2/2, −√2/2, √2/2, 0, 0] (not the shrunken average
    // [0.5, 0.5, −0.5, 0.5] of the six numbers).
    let half = Transform2D.identity.interpolated(
      to: Transform2D(rotationAngle: .pi / 2), progress: 0.5)
    let r = 2.0.squareRoot() / 2
    expectTransform(half, Transform2D(a: r, b: r, c: -r, d: r, tx: 0, ty: 0))
  }

  @Test func scaleHalfWayIsTheAverageScale() {
    // identity → scale(2): scale 1 → 2, half way 1.5.
    let half = Transform2D.identity.interpolated(to: Transform2D(scaleX: 2, y: 2), progress: 0.5)
    expectTransform(half, Transform2D(scaleX: 1.5, y: 1.5))
  }

  @Test func translationAndScaleInterpolateSeparately() {
    // [0.9 0 0 0.9 0 20] → identity at 0.5: translation (0, 10), scale 0.95, no rotation.
    let start = Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9)
    let half = start.interpolated(to: .identity, progress: 0.5)
    expectTransform(half, Transform2D(a: 0.95, b: 0, c: 0, d: 0.95, tx: 0, ty: 10))
    // A spring's overshoot extrapolates: identity → translate(100, 0) at 1.1 is 110.
    expectTransform(
      Transform2D.identity.interpolated(to: Transform2D(translationX: 100, y: 0), progress: 1.1),
      Transform2D(translationX: 110, y: 0), tolerance: 1e-9)
  }

  @Test func rotationTakesTheShortWay() {
    // rotate(3π/4) → rotate(−3π/4): |3π/4 − (−3π/4)| = 3π/2 > π, so the first becomes
    // −5π/4; half way is −π (through the half turn, not through 0): a = d = −1.
    let half = Transform2D(rotationAngle: 3 * .pi / 4).interpolated(
      to: Transform2D(rotationAngle: -3 * .pi / 4), progress: 0.5)
    expectTransform(half, Transform2D(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0), tolerance: 1e-12)
  }

  @Test func decompositionRecomposesTheMatrix() {
    // A skew [1 0 0.5 1 0 0]: sx = 1, sy = √1.25, angle 0, m21 = 0.5/√1.25, m22 = 1/√1.25.
    let skew = Transform2D(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    guard let parts = DecomposedTransform(skew) else {
      Issue.record("a skew decomposes")
      return
    }
    #expect(parts.scaleX == 1 && abs(parts.scaleY - 1.25.squareRoot()) < 1e-15)
    #expect(parts.angle == 0 && abs(parts.m21 - 0.5 / 1.25.squareRoot()) < 1e-15)
    expectTransform(parts.recomposed(), skew)
    // A flip: det < 0 and a < d, so x is the flipped axis: scale (−1, 1).
    guard let flip = DecomposedTransform(Transform2D(scaleX: -1, y: 1)) else {
      Issue.record("a flip decomposes")
      return
    }
    #expect(flip.scaleX == -1 && flip.scaleY == 1)
    for transform in [
      Transform2D(a: 2, b: 1, c: -0.5, d: 3, tx: 7, ty: -4),
      Transform2D(rotationAngle: 2).scaledBy(x: -2, y: 0.5).translatedBy(x: 3, y: 1),
    ] {
      if let decomposed = DecomposedTransform(transform) {
        expectTransform(decomposed.recomposed(), transform, tolerance: 1e-12)
      } else {
        Issue.record("\(transform) decomposes")
      }
    }
  }

  @Test func aSingularEndJumpsHalfWay() {
    // scale(0) has no decomposition: the spec falls back to a discrete step at 0.5.
    let zero = Transform2D(scaleX: 0, y: 0)
    #expect(DecomposedTransform(zero) == nil)
    #expect(Transform2D.identity.interpolated(to: zero, progress: 0.4) == .identity)
    #expect(Transform2D.identity.interpolated(to: zero, progress: 0.6) == zero)
  }
}

@Suite("Comparisons and checks over time")
struct TemporalCheckTests {
  @Test func comparisonsWithATolerance() {
    // Within 0.001 (+ 1e-9): 30.0005 == 30; < and > exclude what counts as equal.
    #expect(Comparison.equal.holds(30.0005, 30))
    #expect(!Comparison.notEqual.holds(30.0005, 30))
    #expect(!Comparison.less.holds(30, 30) && Comparison.less.holds(29.9, 30))
    #expect(!Comparison.less.holds(29.9995, 30))
    #expect(Comparison.lessOrEqual.holds(30.0005, 30) && !Comparison.lessOrEqual.holds(30.01, 30))
    #expect(Comparison.greater.holds(30.01, 30) && !Comparison.greater.holds(30.0005, 30))
    #expect(Comparison.greaterOrEqual.holds(29.9995, 30))
    #expect(Comparison.allCases.map(\.symbol) == ["==", "!=", "<", "<=", ">", ">="])
  }

  @Test func checksFedFrameByFrame() {
    // Values 0, 10, 20, … 100 at t = k / 10.
    var always = TemporalCheck<Double>(.always(during: 0.2...0.5))
    var never = TemporalCheck<Double>(.never(during: nil))
    var eventually = TemporalCheck<Double>(.eventually(by: 0.35))
    var maximum = ExtremeCheck(.maximum, during: 0...0.45)
    for k in 0...10 {
      let time = Double(k) / 10
      let value = Double(k) * 10
      always.observe(frame: k, time: time, holds: value <= 40, value: value)
      never.observe(frame: k, time: time, holds: value > 85, value: value)
      eventually.observe(frame: k, time: time, holds: value >= 30, value: value)
      maximum.observe(frame: k, time: time, value: value)
    }
    // always over 0.2…0.5 (frames 2…5): 50 at frame 5 breaks it.
    #expect(!always.passed && always.witness?.frame == 5 && always.witness?.value == 50)
    #expect(always.framesChecked == 4)
    // never > 85: frame 9 (90) breaks it; eventually ≥ 30 by 0.35: frame 3.
    #expect(!never.passed && never.witness?.frame == 9)
    #expect(eventually.passed && eventually.witness?.frame == 3)
    // max over 0…0.45 (frames 0…4): 40 at frame 4.
    #expect(maximum.extreme == FrameSample(frame: 4, time: 0.4, value: 40))
  }

  @Test func recordedFramesOfATimeline() throws {
    // The box's x goes from 0 to 100 in 1 s on a linear curve; at 10 fps frame k has x = 10k.
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 10)
    try timeline.layout(at: 0)
    try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) { box.x = 100 }
    var frames: [TimelineFrame] = []
    try timeline.finish(cursor: 0) { frames.append($0) }
    let x = { (frame: TimelineFrame) in frame.frames[1].x }
    #expect(frames.always(x, .lessOrEqual, 50, during: 0...0.5).passed)
    let broken = frames.always(x, .lessOrEqual, 50)
    #expect(broken.witness?.frame == 6 && abs((broken.witness?.value ?? 0) - 60) < 1e-9)
    #expect(frames.never(x, .less, 0).passed)
    #expect(frames.eventually(x, .greaterOrEqual, 70, by: 0.7).witness?.frame == 7)
    #expect(!frames.eventually(x, .greaterOrEqual, 70, by: 0.65).passed)
    #expect(frames.maximum(x)?.frame == 10)
    #expect(frames.minimum(during: 0.3...0.5, x)?.frame == 3)
  }
}
