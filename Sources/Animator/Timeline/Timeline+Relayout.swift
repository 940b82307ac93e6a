extension Timeline {
  /// Animates constraint constants themselves, re-solving the layout on every sampled frame
  /// (AppKit's `constraint.animator().constant`): frames follow the re-solved layout, so
  /// inequalities and priorities clamp along the way, unlike frame interpolation.
  ///
  /// Each constant's value is `to + Σ (from − to) · (1 − curve)` over the animations of it
  /// that are running (`additive`); `fromCurrentState` starts a new track from the current
  /// value and removes older tracks of the same key; `replace` removes them and starts from
  /// `from`. The model frames reported while it runs are the re-solved ones. A zero duration
  /// writes `to` and lays out at once.
  ///
  /// - Parameters:
  ///   - time: The action time in seconds; not before the previous action.
  ///   - spec: Duration, delay, curve, repeats, autoreverse.
  ///   - tag: The runner's tag for events.
  ///   - tracks: The constants to animate.
  /// - Returns: The new animation's id.
  /// - Throws: `AnimatorError.notFinite` or `.outOfOrder` for a bad `time`; nothing changes.
  @discardableResult
  public func animateRelayout(
    at time: Double, _ spec: AnimationSpec, tag: Int? = nil, tracks: [ConstantTrack]
  ) throws(AnimatorError) -> AnimationID {
    try prepare(at: time)
    let id = makeID()
    var keys: [Int] = []
    var deltas: [Double] = []
    var interrupted: [Int] = []
    for track in tracks {
      var from = track.from
      if let index = constantStates.firstIndex(where: { $0.key == track.key }) {
        switch policy {
        case .additive:
          break
        case .fromCurrentState:
          from = constantValue(of: track.key, at: time)
          interrupted.append(track.key)
        case .replace:
          interrupted.append(track.key)
        }
        constantStates[index].base = track.to
        constantStates[index].set = track.set
      } else {
        constantStates.append(ConstantState(key: track.key, base: track.to, set: track.set))
      }
      keys.append(track.key)
      deltas.append(from - track.to)
    }
    if !interrupted.isEmpty { interrupt(mask: [], keys: interrupted, at: time) }
    let running = RunningAnimation(
      id: id, tag: tag, spec: spec, createdAt: time, content: .constants(keys: keys, deltas: deltas)
    )
    if spec.isImmediate || keys.isEmpty {
      report(.started, running, at: time)
      report(.finished, running, at: time)
    } else {
      begin(running, at: time)
    }
    try syncConstants(at: time)
    return id
  }

  /// The value of animated constant `key` at `time`: its base plus the running offsets.
  func constantValue(of key: Int, at time: Double) -> Double {
    guard let state = constantStates.first(where: { $0.key == key }) else { return 0 }
    var value = state.base
    for animation in animations {
      guard case .constants(let keys, let deltas) = animation.content,
        let slot = keys.firstIndex(of: key)
      else { continue }
      let elapsed = animation.elapsed(at: time)
      if elapsed >= animation.spec.activeDuration { continue }
      value += deltas[slot] * (1 - animation.spec.curveValue(atElapsed: elapsed))
    }
    return value
  }

  /// Writes every animated constant's value at `time` and, if any changed, lays out and
  /// commits; constants no animation moves any more are written one last time and dropped.
  func syncConstants(at time: Double) throws(AnimatorError) {
    guard !constantStates.isEmpty else { return }
    var changed = false
    // Compacted in place (no new array per frame); keys are unique, so a state moved down
    // never hides another from `constantValue`.
    var kept = 0
    for index in constantStates.indices {
      let state = constantStates[index]
      let value = constantValue(of: state.key, at: time)
      if state.written != value {
        state.set(value)
        constantStates[index].written = value
        changed = true
      }
      let stillMoving = animations.contains { animation in
        if case .constants(let keys, _) = animation.content { return keys.contains(state.key) }
        return false
      }
      if stillMoving {
        if kept != index { constantStates[kept] = constantStates[index] }
        kept += 1
      }
    }
    if kept < constantStates.count { constantStates.removeSubrange(kept...) }
    if changed {
      host.layoutIfNeeded()
      try refreshModel(structureMayChange: false)
      markCommitted()
    }
  }
}
