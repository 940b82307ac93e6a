/// The animator's one tolerance, used for time and for frame components.
///
/// Times are sums of script durations (`0.1 + 0.2` is not `0.3`), and frames come from a
/// floating-point solver; anything closer than this counts as equal.
public enum Tolerance {
  /// Seconds: an event at `t` belongs to a frame sampled at `t - 1e-9` or later.
  public static let time = 1e-9
  /// Points: a frame component that moved less than this did not change.
  public static let points = 1e-9
}

extension Double {
  /// Whether `self` is within `Tolerance.time` of `other` or below it (seconds).
  func isAtOrBefore(_ other: Double) -> Bool {
    self <= other + Tolerance.time
  }
}
