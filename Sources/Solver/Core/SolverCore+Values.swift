// Keeping variable values current: only rows that moved and the definitions that depend on
// them are re-read, and the variables whose values changed are remembered in slot order.

extension SolverCore {
  /// Brings every cached value up to date after a mutation.
  ///
  /// External symbols touched by pivots and constant changes are re-read from their rows;
  /// then the definitions depending on changed variables are re-evaluated in creation order
  /// by the definition program (a definition only mentions earlier ones, so one pass
  /// suffices).
  /// - Complexity: O(touched symbols + Σ (terms + dependents) of the re-evaluated
  ///   definitions).
  mutating func flush() {
    let touched = tableau.touched
    tableau.touched.removeAll(keepingCapacity: true)
    for symbol in touched {
      tableau.isTouched[symbol] = false
      let slot = tableau.owners[symbol]
      guard slot >= 0 else { continue }
      setValue(tableau.rows[symbol]?.constant ?? 0, of: slot)
    }
    program.run(&solved)
  }

  /// Stores a value; when it differs, records the change and schedules dependents.
  mutating func setValue(_ value: Double, of slot: Int) {
    if solved.store(value, at: slot) { program.scheduleDependents(of: slot) }
  }

  /// Queues the definition of `slot` for re-evaluation.
  mutating func schedule(_ slot: Int) {
    program.schedule(slot)
  }

  /// The variables whose values changed since the last call, in registration order.
  mutating func takeChanged() -> [Variable] {
    let (slots, count) = solved.takeChanged()
    return slots[0..<count].map { solved.variables[$0] }
  }

  /// The current value of `variable` (0 for a variable the solver never saw).
  func value(of variable: Variable) -> Double {
    guard let slot = slotByID[variable.id] else { return 0 }
    return solved.values[slot]
  }
}
