import Solver
import Testing

/// Objective levels inserted and dropped at the front, in the middle and at the end of the
/// sorted level list (found by binary search).
@Suite("Objective levels in any order")
struct SolverPriorityLevelTests {
  @Test("the highest of many distinct priorities wins, added in any order")
  func highestWinsWhateverTheOrder() throws {
    let solver = Solver()
    let x = Variable("x")
    // x == p / 10 at priority p: the highest priority present decides x.
    let priorities: [Double] = [500, 300, 700, 100, 900, 600, 200, 800, 400, 999, 1.5]
    var constraints: [Double: Constraint] = [:]
    var highest = 0.0
    for priority in priorities {
      let constraint = Constraint(x, .equal, priority / 10, priority: Priority(priority))
      constraints[priority] = constraint
      try solver.add(constraint)
      highest = max(highest, priority)
      solver.checkInvariants()
      expectClose(solver.value(of: x), highest / 10)
    }
    // Removed from the top down, in the middle and from the bottom: the highest left wins.
    var remaining = priorities.sorted(by: >)
    for priority in [999.0, 900, 500, 1.5, 800, 700] {
      guard let constraint = constraints[priority] else { continue }
      try solver.remove(constraint)
      remaining.removeAll { $0 == priority }
      solver.checkInvariants()
      expectClose(solver.value(of: x), remaining[0] / 10)  // 90, 80, 80, 80, 70, 60
    }
    // A priority equal to one still present joins its level: 600 (x = 60) and x == 0 at 600
    // pull equally; with the 400 (x = 40) below, the sum of errors at 600 is the same for any
    // x in 0…60, and the 400 picks 40.
    try solver.add(Constraint(x, .equal, 0, priority: Priority(600)))
    solver.checkInvariants()
    expectClose(solver.value(of: x), 40)
  }
}
