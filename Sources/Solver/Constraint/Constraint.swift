/// A linear relation `expression (==|<=|>=) 0` at a priority; its identity is `id`.
///
/// The initializer normalizes the expression (duplicate variables merged, zero
/// coefficients dropped), so the solver never has to. Two constraints are equal when they
/// have the same `id`, even if the relations read alike.
///
///     let c = Constraint(x + 2 * y - 10, .lessThanOrEqual)      // x + 2y <= 10
///     let d = Constraint(x, .equal, 90, priority: .low)         // x == 90 @250
///     let e = (x |>=| 50)                                       // x >= 50, required
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The identity, unique in the process.
  public let id: Int
  /// The left-hand side; the right-hand side is zero.
  public let expression: Expression
  /// How the expression compares with zero.
  public let relation: Relation
  /// How strongly the constraint is wanted.
  public let priority: Priority

  /// Creates `expression (relation) 0`.
  /// - Parameters:
  ///   - expression: The left-hand side, normalized on creation.
  ///   - relation: The comparison with zero.
  ///   - priority: How strongly it is wanted (default required).
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.id = nextIdentity()
    self.expression = expression.reduced()
    self.relation = relation
    self.priority = priority
  }

  /// Creates `lhs (relation) rhs`, stored as `lhs - rhs (relation) 0`.
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: The comparison.
  ///   - rhs: The right-hand side.
  ///   - priority: How strongly it is wanted (default required).
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required
  ) {
    self.init(lhs - rhs, relation, priority: priority)
  }

  /// Creates `lhs (relation) rhs` for a constant right-hand side.
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: The comparison.
  ///   - rhs: The constant right-hand side.
  ///   - priority: How strongly it is wanted (default required).
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Double, priority: Priority = .required
  ) {
    self.init(lhs - rhs, relation, priority: priority)
  }

  /// Creates `lhs (relation) rhs` for a single variable on the left.
  /// - Parameters:
  ///   - lhs: The variable on the left.
  ///   - relation: The comparison.
  ///   - rhs: The constant right-hand side.
  ///   - priority: How strongly it is wanted (default required).
  public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required)
  {
    self.init(Expression(lhs) - rhs, relation, priority: priority)
  }

  /// Creates `lhs (relation) rhs` for a variable on each side.
  /// - Parameters:
  ///   - lhs: The variable on the left.
  ///   - relation: The comparison.
  ///   - rhs: The variable on the right.
  ///   - priority: How strongly it is wanted (default required).
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Variable, priority: Priority = .required
  ) {
    self.init(lhs - rhs, relation, priority: priority)
  }

  /// A new constraint (with a new identity) with the same relation at another priority.
  /// - Parameter priority: The new priority.
  /// - Returns: The copy.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }

  /// The constraint with its expression's constant replaced (same identity and priority).
  func withConstant(_ constant: Double) -> Constraint {
    Constraint(
      id: id, expression: Expression(expression.terms, constant: constant), relation: relation,
      priority: priority)
  }

  /// The constraint at another priority, keeping its identity.
  func withPriorityKeepingIdentity(_ priority: Priority) -> Constraint {
    Constraint(id: id, expression: expression, relation: relation, priority: priority)
  }

  /// Member-wise creation for copies that keep an identity (already normalized).
  private init(id: Int, expression: Expression, relation: Relation, priority: Priority) {
    self.id = id
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// Constraints are equal when their identities are equal.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the identity only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  /// The relation with its priority, such as `x - 90 == 0 @250`.
  public var description: String {
    "\(expression) \(relation) 0 @\(priority)"
  }
}
