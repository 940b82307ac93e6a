import Layout

/// What an animation changes besides frames: for `launch`, the masks of the appearance it
/// takes over from running animations (replace and from-current policies).
struct AppearanceChanges {
  /// The animation's appearance content.
  var track = AppearanceTrack()
  /// Per view: whether the animation changes its alpha.
  var alphaMask: [Bool] = []
  /// Per view: whether it changes its transform.
  var transformMask: [Bool] = []
  /// Views whose transform changed but cannot be animated (a singular end or offset): they
  /// show the new transform at once, as UIKit's animation to `scale(0)` does.
  var jumped: [Int] = []
}

extension Timeline {
  /// The presented alphas and transforms at `time`: the model plus every running animation's
  /// offsets (alpha: the sum of (start − new)·(1 − v), clamped to 0…1 as Core Animation
  /// clamps opacity; transform: Δ₁(v₁) × … × Δₙ(vₙ) × model, see `TransformPath`).
  ///
  /// - Returns: The alphas and transforms, the model's own arrays (shared, no copy) when
  /// nothing animates them, and whether any transform may differ from the identity (when
  /// not, the visual frames are the window frames).
  /// - Complexity: O(views) when an appearance animation runs, else O(animations).
  func presentedAppearance(at time: Double) -> (
    alphas: [Double], transforms: [Transform2D], transformed: Bool
  ) {
    var alphas = appearance.alphas
    var transforms = appearance.transforms
    var transformed = appearance.hasTransforms
    // The model's arrays are copied into the reused storage (`AppearanceBuffers`) only
    // when an animation changes them.
    var ownAlphas = false
    var ownTransforms = false
    if !held.transforms.isEmpty {
      // Transforms a stopped property animator left where they were (`Timeline+Hold.swift`),
      // H × model; the running animations' offsets apply before them (so `allIdentity`
      // below is false: the transforms are owned).
      AppearanceBuffers.own(&transforms, storage: &buffers.transforms, owned: &ownTransforms)
      transformed = true
      for index in 0..<min(transforms.count, held.transforms.count)
      where !held.transforms[index].isIdentity {
        transforms[index] = held.transforms[index].concatenating(transforms[index])
      }
    }
    // Newest first: each offset applies before what the newer ones produced.
    for animation in animations.reversed() {
      guard let content = animation.appearance else { continue }
      guard let value = animation.sampledProgress(at: time) else { continue }
      if content.hasTransforms { transformed = true }
      switch content {
      case .basic(let track):
        let weight = 1 - value
        if weight == 0 { continue }
        if !track.alphaViews.isEmpty {
          AppearanceBuffers.own(&alphas, storage: &buffers.alphas, owned: &ownAlphas)
          track.accumulateAlphas(weight: weight, into: &alphas)
        }
        if !track.transformViews.isEmpty {
          // Until an animation writes them, the transforms are the model's.
          let allIdentity = !ownTransforms && !appearance.hasTransforms
          AppearanceBuffers.own(&transforms, storage: &buffers.transforms, owned: &ownTransforms)
          track.applyTransforms(at: value, to: &transforms, allIdentity: allIdentity)
        }
      case .keyframes(let keyframes):
        if !keyframes.alphaViews.isEmpty {
          AppearanceBuffers.own(&alphas, storage: &buffers.alphas, owned: &ownAlphas)
          keyframes.accumulateAlphas(progress: value, into: &alphas)
        }
        if !keyframes.transformViews.isEmpty {
          AppearanceBuffers.own(&transforms, storage: &buffers.transforms, owned: &ownTransforms)
          keyframes.applyTransforms(progress: value, to: &transforms)
        }
      }
    }
    if !held.alphas.isEmpty {
      // Alphas a stopped property animator left where they were (`Timeline+Hold.swift`).
      AppearanceBuffers.own(&alphas, storage: &buffers.alphas, owned: &ownAlphas)
      for index in 0..<min(alphas.count, held.alphas.count) {
        alphas[index] += held.alphas[index]
      }
    }
    if ownAlphas {
      // Core Animation clamps the presented opacity to 0…1.
      // A select per view, not a branch, so the loop vectorizes (values within 0…1, and −0,
      // stay as they are).
      alphas.withUnsafeMutableBufferPointer { alphas in
        for index in alphas.indices {
          let alpha = alphas[index]
          alphas[index] = alpha < 0 ? 0 : alpha > 1 ? 1 : alpha
        }
      }
      buffers.alphas = alphas
    }
    if ownTransforms { buffers.transforms = transforms }
    return (alphas, transforms, transformed)
  }

  /// Where an animation's alphas and transforms start: the model before its mutations, or
  /// the presented values under `fromCurrentState`.
  func appearanceStart(old: (alphas: [Double], transforms: [Transform2D]), at time: Double)
    -> (alphas: [Double], transforms: [Transform2D], transformed: Bool)
  {
    if policy == .fromCurrentState { return presentedAppearance(at: time) }
    return (old.alphas, old.transforms, false)
  }

  /// The host's alphas and transforms now (before a block's mutations), padded to the
  /// cached view count: the start of an animation's appearance.
  func hostAppearance() -> (alphas: [Double], transforms: [Transform2D]) {
    var model = AppearanceModel()
    model.replace(host.appearances(), count: max(host.viewCount, cache.viewCount))
    return (model.alphas, model.transforms)
  }

  /// The visual frames for presented window frames and transforms (`VisualGeometry`, over
  /// the cached view tree): `windows` itself when every transform is the identity.
  func visualFrames(windows: [Rect], transforms: [Transform2D]) -> [Rect] {
    VisualGeometry.visualFrames(
      windowFrames: windows, transforms: transforms, parents: cache.superviews,
      reusing: &buffers.visual)
  }

  /// The appearance an animation changes from `old` (the model before its mutations) to the
  /// host's new model, starting from `start` (the model, or the presented values under
  /// `fromCurrentState`).
  ///
  /// Alphas animate additively, as frames do. A transform animates by its offset
  /// start × new⁻¹ (`TransformPath`); when that cannot be decomposed (the new transform or
  /// the start is singular) the view takes the new transform at once.
  func appearanceChanges(
    old: (alphas: [Double], transforms: [Transform2D]),
    start: (alphas: [Double], transforms: [Transform2D], transformed: Bool)
  ) -> AppearanceChanges {
    let new = appearance
    let count = new.alphas.count
    var changes = AppearanceChanges()
    changes.alphaMask = [Bool](repeating: false, count: count)
    changes.transformMask = [Bool](repeating: false, count: count)
    for view in 0..<count {
      let before = view < old.alphas.count ? old.alphas[view] : 1
      if abs(new.alphas[view] - before) > Tolerance.points {
        let from = view < start.alphas.count ? start.alphas[view] : before
        changes.alphaMask[view] = true
        changes.track.alphaViews.append(view)
        changes.track.alphaDeltas.append(from - new.alphas[view])
      }
      let oldTransform = view < old.transforms.count ? old.transforms[view] : .identity
      if oldTransform != new.transforms[view] {
        let from = view < start.transforms.count ? start.transforms[view] : oldTransform
        changes.transformMask[view] = true
        if let inverse = new.transforms[view].inverted(),
          let path = TransformPath(offset: from.concatenating(inverse))
        {
          changes.track.appendTransform(view: view, path: path)
        } else {
          changes.jumped.append(view)
        }
      }
    }
    return changes
  }

  /// The keyframe offsets of alphas and transforms from the captured keys (`looks`, one per
  /// key time, the first the start) to the new model (`AppearanceKeyframes`).
  ///
  /// A view's alpha moves when a key differs from the final alpha; its transform when a
  /// key differs from the final transform and every offset keyₖ × final⁻¹ decomposes
  /// (otherwise it shows the final transform at once, as `animate` does).
  func appearanceKeyframes(
    mode: KeyframeCalculationMode, keyTimes: [Double],
    looks: [(alphas: [Double], transforms: [Transform2D])]
  ) -> (keyframes: AppearanceKeyframes, changes: AppearanceChanges) {
    let new = appearance
    let count = new.alphas.count
    var changes = AppearanceChanges()
    changes.alphaMask = [Bool](repeating: false, count: count)
    changes.transformMask = [Bool](repeating: false, count: count)
    var keyframes = AppearanceKeyframes(
      mode: mode, keyTimes: keyTimes, alphaViews: [], alphaKeys: [], transformViews: [],
      transformKeys: [])
    for view in 0..<count {
      let alphas = looks.map { view < $0.alphas.count ? $0.alphas[view] : 1 }
      if alphas.contains(where: { abs($0 - new.alphas[view]) > Tolerance.points }) {
        changes.alphaMask[view] = true
        keyframes.alphaViews.append(view)
        keyframes.alphaKeys += alphas.map { $0 - new.alphas[view] }
      }
      let transforms = looks.map { view < $0.transforms.count ? $0.transforms[view] : .identity }
      guard transforms.contains(where: { $0 != new.transforms[view] }) else { continue }
      changes.transformMask[view] = true
      guard let inverse = new.transforms[view].inverted() else {
        changes.jumped.append(view)
        continue
      }
      var parts: [DecomposedTransform] = []
      for key in transforms {
        guard let offset = DecomposedTransform(key.concatenating(inverse)) else { break }
        parts.append(offset)
      }
      guard parts.count == transforms.count else {
        changes.jumped.append(view)
        continue
      }
      keyframes.transformViews.append(view)
      keyframes.transformKeys += parts
    }
    return (keyframes, changes)
  }

  /// Removes, from every running animation, the alphas and transforms flagged in the masks;
  /// animations left with nothing end `interrupted` at `time` (see `interrupt`).
  func interruptAppearance(alphaMask: [Bool], transformMask: [Bool], at time: Double) {
    guard alphaMask.contains(true) || transformMask.contains(true) else { return }
    removeFromAnimations(at: time) { animation in
      switch animation.appearance {
      case .basic(var track)?:
        let removed = track.remove(alphaMask: alphaMask, transformMask: transformMask)
        animation.appearance = .basic(track)
        return removed
      case .keyframes(var keyframes)?:
        let removed = keyframes.remove(alphaMask: alphaMask, transformMask: transformMask)
        animation.appearance = .keyframes(keyframes)
        return removed
      case nil:
        return false
      }
    }
  }
}
