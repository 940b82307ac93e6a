/// How serious a diagnostic is.
public enum DiagnosticSeverity: Hashable, Sendable {
  /// The script is invalid (exit status 2) or could not run.
  case error
  /// The script runs, but something is probably not what the author meant.
  case warning
  /// Extra information attached to another diagnostic.
  case note
}

/// One problem found in a script: a value with file, line, column and a typed message.
///
/// The wording lives in one place (`Diagnostic+Wording.swift`); `rendered(source:)` draws
/// the `file:line:col: error: message` header, the source line and a caret under the column.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public var severity: DiagnosticSeverity
  /// The file name, as given to the parser.
  public var file: String
  /// Where the problem is.
  public var location: ScriptLocation
  /// What the problem is.
  public var message: DiagnosticMessage
  /// Notes attached to it, compiler style (for a conflict: every other member of the
  /// minimal conflicting set, each at its own line); rendered after it.
  public var notes: [Diagnostic] = []

  /// Creates a diagnostic.
  public init(
    _ severity: DiagnosticSeverity, _ message: DiagnosticMessage, file: String,
    at location: ScriptLocation
  ) {
    self.severity = severity
    self.message = message
    self.file = file
    self.location = location
  }

  /// The 1-based line.
  public var line: Int { location.line }
  /// The 1-based column.
  public var column: Int { location.column }

  /// The one-line header, `file:line:col: error: message`.
  public var description: String {
    "\(file):\(location.line):\(location.column): \(severity.word): \(message.text)"
  }
}

extension DiagnosticSeverity {
  /// The word printed in a diagnostic header.
  public var word: String {
    switch self {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }
}

/// The failure thrown by the parsing and running entry points: every diagnostic found.
public struct ScenarioError: Error, Hashable, Sendable {
  /// The diagnostics, in source order; at least one is an error.
  public var diagnostics: [Diagnostic]

  /// Creates the failure from its diagnostics.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}

extension Diagnostic: Error {}
