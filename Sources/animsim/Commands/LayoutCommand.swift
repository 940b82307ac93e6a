import FrameOutput
import Scenario

/// `animsim layout FILE [--at T]`: one solved frame as a table; for a `.storyboard` or
/// `.xib`, `animsim layout FILE [--scene ID] [--format table|csv] [--text-model]`.
struct LayoutCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "layout", summary: "Print the solved layout at one moment as a table.",
    arguments: "FILE", minimumArguments: 1, maximumArguments: 1,
    options: [
      OptionSpec(
        name: "--at", value: "T|end", help: "The time in seconds, or 'end' (default 0)."),
      OptionSpec(
        name: "--scene", value: "ID",
        help: "Storyboard/xib: the scene (sceneID, storyboard identifier or view id)."),
      OptionSpec(
        name: "--format", value: "table|csv", help: "Storyboard/xib: the output (default table)."),
      OptionSpec(
        name: "--text-model", value: nil,
        help: "Storyboard/xib: measure text with the text model, not the saved frames."),
      OptionSpec(
        name: "--runtime", value: nil,
        help: "Storyboard/xib: lay out what the device shows, not Interface Builder's canvas."),
    ],
    discussion: """
      Shows every view's frame (in its superview's coordinates) and window position,
      indented by depth. Example: animsim layout Scenarios/seed1-gray-views.animsim --at end
      A .storyboard or .xib is laid out as the Interface Builder canvas of the Xcode that saved
      it shows it (its saved frames), or with --runtime as the app shows it on the device
      (docs/interface-builder.md): CSV columns scene,id,view,x,y,width,height,window_x,window_y.
      Example: animsim layout Scenarios/ib/Login.storyboard --format csv
      """)

  /// The script path.
  let file: String
  /// The time to show, `nil` for the end of the run.
  let time: Double?
  /// Documents: the scene to lay out (all when nil).
  let scene: String?
  /// Documents: `table` or `csv`.
  let format: String
  /// Documents: measure text with the text model.
  let useTextModel: Bool
  /// Documents: lay out what the device shows instead of Interface Builder's canvas.
  let runtime: Bool

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    file = arguments.positionals[0]
    scene = arguments.value("--scene")
    format = arguments.value("--format") ?? "table"
    useTextModel = arguments.flag("--text-model")
    runtime = arguments.flag("--runtime")
    // An option for the other kind of file is refused, not ignored.
    let isDocument = InterfaceBuilderLoader.isDocument(file)
    let documentOnly = ["--scene", "--format", "--text-model", "--runtime"]
    for option in isDocument ? ["--at"] : documentOnly
    where arguments.value(option) != nil || arguments.flag(option) {
      throw .notForThisFile(
        option: option, appliesTo: isDocument ? "a script" : "a .storyboard or .xib",
        command: Self.spec.name)
    }
    guard format == "table" || format == "csv" else {
      throw .invalidValue(
        option: "--format", value: format, expected: "'table' or 'csv'", command: Self.spec.name)
    }
    if arguments.value("--at") == "end" {
      time = nil
    } else {
      do {
        time = try arguments.seconds("--at", command: Self.spec.name) ?? 0
      } catch {
        throw .invalidValue(
          option: "--at", value: arguments.value("--at") ?? "",
          expected: "a time in seconds (0.5, 500ms) or 'end'", command: Self.spec.name)
      }
    }
  }

  /// Runs the command and returns its exit status.
  func execute() throws -> Int32 {
    if InterfaceBuilderLoader.isDocument(file) { return try executeDocument() }
    guard let scenario = try ScenarioLoader.loadReportingErrors(file) else {
      return ExitStatus.invalidScript
    }
    var options = RunOptions()
    if let time { options.sampleTimes = [time] }
    let sink = LastFrameSink()
    guard ScenarioLoader.runReportingErrors(scenario, options: options, into: sink) != nil else {
      return ExitStatus.invalidScript
    }
    guard let frame = sink.frame else { return ExitStatus.success }
    Console.out(LayoutTable.render(views: sink.views, frame: frame))
    return ExitStatus.success
  }
}
