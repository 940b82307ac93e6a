import Solver
import Testing

/// A chain `x_0 = 0` (`base`), `x_i = x_{i-1} + 10`, with tableau constraints on its end.
private struct TenChain {
  let solver = Solver()
  let x: [Variable]
  let base: Constraint
  var links: [Constraint] = []

  init(length: Int) throws {
    x = (0..<length).map { Variable("x\($0)") }
    base = Constraint(x[0], .equal, 0)
    try solver.add(base)
    for index in 1..<length {
      let link = x[index] |==| x[index - 1] + 10
      links.append(link)
      try solver.add(link)
    }
  }
}

/// The lines of one section of a solver dump (between its underline and the blank line).
private func dumpSection(_ dump: String, _ title: String) -> [Substring] {
  let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
  guard let start = lines.firstIndex(where: { $0 == title }) else { return [] }
  var result: [Substring] = []
  for line in lines[(start + 2)...] {
    if line.isEmpty { break }
    result.append(line)
  }
  return result
}

@Suite("Definitions and expansions")
struct SolverExpansionTests {
  @Test("chained equal widths stay definitions: one short row per tableau constraint")
  func chainStaysDefinitions() throws {
    let solver = Solver()
    let lefts = (0..<40).map { Variable("l\($0)") }
    let widths = (0..<40).map { Variable("w\($0)") }
    let preferred = Constraint(widths[0], .equal, 50, priority: .high)
    for index in 0..<40 {
      try solver.add(
        index % 10 == 0 ? lefts[index] |==| 20 : lefts[index] |==| lefts[index - 1]
          + widths[index - 1] + 8)
      try solver.add(index == 0 ? preferred : widths[index] |==| widths[index - 1])
      if index % 10 == 9 { try solver.add(lefts[index] + widths[index] |<=| 980) }
    }
    try solver.add(widths[39] |>=| 50)
    solver.checkInvariants()
    let dump = solver.debugDescription
    let tableau = dumpSection(dump, "Tableau")
    // Rows: the preference's error, four line caps, the floor: 6, and no dummy marker
    // anywhere (no definition was moved into the tableau).
    #expect(tableau.count == 6)
    #expect(!dump.contains(" * d"))
    let definitions = dumpSection(dump, "Definitions")
    // 40 lefts and 39 widths.
    #expect(definitions.count == 79)
    // (980 − 20 − 9 × 8) / 10 = 88.8: the caps clamp a preference of 95.
    try solver.updateConstant(of: preferred, to: -95)
    solver.checkInvariants()
    expectClose(solver.value(of: widths[39]), 88.8)
    expectClose(solver.value(of: lefts[39]), 20 + 9 * (88.8 + 8))
    try solver.updateConstant(of: preferred, to: -60)
    expectClose(solver.value(of: widths[25]), 60)
  }

  @Test("a definition's new constant shifts the rows that use it, or fails with its chain")
  func definitionConstantShiftsRows() throws {
    let chain = try TenChain(length: 100)
    let cap = chain.x[99] |<=| 2000
    let pull = Constraint(chain.x[99], .equal, 0, priority: .low)
    try chain.solver.addChecked([cap, pull])
    // x99 = x0 + 99 × 10 = 990.
    expectClose(chain.solver.value(of: chain.x[99]), 990)
    try chain.solver.updateConstant(of: chain.base, to: -500)  // x0 - 500 == 0
    chain.solver.checkInvariants()
    expectClose(chain.solver.value(of: chain.x[99]), 1490)
    // x0 = 1500 puts x99 at 2490 > 2000: the base, every link and the cap conflict.
    do {
      try chain.solver.updateConstant(of: chain.base, to: -1500)
      Issue.record("x99 cannot exceed 2000")
    } catch {
      guard case .unsatisfiable(let failing, let conflicting) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(failing.id == chain.base.id)
      #expect(conflicting.map(\.id) == [chain.base.id] + chain.links.map(\.id) + [cap.id])
    }
    chain.solver.checkInvariants()
    expectClose(chain.solver.value(of: chain.x[99]), 1490)
  }

  @Test("removing a link that tableau rows use rebuilds those rows without it")
  func removingUsedLink() throws {
    let chain = try TenChain(length: 100)
    let pull = Constraint(chain.x[99], .equal, 0, priority: .low)
    try chain.solver.addChecked([chain.x[99] |<=| 5000, pull])
    try chain.solver.remove(chain.links[49])  // x50 = x49 + 10
    chain.solver.checkInvariants()
    // x50 is free now and x99 = x50 + 49 × 10, so the pull puts x50 at -490.
    expectClose(chain.solver.value(of: chain.x[99]), 0)
    expectClose(chain.solver.value(of: chain.x[50]), -490)
    expectClose(chain.solver.value(of: chain.x[49]), 490)
    // Re-added, the link is a tableau row (x50 is no longer fresh): back to 990.
    try chain.solver.add(chain.links[49])
    chain.solver.checkInvariants()
    expectClose(chain.solver.value(of: chain.x[99]), 990)
    try chain.solver.updateConstant(of: chain.links[49], to: -110)  // x50 = x49 + 110
    chain.solver.checkInvariants()
    expectClose(chain.solver.value(of: chain.x[99]), 1090)
  }

  @Test("a 1,000-link conflict names every link and the pin", arguments: [1000])
  func longConflict(n: Int) throws {
    let solver = Solver()
    var left = Variable("left0")
    let start = left |==| 0
    var members = [start]
    try solver.add(start)
    for index in 0..<n {
      let width = Variable("w\(index)")
      let next = Variable("left\(index + 1)")
      let fixed = width |==| 5
      let link = next |==| left + width
      try solver.add(fixed)
      try solver.add(link)
      members += [fixed, link]
      left = next
    }
    // 5 × n cannot be 5 × n + 1: the start, every width and every link are needed.
    let pin = left |==| Double(5 * n + 1)
    #expect(throws: SolverError.unsatisfiable(pin, conflicting: [pin] + members)) {
      try solver.add(pin)
    }
    expectClose(solver.value(of: left), Double(5 * n))
  }

  @Test("non-finite input is a typed error and changes nothing")
  func nonFinite() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x |==| 1e300 * y
    let edit = Constraint(y, .lessThanOrEqual, 3)
    try solver.addChecked([pin, edit, Constraint(y, .equal, 3, priority: .low)])
    let infinite = Constraint(x, .equal, .infinity)
    #expect(throws: SolverError.nonFiniteConstraint(infinite)) { try solver.add(infinite) }
    // x's expansion is 1e300 · y, so 1e300 · x needs 1e600: the row overflows.
    let overflowing = 1e300 * x |<=| 5
    #expect(throws: SolverError.nonFiniteConstraint(overflowing)) {
      try solver.add(overflowing)
    }
    #expect(throws: SolverError.nonFiniteConstant(edit, -.infinity)) {
      try solver.updateConstant(of: edit, to: -.infinity)
    }
    do {
      try solver.updateConstant(of: edit, to: .nan)
      Issue.record("NaN is not a constant")
    } catch {
      guard case .nonFiniteConstant(let constraint, let value) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(constraint == edit && value.isNaN)
    }
    try solver.addEditVariable(y, priority: .high)
    #expect(throws: SolverError.nonFiniteValue(y, .infinity)) {
      try solver.suggestValue(.infinity, for: y)
    }
    solver.checkInvariants()
    #expect(!solver.contains(infinite) && !solver.contains(overflowing))
    // y = 3 from the preference (the edit pulls towards 0 at 750 now: y = 0).
    expectClose(solver.value(of: y), 0)
    expectClose(solver.value(of: x), 0)
  }
}
