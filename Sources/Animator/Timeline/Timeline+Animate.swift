import Layout

extension Timeline {
  /// Lays out now and commits the model frames, without animating (the script's `layout`).
  ///
  /// Running animations keep running: their offsets now apply to the new model (as in
  /// UIKit, where setting a frame outside an animation leaves in-flight animations alone).
  ///
  /// - Parameter time: The action time in seconds; not before the previous action.
  /// - Throws: `AnimatorError.notFinite` or `.outOfOrder` for a bad `time`; nothing changes.
  public func layout(at time: Double) throws(AnimatorError) {
    try advance(to: time)
    host.layoutIfNeeded()
    try refreshModel()
    cache.markAllCommitted()
  }

  /// Runs `mutations`, lays out, and animates every frame that changed from its committed
  /// value to its new value (UIKit's `UIView.animate { …; layoutIfNeeded() }`).
  ///
  /// The start values are the frames committed before the call (the model), so a mutation
  /// made earlier but never laid out is animated together with the block. Each changed
  /// frame component (x, y, width, height of the frame and of the window frame) gets an
  /// offset start − new that decays to 0 on the curve; how it combines with running
  /// animations follows `policy`. A view that changes but never had a committed frame
  /// raises `AnimatorWarning.animatesFromUncommittedFrame`. Alphas and transforms the
  /// mutations set (`LayoutHost.appearances()`, read before and after) animate with the same
  /// curve: an alpha additively like a frame component, a transform by its offset
  /// start × new⁻¹ decaying to the identity by decomposition (`TransformPath`). A zero
  /// duration applies the change at once (events `started` and `finished` at `time`); so
  /// does a block that changes nothing. Key frames nested in `mutations`
  /// (`captureNestedKeyframe(_:)`) make it a keyframe animation on `spec` instead.
  ///
  /// - Parameters:
  ///   - time: The action time in seconds; not before the previous action.
  ///   - spec: Duration, delay, curve, repeats, autoreverse.
  ///   - tag: The runner's tag for events (the script line).
  ///   - mutations: Changes to the layout (constants, activation, sizes…); the timeline
  ///     calls them once, then `layoutIfNeeded()`.
  /// - Returns: The new animation's id.
  /// - Throws: `AnimatorError.notFinite` or `.outOfOrder` for a bad `time`; the mutations
  ///   are not run then.
  /// - Complexity: O(views + running animations' views).
  @discardableResult
  public func animate(
    at time: Double, _ spec: AnimationSpec, tag: Int? = nil, mutations: () -> Void
  ) throws(AnimatorError) -> AnimationID {
    try advance(to: time)
    let id = makeID()
    let old = FrameCache.flatten(host.modelFrames(), host.windowFrames())
    let start = policy == .fromCurrentState ? presentedComponents(at: time) : old
    let oldLook = hostAppearance()
    let startLook = appearanceStart(old: oldLook, at: time)
    let heldBefore = held
    let outerBlock = openBlock
    openBlock = NestedKeyframes(
      capture: KeyframeCapture(
        id: id, time: time, start: start, startLook: startLook, held: held))
    mutations()
    let block = openBlock
    openBlock = outerBlock
    if let block, block.hasKeys {
      return try endNestedKeyframes(block, spec, tag: tag)
    }
    host.layoutIfNeeded()
    try refreshModel()
    let new = components
    var (changeOld, changeStart) = (old, start)
    if !heldBefore.frames.isEmpty {
      foldReleasedHolds(before: heldBefore, old: &changeOld, start: &changeStart)
    }
    let (views, deltas, mask) = changes(old: changeOld, start: changeStart, new: new)
    let running = RunningAnimation(
      id: id, tag: tag, spec: spec, createdAt: time, content: .frames(views: views, deltas: deltas))
    var (lookOld, lookStart) = (oldLook, startLook)
    if !heldBefore.alphas.isEmpty || !heldBefore.transforms.isEmpty {
      foldReleasedAppearanceHolds(before: heldBefore, old: &lookOld, start: &lookStart)
    }
    let look = appearanceChanges(old: lookOld, start: lookStart)
    if look.track.hasContent { running.appearance = .basic(look.track) }
    launch(running, views: views, mask: mask, appearance: look, at: time)
    return id
  }

  /// Starts an animation built after its layout pass (`animate` and `animateKeyframes`).
  ///
  /// Warns for each of `views` no layout pass has committed, commits the model, then either
  /// reports `started` and `finished` at once (a zero duration, or nothing moves) or
  /// interrupts the running animations' components in `mask` (unless the policy is
  /// additive) and begins the animation.
  ///
  /// - Parameters:
  ///   - animation: The new animation.
  ///   - views: The views whose frames it moves, in the host's order.
  ///   - mask: A per-view bit mask of the components it moves.
  ///   - appearance: The alphas and transforms it changes (the masks of what it takes over).
  ///   - time: The action time in seconds.
  func launch(
    _ animation: RunningAnimation, views: [Int], mask: [UInt8],
    appearance: AppearanceChanges = AppearanceChanges(), at time: Double
  ) {
    warnUncommitted(views, animation, at: time)
    cache.markAllCommitted()
    let animatesAppearance = animation.appearance?.hasContent ?? false
    guard !animation.spec.isImmediate, !views.isEmpty || animatesAppearance else {
      report(.started, animation, at: time)
      report(.finished, animation, at: time)
      return
    }
    if policy != .additive {
      interrupt(mask: mask, keys: [], at: time)
      interruptAppearance(
        alphaMask: appearance.alphaMask, transformMask: appearance.transformMask, at: time)
    }
    begin(animation, at: time)
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

  /// Marks `views` as not committed by any layout pass, for views the caller has just
  /// added to the hierarchy (UIKit's `addSubview` before a layout pass): the next `layout`
  /// commits them; an animation that lays them out first animates them from whatever frame
  /// they have (the zero rectangle for a new view) and raises
  /// `AnimatorWarning.animatesFromUncommittedFrame`.
  ///
  /// - Parameter views: View indices in the host's order; indices past the views known
  ///   so far are uncommitted already.
  public func forgetCommittedFrames(ofViews views: [Int]) {
    cache.forgetCommitted(views: views)
  }

  /// Warns for each of `views` whose frame no layout pass has committed yet.
  func warnUncommitted(_ views: [Int], _ animation: RunningAnimation, at time: Double) {
    for view in views where !cache.isCommitted(view) {
      pendingWarnings.append(
        .animatesFromUncommittedFrame(
          view: view, animation: animation.id, tag: animation.tag, time: time))
    }
  }
}
