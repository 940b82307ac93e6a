/// A command line split into positional arguments and options, checked against a spec.
struct ParsedArguments {
  /// The positional arguments, in order.
  var positionals: [String] = []
  /// The value of every option given with one (the last occurrence wins).
  private var values: [String: String] = [:]
  /// Every value of every option, in command-line order (for repeatable options).
  private var repeated: [String: [String]] = [:]
  /// The flags given.
  private var flags: Set<String> = []
  /// Whether `--help` (or `-h`) was given.
  var wantsHelp = false

  /// Parses `arguments` (everything after the subcommand) against `spec`.
  ///
  /// Options may come before, between or after positional arguments; `--` ends options.
  /// - Throws: `UsageError` for unknown options, missing values and a wrong argument count.
  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.option(named: name) else {
        let names = spec.options.map(\.name) + ["--help"]
        throw .unknownOption(
          name, command: spec.name,
          suggestion: shortOptionSuggestion(for: name, among: names)
            ?? suggestion(for: name, among: names))
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .missingValue(option: name, command: spec.name)
        }
        values[name] = value
        repeated[name, default: []].append(value)
      } else {
        guard inlineValue == nil else { throw .unexpectedValue(option: name, command: spec.name) }
        flags.insert(name)
      }
    }
    if wantsHelp { return }
    if positionals.count < spec.minimumArguments { throw .missingArgument(command: spec.name) }
    if let maximum = spec.maximumArguments, positionals.count > maximum {
      throw .extraArgument(positionals[maximum], command: spec.name)
    }
  }

  /// Whether the flag `name` was given.
  func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The raw value of the option `name`, if given.
  func value(_ name: String) -> String? {
    values[name]
  }

  /// Every raw value of the option `name`, in command-line order (empty when not given):
  /// for options that may be given several times (`--report junit=a.xml --report sarif=b`).
  func allValues(_ name: String) -> [String] {
    repeated[name] ?? []
  }
}
