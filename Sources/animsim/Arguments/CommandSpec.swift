/// One option a command accepts: a flag (`--realtime`) or an option with a value
/// (`--format csv`, also written `--format=csv`).
struct OptionSpec: Sendable {
  /// The option's spelling, with its leading dashes.
  let name: String
  /// What the value looks like in help (`csv|ascii|json`), `nil` for a flag.
  let value: String?
  /// One line of help.
  let help: String

  /// Whether the option takes a value.
  var takesValue: Bool { value != nil }
}

/// The static description of one subcommand: what `--help` prints and what the parser checks.
struct CommandSpec: Sendable {
  /// The subcommand's name (`run`, `check`, …).
  let name: String
  /// One line saying what it does.
  let summary: String
  /// The positional arguments as shown in the usage line (`FILE`, `A.csv B.csv`).
  let arguments: String
  /// The fewest positional arguments.
  let minimumArguments: Int
  /// The most positional arguments, `nil` for no limit.
  let maximumArguments: Int?
  /// The options, in the order `--help` lists them (`--help` itself is implicit).
  let options: [OptionSpec]
  /// A few lines after the option list: details and an example.
  let discussion: String

  /// The usage line: `animsim run FILE [--format csv|ascii|json] …`.
  var usage: String {
    var text = "usage: animsim \(name) \(arguments)"
    for option in options {
      text += option.value.map { " [\(option.name) \($0)]" } ?? " [\(option.name)]"
    }
    return text
  }

  /// The full `--help` text.
  var help: String {
    var text = "\(summary)\n\n\(usage)\n\noptions:\n"
    let width =
      (options.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) } + [6]).max() ?? 6
    for option in options + [OptionSpec(name: "--help", value: nil, help: "Show this help.")] {
      let label = option.name + (option.value.map { " " + $0 } ?? "")
      text +=
        "  " + label + String(repeating: " ", count: width - label.count + 2) + option.help + "\n"
    }
    if !discussion.isEmpty { text += "\n" + discussion + "\n" }
    return text
  }

  /// The option spelled `name`, if the command has one.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}
