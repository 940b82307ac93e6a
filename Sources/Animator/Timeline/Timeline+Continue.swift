extension Timeline {
  /// Continues animation `id` from `time` on `curve` for what is left of it, scaled by
  /// `durationFactor` (UIViewPropertyAnimator
  /// `continueAnimation(withTimingParameters:durationFactor:)`).
  ///
  /// The views go on from where they are to the end values: the offsets left at `time`
  /// (`delta × (1 − curve(elapsed))`) become the deltas of a new run whose delay is the
  /// delay left × `durationFactor` and whose duration is the active time left ×
  /// `durationFactor`, on `curve`. It runs forward from `time` (a paused animation
  /// resumes). A reversed, repeating, keyframe or relayout animation only resumes: the
  /// remaining part of those is not a single run to the end values.
  /// - Returns: The fraction of the original run done at `time` (0…1), nil when the
  ///   animation is not on the timeline.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time or factor,
  ///   `.outOfOrder` for a time before the latest action or sample; nothing changes then.
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
    guard case .frames(let views, let deltas) = animation.content, !animation.reversed,
      animation.appearance == nil,
      case .count(let count) = spec.repeatCount, count == 1, !spec.autoreverses,
      active.isFinite, elapsed < active
    else {
      try resume(id, at: time)
      return done
    }
    let factor = max(durationFactor, 0)
    let weight = 1 - spec.curveValue(atElapsed: elapsed)
    let next = try AnimationSpec(
      duration: (active - max(elapsed, 0)) * factor, delay: max(-elapsed, 0) * factor,
      curve: curve)
    animation.spec = next
    animation.content = .frames(views: views, deltas: deltas.map { $0 * weight })
    animation.clock = LocalClock(anchorGlobal: time, anchorLocal: 0, rate: 1)
    return done
  }
}
