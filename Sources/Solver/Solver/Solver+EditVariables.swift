// Edit variables: a non-required `v == value` constraint whose value is suggested cheaply.

extension Solver {
  /// Makes `variable` editable at `priority`, initially pulled towards 0.
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - priority: How strongly suggestions are wanted; must not be required.
  /// - Throws: `SolverError.duplicateEditVariable`, `SolverError.requiredEditVariable`.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
    guard core.edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(Expression(variable), .equal, priority: priority)
    try core.insert(constraint)
    core.edits[variable.id] = constraint
    finish()
  }

  /// Stops editing `variable` (its edit constraint is removed).
  /// - Parameter variable: An edit variable.
  /// - Throws: `SolverError.unknownEditVariable`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let constraint = core.edits[variable.id] else {
      throw .unknownEditVariable(variable)
    }
    try core.delete(constraint)
    core.edits[variable.id] = nil
    finish()
  }

  /// Whether `variable` is an edit variable.
  /// - Parameter variable: The variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable and re-solves incrementally.
  /// - Parameters:
  ///   - value: The wanted value.
  ///   - variable: An edit variable.
  /// - Throws: `SolverError.unknownEditVariable`; `SolverError.nonFiniteValue` for an
  ///   infinite or NaN value.
  /// - Complexity: Proportional to the rows that contain the edit constraint's marker and
  ///   the dual pivots needed.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let constraint = core.edits[variable.id] else {
      throw .unknownEditVariable(variable)
    }
    guard value.isFinite else { throw .nonFiniteValue(variable, value) }
    try core.updateConstant(of: constraint, to: -value)
    finish()
  }
}
