import Solver

extension LayoutEngine {
  /// Walks the engine's commit tables and the solver, trapping with a message on the first
  /// violation.
  ///
  /// For tests and debugging (`precondition`s): nothing in a pass calls it. Checks the
  /// solver (`Solver.checkInvariants()`), the variable directory and the changed-view list
  /// on their own (`VariableDirectory.checkInvariants()`,
  /// `ChangedViewList.checkInvariants(pass:)`), then against the engine:
  /// - every view's layout state has its index in `views`, and each of its variables is in
  ///   the directory with that view, index and role;
  /// - every directory entry names a view at its index in `views`;
  /// - every variable's use count is the number of its terms in the solver constraints the
  ///   engine added (`solverOwners`, whose constraints are in the solver) and the
  ///   window-origin definitions (origin and superview's window origin, once each);
  /// - `windowDefinitionCount` counts the definitions;
  /// - every view listed as changed in the last pass is in `views`.
  ///
  /// - Complexity: O(views + variables + solver constraints' terms), plus the solver's walk.
  func checkInvariants() {
    solver.checkInvariants()
    variableOwners.checkInvariants()
    changedViews.checkInvariants(pass: passCount)
    for index in changedViews.indices {
      precondition(index < views.count, "changed view \(index) is not among \(views.count)")
    }
    var expectedUses: [Int: Int] = [:]  // looked up, never iterated
    var definitions = 0
    for (index, view) in views.enumerated() {
      guard let state = view.layoutState else {
        preconditionFailure("\(view.name) is in `views` without a layout state")
      }
      precondition(
        state.index == index, "\(view.name) is at \(index), its state says \(state.index)")
      for role in VariableRole.allCases {
        guard let variable = state.variables[role.rawValue] else { continue }
        guard let owner = variableOwners[variable.id] else {
          preconditionFailure("\(variable) of \(view.name) is not in the directory")
        }
        precondition(
          owner.unmanagedView.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
            && owner.role == role,
          "\(variable) of \(view.name) is registered for \(owner.view.name).\(owner.role.name)")
      }
      for horizontal in [true, false] {
        guard let definition = state.windowDefinition(horizontal: horizontal) else { continue }
        definitions += 1
        expectedUses[definition.origin.id, default: 0] += 1
        expectedUses[definition.parentWindow.id, default: 0] += 1
      }
    }
    precondition(
      definitions == windowDefinitionCount,
      "\(definitions) window-origin definitions, \(windowDefinitionCount) counted")
    for id in solverOwners.keys.sorted() {
      guard let owner = solverOwners[id], let constraint = owner.engineState?.solverConstraint,
        constraint.id == id
      else { preconditionFailure("solver constraint \(id) has no layout constraint holding it") }
      precondition(solver.contains(constraint), "\(owner.plainDescription) is not in the solver")
      for term in constraint.expression.terms { expectedUses[term.variable.id, default: 0] += 1 }
    }
    var registered = 0
    variableOwners.forEachEntry { variable, target in
      let index = Int(target.viewIndex)
      precondition(
        index < views.count
          && Unmanaged.passUnretained(views[index]).toOpaque() == target.view.toOpaque(),
        "\(variable) names view index \(index), which holds another view")
      let expected = expectedUses[variable.id] ?? 0
      precondition(
        Int(target.references) == expected,
        "\(variable) is counted in \(target.references) uses, the solver constraints have \(expected)"
      )
      if expected > 0 { registered += 1 }
    }
    precondition(
      registered == expectedUses.count,
      "\(expectedUses.count - registered) variables of solver constraints are not in the directory")
  }
}
