import Layout

extension Timeline {
  /// Lays out now and commits the model frames, without animating (the script's `layout`).
  ///
  /// Running animations keep running: their offsets now apply to the new model (as in
  /// UIKit, where setting a frame outside an animation leaves in-flight animations alone).
  ///
  /// - Parameter time: The action time in seconds; not before the previous action.
  public func layout(at time: Double) {
    prepare(at: time)
    host.layoutIfNeeded()
    refreshModel()
    markCommitted()
  }

  /// Runs `mutations`, lays out, and animates every frame that changed from its committed
  /// value to its new value (UIKit's `UIView.animate { …; layoutIfNeeded() }`).
  ///
  /// The start values are the frames committed before the call (the model), so a mutation
  /// made earlier but never laid out is animated together with the block. Each changed
  /// frame component (x, y, width, height of the frame and of the window frame) gets an
  /// offset start − new that decays to 0 on the curve; how it combines with running
  /// animations follows `policy`. A view that changes but never had a committed frame
  /// raises `AnimatorWarning.animatesFromUncommittedFrame`. A zero duration applies the
  /// change at once (events `started` and `finished` at `time`); so does a block that
  /// changes nothing.
  ///
  /// - Parameters:
  ///   - time: The action time in seconds; not before the previous action.
  ///   - spec: Duration, delay, curve, repeats, autoreverse.
  ///   - tag: The runner's tag for events (the script line).
  ///   - mutations: Changes to the layout (constants, activation, sizes…); the timeline
  ///     calls them once, then `layoutIfNeeded()`.
  /// - Returns: The new animation's id.
  /// - Complexity: O(views + running animations' views).
  @discardableResult
  public func animate(
    at time: Double, _ spec: AnimationSpec, tag: Int? = nil, mutations: () -> Void
  ) -> AnimationID {
    prepare(at: time)
    let id = makeID()
    let old = Timeline.flatten(host.modelFrames(), host.windowFrames())
    let start = policy == .fromCurrentState ? presentedComponents(at: time) : old
    mutations()
    host.layoutIfNeeded()
    refreshModel()
    let new = components
    let (views, deltas, mask) = changes(old: old, start: start, new: new)
    let running = RunningAnimation(
      id: id, tag: tag, spec: spec, createdAt: time, content: .frames(views: views, deltas: deltas))
    warnUncommitted(views, running, at: time)
    markCommitted()
    guard !spec.isImmediate, !views.isEmpty else {
      report(.started, running, at: time)
      report(.finished, running, at: time)
      return id
    }
    if policy != .additive { interrupt(mask: mask, keys: [], at: time) }
    begin(running, at: time)
    return id
  }

  /// Adds a new animation, reporting its start when it has no delay.
  func begin(_ animation: RunningAnimation, at time: Double) {
    animations.append(animation)
    if animation.spec.delay <= 0 {
      report(.started, animation, at: time)
      animation.startReported = true
    }
  }

  /// The views whose components changed from `old` to `new`, their offsets start − new,
  /// and a per-view bit mask of the changed components.
  func changes(old: [Double], start: [Double], new: [Double]) -> (
    views: [Int], deltas: [Double], mask: [UInt8]
  ) {
    let count = new.count / 8
    var views: [Int] = []
    var deltas: [Double] = []
    var mask = [UInt8](repeating: 0, count: count)
    for view in 0..<count {
      var bits: UInt8 = 0
      for component in 0..<8 {
        let index = view * 8 + component
        let before = index < old.count ? old[index] : 0
        if abs(new[index] - before) > Tolerance.points { bits |= 1 << component }
      }
      guard bits != 0 else { continue }
      mask[view] = bits
      views.append(view)
      for component in 0..<8 {
        let index = view * 8 + component
        let from = index < start.count ? start[index] : 0
        deltas.append(bits & (1 << component) != 0 ? from - new[index] : 0)
      }
    }
    return (views, deltas, mask)
  }

  /// Warns for each of `views` whose frame no layout pass has committed yet.
  func warnUncommitted(_ views: [Int], _ animation: RunningAnimation, at time: Double) {
    for view in views where view >= committed.count || !committed[view] {
      pendingWarnings.append(
        .animatesFromUncommittedFrame(
          view: view, animation: animation.id, tag: animation.tag, time: time))
    }
  }
}
