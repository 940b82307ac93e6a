// An undo journal, so a required constraint that turns out unsatisfiable (or a constant
// update that cannot hold) is rolled back exactly, bit for bit, at a cost proportional to
// what it touched rather than to the size of the tableau.

/// What a journaled tableau operation changed, with the old values.
struct TableauJournal {
  /// The number of symbols when the journal began; newer ones are dropped on rollback.
  var symbolCount: Int
  /// The number of rows when the journal began.
  var rowCount: Int
  /// Old rows, first write of each symbol only.
  var rows: [(symbol: Symbol, row: Row?)] = []
  /// Old columns, first write of each symbol only.
  var columns: [(symbol: Symbol, column: [Symbol])] = []
  /// Old reduced costs, every write (restored in reverse order).
  var objective: [(level: Int, symbol: Symbol, value: Double)] = []
  /// The pending candidates when the journal began.
  var candidates: [Symbol]
  /// The pending infeasible rows when the journal began.
  var infeasible: [Symbol]
  /// The touched symbols when the journal began.
  var touched: [Symbol]
  /// The free list when the journal began.
  var freeSymbols: [Symbol]
  /// Symbols taken from the free list, with their kind, owner and constraint before.
  var reused: [(symbol: Symbol, kind: SymbolKind, owner: Int, constraint: Int)] = []
}

extension Tableau {
  /// Starts recording old values.
  ///
  /// Precondition: no journal is active.
  mutating func beginJournal() {
    precondition(journal == nil, "nested tableau journals")
    journal = TableauJournal(
      symbolCount: symbolCount, rowCount: rowCount,
      candidates: candidates, infeasible: infeasible, touched: touched,
      freeSymbols: freeSymbols)
  }

  /// Keeps the changes and stops recording.
  mutating func commitJournal() {
    guard let finished = journal.take() else { return }
    for entry in finished.rows where entry.symbol < symbolCount {
      isRowJournaled[entry.symbol] = false
    }
    for entry in finished.columns where entry.symbol < symbolCount {
      isColumnJournaled[entry.symbol] = false
    }
  }

  /// Restores every recorded old value and stops recording.
  mutating func rollbackJournal() {
    guard let finished = journal.take() else { return }
    let count = finished.symbolCount
    for entry in finished.rows where entry.symbol < count {
      rows[entry.symbol] = entry.row
      isRowJournaled[entry.symbol] = false
    }
    for entry in finished.columns where entry.symbol < count {
      columns[entry.symbol] = entry.column
      isColumnJournaled[entry.symbol] = false
    }
    // Rows moved inside a changed column were not journaled; every slot that can be stale
    // belongs to a column that changed, so rewriting those columns' slots suffices.
    for entry in finished.columns where entry.symbol < count {
      restoreSlots(entry.symbol)
    }
    for entry in finished.objective.reversed() where entry.symbol < count {
      objective[entry.level][entry.symbol] = entry.value
    }
    for entry in finished.reused.reversed() where entry.symbol < count {
      kinds[entry.symbol] = entry.kind
      owners[entry.symbol] = entry.owner
      markerConstraints[entry.symbol] = entry.constraint
    }
    freeSymbols = finished.freeSymbols
    let extra = symbolCount - count
    if extra > 0 {
      kinds.removeLast(extra)
      owners.removeLast(extra)
      markerConstraints.removeLast(extra)
      rows.removeLast(extra)
      columns.removeLast(extra)
      isCandidate.removeLast(extra)
      isTouched.removeLast(extra)
      isRowJournaled.removeLast(extra)
      isColumnJournaled.removeLast(extra)
      for level in objective.indices { objective[level].removeLast(extra) }
    }
    rowCount = finished.rowCount
    for symbol in candidates where symbol < count { isCandidate[symbol] = false }
    candidates = finished.candidates
    for symbol in candidates { isCandidate[symbol] = true }
    for symbol in touched where symbol < count { isTouched[symbol] = false }
    touched = finished.touched
    for symbol in touched { isTouched[symbol] = true }
    infeasible = finished.infeasible
    artificial = nil
  }

  /// Rewrites the slot of every row in the column of `symbol` to match the column.
  /// - Complexity: O(column length × log row length).
  mutating func restoreSlots(_ symbol: Symbol) {
    for (slot, basic) in columns[symbol].enumerated() {
      setSlot(of: basic, in: symbol, to: slot)
    }
  }

  /// Records the row of `symbol` before its first change under the journal.
  mutating func noteRow(_ symbol: Symbol) {
    if journal != nil && !isRowJournaled[symbol] {
      isRowJournaled[symbol] = true
      journal?.rows.append((symbol, rows[symbol]))
    }
  }

  /// Records the column of `symbol` before its first change under the journal.
  mutating func noteColumn(_ symbol: Symbol) {
    if journal != nil && !isColumnJournaled[symbol] {
      isColumnJournaled[symbol] = true
      journal?.columns.append((symbol, columns[symbol]))
    }
  }

  /// Records a reduced cost before it changes under the journal.
  mutating func noteObjective(_ level: Int, _ symbol: Symbol) {
    if journal != nil {
      journal?.objective.append((level, symbol, objective[level][symbol]))
    }
  }
}
