/// The value of every variable, by slot, and the slots whose values changed since they were
/// last taken.
///
/// Values sit in one contiguous array so re-evaluating a definition reads its terms' values
/// without touching the variables' other bookkeeping; `changed` lists each moved slot once
/// (`isChanged` is its membership flag).
struct SolvedValues {
  /// The current value of each slot.
  var values: [Double] = []
  /// Whether the slot is in `changed`.
  private(set) var isChanged: [Bool] = []
  /// The slots whose values changed since the last `takeChanged`, each once, in the order
  /// they first changed.
  private(set) var changed: [Int] = []

  /// Registers a new slot with the value 0.
  mutating func append() {
    values.append(0)
    isChanged.append(false)
  }

  /// Forgets the slots from `count` on (a rolled-back registration; they never changed).
  mutating func truncate(to count: Int) {
    values.removeLast(values.count - count)
    isChanged.removeLast(isChanged.count - count)
  }

  /// Stores `value` in `slot`.
  /// - Returns: Whether it differed (bitwise) from the stored value; the slot is then
  ///   recorded as changed.
  /// - Complexity: O(1).
  @inline(__always)
  mutating func store(_ value: Double, at slot: Int) -> Bool {
    guard values[slot] != value else { return false }
    values[slot] = value
    if !isChanged[slot] {
      isChanged[slot] = true
      changed.append(slot)
    }
    return true
  }

  /// Runs `body` with the values and change flags as raw storage and the change list (the
  /// evaluation loop's hot path: no bounds or uniqueness checks per value).
  mutating func withUnsafeStorage<Result>(
    _ body: (
      _ values: UnsafeMutableBufferPointer<Double>,
      _ isChanged: UnsafeMutableBufferPointer<Bool>, _ changed: inout [Int]
    ) -> Result
  ) -> Result {
    values.withUnsafeMutableBufferPointer { values in
      isChanged.withUnsafeMutableBufferPointer { isChanged in body(values, isChanged, &changed) }
    }
  }

  /// Takes the changed slots out, sorted, their flags cleared; the list is left empty.
  ///
  /// Give the array back with `recycle` so its storage is reused.
  /// - Complexity: O(*k* log *k*) for *k* changed slots (O(*k*) when they changed in slot
  ///   order, as the slots of a chain do).
  mutating func takeChanged() -> [Int] {
    changed.sort()
    for slot in changed { isChanged[slot] = false }
    var taken: [Int] = []
    swap(&taken, &changed)
    return taken
  }

  /// Reuses the storage of a list from `takeChanged` when nothing changed since.
  mutating func recycle(_ taken: inout [Int]) {
    guard changed.isEmpty else { return }
    taken.removeAll(keepingCapacity: true)
    swap(&taken, &changed)
  }
}
