/// The `animsim` command: dispatches to a subcommand and turns failures into exit statuses.
enum Tool {
  /// The version printed by `--version`.
  static let version = "animsim 1.0.0"

  /// Every subcommand, in the order the overview lists them.
  static let commands: [CommandSpec] = [
    RunCommand.spec, CheckCommand.spec, LayoutCommand.spec, ExplainCommand.spec, DiffCommand.spec,
    CheckIBCommand.spec, ImportCommand.spec,
  ]

  /// The overview printed by `animsim --help`.
  static var overview: String {
    var text = """
      animsim: simulate Auto Layout constraint changes and their animations, frame by frame.

      usage: animsim <command> [options]
             animsim --help | --version

      commands:

      """
    for command in commands {
      text += "  " + command.name + String(repeating: " ", count: 10 - command.name.count)
      text += command.summary + "\n"
    }
    text += "\nSee 'animsim <command> --help' for a command's options.\n"
    return text
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  static func main(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      return usageFailure(.missingCommand)
    }
    switch first {
    case "--help", "-h", "help":
      if first == "help", arguments.count > 1,
        let spec = commands.first(where: { $0.name == arguments[1] })
      {
        Console.out(spec.help)
      } else {
        Console.out(overview)
      }
      return ExitStatus.success
    case "--version":
      Console.out(version + "\n")
      return ExitStatus.success
    default:
      break
    }
    guard let spec = commands.first(where: { $0.name == first }) else {
      let names = commands.map(\.name) + ["--help", "--version"]
      return usageFailure(.unknownCommand(first, suggestion: suggestion(for: first, among: names)))
    }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
      if parsed.wantsHelp {
        Console.out(spec.help)
        return ExitStatus.success
      }
      switch spec.name {
      case RunCommand.spec.name: return try RunCommand(parsed).execute()
      case CheckCommand.spec.name: return try CheckCommand(parsed).execute()
      case LayoutCommand.spec.name: return try LayoutCommand(parsed).execute()
      case ExplainCommand.spec.name: return try ExplainCommand(parsed).execute()
      case CheckIBCommand.spec.name: return try CheckIBCommand(parsed).execute()
      case ImportCommand.spec.name: return try ImportCommand(parsed).execute()
      default: return try DiffCommand(parsed).execute()
      }
    } catch let error as UsageError {
      return usageFailure(error)
    } catch let error as CommandFailure {
      Console.err(error.rendered)
      return ExitStatus.failure
    } catch {
      Console.err("animsim: error: \(error)\n")
      return ExitStatus.failure
    }
  }

  /// Prints `error` with the usage line of its command and returns 64.
  static func usageFailure(_ error: UsageError) -> Int32 {
    var text = "animsim: error: \(error.message)\n"
    if let name = error.command, let spec = commands.first(where: { $0.name == name }) {
      text += spec.usage + "\nSee 'animsim \(name) --help' for more information.\n"
    } else {
      text += "usage: animsim <command> [options]\nSee 'animsim --help' for the commands.\n"
    }
    Console.err(text)
    return ExitStatus.usage
  }
}
