/// The value of every variable, by slot, and the slots whose values changed since they were
/// last taken.
///
/// Values sit in one contiguous array so re-evaluating a definition reads its terms' values
/// without touching the variables' other bookkeeping. The changed slots are the first
/// `changedCount` entries of `changedSlots`, which has room for every slot (a slot is listed
/// at most once: `isChanged` is its membership flag), so recording a change never grows an
/// array.
@usableFromInline
struct SolvedValues {
  /// The current value of each slot.
  @usableFromInline var values: [Double] = []
  /// The variable of each slot (a copy of the entries' variables, packed so reporting
  /// thousands of changes reads 24 bytes per variable, not a whole entry).
  @usableFromInline private(set) var variables: [Variable] = []
  /// Whether the slot is in the change list.
  private(set) var isChanged: [Bool] = []
  /// The change list: the slots whose values changed since the last `takeChanged`, each
  /// once, in the order they first changed, then unused room (one entry per slot).
  private(set) var changedSlots: [Int] = []
  /// The length of the change list.
  private(set) var changedCount = 0

  /// Registers a new slot for `variable`, with the value 0.
  mutating func append(_ variable: Variable) {
    variables.append(variable)
    values.append(0)
    isChanged.append(false)
    changedSlots.append(0)
  }

  /// Forgets the slots from `count` on (a rolled-back registration; they never changed).
  mutating func truncate(to count: Int) {
    precondition(changedCount <= count, "a rolled-back slot changed")
    variables.removeLast(variables.count - count)
    values.removeLast(values.count - count)
    isChanged.removeLast(isChanged.count - count)
    changedSlots.removeLast(changedSlots.count - count)
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
      changedSlots[changedCount] = slot
      changedCount += 1
    }
    return true
  }

  /// Runs `body` with the values, the change flags and the change list as raw storage (the
  /// evaluation loop's hot path: no bounds or uniqueness checks per value).
  mutating func withUnsafeStorage<Result>(
    _ body: (
      _ values: UnsafeMutableBufferPointer<Double>,
      _ isChanged: UnsafeMutableBufferPointer<Bool>,
      _ changedSlots: UnsafeMutableBufferPointer<Int>, _ changedCount: inout Int
    ) -> Result
  ) -> Result {
    values.withUnsafeMutableBufferPointer { values in
      isChanged.withUnsafeMutableBufferPointer { isChanged in
        changedSlots.withUnsafeMutableBufferPointer { changedSlots in
          body(values, isChanged, changedSlots, &changedCount)
        }
      }
    }
  }

  /// Takes the change list out, sorted by slot, the flags cleared; the list is then empty.
  ///
  /// The result shares storage with the solver until its next change is recorded; drop it
  /// before that, or that change copies it.
  /// - Returns: The storage and how many of its first entries are the changed slots.
  /// - Complexity: O(*k*) for *k* changed slots that changed in slot order (as a chain's
  ///   do), else O(*k* log *k*).
  @usableFromInline
  mutating func takeChanged() -> (slots: [Int], count: Int) {
    let count = changedCount
    changedSlots.withUnsafeMutableBufferPointer { slots in
      var sorted = true
      var index = 1
      while index < count {
        if slots[index - 1] > slots[index] {
          sorted = false
          break
        }
        index += 1
      }
      if !sorted { slots[0..<count].sort() }
    }
    isChanged.withUnsafeMutableBufferPointer { flags in
      for index in 0..<count { flags[changedSlots[index]] = false }
    }
    changedCount = 0
    return (changedSlots, count)
  }
}
