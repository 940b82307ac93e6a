import Solver
import Testing

@Suite("Strict priority order")
struct SolverPriorityTests {
  @Test("one constraint at 751 beats a thousand at 750")
  func oneBeatsThousand() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x, .equal, 0, priority: Priority(751)))
    for _ in 0..<1000 {
      try solver.add(Constraint(x, .equal, 10, priority: Priority(750)))
    }
    solver.checkInvariants()
    expectClose(solver.value(of: x), 0)
  }

  @Test("a higher level wins whatever the order of addition")
  func orderIndependent() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    var many: [Constraint] = []
    for index in 0..<200 {
      many.append(Constraint(x + Double(index % 3), .equal, 100, priority: .low))
      many.append(Constraint(y, .equal, 100, priority: .low))
    }
    try solver.addChecked(many)
    try solver.add(Constraint(x, .equal, y, priority: Priority(251)))
    try solver.add(Constraint(x + y, .equal, 10, priority: Priority(252)))
    solver.checkInvariants()
    expectClose(solver.value(of: x), 5)
    expectClose(solver.value(of: y), 5)
  }

  @Test("changing a priority re-orders the optimum")
  func updatePriority() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = Constraint(x, .equal, 10, priority: .low)
    let b = Constraint(x, .equal, 20, priority: .high)
    try solver.addChecked([a, b])
    expectClose(solver.value(of: x), 20)
    try solver.updatePriority(of: a, to: Priority(800))
    solver.checkInvariants()
    expectClose(solver.value(of: x), 10)
    try solver.updatePriority(of: b, to: .required)
    solver.checkInvariants()
    expectClose(solver.value(of: x), 20)
    try solver.updatePriority(of: b, to: .fittingSize)
    solver.checkInvariants()
    expectClose(solver.value(of: x), 10)
  }

  @Test("within one level the sum of errors is minimised")
  func sameLevel() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addChecked([
      Constraint(x, .equal, 0, priority: .high), Constraint(x, .equal, 10, priority: .high),
      Constraint(x, .equal, 10, priority: .high),
    ])
    expectClose(solver.value(of: x), 10)
  }
}
