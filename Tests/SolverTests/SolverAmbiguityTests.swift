import Solver
import Testing

@Suite("Ambiguity")
struct SolverAmbiguityTests {
  @Test("a bounded but unpinned variable is ambiguous until a preference pins it")
  func bounded() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(x |>=| 0)
    #expect(solver.ambiguousVariables() == [x])
    try solver.add(Constraint(x, .equal, 5, priority: .low))
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test("a sum of two free variables leaves both ambiguous")
  func sum() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.addChecked([x + y |==| 10, z |==| 3])
    #expect(solver.ambiguousVariables() == [x, y])
    try solver.add(Constraint(x, .equal, 4, priority: .low))
    #expect(solver.ambiguousVariables().isEmpty)
    expectClose(solver.value(of: y), 6)
  }

  @Test("definitions inherit ambiguity from what they mention")
  func definitions() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    try solver.addChecked([b |==| a + 1, c |==| b + 1])
    // First-registration order: `b` is seen before `a`.
    #expect(solver.ambiguousVariables() == [b, a, c])
    try solver.add(a |==| 1)
    #expect(solver.ambiguousVariables().isEmpty)
    expectClose(solver.value(of: c), 3)
  }

  @Test("equal-cost optima along an inequality are ambiguous")
  func flatOptimum() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    // |x - 0| + |y - 10| with x + y == 10 (x, y >= 0) is 10 for every split.
    try solver.addChecked([
      x + y |==| 10, x |>=| 0, y |>=| 0, Constraint(x, .equal, 0, priority: .low),
      Constraint(y, .equal, 0, priority: .low),
    ])
    #expect(solver.ambiguousVariables() == [x, y])
  }
}
