extension Timeline {
  /// Continues animation `id` from `time` on `curve` for what is left of it, scaled by
  /// `durationFactor` (UIViewPropertyAnimator
  /// `continueAnimation(withTimingParameters:durationFactor:)`).
  ///
  /// Whatever it animates (frames, keyframe paths, constants, alphas, transforms), the
  /// changes go on from where they are at `time`, progress p₀, to the end values (progress
  /// 1), or, when reversed, back to the start values (progress 0), on `curve`: the samplers
  /// then apply progress `p₀ + (target − p₀) × curve(elapsed′ / duration′)`
  /// (`ProgressRemap`). The new run's duration is the active time left × `durationFactor`
  /// (forward: active − elapsed; reversed: elapsed, the time back to the start) and its
  /// delay the delay left × `durationFactor`. For a frame animation that is a run of the
  /// offsets left, `delta × (1 − p₀)`, to the model.
  ///
  /// The clock runs forward from `time` (a paused animation resumes). A reversed animation
  /// stays reversed: it ends at `finishTime` with position `.start` and, if it holds its
  /// start (`reverse(_:at:holdingStart:)`), leaves the views held at their start values.
  /// Reversing a continued animation runs it back to where the continue began (p₀), with
  /// position `.start` after a forward continue (held at p₀ if it holds its start) and
  /// `.end` after a reversed one (the views then show the model). A
  /// repeating or autoreversing animation only resumes (UIViewPropertyAnimator has no
  /// repeat option, and blocks nested in its animations inherit its timing).
  /// - Returns: The fraction of the run (its active duration) done at `time` (0…1), nil
  ///   when the animation is not on the timeline.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time or factor,
  ///   `.outOfOrder` for a time before the latest action or sample; nothing changes then.
  ///   An `AnimationSpec` error for `curve` over the time left (a spring whose stiffness
  ///   cannot be fitted to it); the animation is unchanged then.
  /// - Complexity: O(1).
  @discardableResult
  public func continueAnimation(
    _ id: AnimationID, at time: Double, curve: TimingCurve, durationFactor: Double
  ) throws(AnimatorError) -> Double? {
    guard durationFactor.isFinite else { throw .notFinite(parameter: "durationFactor") }
    try advance(to: time)
    guard let animation = running(id) else { return nil }
    let spec = animation.spec
    let active = spec.activeDuration
    let elapsed = animation.elapsed(at: time)
    let done = active > 0 && active.isFinite ? min(max(elapsed / active, 0), 1) : 1
    guard case .count(let count) = spec.repeatCount, count == 1, !spec.autoreverses,
      active.isFinite
    else {
      try resume(id, at: time)
      return done
    }
    let factor = max(durationFactor, 0)
    let towardStart = animation.reversed
    let run = min(max(elapsed, 0), active)
    let next = try AnimationSpec(
      duration: (towardStart ? run : active - run) * factor,
      delay: towardStart ? 0 : max(-elapsed, 0) * factor, curve: curve)
    animation.remap = ProgressRemap(
      from: animation.shownProgress(at: time), towardStart: towardStart)
    animation.spec = next
    animation.clock = LocalClock(anchorGlobal: time, anchorLocal: 0, rate: 1)
    return done
  }

  /// The time animation `id` still runs at `time` (the delay left plus the active time
  /// left; reversed, the time back to its start), in seconds; nil when it is not on the
  /// timeline or runs forever.
  ///
  /// - Complexity: O(animations).
  public func remainingTime(of id: AnimationID, at time: Double) -> Double? {
    guard let animation = running(id) else { return nil }
    let active = animation.spec.activeDuration
    guard active.isFinite else { return nil }
    let elapsed = animation.elapsed(at: time)
    let run = min(max(elapsed, 0), active)
    return animation.reversed ? run : max(-elapsed, 0) + active - run
  }
}
