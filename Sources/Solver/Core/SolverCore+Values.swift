// Keeping variable values current: only rows that moved and the definitions that depend on
// them are re-read, and the variables whose values changed are remembered in slot order.

extension SolverCore {
  /// Brings every cached value up to date after a mutation.
  ///
  /// External symbols touched by pivots and constant changes are re-read from their rows;
  /// then definitions depending on changed variables are re-evaluated in creation order
  /// (a definition only mentions earlier ones, so one pass suffices).
  /// - Complexity: O(touched symbols + re-evaluated definitions × their length × log).
  mutating func flush() {
    let touched = tableau.touched
    tableau.touched.removeAll(keepingCapacity: true)
    for symbol in touched {
      tableau.isTouched[symbol] = false
      let slot = tableau.owners[symbol]
      guard slot >= 0 else { continue }
      setValue(tableau.rows[symbol]?.constant ?? 0, of: slot)
    }
    while let slot = popScheduled() {
      entries[slot].isScheduled = false
      guard let definition = entries[slot].definition else { continue }
      var value = definition.constant
      for term in definition.terms {
        value += term.coefficient * entries[term.slot].value
      }
      setValue(value, of: slot)
    }
  }

  /// Stores a value; when it differs, records the change and schedules dependents.
  mutating func setValue(_ value: Double, of slot: Int) {
    guard entries[slot].value != value else { return }
    entries[slot].value = value
    if !entries[slot].isChanged {
      entries[slot].isChanged = true
      changed.append(slot)
    }
    for dependent in entries[slot].dependents { schedule(dependent) }
  }

  /// Queues the definition of `slot` for re-evaluation.
  mutating func schedule(_ slot: Int) {
    // Only the sequence is read: copying the definition would retain its terms.
    guard !entries[slot].isScheduled, let sequence = entries[slot].definition?.sequence else {
      return
    }
    entries[slot].isScheduled = true
    scheduled.append((sequence, slot))
    var child = scheduled.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard scheduled[child].sequence < scheduled[parent].sequence else { break }
      scheduled.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the scheduled slot with the smallest sequence.
  mutating func popScheduled() -> Int? {
    guard let first = scheduled.first else { return nil }
    let last = scheduled.removeLast()
    if !scheduled.isEmpty {
      scheduled[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < scheduled.count && scheduled[left].sequence < scheduled[smallest].sequence {
          smallest = left
        }
        if right < scheduled.count && scheduled[right].sequence < scheduled[smallest].sequence {
          smallest = right
        }
        if smallest == parent { break }
        scheduled.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return first.slot
  }

  /// The variables whose values changed since the last call, in registration order.
  mutating func takeChanged() -> [Variable] {
    changed.sort()
    let result = changed.map { entries[$0].variable }
    for slot in changed { entries[slot].isChanged = false }
    changed.removeAll(keepingCapacity: true)
    return result
  }

  /// The current value of `variable` (0 for a variable the solver never saw).
  func value(of variable: Variable) -> Double {
    guard let slot = slotByID[variable.id] else { return 0 }
    return entries[slot].value
  }
}
