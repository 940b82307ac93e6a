import Solver
import Testing

@Suite("Incremental behaviour")
struct SolverIncrementalTests {
  /// The benchmark's grid workload (`animsim-bench grid`, docs/solver.md) at a small size,
  /// with its checks.
  @Test("the benchmark grid reaches its checked values", arguments: [1, 10, 25, 37])
  func grid(views n: Int) throws {
    let solver = Solver()
    var left: [Variable] = []
    var top: [Variable] = []
    var width: [Variable] = []
    var height: [Variable] = []
    for i in 0..<n {
      left.append(Variable("left\(i)"))
      top.append(Variable("top\(i)"))
      width.append(Variable("width\(i)"))
      height.append(Variable("height\(i)"))
      let (row, column) = i.quotientAndRemainder(dividingBy: 10)
      if column == 0 {
        try solver.addChecked([
          left[i] |==| 20, width[i] |>=| 50, Constraint(width[i], .equal, 90, priority: .low),
        ])
      } else {
        try solver.addChecked([
          left[i] |==| left[i - 1] + width[i - 1] + 8, width[i] |==| Expression(width[i - 1]),
        ])
      }
      if column == 9 || i == n - 1 { try solver.addChecked([left[i] + width[i] |<=| 980]) }
      if row == 0 {
        try solver.addChecked([top[i] |==| 20])
      } else {
        try solver.addChecked([top[i] |==| top[i - 10] + height[i - 10] + 8])
      }
      try solver.addChecked([Constraint(height[i], .equal, 44, priority: .high)])
    }
    let rowLength = Double(min(n, 10))
    // A full row of ten shares 980 - 20 - 9 * 8 = 888 points; a shorter one fits 90 each.
    expectClose(solver.value(of: width[0]), min(90, (960 - 8 * (rowLength - 1)) / rowLength))
    expectClose(solver.value(of: left[0]), 20)
    expectClose(solver.value(of: height[n - 1]), 44)
    expectClose(solver.value(of: top[n - 1]), 20 + Double((n - 1) / 10) * 52)
    #expect(solver.ambiguousVariables().isEmpty)
    try solver.addEditVariable(width[0], priority: .high)
    _ = solver.changedVariables()
    for i in 0..<100 {
      let suggestion = 50 + Double(i % 41)
      try solver.suggestValue(suggestion, for: width[0])
      solver.checkInvariants()
      let expected = min(suggestion, solver.value(of: width[0]))
      expectClose(solver.value(of: width[0]), expected)
      if n >= 10 { expectClose(solver.value(of: left[9]), 20 + 9 * (expected + 8)) }
      // Only the first row moves; heights and tops never do.
      let changed = solver.changedVariables()
      #expect(
        changed.allSatisfy { variable in
          (0..<min(n, 10)).contains { width[$0] == variable || left[$0] == variable }
        })
    }
  }

  @Test("changedVariables reports exactly what moved, in first-seen order")
  func changedOnly() throws {
    let solver = Solver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let pinA = a |==| 1
    try solver.addChecked([pinA, b |==| a + 1, c |==| 5, d |==| c + b])
    #expect(solver.changedVariables() == [a, b, c, d])
    #expect(solver.changedVariables().isEmpty)
    try solver.updateConstant(of: pinA, to: -2)
    #expect(solver.changedVariables() == [a, b, d])
    expectClose(solver.value(of: d), 8)
    #expect(solver.value(of: Variable("never seen")) == 0)
  }

  @Test("definitions are expanded, edited, updated and removed")
  func definitionsLifecycle() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let defineY = y |==| x + 10
    let defineZ = z |==| 2 * y
    try solver.addChecked([x |==| 5, defineY, defineZ])
    expectClose(solver.value(of: z), 30)
    // An edit variable on a defined variable uses its expansion (z = 2x + 20) in its row.
    try solver.addEditVariable(z, priority: .high)
    try solver.suggestValue(100, for: z)
    solver.checkInvariants()
    expectClose(solver.value(of: z), 30)
    try solver.updateConstant(of: defineY, to: 40)  // y - x + 40 == 0
    solver.checkInvariants()
    expectClose(solver.value(of: y), -35)
    expectClose(solver.value(of: z), -70)
    try solver.remove(defineY)
    solver.checkInvariants()
    // With y free, the edit pulls z (and y = z / 2) to the suggestion.
    expectClose(solver.value(of: z), 100)
    expectClose(solver.value(of: y), 50)
    try solver.removeEditVariable(z)
    try solver.remove(defineZ)
    solver.checkInvariants()
    try solver.add(z |==| x * 3)
    solver.checkInvariants()
    expectClose(solver.value(of: z), 15)
  }

  @Test("removing everything leaves an empty tableau and zero values")
  func removeAll() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [
      x |>=| 10, y |==| x + 5, Constraint(x, .equal, 40, priority: .low), x + y |<=| 100,
    ]
    try solver.addChecked(constraints)
    expectClose(solver.value(of: y), 45)
    for constraint in constraints.reversed() {
      try solver.remove(constraint)
      solver.checkInvariants()
    }
    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: y) == 0)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test("adding and removing forever reuses symbols instead of growing")
  func churn() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addChecked([x |>=| 0, y |==| x + 10])
    var settled = ""
    for round in 0..<500 {
      // `y` stays a definition; after the first round nothing else changes.
      if round == 1 { settled = solver.debugDescription }
      let soft = Constraint(x, .equal, Double(round % 7), priority: .low)
      let hard = x + y |<=| 100
      try solver.addChecked([soft, hard])
      try solver.remove(soft)
      try solver.remove(hard)
      solver.checkInvariants()
    }
    // Symbol numbers in the dump stay those of the first rounds.
    #expect(solver.debugDescription == settled)
  }

  @Test("the dump uses kiwi's notation")
  func dump() throws {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.addChecked([x |>=| 10, Constraint(x + y, .equal, 0, priority: .low), y |==| x])
    let dump = solver.debugDescription
    #expect(dump.contains("Objective"))
    #expect(dump.contains("@250:"))
    #expect(dump.contains("[x] | "))
    #expect(dump.contains(" * s"))
  }
}

@Suite("Deep chains")
struct SolverDeepChainTests {
  @Test("expanding a chain of a thousand definitions does not recurse")
  func deepChain() throws {
    let solver = Solver()
    let tops = (0..<1000).map { Variable("top\($0)") }
    let base = tops[0] |==| 0
    try solver.add(base)
    for index in 1..<tops.count {
      try solver.add(tops[index] |==| tops[index - 1] + 10)
    }
    expectClose(solver.value(of: tops[999]), 9_990)
    // A tableau constraint on the last link expands the whole chain (to x0 + 9,990).
    try solver.add(Constraint(tops[999], .equal, 0, priority: .low))
    try solver.add(tops[999] |<=| 20_000)
    solver.checkInvariants()
    expectClose(solver.value(of: tops[999]), 9_990)
    try solver.updateConstant(of: base, to: -5)
    solver.checkInvariants()
    expectClose(solver.value(of: tops[999]), 9_995)
  }
}
