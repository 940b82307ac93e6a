import Solver

extension LayoutEngine {
  /// Whether a change is waiting for the next layout pass.
  public var needsLayout: Bool {
    !pendingConstraints.isEmpty || !pendingViews.isEmpty || !pendingStacks.isEmpty
  }

  /// Solves the constraints and commits every view's frame, incrementally.
  ///
  /// Only what changed since the last pass reaches the solver: new and removed constraints,
  /// constants (including the root size, content offsets, margins and text-dependent
  /// baselines) through `Solver.updateConstant`, priorities through `Solver.updatePriority`,
  /// regenerated autoresizing and intrinsic-size constraints. Only views whose variables
  /// changed get new frames. When required constraints conflict, one constraint of the
  /// minimal conflicting set, the one activated last, is broken and reported in `report`.
  ///
  /// - Complexity: proportional to the changes and the solver work they cause; nothing when
  ///   nothing changed.
  public func layoutIfNeeded() {
    guard needsLayout else { return }
    passCount += 1
    changedViews.removeAll()
    if rootSizeChanged {
      rootSizeChanged = false
      noteChanged(root)
    }
    prepareEnvironment()
    applyPendingChanges()
    settleEnvironment()
    if environment.screen?.scale != nil { roundFramesToPixels() }
  }

  /// Hands every pending view and constraint change to the solver and commits the frames
  /// that changed (one round of a pass).
  func applyPendingChanges() {
    mayResolveConflicts = false
    cachedAmbiguity = nil
    releaseMovedWindowOrigins()
    updatePendingStacks()

    var viewIndex = 0
    while viewIndex < pendingViews.count {
      let view = pendingViews[viewIndex]
      viewIndex += 1
      guard let state = view.layoutState else { continue }
      let changes = state.pending
      state.pending = []
      noteChanged(state)
      if changes.contains(.autoresizing) {
        updateAutoresizingConstraints(of: view)
        recommitSolvedFrame(of: view)
      }
      if changes.contains(.content) { updateIntrinsicConstraints(of: view) }
      if changes.contains(.content) || changes.contains(.offsets) {
        for dependent in state.dependents { markPending(dependent, .offsets) }
      }
      if changes.contains(.offsets) { updateWindowOrigins(ofChildrenOf: view) }
    }
    pendingViews.removeAll(keepingCapacity: true)

    orderIntrinsicConstraintsFirst()
    // Room for every pending constraint's solver owner up front (a first layout adds all of
    // them): no rehashing as the table grows one constraint at a time.
    solverOwners.reserveCapacity(solverOwners.count + pendingConstraints.count)
    var constraintIndex = 0
    while constraintIndex < pendingConstraints.count {
      let constraint = pendingConstraints[constraintIndex]
      constraintIndex += 1
      guard let state = constraint.engineState else { continue }
      let changes = state.pending
      state.pending = []
      apply(changes, to: constraint, state: state)
    }
    pendingConstraints.removeAll(keepingCapacity: true)

    if mayResolveConflicts && !brokenConstraints.isEmpty { retryBrokenConstraints() }
    commitFrames()
    if !negativeSizes.isEmpty && installSizeFloors() { applyPendingChanges() }
  }

  /// Moves the pending intrinsic-size constraints (hugging and compression resistance) ahead
  /// of the other pending constraints, keeping each group's order.
  ///
  /// An intrinsic constraint makes its view's width or height basic in a short row of its
  /// own. Added after a constraint that sums many such sizes (a stack of labels whose end is
  /// pinned: one row over every height), each would be substituted into that long row, O(n)
  /// per label and O(n²) for the stack; added first, the long row is built once over their
  /// rows, O(n).
  ///
  /// - Complexity: O(pending constraints).
  private func orderIntrinsicConstraintsFirst() {
    var intrinsic: [LayoutConstraint] = []
    var others: [LayoutConstraint] = []
    for constraint in pendingConstraints {
      if case .intrinsic = constraint.generatedKind {
        intrinsic.append(constraint)
      } else {
        others.append(constraint)
      }
    }
    guard !intrinsic.isEmpty, !others.isEmpty else { return }
    pendingConstraints = intrinsic + others
  }

  /// Brings one constraint's solver state in line with its current state.
  private func apply(
    _ changes: PendingChanges, to constraint: LayoutConstraint, state: ConstraintEngineState
  ) {
    // Only this engine's tree notifies it, and a constraint's container stays in the tree of
    // its items: an installed constraint is this engine's.
    guard let container = constraint.container, container.layoutState?.isDetached != true else {
      if state.solverConstraint != nil {
        removeFromSolver(constraint, state: state)
        mayResolveConflicts = true
      }
      if state.isBroken { unbreak(constraint, state: state) }
      return
    }
    if state.isBroken {
      mayResolveConflicts = true
      return
    }
    if state.solverConstraint != nil && changes.contains(.activation) {
      // Deactivated and activated again since the last pass: the constant or priority may
      // have changed while it was inactive.
      removeFromSolver(constraint, state: state)
    }
    guard let solverConstraint = state.solverConstraint else {
      addToSolver(constraint, in: container, state: state)
      return
    }
    if changes.contains(.offsets) {
      var dependencies: [View] = []
      state.offset = lower(constraint, in: container, dependencies: &dependencies).constant
    }
    if changes.contains(.offsets) || changes.contains(.constant) {
      updateConstant(constraint, state: state, solverConstraint: solverConstraint)
    }
    if changes.contains(.priority), let current = state.solverConstraint {
      statistics.priorityUpdates += 1
      do {
        try solver.updatePriority(of: current, to: Priority(constraint.priority.rawValue))
      } catch {
        preconditionFailure("updating the priority of \(constraint.plainDescription): \(error)")
      }
    }
  }

  /// Adds an active constraint to the solver; on a conflict, breaks the member of the
  /// minimal conflicting set activated last (possibly this one).
  func addToSolver(_ constraint: LayoutConstraint, state: ConstraintEngineState) {
    guard let container = constraint.container else {
      preconditionFailure("adding an inactive constraint")
    }
    addToSolver(constraint, in: container, state: state)
  }

  /// Adds an active constraint installed on `container` to the solver (see the overload
  /// without a container).
  private func addToSolver(
    _ constraint: LayoutConstraint, in container: View, state: ConstraintEngineState
  ) {
    var dependencies: [View] = []
    let form = lower(constraint, in: container, dependencies: &dependencies)
    state.offset = form.constant
    installWindowOrigins(for: form.terms)
    let solverConstraint = makeSolverConstraint(constraint, form: form)
    solverOwners[solverConstraint.id] = constraint
    statistics.adds += 1
    if constraint.origin == .sizeFloor { statistics.conflictAdds += 1 }
    do {
      try solver.add(solverConstraint)
    } catch {
      solverOwners[solverConstraint.id] = nil
      // A NaN or infinite input the setters cannot see (a text model's metrics, say): the
      // constraint is left out of the solver, as if inactive, instead of trapping.
      if case .nonFiniteConstraint = error {
        releaseUnusedWindowOrigins(in: form.terms)
        return
      }
      guard case .unsatisfiable(_, let conflicting) = error else {
        preconditionFailure("adding \(constraint.plainDescription): \(error)")
      }
      let victim = resolveConflict(
        conflicting, including: constraint, pending: solverConstraint)
      releaseUnusedWindowOrigins(in: form.terms)
      if victim !== constraint {
        statistics.conflictAdds += 1
        addToSolver(constraint, in: container, state: state)
      }
      return
    }
    state.solverConstraint = solverConstraint
    state.dependencies = dependencies
    for view in dependencies { view.layoutState?.dependents.append(constraint) }
    for term in solverConstraint.expression.terms { reference(term.variable, by: 1) }
  }

  /// Builds the solver constraint `form - constant (relation) 0` at the constraint's priority.
  private func makeSolverConstraint(_ constraint: LayoutConstraint, form: LinearForm)
    -> Constraint
  {
    let expression = Expression(form.terms, constant: form.constant - constraint.constant)
    let relation: Relation
    switch constraint.relation {
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .equal: relation = .equal
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return Constraint(expression, relation, priority: Priority(constraint.priority.rawValue))
  }

  /// Removes a constraint from the solver and forgets its dependencies.
  func removeFromSolver(_ constraint: LayoutConstraint, state: ConstraintEngineState) {
    guard let solverConstraint = state.solverConstraint else { return }
    statistics.removes += 1
    do {
      try solver.remove(solverConstraint)
    } catch {
      preconditionFailure("removing \(constraint.plainDescription): \(error)")
    }
    solverOwners[solverConstraint.id] = nil
    state.solverConstraint = nil
    for view in state.dependencies {
      guard let viewState = view.layoutState,
        let index = viewState.dependents.firstIndex(where: { $0 === constraint })
      else { continue }
      viewState.dependents.remove(at: index)
    }
    state.dependencies = []
    for term in solverConstraint.expression.terms { reference(term.variable, by: -1) }
  }

  /// Sets the solver constant of a constraint already in the solver; on a conflict, breaks the
  /// member of the minimal conflicting set activated last.
  private func updateConstant(
    _ constraint: LayoutConstraint, state: ConstraintEngineState, solverConstraint: Constraint
  ) {
    if constraint.priority.isRequired { mayResolveConflicts = true }
    statistics.constantUpdates += 1
    do {
      try solver.updateConstant(of: solverConstraint, to: state.offset - constraint.constant)
    } catch {
      if case .nonFiniteConstant = error { return }  // keeps the last finite constant
      guard case .unsatisfiable(_, let conflicting) = error else {
        preconditionFailure("updating \(constraint.plainDescription): \(error)")
      }
      let victim = resolveConflict(conflicting, including: nil, pending: nil)
      if victim === constraint { return }
      if let current = state.solverConstraint {
        updateConstant(constraint, state: state, solverConstraint: current)
      }
    }
  }

  /// Breaks the required member of a minimal conflicting set that was activated last,
  /// the author's constraints before generated ones, and records the conflict.
  ///
  /// Generated constraints (a stack view's arrangement, autoresizing masks, the root size,
  /// intrinsic sizes) are broken only when no required author constraint is in the set: a
  /// table cell whose image view needs `height >= 250` in a stack pinned inside a 145-point
  /// cell keeps the stack's alignment and the cell's size and breaks the `>= 250`, as
  /// Interface Builder saves it (the development corpus's 028, image view 123 high) and as
  /// UIKit's logs show for cells (the user's constraint is broken against
  /// `UIView-Encapsulated-Layout-Height`).
  ///
  /// - Parameters:
  ///   - conflicting: The solver's minimal conflicting set.
  ///   - including: The constraint being added, which is not in the solver yet.
  ///   - pending: Its solver constraint.
  /// - Returns: The broken constraint.
  @discardableResult
  func resolveConflict(
    _ conflicting: [Constraint], including adding: LayoutConstraint?, pending: Constraint?
  ) -> LayoutConstraint {
    var members: [LayoutConstraint] = []
    for solverConstraint in conflicting {
      if let pending, solverConstraint.id == pending.id, let adding {
        members.append(adding)
      } else if let owner = solverOwners[solverConstraint.id] {
        members.append(owner)
      }
    }
    if let adding, !members.contains(where: { $0 === adding }) { members.append(adding) }
    members.sort { $0.activationStamp < $1.activationStamp }
    let required = members.filter { $0.priority.isRequired }
    let authored = required.filter { $0.origin.isAuthored }
    guard let victim = authored.last ?? required.last ?? members.last else {
      preconditionFailure("a conflict without constraints")
    }
    guard let victimState = victim.engineState else {
      preconditionFailure("a conflicting constraint outside the engine")
    }
    if victimState.solverConstraint != nil { removeFromSolver(victim, state: victimState) }
    var report = ConflictReport(constraints: members, broken: victim, pass: passCount)
    if let previous = victimState.conflict, previous.hasSameMembers(as: report) {
      report = previous
    }
    victimState.isBroken = true
    victimState.conflict = report
    let index =
      brokenConstraints.firstIndex { $0.activationStamp > victim.activationStamp }
      ?? brokenConstraints.endIndex
    brokenConstraints.insert(victim, at: index)
    return victim
  }

  /// Forgets that a constraint is broken.
  func unbreak(_ constraint: LayoutConstraint, state: ConstraintEngineState) {
    state.isBroken = false
    state.conflict = nil
    if let index = brokenConstraints.firstIndex(where: { $0 === constraint }) {
      brokenConstraints.remove(at: index)
    }
  }

  /// Tries to add every broken constraint again, oldest activation first.
  private func retryBrokenConstraints() {
    let candidates = brokenConstraints
    for constraint in candidates {
      guard let state = constraint.engineState, state.isBroken else { continue }
      let previous = state.conflict
      unbreak(constraint, state: state)
      state.conflict = previous  // kept so an identical conflict keeps its first pass
      statistics.conflictAdds += 1
      addToSolver(constraint, state: state)
      if !state.isBroken { state.conflict = nil }
    }
  }

  /// Counts a solver constraint's use of a variable; a variable entering the solver has its
  /// frame component refreshed at the next commit, and a window origin no constraint uses any
  /// more loses its definition.
  func reference(_ variable: Variable, by delta: Int) {
    guard let (owner, before) = variableOwners.adjustReferences(of: variable.id, by: delta)
    else { return }
    if owner.role.isWindowOrigin {
      if before + delta == 0 {
        releaseWindowOrigin(of: owner.view, horizontal: owner.role == .windowX, ifIs: variable)
      }
      return
    }
    if before == 0 && delta > 0 { enteredVariables.append(owner) }
  }

  /// Schedules the solved values of a view's variables for the next commit, so a frame set by
  /// hand is replaced where the constraints determine it.
  private func recommitSolvedFrame(of view: View) {
    guard let state = view.layoutState else { return }
    for variable in state.variables {
      guard let variable, variableOwners.references(of: variable.id) > 0,
        let owner = variableOwners[variable.id]
      else { continue }
      enteredVariables.append(owner)
    }
  }

  /// Lists a view in `viewsChangedInLastPass` once per pass.
  func noteChanged(_ state: ViewLayoutState) {
    changedViews.note(state.index, pass: passCount)
  }

  /// Lists a view in `viewsChangedInLastPass` once per pass.
  private func noteChanged(_ view: View) {
    if let state = view.layoutState { noteChanged(state) }
  }
}
