import Layout

/// The model alphas and transforms a timeline samples from, read from the host at actions.
struct AppearanceModel {
  /// Every view's alpha, in view order (all 1 when the host has none).
  private(set) var alphas: [Double] = []
  /// Every view's transform, in view order (all identity when the host has none).
  private(set) var transforms: [Transform2D] = []
  /// Whether some transform is not the identity (visual frames differ from window frames).
  private(set) var hasTransforms = false

  /// Replaces the model with the host's values, padded to `count` views (1 and identity)
  /// when the host has fewer (or none).
  mutating func replace(_ read: (alphas: [Double], transforms: [Transform2D])?, count: Int) {
    var newAlphas = read?.alphas ?? []
    var newTransforms = read?.transforms ?? []
    if newAlphas.count != count {
      newAlphas = Array(newAlphas.prefix(count))
      newAlphas += repeatElement(1, count: count - newAlphas.count)
    }
    if newTransforms.count != count {
      newTransforms = Array(newTransforms.prefix(count))
      newTransforms += repeatElement(.identity, count: count - newTransforms.count)
    }
    alphas = newAlphas
    transforms = newTransforms
    hasTransforms = newTransforms.contains { !$0.isIdentity }
  }
}

/// One view's transform animation under the additive policy: the offset transform
/// Δ = start × end⁻¹ decays to the identity on the curve, and the view shows Δ(v) × model.
///
/// Core Animation's `isAdditive` "adds" a transform animation's value to the render value by
/// concatenating the matrices (Apple, CAPropertyAnimation.isAdditive: "for affine
/// transforms the two matrices are concatenated"), and UIKit since iOS 8 makes every
/// animatable property of a block additive, from the old value relative to the new one, to
/// zero (WWDC 2014 session 236; d-ronnqvist's layer dumps). For a transform the relative
/// offset needs the new matrix's inverse, which is why UIKit's transform animation to a
/// singular matrix such as `scale(0)` breaks (Apple DTS, developer forums thread 21945).
/// Which side the offset is concatenated on is not documented (U): here the offsets of the
/// running animations apply before the model, oldest first,
/// `Δ₁(v₁) × Δ₂(v₂) × … × Δₙ(vₙ) × model`, the one order in which a new animation starts
/// exactly where the view is (Δₙ(0) × Mₙ = Mₙ₋₁, so the older offsets see what they saw).
/// Δ(v) is interpolated by decomposition (`DecomposedTransform`) from Δ (v = 0) to the
/// identity (v = 1); a spring's overshoot extrapolates.
struct TransformPath {
  /// Δ's parts, adjusted for interpolation towards the identity.
  let start: DecomposedTransform
  /// The identity's parts, adjusted likewise.
  let end: DecomposedTransform
  /// cos and sin of the angle when it does not change (computed once).
  let fixedRotation: (cosine: Double, sine: Double)?

  /// The path from `offset` (Δ) to the identity; nil when Δ cannot be decomposed (a
  /// determinant of 0).
  init?(offset: Transform2D) {
    guard let parts = DecomposedTransform(offset) else { return nil }
    (start, end) = DecomposedTransform.interpolationEnds(from: parts, to: .identity)
    if start.angle == end.angle {
      fixedRotation = (Transform2D.cosine(start.angle), Transform2D.sine(start.angle))
    } else {
      fixedRotation = nil
    }
  }

  /// Whether `other` moves the same way (the same ends: the same offset at every value).
  func isSameMotion(as other: TransformPath) -> Bool {
    start == other.start && end == other.end
  }

  /// Δ(v): the offset at curve value `progress` (0: Δ, 1: the identity).
  func offset(at progress: Double) -> Transform2D {
    let parts = start.interpolated(to: end, progress: progress)
    if let (cosine, sine) = fixedRotation { return parts.recomposed(cosine: cosine, sine: sine) }
    return parts.recomposed()
  }
}

/// What an animation does to alphas and transforms (besides frames).
struct AppearanceTrack {
  /// Views whose alpha it animates, ascending.
  var alphaViews: [Int] = []
  /// For each of `alphaViews`: start − new alpha, scaled by 1 − curve (additive, as for
  /// frames).
  var alphaDeltas: [Double] = []
  /// Views whose transform it animates, ascending.
  private(set) var transformViews: [Int] = []
  /// For each of `transformViews`: the offset's path to the identity.
  private(set) var transformPaths: [TransformPath] = []
  /// For each of `transformViews`: whether its path is the previous one's motion (one
  /// block scaling a list of cells): the presented offset is then computed once for the run.
  private(set) var sharesPreviousMotion: [Bool] = []

  /// Adds `view`'s transform animation (views ascending).
  /// - Complexity: O(1) amortized.
  mutating func appendTransform(view: Int, path: TransformPath) {
    sharesPreviousMotion.append(transformPaths.last.map { $0.isSameMotion(as: path) } ?? false)
    transformViews.append(view)
    transformPaths.append(path)
  }

  /// Adds each animated alpha's offset, `delta × weight` (weight = 1 − curve value), to
  /// `alphas`; views beyond `alphas` are skipped.
  /// - Complexity: O(animated alphas).
  func accumulateAlphas(weight: Double, into alphas: inout [Double]) {
    alphas.withUnsafeMutableBufferPointer { alphas in
      alphaViews.withUnsafeBufferPointer { views in
        alphaDeltas.withUnsafeBufferPointer { deltas in
          for slot in 0..<min(views.count, deltas.count) where views[slot] < alphas.count {
            alphas[views[slot]] += deltas[slot] * weight
          }
        }
      }
    }
  }

  /// Applies each animated transform's offset at curve value `value` before what
  /// `transforms` holds (Δ(v) × transform; the identity is replaced by Δ(v) itself, without
  /// arithmetic); views beyond `transforms` are skipped.
  ///
  /// Views animated alike (one block scaling a list of cells) share one offset, computed
  /// once per run.
  /// - Parameter allIdentity: Whether every transform in `transforms` is known to be the
  ///   identity (the model has none and no other animation wrote them): each animated view
  ///   then takes its offset without the test.
  /// - Complexity: O(animated transforms), one decomposition per run of shared motion.
  func applyTransforms(
    at value: Double, to transforms: inout [Transform2D], allIdentity: Bool = false
  ) {
    transforms.withUnsafeMutableBufferPointer { transforms in
      transformViews.withUnsafeBufferPointer { views in
        transformPaths.withUnsafeBufferPointer { paths in
          sharesPreviousMotion.withUnsafeBufferPointer { shares in
            var offset = Transform2D.identity
            for slot in 0..<views.count {
              if slot == 0 || !shares[slot] { offset = paths[slot].offset(at: value) }
              let view = views[slot]
              guard view < transforms.count else { continue }
              if allIdentity {
                transforms[view] = offset
                continue
              }
              let model = transforms[view]
              transforms[view] = model.isIdentity ? offset : offset.concatenating(model)
            }
          }
        }
      }
    }
  }

  /// Whether it animates anything.
  var hasContent: Bool { !alphaViews.isEmpty || !transformViews.isEmpty }

  /// The views it animates (alpha or transform), ascending, each once.
  var views: [Int] { Array(Set(alphaViews + transformViews)).sorted() }

  /// Removes the alpha of views flagged in `alphaMask` and the transform of views flagged in
  /// `transformMask`.
  /// - Returns: Whether anything was removed.
  mutating func remove(alphaMask: [Bool], transformMask: [Bool]) -> Bool {
    var removed = false
    var keptViews: [Int] = []
    var keptDeltas: [Double] = []
    for (view, delta) in zip(alphaViews, alphaDeltas) {
      if view < alphaMask.count && alphaMask[view] {
        removed = true
      } else {
        keptViews.append(view)
        keptDeltas.append(delta)
      }
    }
    alphaViews = keptViews
    alphaDeltas = keptDeltas
    let (views, paths) = (transformViews, transformPaths)
    (transformViews, transformPaths, sharesPreviousMotion) = ([], [], [])
    for (view, path) in zip(views, paths) {
      if view < transformMask.count && transformMask[view] {
        removed = true
      } else {
        appendTransform(view: view, path: path)
      }
    }
    return removed
  }
}
