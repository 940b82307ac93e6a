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
  /// The committed model, 8 components per view: frame x, y, width, height, then window
  /// x, y, width, height (points).
  var components: [Double] {
    if let cached = flatComponents { return cached }
    let flat = Timeline.flatten(modelRects, windowRects)
    flatComponents = flat
    return flat
  }
  /// `components` once computed; nil after the model changes (relayout frames without
  /// frame animations never need it).
  var flatComponents: [Double]?
  var modelRects: [Rect] = []
  var windowRects: [Rect] = []
  /// Each view's superview index, read at the last action (nil: the host cannot tell).
  var superviews: [Int?]? {
    didSet {
      let count = superviews?.count ?? 0
      var hasChildren = [Bool](repeating: false, count: count)
      for case let parent? in superviews ?? [] where parent >= 0 && parent < count {
        hasChildren[parent] = true
      }
      parentViews = hasChildren.indices.filter { hasChildren[$0] }
      parentSlots = Array(repeating: -1, count: count)
      for (slot, parent) in parentViews.enumerated() { parentSlots[parent] = slot }
      buildChildLists()
    }
  }
  /// The views that have children, ascending (from `superviews`).
  var parentViews: [Int] = []
  /// For each view, its position in `parentViews`, or −1.
  var parentSlots: [Int] = []
  /// Each view's children, ascending: `childList[childStart[v]..<childStart[v + 1]]`
  /// (from `superviews`; empty when a parent comes after its child).
  var childStart: [Int] = []
  /// The children of every view, grouped by parent (see `childStart`).
  var childList: [Int] = []
  /// The layout pass (`LayoutHost.viewsChangedByLastLayout`) `modelRects` reflects; nil
  /// when unknown.
  var modelPass: Int?
  /// For incremental window frames: 2 per view, the window position of the view's superview
  /// coordinate space (x, y) as `derivedWindowFrames` computed it; empty when not derived
  /// since the last action.
  var windowOrigins: [Double] = []
  /// The content offsets of `parentViews` used for `windowOrigins`.
  var parentContentOffsets: [Point] = []
  /// Visit marks of the incremental window walk (`visitStamp` marks visited views).
  var visitMarks: [Int] = []
  /// The mark of the current incremental window walk.
  var visitStamp = 0
  /// Whether a layout pass driven by this timeline has committed each view's frame.
  var committed: [Bool] = [] { didSet { mayHaveUncommitted = true } }
  /// False when every entry of `committed` is known to be true.
  var mayHaveUncommitted = false
  /// Running animations in creation order.
  var animations: [RunningAnimation] = []
  /// Constants animated by relayout animations, in first-animated order.
  var constantStates: [ConstantState] = []
  var pendingEvents: [AnimationEvent] = []
  var pendingWarnings: [AnimatorWarning] = []
  var lastAnimationID = 0
  /// The time of the latest action or sample, in seconds.
  var now = 0.0

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
  public var viewCount: Int { modelRects.count }

  /// The committed model frames (superview coordinates), in view order.
  public var modelFrames: [Rect] { modelRects }

  /// The committed window frames (root coordinates), in view order.
  public var modelWindowFrames: [Rect] { windowRects }

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
  ///   window frames are derived from the model frames and the cached tree when the host
  ///   offers it (see `derivedWindowFrames`).
  /// - Throws: `AnimatorError.inconsistentHost` when the host's frame lists and view count
  ///   disagree (a `LayoutHost` implementation error).
  func refreshModel(structureMayChange: Bool = true) throws(AnimatorError) {
    if !structureMayChange && refreshChangedViews() {
      flatComponents = nil
      return
    }
    let pass = host.viewsChangedByLastLayout()?.pass
    modelRects = host.modelFrames()
    modelPass = pass
    windowOrigins = []
    let count = host.viewCount
    if structureMayChange {
      superviews = host.superviewIndices()
      windowRects = host.windowFrames()
    } else if let derived = derivedWindowFrames(count: count) {
      windowRects = derived
    } else {
      windowRects = host.windowFrames()
    }
    guard modelRects.count == count && windowRects.count == count else {
      throw .inconsistentHost(
        views: count, frames: modelRects.count, windowFrames: windowRects.count)
    }
    flatComponents = nil
    if committed.count < count {
      committed.append(contentsOf: repeatElement(false, count: count - committed.count))
    }
  }

  /// Window frames from the model frames, the cached tree and the host's content offsets.
  ///
  /// window = frame + offset, offset(view) = offset(parent) + parent's
  /// origin − parent's content offset (the association `LayoutEngine.windowFrames()`
  /// uses). Nil when the host does not offer the tree or it does not fit (a parent after
  /// its child, a count mismatch).
  ///
  /// - Complexity: O(views), no host tree walk.
  func derivedWindowFrames(count: Int) -> [Rect]? {
    guard let parents = superviews, parents.count == count, modelRects.count == count,
      let contentOffsets = host.contentOffsets(ofViews: parentViews),
      contentOffsets.count == parentViews.count, parentSlots.count == count
    else { return nil }
    var origins = [Double](repeating: 0, count: count * 2)
    var windows: [Rect] = []
    windows.reserveCapacity(count)
    for index in 0..<count {
      if let parent = parents[index] {
        guard parent < index else { return nil }
        let frame = modelRects[parent]
        let contentOffset = contentOffsets[parentSlots[parent]]
        origins[index * 2] = origins[parent * 2] + frame.x - contentOffset.x
        origins[index * 2 + 1] = origins[parent * 2 + 1] + frame.y - contentOffset.y
      }
      let frame = modelRects[index]
      windows.append(
        Rect(
          x: frame.x + origins[index * 2], y: frame.y + origins[index * 2 + 1],
          width: frame.width, height: frame.height))
    }
    windowOrigins = origins
    parentContentOffsets = contentOffsets
    return windows
  }

  /// Builds `childStart` and `childList` from `superviews`.
  ///
  /// - Complexity: O(views).
  func buildChildLists() {
    childStart = []
    childList = []
    guard let parents = superviews else { return }
    let count = parents.count
    var counts = [Int](repeating: 0, count: count + 1)
    for (index, parent) in parents.enumerated() {
      guard let parent else { continue }
      guard parent >= 0 && parent < index else { return }
      counts[parent + 1] += 1
    }
    for index in 0..<count { counts[index + 1] += counts[index] }
    var next = counts
    var list = [Int](repeating: 0, count: counts[count])
    for (index, parent) in parents.enumerated() {
      guard let parent else { continue }
      list[next[parent]] = index
      next[parent] += 1
    }
    childStart = counts
    childList = list
    visitMarks = [Int](repeating: 0, count: count)
  }

  /// Updates the cached model and window frames of only the views the host's last layout
  /// pass changed, and the window frames of their descendants, in place.
  ///
  /// Applies after `derivedWindowFrames` has run since the last action, when the host
  /// reports the changed views and exactly one pass (or none) ran since the cache was read.
  /// The values are those `derivedWindowFrames` would compute: a view not reported kept its
  /// frame, and its window frame depends only on its own frame and its ancestors' frames
  /// and content offsets (read for every parent view, so a scroll between frames counts).
  ///
  /// - Returns: False when it does not apply (nothing was changed then).
  /// - Complexity: O(parent views + changed views and their descendants), in place when the
  ///   cached arrays are uniquely referenced (the previous frame was dropped).
  func refreshChangedViews() -> Bool {
    let count = modelRects.count
    guard let seen = modelPass, let report = host.viewsChangedByLastLayout(),
      report.pass == seen || report.pass == seen + 1, host.viewCount == count,
      windowRects.count == count, windowOrigins.count == count * 2,
      childStart.count == count + 1, visitMarks.count == count,
      let parents = superviews, parents.count == count, parentSlots.count == count
    else { return false }
    let changed = report.pass == seen ? [] : report.views
    for view in changed where view < 0 || view >= count { return false }
    guard let frames = host.modelFrames(ofViews: changed), frames.count == changed.count,
      let contentOffsets = host.contentOffsets(ofViews: parentViews),
      contentOffsets.count == parentViews.count,
      parentContentOffsets.count == parentViews.count
    else { return false }
    modelPass = report.pass
    var roots = changed
    for (slot, offset) in contentOffsets.enumerated() {
      let cached = parentContentOffsets[slot]
      if offset.x.bitPattern != cached.x.bitPattern || offset.y.bitPattern != cached.y.bitPattern {
        parentContentOffsets[slot] = offset
        roots.append(parentViews[slot])
      }
    }
    // Local, uniquely referenced arrays: mutated in place without exclusivity checks on
    // every access to the class's properties.
    var model = modelRects
    modelRects = []
    model.withUnsafeMutableBufferPointer { model in
      for (view, frame) in zip(changed, frames) { model[view] = frame }
    }
    defer { modelRects = model }
    guard !roots.isEmpty else { return true }
    var windows = windowRects
    var origins = windowOrigins
    var marks = visitMarks
    windowRects = []
    windowOrigins = []
    visitMarks = []
    defer {
      windowRects = windows
      windowOrigins = origins
      visitMarks = marks
    }
    Timeline.sortRoots(&roots, count: count, marks: &marks, stamp: &visitStamp)
    visitStamp += 1
    let tree = WindowTree(
      parents: parents, slots: parentSlots, offsets: parentContentOffsets, starts: childStart,
      children: childList)
    tree.place(
      roots: roots, model: model, windows: &windows, origins: &origins, marks: &marks,
      stamp: visitStamp)
    return true
  }

  /// Sorts `roots` (distinct view indices below `count`) ascending, so a parent's window
  /// origin is computed before its children's.
  ///
  /// The pass lists views in the solver's order, not view order; when every view moved
  /// (chained widths: 1,000 of 1,000) a comparison sort takes up to k ⌈log₂ k⌉ ≈ 10,000
  /// comparisons per frame. When k ⌈log₂ k⌉ exceeds `count`, the roots are stamped in
  /// `marks` and collected in one scan of `count` stamps instead (7 instructions per view,
  /// callgrind).
  ///
  /// - Parameters:
  ///   - marks: The visit marks (`visitMarks`), `count` long; a scan stamps them.
  ///   - stamp: The visit stamp (`visitStamp`); a scan takes a new one.
  /// - Complexity: O(min(k log k, count)) for k roots.
  static func sortRoots(_ roots: inout [Int], count: Int, marks: inout [Int], stamp: inout Int) {
    let k = roots.count
    guard k > 1 else { return }
    // k · ⌈log₂ k⌉ comparisons against one pass over `count` stamps.
    let logK = Int.bitWidth - (k - 1).leadingZeroBitCount
    guard k * logK > count, marks.count == count else {
      roots.sort()
      return
    }
    stamp += 1
    let rootStamp = stamp
    // A view listed twice (a changed scroll view whose content offset also changed) is
    // collected once.
    let distinct = marks.withUnsafeMutableBufferPointer { marked in
      roots.withUnsafeMutableBufferPointer { list in
        for root in list { marked[root] = rootStamp }
        var next = 0
        for view in 0..<count where marked[view] == rootStamp {
          list[next] = view
          next += 1
        }
        return next
      }
    }
    if distinct < k { roots.removeSubrange(distinct...) }
  }

  /// Marks every current view's frame as committed by a layout pass.
  func markCommitted() {
    guard mayHaveUncommitted else { return }
    for index in committed.indices { committed[index] = true }
    mayHaveUncommitted = false
  }

  /// 8 components per view from frames and window frames.
  static func flatten(_ frames: [Rect], _ windows: [Rect]) -> [Double] {
    let count = min(frames.count, windows.count)
    return [Double](unsafeUninitializedCapacity: count * 8) { buffer, initialized in
      for index in 0..<count {
        let frame = frames[index]
        let window = windows[index]
        let base = index * 8
        buffer[base] = frame.x
        buffer[base + 1] = frame.y
        buffer[base + 2] = frame.width
        buffer[base + 3] = frame.height
        buffer[base + 4] = window.x
        buffer[base + 5] = window.y
        buffer[base + 6] = window.width
        buffer[base + 7] = window.height
      }
      initialized = count * 8
    }
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
        let position: AnimationPosition = animation.clock.rate < 0 ? .start : .end
        report(
          animation.lostTrack ? .interrupted : .finished, animation, at: finish, position: position)
        continue
      }
      kept.append(animation)
    }
    animations = kept
  }

  /// Adds every running frame and keyframe animation's offsets at `time` into `offsets`
  /// (8 per view); animations past their end contribute nothing.
  func accumulateOffsets(at time: Double, into offsets: inout [Double]) {
    offsets.withUnsafeMutableBufferPointer { buffer in
      for animation in animations {
        let elapsed = animation.elapsed(at: time)
        if elapsed >= animation.spec.activeDuration { continue }
        let value = animation.spec.curveValue(atElapsed: elapsed)
        switch animation.content {
        case .frames(let views, let deltas):
          let weight = 1 - value
          if weight == 0 { continue }
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
          continue
        }
      }
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
    var kept: [RunningAnimation] = []
    for animation in animations {
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
      if removed {
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
