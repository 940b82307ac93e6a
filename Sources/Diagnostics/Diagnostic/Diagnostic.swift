/// How serious a diagnostic is.
public enum DiagnosticSeverity: Hashable, Sendable {
  /// The input is invalid (exit status 2) or could not be used.
  case error
  /// The input is usable, but something is probably not what the author meant.
  case warning
  /// Extra information attached to another diagnostic.
  case note
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

/// What a diagnostic says, as data: each module has its own message enum, and words it in
/// one place of its own (`…+Wording.swift`).
///
/// The same split as swift-syntax's `SwiftDiagnostics.DiagnosticMessage`: this module knows
/// how a message is located and drawn, never what a script or a document can get wrong.
public protocol DiagnosticMessage: Hashable, Sendable {
  /// The message text, without location or severity.
  var text: String { get }
  /// A follow-up hint, such as a did-you-mean suggestion, when one helps.
  var hint: String? { get }
  /// The kind of message as a stable id, `domain.caseName` (`ib.misplaced`,
  /// `scenario.unknownView`): what reports key rules on (SARIF `ruleId`, a JUnit failure's
  /// `type`). It names the kind, never the payload, so it stays the same when the wording or
  /// the values change.
  ///
  /// The default is `diagnosticDomain`, a dot and the enum case's name, read with `Mirror`
  /// (see `DiagnosticMessageID.caseName(of:)`); a message type that is not an enum, or that
  /// customizes its `description`, gives its own.
  var id: String { get }
  /// The first part of every `id` of this type (`ib`, `scenario`); the type's name by default.
  static var diagnosticDomain: String { get }
}

extension DiagnosticMessage {
  /// The type's name (`IBProblem`); conforming types in this package give a short domain.
  public static var diagnosticDomain: String { String(describing: Self.self) }

  /// `diagnosticDomain`, a dot and the case name (see `DiagnosticMessageID.caseName(of:)`).
  public var id: String { caseID }

  /// `diagnosticDomain`, a dot and the enum case's name, whatever `id` a type gives (for a
  /// type whose `id` defers to this for most cases).
  public var caseID: String { Self.diagnosticDomain + "." + DiagnosticMessageID.caseName(of: self) }
}

/// Reading the id of a message from its value.
public enum DiagnosticMessageID {
  /// The name of the enum case `value` holds: `misplaced` for `.misplaced(view: …)`,
  /// `noScenes` for `.noScenes`.
  ///
  /// A case with a payload is a `Mirror` child labelled with the case name; a case without
  /// one has no child, and its default description is the case name. For a value that is not
  /// an enum, or whose description is customized, the description up to its first `(`.
  /// - Complexity: O(length of the description) for a case without payload, else O(1).
  public static func caseName(of value: some Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label {
      return label
    }
    let description = String(describing: value)
    return String(description.prefix { $0 != "(" })
  }
}

/// One problem found in a text file (a script or a document): a value with file, line,
/// column and a typed message.
///
/// The message's module words it; `rendered(source:)` draws the `file:line:col: error:
/// message` header, the source line and a caret under the column.
public struct Diagnostic<Message: DiagnosticMessage>: Hashable, Sendable,
  CustomStringConvertible
{
  /// How serious it is.
  public var severity: DiagnosticSeverity
  /// The file name, as given to the reader.
  public var file: String
  /// Where the problem is.
  public var location: TextLocation
  /// What the problem is.
  public var message: Message
  /// Notes attached to it, compiler style (for a conflict: every other member of the
  /// minimal conflicting set, each at its own line); rendered after it.
  public var notes: [Diagnostic] = []

  /// Creates a diagnostic.
  public init(
    _ severity: DiagnosticSeverity, _ message: Message, file: String, at location: TextLocation
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

  /// The same diagnostic (and its notes) with each message converted, for a module that
  /// wraps another's messages (a script's `load` reports a document's problems).
  ///
  /// - Parameter transform: Converts one message.
  /// - Returns: The converted diagnostic.
  public func map<Other: DiagnosticMessage>(_ transform: (Message) -> Other) -> Diagnostic<
    Other
  > {
    var converted = Diagnostic<Other>(severity, transform(message), file: file, at: location)
    converted.notes = notes.map { $0.map(transform) }
    return converted
  }
}

extension Diagnostic: Error {}
