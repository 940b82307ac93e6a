// An undo journal, so a required constraint that turns out unsatisfiable (or a constant
// update that cannot hold) is rolled back exactly, bit for bit, at a cost proportional to
// what it touched rather than to the size of the tableau.

/// One change to the column index, logged so a rollback can undo it in place.
///
/// Logging the operation instead of copying the column keeps a call that touches a long
/// column (a marker shared by many rows) from paying for the column's length. The payloads
/// are plain integers, so logging costs no reference counting.
enum ColumnChange {
  /// A basic symbol was appended to the column of the symbol.
  case appended(Symbol)
  /// `basic` was removed from `position` of the column of the symbol, the last entry moving
  /// into its place.
  case removed(Symbol, position: Int, basic: Symbol)
  /// The column of the symbol was emptied; its entries are `clearedColumns[entries]`.
  case cleared(Symbol, entries: Int)
}

/// What a journaled tableau operation changed, with the old values.
struct TableauJournal {
  /// The number of symbols when the journal began; newer ones are dropped on rollback.
  var symbolCount: Int
  /// The number of rows when the journal began.
  var rowCount: Int
  /// Old rows, first write of each symbol only.
  var rows: [(symbol: Symbol, row: Row?)] = []
  /// Old reduced costs, every write (restored in reverse order).
  var objective: [(symbol: Symbol, costs: [LevelCost])] = []
  /// The pending candidates when the journal began.
  var candidates: [Symbol]
  /// The pending infeasible rows when the journal began.
  var infeasible: [Symbol]
  /// How many symbols were touched when the journal began.
  ///
  /// `touched` only grows while a journal runs (values are flushed outside calls), so its
  /// length is enough; keeping the array itself would make the first `touch` of every call
  /// copy it, O(touched) per call.
  var touchedCount: Int
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
    isJournaling = true
    journal = TableauJournal(
      symbolCount: symbolCount, rowCount: rowCount,
      candidates: candidates, infeasible: infeasible, touchedCount: touched.count,
      freeSymbols: freeSymbols)
  }

  /// Keeps the changes and stops recording.
  mutating func commitJournal() {
    guard let finished = journal.take() else { return }
    isJournaling = false
    for entry in finished.rows where entry.symbol < symbolCount {
      isRowJournaled[entry.symbol] = false
    }
    columnLog.removeAll(keepingCapacity: true)
    constantLog.removeAll(keepingCapacity: true)
    clearedColumns.removeAll()
  }

  /// Restores every recorded old value and stops recording.
  mutating func rollbackJournal() {
    guard let finished = journal.take() else { return }
    isJournaling = false
    let count = finished.symbolCount
    for entry in finished.rows where entry.symbol < count {
      rows[entry.symbol] = entry.row
      isRowJournaled[entry.symbol] = false
    }
    for entry in constantLog.reversed() where entry.symbol < count {
      rows[entry.symbol]?.constant = entry.constant
    }
    constantLog.removeAll(keepingCapacity: true)
    // Rows are back (cells as before, positions maybe not); now the columns, undoing each
    // change in reverse. An entry's position can be stale only if a logged change moved,
    // removed or cleared it, and undoing the earliest such change, which comes last,
    // writes its original position back.
    let changes = columnLog
    let cleared = clearedColumns
    columnLog.removeAll(keepingCapacity: true)
    clearedColumns.removeAll()
    for change in changes.reversed() {
      undo(change, below: count, cleared: cleared)
    }

    for entry in finished.objective.reversed() where entry.symbol < count {
      costs[entry.symbol] = entry.costs
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
      costs.removeLast(extra)
    }
    rowCount = finished.rowCount
    for symbol in candidates where symbol < count { isCandidate[symbol] = false }
    candidates = finished.candidates
    for symbol in candidates { isCandidate[symbol] = true }
    precondition(touched.count >= finished.touchedCount, "touched symbols dropped in a journal")
    for symbol in touched[finished.touchedCount...] where symbol < count {
      isTouched[symbol] = false
    }
    touched.removeLast(touched.count - finished.touchedCount)
    infeasible = finished.infeasible
    artificial = nil
  }

  /// Undoes one logged column change (symbols from `count` on are dropped anyway).
  mutating func undo(_ change: ColumnChange, below count: Int, cleared: [[Symbol]]) {
    switch change {
    case .appended(let symbol):
      guard symbol < count else { return }
      columns[symbol].removeLast()
    case .removed(let symbol, let position, let basic):
      guard symbol < count else { return }
      if position < columns[symbol].count {
        let moved = columns[symbol][position]
        columns[symbol].append(moved)
        columns[symbol][position] = basic
        restorePosition(of: moved, in: symbol, to: columns[symbol].count - 1)
      } else {
        columns[symbol].append(basic)
      }
      restorePosition(of: basic, in: symbol, to: position)
    case .cleared(let symbol, let index):
      guard symbol < count else { return }
      let entries = cleared[index]
      columns[symbol] = entries
      // Undoing later changes may have written positions of a later incarnation of these
      // rows in the column into their cells; the positions before the clear win.
      for (position, basic) in entries.enumerated() {
        restorePosition(of: basic, in: symbol, to: position)
      }
    }
  }

  /// Like `setPosition`, during a rollback: the row may not hold the symbol at this point of
  /// the undo (it gained it inside the call), and then has nothing to update.
  mutating func restorePosition(of basic: Symbol, in symbol: Symbol, to position: Int) {
    guard basic < rows.count, let (found, index) = rows[basic]?.position(of: symbol), found
    else { return }
    rows[basic]?.cells[index].position = position
  }

  /// Records the row of `symbol` before its first change under the journal.
  mutating func noteRow(_ symbol: Symbol) {
    if isJournaling && !isRowJournaled[symbol] {
      isRowJournaled[symbol] = true
      journal?.rows.append((symbol, rows[symbol]))
    }
  }

  /// Records the constant of the row of `symbol` before a change to the constant alone.
  ///
  /// A row already journaled whole needs nothing more; a row journaled whole later is
  /// restored first, then its constants in reverse order, so the oldest value wins.
  mutating func noteConstant(_ symbol: Symbol) {
    if isJournaling && !isRowJournaled[symbol], let constant = rows[symbol]?.constant {
      constantLog.append((symbol, constant))
    }
  }

  /// Records a reduced cost before it changes under the journal.
  mutating func noteObjective(_ symbol: Symbol) {
    if isJournaling {
      journal?.objective.append((symbol, costs[symbol]))
    }
  }
}
