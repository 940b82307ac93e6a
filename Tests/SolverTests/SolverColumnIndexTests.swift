import Solver
import Testing

/// A row of views whose widths all follow view 0's preferred width, ten views per line,
/// each line capped at x = 980: every cap row holds view 0's width (the links stay
/// definitions), so the marker of view 0's width sits in every cap row and a clamp pivot
/// rewrites a shared column.
private struct ChainedWidths {
  let solver = Solver()
  var widths: [Variable] = []
  var lefts: [Variable] = []
  /// View 0's `width == constant @750`.
  var preferred: Constraint
  /// The last view's required `width >= 50`.
  var floor: Constraint

  init(views: Int) throws {
    for index in 0..<views {
      lefts.append(Variable("x\(index)"))
      widths.append(Variable("w\(index)"))
    }
    preferred = Constraint(widths[0], .equal, 50, priority: .high)
    floor = Constraint(widths[views - 1], .greaterThanOrEqual, 50, priority: .required)
    for index in 0..<views {
      if index % 10 == 0 {
        try solver.add(lefts[index] |==| 20)
      } else {
        try solver.add(lefts[index] |==| lefts[index - 1] + widths[index - 1] + 8)
      }
      if index == 0 {
        try solver.add(preferred)
      } else {
        try solver.add(widths[index] |==| widths[index - 1])
      }
      if index % 10 == 9 || index == views - 1 {
        try solver.add(lefts[index] + widths[index] |<=| 980)
      }
    }
    try solver.add(floor)
  }

  /// Sets view 0's preferred width, in points.
  func prefer(_ width: Double) throws {
    try solver.updateConstant(of: preferred, to: -width)
  }

  /// Everything observable: the dump and the bits of every value.
  var snapshot: [String] {
    [solver.debugDescription]
      + (lefts + widths).map { String(solver.value(of: $0).bitPattern) }
  }
}

@Suite("Column index")
struct SolverColumnIndexTests {
  @Test("clamp pivots through long shared columns keep the index exact")
  func clampPivots() throws {
    let chain = try ChainedWidths(views: 40)
    chain.solver.checkInvariants()
    // (980 − 20 − 9 × 8) / 10: the first line's cap clamps every width at 88.8.
    for preferred in [60.0, 90, 70, 95, 50, 88.8, 89, 55] {
      try chain.prefer(preferred)
      chain.solver.checkInvariants()
      let expected = min(preferred, 88.8)
      for width in chain.widths {
        expectClose(chain.solver.value(of: width), expected)
      }
      expectClose(chain.solver.value(of: chain.lefts[9]), 20 + 9 * (expected + 8))
    }
  }

  @Test("a failed update that pivoted leaves no trace in later pivots")
  func failedUpdateLeavesNoTrace() throws {
    let failed = try ChainedWidths(views: 40)
    let twin = try ChainedWidths(views: 40)
    try failed.prefer(70)
    try twin.prefer(70)
    let before = failed.snapshot
    // Every width is at most 88.8, so the last view cannot be 95 wide; the dual simplex
    // may pivot view 0's error through every row before it finds that out.
    #expect(throws: SolverError.self) {
      try failed.solver.updateConstant(of: failed.floor, to: -95)
    }
    #expect(failed.snapshot == before)
    failed.solver.checkInvariants()
    // Same calls from here on: same pivots, so the same bits, only if the rollback
    // restored the column order and every cell's slot exactly.
    for preferred in [90.0, 60, 95, 52, 88] {
      try failed.prefer(preferred)
      try twin.prefer(preferred)
      failed.solver.checkInvariants()
      #expect(failed.snapshot == twin.snapshot)
    }
    try failed.solver.updateConstant(of: failed.floor, to: -80)
    try twin.solver.updateConstant(of: twin.floor, to: -80)
    #expect(failed.snapshot == twin.snapshot)
    expectClose(failed.solver.value(of: failed.widths[39]), 88)
  }
}
