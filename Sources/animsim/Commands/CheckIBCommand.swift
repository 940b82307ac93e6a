import Diagnostics
import InterfaceBuilder
import Scenario

/// `animsim check-ib PATH…`: the issues Xcode would show for storyboards and xibs.
struct CheckIBCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "check-ib", summary: "Check storyboards and xibs: misplaced views, conflicts, ambiguity.",
    arguments: "PATH…", minimumArguments: 1, maximumArguments: nil,
    options: [
      OptionSpec(
        name: "--text-model", value: nil,
        help: "Measure text with the text model, not the saved frames.")
    ] + BatchOptions.specs,
    discussion: """
      Lays out every scene on the Interface Builder canvas of the Xcode that saved the
      document (what Xcode checks) and reports, at the document's own line, each view whose saved
      frame differs from the solved one by more than 0.5 pt (misplaced), each constraint
      broken by a conflict and each ambiguous view, with the view's IB id. A PATH may be a
      folder: every *.storyboard and *.xib file below it is checked. Files are sorted by
      path and checked in parallel; the output is the same for any --jobs.
      Exit status: 0 no issue (or an empty shard), 1 an issue was found (or a file could not
      be opened), 2 a document cannot be parsed, 64 wrong command line (also a folder
      without documents).
      Example: animsim check-ib Scenarios/ib/Login.storyboard
      """)

  /// The shared options: paths, jobs, shard, reports.
  let batch: BatchOptions
  /// Measure text with the text model.
  let useTextModel: Bool

  /// Reads the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    batch = try BatchOptions(arguments, command: Self.spec.name)
    useTextModel = arguments.flag("--text-model")
  }

  /// Runs the command and returns its exit status.
  ///
  /// A file that cannot be read is reported (`animsim: error: cannot read …`, status 1, as
  /// `check` does) and the remaining files are still checked.
  func execute() throws -> Int32 {
    let textModel = useTextModel
    return try BatchDriver(
      command: Self.spec.name, options: batch, extensions: ["storyboard", "xib"]
    ).run { Self.check($0, textModel: textModel) }
  }

  /// Checks one document: every scene laid out, each issue at the document's line.
  static func check(_ file: String, textModel: Bool) -> FileOutcome {
    let reading: InterfaceBuilderLoader.Reading
    do {
      reading = try InterfaceBuilderLoader.read(file, scene: nil)
    } catch {
      return .unreadable(file, error)
    }
    switch reading {
    case .invalid(let errors, let warnings, let source):
      var outcome = FileOutcome(file: file, verdict: .invalid)
      outcome.stderr = warnings.rendered(source: source) + errors.rendered(source: source)
      let first = errors.first
      outcome.cases = [
        ReportCase(
          name: "read",
          result: .error(
            ReportProblem(
              type: first?.message.id ?? "ib.invalid",
              message: first?.description ?? "the document cannot be read",
              detail: errors.rendered(source: source))))
      ]
      outcome.findings = (warnings + errors).map(Finding.init)
      return outcome
    case .loaded(let loaded, let warnings):
      var outcome = FileOutcome(file: file, verdict: .passed)
      outcome.stderr = warnings.rendered(source: loaded.source)
      outcome.findings = warnings.map(Finding.init)
      var issues = 0
      for scene in loaded.scenes {
        let layout = loaded.layout(scene, textModel: textModel, mode: .canvas)
        let found = layout.warnings + layout.documentIssues()
        issues += found.count
        outcome.stderr += found.rendered(source: loaded.source)
        outcome.findings += found.map(Finding.init)
        outcome.cases += cases(scene, found, source: loaded.source)
      }
      outcome.stdout =
        "\(file): \(loaded.scenes.count) scene(s), \(issues) issue(s) on "
        + IBCanvas(loaded.document).describe(.canvas) + "\n"
      if issues > 0 { outcome.verdict = .failed }
      return outcome
    }
  }

  /// A scene's test cases: one per kind of issue, in `IssueKind` order, failed when the
  /// scene has issues of that kind.
  ///
  /// One case per scene and kind, rather than one per scene or one per issue: the set of
  /// names is the same on every run (a reporter tracks each across runs, and fixing the
  /// misplaced views of a scene turns exactly one case green), while each kind stays
  /// separate (a scene's conflicts do not hide behind its misplaced views).
  private static func cases(_ scene: IBScene, _ found: [IBDiagnostic], source: SourceFile)
    -> [ReportCase]
  {
    let label =
      "scene " + scene.id + (scene.storyboardIdentifier.map { " (" + $0 + ")" } ?? "")
    return IssueKind.allCases.map { kind in
      let issues = found.filter { IssueKind($0.message) == kind }
      let name = label + ": " + kind.title
      guard let first = issues.first else { return ReportCase(name: name, result: .passed) }
      let count = issues.count == 1 ? "1 issue" : "\(issues.count) issues"
      return ReportCase(
        name: name,
        result: .failed(
          ReportProblem(
            type: first.message.id, message: count + ", the first: " + first.message.text,
            detail: issues.rendered(source: source))))
    }
  }
}

/// The kinds of issue `check-ib` reports a test case for, per scene.
enum IssueKind: CaseIterable, Equatable {
  /// Problems met while building the scene (unknown ids, invalid constraints, elements
  /// laid out as plain views).
  case build
  /// Views whose saved frame differs from the solved one.
  case misplaced
  /// Constraints broken by conflicts.
  case conflicts
  /// Required constraints the saved frames miss.
  case savedFrames
  /// Views whose frame the constraints leave ambiguous.
  case ambiguity

  /// The kind of `problem`.
  init(_ problem: IBProblem) {
    switch problem {
    case .misplaced: self = .misplaced
    case .conflict: self = .conflicts
    case .staleSavedFrames: self = .savedFrames
    case .ambiguous: self = .ambiguity
    default: self = .build
    }
  }

  /// The test case's name after the scene.
  var title: String {
    switch self {
    case .build: "build"
    case .misplaced: "misplaced views"
    case .conflicts: "conflicts"
    case .savedFrames: "saved frames"
    case .ambiguity: "ambiguity"
    }
  }
}
