import Layout

/// The animation timeline over one layout host: takes actions at increasing times, and
/// samples what is on screen at frame k = k / fps.
///
/// The runner drives it in time order:
///
///     let timeline = try Timeline(host: engine, fps: 60)
///     try timeline.layout(at: 0)                             // initial commit
///     try timeline.advance(before: 0.5) { sink.write($0) }    // frames with time < 0.5
///     let spec = try AnimationSpec(duration: 0.3, curve: .easeInEaseOut)
///     try timeline.animate(at: 0.5, spec, tag: 12) { height.constant = 200 }
///     try timeline.finish(cursor: 0.5) { sink.write($0) }     // through the last animation
///
/// Every call that takes a time throws `AnimatorError` when the time is before the latest
/// action or sample, or is not finite; nothing changes then.
///
/// Everything here is a pure function of the action times and sample times: no wall clock
/// is read. Lay out only through the timeline (`layout(at:)`, the animate calls): it caches
/// the committed model frames between actions so sampling never calls the host unless a
/// relayout animation is running.
public final class Timeline {
  /// Frames per second of the sampling grid.
  public let fps: Int
  /// How new animations treat running ones; may be switched between actions.
  public var policy: InterruptionPolicy
  /// Called with every sampled frame, before it is returned or handed to a sink (for checks).
  public var onFrame: ((TimelineFrame) -> Void)?

  let host: any LayoutHost
  /// The committed model frames and the tables that update them incrementally.
  var cache = FrameCache()
  /// The committed model, 8 components per view (`FrameCache.components()`).
  var components: [Double] { cache.components() }
  /// The model alphas and transforms, read from the host at actions.
  var appearance = AppearanceModel()
  /// Storage reused by sampling for presented alphas, transforms and visual frames.
  var buffers = AppearanceBuffers()
  /// Running animations in creation order.
  var animations: [RunningAnimation] = []
  /// Constants animated by relayout animations, in first-animated order.
  var constantStates: [ConstantState] = []
  var pendingEvents: [AnimationEvent] = []
  var pendingWarnings: [AnimatorWarning] = []
  var lastAnimationID = 0
  /// The time of the latest action or sample, in seconds.
  var now = 0.0
  /// The frames, alphas and transforms stopped animations left behind over the model
  /// (`Timeline+Hold.swift`).
  var held = HeldValues()
  /// The `animate` block whose mutations are running, for key frames nested in it
  /// (`Timeline+NestedKeyframes.swift`); nil outside one.
  var openBlock: NestedKeyframes?

  /// The next frame `advance` or `finish` samples.
  public internal(set) var nextFrameIndex = 0

  /// Creates a timeline; nothing is laid out until `layout(at:)` or an animate call.
  ///
  /// - Parameters:
  ///   - host: The layout engine (or a fake).
  ///   - fps: Samples per second, positive.
  ///   - policy: The interruption policy (default iOS 8+ additive).
  /// - Throws: `AnimatorError.invalidFrameRate` when `fps` ≤ 0.
  public init(host: any LayoutHost, fps: Int, policy: InterruptionPolicy = .additive)
    throws(AnimatorError)
  {
    guard fps > 0 else { throw .invalidFrameRate(fps) }
    self.host = host
    self.fps = fps
    self.policy = policy
    try refreshModel()
  }

  /// The time of frame `index`, in seconds: exactly `Double(index) / Double(fps)`.
  public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

  /// The current number of views.
  public var viewCount: Int { cache.viewCount }

  /// The committed model frames (superview coordinates), in view order.
  public var modelFrames: [Rect] { cache.modelRects }

  /// The committed window frames (root coordinates), in view order.
  public var modelWindowFrames: [Rect] { cache.windowRects }

  /// Whether any animation is running, pending its delay, or paused.
  public var isAnimating: Bool { !animations.isEmpty }

  /// The ids of the animations still on the timeline, in creation order.
  public var runningAnimations: [AnimationID] { animations.map(\.id) }

  /// When the last running animation ends on its own, in seconds: nil when one repeats
  /// forever or is paused; 0 when none is running.
  public var settledTime: Double? {
    var latest = 0.0
    for animation in animations {
      guard let finish = animation.finishTime else { return nil }
      latest = max(latest, finish)
    }
    return latest
  }

  // MARK: - Internals shared by the feature files

  /// Reads the host's committed frames into the cache.
  ///
  /// - Parameter structureMayChange: true at actions (the runner's mutations may add views or
  ///   change content offsets): window frames come from the host and superview indices are
  ///   read again. False while re-solving relayout animations, where only constants change:
  ///   only the views the last pass changed are read when the host reports them
  ///   (`refreshChangedViews`), else window frames are derived from the model frames and
  ///   the cached tree when the host offers it (see `derivedWindowFrames`).
  /// - Throws: `AnimatorError.inconsistentHost` when the host's frame lists and view count
  ///   disagree (a `LayoutHost` implementation error); the cache is unchanged then.
  func refreshModel(structureMayChange: Bool = true) throws(AnimatorError) {
    if !structureMayChange && refreshChangedViews() { return }
    let pass = host.viewsChangedByLastLayout()?.pass
    let frames = host.modelFrames()
    let count = host.viewCount
    if structureMayChange {
      let superviews = host.superviewIndices()
      let windows = host.windowFrames()
      try checkCounts(views: count, frames: frames.count, windowFrames: windows.count)
      cache.rebuild(superviews: superviews)
      cache.replaceModel(frames: frames, windowFrames: windows, pass: pass)
      appearance.replace(host.appearances(), count: count)
    } else if frames.count == count, let offsets = derivableContentOffsets(count: count),
      cache.replaceModel(frames: frames, contentOffsets: offsets, pass: pass)
    {
      return
    } else {
      let windows = host.windowFrames()
      try checkCounts(views: count, frames: frames.count, windowFrames: windows.count)
      cache.replaceModel(frames: frames, windowFrames: windows, pass: pass)
    }
  }

  /// Throws `AnimatorError.inconsistentHost` unless the host's lists have one entry per view.
  private func checkCounts(views: Int, frames: Int, windowFrames: Int) throws(AnimatorError) {
    guard frames == views && windowFrames == views else {
      throw .inconsistentHost(views: views, frames: frames, windowFrames: windowFrames)
    }
  }

  /// The content offsets of the cache's parent views, when the cached tree has `count`
  /// views and the host offers them (one per parent view).
  private func derivableContentOffsets(count: Int) -> [Point]? {
    guard let parents = cache.superviews, parents.count == count,
      let offsets = host.contentOffsets(ofViews: cache.parentViews),
      offsets.count == cache.parentViews.count
    else { return nil }
    return offsets
  }

  /// Window frames from the host's model frames, the cached tree and the host's content
  /// offsets, without changing the cache.
  ///
  /// See `FrameCache.derivedWindows`. Nil when the host does not offer the tree or it does
  /// not fit.
  ///
  /// - Complexity: O(views), no host tree walk.
  func derivedWindowFrames(count: Int) -> [Rect]? {
    let frames = host.modelFrames()
    guard frames.count == count, let offsets = derivableContentOffsets(count: count) else {
      return nil
    }
    return cache.derivedWindows(model: frames, contentOffsets: offsets)?.windows
  }

  /// Updates the cached model and window frames of only the views the host's last layout
  /// pass changed, and the window frames of their descendants, in place
  /// (`FrameCache.applyChanges`).
  ///
  /// Applies after window frames were derived since the last action, when the host reports
  /// the changed views and exactly one pass (or none) ran since the cache was read.
  ///
  /// - Returns: False when it does not apply (nothing was changed then).
  /// - Complexity: O(parent views + changed views and their descendants).
  func refreshChangedViews() -> Bool {
    let count = cache.viewCount
    guard let seen = cache.modelPass, let report = host.viewsChangedByLastLayout(),
      report.pass == seen || report.pass == seen + 1, host.viewCount == count,
      cache.acceptsChanges(viewCount: count)
    else { return false }
    let changed = report.pass == seen ? [] : report.views
    for view in changed where view < 0 || view >= count { return false }
    guard let frames = host.modelFrames(ofViews: changed), frames.count == changed.count,
      let contentOffsets = host.contentOffsets(ofViews: cache.parentViews),
      contentOffsets.count == cache.parentViews.count
    else { return false }
    cache.applyChanges(
      pass: report.pass, views: changed, frames: frames, contentOffsets: contentOffsets)
    return true
  }

  /// Moves the clock to `time` seconds: reports what ended before it and re-solves animated
  /// constants (shared by actions and sampling).
  ///
  /// - Parameter time: Not before the current time (within `Tolerance.time`), finite.
  /// - Throws: `AnimatorError.notFinite` or `.outOfOrder`; nothing changes then.
  func advance(to time: Double) throws(AnimatorError) {
    guard time.isFinite else { throw .notFinite(parameter: "time") }
    guard time + Tolerance.time >= now else { throw .outOfOrder(time: time, latest: now) }
    now = max(now, time)
    retire(upTo: time)
    try syncConstants(at: time)
  }

  /// A fresh animation id.
  func makeID() -> AnimationID {
    lastAnimationID += 1
    return AnimationID(rawValue: lastAnimationID)
  }

  /// Adds an event for the next frame.
  func report(
    _ kind: AnimationEventKind, _ animation: RunningAnimation, at time: Double,
    position: AnimationPosition = .end
  ) {
    pendingEvents.append(
      AnimationEvent(
        time: time, kind: kind, animation: animation.id, tag: animation.tag, position: position))
  }

  /// Reports starts and ends up to `time` and drops the animations that ended.
  func retire(upTo time: Double) {
    guard !animations.isEmpty else { return }
    var kept: [RunningAnimation] = []
    kept.reserveCapacity(animations.count)
    for animation in animations {
      if !animation.startReported, let start = animation.upcomingStartTime, start.isAtOrBefore(time)
      {
        report(.started, animation, at: max(start, animation.clock.anchorGlobal))
        animation.startReported = true
      }
      if let finish = animation.finishTime, finish.isAtOrBefore(time) {
        if !animation.startReported {
          report(.started, animation, at: finish)
          animation.startReported = true
        }
        if animation.pausesAtEnd && !animation.lostTrack {
          // UIViewPropertyAnimator `pausesOnCompletion`: it waits at its end, paused.
          animation.clock.setRate(0, at: finish)
          animation.isPausedAtEnd = true
          kept.append(animation)
          continue
        }
        let position: AnimationPosition = animation.endsAtStart ? .start : .end
        // A property animator's reversed run ends at the start values (or where a continue
        // began), held over the model.
        if position == .start && animation.holdsStart {
          hold(animation, value: animation.endProgress)
        }
        report(
          animation.lostTrack ? .interrupted : .finished, animation, at: finish, position: position)
        continue
      }
      kept.append(animation)
    }
    animations = kept
  }

  /// Adds every running frame and keyframe animation's offsets at `time` into `offsets`
  /// (8 per view), and the held offsets; animations past their end contribute nothing.
  func accumulateOffsets(at time: Double, into offsets: inout [Double]) {
    offsets.withUnsafeMutableBufferPointer { buffer in
      held.frames.withUnsafeBufferPointer { frames in
        for index in 0..<min(frames.count, buffer.count) { buffer[index] += frames[index] }
      }
      for animation in animations {
        guard let value = animation.sampledProgress(at: time) else { continue }
        accumulate(animation, value: value, into: buffer)
      }
    }
  }

  /// Adds the frame offsets of `animation` with its curve at `value` into `buffer` (8 per
  /// view): a frame animation's deltas × (1 − value), a keyframe path at `value`.
  func accumulate(
    _ animation: RunningAnimation, value: Double, into buffer: UnsafeMutableBufferPointer<Double>
  ) {
    switch animation.content {
    case .frames(let views, let deltas):
      let weight = 1 - value
      if weight == 0 { return }
      deltas.withUnsafeBufferPointer { delta in
        for (slot, view) in views.enumerated() where view < buffer.count / 8 {
          let source = slot * 8
          let target = view * 8
          for component in 0..<8 {
            buffer[target + component] += delta[source + component] * weight
          }
        }
      }
    case .keyframes(let path):
      path.accumulate(progress: value, into: buffer)
    case .constants:
      return
    }
  }

  /// The presented components (model + offsets) at `time`, 8 per view.
  func presentedComponents(at time: Double) -> [Double] {
    var result = components
    accumulateOffsets(at: time, into: &result)
    return result
  }

  /// Removes, from every running animation, the components flagged in `mask`
  /// (bit c of `mask[view]`), and the constants in `keys`; animations left with nothing
  /// end `interrupted` at `time`.
  func interrupt(mask: [UInt8], keys: [Int], at time: Double) {
    removeFromAnimations(at: time) { animation in
      var removed = false
      switch animation.content {
      case .frames(let views, var deltas):
        for (slot, view) in views.enumerated() where view < mask.count && mask[view] != 0 {
          for component in 0..<8 where mask[view] & (1 << component) != 0 {
            if deltas[slot * 8 + component] != 0 {
              deltas[slot * 8 + component] = 0
              removed = true
            }
          }
        }
        animation.content = .frames(views: views, deltas: deltas)
      case .keyframes(var path):
        removed = path.remove(mask: mask)
        animation.content = .keyframes(path)
      case .constants(let ownKeys, let deltas):
        var newKeys: [Int] = []
        var newDeltas: [Double] = []
        for (key, delta) in zip(ownKeys, deltas) {
          if keys.contains(key) {
            removed = true
          } else {
            newKeys.append(key)
            newDeltas.append(delta)
          }
        }
        animation.content = .constants(keys: newKeys, deltas: newDeltas)
      }
      return removed
    }
  }

  /// Applies `remove` (which takes content from an animation and says whether it took any)
  /// to every running animation: one that lost content loses its track (no `finished`), and
  /// one left with nothing ends `interrupted` at `time` and stops running.
  /// - Complexity: O(animations) plus the work of `remove`.
  func removeFromAnimations(at time: Double, _ remove: (RunningAnimation) -> Bool) {
    var kept: [RunningAnimation] = []
    for animation in animations {
      if remove(animation) {
        animation.lostTrack = true
        if !animation.hasContent {
          report(.interrupted, animation, at: time)
          continue
        }
      }
      kept.append(animation)
    }
    animations = kept
  }
}
