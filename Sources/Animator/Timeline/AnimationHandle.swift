/// A UIViewPropertyAnimator-style handle on one animation of a timeline.
///
///     let handle = timeline.handle(timeline.animate(at: 0, spec) { … })
///     handle.pause(at: 0.2)
///     handle.seek(fraction: 0.5, at: 0.3)
///     handle.reverse(at: 0.3)
///     handle.resume(at: 0.4)
///
/// Every call takes the action time, in seconds, and forwards to the timeline's control
/// methods (Timeline+Control.swift); calls on an animation that has ended do nothing, and
/// a time before the timeline's latest action or sample throws `AnimatorError.outOfOrder`.
public struct AnimationHandle {
  /// The timeline the animation runs on.
  public let timeline: Timeline
  /// The animation.
  public let id: AnimationID

  /// Pauses the animation at `time`.
  public func pause(at time: Double) throws(AnimatorError) { try timeline.pause(id, at: time) }

  /// Resumes it at `time`, in its current direction.
  public func resume(at time: Double) throws(AnimatorError) { try timeline.resume(id, at: time) }

  /// Reverses its direction at `time`; with `holdingStart`, ending at its start holds the
  /// views at their start values (`Timeline.reverse(_:at:holdingStart:)`).
  public func reverse(at time: Double, holdingStart: Bool = false) throws(AnimatorError) {
    try timeline.reverse(id, at: time, holdingStart: holdingStart)
  }

  /// Moves it to `fraction` of its active duration and pauses it, at `time` (with
  /// `linear`, showing its changes that fraction of the way: `Timeline.seek`).
  public func seek(fraction: Double, at time: Double, linear: Bool = false)
    throws(AnimatorError)
  {
    try timeline.seek(id, fraction: fraction, at: time, linear: linear)
  }

  /// Stops it at `time`: it ends `interrupted` and the views show the model.
  public func stop(at time: Double) throws(AnimatorError) { try timeline.stop(id, at: time) }

  /// The fraction of its active duration run at `time`; nil once it has ended.
  public func fractionComplete(at time: Double) -> Double? {
    timeline.fractionComplete(id, at: time)
  }

  /// Whether the animation is still on the timeline (running, delayed or paused).
  public var isActive: Bool { timeline.runningAnimations.contains(id) }
}

extension Timeline {
  /// A property-animator-style handle on animation `id`.
  public func handle(_ id: AnimationID) -> AnimationHandle {
    AnimationHandle(timeline: self, id: id)
  }
}
