import Layout

/// The values a keyframe animation reaches at each key, collected on one timeline between
/// `Timeline.beginKeyframes(at:)` and `Timeline.endKeyframes` (one per window when UIKit key
/// frames animate several).
///
/// Key 0 is the start (the model, or the presented values under `fromCurrentState`); each
/// captured keyframe adds the key at its end, and a keyframe that begins after the last key
/// first repeats the last values at its start (a hold between keyframes).
public struct KeyframeCapture {
  /// The animation's id, made when the capture began.
  let id: AnimationID
  /// The action time, in seconds.
  let time: Double
  /// The alphas and transforms at the start, before holds are folded.
  let startLook: (alphas: [Double], transforms: [Transform2D], transformed: Bool)
  /// The key times, fractions 0…1 ascending, starting at 0.
  var keyTimes: [Double] = [0]
  /// The frame components (8 per view) at each key.
  var captured: [[Double]]
  /// The alphas and transforms at each key.
  var looks: [(alphas: [Double], transforms: [Transform2D])]
  /// The holds at each key, empty when nothing was held at the start.
  var heldAtKeys: [HeldValues]

  /// A capture whose key 0 is `start` (frame components) and `startLook`, tracking the
  /// holds per key when `held` holds anything.
  init(
    id: AnimationID, time: Double, start: [Double],
    startLook: (alphas: [Double], transforms: [Transform2D], transformed: Bool),
    held: HeldValues
  ) {
    self.id = id
    self.time = time
    self.startLook = startLook
    self.captured = [start]
    self.looks = [(startLook.alphas, startLook.transforms)]
    self.heldAtKeys = held.isEmpty ? [] : [held]
  }

  /// Whether holds are tracked per key (something was held at the start).
  var holds: Bool { !heldAtKeys.isEmpty }

  /// The number of keys so far.
  public var keyCount: Int { keyTimes.count }

  /// Adds a key at `time` (a fraction) with the last key's values.
  mutating func repeatLastKey(at time: Double) {
    keyTimes.append(time)
    captured.append(captured[captured.count - 1])
    looks.append(looks[looks.count - 1])
    if holds { heldAtKeys.append(heldAtKeys[heldAtKeys.count - 1]) }
  }
}
