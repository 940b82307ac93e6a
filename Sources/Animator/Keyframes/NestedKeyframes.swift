import Layout

/// An `animate` block's keys while its mutations run: key frames nested in the block (UIKit's
/// `animateKeyframes` inside an animation block or a property animator) turn it into a
/// keyframe animation on the block's timing (`Timeline+NestedKeyframes.swift`).
struct NestedKeyframes {
  /// Key 0 is the block's start; each nested keyframe adds its keys.
  var capture: KeyframeCapture
  /// The values when the first nested key frames began (after the block's own changes
  /// made before them, laid out): nil while no key frames were nested.
  var beforeKeys: (frames: [Double], alphas: [Double], transforms: [Transform2D])?
  /// The calculation mode of the last nested key frames.
  var mode: KeyframeCalculationMode = .linear
  /// The fraction of the block's duration the current nested key frames span (1 unless
  /// they override the inherited duration with a shorter one).
  var span = 1.0

  /// Whether key frames were nested.
  var hasKeys: Bool { beforeKeys != nil }
}

extension KeyframeCapture {
  /// Makes the changes the block made outside its nested key frames run over the whole
  /// animation, and ends the keys at the block's final values.
  ///
  /// A component (frame component, alpha) no nested keyframe moved from `before` goes in a
  /// straight line from the start to `final`: each key gets start + (final − start) × its
  /// key time, as one `animate` block would move it. A component the keyframes moved keeps
  /// their keys, each after the first shifted by what the block changed after them
  /// (final − last key). An untouched transform is interpolated from the start to `final`
  /// at each key time (`Transform2D.interpolated`); a moved one ends at `final` at key 1.
  /// Missing values (views added during the block) count as 0, as `endKeyframes` reads them.
  ///
  /// - Complexity: O(keys × views).
  mutating func spreadChanges(
    before: (frames: [Double], alphas: [Double], transforms: [Transform2D]),
    final: [Double], finalLook: (alphas: [Double], transforms: [Transform2D])
  ) {
    if keyTimes[keyTimes.count - 1] < 1 { repeatLastKey(at: 1) }
    let last = captured.count - 1
    guard last >= 1 else { return }
    for key in captured.indices where captured[key].count < final.count {
      captured[key] += [Double](repeating: 0, count: final.count - captured[key].count)
    }
    for index in final.indices {
      let moved = before.frames.indices.contains(index) ? before.frames[index] : 0
      let touched = (1...last).contains { abs(captured[$0][index] - moved) > Tolerance.points }
      if touched {
        let shift = final[index] - captured[last][index]
        guard abs(shift) > Tolerance.points else { continue }
        for key in 1...last { captured[key][index] += shift }
      } else {
        let start = captured[0][index]
        for key in 1...last {
          captured[key][index] = start + (final[index] - start) * keyTimes[key]
        }
      }
    }
    spreadLookChanges(before: before, finalLook: finalLook, last: last)
  }

  /// `spreadChanges` for the alphas and transforms.
  private mutating func spreadLookChanges(
    before: (frames: [Double], alphas: [Double], transforms: [Transform2D]),
    finalLook: (alphas: [Double], transforms: [Transform2D]), last: Int
  ) {
    for key in looks.indices {
      if looks[key].alphas.count < finalLook.alphas.count {
        looks[key].alphas += [Double](
          repeating: 1, count: finalLook.alphas.count - looks[key].alphas.count)
      }
      if looks[key].transforms.count < finalLook.transforms.count {
        looks[key].transforms += [Transform2D](
          repeating: .identity, count: finalLook.transforms.count - looks[key].transforms.count)
      }
    }
    for index in finalLook.alphas.indices {
      let moved = before.alphas.indices.contains(index) ? before.alphas[index] : 1
      let final = finalLook.alphas[index]
      if (1...last).contains(where: { abs(looks[$0].alphas[index] - moved) > Tolerance.points }) {
        let shift = final - looks[last].alphas[index]
        guard abs(shift) > Tolerance.points else { continue }
        for key in 1...last { looks[key].alphas[index] += shift }
      } else {
        let start = looks[0].alphas[index]
        for key in 1...last { looks[key].alphas[index] = start + (final - start) * keyTimes[key] }
      }
    }
    for index in finalLook.transforms.indices {
      let moved = before.transforms.indices.contains(index) ? before.transforms[index] : .identity
      let final = finalLook.transforms[index]
      if (1...last).contains(where: { looks[$0].transforms[index] != moved }) {
        looks[last].transforms[index] = final
      } else {
        let start = looks[0].transforms[index]
        guard start != final else { continue }
        for key in 1...last {
          looks[key].transforms[index] = start.interpolated(to: final, progress: keyTimes[key])
        }
      }
    }
  }
}
