/// How the two sides of a constraint relate (`NSLayoutConstraint.Relation`).
///
/// The raw values are Apple's: -1, 0, 1.
public enum LayoutRelation: Int, Hashable, Sendable, CaseIterable {
  /// The first side is less than or equal to the second (`<=`).
  case lessThanOrEqual = -1
  /// The two sides are equal (`==`).
  case equal = 0
  /// The first side is greater than or equal to the second (`>=`).
  case greaterThanOrEqual = 1

  /// The operator as written in descriptions and scripts: `<=`, `==` or `>=`.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
