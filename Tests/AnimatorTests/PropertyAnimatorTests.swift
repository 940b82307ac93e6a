import Layout
import Testing

@testable import Animator

private func linearBox() throws -> (OneBox, Timeline, AnimationID) {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 4)
  try timeline.layout(at: 0)
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
    box.x = 100
  }
  return (box, timeline, id)
}

@Test func pauseHoldsAndResumeShiftsTheEnd() throws {
  let (_, timeline, id) = try linearBox()
  var xs: [Double] = []
  try timeline.advance(before: 0.25) { xs.append($0.frames[1].x) }
  try timeline.pause(id, at: 0.25)
  #expect(timeline.settledTime == nil)
  try timeline.advance(before: 0.75) { xs.append($0.frames[1].x) }
  try timeline.resume(id, at: 0.75)
  #expect(timeline.settledTime == 1.5)
  var events: [AnimationEvent] = []
  try timeline.finish(cursor: 0.75) { frame in
    xs.append(frame.frames[1].x)
    events += frame.events
  }
  #expect(xs == [0, 25, 25, 25, 50, 75, 100])
  #expect(events == [AnimationEvent(time: 1.5, kind: .finished, animation: id, tag: nil)])
}

@Test func reverseRunsBackAndFinishesAtTheStart() throws {
  let (_, timeline, id) = try linearBox()
  var xs: [Double] = []
  var events: [AnimationEvent] = []
  try timeline.advance(before: 0.5) { xs.append($0.frames[1].x) }
  try timeline.reverse(id, at: 0.5)
  try timeline.finish(cursor: 0.5) { frame in
    xs.append(frame.frames[1].x)
    events += frame.events
  }
  // Back to 0 at 1.0 s, where it finishes at the start; the model (100) then shows.
  #expect(xs == [0, 25, 50, 25, 100])
  #expect(
    events == [
      AnimationEvent(time: 1.0, kind: .finished, animation: id, tag: nil, position: .start)
    ])
}

@Test func seekPausesAtAFractionAndResumeContinues() throws {
  let (_, timeline, id) = try linearBox()
  _ = try timeline.sample(frame: 0)
  try timeline.seek(id, fraction: 0.4, at: 0.1)
  #expect(timeline.fractionComplete(id, at: 0.4) == 0.4)
  #expect(try timeline.sample(frame: 1).frames[1].x == 40)
  #expect(try timeline.sample(frame: 2).frames[1].x == 40)
  try timeline.resume(id, at: 0.5)
  #expect(timeline.settledTime == 1.1)
  #expect(try abs(timeline.sample(frame: 3).frames[1].x - 65) < 1e-9)
  var events: [AnimationEvent] = []
  try timeline.finish(cursor: 0.5) { events += $0.events }
  #expect(timeline.nextFrameIndex == 6)  // through 1.25 s, the first frame after 1.1 s
  #expect(events.map(\.kind) == [.finished])
  #expect(abs((events.first?.time ?? 0) - 1.1) < 1e-12)
}

@Test func stopEndsInterruptedAndShowsTheModel() throws {
  let (_, timeline, id) = try linearBox()
  _ = try timeline.sample(frame: 0)
  try timeline.stop(id, at: 0.3)
  let frame = try timeline.sample(frame: 2)
  #expect(frame.frames[1].x == 100)
  #expect(frame.events == [AnimationEvent(time: 0.3, kind: .interrupted, animation: id, tag: nil)])
}

@Test func handleForwardsToTheTimeline() throws {
  let (_, timeline, id) = try linearBox()
  let handle = timeline.handle(id)
  #expect(handle.isActive)
  try handle.seek(fraction: 0.5, at: 0)
  #expect(try timeline.sample(frame: 0).frames[1].x == 50)
  try handle.reverse(at: 0.25)
  try handle.resume(at: 0.25)
  // Back at the start 0.5 s later, at 0.75 s.
  #expect(timeline.settledTime == 0.75)
  #expect(abs((handle.fractionComplete(at: 0.5) ?? -1) - 0.25) < 1e-12)
  var events: [AnimationEvent] = []
  try timeline.finish(cursor: 0.25) { events += $0.events }
  #expect(!handle.isActive)
  #expect(events.last?.position == .start)
  #expect(handle.fractionComplete(at: 1) == nil)
}
