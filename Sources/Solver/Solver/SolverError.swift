/// Why a solver call was refused; the solver is unchanged after any of them.
///
/// The cases carry the offending values; wording is left to whoever reports them.
public enum SolverError: Error, Equatable, Sendable {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required (a suggestion must be allowed to lose).
  case requiredEditVariable(Variable)
  /// The constraint has a coefficient or constant that is infinite or NaN, or combining it
  /// with the others overflows.
  case nonFiniteConstraint(Constraint)
  /// The new constant of a constraint (or a suggested value, negated) is infinite or NaN.
  case nonFiniteConstant(Constraint, Double)
  /// The suggested value of an edit variable is infinite or NaN.
  case nonFiniteValue(Variable, Double)
  /// The required constraints cannot all hold.
  ///
  /// `conflicting` is a minimal set of required constraints that cannot hold together: it
  /// starts with the constraint of the failed call, and removing any one member makes the
  /// rest satisfiable.
  case unsatisfiable(Constraint, conflicting: [Constraint])
}
