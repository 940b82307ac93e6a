extension Timeline {
  /// Pauses animation `id` at `time` (UIViewPropertyAnimator `pauseAnimation`).
  ///
  /// Its presented values hold until it is resumed. Unknown or ended ids are ignored.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  public func pause(_ id: AnimationID, at time: Double) throws(AnimatorError) {
    try advance(to: time)
    guard let animation = running(id) else { return }
    animation.clock.setRate(0, at: time)
  }

  /// Resumes a paused animation at `time` in its current direction (forward, or backward
  /// after `reverse`).
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  ///
  /// After a linear seek it goes on from the values shown, on its curve: the clock moves to
  /// the time where the curve shows them (no jump), then runs.
  public func resume(_ id: AnimationID, at time: Double) throws(AnimatorError) {
    try advance(to: time)
    guard let animation = running(id), animation.clock.rate == 0 else { return }
    if let scrub = animation.linearScrub {
      let active = animation.spec.activeDuration
      let elapsed = Self.elapsed(where: animation.spec, reaches: scrub)
      animation.clock = LocalClock(
        anchorGlobal: time, anchorLocal: animation.spec.delay + min(elapsed, active), rate: 0)
    }
    animation.clock.setRate(animation.runsBackward ? -1 : 1, at: time)
  }

  /// The time into the run (seconds) where `spec`'s curve first reaches `value` (0…1), by
  /// bisection over the active duration (64 halvings: to the last bit of a double).
  static func elapsed(where spec: AnimationSpec, reaches value: Double) -> Double {
    let active = spec.activeDuration
    guard active.isFinite, active > 0 else { return 0 }
    var low = 0.0
    var high = active
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if spec.curveValue(atElapsed: middle) < value { low = middle } else { high = middle }
    }
    return high
  }

  /// Reverses animation `id` at `time` (UIViewPropertyAnimator `isReversed`).
  ///
  /// It runs back
  /// to its start values and then finishes with position `.start`; the model keeps the end
  /// values, so the views then show the model (the completion must reset the constraints),
  /// or with `holdingStart` stay held at their start values as `stop(_:at:holding: .start)`
  /// holds them (UIViewPropertyAnimator: `.start` is "the values of the properties before
  /// you applied any animations", kept in the layers' model until the next layout).
  /// Reversing again runs forward.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  public func reverse(_ id: AnimationID, at time: Double, holdingStart: Bool = false)
    throws(AnimatorError)
  {
    try advance(to: time)
    guard let animation = running(id) else { return }
    animation.reversed.toggle()
    if holdingStart { animation.holdsStart = true }
    if animation.clock.rate != 0 {
      animation.clock.setRate(animation.runsBackward ? -1 : 1, at: time)
    }
  }

  /// Moves animation `id` to `fraction` (0…1, clamped) of its active duration, paused.
  ///
  /// As UIViewPropertyAnimator `fractionComplete`, which can only be set while paused;
  /// the seek happens at `time`. The fraction is of time; the value follows the curve, or
  /// with `linear` is the fraction itself (UIViewPropertyAnimator `scrubsLinearly`: "use a
  /// linear timing function during scrubbing") until the clock is set again (resume it with
  /// `continueAnimation` on its own curve to go on from there without a jump).
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  public func seek(_ id: AnimationID, fraction: Double, at time: Double, linear: Bool = false)
    throws(AnimatorError)
  {
    try advance(to: time)
    guard let animation = running(id) else { return }
    let active = animation.spec.activeDuration
    guard active.isFinite else { return }
    let clamped = min(max(fraction, 0), 1)
    animation.clock = LocalClock(
      anchorGlobal: time, anchorLocal: animation.spec.delay + clamped * active, rate: 0)
    if linear { animation.linearScrub = clamped }
    if !animation.startReported {
      report(.started, animation, at: time)
      animation.startReported = true
    }
  }

  /// The fraction of its active duration animation `id` has run at `time`, nil if it is not
  /// on the timeline or repeats forever; after `continueAnimation`, of the new run.
  public func fractionComplete(_ id: AnimationID, at time: Double) -> Double? {
    guard let animation = running(id) else { return nil }
    let active = animation.spec.activeDuration
    guard active.isFinite, active > 0 else { return nil }
    return min(max(animation.elapsed(at: time) / active, 0), 1)
  }

  /// Stops animation `id` at `time` where it is (UIViewPropertyAnimator
  /// `stopAnimation(false)` then `finishAnimation(at: .end)`): it ends `interrupted` and the
  /// views show the model.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  public func stop(_ id: AnimationID, at time: Double) throws(AnimatorError) {
    try advance(to: time)
    guard let index = animations.firstIndex(where: { $0.id == id }) else { return }
    report(.interrupted, animations[index], at: time)
    animations.remove(at: index)
  }

  /// Makes animation `id` wait at its end instead of finishing, from `time` on.
  ///
  /// It stays on the timeline, paused at its end (or its start, run backward), with no end
  /// event (UIViewPropertyAnimator `pausesOnCompletion`: "the animator remains in the
  /// active state when the animation finishes, and it does not execute its completion
  /// handler"). Turned off while it waits at its end, it finishes at `time`.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  public func setPausesAtEnd(_ id: AnimationID, _ pauses: Bool, at time: Double)
    throws(AnimatorError)
  {
    try advance(to: time)
    guard let animation = running(id) else { return }
    animation.pausesAtEnd = pauses
    if !pauses && animation.isPausedAtEnd {
      animation.clock.setRate(animation.runsBackward ? -1 : 1, at: time)
    }
  }

  /// Whether animation `id` reached its end with `setPausesAtEnd` on and waits there.
  public func isPausedAtEnd(_ id: AnimationID) -> Bool { running(id)?.isPausedAtEnd ?? false }

  func running(_ id: AnimationID) -> RunningAnimation? {
    animations.first { $0.id == id }
  }
}
