import Layout

/// The alphas and transforms of one keyframe animation, as offsets from the final model
/// (the same keys as its `KeyframePath`).
///
/// Alpha keys are offsets key − final, interpolated like frame components. Transform keys
/// are offsets Δₖ = keyₖ × final⁻¹ (`TransformPath`'s additive form), decomposed once; a
/// segment is interpolated by decomposition between its two keys (`DecomposedTransform.
/// interpolationEnds`, so each segment takes the short way round). `.cubic` runs the
/// Catmull-Rom spline over the decomposed parts; `.paced` uses the key times (pacing by
/// distance is defined for frames only); `.discrete` holds each key.
struct AppearanceKeyframes {
  let mode: KeyframeCalculationMode
  /// Shared key times, nondecreasing, from 0 to 1.
  let keyTimes: [Double]
  /// Views whose alpha moves, ascending.
  var alphaViews: [Int]
  /// Per alpha view, `keyTimes.count` offsets.
  var alphaKeys: [Double]
  /// Views whose transform moves, ascending.
  var transformViews: [Int]
  /// Per transform view, `keyTimes.count` decomposed offsets.
  var transformKeys: [DecomposedTransform]

  var hasContent: Bool { !alphaViews.isEmpty || !transformViews.isEmpty }

  /// The views it animates, ascending, each once.
  var views: [Int] { Array(Set(alphaViews + transformViews)).sorted() }

  /// The segment containing `progress`: (index of its first key, fraction 0…1).
  private func segment(_ progress: Double) -> (Int, Double) {
    let count = keyTimes.count
    var index = 0
    while index + 2 < count && keyTimes[index + 1] < progress { index += 1 }
    let start = keyTimes[index]
    let end = keyTimes[index + 1]
    let fraction = end > start ? min(max((progress - start) / (end - start), 0), 1) : 1
    return (index, fraction)
  }

  /// Adds the alpha offsets at overall progress `progress` into `alphas` (one per view).
  func accumulateAlphas(progress: Double, into alphas: inout [Double]) {
    let keys = keyTimes.count
    guard keys >= 2, !alphaViews.isEmpty else { return }
    let (index, fraction) = segment(progress)
    for (slot, view) in alphaViews.enumerated() where view < alphas.count {
      let base = slot * keys
      let a = alphaKeys[base + index]
      let b = alphaKeys[base + index + 1]
      let value: Double
      switch mode {
      case .linear, .paced:
        value = a + (b - a) * fraction
      case .discrete:
        value = progress <= 0 ? alphaKeys[base] : b
      case .cubic:
        let previous = index > 0 ? alphaKeys[base + index - 1] : a
        let next = index + 2 < keys ? alphaKeys[base + index + 2] : b
        value = Self.catmullRom(previous, a, b, next, fraction)
      }
      alphas[view] += value
    }
  }

  /// Applies the transform offsets at overall progress `progress` before `transforms`
  /// (`Δ(progress) × transform` for each moving view).
  func applyTransforms(progress: Double, to transforms: inout [Transform2D]) {
    let keys = keyTimes.count
    guard keys >= 2, !transformViews.isEmpty else { return }
    let (index, fraction) = segment(progress)
    for (slot, view) in transformViews.enumerated() where view < transforms.count {
      let base = slot * keys
      let offset: Transform2D
      switch mode {
      case .discrete:
        offset = (progress <= 0 ? transformKeys[base] : transformKeys[base + index + 1])
          .recomposed()
      case .linear, .paced:
        let (a, b) = DecomposedTransform.interpolationEnds(
          from: transformKeys[base + index], to: transformKeys[base + index + 1])
        offset = a.interpolated(to: b, progress: fraction).recomposed()
      case .cubic:
        let (a, b) = DecomposedTransform.interpolationEnds(
          from: transformKeys[base + index], to: transformKeys[base + index + 1])
        var previous = index > 0 ? transformKeys[base + index - 1] : a
        var next = index + 2 < keys ? transformKeys[base + index + 2] : b
        previous.angle = Self.unwrap(previous.angle, near: a.angle)
        next.angle = Self.unwrap(next.angle, near: b.angle)
        offset = Self.catmullRom(previous, a, b, next, fraction).recomposed()
      }
      transforms[view] = offset.concatenating(transforms[view])
    }
  }

  /// Removes the alpha of views flagged in `alphaMask` and the transform of views flagged in
  /// `transformMask`; whether anything was removed.
  mutating func remove(alphaMask: [Bool], transformMask: [Bool]) -> Bool {
    let keys = keyTimes.count
    var removed = false
    var views: [Int] = []
    var values: [Double] = []
    for (slot, view) in alphaViews.enumerated() {
      if view < alphaMask.count && alphaMask[view] {
        removed = true
        continue
      }
      views.append(view)
      values += alphaKeys[(slot * keys)..<((slot + 1) * keys)]
    }
    alphaViews = views
    alphaKeys = values
    var kept: [Int] = []
    var parts: [DecomposedTransform] = []
    for (slot, view) in transformViews.enumerated() {
      if view < transformMask.count && transformMask[view] {
        removed = true
        continue
      }
      kept.append(view)
      parts += transformKeys[(slot * keys)..<((slot + 1) * keys)]
    }
    transformViews = kept
    transformKeys = parts
    return removed
  }

  /// `angle` moved by whole turns to within half a turn of `reference`.
  static func unwrap(_ angle: Double, near reference: Double) -> Double {
    let turn = 2 * Double.pi
    return angle - (((angle - reference) / turn).rounded() * turn)
  }

  /// The Catmull-Rom (cubic Hermite, tangents (next − previous) / 2) value between `a` and
  /// `b` at `s` (as `KeyframePath`'s cubic mode).
  static func catmullRom(
    _ previous: Double, _ a: Double, _ b: Double, _ next: Double, _ s: Double
  ) -> Double {
    let m0 = (b - previous) / 2
    let m1 = (next - a) / 2
    let s2 = s * s
    let s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * a + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * b
      + (s3 - s2) * m1
  }

  /// The spline over every decomposed part.
  static func catmullRom(
    _ p: DecomposedTransform, _ a: DecomposedTransform, _ b: DecomposedTransform,
    _ n: DecomposedTransform, _ s: Double
  ) -> DecomposedTransform {
    DecomposedTransform(
      translationX: catmullRom(p.translationX, a.translationX, b.translationX, n.translationX, s),
      translationY: catmullRom(p.translationY, a.translationY, b.translationY, n.translationY, s),
      scaleX: catmullRom(p.scaleX, a.scaleX, b.scaleX, n.scaleX, s),
      scaleY: catmullRom(p.scaleY, a.scaleY, b.scaleY, n.scaleY, s),
      angle: catmullRom(p.angle, a.angle, b.angle, n.angle, s),
      m11: catmullRom(p.m11, a.m11, b.m11, n.m11, s),
      m12: catmullRom(p.m12, a.m12, b.m12, n.m12, s),
      m21: catmullRom(p.m21, a.m21, b.m21, n.m21, s), m22: catmullRom(p.m22, a.m22, b.m22, n.m22, s)
    )
  }
}
