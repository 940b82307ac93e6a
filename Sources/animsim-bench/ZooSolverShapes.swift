import Solver

// The zoo's solver-level shapes (registered in `zooShapes`, ZooBenchmark.swift): the solver
// alone, the same shapes as bench/kiwi_zoo.py, for kiwi beside us.
//   chain      N widths chained equal (`w_i == w_{i-1}`), ten per line, each line capped at
//              x = 980; view 0's width is a strong edit variable animated 50 → 90 over 61
//              frames (the clamp at 88.8 pivots): µs per frame (suggest + read what changed).
//   stack      N labels stacked vertically (`top_i = bottom_{i-1} + 8`), heights hugging (@250)
//              and resisting compression (@750) around 20, the last bottom pinned at
//              20 × N (so they are squeezed): ms to build and solve.
//   stack-fit  the same with the last bottom pinned at 28 × N, where every label fits (what
//              a screen of labels usually is): ms to build and solve.
//   priorities N variables, each `x_i == 100` at its own priority (falling with i), pairs
//              capped `x_2k + x_2k+1 <= 150` (required), so every pair has a loser: ms to
//              build and solve (N objective levels).
//   churn      the solver-level grid (`buildGrid`, BenchSupport.swift): per frame, remove and
//              re-add every tenth view's constraints (10 % of them); µs per frame.
//   conflict   `left_0 = 0, w_i = 5, left_{i+1} = left_i + w_i` and `left_N = 5N + 1`: ms for
//              the failing add with its minimal conflict set (2N + 2 members, the pin too).

/// `chain`: µs per frame of the animated chained widths.
func zooChain(_ n: Int) throws -> Double {
  let solver = Solver()
  var lefts: [Variable] = []
  var widths: [Variable] = []
  var tops: [Variable] = []
  var heights: [Variable] = []
  for index in 0..<n {
    let left = Variable("l\(index)")
    let width = Variable("w\(index)")
    let top = Variable("t\(index)")
    let height = Variable("h\(index)")
    let (row, column) = index.quotientAndRemainder(dividingBy: 10)
    try solver.add(
      column == 0 ? left |==| 20 : left |==| lefts[index - 1] + widths[index - 1] + 8)
    try solver.add(index == 0 ? width |>=| 50 : width |==| widths[index - 1])
    if column == 9 || index == n - 1 { try solver.add(left + width |<=| 980) }
    try solver.add(row == 0 ? top |==| 20 : top |==| tops[index - 10] + heights[index - 10] + 8)
    try solver.add(Constraint(height, .equal, 44, priority: .high))
    lefts.append(left)
    widths.append(width)
    tops.append(top)
    heights.append(height)
  }
  try solver.addEditVariable(widths[0], priority: .high)
  try solver.suggestValue(50, for: widths[0])
  _ = solver.changedVariables()
  var checksum = 0.0
  let elapsed = try milliseconds {
    for frame in 0...60 {
      try solver.suggestValue(50 + 40 * zooEase(frame), for: widths[0])
      // Every moved value is read, as Layout's commit reads them.
      solver.forEachChange { _, value in checksum += value }
    }
  }
  // The end clamps every width at (980 − 20 − 9 × 8) / 10 = 88.8.
  try expect(
    abs(solver.value(of: widths[n - 1]) - 88.8) < 1e-6 && checksum > 0,
    "every width ends clamped at 88.8")
  return elapsed * 1000 / 61
}

/// `stack` (squeezed) and `stack-fit`: ms to build and solve the stack of labels.
func zooStack(_ n: Int, squeezed: Bool = true) throws -> Double {
  let solver = Solver()
  var bottom: Variable?
  let elapsed = try milliseconds {
    for index in 0..<n {
      let top = Variable("t\(index)")
      let height = Variable("h\(index)")
      try solver.add(bottom.map { top |==| $0 + 8 } ?? (top |==| 0))
      try solver.add(Constraint(height, .lessThanOrEqual, 20, priority: .low))
      try solver.add(Constraint(height, .greaterThanOrEqual, 20, priority: .high))
      try solver.add(height |>=| 0)
      let next = Variable("b\(index)")
      try solver.add(next |==| top + height)
      bottom = next
    }
    if let bottom { try solver.add(bottom |<=| Double((squeezed ? 20 : 28) * n)) }
  }
  // 28 per label needs 28n - 8: the pin at 20n squeezes 8n - 8 points out; 28n leaves room.
  if let bottom {
    let expected = Double(squeezed ? 20 * n : 28 * n - 8)
    try expect(
      abs(solver.value(of: bottom) - expected) < 1e-6, "the last bottom is \(expected)")
  }
  return elapsed
}

/// `priorities`: ms to build and solve N preferences at N distinct priorities.
func zooPriorities(_ n: Int) throws -> Double {
  let solver = Solver()
  var variables: [Variable] = []
  let elapsed = try milliseconds {
    for index in 0..<n {
      let x = Variable("x\(index)")
      let priority = Priority(999 - 998 * Double(index) / Double(n))
      try solver.add(Constraint(x, .equal, 100, priority: priority))
      if index % 2 == 1 { try solver.add(variables[index - 1] + x |<=| 150) }
      variables.append(x)
    }
  }
  // In each pair the earlier (higher) priority gets 100 and the other the remaining 50.
  try expect(
    abs(solver.value(of: variables[0]) - 100) < 1e-6
      && abs(solver.value(of: variables[1]) - 50) < 1e-6,
    "the first pair is 100 and 50")
  return elapsed
}

/// The solver-level grid (`buildGrid`, BenchSupport.swift), keeping each view's
/// constraints.
private struct SolverGrid {
  let solver = Solver()
  let constraints: [[Constraint]]

  init(views n: Int) throws(SolverError) {
    constraints = try buildGrid(solver, (0..<n).map { _ in GridView() })
  }
}

/// `churn`: µs per frame of removing and re-adding every tenth view's constraints.
func zooChurn(_ n: Int) throws -> Double {
  let grid = try SolverGrid(views: n)
  let frames = 10
  return try milliseconds {
    for frame in 0..<frames {
      let chosen = stride(from: frame % 10, to: n, by: 10).map { grid.constraints[$0] }
      for constraints in chosen {
        for constraint in constraints.reversed() { try grid.solver.remove(constraint) }
      }
      _ = grid.solver.changedVariables()
      for constraints in chosen {
        for constraint in constraints { try grid.solver.add(constraint) }
      }
      _ = grid.solver.changedVariables()
    }
  } * 1000 / Double(frames)
}

/// `conflict`: ms for the add that fails, with its explanation.
func zooConflict(_ n: Int) throws -> Double {
  let solver = Solver()
  var left = Variable("left0")
  try solver.add(left |==| 0)
  for index in 0..<n {
    let width = Variable("w\(index)")
    let next = Variable("left\(index + 1)")
    try solver.add(width |==| 5)
    try solver.add(next |==| left + width)
    left = next
  }
  let pin = left |==| Double(5 * n + 1)
  var members = 0
  let elapsed = try milliseconds {
    do {
      try solver.add(pin)
    } catch let error as SolverError {
      if case .unsatisfiable(_, let conflicting) = error { members = conflicting.count }
    }
  }
  try expect(
    members == 2 * n + 2, "the whole chain and the pin conflict (\(members) of \(2 * n + 2))")
  return elapsed
}
