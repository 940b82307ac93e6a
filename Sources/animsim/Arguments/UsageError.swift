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
  /// A folder argument holds no file the command checks; `patterns` says which ones it
  /// looks for (`*.animsim`).
  case emptyFolder(String, patterns: String, command: String)
  /// An option that applies to the other kind of file (`layout script.animsim --scene X`);
  /// `appliesTo` says which files take it.
  case notForThisFile(option: String, appliesTo: String, command: String)

  /// The command whose usage to show, if any.
  var command: String? {
    switch self {
    case .missingCommand, .unknownCommand: nil
    case .unknownOption(_, let command, _), .missingValue(_, let command),
      .invalidValue(_, _, _, let command), .unexpectedValue(_, let command),
      .missingArgument(let command), .extraArgument(_, let command),
      .conflictingOptions(_, _, let command), .emptyFolder(_, _, let command),
      .notForThisFile(_, _, let command):
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
    case .emptyFolder(let folder, let patterns, _):
      "no \(patterns) file in folder '\(folder)' (or below it)"
    case .notForThisFile(let option, let appliesTo, _):
      "'\(option)' applies to \(appliesTo) only"
    }
  }
}

/// The long option a single-dash option may stand for.
///
/// `-format` stands for `--format`, and `-f` for the
/// first option of `candidates` (in the command's order) that starts with `--f`; nil when
/// none does. animsim has no short options but `-h`.
func shortOptionSuggestion(for word: String, among candidates: [String]) -> String? {
  guard word.hasPrefix("-"), !word.hasPrefix("--") else { return nil }
  if candidates.contains("-" + word) { return "-" + word }
  guard word.count == 2 else { return nil }
  return candidates.first { $0.hasPrefix("-" + word) }
}

/// The closest of `candidates` to `word`, when it is close enough to be a plausible typo: at
/// most one edit per three characters (at least one, at most three), counting a swap of two
/// neighbouring characters as one edit.
func suggestion(for word: String, among candidates: [String]) -> String? {
  let limit = min(3, max(1, (word.count + 1) / 3))
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(word, candidate)
    if distance <= limit, distance < (best?.distance ?? Int.max) {
      best = (candidate, distance)
    }
  }
  return best?.candidate
}

/// The optimal-string-alignment distance between `a` and `b`: insertions, deletions,
/// substitutions and swaps of two neighbouring characters each count one.
///
/// - Complexity: O(a.count × b.count) time and memory.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { table[i][0] = i }
  for j in 0...b.count { table[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        best = min(best, table[i - 2][j - 2] + 1)
      }
      table[i][j] = best
    }
  }
  return table[a.count][b.count]
}
