/// An action at a time on the script's timeline (a mutation + layout, an animate, a pause…).
public struct ScheduledAction {
  /// When it happens, in seconds.
  public var time: Double
  /// What it does; it calls the timeline with `time` (for example
  /// `timeline.animate(at: time, …)`).
  public var perform: (Timeline) throws(AnimatorError) -> Void

  /// Creates an action.
  public init(time: Double, perform: @escaping (Timeline) throws(AnimatorError) -> Void) {
    self.time = time
    self.perform = perform
  }
}

/// Plays a whole script on a timeline under any clock, with identical frames either way.
///
/// For frame k: applies, in order, every action whose time is at or before k / fps
/// (within 1e-9 s), then samples frame k. It stops after the first frame at or after the
/// later of `cursorEnd` and the end of every animation, or at `limit` (actions later than
/// `limit` are never performed).
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
  ///   - limit: The last time sampled when an animation never ends or actions lie beyond
  ///     it, in seconds; finite.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite limit, cursor end or action
  ///   time; `.outOfOrder` for an action earlier than the one before it.
  public init(
    timeline: Timeline, actions: [ScheduledAction], cursorEnd: Double, limit: Double = 3600
  ) throws(AnimatorError) {
    guard limit.isFinite else { throw .notFinite(parameter: "limit") }
    guard !cursorEnd.isNaN else { throw .notFinite(parameter: "cursor end") }
    for action in actions where !action.time.isFinite {
      throw .notFinite(parameter: "action time")
    }
    for (earlier, later) in zip(actions, actions.dropFirst()) where later.time < earlier.time {
      throw .outOfOrder(time: later.time, latest: earlier.time)
    }
    self.timeline = timeline
    self.actions = actions
    self.cursorEnd = cursorEnd
    self.limit = limit
  }

  /// Plays every frame into `sink` under `clock`.
  ///
  /// - Returns: The clock's pacing report.
  /// - Throws: The first error an action or a sample threw (for example an action that
  ///   calls the timeline with a time before the frame just sampled); the playback stops
  ///   at that frame.
  public func play(clock: any FrameClock, _ sink: @escaping (TimelineFrame) -> Void)
    throws(AnimatorError) -> FramePacingReport
  {
    var failure: AnimatorError?
    let report = clock.drive(fps: timeline.fps) { [self] index in
      let time = timeline.time(ofFrame: index)
      do throws(AnimatorError) {
        while nextAction < actions.count && actions[nextAction].time.isAtOrBefore(time) {
          try actions[nextAction].perform(timeline)
          nextAction += 1
        }
        sink(try timeline.sample(frame: index))
      } catch {
        failure = error
        return false
      }
      // Actions after `limit` are never reached: the playback ends at the limit regardless.
      if nextAction < actions.count && time < limit - Tolerance.time { return true }
      let end = min(max(cursorEnd, timeline.settledTime ?? limit), limit)
      return timeline.time(ofFrame: index) < end - Tolerance.time
    }
    if let failure { throw failure }
    return report
  }
}
