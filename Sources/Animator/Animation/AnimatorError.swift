/// Bad input to the animator: thrown when building curves, specs and keyframes, never a trap.
///
/// Payloads only; `description` (AnimatorError+Description.swift) is the one place with words.
public enum AnimatorError: Error, Hashable, Sendable {
  /// A Bézier control x outside 0…1 (the curve would not be a function of time).
  case bezierControlOutOfRange(x1: Double, x2: Double)
  /// A spring with a non-positive mass, stiffness or damping.
  case invalidSpring(mass: Double, stiffness: Double, damping: Double)
  /// A duration spring with a damping ratio ≤ 0 (it would never settle).
  case invalidDampingRatio(Double)
  /// `steps(n)` with n < 1.
  case invalidStepCount(Int)
  /// A negative duration, in seconds.
  case negativeDuration(Double)
  /// A negative delay, in seconds.
  case negativeDelay(Double)
  /// A repeat count that is not positive.
  case invalidRepeatCount(Double)
  /// A keyframe whose relative start or duration leaves 0…1.
  case keyframeOutOfRange(relativeStart: Double, relativeDuration: Double)
  /// NaN or an infinity where a number was needed; the payload names the parameter.
  case notFinite(parameter: String)
  /// A timeline action or sample at `time` seconds, before the latest one at `latest`
  /// (a timeline only moves forward).
  case outOfOrder(time: Double, latest: Double)
  /// `sample(frame:)` with an index below the next frame to sample (or negative).
  case frameOutOfOrder(index: Int, next: Int)
  /// A frame rate that is not positive.
  case invalidFrameRate(Int)
  /// A time whose frame index does not fit (beyond 2^62 frames).
  case timeOutOfRange(Double)
  /// A `LayoutHost` whose `modelFrames()` or `windowFrames()` did not return one frame per
  /// view (`viewCount`): an error in the host's implementation, reported instead of trapping.
  case inconsistentHost(views: Int, frames: Int, windowFrames: Int)
}
