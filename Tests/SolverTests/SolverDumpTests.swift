import Solver
import Testing

@Suite("Dump")
struct SolverDumpTests {
  /// A fixed system whose dump is pinned byte for byte: any hashed iteration order leaking
  /// into symbols, pivots or output would change it from run to run.
  @Test("the dump of a fixed system is stable to the byte")
  func golden() throws {
    let solver = Solver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let gap = Variable("gap")
    try solver.addChecked([
      left |==| 20,
      right |==| left + width,
      width |>=| 50,
      Constraint(width, .equal, 90, priority: .low),
      right |<=| 100,
      Constraint(gap, .equal, 8, priority: .high),
    ])
    // Worked by hand: width is squeezed from 90 to 80 by right <= 100 (error 10 at 250);
    // the row end promoted both definitions (left, right) into the tableau; its phase-one
    // symbol (a9) was freed and reused for gap.
    let expected = """
      Objective
      ---------
      @750: 0 + 1 * e10 + 1 * e11
      @250: 10 + 2 * e2 + -1 * d5 + -1 * d7 + 1 * s8

      Tableau
      -------
      v0[width] | 80 + 1 * d5 + 1 * d7 + -1 * s8
      s1 | 30 + 1 * d5 + 1 * d7 + -1 * s8
      e3 | 10 + 1 * e2 + -1 * d5 + -1 * d7 + 1 * s8
      v4[left] | 20 + -1 * d5
      v6[right] | 100 + -1 * s8
      v9[gap] | 8 + 1 * e10 + -1 * e11

      Infeasible
      ----------

      Definitions
      -----------

      Variables
      ---------
      left = 20
      right = 100
      width = 80
      gap = 8

      """
    #expect(solver.debugDescription == expected)
  }
}
