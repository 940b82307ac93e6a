import Solver
import Testing

/// Everything observable about a solver, to check that a failed call changed nothing.
private func snapshot(_ solver: Solver, _ variables: [Variable]) -> [String] {
  [solver.debugDescription] + variables.map { String(solver.value(of: $0).bitPattern) }
}

@Suite("Typed errors")
struct SolverErrorTests {
  @Test("duplicate and unknown constraints")
  func duplicateUnknown() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x |==| 1
    try solver.add(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
    try solver.remove(c)
    #expect(!solver.contains(c))
    #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
    #expect(throws: SolverError.unknownConstraint(c)) { try solver.updateConstant(of: c, to: 3) }
    #expect(throws: SolverError.unknownConstraint(c)) {
      try solver.updatePriority(of: c, to: .low)
    }
    solver.checkInvariants()
  }

  @Test("edit variable errors")
  func editErrors() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    #expect(throws: SolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, priority: .required)
    }
    try solver.addEditVariable(x, priority: .high)
    #expect(solver.hasEditVariable(x))
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, priority: .low)
    }
    try solver.suggestValue(42, for: x)
    expectClose(solver.value(of: x), 42)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.checkInvariants()
  }

  @Test("an unsatisfiable constraint reports a minimal conflict and changes nothing")
  func unsatisfiable() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let c1 = a |>=| 10
    let c2 = b |==| a + 5
    let c3 = c |==| b * 2
    let unrelated = d |==| 3
    let c4 = c |<=| 100
    try solver.addChecked([c1, c2, c3, unrelated, c4, Constraint(a, .equal, 50, priority: .low)])
    let before = snapshot(solver, [a, b, c, d])
    let bad = c |<=| 20
    #expect(throws: SolverError.unsatisfiable(bad, conflicting: [bad, c1, c2, c3])) {
      try solver.add(bad)
    }
    solver.checkInvariants()
    #expect(snapshot(solver, [a, b, c, d]) == before)
    #expect(!solver.contains(bad))
    let conflicting = a + d |<=| 5
    #expect(
      throws: SolverError.unsatisfiable(conflicting, conflicting: [conflicting, c1, unrelated])
    ) {
      try solver.add(conflicting)
    }
    #expect(snapshot(solver, [a, b, c, d]) == before)
  }

  @Test("a contradictory pair of equalities")
  func contradictoryEqualities() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x |==| 10
    let second = x |==| 20
    try solver.add(first)
    #expect(throws: SolverError.unsatisfiable(second, conflicting: [second, first])) {
      try solver.add(second)
    }
    solver.checkInvariants()
    expectClose(solver.value(of: x), 10)
  }

  @Test("a long chain's conflict names exactly the links involved", arguments: [10, 120])
  func longChain(length: Int) throws {
    let solver = Solver()
    let x = (0...length).map { Variable("x\($0)") }
    var links: [Constraint] = []
    for index in 1...length {
      links.append(x[index] |==| x[index - 1] + 1)
      // Side constraints on every link, connected to the chain but not to the conflict.
      try solver.add(Variable("side\(index)") |>=| x[index])
    }
    try solver.addChecked(links)
    let start = x[0] |>=| 0
    try solver.add(start)
    let middle = Variable("middle")
    try solver.add(middle |==| x[length / 2] + 5)
    let cap = x[length] |<=| Double(length) - 1
    #expect(throws: SolverError.unsatisfiable(cap, conflicting: [cap] + links + [start])) {
      try solver.add(cap)
    }
    solver.checkInvariants()
    expectClose(solver.value(of: x[length]) - solver.value(of: x[0]), Double(length))
  }

  @Test("failed calls leave every observable unchanged, whatever their shape")
  func failedShapes() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let pin = a |==| 10
    let defineB = b |==| a * 2
    let bound = c |<=| b + 5
    try solver.addChecked([
      pin, defineB, bound, c |>=| 0, Constraint(c, .equal, 100, priority: .low),
    ])
    try solver.addEditVariable(a, priority: .high)
    try solver.suggestValue(3, for: a)
    let before = snapshot(solver, [a, b, c])
    let attempts: [() throws -> Void] = [
      { try solver.add(b |==| 7) },
      { try solver.add(a + b |<=| 0) },
      { try solver.add(c |>=| 100) },
      { try solver.updateConstant(of: bound, to: 30) },
      { try solver.updateConstant(of: pin, to: 20) },
      { try solver.updatePriority(of: Constraint(c, .equal, 1), to: .low) },
    ]
    for attempt in attempts {
      #expect(throws: SolverError.self) { try attempt() }
      solver.checkInvariants()
      #expect(snapshot(solver, [a, b, c]) == before)
    }
  }

  @Test("moving a constraint away from a redundant copy of itself is unsatisfiable")
  func redundantEquality() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x |==| 19
    let twice = 2 * x |==| 38
    try solver.addChecked([x |>=| 0, pin, twice])
    for constant in [-25.0, -5] {
      let moved = Constraint(x - 19 + 19 + constant, .equal)
      #expect(moved.expression.constant == constant)
      do {
        try solver.updateConstant(of: pin, to: constant)
        Issue.record("x cannot be \(-constant) while 2x == 38")
      } catch {
        guard case .unsatisfiable(let failing, let conflicting) = error else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(failing == pin)
        #expect(conflicting.map(\.id) == [pin.id, twice.id])
      }
      solver.checkInvariants()
      expectClose(solver.value(of: x), 19)
    }
    try solver.updateConstant(of: twice, to: -38)
    try solver.updateConstant(of: pin, to: -19)
    solver.checkInvariants()
  }
}
