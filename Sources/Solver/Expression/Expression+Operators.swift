// Arithmetic that builds expressions: `2 * x + y - 10`. Comparison operators are not
// overloaded here (`==` on `Variable` is identity); constraints use `|==|`, `|<=|` and
// `|>=|` (see Constraint+Operators.swift) or `Constraint`'s initializers.

extension Expression {
  /// The sum of two expressions.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The expression plus a variable.
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
  }

  /// A variable plus an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression([Term(lhs)] + rhs.terms, constant: rhs.constant)
  }

  /// The expression plus a constant.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  /// A constant plus an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms, constant: lhs + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-rhs)
  }

  /// The expression minus a variable.
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
  }

  /// A variable minus an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(lhs) + (-rhs)
  }

  /// The expression minus a constant.
  public static func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant - rhs)
  }

  /// A constant minus an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression {
    lhs + (-rhs)
  }

  /// The expression with every coefficient and the constant negated.
  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  /// The expression scaled by a factor.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// A factor times the expression.
  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
  }

  /// The expression divided by a (non-zero) divisor.
  public static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs * (1 / rhs)
  }
}

extension Variable {
  /// The sum of two variables.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }

  /// A variable plus a constant.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }

  /// A constant plus a variable.
  public static func + (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs)], constant: lhs)
  }

  /// The difference of two variables.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
  }

  /// A variable minus a constant.
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: -rhs)
  }

  /// A constant minus a variable.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, -1)], constant: lhs)
  }

  /// The negated variable.
  public static prefix func - (operand: Variable) -> Expression {
    Expression([Term(operand, -1)])
  }

  /// The variable times a factor.
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, rhs)])
  }

  /// A factor times the variable.
  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, lhs)])
  }

  /// The variable divided by a (non-zero) divisor.
  public static func / (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, 1 / rhs)])
  }
}
