import Layout
import Testing

@testable import Animator

/// A real engine with one box, 100 × 50 at (0, 20), placed by its frame, committed at 0.
private final class ContinueStage {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
  let box = View(name: "box")
  let timeline: Timeline

  init(fps: Int) throws {
    try engine.root.addSubview(box)
    box.frame = Rect(x: 0, y: 20, width: 100, height: 50)
    timeline = try Timeline(host: engine, fps: fps)
    try timeline.layout(at: 0)
  }
}

// easeIn is the cubic Bézier (0.42, 0) (1, 1), easeOut (0, 0) (0.58, 1)
// (CAMediaTimingFunctionName, see TimingCurve). At x = 0.5, solved by bisection:
// easeIn 0.3153568, easeOut 1 − 0.3153568 = 0.6846432 (the curves are point reflections of
// each other).
private let easeInAtHalf = 0.31535681257253945
private let easeOutAtHalf = 0.6846431874274606

/// `Timeline.continueAnimation` on a reversed animation, on alphas and transforms, and on
/// key frames: each goes on from its progress p₀ at the continue to its target (1, or 0
/// when reversed) on the new curve, p = p₀ + (target − p₀) × curve(elapsed′ / duration′),
/// over the time left × the factor.
@Suite struct ContinueTests {
  @Test func aReversedFrameAnimationContinuesBackToItsStartOnTheNewCurve() throws {
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 4)
    try timeline.layout(at: 0)
    let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      box.x = 100
    }
    // x 0 → 100 linearly; reversed at 0.5 (x 50), paused at 0.75: 0.25 s back, x 25.
    try timeline.reverse(id, at: 0.5, holdingStart: true)
    try timeline.pause(id, at: 0.75)
    #expect(timeline.presentedRects(at: 0.75).frames[1].x == 25)
    let done = try timeline.continueAnimation(id, at: 0.75, curve: .easeIn, durationFactor: 2)
    #expect(done == 0.25)
    // The time back to the start, 0.25 s, × 2 = 0.5 s: it ends at 0.75 + 0.5 = 1.25.
    #expect(timeline.settledTime == 1.25)
    // At 1 s, half the new run: p = 0.25 + (0 − 0.25) × easeIn(0.5) = 0.1711608; x = 100 p.
    let mid = try timeline.sample(frame: 4)
    #expect(abs(mid.frames[1].x - 100 * (0.25 - 0.25 * easeInAtHalf)) < 1e-9)
    // The run's own fraction (0.25 s of 0.5 s).
    #expect(timeline.fractionComplete(id, at: 1) == 0.5)
    // At 1.25 it finishes at its start, held there (x 0 over the model's 100).
    let end = try timeline.sample(frame: 5)
    #expect(
      end.events == [
        AnimationEvent(
          time: 1.25, kind: .finished, animation: id, tag: nil, position: .start)
      ])
    #expect(end.frames[1].x == 0)
    #expect(timeline.heldOffsets(ofView: 1)?.first == -100)
  }

  @Test func aForwardContinueThenReverseRunsBackToWhereTheContinueBegan() throws {
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 4)
    try timeline.layout(at: 0)
    let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      box.x = 100
    }
    try timeline.pause(id, at: 0.5)
    // From p₀ = 0.5 to 1 over 0.5 s, linear: at 0.75, p = 0.75.
    try timeline.continueAnimation(id, at: 0.5, curve: .linear, durationFactor: 1)
    #expect(try timeline.sample(frame: 3).frames[1].x == 75)
    // Reversed at 0.75 it runs 0.25 s back to p₀: x 50 at 1 s, ending `.start` (held).
    try timeline.reverse(id, at: 0.75, holdingStart: true)
    let end = try timeline.sample(frame: 4)
    #expect(end.events.map(\.position) == [.start])
    #expect(end.frames[1].x == 50)
  }

  @Test func anAlphaAndTransformAnimationContinuesOnTheNewCurve() throws {
    let stage = try ContinueStage(fps: 8)
    let id = try stage.timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      stage.box.alpha = 0
      stage.box.transform = Transform2D(translationX: 100, y: 0)
    }
    // Paused at 0.5: alpha 1 − 0.5 = 0.5, tx 100 × 0.5 = 50.
    try stage.timeline.pause(id, at: 0.5)
    let paused = try stage.timeline.sample(frame: 4)
    #expect(paused.alphas[1] == 0.5)
    #expect(paused.transforms[1].tx == 50)
    // The 0.5 s left × 0.5 = 0.25 s on easeOut: it ends at 0.75.
    try stage.timeline.continueAnimation(id, at: 0.5, curve: .easeOut, durationFactor: 0.5)
    #expect(stage.timeline.settledTime == 0.75)
    // At 0.625, half the new run: p = 0.5 + 0.5 × easeOut(0.5) = 0.8423216;
    // alpha = 1 − p = 0.1576784, tx = 100 p = 84.23216.
    let p = 0.5 + 0.5 * easeOutAtHalf
    let mid = try stage.timeline.sample(frame: 5)
    #expect(abs(mid.alphas[1] - (1 - p)) < 1e-9)
    #expect(abs(mid.transforms[1].tx - 100 * p) < 1e-9)
    #expect(mid.frames[1] == Rect(x: 0, y: 20, width: 100, height: 50))
    let end = try stage.timeline.sample(frame: 6)
    #expect(
      end.events == [
        AnimationEvent(time: 0.75, kind: .finished, animation: id, tag: nil, position: .end)
      ])
    #expect(end.alphas[1] == 0)
    #expect(end.transforms[1] == Transform2D(translationX: 100, y: 0))
  }

  @Test func aKeyframeAnimationContinuesAlongItsPathOnTheNewCurve() throws {
    let stage = try ContinueStage(fps: 4)
    // Key frames: x 0 → 100 and alpha 1 → 0.5 in the first half, x → 300 and alpha → 0 in
    // the second (linear mode, linear overall timing).
    let keyframes = [
      try Keyframe(relativeStart: 0, relativeDuration: 0.5) {
        stage.box.frame.origin.x = 100
        stage.box.alpha = 0.5
      },
      try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) {
        stage.box.frame.origin.x = 300
        stage.box.alpha = 0
      },
    ]
    let id = try stage.timeline.animateKeyframes(
      at: 0, try AnimationSpec(duration: 1, curve: .linear), keyframes: keyframes)
    // Paused at 0.25: progress 0.25, x 200 × 0.25 = 50, alpha 1 − 0.25 = 0.75.
    try stage.timeline.pause(id, at: 0.25)
    let paused = try stage.timeline.sample(frame: 1)
    #expect(paused.frames[1].x == 50)
    #expect(paused.alphas[1] == 0.75)
    // The 0.75 s left × 2 = 1.5 s on easeIn: it ends at 0.25 + 1.5 = 1.75.
    try stage.timeline.continueAnimation(id, at: 0.25, curve: .easeIn, durationFactor: 2)
    #expect(stage.timeline.settledTime == 1.75)
    // At 1 s, half the new run: p = 0.25 + 0.75 × easeIn(0.5) = 0.4865176, in the first
    // segment: x = 100 × p / 0.5 = 97.30352, alpha = 1 − 0.5 × p / 0.5 = 0.5134824.
    let p = 0.25 + 0.75 * easeInAtHalf
    let mid = try stage.timeline.sample(frame: 4)
    #expect(abs(mid.frames[1].x - 200 * p) < 1e-9)
    #expect(abs(mid.alphas[1] - (1 - p)) < 1e-9)
    let end = try stage.timeline.sample(frame: 7)
    #expect(
      end.events == [
        AnimationEvent(time: 1.75, kind: .finished, animation: id, tag: nil, position: .end)
      ])
    #expect(end.frames[1].x == 300)
    #expect(end.alphas[1] == 0)
  }

  @Test func aReversedRelayoutAnimationContinuesItsConstantsBackToTheStart() throws {
    let box = OneBox()
    box.width = 100
    let timeline = try Timeline(host: box.host, fps: 4)
    try timeline.layout(at: 0)
    let track = ConstantTrack(key: 1, from: 100, to: 200) { box.width = $0 }
    let id = try timeline.animateRelayout(
      at: 0, try AnimationSpec(duration: 1, curve: .linear), tracks: [track])
    // The constant 100 → 200 linearly; paused at 0.5 (150), reversed.
    try timeline.pause(id, at: 0.5)
    try timeline.reverse(id, at: 0.5)
    // Back to 100 over 0.5 s × 0.5 = 0.25 s on easeOut; settled at 0.75.
    try timeline.continueAnimation(id, at: 0.5, curve: .easeOut, durationFactor: 0.5)
    #expect(timeline.settledTime == 0.75)
    // Half the new run at 0.625 (constantValue between frames): p = 0.5 × (1 − easeOut(0.5))
    // = 0.1576784; width 200 + (100 − 200)(1 − p) = 115.76784.
    let p = 0.5 * (1 - easeOutAtHalf)
    #expect(abs(timeline.constantValue(of: 1, at: 0.625) - (100 + 100 * p)) < 1e-9)
    let end = try timeline.sample(frame: 3)
    #expect(
      end.events.filter { $0.kind == .finished }
        == [
          AnimationEvent(
            time: 0.75, kind: .finished, animation: id, tag: nil, position: .start)
        ])
    // Not holding its start: the constant is written back to its base, 200 (the model).
    #expect(box.width == 200)
  }

  @Test func aRepeatingAnimationOnlyResumes() throws {
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 4)
    try timeline.layout(at: 0)
    let spec = try AnimationSpec(duration: 1, curve: .linear, repeatCount: .count(2))
    let id = try timeline.animate(at: 0, spec) { box.x = 100 }
    try timeline.pause(id, at: 0.5)
    // Resumed on its own timing: the 1.5 s left end at 0.5 + 1.5 = 2; at 1.25, 1.25 s in,
    // the second cycle is a quarter through: x 100 × 0.25 = 25.
    try timeline.continueAnimation(id, at: 0.5, curve: .easeIn, durationFactor: 2)
    #expect(timeline.settledTime == 2)
    #expect(try timeline.sample(frame: 5).frames[1].x == 25)
  }
}
