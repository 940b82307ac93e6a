import Layout

extension Timeline {
  /// Samples frame `index` at exactly `index / fps` seconds: reports what started and ended
  /// since the previous frame, re-solves animated constants, and returns every view's
  /// presented, window and model frames.
  ///
  /// - Parameter index: At least `nextFrameIndex` (frames come in increasing order; skipping
  ///   is allowed, events then gather in the next frame sampled).
  /// - Returns: The frame; `onFrame` has already seen it.
  /// - Throws: `AnimatorError.frameOutOfOrder` for an index below `nextFrameIndex`,
  ///   `.outOfOrder` when the frame's time is before the latest action (for example a
  ///   `reverse(_:at: 0.2)` before frame 0 was sampled). Nothing changes then.
  /// - Complexity: O(views + running animations' views); O(1) frame arrays when nothing
  ///   animates (the model arrays are shared).
  public func sample(frame index: Int) throws(AnimatorError) -> TimelineFrame {
    guard index >= nextFrameIndex, index >= 0 else {
      throw .frameOutOfOrder(index: index, next: nextFrameIndex)
    }
    let time = self.time(ofFrame: index)
    try advance(to: time)
    let (frames, windows) = presentedRects(at: time)
    let (alphas, transforms, transformed) = presentedAppearance(at: time)
    let visual = transformed ? visualFrames(windows: windows, transforms: transforms) : windows
    // Taken only when non-empty: emptying a buffer the frame now shares would allocate a
    // fresh one on every frame.
    var events: [AnimationEvent] = []
    if !pendingEvents.isEmpty {
      events = pendingEvents
      pendingEvents.removeAll(keepingCapacity: true)
    }
    if events.count > 1 {
      events = events.enumerated().sorted { lhs, rhs in
        lhs.element.time != rhs.element.time
          ? lhs.element.time < rhs.element.time : lhs.offset < rhs.offset
      }.map(\.element)
    }
    var warnings: [AnimatorWarning] = []
    if !pendingWarnings.isEmpty {
      warnings = pendingWarnings
      pendingWarnings.removeAll(keepingCapacity: true)
    }
    nextFrameIndex = index + 1
    let frame = TimelineFrame(
      index: index, time: time, frames: frames, windowFrames: windows,
      modelFrames: cache.modelRects, events: events, warnings: warnings, alphas: alphas,
      transforms: transforms, visualFrames: visual)
    onFrame?(frame)
    return frame
  }

  /// The presented frames and window frames at `time`, without reporting events.
  ///
  /// For `expect … at t` between frames: `time` must not be before the last action or
  /// sample (animations that ended before then are gone). Relayout constants are as last
  /// written. For sampling use `sample(frame:)`.
  public func presentedRects(at time: Double) -> (frames: [Rect], windowFrames: [Rect]) {
    let hasFrameContent = animations.contains { animation in
      switch animation.content {
      case .constants: return false
      // An animation of alphas or transforms only moves no frame.
      case .frames(let views, _): return !views.isEmpty
      case .keyframes: return true
      }
    }
    guard hasFrameContent || !held.frames.isEmpty else {
      return (cache.modelRects, cache.windowRects)
    }
    var offsets = [Double](repeating: 0, count: components.count)
    accumulateOffsets(at: time, into: &offsets)
    let count = cache.viewCount
    var frames: [Rect] = []
    var windows: [Rect] = []
    frames.reserveCapacity(count)
    windows.reserveCapacity(count)
    components.withUnsafeBufferPointer { model in
      offsets.withUnsafeBufferPointer { offset in
        for view in 0..<count {
          let base = view * 8
          frames.append(
            Rect(
              x: model[base] + offset[base], y: model[base + 1] + offset[base + 1],
              width: model[base + 2] + offset[base + 2], height: model[base + 3] + offset[base + 3])
          )
          windows.append(
            Rect(
              x: model[base + 4] + offset[base + 4], y: model[base + 5] + offset[base + 5],
              width: model[base + 6] + offset[base + 6], height: model[base + 7] + offset[base + 7])
          )
        }
      }
    }
    return (frames, windows)
  }

  /// Samples, in order, every frame before `time` (frame time < time − 1e-9 s), so that an
  /// action at `time` is applied before the frame sampled at `time`.
  ///
  /// - Parameters:
  ///   - time: The next action's time, in seconds; finite (an infinite time would never
  ///     stop sampling).
  ///   - sink: Receives each frame.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time; `.outOfOrder` when a
  ///   frame to sample lies before the latest action.
  public func advance(before time: Double, _ sink: (TimelineFrame) -> Void) throws(AnimatorError) {
    guard time.isFinite else { throw .notFinite(parameter: "time") }
    while self.time(ofFrame: nextFrameIndex) < time - Tolerance.time {
      sink(try sample(frame: nextFrameIndex))
    }
  }

  /// The index of the first frame at or after `time` (within 1e-9 s).
  ///
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.timeOutOfRange`
  ///   when `time × fps` reaches 2^62 frames.
  public func frameIndex(atOrAfter time: Double) throws(AnimatorError) -> Int {
    guard time.isFinite else { throw .notFinite(parameter: "time") }
    let scaled = (time * Double(fps)).rounded(.down)
    guard scaled.isFinite, abs(scaled) < 0x1p62 else { throw .timeOutOfRange(time) }
    var index = Int(scaled)
    while index > 0 && self.time(ofFrame: index - 1) >= time - Tolerance.time { index -= 1 }
    while self.time(ofFrame: index) < time - Tolerance.time { index += 1 }
    return max(index, 0)
  }

  /// Samples the remaining frames: through the first frame at or after the later of
  /// `cursor` and the end of every animation, never past `limit`.
  ///
  /// - Parameters:
  ///   - cursor: The script cursor after its last action, in seconds.
  ///   - limit: The latest time to sample when an animation never ends (repeat forever,
  ///     paused), in seconds; finite.
  ///   - sink: Receives each frame.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite limit or cursor,
  ///   `.timeOutOfRange`, or `.outOfOrder` when a frame lies before the latest action.
  public func finish(cursor: Double, limit: Double = 3600, _ sink: (TimelineFrame) -> Void)
    throws(AnimatorError)
  {
    guard limit.isFinite else { throw .notFinite(parameter: "limit") }
    guard !cursor.isNaN else { throw .notFinite(parameter: "cursor") }
    let end = min(max(cursor, settledTime ?? limit), limit)
    let last = try frameIndex(atOrAfter: end)
    while nextFrameIndex <= last {
      sink(try sample(frame: nextFrameIndex))
    }
  }
}
