import Solver
import Testing

@Suite("Definition program")
struct SolverDefinitionProgramTests {
  @Test("a head edit re-evaluates the whole chain and reports each moved variable once")
  func headEditMovesTheChain() throws {
    // Three lines of ten views: `l_i = l_{i-1} + w_{i-1} + 8`, `w_i = w_{i-1}`, each line
    // starting at 20; view 0's width is a strong edit variable.
    let solver = Solver()
    let lefts = (0..<30).map { Variable("l\($0)") }
    let widths = (0..<30).map { Variable("w\($0)") }
    for index in 0..<30 {
      try solver.add(
        index % 10 == 0 ? lefts[index] |==| 20 : lefts[index] |==| lefts[index - 1]
          + widths[index - 1] + 8)
      try solver.add(index == 0 ? widths[0] |>=| 0 : widths[index] |==| widths[index - 1])
    }
    try solver.addEditVariable(widths[0], priority: .high)
    try solver.suggestValue(50, for: widths[0])
    _ = solver.changedVariables()
    try solver.suggestValue(60, for: widths[0])
    solver.checkInvariants()
    // Every width moves (50 → 60), and every left but the three line starts:
    // l_i = 20 + (i mod 10) × (60 + 8), e.g. l_9 = 20 + 9 × 68 = 632, l_19 = 632.
    let moved = solver.changedVariables()
    var expected: [Variable] = []
    for index in 0..<30 {
      if index % 10 != 0 { expected.append(lefts[index]) }
      expected.append(widths[index])
    }
    #expect(moved == expected)
    #expect(solver.value(of: widths[29]) == 60)
    #expect(solver.value(of: lefts[9]) == 632)
    #expect(solver.value(of: lefts[19]) == 632)
    #expect(solver.value(of: lefts[21]) == 88)
    #expect(solver.changedVariables().isEmpty)
    // The same through `forEachChange`, with the values: at 70 a left is
    // 20 + (i mod 10) × (70 + 8), e.g. l_9 = 20 + 9 × 78 = 722.
    try solver.suggestValue(70, for: widths[0])
    var seen: [Variable] = []
    var values: [Double] = []
    solver.forEachChange { variable, value in
      seen.append(variable)
      values.append(value)
      // Reading the solver inside the body is allowed and agrees.
      #expect(solver.value(of: variable) == value)
    }
    #expect(seen == expected)
    #expect(values[seen.firstIndex(of: lefts[9])!] == 722)
    #expect(values[seen.firstIndex(of: widths[29])!] == 70)
    var none = 0
    solver.forEachChange { _, _ in none += 1 }
    #expect(none == 0)
    // The same through `forEachChangedValue`, by id: at 80, l_9 = 20 + 9 × 88 = 812.
    try solver.suggestValue(80, for: widths[0])
    var ids: [Int] = []
    var idValues: [Double] = []
    solver.forEachChangedValue { id, value in
      ids.append(id)
      idValues.append(value)
    }
    #expect(ids == expected.map(\.id))
    #expect(idValues[ids.firstIndex(of: lefts[9].id)!] == 812)
    #expect(idValues[ids.firstIndex(of: widths[29].id)!] == 80)
    solver.forEachChangedValue { _, _ in none += 1 }
    #expect(none == 0)
  }

  @Test("removing most of a chain's links keeps the rest exact (the program compacts)")
  func removalsCompact() throws {
    // x_0 = 0 (`base`), x_i = x_{i-1} + 10 for i = 1…300: 300 definitions.
    let solver = Solver()
    let x = (0...300).map { Variable("x\($0)") }
    let base = x[0] |==| 0
    try solver.add(base)
    var links: [Constraint] = []
    for index in 1...300 {
      links.append(x[index] |==| x[index - 1] + 10)
      try solver.add(links[index - 1])
    }
    #expect(solver.value(of: x[300]) == 3_000)
    // Remove the links 60…300 whose index is not a multiple of 3: 241 − 81 = 160 of the
    // 300 definitions, more than half, so their slots are dropped from the program.
    for index in 60...300 where index % 3 != 0 {
      try solver.remove(links[index - 1])
    }
    solver.checkInvariants()
    try solver.updateConstant(of: base, to: -5)
    solver.checkInvariants()
    // x_0 = 5 and the intact chain up to 60: x_59 = 5 + 590 = 595, x_60 = 605.
    #expect(solver.value(of: x[59]) == 595)
    #expect(solver.value(of: x[60]) == 605)
    // Past 60 a kept link x_3k = x_{3k-1} + 10 follows a variable nothing defines any more
    // (value 0): 10.
    #expect(solver.value(of: x[63]) == 10)
    #expect(solver.value(of: x[300]) == 10)
    #expect(solver.value(of: x[61]) == 0)
    // Re-adding a removed link makes it a definition again (x_61 is fresh: nothing
    // mentions it), placed after all others: x_61 = x_60 + 10 = 615.
    try solver.add(links[60])
    solver.checkInvariants()
    #expect(solver.value(of: x[61]) == 615)
  }

  @Test("a change deep in a long chain moves exactly what follows it, across bitmap words")
  func deepChangeIsLocal() throws {
    // x_0 = 0 (`base`), x_i = x_{i-1} + 1 (`links[i - 1]`) for i = 1…5,000: positions
    // beyond 4,096, so the pending bitmap spans two summary words.
    let solver = Solver()
    let x = (0...5_000).map { Variable("x\($0)") }
    let base = x[0] |==| 0
    try solver.add(base)
    var links: [Constraint] = []
    for index in 1...5_000 {
      links.append(x[index] |==| x[index - 1] + 1)
      try solver.add(links[index - 1])
    }
    #expect(solver.value(of: x[5_000]) == 5_000)
    _ = solver.changedVariables()
    // x_4500 = x_4499 + 11 (constant −1 → −11): x_4500 … x_5000 move by 10, nothing else.
    try solver.updateConstant(of: links[4_499], to: -11)
    var moved: [Variable] = []
    solver.forEachChange { variable, _ in moved.append(variable) }
    #expect(moved == Array(x[4_500...5_000]))
    #expect(solver.value(of: x[4_499]) == 4_499)
    #expect(solver.value(of: x[4_500]) == 4_510)
    #expect(solver.value(of: x[5_000]) == 5_010)
    // The head moves everything after it: 5,001 variables, x_5000 = 5 + 5,010.
    try solver.updateConstant(of: base, to: -5)
    #expect(solver.changedVariables().count == 5_001)
    #expect(solver.value(of: x[5_000]) == 5_015)
    solver.checkInvariants()
  }

  @Test("a mutation inside forEachChange is reported by the next call, the walk is unchanged")
  func mutationInsideTheWalk() throws {
    // w0 edited, w1 = w0, w2 = w1.
    let solver = Solver()
    let w = (0..<3).map { Variable("w\($0)") }
    try solver.add(w[0] |>=| 0)
    try solver.add(w[1] |==| w[0])
    try solver.add(w[2] |==| w[1])
    try solver.addEditVariable(w[0], priority: .high)
    _ = solver.changedVariables()
    try solver.suggestValue(10, for: w[0])
    var first: [Double] = []
    solver.forEachChange { variable, value in
      first.append(value)
      if variable == w[0] {
        // Moves every width to 20 and reads it (a flush) while the walk goes on.
        try? solver.suggestValue(20, for: w[0])
        #expect(solver.value(of: w[2]) == 20)
      }
    }
    // The walk reports the values it started with.
    #expect(first == [10, 10, 10])
    var second: [Variable] = []
    solver.forEachChange { variable, value in
      second.append(variable)
      #expect(value == 20)
    }
    #expect(second == w)
  }
}
