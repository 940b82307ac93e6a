import Diagnostics

extension Quantity {
  /// The closed range a value of this quantity must lie in.
  ///
  /// The bounds keep every run finite and every layout numerically sane: they are far
  /// beyond any real screen (points), animation (seconds) or priority.
  public var range: ClosedRange<Double> {
    switch self {
    case .screenSize: return 1...100_000
    case .fps: return 1...1000
    case .duration, .delay, .wait: return 0...3600
    case .repeatCount: return 0.001...10_000
    case .time: return 0...86_400
    case .tolerance: return 0...1_000_000
    case .priority: return 0.000_001...1000
    case .fontSize: return 0.000_001...10_000
    case .intrinsicSize: return 0...1_000_000
    case .frameOrigin, .scrollOffset, .constant, .metric: return -1_000_000...1_000_000
    case .frameSize: return 0...1_000_000
    case .multiplier: return -1_000_000...1_000_000
    case .curveControlPoint: return -1000...1000
    case .curveParameter: return 0.001...100_000
    // A ratio outside this range makes the fitted spring settle in hours (or never).
    case .dampingRatio: return 0.01...100
    case .springVelocity: return -1000...1000
    case .steps: return 1...10_000
    case .arrangedIndex: return 0...10_000
    case .fraction: return 0...1
    // Pixels per point: 1 to 3 on Apple's screens; up to 10 for a synthetic grid.
    case .scale: return 1...10
    case .keyboardHeight, .safeAreaInset: return 0...100_000
    case .margin: return -1_000_000...1_000_000
    case .alpha: return 0...1
    case .translation, .transformScale: return -1_000_000...1_000_000
    // Radians (about 160,000 turns): far beyond any animation, and sin and cos stay exact
    // enough.
    case .angle: return -1_000_000...1_000_000
    }
  }

  /// Whether the value must be a whole number.
  public var isInteger: Bool {
    self == .fps || self == .steps || self == .arrangedIndex
  }

  /// Checks a value against the range (and integrality), returning the problem if any.
  func problem(with value: Double) -> ScenarioMessage? {
    if !value.isFinite || !range.contains(value) { return .outOfRange(self, value: value) }
    if isInteger, value != Double(Int64(value)) { return .notAnInteger(self, value: value) }
    return nil
  }
}
