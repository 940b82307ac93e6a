// Constraint operators. `==`, `<=` and `>=` keep their standard meaning (`Variable` is
// `Hashable`, so `x == y` is a `Bool`); the constraint-building spellings are
// `|==|`, `|<=|` and `|>=|`, each producing a required constraint:
//
//     let c = 2 * x + y |==| 10
//     let d = (x |<=| y + 8).withPriority(.high)

/// Builds a required `lhs == rhs` constraint.
infix operator |==| : ComparisonPrecedence
/// Builds a required `lhs <= rhs` constraint.
infix operator |<=| : ComparisonPrecedence
/// Builds a required `lhs >= rhs` constraint.
infix operator |>=| : ComparisonPrecedence

extension Expression {
  /// `lhs == rhs`, required.
  public static func |==| (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }
  /// `lhs == rhs`, required.
  public static func |==| (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }
  /// `lhs == rhs`, required.
  public static func |==| (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .equal, rhs)
  }
  /// `lhs == rhs`, required.
  public static func |==| (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .equal, Expression(rhs))
  }
  /// `lhs <= rhs`, required.
  public static func |<=| (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs <= rhs`, required.
  public static func |<=| (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs <= rhs`, required.
  public static func |<=| (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, rhs)
  }
  /// `lhs <= rhs`, required.
  public static func |<=| (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(rhs))
  }
  /// `lhs >= rhs`, required.
  public static func |>=| (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }
  /// `lhs >= rhs`, required.
  public static func |>=| (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }
  /// `lhs >= rhs`, required.
  public static func |>=| (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
  }
  /// `lhs >= rhs`, required.
  public static func |>=| (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
  }
}

extension Variable {
  /// `lhs == rhs`, required.
  public static func |==| (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }
  /// `lhs == rhs`, required.
  public static func |==| (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }
  /// `lhs <= rhs`, required.
  public static func |<=| (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs <= rhs`, required.
  public static func |<=| (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }
  /// `lhs >= rhs`, required.
  public static func |>=| (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }
  /// `lhs >= rhs`, required.
  public static func |>=| (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }
}
