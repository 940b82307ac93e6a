/// A command line that cannot be run; rendered with a usage hint, exit status 64.
enum UsageError: Error, Equatable {
  /// No subcommand was given.
  case missingCommand
  /// The subcommand is not known; `suggestion` is the closest known one.
  case unknownCommand(String, suggestion: String?)
  /// The option is not known to `command`; `suggestion` is the closest known one.
  case unknownOption(String, command: String, suggestion: String?)
  /// The option needs a value and none followed.
  case missingValue(option: String, command: String)
  /// The option's value is not acceptable; `expected` says what is.
  case invalidValue(option: String, value: String, expected: String, command: String)
  /// A flag was given a value (`--realtime=yes`).
  case unexpectedValue(option: String, command: String)
  /// Too few positional arguments.
  case missingArgument(command: String)
  /// More positional arguments than the command takes; the first extra one.
  case extraArgument(String, command: String)
  /// Two options that cannot be combined.
  case conflictingOptions(String, String, command: String)

  /// The command whose usage to show, if any.
  var command: String? {
    switch self {
    case .missingCommand, .unknownCommand: nil
    case .unknownOption(_, let command, _), .missingValue(_, let command),
      .invalidValue(_, _, _, let command), .unexpectedValue(_, let command),
      .missingArgument(let command), .extraArgument(_, let command),
      .conflictingOptions(_, _, let command):
      command
    }
  }

  /// The one-line message.
  var message: String {
    switch self {
    case .missingCommand:
      "missing command"
    case .unknownCommand(let name, let suggestion):
      "unknown command '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .unknownOption(let name, _, let suggestion):
      "unknown option '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .missingValue(let option, _):
      "option '\(option)' needs a value"
    case .invalidValue(let option, let value, let expected, _):
      "invalid value '\(value)' for '\(option)': expected \(expected)"
    case .unexpectedValue(let option, _):
      "option '\(option)' takes no value"
    case .missingArgument:
      "missing argument"
    case .extraArgument(let argument, _):
      "unexpected argument '\(argument)'"
    case .conflictingOptions(let first, let second, _):
      "'\(first)' cannot be combined with '\(second)'"
    }
  }
}

/// The closest of `candidates` to `word` by edit distance, when it is close enough to be a
/// plausible typo (distance below 4 and below the word's length).
func suggestion(for word: String, among candidates: [String]) -> String? {
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(word, candidate)
    if distance < 4, distance < max(word.count, 2), distance < (best?.distance ?? Int.max) {
      best = (candidate, distance)
    }
  }
  return best?.candidate
}

/// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions).
///
/// - Complexity: O(a.count × b.count) time, O(b.count) memory.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  var current = Array(repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
