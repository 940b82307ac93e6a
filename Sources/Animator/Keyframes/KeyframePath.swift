/// How a keyframe animation computes values between keyframes (CAAnimationCalculationMode,
/// UIView.KeyframeAnimationOptions calculationMode*) [S4][S29].
public enum KeyframeCalculationMode: Hashable, Sendable, CaseIterable {
  /// Straight lines between keyframe values at their key times (the default).
  case linear
  /// No interpolation: each keyframe's value appears at its relative start time and holds.
  case discrete
  /// A Catmull-Rom spline through the keyframe values (Core Animation's cubic mode with
  /// Kochanek–Bartels tension, continuity and bias all 0).
  case cubic
  /// Key times ignored: constant speed along the path, by each view's distance in the
  /// eight frame components (frame and window rectangles).
  case paced
}

/// The per-view paths of one keyframe animation, as offsets from the final model value.
///
/// Keys: (0, start value), then per keyframe (its start, previous value) when it starts
/// later than the previous key and (its end, its captured value). The last key's value is
/// the final model, so every offset path ends at 0.
struct KeyframePath {
  let mode: KeyframeCalculationMode
  /// Shared key times, nondecreasing, from 0 to 1.
  let keyTimes: [Double]
  /// The views that move, ascending.
  let views: [Int]
  /// Per view, `keyTimes.count × 8` offsets (key-major).
  var values: [Double]
  /// Per view, `keyTimes.count` paced key times (only for `.paced`).
  let pacedTimes: [Double]

  init(mode: KeyframeCalculationMode, keyTimes: [Double], views: [Int], values: [Double]) {
    self.mode = mode
    self.keyTimes = keyTimes
    self.views = views
    self.values = values
    guard mode == .paced else {
      pacedTimes = []
      return
    }
    let keys = keyTimes.count
    var paced: [Double] = []
    paced.reserveCapacity(views.count * keys)
    for view in 0..<views.count {
      var lengths = [0.0]
      for key in 1..<keys {
        var squared = 0.0
        for component in 0..<8 {
          let a = values[(view * keys + key - 1) * 8 + component]
          let b = values[(view * keys + key) * 8 + component]
          squared += (b - a) * (b - a)
        }
        lengths.append((lengths.last ?? 0) + squared.squareRoot())
      }
      let total = lengths.last ?? 0
      for key in 0..<keys {
        paced.append(total > 0 ? lengths[key] / total : keyTimes[key])
      }
    }
    pacedTimes = paced
  }

  var hasContent: Bool { values.contains { $0 != 0 } }

  /// The segment containing `progress` in `times`: (index of its first key, fraction 0…1).
  private static func segment(_ progress: Double, _ times: ArraySlice<Double>) -> (Int, Double) {
    let first = times.startIndex
    let count = times.count
    var index = 0
    while index + 2 < count && times[first + index + 1] < progress { index += 1 }
    let start = times[first + index]
    let end = times[first + index + 1]
    let fraction = end > start ? min(max((progress - start) / (end - start), 0), 1) : 1
    return (index, fraction)
  }

  /// Adds every view's offsets at overall progress `progress` (0…1) into `offsets`
  /// (8 per view, view-major).
  func accumulate(progress: Double, into offsets: UnsafeMutableBufferPointer<Double>) {
    let keys = keyTimes.count
    guard keys >= 2 else { return }
    let shared = mode == .paced ? (0, 0.0) : Self.segment(progress, keyTimes[...])
    for (slot, view) in views.enumerated() {
      let (index, fraction): (Int, Double)
      if mode == .paced {
        (index, fraction) = Self.segment(
          progress, pacedTimes[(slot * keys)..<((slot + 1) * keys)])
      } else {
        (index, fraction) = shared
      }
      let base = slot * keys * 8
      for component in 0..<8 {
        let a = values[base + index * 8 + component]
        let b = values[base + (index + 1) * 8 + component]
        let value: Double
        switch mode {
        case .linear, .paced:
          value = a + (b - a) * fraction
        case .discrete:
          value = progress <= 0 ? values[base + component] : b
        case .cubic:
          let previous = index > 0 ? values[base + (index - 1) * 8 + component] : a
          let next = index + 2 < keys ? values[base + (index + 2) * 8 + component] : b
          let m0 = (b - previous) / 2
          let m1 = (next - a) / 2
          let s = fraction
          let s2 = s * s
          let s3 = s2 * s
          value =
            (2 * s3 - 3 * s2 + 1) * a + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * b
            + (s3 - s2) * m1
        }
        offsets[view * 8 + component] += value
      }
    }
  }

  /// Removes the components flagged in `mask` (bit c of `mask[view]` = component c).
  /// - Returns: whether anything nonzero was removed.
  mutating func remove(mask: [UInt8]) -> Bool {
    let keys = keyTimes.count
    var removed = false
    for (slot, view) in views.enumerated() where view < mask.count && mask[view] != 0 {
      for component in 0..<8 where mask[view] & (1 << component) != 0 {
        for key in 0..<keys {
          let position = (slot * keys + key) * 8 + component
          if values[position] != 0 {
            values[position] = 0
            removed = true
          }
        }
      }
    }
    return removed
  }
}
