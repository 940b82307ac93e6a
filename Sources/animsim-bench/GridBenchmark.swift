import Diagnostics
import Solver

// Workload "grid" (solver level), the shape described below (docs/solver.md, "Grid benchmark"): the same
// constraints in the same order and the same checks as kiwi_grid.py. kiwi's "strong" maps
// to Priority.high (750) and "weak" to Priority.low (250); with strict priorities any
// order-preserving mapping gives the same optimum.

/// The four variables of one grid view.
struct GridView {
  let left = Variable("left")
  let top = Variable("top")
  let width = Variable("width")
  let height = Variable("height")
}

/// Views per row, from the workload definition.
private let perRow = 10
/// Suggestions per re-solve measurement, from the workload definition.
private let iterations = 1000

/// Adds the grid's constraints for `views` to `solver` in the workload's order (also the
/// zoo's `churn` grid).
/// - Returns: Each view's constraints, in the order added.
/// - Complexity: O(views) additions.
func buildGrid(_ solver: Solver, _ views: [GridView]) throws(SolverError) -> [[Constraint]] {
  var perView: [[Constraint]] = []
  perView.reserveCapacity(views.count)
  var own: [Constraint] = []
  func add(_ constraint: Constraint) throws(SolverError) {
    try solver.add(constraint)
    own.append(constraint)
  }
  let n = views.count
  for i in 0..<n {
    own = []
    let view = views[i]
    let (row, column) = i.quotientAndRemainder(dividingBy: perRow)
    if column == 0 {
      try add(view.left |==| 20)
      try add(view.width |>=| 50)
      try add(Constraint(view.width, .equal, 90, priority: .low))
    } else {
      let previous = views[i - 1]
      try add(view.left |==| previous.left + previous.width + 8)
      try add(view.width |==| Expression(previous.width))
    }
    if column == perRow - 1 || i == n - 1 {
      try add(view.left + view.width |<=| 980)
    }
    if row == 0 {
      try add(view.top |==| 20)
    } else {
      let above = views[i - perRow]
      try add(view.top |==| above.top + above.height + 8)
    }
    try add(Constraint(view.height, .equal, 44, priority: .high))
    perView.append(own)
  }
  return perView
}

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
func runGridBenchmark(_ arguments: BenchArguments) {
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
      do {
        constraints = try buildGrid(solver, views).reduce(0) { $0 + $1.count }
      } catch {
        check = "ERROR"
        break
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
      do {
        try solver.addEditVariable(width, priority: .high)
        _ = solver.changedVariables()
        let resolveStart = monotonicNanoseconds()
        for i in 0..<iterations {
          try solver.suggestValue(50 + Double(i % 41), for: width)
          solver.forEachChange { _, value in sink += value }
        }
        let resolveEnd = monotonicNanoseconds()
        resolves.append(Double(resolveEnd - resolveStart) / 1e3 / Double(iterations))
      } catch {
        check = "ERROR"
        break
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
        "\(n)".padding(8) + "\(constraints)".padding(13) + formatFigure(build).padding(14)
          + formatFigure(resolve).padding(14) + check)
    }
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
