/// What a finished run says besides its frames, for viewers: the timing curve of each
/// `animate` line, the failed expectations and the warnings, each with its script line.
///
/// Built after the run (`init(result:scenario:)`) and handed to `HTMLFrameSink.complete(with:)`.
public struct RunSummary: Hashable, Sendable {
  /// The timing curve of one `animate` statement.
  public struct Curve: Hashable, Sendable {
    /// The 1-based line of the `animate` statement (the line animation events carry).
    public var line: Int
    /// The curve as written (`linear`, `spring(damping: 0.5, velocity: 0)`), or
    /// `easeInOut` when the statement names none (UIKit's default curve:
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions).
    public var name: String

    /// Creates a curve entry.
    public init(line: Int, name: String) {
      self.line = line
      self.name = name
    }
  }

  /// One failed expectation or warning.
  public struct Note: Hashable, Sendable {
    /// `expectation` or `warning`.
    public var kind: String
    /// The 1-based script line (0 when it has none).
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The message as the terminal shows it (`file:line:col: warning: …`).
    public var text: String
    /// When it happened (the first failing time of an expectation), in seconds.
    public var time: Double?

    /// Creates a note.
    public init(kind: String, line: Int, column: Int, text: String, time: Double?) {
      self.kind = kind
      self.line = line
      self.column = column
      self.text = text
      self.time = time
    }
  }

  /// The script's file name.
  public var file: String
  /// Every `animate` statement's curve, in line order.
  public var curves: [Curve]
  /// The failed expectations (script order, then automatic checks), then the warnings in
  /// the order they arose.
  public var notes: [Note]
  /// How many expectations and automatic checks passed.
  public var passedCount: Int

  /// Creates a summary from its parts.
  public init(file: String, curves: [Curve], notes: [Note], passedCount: Int) {
    self.file = file
    self.curves = curves
    self.notes = notes
    self.passedCount = passedCount
  }

  /// The summary of `result`, a run of `scenario`.
  ///
  /// - Complexity: O(statements + results + the length of each `animate` line).
  public init(result: RunResult, scenario: CompiledScenario) {
    var curves: [Curve] = []
    func collect(_ statements: [Statement]) {
      for statement in statements {
        guard case .animate(let block) = statement.kind else { continue }
        var name = "easeInOut"
        if block.curve.location != block.duration.location {
          name = Self.curveText(at: block.curve.location, in: scenario.source) ?? name
        }
        curves.append(Curve(line: statement.location.line, name: name))
        collect(block.body)
      }
    }
    collect(scenario.script.statements)
    curves.sort { $0.line < $1.line }
    var notes: [Note] = []
    for failure in result.failures {
      notes.append(
        Note(
          kind: "expectation", line: failure.line, column: failure.column,
          text: failure.rendered(), time: failure.time))
    }
    for warning in result.warnings {
      notes.append(
        Note(
          kind: warning.severity.word, line: warning.line, column: warning.column,
          text: warning.description, time: nil))
    }
    self.init(
      file: scenario.source.name, curves: curves, notes: notes,
      passedCount: result.expectations.count - result.failures.count)
  }

  /// The curve as written at `location`: up to the first space or `{` outside parentheses.
  static func curveText(at location: ScriptLocation, in source: SourceFile) -> String? {
    guard location.line >= 1, location.line <= source.lines.count else { return nil }
    let line = source.lines[location.line - 1]
    guard location.column >= 1, location.column <= line.count else { return nil }
    var depth = 0
    var text = ""
    for scalar in line[(location.column - 1)...] {
      if depth == 0 && (scalar == " " || scalar == "\t" || scalar == "{") { break }
      if scalar == "(" { depth += 1 }
      if scalar == ")" { depth -= 1 }
      text.unicodeScalars.append(scalar)
    }
    return text.isEmpty ? nil : text
  }
}
