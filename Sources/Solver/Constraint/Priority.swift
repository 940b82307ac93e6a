/// How strongly a constraint is wanted, from 1 to 1000; 1000 is required.
///
/// Priorities are strictly ordered: a constraint at a higher priority beats any number of
/// constraints at lower priorities (the solver minimises one objective per level,
/// lexicographically). The named levels are Auto Layout's.
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The level, in 1…1000.
  public let value: Double

  /// Creates a priority, clamping `value` into 1…1000 (NaN becomes 1).
  /// - Parameter value: The level.
  public init(_ value: Double) {
    self.value = value.isNaN ? 1 : Swift.min(1000, Swift.max(1, value))
  }

  /// 1000: the constraint must hold.
  public static let required = Priority(1000)
  /// 750: Auto Layout's `defaultHigh`.
  public static let high = Priority(750)
  /// 250: Auto Layout's `defaultLow`.
  public static let low = Priority(250)
  /// 50: Auto Layout's `fittingSizeLevel`.
  public static let fittingSize = Priority(50)

  /// Whether this is the required level (1000).
  public var isRequired: Bool {
    value >= 1000
  }

  /// Orders by level.
  public static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.value < rhs.value
  }

  /// `required`, or the level as a number such as `750`.
  public var description: String {
    isRequired ? "required" : formatNumber(value)
  }
}
