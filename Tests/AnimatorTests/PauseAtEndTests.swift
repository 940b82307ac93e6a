import Layout
import Testing

@testable import Animator

/// `Timeline.setPausesAtEnd(_:_:at:)`: an animation that waits at its end.
@Suite struct PauseAtEndTests {
  /// One box moved from x 0 to 100 linearly over 1 s, sampled at 4 fps, waiting at its end.
  private func waitingMove() throws -> (Timeline, AnimationID) {
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 4)
    try timeline.layout(at: 0)
    let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
      box.x = 100
    }
    try timeline.setPausesAtEnd(id, true, at: 0)
    return (timeline, id)
  }

  @Test func itStaysPausedAtTheEndWithoutAnEndEvent() throws {
    let (timeline, id) = try waitingMove()
    var events: [AnimationEventKind] = []
    for index in 0...8 { events += try timeline.sample(frame: index).events.map(\.kind) }
    // Started, never finished; at 2 s it is still on the timeline, at the end value 100.
    #expect(events == [.started])
    #expect(timeline.isPausedAtEnd(id))
    #expect(timeline.runningAnimations == [id])
    #expect(timeline.fractionComplete(id, at: 2) == 1)
    #expect(try timeline.sample(frame: 9).frames[1].x == 100)
    #expect(timeline.settledTime == nil)
  }

  @Test func reversedItRunsBackAndWaitsAtTheStart() throws {
    let (timeline, id) = try waitingMove()
    _ = try timeline.sample(frame: 6)
    try timeline.reverse(id, at: 1.5)
    #expect(timeline.isPausedAtEnd(id))
    try timeline.resume(id, at: 1.5)
    #expect(!timeline.isPausedAtEnd(id))
    // Back over 1 s: at 2 s, 100 × (1 − 0.5) = 50; at 2.5 s at the start, waiting.
    #expect(try timeline.sample(frame: 8).frames[1].x == 50)
    #expect(try timeline.sample(frame: 10).frames[1].x == 0)
    #expect(timeline.isPausedAtEnd(id))
    #expect(try timeline.sample(frame: 12).frames[1].x == 0)
  }

  @Test func turnedOffWhileWaitingItFinishesThen() throws {
    let (timeline, id) = try waitingMove()
    _ = try timeline.sample(frame: 6)
    try timeline.setPausesAtEnd(id, false, at: 1.5)
    let frame = try timeline.sample(frame: 7)
    #expect(frame.events.map(\.kind) == [.finished])
    #expect(frame.events.first?.time == 1.5)
    #expect(timeline.runningAnimations.isEmpty)
  }
}
