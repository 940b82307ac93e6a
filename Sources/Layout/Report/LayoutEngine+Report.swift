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

  /// Views whose frame the constraints leave undetermined, with the constraints that mention
  /// them.
  ///
  /// A variable is undetermined when no solver constraint uses it or when the solver reports
  /// it as not unique at the optimum. A scroll view with children also needs its content width
  /// and height used by some constraint.
  private func findAmbiguity() -> [AmbiguityReport] {
    var undetermined = Array(
      repeating: [Bool](repeating: false, count: VariableRole.frameRoles.count),
      count: views.count)
    for view in views where view !== root {
      // Removed views and a stack view's internal spacer guides are not laid out as views.
      guard let state = view.layoutState, !state.isDetached, !view.isStackSpacer else { continue }
      // A scroll view with children needs its content size defined by them (TN2154).
      let roles: [VariableRole] =
        view.kind == .scrollView && !view.subviews.isEmpty
        ? VariableRole.frameRoles : [.minX, .minY, .width, .height]
      for role in roles {
        let used = state.variables[role.rawValue].map { variableOwners.references(of: $0.id) }
        if (used ?? 0) == 0 { undetermined[state.index][role.rawValue] = true }
      }
    }
    for variable in solver.ambiguousVariables() {
      // A window origin's ambiguity shows in the origins defined by it.
      guard let owner = variableOwners[variable.id], !owner.role.isWindowOrigin,
        let state = owner.view.layoutState
      else { continue }
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
      let roles = VariableRole.frameRoles.filter { undetermined[index][$0.rawValue] }
      guard !roles.isEmpty else { continue }
      let constraints = touching[index].sorted { $0.activationStamp < $1.activationStamp }
      reports.append(
        AmbiguityReport(view: view, attributes: roles.map(\.name), constraints: constraints))
    }
    return reports
  }
}

extension LayoutEngine {
  /// Every active constraint of the tree, in activation order.
  ///
  /// - Parameter includingGenerated: Whether to include the constraints the engine made
  ///   (root size, autoresizing masks, intrinsic sizes); `false` by default.
  /// - Complexity: O(c log c) for c active constraints.
  public func activeConstraints(includingGenerated: Bool = false) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for view in views {
      for constraint in view.installedConstraints
      where includingGenerated || constraint.generatedKind == nil {
        result.append(constraint)
      }
    }
    return result.sorted { $0.activationStamp < $1.activationStamp }
  }

  /// The active constraints that position or size `view` along `axis`, generated ones
  /// included, in activation order (UIKit's `constraintsAffectingLayout(for:)`, limited to
  /// the constraints that mention the view itself).
  ///
  /// - Parameters:
  ///   - view: A view of the tree.
  ///   - axis: The axis.
  public func constraintsAffectingLayout(of view: View, for axis: Axis) -> [LayoutConstraint] {
    activeConstraints(includingGenerated: true).filter { constraint in
      constraint.firstAttribute.axis == axis
        && (constraint.firstItem === view || constraint.secondItem === view)
    }
  }
}

extension View {
  /// Whether the constraints leave this view's frame undetermined (UIKit's
  /// `hasAmbiguousLayout`): another frame would satisfy them equally well.
  ///
  /// Reads the engine's ambiguity analysis of the last pass (`LayoutEngine.ambiguities`);
  /// `false` for a view in no engine's tree.
  ///
  /// - Complexity: O(constraints + views) on the first request after a pass, then O(views).
  public var hasAmbiguousLayout: Bool {
    guard let engine else { return false }
    return engine.ambiguities.contains { $0.view === self }
  }
}
