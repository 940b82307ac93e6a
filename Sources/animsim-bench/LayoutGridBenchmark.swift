import Layout
import Solver

// Workload "layout-grid" (the grid of GridBenchmark.swift): the solver-level grid expressed as views
// and visual format strings, laid out by LayoutEngine. Per row of ten views:
//   H:|-20-[v0(>=50,==90@1)]-8-[v1(==v0)]-8-…-8-[v9(==v0)]-(>=20)-|
// and per column: V:|-20-[v0(==44@750)]-8-[v10(==44@750)]-8-…
// in a root 1000 points wide: the same 4.2 constraints per view as "grid". (a) "build" is
// everything from creating the views to the first layoutIfNeeded (parsing, activation,
// solving, committing frames); (b) "relayout" changes the constant of view 0's `==90@1`
// width and lays out again, 1000 times (50 + i % 41, as grid's suggestions).

/// Views per row, from the workload definition.
private let perRow = 10
/// Re-layouts per measurement, from the workload definition.
private let iterations = 1000

/// One built grid: the engine, its views, and view 0's weak width constraint.
private struct LayoutGrid {
  let engine: LayoutEngine
  let views: [View]
  let weakWidth: LayoutConstraint
  let constraintCount: Int
}

/// Builds the grid's views and constraints (not laid out yet).
private func buildLayoutGrid(_ n: Int, screen: Screen? = nil) throws -> LayoutGrid {
  let engine =
    screen.map { LayoutEngine(screen: $0) }
    ?? LayoutEngine(rootSize: Size(width: 1000, height: 1000))
  var views: [View] = []
  views.reserveCapacity(n)
  for index in 0..<n {
    let view = View(name: "v" + String(index))
    view.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(view)
    views.append(view)
  }
  var count = 0
  var weakWidth: LayoutConstraint?
  var rowStart = 0
  while rowStart < n {
    let rowEnd = min(rowStart + perRow, n)
    var format = "H:|-20-[v\(rowStart)(>=50,==90@1)]"
    var dictionary: [String: View] = ["v\(rowStart)": views[rowStart]]
    for index in (rowStart + 1)..<max(rowStart + 1, rowEnd) {
      format += "-8-[v\(index)(==v\(rowStart))]"
      dictionary["v\(index)"] = views[index]
    }
    format += "-(>=20)-|"
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, views: dictionary)
    if rowStart == 0 {
      weakWidth = constraints.first { $0.priority.rawValue == 1 }
    }
    try LayoutConstraint.activate(constraints)
    count += constraints.count
    rowStart = rowEnd
  }
  for column in 0..<min(perRow, n) {
    var format = "V:|-20-"
    var dictionary: [String: View] = [:]
    var index = column
    var first = true
    while index < n {
      format += (first ? "" : "-8-") + "[v\(index)(==44@750)]"
      dictionary["v\(index)"] = views[index]
      first = false
      index += perRow
    }
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, views: dictionary)
    try LayoutConstraint.activate(constraints)
    count += constraints.count
  }
  guard let weakWidth else { throw LayoutGridError.missingWeakWidth }
  return LayoutGrid(engine: engine, views: views, weakWidth: weakWidth, constraintCount: count)
}

/// The grid could not be built as the workload expects.
private enum LayoutGridError: Error {
  case missingWeakWidth
}

/// Runs the layout-grid workload for each size; one line (JSON with `--json`) per size.
func runLayoutGridBenchmark(_ arguments: BenchArguments) {
  runLayoutGrid(arguments, screen: nil)
}

/// Runs the "device-grid" workload: the layout-grid on a @3x device-like screen.
///
/// The 1000 × 1000 screen has a safe area (47 above, 34 below, outside the grid) and a view
/// controller's minimum margins, so every pass also derives safe areas and margins and
/// rounds frames to pixels. The grid's constraints do not use them: the figures are the
/// cost of the environment alone.
func runDeviceGridBenchmark(_ arguments: BenchArguments) {
  let screen = Screen(
    size: Size(width: 1000, height: 1000), scale: 3,
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  runLayoutGrid(arguments, screen: screen)
}

/// Runs the grid on a plain root or on `screen`.
private func runLayoutGrid(_ arguments: BenchArguments, screen: Screen?) {
  let sizes = arguments.sizes.isEmpty ? [100, 1000, 10000] : arguments.sizes
  if !arguments.json {
    print("N       constraints  build_ms      layout_ms     relayout_us   check")
  }
  for n in sizes {
    var builds: [Double] = []
    var layouts: [Double] = []
    var relayouts: [Double] = []
    var constraints = 0
    var check = "ok"
    for _ in 0..<arguments.runs {
      let start = monotonicNanoseconds()
      let grid: LayoutGrid
      do {
        grid = try buildLayoutGrid(n, screen: screen)
      } catch {
        check = "ERROR"
        break
      }
      let built = monotonicNanoseconds()
      grid.engine.layoutIfNeeded()
      let laidOut = monotonicNanoseconds()
      builds.append(Double(laidOut - start) / 1e6)
      layouts.append(Double(laidOut - built) / 1e6)
      constraints = grid.constraintCount
      let views = grid.views
      // On a @3x screen frames are rounded to thirds of a point.
      let tolerance = screen == nil ? 1e-9 : 0.34
      if !views[0].frame.width.isApproximatelyEqual(to: 88.8, tolerance: tolerance)
        || !views[0].frame.x.isApproximatelyEqual(to: 20, tolerance: tolerance)
        || !views[n - 1].frame.height.isApproximatelyEqual(to: 44, tolerance: tolerance)
        || !grid.engine.conflicts.isEmpty
      {
        check = "BAD_BUILD"
      }
      let relayoutStart = monotonicNanoseconds()
      for i in 0..<iterations {
        grid.weakWidth.constant = 50 + Double(i % 41)
        grid.engine.layoutIfNeeded()
      }
      let relayoutEnd = monotonicNanoseconds()
      relayouts.append(Double(relayoutEnd - relayoutStart) / 1e3 / Double(iterations))
      let expected = min(50 + Double((iterations - 1) % 41), 88.8)
      if !views[0].frame.width.isApproximatelyEqual(to: expected, tolerance: tolerance) {
        check = "BAD_EDIT"
      }
      if n >= 10,
        !views[9].frame.x.isApproximatelyEqual(
          to: 20 + 9 * (expected + 8), tolerance: tolerance)
      {
        check = "BAD_EDIT_ROW"
      }
    }
    let build = builds.isEmpty ? 0 : median(builds)
    let layout = layouts.isEmpty ? 0 : median(layouts)
    let relayout = relayouts.isEmpty ? 0 : median(relayouts)
    if arguments.json {
      print(
        jsonLine([
          ("views", String(n)), ("constraints", String(constraints)),
          ("build_ms", formatFigure(build)), ("layout_ms", formatFigure(layout)),
          ("relayout_us", formatFigure(relayout)), ("check", jsonString(check)),
        ]))
    } else {
      print(
        "\(n)".padded(8) + "\(constraints)".padded(13) + formatFigure(build).padded(14)
          + formatFigure(layout).padded(14) + formatFigure(relayout).padded(14) + check)
    }
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
