import Solver
import Testing

/// A random system over a few variables, replayed incrementally and from scratch.
///
/// Every variable also gets a preference `v == r` at its own low priority (2, 3, …), so the
/// lexicographic optimum is unique: each tie-break level pins one more variable inside
/// the convex set the higher levels leave. Incremental and from-scratch solves must then
/// agree on every value.
private struct RandomSystem {
  var generator: SplitMix64
  let variables: [Variable]
  let preferences: [Constraint]

  init(seed: UInt64, variableCount: Int) {
    generator = SplitMix64(seed: seed)
    variables = (0..<variableCount).map { Variable("x\($0)") }
    var preferences: [Constraint] = []
    var local = SplitMix64(seed: seed ^ 0xABCD)
    for (index, variable) in variables.enumerated() {
      let target = Double(Int.random(in: -50...50, using: &local))
      preferences.append(
        Constraint(variable, .equal, target, priority: Priority(Double(2 + index))))
    }
    self.preferences = preferences
  }

  mutating func integer(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  mutating func constraint() -> Constraint {
    var expression = Expression(Double(integer(-40...40)))
    for _ in 0..<integer(1...3) {
      let variable = variables[integer(0...(variables.count - 1))]
      let coefficient = Double([-2, -1, 1, 1, 2, 3][integer(0...5)])
      expression = expression + coefficient * variable
    }
    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][integer(0...2)]
    let priority: Priority = [.required, .required, .high, Priority(500), .low][integer(0...4)]
    return Constraint(expression, relation, priority: priority)
  }
}

/// A fresh solver holding `constraints` (added in the given order).
private func fromScratch(_ constraints: [Constraint]) throws -> Solver {
  let solver = Solver()
  for constraint in constraints { try solver.add(constraint) }
  return solver
}

private func observable(_ solver: Solver, _ variables: [Variable]) -> [String] {
  [solver.debugDescription] + variables.map { String(solver.value(of: $0).bitPattern) }
}

@Suite("Randomized properties")
struct SolverRandomizedTests {
  @Test(
    "incremental add, remove, update and suggest match a solve from scratch",
    arguments: 1...80)
  func incrementalMatchesScratch(seed: Int) throws {
    var system = RandomSystem(seed: UInt64(seed), variableCount: 2 + seed % 6)
    let solver = Solver()
    var live: [Constraint] = []
    var constants: [Int: Double] = [:]
    var priorities: [Int: Priority] = [:]
    // Preferences join when their variable first appears, so required equalities over
    // fresh variables take the definition path while the scratch solve (identity order,
    // preferences first) never does.
    var preferred = [Bool](repeating: false, count: system.variables.count)
    func prefer(_ constraint: Constraint) throws(SolverError) {
      for term in constraint.expression.terms {
        guard let index = system.variables.firstIndex(of: term.variable), !preferred[index]
        else { continue }
        preferred[index] = true
        try solver.add(system.preferences[index])
      }
    }
    // Edit variables in play: the variable, its priority and its last suggestion.
    var edits: [(variable: Variable, priority: Priority, suggestion: Double)] = []
    for _ in 0..<60 {
      let action = system.integer(0...10)
      let before = observable(solver, system.variables)
      if action <= 4 || live.isEmpty {
        let constraint = system.constraint()
        do {
          try solver.add(constraint)
          live.append(constraint)
          try prefer(constraint)
        } catch {
          guard case .unsatisfiable(let failing, let conflicting) = error else {
            Issue.record("unexpected \(error)")
            return
          }
          #expect(failing == constraint)
          #expect(observable(solver, system.variables) == before)
          try checkMinimal(conflicting, constants: constants, priorities: priorities)
        }
      } else if action <= 6 {
        let constraint = live.remove(at: system.integer(0...(live.count - 1)))
        try solver.remove(constraint)
        constants[constraint.id] = nil
        priorities[constraint.id] = nil
      } else if action == 10 {
        let constraint = live[system.integer(0...(live.count - 1))]
        let priority = [Priority.required, .high, Priority(500), .low][system.integer(0...3)]
        do {
          try solver.updatePriority(of: constraint, to: priority)
          priorities[constraint.id] = priority
        } catch {
          guard case .unsatisfiable(let failing, let conflicting) = error else {
            Issue.record("unexpected \(error)")
            return
          }
          #expect(failing == constraint)
          #expect(failing.priority == priority)
          #expect(observable(solver, system.variables) == before)
          try checkMinimal(conflicting, constants: constants, priorities: priorities)
        }
      } else if action <= 8 {
        let constraint = live[system.integer(0...(live.count - 1))]
        let constant = Double(system.integer(-40...40))
        do {
          try solver.updateConstant(of: constraint, to: constant)
          constants[constraint.id] = constant
        } catch {
          guard case .unsatisfiable(let failing, let conflicting) = error else {
            Issue.record("unexpected \(error)")
            return
          }
          #expect(failing == constraint)
          #expect(failing.expression.constant == constant)
          #expect(observable(solver, system.variables) == before)
          try checkMinimal(conflicting, constants: constants, priorities: priorities)
        }
      } else {
        let variable = system.variables[system.integer(0...(system.variables.count - 1))]
        let suggestion = Double(system.integer(-60...60))
        if let index = edits.firstIndex(where: { $0.variable == variable }) {
          if system.integer(0...3) == 0 {
            try solver.removeEditVariable(variable)
            edits.remove(at: index)
          } else {
            try solver.suggestValue(suggestion, for: variable)
            edits[index].suggestion = suggestion
          }
        } else if edits.count < 2 {
          let priority = [Priority.high, Priority(600), Priority(300)][system.integer(0...2)]
          try solver.addEditVariable(variable, priority: priority)
          try prefer(Constraint(variable, .equal, 0))
          try solver.suggestValue(suggestion, for: variable)
          edits.append((variable, priority, suggestion))
        }
      }
      solver.checkInvariants()
      // The same constraints, from scratch, in identity order.
      var current =
        live.map { apply(constants, priorities, to: $0) }
        + system.preferences.indices.filter { preferred[$0] }.map { system.preferences[$0] }
      for edit in edits {
        current.append(Constraint(edit.variable, .equal, edit.suggestion, priority: edit.priority))
      }
      let scratch = try fromScratch(current.sorted { $0.id < $1.id })
      for variable in system.variables {
        expectClose(solver.value(of: variable), scratch.value(of: variable), tolerance: 1e-6)
      }
      #expect(solver.ambiguousVariables().isEmpty)
    }
  }

  @Test("the same calls give the same bits", arguments: [7, 8, 9])
  func determinism(seed: Int) throws {
    func run() throws -> [String] {
      var system = RandomSystem(seed: UInt64(seed), variableCount: 5)
      let solver = Solver()
      var dumps: [String] = []
      for _ in 0..<60 {
        try? solver.add(system.constraint())
        let changed = solver.changedVariables().map { $0.name ?? "" }.joined(separator: ",")
        dumps.append(changed)
      }
      // Variables differ between runs (fresh identities), so compare names and values.
      return dumps + system.variables.map { String(solver.value(of: $0).bitPattern) }
    }
    #expect(try run() == run())
  }
}

/// The constraint with the constant currently set in the solver.
private func apply(
  _ constants: [Int: Double], _ priorities: [Int: Priority], to constraint: Constraint
) -> Constraint {
  let constant = constants[constraint.id] ?? constraint.expression.constant
  let priority = priorities[constraint.id] ?? constraint.priority
  return Constraint(
    Expression(constraint.expression.terms, constant: constant), constraint.relation,
    priority: priority)
}

/// Checks that a conflict set cannot hold, but can once any one member is dropped.
private func checkMinimal(
  _ conflicting: [Constraint], constants: [Int: Double], priorities: [Int: Priority]
) throws {
  #expect(conflicting.allSatisfy { $0.priority.isRequired })
  let fresh = conflicting.enumerated().map { index, constraint in
    index == 0 ? constraint : apply(constants, priorities, to: constraint)
  }.map { Constraint($0.expression, $0.relation, priority: $0.priority) }
  #expect(throws: SolverError.self) { try fromScratch(fresh) }
  for index in fresh.indices {
    var rest = fresh
    rest.remove(at: index)
    #expect(throws: Never.self) { try fromScratch(rest) }
  }
}
