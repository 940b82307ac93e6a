import Layout
import Testing

@testable import Animator

/// Samples frames 0…last of a timeline that already has its actions.
private func frames(_ timeline: Timeline, through last: Int) throws -> [TimelineFrame] {
  try (timeline.nextFrameIndex...last).map { try timeline.sample(frame: $0) }
}

@Test func uikitPatternInterpolatesFramesAndWindowFrames() throws {
  let box = OneBox()
  box.x = 20
  let timeline = try Timeline(host: box.host, fps: 60)
  try timeline.layout(at: 0)
  var output: [TimelineFrame] = []
  try timeline.advance(before: 0.5) { output.append($0) }
  #expect(output.count == 30)
  #expect(output.allSatisfy { $0.frames[1] == Rect(x: 20, y: 10, width: 100, height: 50) })
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  let id = try timeline.animate(at: 0.5, spec, tag: 7) {
    box.x = 120
    box.width = 200
  }
  try timeline.finish(cursor: 0.5) { output.append($0) }
  #expect(output.count == 91)  // frames 0…90, the last at 1.5 s
  let quarter = output[45]  // 0.75 s: a quarter of the way
  #expect(quarter.time == 0.75)
  #expect(quarter.frames[1] == Rect(x: 45, y: 10, width: 125, height: 50))
  #expect(quarter.windowFrames[1] == Rect(x: 45, y: 10, width: 125, height: 50))
  #expect(quarter.modelFrames[1] == Rect(x: 120, y: 10, width: 200, height: 50))
  #expect(quarter.frames[0] == Rect(x: 0, y: 0, width: 320, height: 568))
  // Events: started on the frame at 0.5 s, finished on the frame at 1.5 s, tagged.
  #expect(output[30].events == [AnimationEvent(time: 0.5, kind: .started, animation: id, tag: 7)])
  #expect(output[90].events == [AnimationEvent(time: 1.5, kind: .finished, animation: id, tag: 7)])
  #expect(output[90].frames[1] == Rect(x: 120, y: 10, width: 200, height: 50))
  #expect(output.dropFirst(31).dropLast().allSatisfy { $0.events.isEmpty })
}

@Test func easeInEaseOutIsFollowedOnEveryFrame() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 60)
  try timeline.layout(at: 0)
  try timeline.animate(at: 0, try AnimationSpec(duration: 1)) { box.x = 100 }
  var output: [TimelineFrame] = []
  try timeline.finish(cursor: 0) { output.append($0) }
  #expect(output.count == 61)
  for frame in output {
    let expected = 100 * TimingCurve.easeInEaseOut.value(at: frame.time)
    #expect(abs(frame.frames[1].x - expected) < 1e-9)
  }
}

@Test func windowFramesOfChildrenFollowTheirParent() throws {
  // root, parent at (x, 0), child at (5, 5) inside it.
  var parentX = 0.0
  let host = FakeHost(parents: [nil, 0, 1]) {
    [
      Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: parentX, y: 0, width: 100, height: 100),
      Rect(x: 5, y: 5, width: 10, height: 10),
    ]
  }
  let timeline = try Timeline(host: host, fps: 10)
  try timeline.layout(at: 0)
  try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) { parentX = 50 }
  let frame = try timeline.sample(frame: 5)
  #expect(frame.frames[2] == Rect(x: 5, y: 5, width: 10, height: 10))
  #expect(frame.windowFrames[2] == Rect(x: 30, y: 5, width: 10, height: 10))
}

@Test func zeroDurationAppliesAtOnce() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 60)
  try timeline.layout(at: 0)
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 0)) { box.x = 80 }
  let frame = try timeline.sample(frame: 0)
  #expect(frame.frames[1].x == 80)
  #expect(frame.events.map(\.kind) == [.started, .finished])
  #expect(frame.events.allSatisfy { $0.animation == id && $0.time == 0 })
  #expect(!timeline.isAnimating)
}

@Test func pendingMutationAnimatesWithTheBlock() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  try timeline.layout(at: 0)
  box.x = 100  // mutated, never laid out
  try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) { box.width = 300 }
  let frame = try timeline.sample(frame: 5)
  #expect(frame.frames[1] == Rect(x: 50, y: 10, width: 200, height: 50))
  #expect(frame.warnings.isEmpty)
}

@Test func animatingFromANeverCommittedFrameIsFlagged() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  // No initial layout: every view animates in from the zero rectangle.
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1), tag: 3) { box.x = 10 }
  let frame = try timeline.sample(frame: 0)
  #expect(
    frame.warnings == [
      .animatesFromUncommittedFrame(view: 0, animation: id, tag: 3, time: 0),
      .animatesFromUncommittedFrame(view: 1, animation: id, tag: 3, time: 0),
    ])
  #expect(frame.frames[1] == .zero)
  // Once committed, later animations are not flagged.
  let later = try timeline.animate(at: 0.1, try AnimationSpec(duration: 1)) { box.x = 20 }
  #expect(try timeline.sample(frame: 1).warnings.isEmpty)
  #expect(later.rawValue == 2)
}

@Test func viewAddedAfterTheLastLayoutIsFlagged() throws {
  var rects = [Rect(x: 0, y: 0, width: 320, height: 568)]
  let host = FakeHost(parents: [nil]) { rects }
  let timeline = try Timeline(host: host, fps: 10)
  try timeline.layout(at: 0)
  host.parents.append(0)
  rects.append(Rect(x: 10, y: 10, width: 40, height: 40))
  let output = try frames(timeline, through: 4)
  #expect(output.allSatisfy { $0.frames.count == 1 })
  let id = try timeline.animate(at: 0.5, try AnimationSpec(duration: 1)) {}
  let frame = try timeline.sample(frame: 5)
  #expect(frame.frames.count == 2)
  #expect(
    frame.warnings == [.animatesFromUncommittedFrame(view: 1, animation: id, tag: nil, time: 0.5)])
}

// MARK: - Interruption

/// x animates 0 → 100 over 1 s (linear) from t = 0; at 0.5 s (x presented 50) a second
/// 1 s linear animation sends it back to 0.
private func interrupted(_ policy: InterruptionPolicy) throws -> (
  frames: [TimelineFrame], first: AnimationID, second: AnimationID
) {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 60, policy: policy)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  let first = try timeline.animate(at: 0, spec) { box.x = 100 }
  var output: [TimelineFrame] = []
  try timeline.advance(before: 0.5) { output.append($0) }
  let second = try timeline.animate(at: 0.5, spec) { box.x = 0 }
  try timeline.finish(cursor: 0.5) { output.append($0) }
  return (output, first, second)
}

@Test func additiveInterruptionIsContinuousAndStacksCompletions() throws {
  let (output, first, second) = try interrupted(.additive)
  // Continuous at the interruption: x(0.5) = 50 before and after the new animation.
  #expect(abs(output[29].frames[1].x - 100 * 29 / 60) < 1e-9)
  #expect(abs(output[30].frames[1].x - 50) < 1e-9)
  // No jump anywhere: per-frame steps stay below the larger slope (100 pt/s) / 60.
  for (before, after) in zip(output, output.dropFirst()) {
    #expect(abs(after.frames[1].x - before.frames[1].x) <= 100.0 / 60 + 1e-9)
  }
  // At 1.0 s: the first has ended (offset 0), the second is halfway: 0 + 100·0.5.
  #expect(abs(output[60].frames[1].x - 50) < 1e-9)
  // At 1.25 s: 100·0.25.
  #expect(abs(output[75].frames[1].x - 25) < 1e-9)
  // Both completions run with finished = true.
  let ends = output.flatMap(\.events).filter { $0.kind != .started }
  #expect(ends.map(\.animation) == [first, second])
  #expect(ends.map(\.kind) == [.finished, .finished])
  #expect(ends.map(\.time) == [1.0, 1.5])
}

@Test func fromCurrentStateRestartsFromThePresentedValue() throws {
  let (output, first, second) = try interrupted(.fromCurrentState)
  #expect(abs(output[30].frames[1].x - 50) < 1e-9)
  // The second runs 50 → 0 alone: at 1.0 s it is 25 (additive gives 50 there).
  #expect(abs(output[60].frames[1].x - 25) < 1e-9)
  #expect(abs(output[75].frames[1].x - 12.5) < 1e-9)
  let ends = output.flatMap(\.events).filter { $0.kind != .started }
  #expect(ends.map(\.animation) == [first, second])
  #expect(ends.map(\.kind) == [.interrupted, .finished])
  #expect(ends.map(\.time) == [0.5, 1.5])
}

@Test func replaceJumpsToTheOldModelValue() throws {
  let (output, first, _) = try interrupted(.replace)
  #expect(abs(output[30].frames[1].x - 100) < 1e-9)  // jumped from ~50 to the old model
  #expect(abs(output[60].frames[1].x - 50) < 1e-9)
  let interruptions = output.flatMap(\.events).filter { $0.kind == .interrupted }
  #expect(interruptions.map(\.animation) == [first])
}

@Test func interruptionOfOneComponentLeavesTheRestRunning() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10, policy: .fromCurrentState)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  try timeline.animate(at: 0, spec) {
    box.x = 100
    box.width = 200
  }
  _ = try frames(timeline, through: 4)
  try timeline.animate(at: 0.5, spec) { box.x = 0 }
  let frame = try timeline.sample(frame: 7)
  // width still runs on the first animation: 100 → 200 linear, 0.7 s.
  #expect(abs(frame.frames[1].width - 170) < 1e-9)
  // x restarted at 50 toward 0: 0.2 s of 1 s.
  #expect(abs(frame.frames[1].x - 40) < 1e-9)
  var rest: [TimelineFrame] = []
  try timeline.finish(cursor: 0.5) { rest.append($0) }
  let ends = rest.flatMap(\.events).filter { $0.kind != .started }
  // The first lost x, so its completion says finished = false, at its own end.
  #expect(ends.first?.kind == .interrupted)
  #expect(ends.first?.time == 1.0)
}

@Test func policyIsSwitchablePerTimeline() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  #expect(timeline.policy == .additive)
  timeline.policy = .replace
  #expect(timeline.policy == .replace)
}

// MARK: - Repeat and autoreverse

@Test func repeatAndAutoreverseTiming() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 20)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(
    duration: 0.5, delay: 0.25, curve: .linear, repeatCount: .count(2), autoreverses: true)
  #expect(spec.activeDuration == 2)
  let id = try timeline.animate(at: 0, spec) { box.x = 100 }
  #expect(timeline.settledTime == 2.25)
  var output: [TimelineFrame] = []
  try timeline.finish(cursor: 0) { output.append($0) }
  #expect(output.count == 46)  // through 2.25 s
  func x(_ time: Double) -> Double { output[Int((time * 20).rounded())].frames[1].x }
  #expect(x(0.1) == 0)  // delay: the old value shows
  #expect(abs(x(0.5) - 50) < 1e-9)  // forward
  #expect(abs(x(0.75) - 100) < 1e-9)  // end of the first forward run
  #expect(abs(x(1.0) - 50) < 1e-9)  // backward
  #expect(abs(x(1.25)) < 1e-9)  // back at the start
  #expect(abs(x(1.5) - 50) < 1e-9)  // second cycle
  #expect(abs(x(2.0) - 50) < 1e-9)
  #expect(x(2.25) == 100)  // ended: the model shows (UIKit's snap)
  let events = output.flatMap(\.events)
  #expect(
    events == [
      AnimationEvent(time: 0.25, kind: .started, animation: id, tag: nil),
      AnimationEvent(time: 2.25, kind: .finished, animation: id, tag: nil),
    ])
}

@Test func repeatForeverNeverSettles() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  try timeline.layout(at: 0)
  try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear, repeatCount: .forever))
  {
    box.x = 10
  }
  #expect(timeline.settledTime == nil)
  var output: [TimelineFrame] = []
  try timeline.finish(cursor: 0, limit: 2.5) { output.append($0) }
  #expect(output.count == 26)
  #expect(abs(output[25].frames[1].x - 5) < 1e-9)
  #expect(abs(output[13].frames[1].x - 3) < 1e-9)
}

@Test func specRejectsBadInput() {
  #expect(throws: AnimatorError.negativeDuration(-1)) { try AnimationSpec(duration: -1) }
  #expect(throws: AnimatorError.negativeDelay(-0.5)) {
    try AnimationSpec(duration: 1, delay: -0.5)
  }
  #expect(throws: AnimatorError.invalidRepeatCount(0)) {
    try AnimationSpec(duration: 1, repeatCount: .count(0))
  }
  #expect(AnimatorError.negativeDuration(-1).description.contains("negative"))
}

@Test func actionTimesOffTheFrameGridApplyBeforeTheNextFrame() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 60)
  try timeline.layout(at: 0)
  var output: [TimelineFrame] = []
  // 0.1 + 0.2 is 0.30000000000000004: still frame 18's time.
  try timeline.advance(before: 0.1 + 0.2) { output.append($0) }
  #expect(output.count == 18)
  box.x = 30
  try timeline.layout(at: 0.1 + 0.2)
  try timeline.advance(before: 0.31) { output.append($0) }
  #expect(output[18].frames[1].x == 30)
  // An animation created between frames starts between them.
  let id = try timeline.animate(at: 0.31, try AnimationSpec(duration: 0.1, curve: .linear)) {
    box.x = 40
  }
  try timeline.finish(cursor: 0.31) { output.append($0) }
  #expect(
    output[19].events == [AnimationEvent(time: 0.31, kind: .started, animation: id, tag: nil)])
  #expect(abs(output[19].frames[1].x - (40 - 10 * (1 - (19.0 / 60 - 0.31) / 0.1))) < 1e-9)
  #expect(output.last?.index == 25)  // 0.41 s → frame 25 (0.4167 s)
}

// MARK: - Queries, hooks and curves on the timeline

@Test func presentedRectsBetweenFramesAndTheFrameHook() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  var hooked: [Int] = []
  timeline.onFrame = { hooked.append($0.index) }
  try timeline.layout(at: 0)
  try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) { box.x = 100 }
  _ = try timeline.sample(frame: 0)
  let between = timeline.presentedRects(at: 0.35)
  #expect(abs(between.frames[1].x - 35) < 1e-9)
  #expect(abs(between.windowFrames[1].x - 35) < 1e-9)
  try timeline.finish(cursor: 0) { _ in }
  #expect(hooked == Array(0...10))
}

@Test func physicalSpringAnimationEndsAtItsSettlingTime() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 60)
  try timeline.layout(at: 0)
  let curve = try TimingCurve.spring(mass: 1, stiffness: 100, damping: 10)
  let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
  // The 0.3 s given is ignored: CASpringAnimation runs until settled.
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 0.3, curve: curve)) {
    box.x = 100
  }
  #expect(timeline.settledTime == spring.settlingDuration)
  var output: [TimelineFrame] = []
  try timeline.finish(cursor: 0) { output.append($0) }
  #expect(try output.count == timeline.frameIndex(atOrAfter: spring.settlingDuration) + 1)
  for frame in output.dropLast() {
    #expect(abs(frame.frames[1].x - 100 * spring.progress(at: frame.time)) < 1e-9)
  }
  // It overshoots (ζ = 0.5).
  #expect(output.contains { $0.frames[1].x > 100 })
  let finish = output.flatMap(\.events).first { $0.kind == .finished }
  #expect(finish?.animation == id)
  #expect(finish?.time == spring.settlingDuration)
}

@Test func stepsHoldDuringTheDelayAndJump() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 10)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(
    duration: 0.4, delay: 0.2, curve: try TimingCurve.steps(2, position: .start))
  try timeline.animate(at: 0, spec) { box.x = 100 }
  var xs: [Double] = []
  try timeline.finish(cursor: 0) { xs.append($0.frames[1].x) }
  // Delay 0.2 s shows 0 (frames 0 and 1); jump-start takes the first of 2 steps at the
  // start of the active phase (CSS Easing 1): 50 at 0.2 s (elapsed 0), 100 from half-way
  // (elapsed 0.2 s of 0.4: floor(0.5·2) + 1 = 2 steps).
  #expect(xs == [0, 0, 50, 50, 100, 100, 100])
}
