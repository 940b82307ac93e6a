/// How many times an animation's cycle runs.
public enum RepeatCount: Hashable, Sendable {
  /// A positive number of cycles (fractions allowed, as `CAMediaTiming.repeatCount`).
  case count(Double)
  /// Forever (`UIView.AnimationOptions.repeat` without a count): never finishes.
  case forever
}

/// The timing of one animation: duration, delay, curve, repeats and autoreverse.
///
/// Built through a throwing initializer, so every spec is valid. The active duration is
/// `duration × repeat count × (autoreverse ? 2 : 1)`, as UIKit's `modifyAnimations` [S4];
/// a physical spring replaces `duration` by its settling duration.
public struct AnimationSpec: Hashable, Sendable {
  /// One cycle's duration, in seconds (≥ 0; 0 applies the change at once).
  public let duration: Double
  /// Seconds between the `animate` call and the start; the old value shows meanwhile.
  public let delay: Double
  /// The curve, already fitted to `duration` (see `TimingCurve.resolved(duration:)`).
  public let curve: TimingCurve
  /// How many cycles run.
  public let repeatCount: RepeatCount
  /// Whether each cycle runs forward then backward (doubling its length).
  public let autoreverses: Bool

  /// Creates a spec.
  ///
  /// - Parameters:
  ///   - duration: Seconds, ≥ 0; 0 applies the change at once.
  ///   - delay: Seconds, ≥ 0.
  ///   - curve: The timing curve (default easeInEaseOut, UIKit's default).
  ///   - repeatCount: Cycles (default 1).
  ///   - autoreverses: Run each cycle forward then backward.
  /// - Throws: `AnimatorError.negativeDuration`, `.negativeDelay`, `.invalidRepeatCount`,
  ///   `.notFinite`.
  public init(
    duration: Double, delay: Double = 0, curve: TimingCurve = .easeInEaseOut,
    repeatCount: RepeatCount = .count(1), autoreverses: Bool = false
  ) throws(AnimatorError) {
    guard duration.isFinite else { throw .notFinite(parameter: "duration") }
    guard delay.isFinite else { throw .notFinite(parameter: "delay") }
    guard duration >= 0 else { throw .negativeDuration(duration) }
    guard delay >= 0 else { throw .negativeDelay(delay) }
    if case .count(let count) = repeatCount {
      guard count.isFinite else { throw .notFinite(parameter: "repeat count") }
      guard count > 0 else { throw .invalidRepeatCount(count) }
    }
    let resolved = curve.resolved(duration: duration)
    if duration > 0, resolved.isUnfittedDurationSpring {
      throw .notFinite(parameter: "spring stiffness fitted to the duration")
    }
    self.duration = duration > 0 ? resolved.effectiveDuration(duration) : 0
    self.delay = delay
    self.curve = resolved
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
  }

  /// Whether the change applies at once (a duration of 0, as UIKit's `duration ≤ 0`).
  public var isImmediate: Bool { duration <= 0 }

  /// Seconds from the start (after the delay) to the end; infinite when repeating forever.
  public var activeDuration: Double {
    let cycle = duration * (autoreverses ? 2 : 1)
    switch repeatCount {
    case .count(let count): return cycle * count
    case .forever: return .infinity
    }
  }

  /// The curve's value at `elapsed` seconds after the start (0 ≤ elapsed < active duration;
  /// 0 before the start),
  /// after repeats and autoreverse: forward half-cycles use curve(p), backward ones
  /// curve(1 − p), as Core Animation plays a reversed cycle.
  public func curveValue(atElapsed elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    // Before the active phase (the delay): 0. At its first instant (within the time
    // tolerance) the curve's own value at 0, which is 1/n for jump-start steps (CSS Easing 1).
    if elapsed < -Tolerance.time { return 0 }
    if elapsed <= 0 { return curve.value(at: 0) }
    if elapsed >= activeDuration { return autoreversesToStart ? 0 : 1 }
    let halfCycles = elapsed / duration
    var whole = halfCycles.rounded(.down)
    var fraction = halfCycles - whole
    // A sample exactly on a cycle boundary (within the time tolerance) takes the boundary
    // value rather than wrapping around.
    if fraction * duration <= Tolerance.time, whole >= 1 {
      whole -= 1
      fraction = 1
    }
    // Not `Int(whole) % 2`: a tiny duration with a huge repeat count gives more half
    // cycles than Int holds (the conversion would trap).
    let backward = autoreverses && whole.truncatingRemainder(dividingBy: 2) == 1
    return curve.value(at: backward ? 1 - fraction : fraction)
  }

  /// Whether the last cycle ends at the start value (autoreverse with a whole count).
  var autoreversesToStart: Bool {
    guard autoreverses, case .count(let count) = repeatCount else { return false }
    return count == count.rounded(.down)
  }
}
