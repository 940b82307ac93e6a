/// An action at a time on the script's timeline (a mutation + layout, an animate, a pause…).
public struct ScheduledAction {
  /// When it happens, in seconds.
  public var time: Double
  /// What it does; it calls the timeline with `time` (for example
  /// `timeline.animate(at: time, …)`).
  public var perform: (Timeline) -> Void

  /// Creates an action.
  public init(time: Double, perform: @escaping (Timeline) -> Void) {
    self.time = time
    self.perform = perform
  }
}

/// Plays a whole script on a timeline under any clock, with identical frames either way.
///
/// For frame k: applies, in order, every action whose time is at or before k / fps
/// (within 1e-9 s), then samples frame k. It stops after the first frame at or after the
/// later of `cursorEnd` and the end of every animation, or at `limit`.
public final class Playback {
  /// The timeline played.
  public let timeline: Timeline
  private let actions: [ScheduledAction]
  private let cursorEnd: Double
  private let limit: Double
  private var nextAction = 0

  /// Prepares a playback.
  ///
  /// - Parameters:
  ///   - timeline: The timeline (its `fps` is the clock's rate).
  ///   - actions: Actions in nondecreasing time order.
  ///   - cursorEnd: The script cursor after the last action, in seconds.
  ///   - limit: The last time sampled when an animation never ends, in seconds.
  public init(
    timeline: Timeline, actions: [ScheduledAction], cursorEnd: Double, limit: Double = 3600
  ) {
    for (earlier, later) in zip(actions, actions.dropFirst()) {
      precondition(earlier.time <= later.time, "actions must be in time order")
    }
    self.timeline = timeline
    self.actions = actions
    self.cursorEnd = cursorEnd
    self.limit = limit
  }

  /// Plays every frame into `sink` under `clock`.
  ///
  /// - Returns: The clock's pacing report.
  public func play(clock: any FrameClock, _ sink: @escaping (TimelineFrame) -> Void)
    -> FramePacingReport
  {
    clock.drive(fps: timeline.fps) { [self] index in
      let time = timeline.time(ofFrame: index)
      while nextAction < actions.count && actions[nextAction].time.isAtOrBefore(time) {
        actions[nextAction].perform(timeline)
        nextAction += 1
      }
      sink(timeline.sample(frame: index))
      if nextAction < actions.count { return true }
      let end = min(max(cursorEnd, timeline.settledTime ?? limit), limit)
      return timeline.time(ofFrame: index) < end - Tolerance.time
    }
  }
}
