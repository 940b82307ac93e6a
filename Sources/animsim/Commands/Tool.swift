/// The `animsim` command: dispatches to a subcommand and turns failures into exit statuses.
enum Tool {
  /// The version number (the SARIF report's `version` and `semanticVersion`).
  static let versionNumber = "1.0.0"
  /// The version printed by `--version`.
  static let version = "animsim " + versionNumber

  /// Every subcommand, in the order the overview lists them: the one list dispatch and
  /// help read.
  static let commands: [any Command.Type] = [
    RunCommand.self, CheckCommand.self, LayoutCommand.self, ExplainCommand.self,
    DiffCommand.self, CheckIBCommand.self, ImportCommand.self,
  ]

  /// The command named `name`, if there is one.
  static func lookup(_ name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == name }
  }

  /// The overview printed by `animsim --help`.
  static var overview: String {
    var text = """
      animsim: simulate Auto Layout constraint changes and their animations, frame by frame.

      usage: animsim <command> [options]
             animsim --help | --version

      commands:

      """
    for command in commands {
      let spec = command.spec
      text += "  " + spec.name + String(repeating: " ", count: 10 - spec.name.count)
      text += spec.summary + "\n"
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
        let helped = lookup(arguments[1])
      {
        Console.out(helped.spec.help)
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
    guard let command = lookup(first) else {
      let names = commands.map { $0.spec.name } + ["--help", "--version"]
      return usageFailure(.unknownCommand(first, suggestion: suggestion(for: first, among: names)))
    }
    do {
      return try dispatch(command, Array(arguments.dropFirst()))
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

  /// Parses `arguments` for `command` and runs it (or prints its help).
  private static func dispatch<C: Command>(_ command: C.Type, _ arguments: [String]) throws
    -> Int32
  {
    let parsed = try ParsedArguments(arguments, spec: C.spec)
    if parsed.wantsHelp {
      Console.out(C.spec.help)
      return ExitStatus.success
    }
    return try C(parsed).execute()
  }

  /// Prints `error` with the usage line of its command and returns 64.
  static func usageFailure(_ error: UsageError) -> Int32 {
    var text = "animsim: error: \(error.message)\n"
    if let name = error.command, let command = lookup(name) {
      text += command.spec.usage + "\nSee 'animsim \(name) --help' for more information.\n"
    } else {
      text += "usage: animsim <command> [options]\nSee 'animsim --help' for the commands.\n"
    }
    Console.err(text)
    return ExitStatus.usage
  }
}
