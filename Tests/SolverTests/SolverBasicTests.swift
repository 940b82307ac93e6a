import Solver
import Testing

@Suite("Basic solving")
struct SolverBasicTests {
  @Test("a required sum and a low-priority preference")
  func sumAndPreference() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addChecked([x + y |==| 100, Constraint(x, .equal, 30, priority: .low)])
    expectClose(solver.value(of: x), 30)
    expectClose(solver.value(of: y), 70)
  }

  @Test("inequalities clip a preference")
  func clipping() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addChecked([
      x |<=| 10, Constraint(x, .equal, 50, priority: .high), x |>=| 0,
    ])
    expectClose(solver.value(of: x), 10)
  }

  @Test("the Cassowary paper's midpoint example (Badros, Borning & Stuckey 2001, §2)")
  func midpoint() throws {
    // xm = (xl + xr) / 2, xl + 10 <= xr, xr <= 100, xl >= 0; weak stays at xl = 90 and
    // xr = 100 with a strong edit of xm. Worked optimum: the edit wins over the stays.
    let solver = Solver()
    let xl = Variable("xl")
    let xm = Variable("xm")
    let xr = Variable("xr")
    try solver.addChecked([
      2 * xm |==| xl + xr, xl + 10 |<=| Expression(xr), xr |<=| 100, xl |>=| 0,
      Constraint(xl, .equal, 90, priority: .low), Constraint(xr, .equal, 100, priority: .low),
    ])
    expectClose(solver.value(of: xl), 90)
    expectClose(solver.value(of: xm), 95)
    expectClose(solver.value(of: xr), 100)
    try solver.addEditVariable(xm, priority: .high)
    try solver.suggestValue(50, for: xm)
    solver.checkInvariants()
    expectClose(solver.value(of: xm), 50)
    expectClose(solver.value(of: xl) + solver.value(of: xr), 100)
    #expect(solver.value(of: xl) + 10 <= solver.value(of: xr) + 1e-9)
    try solver.suggestValue(2, for: xm)
    solver.checkInvariants()
    // xl >= 0 and xl + 10 <= xr force xm >= 5.
    expectClose(solver.value(of: xm), 5)
    expectClose(solver.value(of: xl), 0)
    expectClose(solver.value(of: xr), 10)
  }

  @Test("a textbook LP: maximise 3x + 5y (Hillier & Lieberman, Wyndor Glass)")
  func wyndor() throws {
    // x <= 4, 2y <= 12, 3x + 2y <= 18, x, y >= 0: optimum x = 2, y = 6 (value 36).
    // Maximisation is written as a very large weak target on the objective.
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addChecked([
      x |<=| 4, 2 * y |<=| 12, 3 * x + 2 * y |<=| 18, x |>=| 0, y |>=| 0,
      Constraint(3 * x + 5 * y, .equal, 1000, priority: .low),
    ])
    expectClose(solver.value(of: x), 2)
    expectClose(solver.value(of: y), 6)
  }

  @Test("updating a constant moves dependents incrementally")
  func updateConstant() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let pin = a |==| 10
    let gap = b |==| a + 8
    let limit = c |<=| 100
    try solver.addChecked([pin, gap, limit, c |==| b + a, Constraint(c, .equal, 0, priority: .low)])
    expectClose(solver.value(of: c), 28)
    _ = solver.changedVariables()
    try solver.updateConstant(of: pin, to: -20)
    solver.checkInvariants()
    expectClose(solver.value(of: a), 20)
    expectClose(solver.value(of: b), 28)
    expectClose(solver.value(of: c), 48)
    #expect(solver.changedVariables() == [a, b, c])
    #expect(solver.changedVariables().isEmpty)
    try solver.updateConstant(of: limit, to: -60)
    solver.checkInvariants()
    let before = solver.debugDescription
    do {
      try solver.updateConstant(of: gap, to: -100)
      Issue.record("c = 140 > 60 must be unsatisfiable")
    } catch {
      guard case .unsatisfiable(let failing, let conflicting) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(failing == gap)
      #expect(Set(conflicting) == [gap, limit, pin, conflicting[3]])
      #expect(conflicting.count == 4)
    }
    solver.checkInvariants()
    #expect(solver.debugDescription == before)
    expectClose(solver.value(of: b), 28)
  }

  @Test("descriptions read naturally")
  func descriptions() {
    let x = Variable("x")
    let y = Variable("y")
    #expect((2 * x + y - 10).description == "2 * x + y - 10")
    #expect(Constraint(x + y, .lessThanOrEqual, 5).description == "x + y - 5 <= 0 @required")
    #expect(Constraint(x + x - 2 * x + y, .equal).expression.terms.count == 1)
    #expect(Priority(5000) == .required)
    #expect(Priority(0).value == 1)
  }
}
