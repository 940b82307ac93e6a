extension LayoutEngine {
  /// What the last pass found wrong: conflicts (broken constraints) and ambiguity.
  ///
  /// Ambiguity is computed on the first request after a pass and cached.
  ///
  /// - Complexity: O(constraints + views) for the first request after a pass.
  public var report: LayoutReport {
    LayoutReport(
      conflicts: conflicts, newConflicts: newConflicts, ambiguities: ambiguities)
  }

  /// The conflicts in effect: one per broken constraint, oldest activation first.
  ///
  /// Cheap (no ambiguity analysis): suited to checking after every pass.
  public var conflicts: [ConflictReport] {
    brokenConstraints.compactMap { $0.engineState?.conflict }
  }

  /// The conflicts the last pass detected.
  public var newConflicts: [ConflictReport] {
    conflicts.filter { $0.pass == passCount }
  }

  /// The views whose frames the constraints do not determine, in `views` order; computed on
  /// the first request after a pass and cached.
  public var ambiguities: [AmbiguityReport] {
    if let cachedAmbiguity { return cachedAmbiguity }
    let found = findAmbiguity()
    cachedAmbiguity = found
    return found
  }

  /// Views with variables that no solver constraint uses, or that the solver reports as not
  /// uniquely determined, with the active constraints that mention them.
  private func findAmbiguity() -> [AmbiguityReport] {
    var undetermined = Array(repeating: [Bool](repeating: false, count: 6), count: views.count)
    for view in views where view !== root {
      guard let state = view.layoutState else { continue }
      for role in [VariableRole.minX, .minY, .width, .height]
      where state.references[role.rawValue] == 0 {
        undetermined[state.index][role.rawValue] = true
      }
    }
    for variable in solver.ambiguousVariables() {
      guard let owner = variableOwners[variable.id], let state = owner.view.layoutState else {
        continue
      }
      undetermined[state.index][owner.role.rawValue] = true
    }
    var touching = Array(repeating: [LayoutConstraint](), count: views.count)
    for view in views {
      for constraint in view.installedConstraints {
        if let index = constraint.firstItem.layoutState?.index {
          touching[index].append(constraint)
        }
        if let second = constraint.secondItem, second !== constraint.firstItem,
          let index = second.layoutState?.index
        {
          touching[index].append(constraint)
        }
      }
    }
    var reports: [AmbiguityReport] = []
    for (index, view) in views.enumerated() {
      let roles = VariableRole.allCases.filter { undetermined[index][$0.rawValue] }
      guard !roles.isEmpty else { continue }
      let constraints = touching[index].sorted { $0.activationStamp < $1.activationStamp }
      reports.append(
        AmbiguityReport(view: view, attributes: roles.map(\.name), constraints: constraints))
    }
    return reports
  }
}
