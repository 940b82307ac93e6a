import Layout

extension Timeline {
  /// A keyframe animation (UIKit's `animateKeyframes`): each keyframe's mutations run in
  /// order, each followed by a layout pass that captures the frames it reaches at its end.
  ///
  /// Per view, the path goes from the start value (the committed frame, or the presented
  /// one under `fromCurrentState`) through each keyframe's captured frames at their
  /// relative times, holding between keyframes, and is evaluated in `mode`. `spec.curve`
  /// maps time to overall progress first (pass `.linear` for UIKit's default pacing).
  /// Alphas and transforms set by the keyframes animate along the same keys
  /// (`AppearanceKeyframes`). Interruption and events work as for `animate`.
  ///
  /// Holds a keyframe releases (a stopped property animator's frames, alphas, transforms)
  /// fold into the keys captured while they held, as `animate` folds them: the path starts
  /// at the held value (UIKit's model took it at the stop) and keeps it until the keyframe
  /// that released it.
  ///
  /// - Parameters:
  ///   - time: The action time in seconds; not before the previous action.
  ///   - spec: Duration, delay, overall curve, repeats, autoreverse.
  ///   - mode: The calculation mode.
  ///   - tag: The runner's tag for events.
  ///   - keyframes: The keyframes, in the order UIKit would add them.
  /// - Returns: The new animation's id.
  /// - Throws: `AnimatorError.notFinite` or `.outOfOrder` for a bad `time`; no keyframe
  ///   runs then.
  @discardableResult
  public func animateKeyframes(
    at time: Double, _ spec: AnimationSpec, mode: KeyframeCalculationMode = .linear,
    tag: Int? = nil, keyframes: [Keyframe]
  ) throws(AnimatorError) -> AnimationID {
    var capture = try beginKeyframes(at: time)
    for keyframe in keyframes {
      keyframe.mutations()
      captureKeyframe(keyframe, into: &capture)
    }
    return try endKeyframes(capture, spec, mode: mode, tag: tag)
  }

  /// Starts a keyframe animation whose keyframes' mutations the caller runs.
  ///
  /// Call `captureKeyframe(_:into:)` after each keyframe's mutations and `endKeyframes`
  /// last: one set of UIKit key frames that animates several timelines (windows) runs each
  /// keyframe once and lets every timeline capture it. `animateKeyframes` is the three
  /// steps on one timeline.
  ///
  /// Nothing else may act on this timeline until `endKeyframes`.
  ///
  /// - Parameter time: The action time in seconds; not before the previous action.
  /// - Returns: The capture: the start values, then each keyframe's.
  /// - Throws: `AnimatorError.notFinite` or `.outOfOrder` for a bad `time`.
  /// - Complexity: O(views).
  public func beginKeyframes(at time: Double) throws(AnimatorError) -> KeyframeCapture {
    try advance(to: time)
    let id = makeID()
    let old = FrameCache.flatten(host.modelFrames(), host.windowFrames())
    let start = policy == .fromCurrentState ? presentedComponents(at: time) : old
    let startLook = appearanceStart(old: hostAppearance(), at: time)
    return KeyframeCapture(id: id, time: time, start: start, startLook: startLook, held: held)
  }

  /// Lays out after `keyframe`'s mutations ran and captures the values it reaches at its
  /// end (keeping the previous values until its start when it begins after the last key).
  ///
  /// - Complexity: O(views).
  public func captureKeyframe(_ keyframe: Keyframe, into capture: inout KeyframeCapture) {
    host.layoutIfNeeded()
    let values = FrameCache.flatten(host.modelFrames(), host.windowFrames())
    let look = hostAppearance()
    let last = capture.keyTimes[capture.keyTimes.count - 1]
    let begin = max(keyframe.relativeStart, last)
    let end = max(keyframe.relativeStart + keyframe.relativeDuration, begin)
    if begin > last { capture.repeatLastKey(at: begin) }
    capture.keyTimes.append(end)
    capture.captured.append(values)
    capture.looks.append(look)
    if capture.holds { capture.heldAtKeys.append(held) }
  }

  /// Ends a keyframe animation begun with `beginKeyframes`: builds the paths from the
  /// captured keys and starts it.
  ///
  /// - Parameters:
  ///   - capture: What `beginKeyframes` and `captureKeyframe` collected on this timeline.
  ///   - spec: Duration, delay, overall curve, repeats, autoreverse.
  ///   - mode: The calculation mode.
  ///   - tag: The runner's tag for events.
  /// - Returns: The new animation's id.
  /// - Throws: `AnimatorError.outOfOrder` when this timeline acted or sampled after the
  ///   capture began; nothing starts then.
  /// - Complexity: O(keys × views).
  @discardableResult
  public func endKeyframes(
    _ capture: KeyframeCapture, _ spec: AnimationSpec, mode: KeyframeCalculationMode = .linear,
    tag: Int? = nil
  ) throws(AnimatorError) -> AnimationID {
    let time = capture.time
    try advance(to: time)
    var capture = capture
    if capture.keyTimes[capture.keyTimes.count - 1] < 1 { capture.repeatLastKey(at: 1) }
    let id = capture.id
    let keyTimes = capture.keyTimes
    var captured = capture.captured
    var looks = capture.looks
    if capture.holds {
      foldReleasedHolds(
        into: &captured, looks: &looks, heldAtKeys: capture.heldAtKeys,
        startLook: capture.startLook)
    }
    try refreshModel()
    let new = components
    // A view moves if any key differs from the final model.
    let count = new.count / 8
    var views: [Int] = []
    var values: [Double] = []
    var mask = [UInt8](repeating: 0, count: count)
    for view in 0..<count {
      var bits: UInt8 = 0
      for key in captured.indices {
        for component in 0..<8 {
          let index = view * 8 + component
          let value = index < captured[key].count ? captured[key][index] : 0
          if abs(value - new[index]) > Tolerance.points { bits |= 1 << component }
        }
      }
      guard bits != 0 else { continue }
      mask[view] = bits
      views.append(view)
      for key in captured.indices {
        for component in 0..<8 {
          let index = view * 8 + component
          let value = index < captured[key].count ? captured[key][index] : 0
          values.append(bits & (1 << component) != 0 ? value - new[index] : 0)
        }
      }
    }
    let path = KeyframePath(mode: mode, keyTimes: keyTimes, views: views, values: values)
    let running = RunningAnimation(
      id: id, tag: tag, spec: spec, createdAt: time, content: .keyframes(path))
    let (appearanceKeys, look) = appearanceKeyframes(mode: mode, keyTimes: keyTimes, looks: looks)
    if appearanceKeys.hasContent { running.appearance = .keyframes(appearanceKeys) }
    launch(running, views: views, mask: mask, appearance: look, at: time)
    return id
  }

  /// Folds the holds released after each key was captured into that key.
  ///
  /// With `foldReleasedHolds` and `foldReleasedAppearanceHolds`: a key captured while a view
  /// was held shows the held value, since the hold no longer applies over the animation. The
  /// first key is the animation's start: it is folded unless it already is the presented
  /// value (`fromCurrentState`), as `animate` folds its start.
  ///
  /// - Complexity: O(keys × views).
  private func foldReleasedHolds(
    into captured: inout [[Double]],
    looks: inout [(alphas: [Double], transforms: [Transform2D])], heldAtKeys: [HeldValues],
    startLook: (alphas: [Double], transforms: [Transform2D], transformed: Bool)
  ) {
    for key in captured.indices {
      let heldThen = heldAtKeys[key]
      if key == 0 {
        var (old, start) = (captured[0], captured[0])
        foldReleasedHolds(before: heldThen, old: &old, start: &start)
        captured[0] = start
        var oldLook = looks[0]
        var startLook = startLook
        foldReleasedAppearanceHolds(before: heldThen, old: &oldLook, start: &startLook)
        looks[0] = (startLook.alphas, startLook.transforms)
      } else {
        // Keys after the start are model values, whatever the policy: `old` is folded.
        var start = captured[key]
        foldReleasedHolds(before: heldThen, old: &captured[key], start: &start)
        var startLook = (
          alphas: looks[key].alphas, transforms: looks[key].transforms, transformed: false
        )
        foldReleasedAppearanceHolds(before: heldThen, old: &looks[key], start: &startLook)
      }
    }
  }
}
