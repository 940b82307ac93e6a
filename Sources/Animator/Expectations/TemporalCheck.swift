/// One measured value on one sampled frame.
public struct FrameSample<Value> {
  /// The frame number.
  public var frame: Int
  /// The frame's time, in seconds.
  public var time: Double
  /// What was measured on it.
  public var value: Value

  /// Creates a sample.
  public init(frame: Int, time: Double, value: Value) {
    self.frame = frame
    self.time = time
    self.value = value
  }
}

extension FrameSample: Equatable where Value: Equatable {}
extension FrameSample: Hashable where Value: Hashable {}
extension FrameSample: Sendable where Value: Sendable {}

/// Which sampled frames a check over time looks at, and what it asks of them.
public enum TemporalQuantifier: Hashable, Sendable {
  /// Holds on every sampled frame in `during` (inclusive, in seconds; every frame when nil).
  case always(during: ClosedRange<Double>?)
  /// Holds on no sampled frame in `during` (every frame when nil).
  case never(during: ClosedRange<Double>?)
  /// Holds on some sampled frame at or before `by` seconds (any frame when nil).
  case eventually(by: Double?)

  /// Whether a frame at `time` (seconds) is one the check looks at (1e-9 s tolerance, as
  /// every time comparison of the animator).
  public func covers(time: Double) -> Bool {
    switch self {
    case .always(let window), .never(let window):
      guard let window else { return true }
      return time >= window.lowerBound - Tolerance.time
        && time <= window.upperBound + Tolerance.time
    case .eventually(let limit):
      guard let limit else { return true }
      return time <= limit + Tolerance.time
    }
  }
}

/// A check over time, fed one frame at a time: `always`, `never` or `eventually`.
///
/// Feed every sampled frame in order with whether the relation held on it and the value
/// found; frames outside the quantifier's window are ignored. `witness` is the frame that
/// decided it: the first that broke an `always` or a `never`, the first where an
/// `eventually` held. Streaming, so a long run is never held in memory.
public struct TemporalCheck<Value> {
  /// What the check asks.
  public let quantifier: TemporalQuantifier
  /// How many frames it looked at.
  public private(set) var framesChecked = 0
  /// The frame that decided the outcome (see the type's discussion); nil while undecided.
  public private(set) var witness: FrameSample<Value>?
  /// The last frame looked at (for an `eventually` that never held: what was found last).
  public private(set) var last: FrameSample<Value>?

  /// Creates a check that has seen no frame.
  public init(_ quantifier: TemporalQuantifier) {
    self.quantifier = quantifier
  }

  /// Whether the outcome is settled: later frames cannot change it.
  public var isDecided: Bool { witness != nil }

  /// Whether the check passed on the frames seen so far (for `eventually`: whether it has
  /// held yet).
  public var passed: Bool {
    switch quantifier {
    case .always, .never: return witness == nil
    case .eventually: return witness != nil
    }
  }

  /// Whether the next frame at `time` needs to be measured (in the window, not decided).
  public func wants(time: Double) -> Bool {
    !isDecided && quantifier.covers(time: time)
  }

  /// Looks at one frame: `holds` is whether the relation held on it, `value` what was found.
  public mutating func observe(frame: Int, time: Double, holds: Bool, value: Value) {
    guard wants(time: time) else { return }
    framesChecked += 1
    let sample = FrameSample(frame: frame, time: time, value: value)
    last = sample
    switch quantifier {
    case .always: if !holds { witness = sample }
    case .never: if holds { witness = sample }
    case .eventually: if holds { witness = sample }
    }
  }
}

/// The largest or smallest value of a measurement over sampled frames, and where it occurs
/// (the first frame with that value).
public struct ExtremeCheck {
  /// Which extreme.
  public enum Kind: Hashable, Sendable {
    /// The largest value.
    case maximum
    /// The smallest value.
    case minimum
  }

  /// Which extreme it tracks.
  public let kind: Kind
  /// The frames it looks at (inclusive, in seconds; every frame when nil).
  public let during: ClosedRange<Double>?
  /// The extreme so far and its first frame; nil before a frame in the window was seen.
  public private(set) var extreme: FrameSample<Double>?
  /// How many frames it looked at.
  public private(set) var framesChecked = 0

  /// Creates a tracker that has seen no frame.
  public init(_ kind: Kind, during: ClosedRange<Double>? = nil) {
    self.kind = kind
    self.during = during
  }

  /// Whether a frame at `time` is in the window.
  public func wants(time: Double) -> Bool {
    TemporalQuantifier.always(during: during).covers(time: time)
  }

  /// Looks at one frame's value (NaN is ignored).
  public mutating func observe(frame: Int, time: Double, value: Double) {
    guard wants(time: time), !value.isNaN else { return }
    framesChecked += 1
    guard let current = extreme else {
      extreme = FrameSample(frame: frame, time: time, value: value)
      return
    }
    let better = kind == .maximum ? value > current.value : value < current.value
    if better { extreme = FrameSample(frame: frame, time: time, value: value) }
  }
}
