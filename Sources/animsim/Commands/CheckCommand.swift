import Diagnostics
import Dispatch
import Foundation
import Scenario

/// `animsim check FILE…`: evaluates every expectation and the automatic checks.
struct CheckCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "check", summary: "Check scenarios: their expect lines and the automatic checks.",
    arguments: "FILE…", minimumArguments: 1, maximumArguments: nil,
    options: [
      OptionSpec(
        name: "--allow-conflicts", value: nil,
        help: "Do not fail when a layout pass breaks a constraint."),
      OptionSpec(
        name: "--allow-ambiguity", value: nil, help: "Do not fail when a layout is ambiguous."),
      OptionSpec(
        name: "--allow-stale-frames", value: nil,
        help: "Do not fail when an animation starts from a never-committed frame."),
      OptionSpec(name: "--fps", value: "N", help: "Sampling rate, overriding the scripts' fps."),
    ],
    discussion: """
      Every sampled frame is checked for unsatisfiable constraints, ambiguous layout and
      animations from never-committed frames (each can be turned off); containment and
      overlap are checked where `expect always …` asks. Files are checked in parallel and
      reported in argument order. Exit status: 0 all passed, 1 an expectation failed,
      2 a script is invalid, 64 wrong command line.
      """)

  /// The scripts to check, in the order their reports are printed.
  let files: [String]
  /// The automatic checks turned off by flags.
  let disabled: Set<AutomaticCheck>
  /// `--fps`: overrides the scripts' rate.
  let fps: Int?

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    files = arguments.positionals
    var disabled: Set<AutomaticCheck> = []
    if arguments.flag("--allow-conflicts") { disabled.insert(.conflicts) }
    if arguments.flag("--allow-ambiguity") { disabled.insert(.ambiguity) }
    if arguments.flag("--allow-stale-frames") { disabled.insert(.staleFrames) }
    self.disabled = disabled
    fps = try arguments.integer("--fps", in: 1...1000, command: Self.spec.name)
  }

  /// What checking one file produced.
  struct FileReport: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the command and returns its exit status.
  func execute() -> Int32 {
    let reports = ReportList(count: files.count)
    let files = files
    let disabled = disabled
    let fps = fps
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      reports.set(index, Self.check(files[index], disabled: disabled, fps: fps))
    }
    var passed = 0
    var failed = 0
    var invalid = 0
    for report in reports.all {
      Console.err(report.stderr)
      Console.out(report.stdout)
      switch report.status {
      case ExitStatus.success: passed += 1
      case ExitStatus.invalidScript: invalid += 1
      default: failed += 1
      }
    }
    if files.count > 1 {
      Console.out(
        "\(files.count) files: \(passed) passed, \(failed) failed, \(invalid) invalid\n")
    }
    if invalid > 0 { return ExitStatus.invalidScript }
    return failed > 0 ? ExitStatus.failure : ExitStatus.success
  }

  /// Checks one file.
  static func check(_ file: String, disabled: Set<AutomaticCheck>, fps: Int?) -> FileReport {
    let scenario: CompiledScenario
    do {
      switch try ScenarioLoader.load(file) {
      case .invalid(let report):
        return FileReport(
          status: ExitStatus.invalidScript, stdout: "INVALID \(file)\n", stderr: report)
      case .compiled(let compiled):
        scenario = compiled
      }
    } catch {
      return FileReport(
        status: ExitStatus.failure, stdout: "FAIL \(file)\n",
        stderr: error.rendered)
    }
    var options = RunOptions()
    options.disabledChecks = disabled
    if let fps { options.fps = fps }
    let result: RunResult
    do {
      result = try ScenarioRunner(scenario, options: options).run(into: nil)
    } catch {
      return FileReport(
        status: ExitStatus.invalidScript, stdout: "INVALID \(file)\n",
        stderr: error.diagnostics.rendered(source: scenario.source))
    }
    let stderr = result.warnings.rendered(source: scenario.source)
    var stdout = ""
    for failure in result.failures {
      stdout += failure.rendered() + "\n"
    }
    let total = result.expectations.count
    if result.passed {
      stdout += "PASS \(file) (\(total) checks, \(result.frameCount) frames)\n"
      return FileReport(status: ExitStatus.success, stdout: stdout, stderr: stderr)
    }
    stdout += "FAIL \(file) (\(result.failures.count) of \(total) checks failed)\n"
    return FileReport(status: ExitStatus.failure, stdout: stdout, stderr: stderr)
  }
}

/// Per-file reports filled in from parallel workers, read back in argument order.
private final class ReportList: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [CheckCommand.FileReport?]

  init(count: Int) {
    reports = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ report: CheckCommand.FileReport) {
    lock.withLock { reports[index] = report }
  }

  var all: [CheckCommand.FileReport] {
    lock.withLock { reports.compactMap { $0 } }
  }
}
