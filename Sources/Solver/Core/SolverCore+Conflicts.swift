// Minimal conflict sets for unsatisfiable errors (a deletion filter: errors are rare, so
// correctness comes before speed).

extension SolverCore {
  /// A minimal set of required constraints that cannot hold together with `failing`.
  ///
  /// Candidates are the required constraints of `base` connected to `failing` through
  /// shared variables. Each is dropped in turn, in identity order, when the rest is still
  /// unsatisfiable without it; what remains is minimal: removing any member leaves a
  /// satisfiable set.
  /// - Parameters:
  ///   - failing: The constraint of the failed call, with its new constant or priority.
  ///   - base: The state before the call (a record with the same identity is ignored).
  /// - Returns: `failing` followed by the other members, in identity order.
  /// - Complexity: O(*k*) feasibility checks of up to *k* constraints, *k* candidates.
  func conflictSet(for failing: Constraint, in base: SolverCore) -> [Constraint] {
    let required = base.records.values
      .filter { $0.constraint.priority.isRequired && $0.constraint.id != failing.id }
      .map(\.constraint)
      .sorted { $0.id < $1.id }
    var reached = Set(failing.expression.terms.map(\.variable.id))
    var inComponent = [Bool](repeating: false, count: required.count)
    var grew = true
    while grew {
      grew = false
      for (index, constraint) in required.enumerated() where !inComponent[index] {
        let ids = constraint.expression.terms.map(\.variable.id)
        if ids.contains(where: { reached.contains($0) }) {
          inComponent[index] = true
          reached.formUnion(ids)
          grew = true
        }
      }
    }
    var members = required.indices.filter { inComponent[$0] }.map { required[$0] }
    var index = 0
    while index < members.count {
      var trial = members
      trial.remove(at: index)
      if SolverCore.isSatisfiable(trial + [failing]) {
        index += 1
      } else {
        members = trial
      }
    }
    return [failing] + members
  }

  /// Whether the required constraints `constraints` can all hold together.
  static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var core = SolverCore()
    for constraint in constraints {
      do {
        try core.insert(constraint, explain: false)
      } catch {
        return false
      }
    }
    return true
  }
}
