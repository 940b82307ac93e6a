import Layout

extension Timeline {
  /// Whether an `animate` block's mutations are running on this timeline, so key frames
  /// can nest in it (`beginNestedKeyframes`).
  public var acceptsNestedKeyframes: Bool { openBlock != nil }

  /// Starts key frames nested in the running `animate` block (UIKit's `animateKeyframes`
  /// inside an animation block: "the animation inherits the remaining duration of the
  /// in-flight animation", Apple, `UIView.KeyframeAnimationOptions.overrideInheritedDuration`).
  ///
  /// The block becomes a keyframe animation on its own spec: key 0 is its start, then the
  /// keys `captureNestedKeyframe(_:)` adds at their relative times × `span`; the changes
  /// the block makes outside the key frames run over the whole animation (see
  /// `KeyframeCapture.spreadChanges`). Lays out first, so the block's changes made so far
  /// are told apart from the key frames'.
  ///
  /// - Parameters:
  ///   - mode: The calculation mode (the last nested call's wins).
  ///   - span: The fraction of the block's duration the key frames cover, in 0…1.
  /// - Returns: false outside an `animate` block: nothing is captured then.
  /// - Complexity: O(views).
  @discardableResult
  public func beginNestedKeyframes(mode: KeyframeCalculationMode, span: Double = 1) -> Bool {
    guard var block = openBlock else { return false }
    if block.beforeKeys == nil {
      host.layoutIfNeeded()
      let look = hostAppearance()
      block.beforeKeys = (
        FrameCache.flatten(host.modelFrames(), host.windowFrames()), look.alphas, look.transforms
      )
    }
    block.mode = mode
    block.span = span.isFinite ? min(max(span, 0), 1) : 1
    openBlock = block
    return true
  }

  /// Captures a nested keyframe's end values, after its mutations ran (see
  /// `beginNestedKeyframes`); does nothing outside an `animate` block.
  ///
  /// - Complexity: O(views).
  public func captureNestedKeyframe(_ keyframe: Keyframe) {
    guard var block = openBlock, block.hasKeys else { return }
    var scaled = keyframe
    if block.span < 1,
      let shorter = try? Keyframe(
        relativeStart: keyframe.relativeStart * block.span,
        relativeDuration: keyframe.relativeDuration * block.span, mutations: {})
    {
      scaled = shorter
    }
    captureKeyframe(scaled, into: &block.capture)
    openBlock = block
  }

  /// Ends an `animate` block with nested key frames: lays out, spreads the block's other
  /// changes over the keys and starts the keyframe animation.
  ///
  /// - Complexity: O(keys × views).
  func endNestedKeyframes(
    _ block: NestedKeyframes, _ spec: AnimationSpec, tag: Int?
  ) throws(AnimatorError) -> AnimationID {
    host.layoutIfNeeded()
    let final = FrameCache.flatten(host.modelFrames(), host.windowFrames())
    let finalLook = hostAppearance()
    var capture = block.capture
    if let before = block.beforeKeys {
      capture.spreadChanges(before: before, final: final, finalLook: finalLook)
    }
    return try endKeyframes(capture, spec, mode: block.mode, tag: tag)
  }
}
