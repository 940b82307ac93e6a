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
    try advance(to: time)
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
      guard let progress = animation.sampledProgress(at: time) else { continue }
      value += deltas[slot] * (1 - progress)
    }
    return value
  }

  /// Writes every animated constant's value at `time` and, if any changed, lays out and
  /// commits; constants no animation moves any more are written one last time and dropped.
  ///
  /// The values are `constantValue(of:at:)`'s, summed in the same order (base, then each
  /// running animation's first track of the key, in creation order), computed in one pass
  /// over the running animations' tracks: with K animated constants a frame costs
  /// O(K + tracks) (a linear search of at most 16 per track below 17 constants), not
  /// O(K × tracks) lookups. Only constants whose value changed are written.
  func syncConstants(at time: Double) throws(AnimatorError) {
    guard !constantStates.isEmpty else { return }
    let count = constantStates.count
    // A handful of constants (the common case) is searched linearly, without allocating;
    // from 16 on, a dictionary (lookups only, never iterated) keeps each lookup O(1).
    var slotOf: [Int: Int]?
    if count > 16 {
      var map = [Int: Int](minimumCapacity: count)
      for (slot, state) in constantStates.enumerated() { map[state.key] = slot }
      slotOf = map
    }
    for slot in 0..<count {
      constantStates[slot].pending = constantStates[slot].base
      constantStates[slot].addedBy = -1
    }
    for (number, animation) in animations.enumerated() {
      guard case .constants(let keys, let deltas) = animation.content else { continue }
      // Nil past the end of the run: the keys still count as animated this pass.
      let weight = animation.sampledProgress(at: time).map { 1 - $0 }
      for (key, delta) in zip(keys, deltas) {
        let found = slotOf.map { $0[key] } ?? constantStates.firstIndex { $0.key == key }
        // Only the animation's first track of a key counts, as in `constantValue(of:at:)`.
        guard let slot = found, constantStates[slot].addedBy != number else { continue }
        constantStates[slot].addedBy = number
        if let weight { constantStates[slot].pending += delta * weight }
      }
    }
    var changed = false
    // Compacted in place (no new array per frame).
    var kept = 0
    for index in 0..<count {
      let state = constantStates[index]
      let value = state.pending
      if state.written != value {
        state.set(value)
        constantStates[index].written = value
        changed = true
      }
      if state.addedBy >= 0 {
        if kept != index { constantStates[kept] = constantStates[index] }
        kept += 1
      }
    }
    if kept < constantStates.count { constantStates.removeSubrange(kept...) }
    if changed {
      host.layoutIfNeeded()
      try refreshModel(structureMayChange: false)
      cache.markAllCommitted()
    }
  }
}
