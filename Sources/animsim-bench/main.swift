// animsim-bench: performance figures, not pass/fail tests. Run in release:
//   swift run -c release animsim-bench <workload> [--json] [N ...]
// Each workload lives in its own file and prints one line (JSON with --json) per N; they
// are registered in `Workload.all` (Workload.swift). Any failure is a `BenchError`,
// reported here once: exit 64 for a usage error, 1 for a workload that failed.

import Foundation

do throws(BenchError) {
  try Workload.run(
    Array(CommandLine.arguments.dropFirst()), runs: ProcessInfo.processInfo.environment["RUNS"])
} catch {
  FileHandleOutput.standardError(error.message + (error.showsUsage ? Workload.usage : ""))
  exit(error.exitStatus)
}
