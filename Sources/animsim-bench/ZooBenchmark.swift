import Foundation
import Layout
import Solver

// zoo: shapes real layouts have, each at N and 4N (default N = 1000), to show that no shape
// grows faster than linearly. One line per shape and size: the median time of RUNS runs
// (one warm-up first) and, on the 4N line, the growth ratio time(4N) / time(N) (linear ≈ 4).
//
// Solver-level shapes (the same shapes as bench/kiwi_zoo.py, for kiwi beside us):
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
//   churn      the solver-level grid (GridBenchmark.swift): per frame, remove and re-add every
//              tenth view's constraints (10 % of them); µs per frame.
//   conflict   `left_0 = 0, w_i = 5, left_{i+1} = left_i + w_i` and `left_N = 5N + 1`: ms for
//              the failing add with its minimal conflict set (2N + 1 members).
// Layout-level shapes (the real engine, views and VFL):
//   relayout   `chain` as views: the animated constant re-laid out per frame, µs per frame.
//   nesting    a view inside a view, N deep, each pinned 1 point inside the root's edges:
//              ms to the first layout.
//   labels     N labels with text in a vertical stack inside a root that is too short:
//              ms to the first layout.
//   labels-fit the same in a root tall enough for every label: ms to the first layout.
//   table      N cells, each a view holding a label with its own text (self-sizing heights),
//              cells stacked: ms to the first layout.
//   toggle     the layout grid; per frame deactivate 10 % of the width links, lay out,
//              re-activate them, lay out: µs per frame.
//   vfl-conflict  `H:|[b0(==5)][b1(==5)]…|` in a root too narrow: ms to the first layout
//              (the engine explains and breaks the conflict).
//   ambiguity  10 × N views in the grid with every tenth view's height left free: ms to
//              the engine's ambiguity analysis after the first layout.

/// One zoo shape: its name, what its figure is, and a run at a size returning the figure.
private struct ZooShape {
  let name: String
  let unit: String
  let run: (Int) throws(LayoutError) -> Double
}

/// Runs the zoo for the sizes given (default 1000), each at N and 4N.
func runZooBenchmark(_ arguments: BenchArguments) {
  let bases = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  let shapes: [ZooShape] = [
    ZooShape(name: "chain", unit: "us_per_frame", run: zooChain),
    ZooShape(name: "stack", unit: "ms", run: { n throws(LayoutError) in try zooStack(n) }),
    ZooShape(
      name: "stack-fit", unit: "ms",
      run: { n throws(LayoutError) in try zooStack(n, squeezed: false) }),
    ZooShape(name: "priorities", unit: "ms", run: zooPriorities),
    ZooShape(name: "churn", unit: "us_per_frame", run: zooChurn),
    ZooShape(name: "conflict", unit: "ms", run: zooConflict),
    ZooShape(name: "relayout", unit: "us_per_frame", run: zooRelayout),
    ZooShape(name: "nesting", unit: "ms", run: zooNesting),
    ZooShape(name: "labels", unit: "ms", run: { n throws(LayoutError) in try zooLabels(n) }),
    ZooShape(
      name: "labels-fit", unit: "ms",
      run: { n throws(LayoutError) in try zooLabels(n, squeezed: false) }),
    ZooShape(name: "table", unit: "ms", run: zooTable),
    ZooShape(name: "toggle", unit: "us_per_frame", run: zooToggle),
    ZooShape(name: "vfl-conflict", unit: "ms", run: zooVFLConflict),
    ZooShape(name: "ambiguity", unit: "ms", run: zooAmbiguity),
  ]
  let only = arguments.only
  for shape in shapes where only.isEmpty || only.contains(shape.name) {
    for base in bases {
      var previous: Double?
      for size in [base, 4 * base] {
        // The shapes build valid trees; Layout refusing one is a bug in the shape.
        func measure() -> Double {
          do {
            return try shape.run(size)
          } catch {
            FileHandleOutput.standardError("zoo \(shape.name): \(error)\n")
            exit(1)
          }
        }
        _ = measure()  // warm-up
        let figure = median((0..<arguments.runs).map { _ in measure() })
        let growth = previous.map { figure / $0 }
        previous = figure
        if arguments.json {
          var fields = [
            ("workload", jsonString("zoo")), ("shape", jsonString(shape.name)),
            ("n", String(size)), (shape.unit, formatFigure(figure)),
          ]
          if let growth { fields.append(("growth", formatFigure(growth))) }
          emit(jsonLine(fields))
        } else {
          let growthText = growth.map { " growth=" + formatFigure($0) } ?? ""
          emit("zoo \(shape.name) n=\(size) \(shape.unit)=\(formatFigure(figure))\(growthText)")
        }
      }
    }
  }
  if arguments.kiwi { runKiwiPeer(arguments, bases: bases) }
}

/// Runs bench/kiwi_zoo.py (from the package directory) with the same sizes and shapes.
///
/// Its lines follow ours on standard output. A missing python3 or kiwisolver is reported on
/// standard error and skipped.
private func runKiwiPeer(_ arguments: BenchArguments, bases: [Int]) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  var peerArguments = ["python3", "bench/kiwi_zoo.py"]
  if arguments.json { peerArguments.append("--json") }
  if !arguments.only.isEmpty {
    peerArguments.append("--only=" + arguments.only.joined(separator: ","))
  }
  peerArguments += bases.map(String.init)
  process.arguments = peerArguments
  do {
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      FileHandleOutput.standardError(
        "animsim-bench: bench/kiwi_zoo.py exited with \(process.terminationStatus) "
          + "(pip install kiwisolver; run from the package directory)\n")
    }
  } catch {
    FileHandleOutput.standardError("animsim-bench: cannot run python3 bench/kiwi_zoo.py\n")
  }
}

/// Writes one line to standard output at once (unbuffered: a long run shows its progress).
private func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Milliseconds spent in `body`.
private func milliseconds(_ body: () throws -> Void) -> Double {
  let start = monotonicNanoseconds()
  do {
    try body()
  } catch {
    preconditionFailure("zoo shape failed: \(error)")
  }
  return Double(monotonicNanoseconds() - start) / 1_000_000
}

/// The smoothstep ease of the animated shapes at frame `frame` of 60.
private func ease(_ frame: Int) -> Double {
  let p = Double(frame) / 60
  return p * p * (3 - 2 * p)
}

// MARK: - Solver-level shapes

/// `chain`: µs per frame of the animated chained widths.
private func zooChain(_ n: Int) throws(LayoutError) -> Double {
  let solver = Solver()
  var lefts: [Variable] = []
  var widths: [Variable] = []
  var tops: [Variable] = []
  var heights: [Variable] = []
  do {
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
  } catch {
    preconditionFailure("chain: \(error)")
  }
  _ = solver.changedVariables()
  var checksum = 0.0
  let elapsed = milliseconds {
    for frame in 0...60 {
      try solver.suggestValue(50 + 40 * ease(frame), for: widths[0])
      // Every moved value is read, as Layout's commit reads them.
      solver.forEachChange { _, value in checksum += value }
    }
  }
  // The end clamps every width at (980 − 20 − 9 × 8) / 10 = 88.8.
  precondition(abs(solver.value(of: widths[n - 1]) - 88.8) < 1e-6 && checksum > 0)
  return elapsed * 1000 / 61
}

/// `stack` (squeezed) and `stack-fit`: ms to build and solve the stack of labels.
private func zooStack(_ n: Int, squeezed: Bool = true) throws(LayoutError) -> Double {
  let solver = Solver()
  var bottom: Variable?
  let elapsed = milliseconds {
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
    precondition(abs(solver.value(of: bottom) - expected) < 1e-6)
  }
  return elapsed
}

/// `priorities`: ms to build and solve N preferences at N distinct priorities.
private func zooPriorities(_ n: Int) throws(LayoutError) -> Double {
  let solver = Solver()
  var variables: [Variable] = []
  let elapsed = milliseconds {
    for index in 0..<n {
      let x = Variable("x\(index)")
      let priority = Priority(999 - 998 * Double(index) / Double(n))
      try solver.add(Constraint(x, .equal, 100, priority: priority))
      if index % 2 == 1 { try solver.add(variables[index - 1] + x |<=| 150) }
      variables.append(x)
    }
  }
  // In each pair the earlier (higher) priority gets 100 and the other the remaining 50.
  precondition(abs(solver.value(of: variables[0]) - 100) < 1e-6)
  precondition(abs(solver.value(of: variables[1]) - 50) < 1e-6)
  return elapsed
}

/// The solver-level grid (`buildGrid`, GridBenchmark.swift), keeping each view's
/// constraints.
private struct SolverGrid {
  let solver = Solver()
  let constraints: [[Constraint]]

  init(views n: Int) throws(SolverError) {
    constraints = try buildGrid(solver, (0..<n).map { _ in GridView() })
  }
}

/// `churn`: µs per frame of removing and re-adding every tenth view's constraints.
private func zooChurn(_ n: Int) throws(LayoutError) -> Double {
  guard let grid = try? SolverGrid(views: n) else { preconditionFailure("churn grid") }
  let frames = 10
  return milliseconds {
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
private func zooConflict(_ n: Int) throws(LayoutError) -> Double {
  let solver = Solver()
  var left = Variable("left0")
  do {
    try solver.add(left |==| 0)
    for index in 0..<n {
      let width = Variable("w\(index)")
      let next = Variable("left\(index + 1)")
      try solver.add(width |==| 5)
      try solver.add(next |==| left + width)
      left = next
    }
  } catch {
    preconditionFailure("conflict chain: \(error)")
  }
  let pin = left |==| Double(5 * n + 1)
  var members = 0
  let elapsed = milliseconds {
    do {
      try solver.add(pin)
    } catch let error as SolverError {
      if case .unsatisfiable(_, let conflicting) = error { members = conflicting.count }
    }
  }
  precondition(members == 2 * n + 2, "the whole chain and the pin conflict: \(members)")
  return elapsed
}

// MARK: - Layout-level shapes

/// `relayout`: µs per frame of the chained widths as views, re-laid out per frame.
private func zooRelayout(_ n: Int) throws(LayoutError) -> Double {
  let engine = LayoutEngine(rootSize: Size(width: 1000, height: 100_000))
  let root = engine.root
  var views: [View] = []
  var constraints: [LayoutConstraint] = []
  var animated: LayoutConstraint?
  for index in 0..<n {
    let view = View(name: "v\(index)")
    view.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(view)
    let (row, column) = index.quotientAndRemainder(dividingBy: 10)
    if column == 0 {
      constraints.append(
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
    } else {
      constraints.append(
        try view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
    }
    if index == 0 {
      let width = try view.widthAnchor.constraint(equalToConstant: 50)
      try width.setPriority(750)
      animated = width
      constraints += [width, try view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)]
    } else {
      constraints.append(try view.widthAnchor.constraint(equalTo: views[index - 1].widthAnchor))
    }
    if column == 9 || index == n - 1 {
      constraints.append(
        try view.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 980))
    }
    constraints.append(
      row == 0
        ? try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        : try view.topAnchor.constraint(equalTo: views[index - 10].bottomAnchor, constant: 8))
    let height = try view.heightAnchor.constraint(equalToConstant: 44)
    try height.setPriority(750)
    constraints.append(height)
    views.append(view)
  }
  guard let animated else { preconditionFailure("relayout: no animated constraint") }
  let elapsed = milliseconds {
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
  }
  _ = elapsed
  let perFrame =
    milliseconds {
      for frame in 0...60 {
        animated.constant = 50 + 40 * ease(frame)
        engine.layoutIfNeeded()
      }
    } * 1000 / 61
  precondition(abs(views[n - 1].frame.width - 88.8) < 1e-6, "the chain ends clamped")
  return perFrame
}

/// `nesting`: ms to the first layout of N nested views pinned inside the root's edges.
private func zooNesting(_ n: Int) throws(LayoutError) -> Double {
  var innermost: View?
  let elapsed = milliseconds {
    let side = Double(4 * n + 100)
    let engine = LayoutEngine(rootSize: Size(width: side, height: side))
    let root = engine.root
    var parent = root
    var constraints: [LayoutConstraint] = []
    for depth in 1...n {
      let view = View(name: "n\(depth)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try parent.addSubview(view)
      let inset = Double(depth)
      constraints += [
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
        try view.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
        try view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
        try view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
      ]
      parent = view
    }
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
    innermost = parent
  }
  // Each level is 1 point inside the one above in window coordinates, so 0 in its parent's.
  precondition(innermost?.frame.origin.x == 1, "nested views sit 1 point inside")
  return elapsed
}

/// `labels` (squeezed) and `labels-fit`: ms to the first layout of a vertical stack of N
/// labels.
private func zooLabels(_ n: Int, squeezed: Bool = true) throws(LayoutError) -> Double {
  milliseconds {
    // A 17-point label is 20.4 high (the standard text model), 8 between labels and 20 at
    // each end: 28.4 n + 32 fits them all; 10 n squeezes.
    let height = squeezed ? Double(10 * n) : Double(30 * n + 40)
    let engine = LayoutEngine(rootSize: Size(width: 400, height: height))
    let root = engine.root
    var previous: View?
    var constraints: [LayoutConstraint] = []
    for index in 0..<n {
      let label = View(name: "label\(index)", kind: .label)
      label.text = "Label \(index)"
      label.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(label)
      constraints.append(
        try label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
      constraints.append(
        try label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20))
      constraints.append(
        try previous.map { try label.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
          ?? label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20))
      previous = label
    }
    if let previous {
      constraints.append(
        try previous.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -20))
    }
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
  }
}

/// `table`: ms to the first layout of N self-sizing cells stacked vertically.
private func zooTable(_ n: Int) throws(LayoutError) -> Double {
  milliseconds {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 800))
    let root = engine.root
    var previous: View?
    var constraints: [LayoutConstraint] = []
    for index in 0..<n {
      let cell = View(name: "cell\(index)")
      cell.translatesAutoresizingMaskIntoConstraints = false
      try root.addSubview(cell)
      let label = View(name: "text\(index)", kind: .label)
      label.text = String(repeating: "word ", count: 1 + index % 7)
      label.translatesAutoresizingMaskIntoConstraints = false
      try cell.addSubview(label)
      constraints += [
        try cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        try cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        try previous.map { try cell.topAnchor.constraint(equalTo: $0.bottomAnchor) }
          ?? cell.topAnchor.constraint(equalTo: root.topAnchor),
        try label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        try label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        try label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
        try cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11),
      ]
      previous = cell
    }
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
  }
}

/// The layout grid (as `animsim-bench layout-grid`) with each view's width link kept.
private func layoutGrid(_ n: Int, freeHeights: Bool = false) throws -> (
  LayoutEngine, [LayoutConstraint]
) {
  let engine = LayoutEngine(rootSize: Size(width: 1000, height: 100_000))
  let root = engine.root
  var views: [View] = []
  var links: [LayoutConstraint] = []
  var constraints: [LayoutConstraint] = []
  for index in 0..<n {
    let view = View(name: "v\(index)")
    view.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(view)
    let (row, column) = index.quotientAndRemainder(dividingBy: 10)
    if column == 0 {
      constraints.append(
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
      constraints.append(try view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50))
      let preferred = try view.widthAnchor.constraint(equalToConstant: 90)
      try preferred.setPriority(250)
      constraints.append(preferred)
    } else {
      constraints.append(
        try view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8))
      let link = try view.widthAnchor.constraint(equalTo: views[index - 1].widthAnchor)
      links.append(link)
      constraints.append(link)
    }
    if column == 9 || index == n - 1 {
      constraints.append(
        try view.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 980))
    }
    constraints.append(
      row == 0
        ? try view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        : try view.topAnchor.constraint(equalTo: views[index - 10].bottomAnchor, constant: 8))
    if !(freeHeights && index % 10 == 5) {
      let height = try view.heightAnchor.constraint(equalToConstant: 44)
      try height.setPriority(750)
      constraints.append(height)
    }
    views.append(view)
  }
  try LayoutConstraint.activate(constraints)
  return (engine, links)
}

/// `toggle`: µs per frame of deactivating and re-activating 10 % of the width links.
private func zooToggle(_ n: Int) throws(LayoutError) -> Double {
  guard let (engine, links) = try? layoutGrid(n) else { preconditionFailure("toggle grid") }
  engine.layoutIfNeeded()
  let frames = 10
  return milliseconds {
    for frame in 0..<frames {
      let chosen = stride(from: frame % 10, to: links.count, by: 10).map { links[$0] }
      LayoutConstraint.deactivate(chosen)
      engine.layoutIfNeeded()
      try LayoutConstraint.activate(chosen)
      engine.layoutIfNeeded()
    }
  } * 1000 / Double(frames)
}

/// `vfl-conflict`: ms to lay out a VFL chain of N fixed widths that cannot fill the root.
private func zooVFLConflict(_ n: Int) throws(LayoutError) -> Double {
  milliseconds {
    let engine = LayoutEngine(rootSize: Size(width: Double(5 * n + 1), height: 100))
    var dictionary: [String: View] = [:]
    var format = "H:|"
    for index in 0..<n {
      let view = View(name: "b\(index)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(view)
      dictionary["b\(index)"] = view
      format += "[b\(index)(==5)]"
    }
    format += "|"
    try LayoutConstraint.activate(
      LayoutConstraint.constraints(withVisualFormat: format, views: dictionary))
    engine.layoutIfNeeded()
    precondition(!engine.conflicts.isEmpty, "the chain conflicts")
  }
}

/// `ambiguity`: ms for the ambiguity analysis of a grid of 10 × N views.
private func zooAmbiguity(_ n: Int) throws(LayoutError) -> Double {
  guard let (engine, _) = try? layoutGrid(10 * n, freeHeights: true) else {
    preconditionFailure("ambiguity grid")
  }
  engine.layoutIfNeeded()
  var count = 0
  let elapsed = milliseconds { count = engine.ambiguities.count }
  precondition(count > 0, "free heights are ambiguous")
  return elapsed
}
