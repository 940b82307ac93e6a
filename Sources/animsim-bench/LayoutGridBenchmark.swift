import Layout
import Solver

// Workload "layout-grid" (docs/layout.md): the solver-level grid expressed as views and
// visual format strings (`LayoutGrid`, BenchSupport.swift), laid out by LayoutEngine.
// (a) "build" is everything from creating the views to the first layoutIfNeeded (parsing,
// activation, solving, committing frames); (b) "relayout" changes the constant of view 0's
// `==90@1` width and lays out again, 1000 times (50 + i % 41, as grid's suggestions).

/// Re-layouts per measurement, from the workload definition.
private let iterations = 1000

/// Runs the layout-grid workload for each size; one line (JSON with `--json`) per size.
func runLayoutGridBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  try runLayoutGrid(arguments, workload: "layout-grid", screen: nil)
}

/// Runs the "device-grid" workload: the layout-grid on a @3x device-like screen.
///
/// The 1000 × 1000 screen has a safe area (47 above, 34 below, outside the grid) and a view
/// controller's minimum margins, so every pass also derives safe areas and margins and
/// rounds frames to pixels. The grid's constraints do not use them: the figures are the
/// cost of the environment alone.
func runDeviceGridBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let screen = Screen(
    size: Size(width: 1000, height: 1000), scale: 3,
    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  try runLayoutGrid(arguments, workload: "device-grid", screen: screen)
}

/// Runs the grid on a plain root or on `screen`.
private func runLayoutGrid(_ arguments: BenchArguments, workload: String, screen: Screen?)
  throws(BenchError)
{
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
      let grid = try running(workload) { try LayoutGrid(views: n, screen: screen) }
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
        tableRow(
          [
            ("\(n)", 8), ("\(constraints)", 13), (formatFigure(build), 14),
            (formatFigure(layout), 14), (formatFigure(relayout), 14),
          ], last: check))
    }
  }
}
