/// How a measured value compares with an expected one: the relations of `expect` lines
/// (`==`, `!=`, `<`, `<=`, `>`, `>=`), with a tolerance.
///
/// Within a tolerance `E` two values are equal when |actual − expected| ≤ E; the strict
/// relations exclude what counts as equal: `<` holds when actual < expected − E (it is `<=`
/// and `!=` together), `>` when actual > expected + E. A further 1e-9 absorbs floating-point
/// noise on every side (as the frame checks always did).
public enum Comparison: Hashable, Sendable, CaseIterable {
  /// `==`: within the tolerance.
  case equal
  /// `!=`: farther apart than the tolerance.
  case notEqual
  /// `<`: below, by more than the tolerance.
  case less
  /// `<=`: below, or equal within the tolerance.
  case lessOrEqual
  /// `>`: above, by more than the tolerance.
  case greater
  /// `>=`: above, or equal within the tolerance.
  case greaterOrEqual

  /// The default tolerance of expectations, in the values' unit (points for frames).
  public static let defaultTolerance = 0.001

  /// The relation's symbol as written in scripts (`==`, `<`, …).
  public var symbol: String {
    switch self {
    case .equal: "=="
    case .notEqual: "!="
    case .less: "<"
    case .lessOrEqual: "<="
    case .greater: ">"
    case .greaterOrEqual: ">="
    }
  }

  /// Whether `actual` relates to `expected` this way within `tolerance`.
  public func holds(_ actual: Double, _ expected: Double, tolerance: Double = defaultTolerance)
    -> Bool
  {
    let slack = tolerance + 1e-9
    switch self {
    case .equal: return abs(actual - expected) <= slack
    case .notEqual: return !(abs(actual - expected) <= slack)
    case .less: return actual < expected - slack
    case .lessOrEqual: return actual <= expected + slack
    case .greater: return actual > expected + slack
    case .greaterOrEqual: return actual >= expected - slack
    }
  }
}
