import Foundation

// zoo: shapes real layouts have, each at N and 4N (default N = 1000), to show that no shape
// grows faster than linearly. One line per shape and size: the median time of RUNS runs
// (one warm-up first) and, on the 4N line, the growth ratio time(4N) / time(N) (linear ≈ 4).
// The shapes are registered once, in `zooShapes`, which `--only` is checked against; each
// is defined in the file of its subject: ZooSolverShapes.swift (the solver alone, the same
// shapes as bench/kiwi_zoo.py) and ZooLayoutShapes.swift (the real engine, views and VFL).

/// One zoo shape: its name, the unit of its figure, and its run.
///
/// A run at a size returns the figure; it throws what Layout or the solver throw, or a
/// `CheckFailure`.
struct ZooShape: Sendable {
  let name: String
  let unit: String
  let run: @Sendable (Int) throws -> Double
}

/// Every zoo shape, in the order they run and print.
let zooShapes: [ZooShape] = [
  ZooShape(name: "chain", unit: "us_per_frame", run: zooChain),
  ZooShape(name: "stack", unit: "ms", run: { try zooStack($0) }),
  ZooShape(name: "stack-fit", unit: "ms", run: { try zooStack($0, squeezed: false) }),
  ZooShape(name: "priorities", unit: "ms", run: zooPriorities),
  ZooShape(name: "churn", unit: "us_per_frame", run: zooChurn),
  ZooShape(name: "conflict", unit: "ms", run: zooConflict),
  ZooShape(name: "relayout", unit: "us_per_frame", run: zooRelayout),
  ZooShape(name: "nesting", unit: "ms", run: zooNesting),
  ZooShape(name: "labels", unit: "ms", run: { try zooLabels($0) }),
  ZooShape(name: "labels-fit", unit: "ms", run: { try zooLabels($0, squeezed: false) }),
  ZooShape(name: "table", unit: "ms", run: zooTable),
  ZooShape(name: "toggle", unit: "us_per_frame", run: zooToggle),
  ZooShape(name: "vfl-conflict", unit: "ms", run: zooVFLConflict),
  ZooShape(name: "ambiguity", unit: "ms", run: zooAmbiguity),
]

/// Runs the zoo for the sizes given (default 1000), each at N and 4N: the shapes of
/// `--only` (already checked against `zooShapes`), or all of them.
func runZooBenchmark(_ arguments: BenchArguments) throws(BenchError) {
  let bases = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  let only = arguments.only
  for shape in zooShapes where only.isEmpty || only.contains(shape.name) {
    for base in bases {
      var previous: Double?
      for size in [base, 4 * base] {
        let figure = try running("zoo \(shape.name)") {
          _ = try shape.run(size)  // warm-up
          return median(try (0..<arguments.runs).map { _ in try shape.run(size) })
        }
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
/// standard error and skipped: the peer is a comparison, not part of the zoo's result.
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

/// The smoothstep ease of the animated shapes (`chain`, `relayout`) at frame `frame` of 60.
func zooEase(_ frame: Int) -> Double {
  let p = Double(frame) / 60
  return p * p * (3 - 2 * p)
}
