import Diagnostics
import Scenario

/// `animsim explain FILE`: conflicts and ambiguity, in plain words and in Apple's format.
struct ExplainCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "explain",
    summary: "Explain conflicts and ambiguity in plain words and in Apple's log format.",
    arguments: "FILE", minimumArguments: 1, maximumArguments: 1, options: [],
    discussion: """
      Runs the whole scenario and describes every layout pass that broke a constraint
      ("Unable to simultaneously satisfy constraints") or left a frame ambiguous.
      Example: animsim explain Scenarios/seed3-conflict.animsim
      """)

  /// The script path.
  let file: String

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positionals[0]
  }

  /// Runs the command and returns its exit status.
  func execute() throws -> Int32 {
    guard let scenario = try ScenarioLoader.loadReportingErrors(file) else {
      return ExitStatus.invalidScript
    }
    guard
      let result = ScenarioLoader.runReportingErrors(scenario, options: RunOptions(), into: nil)
    else { return ExitStatus.invalidScript }
    Console.out(result.explanation.rendered())
    return ExitStatus.success
  }
}
