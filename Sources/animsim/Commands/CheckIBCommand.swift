import Diagnostics
import Scenario

/// `animsim check-ib FILE…`: the issues Xcode would show for storyboards and xibs.
struct CheckIBCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "check-ib", summary: "Check storyboards and xibs: misplaced views, conflicts, ambiguity.",
    arguments: "FILE…", minimumArguments: 1, maximumArguments: nil,
    options: [
      OptionSpec(
        name: "--text-model", value: nil,
        help: "Measure text with the text model, not the saved frames.")
    ],
    discussion: """
      Lays out every scene and reports, at the document's own line, each view whose saved
      frame differs from the solved one by more than 0.5 pt (misplaced), each constraint
      broken by a conflict and each ambiguous view, with the view's IB id.
      Exit status: 0 no issue, 1 an issue was found (or a file could not be opened),
      2 a document cannot be parsed.
      Example: animsim check-ib Scenarios/ib/Login.storyboard
      """)

  /// The documents, in the order their reports are printed.
  let files: [String]
  /// Measure text with the text model.
  let useTextModel: Bool

  /// Reads the parsed command line.
  init(_ arguments: ParsedArguments) {
    files = arguments.positionals
    useTextModel = arguments.flag("--text-model")
  }

  /// Runs the command and returns its exit status.
  ///
  /// A file that cannot be read is reported (`animsim: error: cannot read …`, status 1, as
  /// `check` does) and the remaining files are still checked.
  func execute() -> Int32 {
    var status = ExitStatus.success
    for file in files {
      let opened: LoadedDocument?
      do {
        opened = try InterfaceBuilderLoader.open(file, scene: nil)
      } catch {
        Console.err(error.rendered)
        if status == ExitStatus.success { status = ExitStatus.failure }
        continue
      }
      guard let loaded = opened else {
        status = ExitStatus.invalidScript
        continue
      }
      var issues = 0
      for scene in loaded.scenes {
        let layout = loaded.layout(scene, textModel: useTextModel)
        let found = layout.warnings + layout.documentIssues()
        issues += found.count
        Console.err(found.rendered(source: loaded.source))
      }
      Console.out("\(file): \(loaded.scenes.count) scene(s), \(issues) issue(s)\n")
      if issues > 0 && status == ExitStatus.success { status = ExitStatus.failure }
    }
    return status
  }
}
