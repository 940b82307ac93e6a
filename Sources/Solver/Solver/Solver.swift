/// An incremental linear-constraint solver in the Cassowary family with strict priorities.
///
///     let solver = Solver()
///     let x = Variable("x"), y = Variable("y")
///     try solver.add(x + y |==| 100)
///     try solver.add(Constraint(x, .equal, 30, priority: .low))
///     solver.value(of: y)   // 70
///
/// Required constraints (priority 1000) always hold. Every other priority level strictly
/// dominates all lower ones: the solver minimises the sum of violations level by level,
/// highest first. Constants of constraints and edit variables change in place,
/// incrementally; `changedVariables()` reports only what moved. A thrown error leaves
/// the solver exactly as it was. The same sequence of calls gives the same bits on every
/// run. See docs/solver.md for the design.
public final class Solver: CustomDebugStringConvertible {
  /// The whole state, a value so a failed call restores it by assignment.
  @usableFromInline var core = SolverCore()
  /// Whether values are stale: mutations only collect what moved, and the first read after
  /// them re-reads it once (a layout pass adding thousands of constraints re-evaluates each
  /// definition once, not once per constraint).
  @usableFromInline var needsFlush = false

  /// Creates an empty solver.
  public init() {}

  /// Adds a constraint and re-solves.
  /// - Parameter constraint: The constraint to add.
  /// - Throws: `SolverError.duplicateConstraint` when it is already in the solver;
  ///   `SolverError.nonFiniteConstraint` when a coefficient or the constant is infinite or
  ///   NaN (or its row overflows); `SolverError.unsatisfiable` when it is required and
  ///   cannot hold with the other required constraints (with a minimal conflicting set).
  /// - Complexity: Proportional to the rows the new row touches and the pivots needed;
  ///   O(1) for a required equality that defines a new variable.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try core.insert(constraint)
    finish()
  }

  /// Removes a constraint and re-solves.
  /// - Parameter constraint: A constraint in the solver.
  /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try core.delete(constraint)
    finish()
  }

  /// Whether the constraint is in the solver.
  /// - Parameter constraint: The constraint to look for.
  public func contains(_ constraint: Constraint) -> Bool {
    core.records[constraint.id] != nil
  }

  /// Sets the constant term of a constraint's expression, incrementally.
  ///
  /// `x - 10 == 0` with the constant changed to -20 becomes `x - 20 == 0`. Only the rows
  /// that contain the constraint's marker move, then a dual simplex restores feasibility.
  /// - Parameters:
  ///   - constraint: A constraint in the solver.
  ///   - constant: The new constant of its expression.
  /// - Throws: `SolverError.unknownConstraint`; `SolverError.nonFiniteConstant` for an
  ///   infinite or NaN constant; `SolverError.unsatisfiable` when it is required and cannot
  ///   hold with the new constant (the solver is unchanged).
  public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    try core.updateConstant(of: constraint, to: constant)
    finish()
  }

  /// Changes a constraint's priority.
  /// - Parameters:
  ///   - constraint: A constraint in the solver.
  ///   - priority: The new priority.
  /// - Throws: `SolverError.unknownConstraint`; `SolverError.unsatisfiable` when it
  ///   becomes required and cannot hold (the solver is unchanged).
  public func updatePriority(of constraint: Constraint, to priority: Priority)
    throws(SolverError)
  {
    try core.updatePriority(of: constraint, to: priority)
    finish()
  }

  /// The current value of a variable (0 for a variable the solver never saw).
  /// - Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    if needsFlush { flushValues() }
    return core.value(of: variable)
  }

  /// The variables whose values changed since the previous call, in the order the solver
  /// first saw them.
  /// - Complexity: O(*k* log *k*) for *k* changed variables.
  public func changedVariables() -> [Variable] {
    if needsFlush { flushValues() }
    return core.takeChanged()
  }

  /// Calls `body` with each variable whose value changed since the previous call (of this or
  /// `changedVariables()`) and its new value, in the order the solver first saw them.
  ///
  /// What a layout pass reads after a re-solve, without an array of variables and a lookup
  /// per value: `value` is what `value(of: variable)` returns. `body` may read the solver; a
  /// mutation inside it is seen by the next call.
  ///
  ///     solver.forEachChange { variable, value in frames[variable.id] = value }
  /// Inlinable, so the loop is compiled into the caller with its body: a body that ignores
  /// the variable, or reads only its `id`, copies nothing per value (no reference counting
  /// of the name): a few instructions per value instead of about 65 (callgrind, `zoo chain`).
  /// - Parameter body: Receives each changed variable and its value.
  /// - Complexity: O(*k*) calls of `body` for *k* changed variables (plus sorting them when
  ///   they did not change in slot order).
  @inlinable
  public func forEachChange(_ body: (_ variable: Variable, _ value: Double) -> Void) {
    forEachChangedSlot { variables, slot, value in body(variables[slot], value) }
  }

  /// Calls `body` with the id of each variable whose value changed since the previous call
  /// (of this, `forEachChange` or `changedVariables()`) and its new value, in the order the
  /// solver first saw them.
  ///
  /// `forEachChange` for a body that only needs the id and makes calls the optimizer cannot
  /// see through: there, the variable handed to the body is a copy whose name is retained
  /// and released per value (about 30 instructions, callgrind, `zoo relayout`); here only
  /// the id is read, in place.
  ///
  ///     solver.forEachChangedValue { id, value in frames[id - firstID] = value }
  /// - Parameter body: Receives each changed variable's id and its value.
  /// - Complexity: O(*k*) calls of `body` for *k* changed variables (plus sorting them when
  ///   they did not change in slot order).
  @inlinable
  public func forEachChangedValue(_ body: (_ id: Int, _ value: Double) -> Void) {
    forEachChangedSlot { variables, slot, value in body(variables[slot].id, value) }
  }

  /// The walk behind `forEachChange` and `forEachChangedValue`: takes the change list and
  /// calls `body` with the packed variables, each changed slot and its value.
  ///
  /// Always inlined with its caller's closure, so the body reads what it needs of
  /// `variables[slot]` in place (nothing is copied or reference counted per value).
  /// - Complexity: O(*k*) calls of `body` for *k* changed slots (plus sorting them when
  ///   they did not change in slot order).
  @inlinable @inline(__always)
  func forEachChangedSlot(
    _ body: (_ variables: UnsafeBufferPointer<Variable>, _ slot: Int, _ value: Double) -> Void
  ) {
    if needsFlush { flushValues() }
    let (slots, count) = core.solved.takeChanged()
    let values = core.solved.values
    let variables = core.solved.variables
    // Snapshots: `body` may read the solver, and a mutation inside it copies, not moves,
    // what is being walked.
    slots.withUnsafeBufferPointer { slots in
      values.withUnsafeBufferPointer { values in
        variables.withUnsafeBufferPointer { variables in
          for index in 0..<count {
            let slot = slots[index]
            body(variables, slot, values[slot])
          }
        }
      }
    }
  }

  /// The variables in use that are not uniquely determined at the optimum, in the order
  /// the solver first saw them.
  public func ambiguousVariables() -> [Variable] {
    if needsFlush { flushValues() }
    return core.ambiguousSlots().map { core.entries[$0].variable }
  }

  /// Walks every internal invariant; traps with a message on the first violation.
  public func checkInvariants() {
    if needsFlush { flushValues() }
    core.checkInvariants()
  }

  /// The tableau dump: objective levels, rows, definitions and values.
  ///
  /// Rows use kiwi's v/s/e/d notation; see docs/solver.md.
  public var debugDescription: String {
    if needsFlush { flushValues() }
    return core.dump
  }

  /// Marks values stale after a mutation (and, built with `SOLVER_INTERNAL_CHECKS`, brings
  /// them up to date and checks every invariant).
  func finish() {
    needsFlush = true
    #if SOLVER_INTERNAL_CHECKS
      flushValues()
      core.checkInvariants()
    #endif
  }

  /// Brings values up to date: re-reads what the mutations since the last read moved.
  @usableFromInline
  func flushValues() {
    core.flush()
    needsFlush = false
  }
}
