/// The GitHub workflow-command report: one line per finding that a GitHub Actions step
/// turns into an annotation on the file's line.
///
///     ::error file=Scenarios/a.animsim,line=21,col=1,title=Unsatisfiable constraints::message
///     ::warning file=…,line=…,col=…,title=…::message
///     ::notice file=…,line=…,col=…,title=note::message        (a finding's notes)
///
/// The grammar is GitHub's "Workflow commands for GitHub Actions" (docs.github.com/en/
/// actions/reference/workflow-commands-for-github-actions: `::error file={name},line={line},
/// col={col},title={title}::{message}`, likewise `warning` and `notice`). The escaping is
/// the one GitHub's runner reverses (actions/toolkit `packages/core/src/command.ts`,
/// `escapeData` and `escapeProperty`): in the message `%` → `%25`, CR → `%0D`, LF → `%0A`;
/// in property values also `:` → `%3A` and `,` → `%2C`. Paths are written without a
/// leading `./`.
///
/// GitHub shows at most 10 error and 10 warning annotations per step (the rest stay in the
/// log); the SARIF report carries all of them. No time is written.
enum GitHubAnnotations {
  /// The report of `result`: one line per finding and note, in file order.
  ///
  /// - Complexity: O(size of the report).
  static func render(_ result: BatchResult) -> String {
    var out = ""
    for finding in result.outcomes.flatMap(\.findings) {
      let command: String
      switch finding.level {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      out += line(
        command, file: finding.file, line: finding.line, column: finding.column,
        title: ReportRule(finding.rule).summary, message: finding.message)
      for note in finding.notes {
        out += line(
          "notice", file: note.file, line: note.line, column: note.column, title: "note",
          message: note.message)
      }
    }
    return out
  }

  /// One workflow command line.
  private static func line(
    _ command: String, file: String, line: Int, column: Int, title: String, message: String
  ) -> String {
    var path = Substring(file)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    return "::" + command + " file=" + escapedProperty(String(path)) + ",line=\(line),col=\(column)"
      + ",title=" + escapedProperty(title) + "::" + escapedData(message) + "\n"
  }

  /// A message: `%`, CR and LF percent-encoded.
  static func escapedData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A property value: as a message, plus `:` and `,`.
  static func escapedProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapedData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
