import Foundation
import Layout
import Testing

@testable import Animator

/// A small script: an animation at 0, an additive interruption between frames, a relayout.
private func makePlayback() throws -> Playback {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 240)
  let first = try AnimationSpec(duration: 0.06, curve: .easeInEaseOut)
  let second = try AnimationSpec(duration: 0.05, curve: .spring(dampingRatio: 0.5))
  let actions = [
    ScheduledAction(time: 0) { (t: Timeline) throws(AnimatorError) in try t.layout(at: 0) },
    ScheduledAction(time: 0) { (t: Timeline) throws(AnimatorError) in
      try t.animate(at: 0, first, tag: 1) { box.x = 100 }
    },
    ScheduledAction(time: 0.0301) { (t: Timeline) throws(AnimatorError) in
      try t.animate(at: 0.0301, second, tag: 2) { box.x = 10 }
    },
    ScheduledAction(time: 0.05) { (t: Timeline) throws(AnimatorError) in
      try t.animateRelayout(
        at: 0.05, first, tag: 3,
        tracks: [ConstantTrack(key: 0, from: 100, to: 160) { box.width = $0 }])
    },
  ]
  return try Playback(timeline: timeline, actions: actions, cursorEnd: 0.1)
}

@Test func virtualPlaybackMatchesManualDriving() throws {
  var played: [TimelineFrame] = []
  let report = try makePlayback().play(clock: VirtualClock()) { played.append($0) }
  #expect(played.count == 28)  // through 0.11 s, the relayout's end (frame 26.4 → 27)
  #expect(report.frames == 28 && report.lateFrames == 0 && report.droppedTicks == 0)
  #expect(played.map(\.index) == Array(0..<28))
  #expect(played.flatMap(\.events).filter { $0.kind == .finished }.map(\.tag) == [1, 2, 3])
}

/// The one real-time test: 0.1 s at 240 fps under the Dispatch clock equals the virtual
/// run frame for frame; a consumer that stalls 20 ms on frame 5 makes later frames late
/// but changes no data.
@Test func dispatchClockEqualsVirtualClockFrameForFrame() throws {
  var virtual: [TimelineFrame] = []
  _ = try makePlayback().play(clock: VirtualClock()) { virtual.append($0) }

  let playback = try makePlayback()
  let collected = FrameBox()
  let report = try playback.play(clock: DispatchClock()) { frame in
    if frame.index == 5 { Thread.sleep(forTimeInterval: 0.02) }
    collected.frames.append(frame)
  }
  #expect(collected.frames == virtual)
  #expect(report.frames == virtual.count)
  // Frame 6 is due at 25 ms but cannot be produced before 5/240 s + 20 ms ≈ 41 ms, after
  // its slot ended at 29 ms.
  #expect(report.lateFrames >= 1)
  #expect(report.maximumLateness >= 0.012)
  #expect(report.ticks >= 1)
}

/// Frames written from the clock's queue; read after `play` returns.
private final class FrameBox: @unchecked Sendable {
  var frames: [TimelineFrame] = []
}

@Test func pacingCountsLateFramesAndDroppedTicksFromInjectedTimes() throws {
  // 100 fps: slots of 10 ms. An injected slow consumer takes 35 ms on frame 2, so the
  // timer fired 3 more times meanwhile (coalesced into one tick), and frames 3 and 4 are
  // produced at 57 and 58 ms, after their slots (40 ms, 50 ms) ended.
  var pacing = try FramePacing(fps: 100)
  let produced = [0.001, 0.011, 0.056, 0.057, 0.058, 0.059]
  let coalesced = [1, 1, 1, 4, 1, 1]
  for (index, time) in produced.enumerated() {
    pacing.recordTick(coalesced: coalesced[index])
    pacing.recordFrame(index, producedAt: time)
  }
  #expect(pacing.report.frames == 6)
  #expect(pacing.report.ticks == 6)
  #expect(pacing.report.droppedTicks == 3)
  #expect(pacing.report.lateFrames == 3)  // frames 2 (56 > 30), 3 (57 > 40), 4 (58 > 50)
  #expect(abs(pacing.report.maximumLateness - 0.036) < 1e-12)
}
