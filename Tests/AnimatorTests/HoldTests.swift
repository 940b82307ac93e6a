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
