// Exact rollback for calls that may fail: the tableau's journal plus the variable entries
// and constraint records the call changed.

/// The old variable entries and constraint records of a running transaction.
struct CoreJournal {
  /// The number of registered variables when the transaction began.
  var entryCount: Int
  /// Old entries, every write (restored in reverse order).
  var entries: [(slot: Int, entry: VariableEntry)] = []
  /// Old records, every write (restored in reverse order).
  var records: [(id: Int, record: ConstraintRecord?)] = []
}

extension SolverCore {
  /// Starts recording old values everywhere.
  mutating func beginTransaction() {
    tableau.beginJournal()
    journal = CoreJournal(entryCount: entries.count)
  }

  /// Keeps the changes.
  mutating func commitTransaction() {
    tableau.commitJournal()
    journal = nil
  }

  /// Restores the state at `beginTransaction()`, bit for bit.
  mutating func rollbackTransaction() {
    tableau.rollbackJournal()
    guard let finished = journal.take() else { return }
    for (id, record) in finished.records.reversed() { records[id] = record }
    for (slot, entry) in finished.entries.reversed() where slot < finished.entryCount {
      entries[slot] = entry
      // Only a definition's constant changes under a journal (definitions are created by
      // calls that cannot fail and removed outside journals).
      if let definition = entry.definition {
        program.setConstant(definition.constant, of: slot)
      }
    }
    while entries.count > finished.entryCount {
      slotByID[entries.removeLast().variable.id] = nil
    }
    solved.truncate(to: entries.count)
    program.truncateSlots(to: entries.count)
  }

  /// Records a variable entry before it changes inside a transaction.
  mutating func noteEntry(_ slot: Int) {
    if journal != nil { journal?.entries.append((slot, entries[slot])) }
  }

  /// Records a constraint record before it changes inside a transaction.
  mutating func noteRecord(_ id: Int) {
    if journal != nil { journal?.records.append((id, records[id])) }
  }
}
