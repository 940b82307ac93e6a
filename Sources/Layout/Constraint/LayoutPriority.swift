/// How much a constraint matters (`UILayoutPriority`): 1…1000, where only 1000 is required.
///
/// An optional constraint that cannot hold is satisfied as closely as possible; higher
/// priorities are met first. Values outside 1…1000 can be represented but are rejected by
/// `LayoutConstraint`'s initializer and by `setPriority(_:)`.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority value.
  public var rawValue: Double

  /// Required (1000): the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = LayoutPriority(750)
  /// 510 (`dragThatCanResizeScene`).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500 (`sceneSizeStayPut`).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490 (`dragThatCannotResizeScene`).
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250: the default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the level at which a view is compressed to its fitting size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Creates a priority from its raw value.
  public init(rawValue: Double) {
    self.rawValue = rawValue
  }

  /// Creates a priority from a value, normally in 1…1000.
  public init(_ value: Double) {
    self.rawValue = value
  }

  /// Creates a priority from a floating-point literal.
  public init(floatLiteral value: Double) {
    self.rawValue = value
  }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) {
    self.rawValue = Double(value)
  }

  /// Whether this is the required priority (1000).
  public var isRequired: Bool { rawValue >= 1000 }

  /// Whether the value lies in Apple's valid range, greater than 0 and at most 1000.
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `value` points higher (clamped by nothing).
  public static func + (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
    LayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `value` points lower (clamped by nothing).
  public static func - (lhs: LayoutPriority, rhs: Double) -> LayoutPriority {
    LayoutPriority(lhs.rawValue - rhs)
  }
}
