import Diagnostics
import Dispatch
import Foundation
import FrameOutput
import Layout
import Solver

// What the workloads share: their arguments, timing, the output formatting, and the two
// grids the benchmark definitions describe (the solver-level grid and the layout grid).

// MARK: - Arguments

/// The arguments every sized workload takes: `--json`, `--kiwi`, `--only=a,b` and sizes.
struct BenchArguments: Equatable {
  /// Print one JSON object per size instead of a table row.
  var json = false
  /// The sizes given on the command line (empty: the workload's defaults).
  var sizes: [Int] = []
  /// Repetitions per size, from the `RUNS` environment variable (default 5).
  var runs = 5
  /// `--kiwi`: also run the workload's kiwi peer script (bench/), where it has one.
  var kiwi = false
  /// `--only=a,b`: run only these parts of the workload (the zoo's shapes), in the
  /// workload's order.
  var only: [String] = []

  /// Parses `arguments` for `workload`: `--only` names must be among its parts and
  /// `--kiwi` needs a peer.
  ///
  /// - Parameter runs: The `RUNS` environment variable's value, if set.
  init(_ arguments: [String], for workload: Workload, runs: String? = nil) throws(BenchError) {
    for argument in arguments {
      if argument == "--json" {
        json = true
      } else if argument == "--kiwi" {
        guard workload.hasKiwiPeer else {
          throw .unsupportedOption("--kiwi", workload: workload.name)
        }
        kiwi = true
      } else if argument.hasPrefix("--only=") {
        guard !workload.parts.isEmpty else {
          throw .unsupportedOption("--only", workload: workload.name)
        }
        let names = argument.dropFirst("--only=".count).split(separator: ",").map(String.init)
        for name in names where !workload.parts.contains(name) {
          throw .unknownPart(
            name, workload: workload.name, kind: workload.partKind,
            suggestion: Suggestion.closest(to: name, in: workload.parts), parts: workload.parts)
        }
        only += names
      } else if let size = Int(argument), size > 0 {
        sizes.append(size)
      } else {
        throw .badArgument(argument, workload: workload.name, accepted: workload.argumentForm)
      }
    }
    if let runs, let value = Int(runs), value > 0 { self.runs = value }
  }
}

// MARK: - Timing

/// Monotonic time in nanoseconds, for measuring elapsed intervals.
func monotonicNanoseconds() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// Milliseconds spent in `body`.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = monotonicNanoseconds()
  try body()
  return Double(monotonicNanoseconds() - start) / 1_000_000
}

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  precondition(!values.isEmpty, "median of no values")
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// MARK: - Output

/// Formats `value` with three decimals, for JSON figures (locale-independent).
func formatFigure(_ value: Double) -> String {
  let scaled = (value * 1000).rounded()
  let negative = scaled < 0
  let magnitude = Int64(abs(scaled))
  let whole = magnitude / 1000
  let fraction = magnitude % 1000
  var digits = String(fraction)
  while digits.count < 3 { digits = "0" + digits }
  return (negative ? "-" : "") + String(whole) + "." + digits
}

/// One JSON line from ordered key/value pairs; values are emitted as given (pre-rendered).
func jsonLine(_ fields: [(String, String)]) -> String {
  "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
}

/// A JSON string literal for `text`: Scenario's escaping (quotes, backslashes and every
/// control character), which the JSON frame output uses too.
func jsonString(_ text: String) -> String {
  JSONFrameSink.string(text)
}

/// One table row: each cell padded with spaces to its column's width (a cell as wide as
/// its column or wider is followed by one space), then `last` as it is.
func tableRow(_ cells: [(String, width: Int)], last: String) -> String {
  var line = ""
  for (cell, width) in cells {
    line +=
      cell.count >= width ? cell + " " : cell + String(repeating: " ", count: width - cell.count)
  }
  return line + last
}

/// Writes one line to standard output at once (unbuffered: a long run shows its progress).
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writing to the standard streams without Foundation.
enum FileHandleOutput {
  /// Writes `text` to standard error.
  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

// MARK: - The solver-level grid

// Workload "grid" (docs/solver.md): N views of 4 variables,
// 10 per row, constraints added view by view:
//   column 0: left == 20; width >= 50; width == 90 (weak)
//   column c > 0: left == prev.left + prev.width + 8; width == prev.width
//   last view of a row: left + width <= 980
//   row 0: top == 20; row r > 0: top == above.top + above.height + 8
//   every view: height == 44 (strong)
// kiwi's "strong" maps to Priority.high (750) and "weak" to Priority.low (250); with strict
// priorities any order-preserving mapping gives the same optimum.

/// Views per row in both grids, from the workload definition.
let gridRowLength = 10

/// The four variables of one grid view.
struct GridView {
  let left = Variable("left")
  let top = Variable("top")
  let width = Variable("width")
  let height = Variable("height")
}

/// Adds the grid's constraints for `views` to `solver` in the workload's order (the "grid"
/// workload and the zoo's `churn`).
///
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
    let (row, column) = i.quotientAndRemainder(dividingBy: gridRowLength)
    if column == 0 {
      try add(view.left |==| 20)
      try add(view.width |>=| 50)
      try add(Constraint(view.width, .equal, 90, priority: .low))
    } else {
      let previous = views[i - 1]
      try add(view.left |==| previous.left + previous.width + 8)
      try add(view.width |==| Expression(previous.width))
    }
    if column == gridRowLength - 1 || i == n - 1 {
      try add(view.left + view.width |<=| 980)
    }
    if row == 0 {
      try add(view.top |==| 20)
    } else {
      let above = views[i - gridRowLength]
      try add(view.top |==| above.top + above.height + 8)
    }
    try add(Constraint(view.height, .equal, 44, priority: .high))
    perView.append(own)
  }
  return perView
}

// MARK: - The layout grid

// Workload "layout-grid" (docs/layout.md): the grid as views and visual
// format strings, activated on a LayoutEngine. Per row of ten views:
//   H:|-20-[v0(>=50,==90@1)]-8-[v1(==v0)]-8-…-8-[v9(==v0)]-(>=20)-|
// and per column: V:|-20-[v0(==44@750)]-8-[v10(==44@750)]-8-…
// in a root 1000 points wide: 4.2 constraints per view, as the solver-level grid. The weak
// width is @1, as the definition writes it (UIKit's lowest priority, the nearest to kiwi's
// "weak"); the solver grid's @250 is the same optimum: the row's end caps it at 88.8.

/// One built layout grid: the engine, its views, view 0's weak width constraint, and each
/// row's width links (`v_i == v_first`, row by row, in column order).
struct LayoutGrid {
  let engine: LayoutEngine
  let views: [View]
  let weakWidth: LayoutConstraint
  let widthLinks: [LayoutConstraint]
  let constraintCount: Int

  /// Builds and activates the grid (not laid out yet).
  ///
  /// - Parameters:
  ///   - n: The number of views.
  ///   - screen: The screen the root fills; `nil` for a plain 1000 × 1000 root.
  ///   - freeHeights: Leaves column 5's heights without their `==44@750` (every tenth view
  ///     ambiguous: the zoo's `ambiguity`).
  /// - Complexity: O(n) views and constraints.
  init(views n: Int, screen: Screen? = nil, freeHeights: Bool = false) throws {
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
    var widthLinks: [LayoutConstraint] = []
    var rowStart = 0
    while rowStart < n {
      let rowEnd = min(rowStart + gridRowLength, n)
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
      widthLinks += constraints.filter { $0.firstAttribute == .width && $0.secondItem != nil }
      try LayoutConstraint.activate(constraints)
      count += constraints.count
      rowStart = rowEnd
    }
    for column in 0..<min(gridRowLength, n) {
      let height = freeHeights && column == 5 ? "" : "(==44@750)"
      var format = "V:|-20-"
      var dictionary: [String: View] = [:]
      var index = column
      var first = true
      while index < n {
        format += (first ? "" : "-8-") + "[v\(index)\(height)]"
        dictionary["v\(index)"] = views[index]
        first = false
        index += gridRowLength
      }
      let constraints = try LayoutConstraint.constraints(
        withVisualFormat: format, views: dictionary)
      try LayoutConstraint.activate(constraints)
      count += constraints.count
    }
    guard let weakWidth else { throw CheckFailure(check: "row 0 has its ==90@1 width") }
    self.engine = engine
    self.views = views
    self.weakWidth = weakWidth
    self.widthLinks = widthLinks
    self.constraintCount = count
  }
}
