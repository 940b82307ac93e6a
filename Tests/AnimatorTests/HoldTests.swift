import Layout
import Testing

@testable import Animator

/// One box moved from x 0 to 100 linearly over 1 s, sampled at 4 fps.
private func linearMove() throws -> (OneBox, Timeline, AnimationID) {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 4)
  try timeline.layout(at: 0)
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
    box.x = 100
  }
  return (box, timeline, id)
}

/// `Timeline.stop(_:at:holding:)`, `releaseHeldFrames(ofViews:)` and `continueAnimation`.
@Suite struct HoldTests {
  @Test func stopHoldingCurrentKeepsThePresentedValueUntilReleased() throws {
    let (_, timeline, id) = try linearMove()
    _ = try timeline.sample(frame: 0)
    try timeline.stop(id, at: 0.25, holding: .current)
    // Held at 100 × 0.25 = 25 over the model's 100: offset −75.
    #expect(timeline.heldViews == [1])
    #expect(timeline.heldOffsets(ofView: 1)?.first == -75)
    let frame = try timeline.sample(frame: 3)
    #expect(frame.frames[1].x == 25)
    #expect(
      frame.events == [AnimationEvent(time: 0.25, kind: .interrupted, animation: id, tag: nil)])
    timeline.releaseHeldFrames(ofViews: [1])
    #expect(!timeline.hasHeldFrames)
    #expect(try timeline.sample(frame: 4).frames[1].x == 100)
  }

  @Test func stopHoldingStartShowsTheStartValues() throws {
    let (_, timeline, id) = try linearMove()
    try timeline.stop(id, at: 0.5, holding: .start)
    // The whole delta: 100 + (0 − 100) = 0.
    #expect(try timeline.sample(frame: 3).frames[1].x == 0)
  }

  @Test func aNewAnimationOfAReleasedViewStartsFromTheHeldValue() throws {
    let (box, timeline, id) = try linearMove()
    try timeline.stop(id, at: 0.5, holding: .current)
    // The mutations release the hold (the host's layout would, in UIKit's superview pass):
    // from the held 50 to 200 over 1 s, at 0.5 s: 50 + 150 × 0.5 = 125.
    try timeline.animate(at: 0.5, try AnimationSpec(duration: 1, curve: .linear)) {
      box.x = 200
      timeline.releaseHeldFrames(ofViews: [1])
    }
    #expect(try timeline.sample(frame: 4).frames[1].x == 125)
  }

  @Test func continueAnimationRunsTheRestOnTheNewCurve() throws {
    let (_, timeline, id) = try linearMove()
    try timeline.pause(id, at: 0.5)
    let done = try timeline.continueAnimation(
      id, at: 0.5, curve: .easeIn, durationFactor: 2)
    #expect(done == 0.5)
    // From 50 over 0.5 × 2 = 1 s on easeIn; at 1 s (0.5 of it) easeIn is 0.315357:
    // 50 + 50 × 0.315357 = 65.76785.
    let x = try timeline.sample(frame: 4).frames[1].x
    #expect(abs(x - 65.76785) < 1e-3)
    #expect(timeline.settledTime == 1.5)
  }

  @Test func aReversedRunHoldingItsStartEndsAtTheStartValues() throws {
    let (_, timeline, id) = try linearMove()
    try timeline.reverse(id, at: 0.5, holdingStart: true)
    // Back at 0 at 0.5 + 0.5 = 1 s; held at 100 + (0 − 100) = 0 over the model's 100.
    let frame = try timeline.sample(frame: 6)
    #expect(frame.frames[1].x == 0)
    #expect(timeline.heldOffsets(ofView: 1)?.first == -100)
    timeline.releaseHeldFrames(ofViews: [1])
    #expect(try timeline.sample(frame: 7).frames[1].x == 100)
  }

  @Test func aReversedRunNotHoldingItsStartShowsTheModel() throws {
    let (_, timeline, id) = try linearMove()
    try timeline.reverse(id, at: 0.5)
    // Ended at 1 s: the model, 100.
    #expect(try timeline.sample(frame: 6).frames[1].x == 100)
    #expect(!timeline.hasHeldFrames)
  }
}

/// A real engine with one box (view 1), 100 × 50 at (10, 10), placed by its frame; a 4 fps
/// timeline committed at 0.
private func engineBox() throws -> (engine: LayoutEngine, box: View, timeline: Timeline) {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  let box = View(name: "box")
  try engine.root.addSubview(box)
  box.frame = Rect(x: 10, y: 10, width: 100, height: 50)
  let timeline = try Timeline(host: engine, fps: 4)
  try timeline.layout(at: 0)
  return (engine, box, timeline)
}

/// Keyframe animations over held values: the first key is the held value (UIKit's model
/// took it at the stop; Apple, `stopAnimation(_:)`: it "sets the values of any animatable
/// properties to their current values").
@Suite struct KeyframesOverHoldsTests {
  @Test func aKeyframeAnimationOfAReleasedFrameStartsFromTheHeldValue() throws {
    let (box, timeline, id) = try linearMove()
    try timeline.stop(id, at: 0.5, holding: .current)
    // Held at 50 over the model's 100. The first key frame releases it (the superview's
    // layout would) and goes to 200 over 0 … 0.5; the second to 0 over 0.5 … 1.
    try timeline.animateKeyframes(
      at: 0.5, try AnimationSpec(duration: 1, curve: .linear),
      keyframes: [
        try Keyframe(relativeStart: 0, relativeDuration: 0.5) {
          box.x = 200
          timeline.releaseHeldFrames(ofViews: [1])
        },
        try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) { box.x = 0 },
      ])
    // Frame k at k / 4 s, progress (k / 4 − 0.5): keys 50 at 0, 200 at 0.5, 0 at 1.
    // Frame 2 (progress 0): 50. Frame 3 (0.25, half the first segment): 50 + 150 × 0.5
    // = 125. Frame 4 (0.5): 200. Frame 5 (0.75): 200 − 200 × 0.5 = 100.
    let xs = try (2...6).map { try timeline.sample(frame: $0).frames[1].x }
    #expect(xs == [50, 125, 200, 100, 0])
    #expect(!timeline.hasHeldFrames)
  }

  @Test func aKeyframeAnimationOfAReleasedAlphaAndTransformStartsFromTheHeldValues() throws {
    let (_, box, timeline) = try engineBox()
    let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      box.alpha = 0
      box.transform = Transform2D(translationX: 100, y: 0)
    }
    try timeline.stop(id, at: 0.25, holding: .current)
    // Held: alpha 1 − 0.25 = 0.75; transform offset T(−75) × model T(100) = T(25).
    try timeline.animateKeyframes(
      at: 0.25, try AnimationSpec(duration: 1, curve: .linear),
      keyframes: [
        try Keyframe(relativeStart: 0, relativeDuration: 0.5) {
          box.alpha = 0.25
          box.transform = Transform2D(translationX: 50, y: 0)
          timeline.releaseHeldAlpha(ofView: 1)
          timeline.releaseHeldTransform(ofView: 1)
        },
        try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) {
          box.alpha = 1
          box.transform = .identity
        },
      ])
    // Keys: alpha 0.75, 0.25, 1; tx 25, 50, 0 (offsets from the final identity, linear in
    // the decomposed translation). Frame k at k / 4 s, progress k / 4 − 0.25.
    // Frame 1 (0): 0.75, tx 25. Frame 2 (0.25, half the first segment): 0.75 − 0.5 × 0.5
    // = 0.5, tx 37.5. Frame 4 (0.75, half the second): 0.25 + 0.75 × 0.5 = 0.625, tx 25.
    let frames = try [1, 2, 4].map { try timeline.sample(frame: $0) }
    #expect(frames.map { $0.alphas[1] } == [0.75, 0.5, 0.625])
    #expect(frames.map { $0.transforms[1].tx } == [25, 37.5, 25])
    #expect(!timeline.hasHeldFrames)
  }

  @Test func aHeldAlphaStaysHeldUntilTheKeyframeThatSetsIt() throws {
    let (_, box, timeline) = try engineBox()
    let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      box.alpha = 0
    }
    try timeline.stop(id, at: 0.25, holding: .current)
    // Held at 0.75 over the model's 0; only the second key frame sets it (to 1).
    try timeline.animateKeyframes(
      at: 0.25, try AnimationSpec(duration: 1, curve: .linear),
      keyframes: [
        try Keyframe(relativeStart: 0, relativeDuration: 0.5) {
          box.frame = Rect(x: 110, y: 10, width: 100, height: 50)
        },
        try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) {
          box.alpha = 1
          timeline.releaseHeldAlpha(ofView: 1)
        },
      ])
    // Keys 0.75, 0.75 (the first key frame leaves it held), 1. Frame 2 (progress 0.25):
    // 0.75. Frame 4 (0.75, half the second segment): 0.75 + 0.25 × 0.5 = 0.875.
    #expect(try timeline.sample(frame: 2).alphas[1] == 0.75)
    #expect(try timeline.sample(frame: 4).alphas[1] == 0.875)
  }
}
