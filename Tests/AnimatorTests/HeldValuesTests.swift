import Layout
import Testing

@testable import Animator

/// `HeldValues`: the offsets stopped animations leave over the model.
@Suite struct HeldValuesTests {
  @Test func frameOffsetsAreWholeViewsAndGoWithTheLastRelease() {
    var held = HeldValues()
    // Two views (16 components); view 1 held 75 pt to the left (x and window x).
    held.addFrameOffsets(count: 16) { buffer in
      buffer[8] = -75
      buffer[12] = -75
    }
    #expect(held.frameViews == [1])
    #expect(held.frameOffsets(ofView: 1) == [-75, 0, 0, 0, -75, 0, 0, 0])
    #expect(held.frameOffsets(ofView: 0) == nil)
    #expect(held.frameOffset(at: 8) == -75)
    #expect(held.frameOffset(at: 40) == 0)
    held.checkInvariants()
    held.releaseFrames(ofViews: [0, 7])
    #expect(held.frameViews == [1])
    held.releaseFrames(ofViews: [1])
    #expect(held.isEmpty)
    #expect(held.frames.isEmpty)
    held.checkInvariants()
  }

  @Test func aRelativeReleaseKeepsTheSuperviewsHoldAndMovesTheSubtree() {
    var held = HeldValues()
    // View 1 (under the root) held 50 to the left, 10 narrower; view 2 (its subview) 20 to
    // the left in it: window x −50 − 20 = −70.
    held.addFrameOffsets(count: 24) { buffer in
      for (index, value) in [(8, -50.0), (10, -10), (12, -50), (14, -10), (16, -20), (20, -70)] {
        buffer[index] = value
      }
    }
    // View 1 laid out: its own offsets go; view 2 keeps its −20 in it and moves with it
    // (window −70 + 50 = −20).
    held.releaseFrame(ofView: 1, descendants: [2])
    #expect(held.frameOffsets(ofView: 1) == nil)
    #expect(held.frameOffsets(ofView: 2) == [-20, 0, 0, 0, -20, 0, 0, 0])
    held.checkInvariants()
    // View 2 laid out by view 1: nothing is left.
    held.releaseFrame(ofView: 2, descendants: [])
    #expect(held.isEmpty)
    held.checkInvariants()
  }

  @Test func aRelativeReleaseUnderAHeldSuperviewKeepsItsWindowOffset() {
    var held = HeldValues()
    // View 1 held 50 to the left; view 2 in it 20 to the left (window −70).
    held.addFrameOffsets(count: 24) { buffer in
      for (index, value) in [(8, -50.0), (12, -50), (16, -20), (20, -70)] { buffer[index] = value }
    }
    // View 2 laid out by the still-held view 1: on screen it moves with view 1 (window −50).
    held.releaseFrame(ofView: 2, descendants: [])
    #expect(held.frameOffsets(ofView: 2) == [0, 0, 0, 0, -50, 0, 0, 0])
    #expect(held.frameOffsets(ofView: 1) == [-50, 0, 0, 0, -50, 0, 0, 0])
  }

  @Test func zeroOffsetsKeepNothing() {
    var held = HeldValues()
    held.addFrameOffsets(count: 8) { _ in }
    held.addAlphaOffsets([0, 0])
    held.applyTransforms(count: 2) { _ in }
    #expect(held.isEmpty)
    held.checkInvariants()
  }

  @Test func alphaOffsetsAddUpAndReleasePerView() {
    var held = HeldValues()
    held.addAlphaOffsets([0, -0.5])
    held.addAlphaOffsets([0.25, -0.25, 0])
    // View 0: 0 + 0.25; view 1: −0.5 − 0.25; view 2 none.
    #expect(held.alphaOffset(ofView: 0) == 0.25)
    #expect(held.alphaOffset(ofView: 1) == -0.75)
    #expect(held.alphaOffset(ofView: 2) == nil)
    held.releaseAlpha(ofView: 1)
    #expect(held.alphaOffset(ofView: 1) == nil)
    held.releaseAlpha(ofView: 0)
    #expect(held.isEmpty)
    held.checkInvariants()
  }

  @Test func newerTransformOffsetsApplyBeforeTheHeldOnes() {
    var held = HeldValues()
    held.applyTransforms(count: 2) { $0[1] = Transform2D(scaleX: 2, y: 2) }
    held.applyTransforms(count: 2) { transforms in
      transforms[1] = Transform2D(translationX: 10, y: 0).concatenating(transforms[1])
    }
    // Δ × H: translate 10 then scale 2 moves the origin to (20, 0).
    let transform = held.transform(ofView: 1)
    #expect(transform?.apply(to: Point(x: 0, y: 0)) == Point(x: 20, y: 0))
    #expect(held.transform(ofView: 0) == nil)
    held.releaseTransform(ofView: 1)
    #expect(held.isEmpty)
    held.checkInvariants()
  }
}

/// A real engine with one box 100 × 50 at (10, 10) placed by its frame, at 4 fps.
private final class HoldStage {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  let box = View(name: "box")
  let timeline: Timeline

  init() throws {
    try engine.root.addSubview(box)
    box.frame = Rect(x: 10, y: 10, width: 100, height: 50)
    timeline = try Timeline(host: engine, fps: 4)
    try timeline.layout(at: 0)
  }
}

/// Holds of transforms and holds across tree changes, on a real engine.
@Suite struct TimelineHoldTransformTests {
  @Test func aStoppedTransformAnimationHoldsTheTransformUntilReleased() throws {
    let stage = try HoldStage()
    let id = try stage.timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      stage.box.transform = Transform2D(translationX: 100, y: 0)
    }
    try stage.timeline.stop(id, at: 0.25, holding: .current)
    // Presented at 0.25: tx 100 × 0.25 = 25; the model says 100, so H = translate(−75)
    // and H × model = translate(25).
    let held = try #require(stage.timeline.heldTransform(ofView: 1))
    #expect(held.tx == -75)
    let frame = try stage.timeline.sample(frame: 3)
    #expect(frame.transforms[1].tx == 25)
    stage.timeline.releaseHeldTransform(ofView: 1)
    #expect(!stage.timeline.hasHeldFrames)
    #expect(try stage.timeline.sample(frame: 4).transforms[1].tx == 100)
  }

  @Test func aHoldStaysWithItsViewWhileOthersAreAddedAndRemoved() throws {
    let stage = try HoldStage()
    let sibling = View(name: "sibling")
    try stage.engine.root.addSubview(sibling)
    sibling.frame = Rect(x: 0, y: 100, width: 40, height: 40)
    try stage.timeline.layout(at: 0)
    let id = try stage.timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      stage.box.frame.origin.x = 110
      stage.box.alpha = 0
    }
    try stage.timeline.stop(id, at: 0.5, holding: .current)
    // Held at x 10 + 100 × 0.5 = 60 and alpha 1 − 0.5 = 0.5.
    sibling.removeFromSuperview()
    let newcomer = View(name: "newcomer")
    try stage.engine.root.addSubview(newcomer)
    newcomer.frame = Rect(x: 200, y: 200, width: 20, height: 20)
    try stage.timeline.layout(at: 0.5)
    // Views: root 0, box 1, sibling 2 (detached, its slot kept), newcomer 3.
    let frame = try stage.timeline.sample(frame: 3)
    #expect(frame.frames[1].x == 60)
    #expect(frame.alphas[1] == 0.5)
    #expect(frame.frames[3] == Rect(x: 200, y: 200, width: 20, height: 20))
    #expect(frame.alphas.count < 4 || frame.alphas[3] == 1)
    #expect(stage.timeline.heldViews == [1])
  }
}
