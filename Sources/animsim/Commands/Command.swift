/// One `animsim` subcommand: its spec, how it reads its parsed arguments, and how it runs.
///
/// `Tool.commands` lists every command type once; dispatch and help both come from that
/// list (swift-argument-parser's `subcommands` works the same way).
protocol Command: Sendable {
  /// The command's name, options and help text.
  static var spec: CommandSpec { get }

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Runs the command and returns its exit status.
  ///
  /// - Throws: `CommandFailure` (printed, exit status 1), or another error (printed).
  func execute() throws -> Int32
}
