import Diagnostics
import Solver

// Workload "grid" (solver level, docs/solver.md): the grid of `buildGrid` (BenchSupport.swift),
// the same constraints in the same order and the same checks as kiwi_grid.py. (a) "build":
// a fresh solver, every constraint added, every value read once; (b) "re-solve": view 0's
// width as a strong edit variable, 1000 suggestions of 50 + i % 41, values read each time.

/// Suggestions per re-solve measurement, from the workload definition.
private let iterations = 1000

/// Reads every value once (what kiwi's `updateVariables` does), returning their sum.
private func readAll(_ solver: Solver, _ views: [GridView]) -> Double {
  var sum = 0.0
  for view in views {
    sum += solver.value(of: view.left) + solver.value(of: view.top)
    sum += solver.value(of: view.width) + solver.value(of: view.height)
  }
  return sum
}

/// Runs the grid workload for each size and prints one line (JSON with `--json`) per size.
func runGridBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let sizes = arguments.sizes.isEmpty ? [100, 1000, 10000] : arguments.sizes
  if !arguments.json {
    print("N       constraints  build_ms      resolve_us    check")
  }
  for n in sizes {
    var builds: [Double] = []
    var resolves: [Double] = []
    var constraints = 0
    var check = "ok"
    var sink = 0.0
    for _ in 0..<arguments.runs {
      let views = (0..<n).map { _ in GridView() }
      let solver = Solver()
      let start = monotonicNanoseconds()
      constraints = try running("grid") { try buildGrid(solver, views) }.reduce(0) {
        $0 + $1.count
      }
      sink += readAll(solver, views)
      let built = monotonicNanoseconds()
      builds.append(Double(built - start) / 1e6)
      if !solver.value(of: views[0].width).isApproximatelyEqual(to: 88.8, tolerance: 1e-9)
        || !solver.value(of: views[0].left).isApproximatelyEqual(to: 20, tolerance: 1e-9)
        || !solver.value(of: views[n - 1].height).isApproximatelyEqual(to: 44, tolerance: 1e-9)
      {
        check = "BAD_BUILD"
      }
      let width = views[0].width
      try running("grid") {
        try solver.addEditVariable(width, priority: .high)
        _ = solver.changedVariables()
        let resolveStart = monotonicNanoseconds()
        for i in 0..<iterations {
          try solver.suggestValue(50 + Double(i % 41), for: width)
          solver.forEachChange { _, value in sink += value }
        }
        let resolveEnd = monotonicNanoseconds()
        resolves.append(Double(resolveEnd - resolveStart) / 1e3 / Double(iterations))
      }
      let expected = min(50 + Double((iterations - 1) % 41), 88.8)
      if !solver.value(of: width).isApproximatelyEqual(to: expected, tolerance: 1e-9) {
        check = "BAD_EDIT"
      }
      if n >= 10,
        !solver.value(of: views[9].left).isApproximatelyEqual(
          to: 20 + 9 * (expected + 8), tolerance: 1e-9)
      {
        check = "BAD_EDIT_ROW"
      }
    }
    if sink.isNaN { check = "NAN" }
    let build = builds.isEmpty ? 0 : median(builds)
    let resolve = resolves.isEmpty ? 0 : median(resolves)
    if arguments.json {
      print(
        jsonLine([
          ("views", String(n)), ("constraints", String(constraints)),
          ("build_ms", formatFigure(build)), ("resolve_us", formatFigure(resolve)),
          ("check", jsonString(check)),
        ]))
    } else {
      print(
        tableRow(
          [
            ("\(n)", 8), ("\(constraints)", 13), (formatFigure(build), 14),
            (formatFigure(resolve), 14),
          ], last: check))
    }
  }
}
