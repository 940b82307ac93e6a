import Diagnostics
import FrameOutput
import InterfaceBuilder
import Scenario

/// `animsim import FILE [--scene ID] [--out FILE]`: a storyboard or xib scene as a script.
struct ImportCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "import", summary: "Write a storyboard or xib scene as an equivalent scenario script.",
    arguments: "FILE", minimumArguments: 1, maximumArguments: 1,
    options: [
      OptionSpec(
        name: "--scene", value: "ID",
        help: "The scene (sceneID, storyboard identifier or view id); the first by default."),
      OptionSpec(
        name: "--out", value: "FILE", help: "Write to FILE instead of stdout, atomically."),
      OptionSpec(
        name: "--text-model", value: nil,
        help: "Measure text with the text model, not the saved frames."),
    ],
    discussion: """
      The script models what the app shows on the device (not Interface Builder's canvas):
      the device's safe area, without placeholder constraints. It declares the scene's device or screen, its views (named as 'load' names
      them, IB ids in comments), their intrinsic sizes and priorities, and every
      constraint, so it lays out as the document does. Exit status 2 when the document
      cannot be read or the scene does not exist.
      Example: animsim import Scenarios/ib/Login.storyboard --out login.animsim
      """)

  let file: String
  let scene: String?
  let out: String?
  let useTextModel: Bool

  /// Reads the parsed command line.
  init(_ arguments: ParsedArguments) {
    file = arguments.positionals[0]
    scene = arguments.value("--scene")
    out = arguments.value("--out")
    useTextModel = arguments.flag("--text-model")
  }

  /// Runs the command and returns its exit status.
  func execute() throws -> Int32 {
    guard let loaded = try InterfaceBuilderLoader.open(file, scene: scene) else {
      return ExitStatus.invalidScript
    }
    // The selected scene, or the first (`scenes` is never empty).
    // A script models the app: the device's safe area, no placeholder constraints.
    let layout = loaded.layout(loaded.scenes[0], textModel: useTextModel, mode: .runtime)
    Console.err(layout.warnings.rendered(source: loaded.source))
    let text = layout.scenarioScript()
    guard let out else {
      Console.out(text)
      return ExitStatus.success
    }
    let destination = try OutputDestination(atomicallyAt: out)
    // Ctrl-C between the temporary file and the rename removes the temporary file.
    let interrupts = InterruptGuard()
    interrupts.removeOnInterrupt(destination.temporaryPath)
    defer { interrupts.uninstall() }
    let buffer = ByteBuffer(sink: destination.sink)
    buffer.append(text)
    buffer.flush()
    try destination.commit()
    return ExitStatus.success
  }
}
