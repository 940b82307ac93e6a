// Minimal conflict sets for unsatisfiable errors.

extension SolverCore {
  /// A minimal set of required constraints that cannot hold together with `failing`.
  ///
  /// The failure's certificate row is a combination of original rows; its markers give the
  /// multipliers of the tableau constraints it uses (`support`). Pushing those multipliers
  /// down the definitions their terms mention (latest first) gives the multipliers of the
  /// definitions the combination eliminates, so the support of the whole combination is
  /// known in O(definitions reached × log). When that set cannot hold and its rows have
  /// rank one less than its size (checked by adding them, in a fresh core, as equalities:
  /// exactly one reduces to nothing), the combination is the only dependency among them,
  /// so dropping any member leaves independent rows, which can always hold: it is minimal,
  /// found in near-linear time. Otherwise a constructive search (in the spirit of Junker's
  /// QuickXplain, additive form) runs over those candidates (or, if rounding spoiled the
  /// certificate, over every required constraint connected to `failing`): with the members
  /// found so far and `failing` in a fresh core, candidates are added in order until one
  /// fails; that one is a member, and only the candidates before it stay in play.
  /// - Parameters:
  ///   - failing: The constraint of the failed call, with its new constant or priority.
  ///   - base: The state before the call (a record with the same identity is ignored).
  ///   - support: The certificate's constraints and multipliers (`failureSupport`).
  /// - Returns: `failing` followed by the other members, in identity order.
  /// - Complexity: O(*k* log *k*) for a certificate of *k* constraints whose rank check
  ///   passes; otherwise O(*m* × *k*) constraint additions for *m* members.
  func conflictSet(
    for failing: Constraint, in base: SolverCore, support: [(id: Int, multiplier: Double)] = []
  ) -> [Constraint] {
    var candidates = SolverCore.certificateMembers(support, failing: failing, in: base)
    if !candidates.isEmpty && SolverCore.isMinimalConflict([failing] + candidates) {
      return [failing] + candidates
    }
    if candidates.isEmpty || SolverCore.isSatisfiable([failing] + candidates) {
      candidates = SolverCore.connectedRequired(to: failing, in: base)
    }
    var members: [Constraint] = []
    while true {
      var core = SolverCore()
      guard core.insertAll([failing] + members) else { break }
      var found: Int?
      for (index, candidate) in candidates.enumerated() where !core.insertAll([candidate]) {
        found = index
        break
      }
      // Rounding can make the candidates look satisfiable after all; keep what was found.
      guard let found else { break }
      members.append(candidates[found])
      candidates.removeSubrange(found...)
    }
    return [failing] + members.sorted { $0.id < $1.id }
  }

  /// The constraints and multipliers named by the markers of the last failure's
  /// certificate row, in first-seen order.
  ///
  /// A marker appears in exactly one original row, with its record's coefficient (an error
  /// pair's second symbol with the opposite one), so its coefficient in the certificate
  /// divided by that coefficient is the constraint's multiplier.
  /// - Parameter pending: The record of a constraint being added (not in `records` yet).
  func failureSupport(pending: ConstraintRecord?) -> [(id: Int, multiplier: Double)] {
    var result: [(id: Int, multiplier: Double)] = []
    var seen: Set<Int> = []
    for cell in tableau.failureCertificate where cell.symbol < tableau.symbolCount {
      let id = tableau.markerConstraints[cell.symbol]
      guard id >= 0, !seen.contains(id) else { continue }
      let record = pending?.constraint.id == id ? pending : records[id]
      guard case .tableau(let marker, let markerCoefficient, let other)? = record?.placement
      else { continue }
      if cell.symbol == marker {
        result.append((id, cell.coefficient / markerCoefficient))
      } else if cell.symbol == other {
        result.append((id, -cell.coefficient / markerCoefficient))
      } else {
        continue
      }
      seen.insert(id)
    }
    return result
  }

  /// The required constraints of the certificate's combination other than `failing`, in
  /// identity order: the tableau constraints with a multiplier, and the definitions that
  /// eliminate the defined variables their terms mention.
  ///
  /// The combination Σ y·row has no variable left, so a defined variable's coefficient
  /// `c` in the rows so far is cancelled by its definition `a·x + Σ b·t + k = 0` with
  /// multiplier `-c/a`, which adds `-c/a · b` to each `t`. Definitions only mention earlier
  /// ones, so processing them latest first sees every contribution before it is used.
  /// - Complexity: O(definitions reached × log + terms).
  static func certificateMembers(
    _ support: [(id: Int, multiplier: Double)], failing: Constraint, in base: SolverCore
  ) -> [Constraint] {
    let scale = support.reduce(0.0) { max($0, abs($1.multiplier)) }
    guard scale > 0 else { return [] }
    func constraint(_ id: Int) -> Constraint? {
      id == failing.id ? failing : base.records[id]?.constraint
    }
    var members: [Int: Constraint] = [:]
    var pending: [Int: Double] = [:]
    var heap = SequenceHeap(maximum: true)
    func push(_ expression: Expression, times multiplier: Double, skipping subject: Int?) {
      for term in expression.terms {
        guard let slot = base.slotByID[term.variable.id], slot != subject,
          let definition = base.entries[slot].definition
        else { continue }
        if let existing = pending[slot] {
          pending[slot] = existing + multiplier * term.coefficient
        } else {
          pending[slot] = multiplier * term.coefficient
          heap.push(definition.sequence, slot)
        }
      }
    }
    for (id, multiplier) in support where !(multiplier / scale).isNearZero {
      guard let member = constraint(id) else { continue }
      if member.priority.isRequired { members[id] = member }
      push(member.expression, times: multiplier, skipping: nil)
    }
    while let slot = heap.pop() {
      guard let coefficient = pending.removeValue(forKey: slot),
        let definition = base.entries[slot].definition,
        !(coefficient / scale).isNearZero,
        let member = constraint(definition.constraintID)
      else { continue }
      let multiplier = -coefficient / definition.subjectCoefficient
      members[definition.constraintID] = member
      push(member.expression, times: multiplier, skipping: slot)
    }
    members[failing.id] = nil
    return members.keys.sorted().compactMap { members[$0] }
  }

  /// Whether `constraints` cannot hold together but every proper subset can.
  ///
  /// They cannot hold, and their rows have rank one less than their number: added as
  /// equalities to a fresh core, exactly one reduces to markers alone (rejected, or
  /// accepted as redundant). The one dependency is then the certificate's combination,
  /// which uses every member (the caller passes its support), and any proper subset has
  /// independent rows.
  /// - Complexity: two passes of constraint additions, O(*k*) for chain-like sets.
  static func isMinimalConflict(_ constraints: [Constraint]) -> Bool {
    guard !isSatisfiable(constraints) else { return false }
    var core = SolverCore()
    var dependent = 0
    for constraint in constraints {
      let equality = Constraint(constraint.expression, .equal, priority: .required)
      let before = core.redundantRows
      do {
        try core.insert(equality, explain: false)
        if core.redundantRows != before { dependent += 1 }
      } catch {
        dependent += 1
      }
      if dependent > 1 { return false }
    }
    return dependent == 1
  }

  /// Whether the constraints can all hold together (checked in a fresh core).
  static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var core = SolverCore()
    return core.insertAll(constraints)
  }

  /// The required constraints of `base` that share variables with `failing`, directly or
  /// through other such constraints, in identity order.
  /// - Complexity: O(*C* log *C* + total terms) for *C* constraints.
  static func connectedRequired(to failing: Constraint, in base: SolverCore) -> [Constraint] {
    let required = base.records.values
      .filter { $0.constraint.priority.isRequired && $0.constraint.id != failing.id }
      .map(\.constraint)
      .sorted { $0.id < $1.id }
    var users: [Int: [Int]] = [:]
    for (index, constraint) in required.enumerated() {
      for term in constraint.expression.terms { users[term.variable.id, default: []].append(index) }
    }
    var included = [Bool](repeating: false, count: required.count)
    var seen: Set<Int> = []
    var queue = failing.expression.terms.map(\.variable.id)
    while let id = queue.popLast() {
      guard seen.insert(id).inserted else { continue }
      for index in users[id] ?? [] where !included[index] {
        included[index] = true
        queue.append(contentsOf: required[index].expression.terms.map(\.variable.id))
      }
    }
    return required.indices.filter { included[$0] }.map { required[$0] }
  }

  /// Adds `constraints` in order; `false` as soon as one cannot hold.
  mutating func insertAll(_ constraints: [Constraint]) -> Bool {
    for constraint in constraints {
      do {
        try insert(constraint, explain: false)
      } catch {
        return false
      }
    }
    return true
  }
}
