import Layout

/// Where a stopped animation leaves the views it moved (UIKit's `UIViewAnimatingPosition`
/// other than `.end`, which is the model).
public enum HeldPosition: Hashable, Sendable {
  /// Where they were at the stop (the presented values then).
  case current
  /// At their start values (before the animation's changes).
  case start
}

extension Timeline {
  /// Stops animation `id` at `time` and holds the views it moved at `position` over the
  /// model until `releaseHeldFrames(ofViews:)` (UIViewPropertyAnimator `stopAnimation(true)`,
  /// or `finishAnimation(at: .current / .start)`).
  ///
  /// Alphas are held the same way (`heldAlphaOffset(ofView:)`, until
  /// `releaseHeldAlpha(ofView:)`), and transforms (`heldTransform(ofView:)`, until
  /// `releaseHeldTransform(ofView:)`): a held transform is the animation's offset at the stop,
  /// Δ(v) (`TransformPath`; Δ for `.start`), applied before the model, H × model. UIKit sets the layers' model values to
  /// the current (or start) values and leaves the constraints as the animation block set them; the next layout of a held view's superview
  /// puts it back where the constraints say. The held offset of a view is its animation
  /// offset at the stop: `delta × (1 − curve(elapsed))` for `.current`, `delta` for `.start`.
  /// The animation ends `interrupted` at `time`. Unknown or ended ids are ignored.
  /// - Throws: `AnimatorError.notFinite` for a NaN or infinite time, `.outOfOrder` for a
  ///   time before the latest action or sample; nothing changes then.
  /// - Complexity: O(views).
  public func stop(_ id: AnimationID, at time: Double, holding position: HeldPosition)
    throws(AnimatorError)
  {
    try advance(to: time)
    guard let index = animations.firstIndex(where: { $0.id == id }) else { return }
    let animation = animations[index]
    let value: Double
    switch position {
    case .current:
      value = animation.shownProgress(at: time)
    case .start:
      value = 0
    }
    hold(animation, value: value)
    report(.interrupted, animation, at: time)
    animations.remove(at: index)
  }

  /// Adds what `animation` moves with its curve at `value` (frames, alphas, transforms) to
  /// the held offsets.
  func hold(_ animation: RunningAnimation, value: Double) {
    held.addFrameOffsets(count: components.count) { buffer in
      accumulate(animation, value: value, into: buffer)
    }
    holdAlphas(of: animation, value: value)
    holdTransforms(of: animation, value: value)
  }

  /// Applies the transform offsets of `animation` with its curve at `value` before the held
  /// ones (Δ(v) × H: it was newer than what was held).
  private func holdTransforms(of animation: RunningAnimation, value: Double) {
    guard let content = animation.appearance, content.hasTransforms else { return }
    // At value 1 a basic track's offset is the identity (the view is at the model).
    if case .basic = content, value == 1 { return }
    held.applyTransforms(count: appearance.transforms.count) { transforms in
      switch content {
      case .basic(let track): track.applyTransforms(at: value, to: &transforms)
      case .keyframes(let keyframes): keyframes.applyTransforms(progress: value, to: &transforms)
      }
    }
  }

  /// Adds the alpha offsets of `animation` with its curve at `value` to the held ones.
  private func holdAlphas(of animation: RunningAnimation, value: Double) {
    guard let content = animation.appearance else { return }
    var offsets = [Double](repeating: 0, count: appearance.alphas.count)
    switch content {
    case .basic(let track): track.accumulateAlphas(weight: 1 - value, into: &offsets)
    case .keyframes(let keyframes): keyframes.accumulateAlphas(progress: value, into: &offsets)
    }
    held.addAlphaOffsets(offsets)
  }

  /// Whether a stopped animation holds some view's frame, alpha or transform away from the
  /// model.
  public var hasHeldFrames: Bool { !held.isEmpty }

  /// The transform offset H a stopped animation holds view `view` at (it shows H × model),
  /// nil when none.
  public func heldTransform(ofView view: Int) -> Transform2D? {
    held.transform(ofView: view)
  }

  /// Puts the transform of `view` back at the model (UIKit: the transform was set again; a
  /// layout pass does not touch it).
  public func releaseHeldTransform(ofView view: Int) {
    held.releaseTransform(ofView: view)
  }

  /// The alpha offset a stopped animation holds view `view` at over the model, nil when
  /// none.
  public func heldAlphaOffset(ofView view: Int) -> Double? {
    held.alphaOffset(ofView: view)
  }

  /// Puts the alpha of `view` back at the model (UIKit: the alpha was set again; a layout
  /// pass does not touch it).
  public func releaseHeldAlpha(ofView view: Int) {
    held.releaseAlpha(ofView: view)
  }

  /// The views held away from the model, ascending.
  public var heldViews: [Int] { held.frameViews }

  /// Puts `views` back at the model (UIKit: their superview laid them out again).
  ///
  /// Inside an animation block the change animates from the held values (see `animate`).
  ///
  /// - Parameter views: View indices; those not held are ignored.
  /// - Complexity: O(views given), O(held views) when the last hold goes.
  public func releaseHeldFrames(ofViews views: [Int]) {
    held.releaseFrames(ofViews: views)
  }

  /// Puts `view` back at its model frame in its superview (UIKit: its superview laid it
  /// out, or its frame was set), keeping on screen what holds the superview; `descendants`
  /// (its subtree below it) move with it and keep their own holds.
  ///
  /// - Parameters:
  ///   - view: A view index; ignored when not held.
  ///   - descendants: The indices of the views below it.
  /// - Complexity: O(descendants), O(held views) when the last hold goes.
  public func releaseHeldFrame(ofView view: Int, descendants: [Int]) {
    held.releaseFrame(ofView: view, descendants: descendants)
  }

  /// Makes the holds released while an animation block ran part of that animation: a
  /// released component counts as changed from its held value (`old` + held) and, unless
  /// `start` already is the presented value (`fromCurrentState`), starts there.
  func foldReleasedHolds(before: HeldValues, old: inout [Double], start: inout [Double]) {
    for index in 0..<min(before.frames.count, old.count) {
      let released = before.frames[index] - held.frameOffset(at: index)
      guard released != 0 else { continue }
      old[index] += released
      if policy != .fromCurrentState { start[index] += released }
    }
  }

  /// As `foldReleasedHolds` for alphas and transforms: a released alpha counts as changed
  /// from `old` + held, a released transform from H × `old`, and so does `start` unless it
  /// already is the presented value (`fromCurrentState`).
  func foldReleasedAppearanceHolds(
    before: HeldValues,
    old: inout (alphas: [Double], transforms: [Transform2D]),
    start: inout (alphas: [Double], transforms: [Transform2D], transformed: Bool)
  ) {
    let foldsStart = policy != .fromCurrentState
    for index in 0..<min(before.alphas.count, old.alphas.count) {
      let released = before.alphas[index] - (held.alphaOffset(ofView: index) ?? 0)
      guard released != 0 else { continue }
      old.alphas[index] += released
      if foldsStart && index < start.alphas.count { start.alphas[index] += released }
    }
    for index in 0..<min(before.transforms.count, old.transforms.count) {
      let released = before.transforms[index]
      // A hold is released whole (`releaseHeldTransform(ofView:)`).
      guard !released.isIdentity, held.transform(ofView: index) == nil else { continue }
      old.transforms[index] = released.concatenating(old.transforms[index])
      if foldsStart && index < start.transforms.count {
        start.transforms[index] = released.concatenating(start.transforms[index])
      }
    }
  }
}

extension Timeline {
  /// The offsets (frame x, y, width, height, then window x, y, width, height) that hold
  /// view `view` away from the model, nil when it is not held.
  public func heldOffsets(ofView view: Int) -> [Double]? {
    held.frameOffsets(ofView: view)
  }
}
