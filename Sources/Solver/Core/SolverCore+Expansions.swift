// Expansions of defined variables over tableau variables, and the walks down the
// definitions that keep tableau rows consistent when a definition changes.

extension SolverCore {
  /// The expansion of the defined variable in `root` over variables that are not defined.
  ///
  /// Short expansions are cached per variable: the uncached definitions reachable from
  /// `root` are evaluated in creation order (a definition only mentions earlier ones), each
  /// from its terms' cached expansions, and kept when they have at most
  /// `Expansion.cacheLimit` terms. A longer one is flagged and computed on demand by pushing
  /// coefficients down the definitions, latest first, stopping at cached expansions.
  /// A chain of equal widths then costs O(1) per link once, and a chain whose expansion
  /// really grows (a stack's `top = above.top + above.height + 8`) costs O(links × log) per
  /// tableau constraint that reaches its end, which is the length of that constraint's row.
  /// - Precondition: `root` is defined.
  /// - Complexity: O(uncached definitions reached × (terms + `cacheLimit`)) plus, for a long
  ///   expansion, O(definitions reached × log).
  mutating func expansion(of root: Int) -> Expansion {
    if let cached = entries[root].expansion { return cached }
    // The uncached definitions reachable from `root`, not through cached ones.
    var reached: [(sequence: Int, slot: Int)] = []
    var visited: Set<Int> = [root]
    var stack = [root]
    while let slot = stack.popLast() {
      guard let definition = entries[slot].definition else { continue }
      entries[slot].isExpanded = true
      reached.append((definition.sequence, slot))
      for term in definition.terms
      where entries[term.slot].definition != nil && entries[term.slot].expansion == nil
        && visited.insert(term.slot).inserted
      {
        stack.append(term.slot)
      }
    }
    reached.sort { $0.sequence < $1.sequence }
    for (_, slot) in reached where !entries[slot].hasLongExpansion {
      if let short = shortExpansion(of: slot) {
        entries[slot].expansion = short
      } else {
        entries[slot].hasLongExpansion = true
      }
    }
    if let cached = entries[root].expansion { return cached }
    return pushedExpansion(of: root)
  }

  /// The expansion of `slot` from its terms' cached expansions, or `nil` when a term's
  /// expansion is long or the result has more than `Expansion.cacheLimit` terms.
  func shortExpansion(of slot: Int) -> Expansion? {
    guard let definition = entries[slot].definition else { return nil }
    var constant = definition.constant
    var pairs: [(slot: Int, coefficient: Double)] = []
    for term in definition.terms {
      if entries[term.slot].definition != nil {
        guard let inner = entries[term.slot].expansion else { return nil }
        constant += term.coefficient * inner.constant
        for innerTerm in inner.terms {
          pairs.append((innerTerm.slot, term.coefficient * innerTerm.coefficient))
        }
      } else {
        pairs.append((term.slot, term.coefficient))
      }
      if pairs.count > 4 * Expansion.cacheLimit { return nil }
    }
    let terms = SolverCore.combined(pairs)
    guard terms.count <= Expansion.cacheLimit else { return nil }
    return Expansion(constant: constant, terms: terms)
  }

  /// The expansion of `root` by pushing coefficients down the definitions, latest first,
  /// using cached expansions where they exist.
  /// - Complexity: O(definitions reached × log + result terms × log).
  func pushedExpansion(of root: Int) -> Expansion {
    var constant = 0.0
    var pairs: [(slot: Int, coefficient: Double)] = []
    var pending: [Int: Double] = [root: 1]
    var heap = SequenceHeap(maximum: true)
    heap.push(entries[root].definition?.sequence ?? 0, root)
    while let slot = heap.pop() {
      guard let factor = pending.removeValue(forKey: slot),
        let definition = entries[slot].definition
      else { continue }
      if slot != root, let cached = entries[slot].expansion {
        constant += factor * cached.constant
        for term in cached.terms { pairs.append((term.slot, factor * term.coefficient)) }
        continue
      }
      constant += factor * definition.constant
      for term in definition.terms {
        let coefficient = factor * term.coefficient
        if let inner = entries[term.slot].definition {
          if let existing = pending[term.slot] {
            pending[term.slot] = existing + coefficient
          } else {
            pending[term.slot] = coefficient
            heap.push(inner.sequence, term.slot)
          }
        } else {
          pairs.append((term.slot, coefficient))
        }
      }
    }
    return Expansion(constant: constant, terms: SolverCore.combined(pairs))
  }

  /// Sums the coefficients of equal slots, drops near-zero sums, sorts by slot.
  /// - Complexity: O(*n* log *n*).
  static func combined(_ pairs: [(slot: Int, coefficient: Double)]) -> [(
    slot: Int, coefficient: Double
  )] {
    if pairs.count <= 1 {
      return pairs.filter { !$0.coefficient.isNearZero }
    }
    // A stable sort keeps equal slots in their order, so the sums are deterministic.
    let sorted = pairs.enumerated().sorted {
      $0.element.slot != $1.element.slot
        ? $0.element.slot < $1.element.slot : $0.offset < $1.offset
    }.map(\.element)
    var result: [(slot: Int, coefficient: Double)] = []
    result.reserveCapacity(sorted.count)
    var index = 0
    while index < sorted.count {
      let slot = sorted[index].slot
      var sum = 0.0
      while index < sorted.count && sorted[index].slot == slot {
        sum += sorted[index].coefficient
        index += 1
      }
      if !sum.isNearZero { result.append((slot, sum)) }
    }
    return result
  }

  /// The defined variables downstream of `subject` (itself included): the definitions that
  /// mention it, directly or through others, in creation order.
  ///
  /// Keyed by program position, which follows creation order like the sequence but is read
  /// without copying the definition.
  /// - Complexity: O(downstream definitions × log).
  func downstream(of subject: Int) -> [Int] {
    var result: [Int] = []
    var visited: Set<Int> = [subject]
    var heap = SequenceHeap(maximum: false)
    heap.push(program.positions[subject], subject)
    while let slot = heap.pop() {
      result.append(slot)
      program.forEachDependent(of: slot) { dependent in
        if visited.insert(dependent).inserted {
          heap.push(program.positions[dependent], dependent)
        }
      }
    }
    return result
  }

  /// The tableau constraints whose rows hold the expansion of a variable in `slots`, by
  /// identity, each once.
  func users(of slots: [Int]) -> [Int] {
    var result: [Int] = []
    var seen: Set<Int> = []
    for slot in slots {
      for id in entries[slot].users where seen.insert(id).inserted { result.append(id) }
    }
    return result.sorted()
  }

  /// Forgets the cached expansions of `slots` (their definitions changed shape).
  mutating func invalidateExpansions(_ slots: [Int]) {
    for slot in slots {
      entries[slot].expansion = nil
      entries[slot].hasLongExpansion = false
      entries[slot].isExpanded = false
    }
  }

  /// Moves the constant of the definition of `subject` to `constant` and shifts every
  /// tableau row that holds an expansion through it (a transaction must be running).
  ///
  /// A change δ of the subject's constant moves a downstream variable's expansion constant
  /// by δ times the product of coefficients along the way; the shifts are propagated in
  /// creation order, cached expansions are updated, and each tableau constraint that
  /// mentions a moved variable gets `applyShift` on its marker, as if its own constant had
  /// changed by Σ coefficient × shift.
  /// - Complexity: O(downstream definitions × log + rows containing the markers moved).
  mutating func shiftDefinition(_ subject: Int, to constant: Double) {
    guard let definition = entries[subject].definition else { return }
    noteEntry(subject)
    entries[subject].definition?.constant = constant
    program.setConstant(constant, of: subject)
    guard entries[subject].isExpanded else { return }
    var delta: [Int: Double] = [subject: constant - definition.constant]
    var shifts: [Int: Double] = [:]
    var order: [Int] = []
    for slot in downstream(of: subject) {
      guard let change = delta[slot], change != 0 else { continue }
      if entries[slot].expansion != nil {
        noteEntry(slot)
        entries[slot].expansion?.constant += change
      }
      for id in entries[slot].users {
        guard let record = records[id] else { continue }
        var coefficient = 0.0
        for (index, term) in record.constraint.expression.terms.enumerated()
        where record.slots[index] == slot {
          coefficient += term.coefficient
        }
        if shifts[id] == nil { order.append(id) }
        shifts[id, default: 0] += coefficient * change
      }
      program.forEachDependent(of: slot) { dependent in
        guard let terms = entries[dependent].definition?.terms else { return }
        for term in terms where term.slot == slot {
          delta[dependent, default: 0] += term.coefficient * change
        }
      }
    }
    for id in order {
      guard let shift = shifts[id], shift != 0, let record = records[id],
        case .tableau(let marker, let markerCoefficient, _) = record.placement
      else { continue }
      applyShift(marker, shift / markerCoefficient)
    }
  }
}

/// A binary heap of slots keyed by definition sequence (a min- or a max-heap).
struct SequenceHeap {
  /// Whether the largest sequence comes out first.
  let maximum: Bool
  /// The entries.
  private var items: [(sequence: Int, slot: Int)] = []

  init(maximum: Bool) {
    self.maximum = maximum
  }

  /// Whether `a` comes out before `b`.
  private func precedes(_ a: (sequence: Int, slot: Int), _ b: (sequence: Int, slot: Int)) -> Bool {
    maximum ? a.sequence > b.sequence : a.sequence < b.sequence
  }

  /// Adds a slot.
  ///
  /// - Complexity: O(log *n*).
  mutating func push(_ sequence: Int, _ slot: Int) {
    items.append((sequence, slot))
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the first slot.
  ///
  /// - Complexity: O(log *n*).
  mutating func pop() -> Int? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var best = parent
        if left < items.count && precedes(items[left], items[best]) { best = left }
        if right < items.count && precedes(items[right], items[best]) { best = right }
        if best == parent { break }
        items.swapAt(parent, best)
        parent = best
      }
    }
    return first.slot
  }
}
