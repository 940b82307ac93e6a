// Minimal conflict sets for unsatisfiable errors.

extension SolverCore {
  /// A minimal set of required constraints that cannot hold together with `failing`.
  ///
  /// Candidates are the required constraints of `base` connected to `failing` through
  /// shared variables, in identity order. A constructive search then finds the members
  /// one at a time: with the members found so far (and `failing`) added to a fresh
  /// solver, candidates are added in order until one fails; that one is a member, and
  /// only the candidates before it stay in play. The search ends when the members alone
  /// fail. The result is minimal: removing any member leaves a satisfiable set.
  /// - Parameters:
  ///   - failing: The constraint of the failed call, with its new constant or priority.
  ///   - base: The state before the call (a record with the same identity is ignored).
  /// - Returns: `failing` followed by the other members, in identity order.
  /// - Complexity: O(*m* × *k*) constraint additions for *m* members and *k* candidates.
  func conflictSet(for failing: Constraint, in base: SolverCore, support: [Int] = [])
    -> [Constraint]
  {
    var candidates = SolverCore.supportedRequired(support, failing: failing, in: base)
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

  /// The identities of the constraints named by the markers of the last failure's
  /// certificate row, in first-seen order.
  func failureSupport() -> [Int] {
    var result: [Int] = []
    for symbol in tableau.failureSupport where symbol < tableau.symbolCount {
      let id = tableau.markerConstraints[symbol]
      if id >= 0 && !result.contains(id) { result.append(id) }
    }
    return result
  }

  /// The required constraints of `base` among `support`, without `failing`, by identity.
  static func supportedRequired(_ support: [Int], failing: Constraint, in base: SolverCore)
    -> [Constraint]
  {
    support.compactMap { base.records[$0]?.constraint }
      .filter { $0.priority.isRequired && $0.id != failing.id }
      .sorted { $0.id < $1.id }
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
