// Adding, removing and changing constraints.

extension SolverCore {
  /// Adds `constraint`; on failure the state is exactly as before.
  /// - Parameter explain: Whether an unsatisfiable error computes its conflict set.
  /// - Throws: `duplicateConstraint`, or `unsatisfiable` for a required constraint that
  ///   cannot hold with the others.
  mutating func insert(_ constraint: Constraint, explain: Bool = true) throws(SolverError) {
    guard records[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
    guard
      constraint.expression.constant.isFinite
        && constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .nonFiniteConstraint(constraint) }
    // The call runs as a transaction, so a failure restores the state exactly; the
    // journal costs only what the call touches. (Only a required row with no column of
    // its own can fail in exact arithmetic; the journal also covers rounding trouble.)
    beginTransaction()
    let slots = constraint.expression.terms.map { slot(for: $0.variable) }
    if constraint.priority.isRequired && constraint.relation == .equal,
      let index = slots.indices.first(where: { isFresh(slots[$0]) })
    {
      define(constraint, slots: slots, subjectIndex: index)
      commitTransaction()
      return
    }
    var record = ConstraintRecord(
      constraint: constraint, slots: slots,
      placement: .tableau(marker: 0, markerCoefficient: 1, other: nil))
    nonFiniteRow = false
    guard addToTableau(&record) else {
      let support = failureSupport(pending: record)
      rollbackTransaction()
      lastFailureSupport = support
      if nonFiniteRow {
        nonFiniteRow = false
        throw .nonFiniteConstraint(constraint)
      }
      throw .unsatisfiable(
        constraint,
        conflicting: explain ? conflictSet(for: constraint, in: self, support: support) : [])
    }
    commitTransaction()
    records[constraint.id] = record
  }

  /// Resolves a required equality as the definition of its fresh variable.
  mutating func define(_ constraint: Constraint, slots: [Int], subjectIndex: Int) {
    let subject = slots[subjectIndex]
    let terms = constraint.expression.terms
    let a = terms[subjectIndex].coefficient
    var definitionTerms: [(slot: Int, coefficient: Double)] = []
    for index in terms.indices where index != subjectIndex {
      definitionTerms.append((slots[index], -terms[index].coefficient / a))
    }
    if let symbol = entries[subject].symbol {
      tableau.owners[symbol] = -1
      tableau.freeIfUnused(symbol)
      entries[subject].symbol = nil
    }
    definitionCounter += 1
    let constant = -constraint.expression.constant / a
    entries[subject].definition = Definition(
      constraintID: constraint.id, subjectCoefficient: a, terms: definitionTerms,
      constant: constant, sequence: definitionCounter)
    program.append(subject: subject, constant: constant, terms: definitionTerms)
    for slot in slots { entries[slot].references += 1 }
    records[constraint.id] = ConstraintRecord(
      constraint: constraint, slots: slots, placement: .definition(subject: subject))
  }

  /// The row of `expression` over non-basic symbols: defined variables replaced by their
  /// expansions, basic symbols by their rows.
  /// - Complexity: O(*L* log *L*) for *L* the cells gathered, plus the expansions.
  mutating func buildRow(_ expression: Expression, slots: [Int]) -> Row {
    var constant = expression.constant
    var variables: [(slot: Int, coefficient: Double)] = []
    var anyDefined = false
    for (index, term) in expression.terms.enumerated() {
      let slot = slots[index]
      if entries[slot].definition != nil {
        anyDefined = true
        let expanded = expansion(of: slot)
        constant += term.coefficient * expanded.constant
        for inner in expanded.terms {
          variables.append((inner.slot, term.coefficient * inner.coefficient))
        }
      } else {
        variables.append((slot, term.coefficient))
      }
    }
    if anyDefined { variables = SolverCore.combined(variables) }
    var cells: [Cell] = []
    for variable in variables {
      let symbol = resolveSymbol(variable.slot)
      if let basicRow = tableau.rows[symbol] {
        constant += basicRow.constant * variable.coefficient
        for cell in basicRow.cells {
          cells.append(
            Cell(symbol: cell.symbol, coefficient: cell.coefficient * variable.coefficient))
        }
      } else {
        cells.append(Cell(symbol: symbol, coefficient: variable.coefficient))
      }
    }
    return Row(constant: constant, combining: cells)
  }

  /// Builds the row of `record`, chooses its subject and installs it (kiwi's algorithm
  /// with a dual-simplex repair and a lexicographic objective).
  /// - Returns: `false` when the constraint cannot hold (the state is then changed).
  mutating func addToTableau(_ record: inout ConstraintRecord) -> Bool {
    let constraint = record.constraint
    var row = buildRow(constraint.expression, slots: record.slots)
    guard row.isFinite else {
      tableau.failureCertificate = []
      nonFiniteRow = true
      return false
    }
    let marker: Symbol
    let markerCoefficient: Double
    var other: Symbol?
    let required = constraint.priority.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = tableau.makeSymbol(.slack, constraint: constraint.id)
      row.insert(marker, markerCoefficient)
      if !required {
        let error = tableau.makeSymbol(.error, constraint: constraint.id)
        row.insert(error, -markerCoefficient)
        let level = tableau.retainLevel(constraint.priority.value)
        tableau.addToObjective(level: level, symbol: error, weight: 1)
        other = error
      }
    case .equal:
      if required {
        marker = tableau.makeSymbol(.dummy, constraint: constraint.id)
        markerCoefficient = 1
        row.insert(marker, 1)
      } else {
        marker = tableau.makeSymbol(.error, constraint: constraint.id)
        markerCoefficient = -1
        let minus = tableau.makeSymbol(.error, constraint: constraint.id)
        row.insert(marker, -1)
        row.insert(minus, 1)
        let level = tableau.retainLevel(constraint.priority.value)
        tableau.addToObjective(level: level, symbol: marker, weight: 1)
        tableau.addToObjective(level: level, symbol: minus, weight: 1)
        other = minus
      }
    }
    record.placement = .tableau(
      marker: marker, markerCoefficient: markerCoefficient, other: other)
    for slot in record.slots {
      noteEntry(slot)
      entries[slot].references += 1
      if entries[slot].definition != nil { entries[slot].users.append(constraint.id) }
    }
    if row.constant < 0 { row.reverseSign() }
    var subject = chooseSubject(row, marker: marker, other: other)
    if subject == nil && row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
      guard row.constant.isNearZero else {
        tableau.failureCertificate = row.cells
        return false
      }
      redundantRows += 1
      subject = marker
    }
    if let subject {
      row.solve(for: subject)
      tableau.substitute(subject, row)
      tableau.installRow(subject, row)
      guard tableau.dualOptimize() else { return false }
    } else if !tableau.addWithArtificialVariable(row) {
      return false
    }
    tableau.optimize()
    return true
  }

  /// The symbol a new row is solved for: the external symbol with the fewest rows to
  /// update (kiwi takes the first external), else a marker that keeps the row feasible.
  func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
    var best: Symbol?
    var bestCount = Int.max
    for cell in row.cells where tableau.kinds[cell.symbol] == .external {
      let count = tableau.columns[cell.symbol].count
      if count < bestCount {
        best = cell.symbol
        bestCount = count
      }
    }
    if let best { return best }
    if tableau.kinds[marker].isPivotable && row.coefficient(for: marker) < 0 { return marker }
    if let other, tableau.kinds[other].isPivotable && row.coefficient(for: other) < 0 {
      return other
    }
    return nil
  }

  /// Removes the constraint with identity `id`.
  /// - Throws: `unknownConstraint` when it is not in the solver.
  mutating func delete(_ constraint: Constraint) throws(SolverError) {
    guard records[constraint.id] != nil else { throw .unknownConstraint(constraint) }
    var affected: [Int] = []
    var below: [Int] = []
    if let record = records[constraint.id], case .definition(let subject) = record.placement,
      entries[subject].isExpanded
    {
      below = downstream(of: subject)
      affected = users(of: below)
    }
    guard let record = records.removeValue(forKey: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    switch record.placement {
    case .definition(let subject):
      guard entries[subject].definition != nil else {
        preconditionFailure("a definition record without a definition")
      }
      // Tableau rows that hold an expansion through this definition are rebuilt without
      // it: removed first, re-added after (a subset of satisfiable constraints stays
      // satisfiable, so re-adding cannot fail in exact arithmetic).
      var readd: [Constraint] = []
      for id in affected {
        guard let user = records[id]?.constraint else { continue }
        try delete(user)
        readd.append(user)
      }
      invalidateExpansions(below)
      entries[subject].users = []
      entries[subject].definition = nil
      program.remove(subject: subject)
      for slot in record.slots { entries[slot].references -= 1 }
      setValue(0, of: subject)
      for (index, user) in readd.enumerated() {
        do {
          try insert(user, explain: false)
        } catch {
          // Only rounding can get here (a subset of satisfiable constraints): put the
          // definition back (now as a row) with the rest, and refuse the removal.
          try? insert(record.constraint, explain: false)
          for other in readd[index...] { try? insert(other, explain: false) }
          throw .unsatisfiable(user, conflicting: [user])
        }
      }
    case .tableau(let marker, _, let other):
      let priority = record.constraint.priority
      if !priority.isRequired, let level = tableau.levelIndex(of: priority.value) {
        for symbol in [marker, other].compactMap({ $0 }) where tableau.kinds[symbol] == .error {
          tableau.addToObjective(level: level, symbol: symbol, weight: -1)
        }
      }
      if tableau.rows[marker] != nil {
        _ = tableau.uninstallRow(marker)
      } else if let leaving = tableau.markerLeavingRow(marker) {
        var row = tableau.uninstallRow(leaving)
        row.solve(for: leaving, and: marker)
        tableau.substitute(marker, row)
      }
      tableau.optimize()
      if !priority.isRequired { tableau.releaseLevel(priority.value) }
      tableau.freeIfUnused(marker)
      if let other { tableau.freeIfUnused(other) }
      for slot in record.slots {
        entries[slot].references -= 1
        if entries[slot].definition != nil,
          let index = entries[slot].users.lastIndex(of: record.constraint.id)
        {
          entries[slot].users.remove(at: index)
        }
      }
      for slot in record.slots { releaseIfUnused(slot) }
    }
  }

  /// Changes the constant of a constraint's expression in place.
  /// - Throws: `unknownConstraint`, or `unsatisfiable` (state unchanged) when a required
  ///   constraint cannot hold with its new constant.
  mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    guard var record = records[constraint.id] else { throw .unknownConstraint(constraint) }
    guard constant.isFinite else { throw .nonFiniteConstant(constraint, constant) }
    let delta = constant - record.constraint.expression.constant
    if delta == 0 { return }
    let updated = record.constraint.withConstant(constant)
    switch record.placement {
    case .definition(let subject):
      guard let definition = entries[subject].definition else {
        preconditionFailure("a definition record without a definition")
      }
      let moved = -constant / definition.subjectCoefficient
      guard moved.isFinite else { throw .nonFiniteConstant(constraint, constant) }
      try shiftTransaction(updated) { core in core.shiftDefinition(subject, to: moved) }
      record.constraint = updated
      records[constraint.id] = record
      schedule(subject)
    case .tableau(let marker, let markerCoefficient, _):
      if tableau.kinds[marker] == .dummy && tableau.rows[marker] != nil {
        // A redundant equality's marker is basic: re-add it with the new constant.
        try replace(record.constraint, with: updated)
        return
      }
      let shift = delta / markerCoefficient
      try shiftTransaction(updated) { core in core.applyShift(marker, shift) }
      record.constraint = updated
      records[constraint.id] = record
    }
  }

  /// Runs `shift` (constants only) in a transaction and repairs feasibility with the dual
  /// simplex; on failure the state is restored and the conflict is explained.
  /// - Throws: `unsatisfiable` for `updated` (state unchanged) when the repair fails.
  /// - Complexity: `shift` plus the dual-simplex pivots it needs.
  mutating func shiftTransaction(
    _ updated: Constraint, _ shift: (inout SolverCore) -> Void
  ) throws(SolverError) {
    beginTransaction()
    shift(&self)
    guard tableau.dualOptimize() else {
      let support = failureSupport(pending: nil)
      rollbackTransaction()
      throw .unsatisfiable(
        updated, conflicting: conflictSet(for: updated, in: self, support: support))
    }
    commitTransaction()
  }

  /// Rewrites the tableau for `marker = marker' + shift` (a constraint's constant changed).
  ///
  /// The marker appears with coefficient `m` in exactly one original row, so changing that
  /// row's constant by `δ` is the substitution `marker → marker' + δ/m`: rows containing
  /// the marker move their constants by `coefficient · δ/m`; a basic marker moves by `-δ/m`.
  /// Only constants change, so the journal keeps only the old constants.
  /// - Complexity: O(rows containing the marker × log row length).
  mutating func applyShift(_ marker: Symbol, _ shift: Double) {
    if tableau.rows[marker] != nil {
      tableau.noteConstant(marker)
    }
    if var row = tableau.rows[marker].take() {
      row.constant -= shift
      tableau.rows[marker] = row
      if tableau.isInfeasible(marker, row.constant) {
        tableau.infeasible.append(marker)
      }
      return
    }
    for basic in tableau.columns[marker] {
      tableau.noteConstant(basic)
      guard var row = tableau.rows[basic].take() else { continue }
      row.constant += row.coefficient(for: marker) * shift
      tableau.rows[basic] = row
      tableau.touch(basic)
      if tableau.isInfeasible(basic, row.constant) {
        tableau.infeasible.append(basic)
      }
    }
  }

  /// Changes a constraint's priority in place (re-adding it when it crosses required).
  /// - Throws: `unknownConstraint`, or `unsatisfiable` (state unchanged) when it becomes
  ///   required and cannot hold.
  mutating func updatePriority(of constraint: Constraint, to priority: Priority)
    throws(SolverError)
  {
    guard var record = records[constraint.id] else { throw .unknownConstraint(constraint) }
    let old = record.constraint.priority
    if old == priority { return }
    let updated = record.constraint.withPriorityKeepingIdentity(priority)
    guard !old.isRequired && !priority.isRequired,
      case .tableau(let marker, _, let other) = record.placement
    else {
      try replace(record.constraint, with: updated)
      return
    }
    let errors = [marker, other].compactMap { $0 }.filter { tableau.kinds[$0] == .error }
    if let level = tableau.levelIndex(of: old.value) {
      for symbol in errors { tableau.addToObjective(level: level, symbol: symbol, weight: -1) }
    }
    tableau.releaseLevel(old.value)
    let level = tableau.retainLevel(priority.value)
    for symbol in errors { tableau.addToObjective(level: level, symbol: symbol, weight: 1) }
    tableau.optimize()
    record.constraint = updated
    records[constraint.id] = record
  }
}

extension SolverCore {
  /// Replaces `old` by `updated` (same identity) by deleting and re-inserting it: the
  /// general path for changes the in-place updates cannot make.
  ///
  /// - Throws: `.unsatisfiable` with the minimal conflicting set when `updated` cannot
  ///   hold; the core is then exactly as before the call.
  /// - Complexity: O(state size) for the copy kept for rollback, plus the delete and insert.
  mutating func replace(_ old: Constraint, with updated: Constraint) throws(SolverError) {
    let saved = self
    do {
      try delete(old)
      lastFailureSupport = []
      try insert(updated, explain: false)
    } catch {
      let support = lastFailureSupport
      self = saved
      if case .nonFiniteConstraint = error { throw error }
      throw .unsatisfiable(
        updated, conflicting: conflictSet(for: updated, in: saved, support: support))
    }
  }
}
