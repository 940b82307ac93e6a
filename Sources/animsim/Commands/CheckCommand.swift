import Diagnostics
import Scenario

/// `animsim check PATH…`: evaluates every expectation and the automatic checks.
struct CheckCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "check", summary: "Check scenarios: their expect lines and the automatic checks.",
    arguments: "PATH…", minimumArguments: 1, maximumArguments: nil,
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
    ] + BatchOptions.specs,
    discussion: """
      Every sampled frame is checked for unsatisfiable constraints, ambiguous layout and
      animations from never-committed frames (each can be turned off); containment and
      overlap are checked where `expect always …` asks. A PATH may be a folder: every
      *.animsim file below it is checked. Files are sorted by path and checked in
      parallel; the output is the same for any --jobs. Exit status: 0 all passed (or an
      empty shard), 1 an expectation failed, 2 a script is invalid, 64 wrong command line
      (also a folder without scripts).
      Example: animsim check Scenarios --report junit=check.xml --shard 1/4
      """)

  /// The shared options: paths, jobs, shard, reports.
  let batch: BatchOptions
  /// The automatic checks turned off by flags.
  let disabled: Set<AutomaticCheck>
  /// `--fps`: overrides the scripts' rate.
  let fps: Int?

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    batch = try BatchOptions(arguments, command: Self.spec.name)
    var disabled: Set<AutomaticCheck> = []
    if arguments.flag("--allow-conflicts") { disabled.insert(.conflicts) }
    if arguments.flag("--allow-ambiguity") { disabled.insert(.ambiguity) }
    if arguments.flag("--allow-stale-frames") { disabled.insert(.staleFrames) }
    self.disabled = disabled
    fps = try arguments.integer("--fps", in: 1...1000, command: Self.spec.name)
  }

  /// Runs the command and returns its exit status.
  func execute() throws -> Int32 {
    let disabled = disabled
    let fps = fps
    return try BatchDriver(command: Self.spec.name, options: batch, extensions: ["animsim"]).run {
      Self.check($0, disabled: disabled, fps: fps)
    }
  }

  /// Checks one file.
  static func check(_ file: String, disabled: Set<AutomaticCheck>, fps: Int?) -> FileOutcome {
    let scenario: CompiledScenario
    do {
      switch try ScenarioLoader.load(file) {
      case .invalid(let diagnostics, let source):
        return invalid(file, diagnostics, source: source)
      case .compiled(let compiled):
        scenario = compiled
      }
    } catch {
      var outcome = FileOutcome.unreadable(file, error)
      outcome.stdout = "FAIL \(file)\n"
      return outcome
    }
    var options = RunOptions()
    options.disabledChecks = disabled
    if let fps { options.fps = fps }
    let result: RunResult
    do {
      result = try ScenarioRunner(scenario, options: options).run(into: nil)
    } catch {
      return invalid(file, error.diagnostics, source: scenario.source)
    }
    var outcome = FileOutcome(file: file, verdict: result.passed ? .passed : .failed)
    outcome.stderr = result.warnings.rendered(source: scenario.source)
    for failure in result.failures {
      outcome.stdout += failure.rendered() + "\n"
    }
    let total = result.expectations.count
    if result.passed {
      outcome.stdout += "PASS \(file) (\(total) checks, \(result.frameCount) frames)\n"
    } else {
      outcome.stdout += "FAIL \(file) (\(result.failures.count) of \(total) checks failed)\n"
    }
    let ran = AutomaticCheck.allCases.filter {
      !disabled.contains($0) && !scenario.settings.allowed.contains($0)
    }
    outcome.cases = cases(result, automatic: ran)
    outcome.findings = result.warnings.map(Finding.init)
    for failure in result.failures {
      outcome.findings.append(
        Finding(
          rule: rule(failure.kind), level: .error, message: failureMessage(failure),
          file: failure.file, line: failure.line, column: failure.column))
    }
    return outcome
  }

  /// The outcome of a script that does not compile, or whose run stopped on an error.
  private static func invalid(
    _ file: String, _ diagnostics: [ScenarioDiagnostic], source: SourceFile
  ) -> FileOutcome {
    var outcome = FileOutcome(file: file, verdict: .invalid)
    outcome.stdout = "INVALID \(file)\n"
    outcome.stderr = diagnostics.rendered(source: source)
    let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
    outcome.cases = [
      ReportCase(
        name: "compile",
        result: .error(
          ReportProblem(
            type: first?.message.id ?? "scenario.invalid",
            message: first?.description ?? "the script is invalid", detail: outcome.stderr)))
    ]
    outcome.findings = diagnostics.map(Finding.init)
    return outcome
  }

  /// One test case per `expect` line (in script order), then one per automatic check that
  /// ran, in `AutomaticCheck` order: failed when the run found it, passed otherwise.
  private static func cases(_ result: RunResult, automatic: [AutomaticCheck]) -> [ReportCase] {
    var cases: [ReportCase] = []
    var failedAutomatic: [(AutomaticCheck, ExpectationResult)] = []
    for expectation in result.expectations {
      if case .automatic(let check) = expectation.kind {
        failedAutomatic.append((check, expectation))
        continue
      }
      cases.append(
        ReportCase(
          name: expectation.text + " (line \(expectation.line))",
          result: expectation.passed ? .passed : .failed(problem(expectation))))
    }
    for check in automatic {
      let failure = failedAutomatic.first { $0.0 == check }?.1
      cases.append(
        ReportCase(
          name: automaticName(check), result: failure.map { .failed(problem($0)) } ?? .passed))
    }
    return cases
  }

  /// A failed expectation's JUnit details.
  private static func problem(_ failure: ExpectationResult) -> ReportProblem {
    ReportProblem(
      type: rule(failure.kind), message: failureMessage(failure), detail: failure.rendered())
  }

  /// `TEXT: expected E, actual A at t=T`: the failure line without its location.
  private static func failureMessage(_ failure: ExpectationResult) -> String {
    let rendered = failure.rendered()
    let location = "\(failure.file):\(failure.line):\(failure.column): "
    return rendered.hasPrefix(location) ? String(rendered.dropFirst(location.count)) : rendered
  }

  /// The name of an automatic check's test case, the same whether it passed or failed.
  static func automaticName(_ check: AutomaticCheck) -> String {
    switch check {
    case .conflicts: "automatic: no unsatisfiable constraints"
    case .ambiguity: "automatic: no ambiguous layout"
    case .staleFrames: "automatic: no animation from a frame never laid out"
    }
  }

  /// The rule id of a failed expectation or automatic check (`expect.frame`,
  /// `check.conflicts`): the kind's case name, as message ids are.
  static func rule(_ kind: ExpectationKind) -> String {
    switch kind {
    case .automatic(let check): "check." + DiagnosticMessageID.caseName(of: check)
    default: "expect." + DiagnosticMessageID.caseName(of: kind)
    }
  }
}
