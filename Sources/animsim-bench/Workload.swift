import Diagnostics

/// One benchmark workload as the command line names it.
///
/// Every workload is registered once, in `Workload.all`; its arguments are checked against
/// its entry before it runs.
struct Workload: Sendable {
  /// How a workload reads its arguments.
  enum Runner: Sendable {
    /// `[--json] [--kiwi] [--only=a,b] [N ...]`, parsed and checked into `BenchArguments`.
    case sized(@Sendable (BenchArguments) throws(BenchError) -> Void)
    /// Its own arguments (`ib-corpus DIR [--mismatches]`).
    case raw(@Sendable ([String]) throws(BenchError) -> Void)
  }

  /// The name on the command line.
  let name: String
  /// The arguments shown after the name in the usage summary, if any.
  var synopsis = ""
  /// One line on what it measures.
  let summary: String
  /// The names `--only` accepts (the zoo's shapes, animate's modes); empty: `--only` is
  /// refused.
  var parts: [String] = []
  /// What a part is called in messages ("shape", "mode").
  var partKind = "shape"
  /// Whether `--kiwi` runs a peer script (bench/); else `--kiwi` is refused.
  var hasKiwiPeer = false
  /// Runs it.
  let runner: Runner

  /// Every workload, in the order the usage summary lists them.
  static let all: [Workload] = [
    Workload(
      name: "grid", summary: "solver-level grid (docs/solver.md)",
      runner: .sized(runGridBenchmark)),
    Workload(
      name: "layout-grid", summary: "the grid as views and VFL: first layout, one re-layout",
      runner: .sized(runLayoutGridBenchmark)),
    Workload(
      name: "device-grid", summary: "layout-grid on a @3x screen with a safe area and margins",
      runner: .sized(runDeviceGridBenchmark)),
    Workload(
      name: "animate",
      summary: "1000 views, 1 s at 60 fps: interpolate, relayout, appearance [--only=a,b]",
      parts: animateModes, partKind: "mode", runner: .sized(runAnimateBenchmark)),
    Workload(
      name: "export", summary: "views x 60 frames written as CSV",
      runner: .sized(runExportBenchmark)),
    Workload(
      name: "zoo", summary: "shapes at N and 4N with growth ratios [--kiwi] [--only=a,b]",
      parts: zooShapes.map(\.name), hasKiwiPeer: true, runner: .sized(runZooBenchmark)),
    Workload(
      name: "stack", summary: "rows of ten views in stack views: first layout, hide/show one view",
      runner: .sized(runStackBenchmark)),
    Workload(
      name: "uikit",
      summary: "1000 views animated through AnimsimUIKit against a Timeline directly",
      runner: .sized(runUIKitBenchmark)),
    Workload(
      name: "ib-corpus", synopsis: "DIR",
      summary: "Interface Builder documents: throughput and conformance",
      runner: .raw(runIBCorpusBenchmark)),
  ]

  /// The form of a sized workload's arguments, with only the options it takes.
  var argumentForm: String {
    "[--json]" + (hasKiwiPeer ? " [--kiwi]" : "") + (parts.isEmpty ? "" : " [--only=a,b]")
      + " [N ...]"
  }

  /// The usage summary: the command's form and one line per workload.
  static var usage: String {
    var text = "usage: animsim-bench <workload> [--json] [N ...]\nworkloads:\n"
    for workload in all {
      let name = workload.synopsis.isEmpty ? workload.name : "\(workload.name) \(workload.synopsis)"
      text += "  \(name)\t\(workload.summary)\n"
    }
    return text
  }

  /// Runs the workload the command line `arguments` (without the program name) names.
  ///
  /// - Parameter runs: The `RUNS` environment variable's value, if set.
  static func run(_ arguments: [String], runs: String?) throws(BenchError) {
    guard let name = arguments.first else { throw .missingWorkload }
    guard let workload = all.first(where: { $0.name == name }) else {
      throw .unknownWorkload(name, suggestion: Suggestion.closest(to: name, in: all.map(\.name)))
    }
    let rest = Array(arguments.dropFirst())
    switch workload.runner {
    case .sized(let run): try run(try BenchArguments(rest, for: workload, runs: runs))
    case .raw(let run): try run(rest)
    }
  }
}
