// The full structural walk behind `Solver.checkInvariants()`.

extension SolverCore {
  /// Checks every structural invariant with `precondition`; traps with a message on the
  /// first violation.
  ///
  /// Rows: cells sorted, non-zero, never basic symbols; restricted basics non-negative;
  /// the column index matches the rows exactly, every cell's column position included.
  /// Objective: zero on basic symbols and optimal (no improving non-basic symbol). Values:
  /// every cached value equals its row or definition; every required constraint holds
  /// within tolerance.
  /// - Complexity: O(tableau size × levels + constraints).
  func checkInvariants() {
    let t = tableau
    var cellCount = 0
    var basicCount = 0
    for basic in 0..<t.symbolCount {
      guard let row = t.rows[basic] else { continue }
      basicCount += 1
      precondition(
        !t.kinds[basic].isRestricted || row.constant >= -1e-7,
        "restricted basic \(basic) is negative: \(row.constant)")
      precondition(
        t.kinds[basic] != .dummy || abs(row.constant) <= 1e-7,
        "basic dummy \(basic) is not zero: \(row.constant)")
      var previous = -1
      for cell in row.cells {
        cellCount += 1
        precondition(cell.symbol > previous, "row \(basic) is not sorted")
        previous = cell.symbol
        precondition(!cell.coefficient.isNearZero, "row \(basic) holds a zero cell")
        precondition(t.rows[cell.symbol] == nil, "basic \(cell.symbol) appears in row \(basic)")
        let column = t.columns[cell.symbol]
        precondition(
          cell.position < column.count && column[cell.position] == basic,
          "row \(basic) has a wrong position for column \(cell.symbol)")
      }
    }
    precondition(basicCount == t.rowCount, "row count \(t.rowCount) != \(basicCount)")
    // Every column entry names a row holding the symbol, and there are as many entries as
    // cells, so (with no duplicates) the index matches the rows exactly.
    var columnCount = 0
    for symbol in 0..<t.symbolCount {
      let column = t.columns[symbol]
      columnCount += column.count
      precondition(Set(column).count == column.count, "column \(symbol) has duplicates")
      for basic in column {
        precondition(
          t.rows[basic]?.position(of: symbol).found == true,
          "column \(symbol) names row \(basic), which does not hold it")
      }
    }
    precondition(columnCount == cellCount, "column index has \(columnCount) != \(cellCount)")
    for symbol in 0..<t.symbolCount where !t.costs[symbol].isEmpty {
      precondition(t.rows[symbol] == nil, "basic \(symbol) has a reduced cost")
      for entry in t.costs[symbol] {
        precondition(
          t.levels.contains(entry.priority), "symbol \(symbol) has a cost at a dropped level")
      }
      for (a, b) in zip(t.costs[symbol], t.costs[symbol].dropFirst()) {
        precondition(a.priority > b.priority, "costs of symbol \(symbol) are not sorted")
      }
    }
    for symbol in 0..<t.symbolCount where t.rows[symbol] == nil && t.kinds[symbol] != .dummy {
      let sign = t.lexicographicSign(symbol)
      let improving = t.kinds[symbol].isRestricted ? sign < 0 : sign != 0
      precondition(!improving, "symbol \(symbol) can still improve the objective")
    }
    precondition(t.touched.isEmpty, "values were not flushed")
    for symbol in t.freeSymbols {
      precondition(
        t.rows[symbol] == nil && t.columns[symbol].isEmpty && t.owners[symbol] == -1,
        "free symbol \(symbol) is still in use")
    }
    precondition(Set(t.freeSymbols).count == t.freeSymbols.count, "a symbol is freed twice")
    for (slot, entry) in entries.enumerated() {
      if let symbol = entry.symbol {
        precondition(t.owners[symbol] == slot, "symbol \(symbol) is not owned by slot \(slot)")
        precondition(entry.definition == nil, "slot \(slot) has a symbol and a definition")
        let expected = t.rows[symbol]?.constant ?? 0
        precondition(solved.values[slot] == expected, "stale value for \(entry.variable)")
      } else if let definition = entry.definition {
        var expected = definition.constant
        for term in definition.terms { expected += term.coefficient * solved.values[term.slot] }
        precondition(
          solved.values[slot].isApproximatelyEqual(to: expected, tolerance: 1e-9),
          "stale definition value for \(entry.variable)")
        for term in definition.terms {
          precondition(
            entries[term.slot].definition.map { $0.sequence < definition.sequence } ?? true,
            "definition of \(entry.variable) mentions a later definition")
        }
      }
    }
    checkProgram()
    checkSolvedValues()
    for record in records.values where record.constraint.priority.isRequired {
      var value = record.constraint.expression.constant
      var scale = abs(value)
      for term in record.constraint.expression.terms {
        let v = self.value(of: term.variable)
        value += term.coefficient * v
        scale = max(scale, abs(term.coefficient * v))
      }
      let tolerance = 1e-6 * max(1, scale)
      switch record.constraint.relation {
      case .equal:
        precondition(abs(value) <= tolerance, "required \(record.constraint) is off by \(value)")
      case .lessThanOrEqual:
        precondition(value <= tolerance, "required \(record.constraint) is off by \(value)")
      case .greaterThanOrEqual:
        precondition(value >= -tolerance, "required \(record.constraint) is off by \(value)")
      }
    }
  }

  /// Checks that the definition program mirrors the definitions: the same subjects,
  /// constants and terms, positions in creation order, and each slot's dependents exactly
  /// the definitions that mention it.
  func checkProgram() {
    precondition(program.positions.count == entries.count, "program slots out of step")
    var previousSequence = 0
    var live = 0
    for position in 0..<program.count {
      let subject = program.subjects[position]
      guard subject >= 0 else { continue }
      live += 1
      guard let definition = entries[subject].definition else {
        preconditionFailure("program position \(position) defines an undefined slot")
      }
      precondition(program.positions[subject] == position, "slot \(subject) misplaced")
      precondition(definition.sequence > previousSequence, "program out of creation order")
      previousSequence = definition.sequence
      precondition(program.constants[position] == definition.constant, "stale constant")
      let range = program.termStarts[position]..<program.termStarts[position + 1]
      precondition(
        range.map { program.termSlots[$0] } == definition.terms.map(\.slot)
          && range.map { program.termCoefficients[$0] } == definition.terms.map(\.coefficient),
        "program terms of slot \(subject) differ from its definition")
    }
    precondition(program.count - program.holes == live, "hole count out of step")
    precondition(
      (0..<program.count).allSatisfy { !program.pending.contains($0) },
      "a definition is still pending after the flush")
    var mentions = [[Int]](repeating: [], count: entries.count)
    for (slot, entry) in entries.enumerated() {
      if entry.definition == nil {
        precondition(program.positions[slot] == -1, "slot \(slot) is in the program")
      }
      for term in entry.definition?.terms ?? [] { mentions[term.slot].append(slot) }
    }
    for slot in entries.indices {
      precondition(
        program.dependents(of: slot).sorted() == mentions[slot].sorted(),
        "dependents of slot \(slot) out of step")
    }
  }

  /// Checks that the packed values mirror the entries (one slot per entry, holding its
  /// variable) and that the change flags are exactly the listed changed slots.
  /// - Complexity: O(slots).
  func checkSolvedValues() {
    precondition(
      solved.values.count == entries.count && solved.variables.count == entries.count
        && solved.isChanged.count == entries.count && solved.changedSlots.count == entries.count,
      "solved values out of step with the slots")
    for (slot, entry) in entries.enumerated() {
      precondition(solved.variables[slot] == entry.variable, "slot \(slot) holds another variable")
    }
    var listed = [Bool](repeating: false, count: entries.count)
    for slot in solved.changedSlots[0..<solved.changedCount] {
      precondition(!listed[slot], "slot \(slot) is listed as changed twice")
      listed[slot] = true
    }
    precondition(listed == solved.isChanged, "change flags out of step with the change list")
  }
}
