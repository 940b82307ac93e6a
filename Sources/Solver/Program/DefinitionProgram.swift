/// The definitions as a flat program, evaluated in creation order after a mutation.
///
/// Position `p` holds one definition, `value[subjects[p]] = constants[p] + Σ coefficient ·
/// value[slot]` over its terms, stored in two contiguous arrays (`termSlots`,
/// `termCoefficients`) from `termStarts[p]` to `termStarts[p + 1]`. Positions follow the
/// definitions' creation order, and a definition only mentions variables defined before it,
/// so evaluating pending positions smallest first sees every input settled. Each slot lists
/// the positions of the definitions that mention it (`dependents`, a linked list in flat
/// arrays), so a value that moved marks exactly the definitions to re-evaluate.
///
/// A chain of equal widths moved at its head re-evaluates its links in one tight loop over
/// contiguous arrays: no dictionary, no heap, no allocation per link. The program mirrors
/// the `Definition`s of the variable entries (which stay the source of truth for the cold
/// paths); `SolverCore` updates both together.
///
/// Removed definitions leave holes (subject −1), compacted once they outnumber the live
/// ones, so adding and removing definitions forever does not grow the program.
struct DefinitionProgram {
  /// Per position: the defined slot, or −1 for a removed definition.
  private(set) var subjects: [Int] = []
  /// Per position: the constant summand.
  private(set) var constants: [Double] = []
  /// Per position `p`: where its terms start; `termStarts[p + 1]` is where they end.
  private(set) var termStarts: [Int] = [0]
  /// The slot of every term, definition after definition.
  private(set) var termSlots: [Int] = []
  /// The coefficient of every term, parallel to `termSlots`.
  private(set) var termCoefficients: [Double] = []
  /// Per slot: the position of its definition, or −1.
  private(set) var positions: [Int] = []
  /// Per slot: the first edge of its list of dependents, or −1.
  private(set) var firstEdge: [Int] = []
  /// Per edge: the position of the dependent definition.
  private(set) var edgePositions: [Int] = []
  /// Per edge: the next edge of the same list, or −1 (a free edge: the next free one).
  private(set) var edgeNext: [Int] = []
  /// The first free edge, or −1.
  private var freeEdge = -1
  /// How many positions are holes.
  private(set) var holes = 0
  /// The positions waiting for evaluation.
  var pending = PendingPositions()

  /// The number of positions, holes included.
  var count: Int { subjects.count }

  /// Registers a new slot (not defined, no dependents).
  mutating func appendSlot() {
    positions.append(-1)
    firstEdge.append(-1)
  }

  /// Forgets the slots from `count` on (a rolled-back registration).
  ///
  /// Precondition: none of them is defined or mentioned by a definition.
  mutating func truncateSlots(to count: Int) {
    for slot in count..<positions.count {
      precondition(positions[slot] == -1 && firstEdge[slot] == -1, "a rolled-back slot is in use")
    }
    positions.removeLast(positions.count - count)
    firstEdge.removeLast(firstEdge.count - count)
  }

  /// Appends the definition of `subject` and marks it pending.
  ///
  /// Precondition: every slot in `terms` was defined before `subject` or is not defined.
  /// - Complexity: O(terms), amortized.
  mutating func append(
    subject: Int, constant: Double, terms: [(slot: Int, coefficient: Double)]
  ) {
    let position = subjects.count
    subjects.append(subject)
    constants.append(constant)
    for term in terms {
      termSlots.append(term.slot)
      termCoefficients.append(term.coefficient)
      link(position, below: term.slot)
    }
    termStarts.append(termSlots.count)
    positions[subject] = position
    pending.reserve(subjects.count)
    pending.insert(position)
  }

  /// Removes the definition of `subject` (its position becomes a hole).
  /// - Complexity: O(terms × dependents of each term), plus an amortized compaction.
  mutating func remove(subject: Int) {
    let position = positions[subject]
    guard position >= 0 else { return }
    for index in termStarts[position]..<termStarts[position + 1] {
      unlink(position, below: termSlots[index])
    }
    subjects[position] = -1
    positions[subject] = -1
    pending.remove(position)
    holes += 1
    if holes > 64 && 2 * holes > subjects.count { compact() }
  }

  /// Sets the constant of the definition of `subject`.
  mutating func setConstant(_ constant: Double, of subject: Int) {
    let position = positions[subject]
    if position >= 0 { constants[position] = constant }
  }

  /// Marks the definition of `slot`, if any, for evaluation.
  mutating func schedule(_ slot: Int) {
    let position = positions[slot]
    if position >= 0 { pending.insert(position) }
  }

  /// Marks every definition that mentions `slot` for evaluation.
  /// - Complexity: O(those definitions).
  @inline(__always)
  mutating func scheduleDependents(of slot: Int) {
    var edge = firstEdge[slot]
    while edge >= 0 {
      pending.insert(edgePositions[edge])
      edge = edgeNext[edge]
    }
  }

  /// Calls `body` with each slot whose definition mentions `slot`, latest first (no array
  /// is built).
  /// - Complexity: O(those definitions).
  func forEachDependent(of slot: Int, _ body: (_ dependent: Int) -> Void) {
    var edge = firstEdge[slot]
    while edge >= 0 {
      body(subjects[edgePositions[edge]])
      edge = edgeNext[edge]
    }
  }

  /// The slots whose definitions mention `slot`, latest first.
  func dependents(of slot: Int) -> [Int] {
    var result: [Int] = []
    var edge = firstEdge[slot]
    while edge >= 0 {
      result.append(subjects[edgePositions[edge]])
      edge = edgeNext[edge]
    }
    return result
  }

  /// Adds `position` to the dependents of `slot`.
  private mutating func link(_ position: Int, below slot: Int) {
    let edge: Int
    if freeEdge >= 0 {
      edge = freeEdge
      freeEdge = edgeNext[edge]
      edgePositions[edge] = position
      edgeNext[edge] = firstEdge[slot]
    } else {
      edge = edgePositions.count
      edgePositions.append(position)
      edgeNext.append(firstEdge[slot])
    }
    firstEdge[slot] = edge
  }

  /// Removes `position` from the dependents of `slot`.
  private mutating func unlink(_ position: Int, below slot: Int) {
    var previous = -1
    var edge = firstEdge[slot]
    while edge >= 0 && edgePositions[edge] != position {
      previous = edge
      edge = edgeNext[edge]
    }
    guard edge >= 0 else { return }
    if previous >= 0 {
      edgeNext[previous] = edgeNext[edge]
    } else {
      firstEdge[slot] = edgeNext[edge]
    }
    edgeNext[edge] = freeEdge
    freeEdge = edge
  }

  /// Drops the holes, keeping the order of the live definitions and what is pending.
  /// - Complexity: O(positions + terms + slots).
  private mutating func compact() {
    let old = self
    self = DefinitionProgram()
    for _ in old.positions.indices { appendSlot() }
    var stillPending: [Int] = []
    for position in old.subjects.indices where old.subjects[position] >= 0 {
      let range = old.termStarts[position]..<old.termStarts[position + 1]
      let terms = range.map { (slot: old.termSlots[$0], coefficient: old.termCoefficients[$0]) }
      append(subject: old.subjects[position], constant: old.constants[position], terms: terms)
      if old.pending.contains(position) { stillPending.append(subjects.count - 1) }
    }
    pending.removeAll()
    for position in stillPending { pending.insert(position) }
  }
}
