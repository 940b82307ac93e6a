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
    // Worked by hand: `left := 20` and `right := left + width` stay definitions; the row
    // end `right <= 100` uses right's expansion 20 + width, so its row is
    // width = 80 - s4 (slack s4). width is squeezed from 90 to 80 (error e3 = 90 - width +
    // e2 = 10 + e2 + s4 at 250, objective e2 + e3 = 10 + 2·e2 + s4); width >= 50 leaves
    // s1 = width - 50 = 30 - s4.
    let expected = """
      Objective
      ---------
      @750: 0 + 1 * e6 + 1 * e7
      @250: 10 + 2 * e2 + 1 * s4

      Tableau
      -------
      v0[width] | 80 + -1 * s4
      s1 | 30 + -1 * s4
      e3 | 10 + 1 * e2 + 1 * s4
      v5[gap] | 8 + 1 * e6 + -1 * e7

      Infeasible
      ----------

      Definitions
      -----------
      left := 20
      right := 0 + 1 * left + 1 * width

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
