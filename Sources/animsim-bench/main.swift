// animsim-bench: performance figures, not pass/fail tests. Run in release:
//   swift run -c release animsim-bench <workload> [--json] [N ...]
// Each workload lives in its own file and prints one line (JSON with --json) per N.

import Foundation

let workloads: [(name: String, summary: String, run: (BenchArguments) -> Void)] = [
  ("grid", "solver-level grid (docs/solver.md)", runGridBenchmark),
  ("layout-grid", "the grid as views and VFL: first layout, one re-layout", runLayoutGridBenchmark),
  (
    "device-grid", "layout-grid on a @3x screen with a safe area and margins",
    runDeviceGridBenchmark
  ),
  ("animate", "1000 views, 1 s at 60 fps, interpolate and relayout", runAnimateBenchmark),
  ("export", "views x 60 frames written as CSV", runExportBenchmark),
  ("zoo", "shapes at N and 4N with growth ratios [--kiwi] [--only=a,b]", runZooBenchmark),
  (
    "stack", "rows of ten views in stack views: first layout, hide/show one view", runStackBenchmark
  ),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "ib-corpus" {
  runIBCorpusBenchmark(Array(arguments.dropFirst()))
  exit(0)
}
guard let name = arguments.first, let workload = workloads.first(where: { $0.name == name })
else {
  var usage = "usage: animsim-bench <workload> [--json] [N ...]\nworkloads:\n"
  for workload in workloads {
    usage += "  \(workload.name)\t\(workload.summary)\n"
  }
  usage += "  ib-corpus DIR\tInterface Builder documents: throughput and conformance\n"
  FileHandleOutput.standardError(usage)
  exit(64)
}
guard let parsed = BenchArguments(Array(arguments.dropFirst())) else {
  FileHandleOutput.standardError(
    "animsim-bench: arguments are '--json', '--kiwi', '--only=a,b' and positive integers\n")
  exit(64)
}
workload.run(parsed)
