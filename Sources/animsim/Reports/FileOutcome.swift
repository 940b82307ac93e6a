import Diagnostics
import Foundation

/// What checking one file found: the text for the terminal and, as data, the test cases
/// and findings every report format is written from.
struct FileOutcome: Sendable {
  /// The file's verdict, as the summary line counts it.
  enum Verdict: Sendable {
    /// Every check passed (for `check-ib`: no issue).
    case passed
    /// A check failed or an issue was found, or the file could not be read.
    case failed
    /// The script or document is invalid (exit status 2).
    case invalid
  }

  /// The path as selected.
  var file: String
  /// The verdict.
  var verdict: Verdict
  /// What the file prints on standard output (its `PASS`/`FAIL` line, failed expectations).
  var stdout = ""
  /// What it prints on standard error (warnings, diagnostics).
  var stderr = ""
  /// One entry per JUnit `testcase`, in report order.
  var cases: [ReportCase] = []
  /// One entry per SARIF result and GitHub annotation, in report order.
  var findings: [Finding] = []
  /// When the check started (the JUnit `timestamp`).
  var started = Date(timeIntervalSince1970: 0)
  /// How long it took, in seconds (the JUnit `time`).
  var seconds = 0.0

  /// Creates the outcome of `file` with nothing found yet.
  init(file: String, verdict: Verdict) {
    self.file = file
    self.verdict = verdict
  }

  /// How many warnings it printed.
  var warnings: Int {
    findings.reduce(0) { $0 + ($1.level == .warning ? 1 : 0) }
  }

  /// The outcome of a file that could not be read: a failure (exit status 1, as for any
  /// I/O problem), with the reason as an `error` test case and an error finding.
  static func unreadable(_ file: String, _ failure: CommandFailure) -> FileOutcome {
    var outcome = FileOutcome(file: file, verdict: .failed)
    outcome.stderr = failure.rendered
    let rule = "animsim.cannotRead"
    outcome.cases = [
      ReportCase(
        name: "read", result: .error(ReportProblem(type: rule, message: failure.message)))
    ]
    outcome.findings = [
      Finding(
        rule: rule, level: .error, message: failure.message, file: file, line: 1, column: 1)
    ]
    return outcome
  }
}

/// One JUnit `testcase`: an `expect` line, an automatic check, or one kind of issue of a
/// scene.
struct ReportCase: Sendable, Equatable {
  /// How it ended.
  enum Result: Sendable, Equatable {
    /// It held.
    case passed
    /// It was checked and did not hold (`failure`).
    case failed(ReportProblem)
    /// It could not be checked: the file is unreadable or invalid (`error`).
    case error(ReportProblem)
  }

  /// The test case's name (stable across runs for the same line or scene).
  var name: String
  /// How it ended.
  var result: Result
}

/// A failed or errored test case's details.
struct ReportProblem: Sendable, Equatable {
  /// The rule id (`expect.frame`, `ib.misplaced`): JUnit's `type` attribute.
  var type: String
  /// One line: JUnit's `message` attribute.
  var message: String
  /// Every line about it (`file:line:col: …`), the element's text; empty for none.
  var detail = ""
}

/// One problem at a place in a file: a diagnostic or a failed check.
struct Finding: Sendable, Equatable {
  /// How serious it is (SARIF `level`, GitHub's command).
  enum Level: String, Sendable {
    case error, warning, note
  }

  /// The rule id (`scenario.conflict`, `check.conflicts`).
  var rule: String
  /// How serious it is.
  var level: Level
  /// The message (with its hint on a second line, when it has one).
  var message: String
  /// The file, as selected.
  var file: String
  /// The 1-based line (at least 1).
  var line: Int
  /// The 1-based column, in Unicode scalars (at least 1).
  var column: Int
  /// The diagnostic's notes: other places involved (a conflict's other constraints).
  var notes: [FindingNote] = []

  /// Creates a finding; a line or column below 1 (a check of the whole run) becomes 1.
  init(
    rule: String, level: Level, message: String, file: String, line: Int, column: Int,
    notes: [FindingNote] = []
  ) {
    self.rule = rule
    self.level = level
    self.message = message
    self.file = file
    self.line = max(1, line)
    self.column = max(1, column)
    self.notes = notes
  }

  /// The finding for `diagnostic`, its notes as `FindingNote`s.
  init<Message>(_ diagnostic: Diagnostic<Message>) {
    self.init(
      rule: diagnostic.message.id, level: Level(diagnostic.severity),
      message: Finding.text(of: diagnostic.message), file: diagnostic.file,
      line: diagnostic.line, column: diagnostic.column,
      notes: diagnostic.notes.map {
        FindingNote(
          message: Finding.text(of: $0.message), file: $0.file, line: max(1, $0.line),
          column: max(1, $0.column))
      })
  }

  /// A message's text, with its hint on a second line (`hint: did you mean 'x'?`).
  static func text(of message: some DiagnosticMessage) -> String {
    message.hint.map { message.text + "\nhint: " + $0 } ?? message.text
  }
}

extension Finding.Level {
  /// The level of a diagnostic of `severity`.
  init(_ severity: DiagnosticSeverity) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    case .note: self = .note
    }
  }
}

/// Another place a finding involves (a diagnostic's note).
struct FindingNote: Sendable, Equatable {
  /// What the note says.
  var message: String
  /// Its file.
  var file: String
  /// Its 1-based line.
  var line: Int
  /// Its 1-based column.
  var column: Int
}

/// Everything a batch command checked: what the reports are written from.
struct BatchResult: Sendable {
  /// The command (`check`, `check-ib`).
  var command: String
  /// One outcome per checked file, in selection order.
  var outcomes: [FileOutcome]
  /// The wall time of the whole run, in seconds.
  var seconds: Double
  /// The part of the selection checked (`--shard`), nil for all of it.
  var shard: Shard?
}
