import Diagnostics
import FrameOutput
import InterfaceBuilder
import Layout

/// A script that lexed, parsed and validated: ready to run.
///
///     let source = SourceFile(name: "a.animsim", bytes: bytes)
///     do {
///       let scenario = try CompiledScenario.compile(source)
///       …
///     } catch {
///       print(error.diagnostics.rendered(source: source))
///     }
public struct CompiledScenario: Sendable {
  /// The source, for rendering diagnostics.
  public let source: SourceFile
  /// The syntax tree.
  public let script: Script
  /// The scenario-wide settings.
  public let settings: ScenarioSettings
  /// The views and guides, in declaration order (root is not included).
  public let declarations: [ViewDeclaration]
  /// The Interface Builder scenes `load` statements declare, by the statement's line.
  public var loads: [Int: IBLoadedScene] = [:]

  /// The output items: root first, then every view and guide in declaration order.
  public var outputViews: [OutputView] {
    var result = [OutputView(name: "root", kind: .view, parent: nil)]
    var index: [String: Int] = ["root": 0]
    for declaration in declarations {
      let parent = declaration.parent.flatMap { index[$0.value] } ?? 0
      index[declaration.name.value] = result.count
      result.append(
        OutputView(name: declaration.name.value, kind: declaration.kind, parent: parent))
    }
    return result
  }

  /// Lexes, parses and validates a script.
  ///
  /// - Parameter source: The script text and its file name.
  /// - Returns: The compiled scenario.
  /// - Throws: `ScenarioError` with every lexical, syntax and validation error found, in
  ///   source order. When some lines do not parse, the names the other lines use are still
  ///   checked (unknown views, constraint ids and animators, unless the name is written on
  ///   a line that did not parse), so both kinds come in one run; full validation runs when
  ///   lexing and parsing succeeded, and includes building the layout (invalid VFL strings, invalid constraints, invalid curves, and
  ///   priority changes between required and optional on active constraints).
  /// - Parameters:
  ///   - source: The script text and its file name.
  ///   - documentReader: Reads the Interface Builder document a `load` statement names (the
  ///     path as written; the caller resolves it against the script's directory). Without
  ///     one, every `load` is an error.
  /// - Complexity: O(n) in the size of the script (name look-ups are hashed), plus the
  ///   loaded documents.
  public static func compile(
    _ source: SourceFile,
    documentReader: ((String) -> Result<[UInt8], IBReadFailure>)? = nil
  ) throws(ScenarioError) -> CompiledScenario {
    let (script, parseProblems) = parseRecovering(source)
    let reader =
      documentReader ?? { _ in .failure(IBReadFailure(reason: "documents cannot be read here")) }
    let (loads, loadProblems) = IBLoadedScene.resolve(script, file: source.name, reader: reader)
    var validator = Validator(file: source.name, loads: loads)
    validator.validate(script)
    if !parseProblems.isEmpty {
      let unsure = words(onLines: Set(parseProblems.map(\.location.line)), of: source)
      let names = validator.diagnostics.filter { isNameError($0.message, unsure: unsure) }
      throw ScenarioError(diagnostics: sorted(parseProblems + loadProblems + names))
    }
    var builder = ScenarioBuilder(file: source.name, settings: validator.settings, loads: loads)
    builder.build(script)
    let diagnostics =
      loadProblems + validator.diagnostics + builder.diagnostics
      + PriorityCheck.problems(script, builder: builder)
    if !diagnostics.isEmpty {
      throw ScenarioError(diagnostics: sorted(diagnostics))
    }
    var compiled = CompiledScenario(
      source: source, script: script, settings: validator.settings,
      declarations: validator.declarations)
    compiled.loads = loads
    return compiled
  }

  /// Lexes and parses a script without validating names.
  /// - Throws: `ScenarioError` with every lexical and syntax error, in source order.
  public static func parse(_ source: SourceFile) throws(ScenarioError) -> Script {
    let (script, diagnostics) = parseRecovering(source)
    if !diagnostics.isEmpty { throw ScenarioError(diagnostics: diagnostics) }
    return script
  }

  /// Lexes and parses a script, skipping the lines that do not lex or parse: the statements
  /// of the others, and the errors in source order.
  static func parseRecovering(_ source: SourceFile) -> (Script, [ScenarioDiagnostic]) {
    // Lexed as parsed, a line at a time: only the statements stay, never all the tokens.
    var lines = Lexer(file: source.name).lines(of: source)
    var parser = Parser(file: source.name)
    let statements = parser.parse(&lines)
    let diagnostics = lines.diagnostics + parser.diagnostics
    return (Script(file: source.name, statements: statements), sorted(diagnostics))
  }

  /// The identifier-like words (`[A-Za-z_][A-Za-z0-9_]*`) on `lines` of `source`: names a
  /// line that did not parse may have declared.
  ///
  /// - Complexity: O(length of those lines).
  private static func words(onLines lines: Set<Int>, of source: SourceFile) -> Set<String> {
    var words: Set<String> = []
    for line in lines where line >= 1 && line <= source.lines.count {
      var word = ""
      for scalar in source.lines[line - 1] {
        let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        let isDigit = scalar >= "0" && scalar <= "9"
        if isLetter || scalar == "_" || (isDigit && !word.isEmpty) {
          word.unicodeScalars.append(scalar)
        } else if !word.isEmpty {
          words.insert(word)
          word = ""
        }
      }
      if !word.isEmpty { words.insert(word) }
    }
    return words
  }

  /// Whether a validation error is an unknown name that no line that failed to parse could
  /// have declared (reported beside the parse errors).
  private static func isNameError(_ message: ScenarioMessage, unsure: Set<String>) -> Bool {
    switch message {
    case .unknownView(let name, _), .unknownConstraint(let name, _),
      .unknownAnimator(let name, _):
      return !unsure.contains(name)
    default: return false
    }
  }

  /// The diagnostics in source order; equal locations keep their order (a stable sort).
  ///
  /// A script of a million bad lines has a million diagnostics, so this copies as little as
  /// it can: nothing when they are already in order (one phase found them all, line by
  /// line), else one array of 4-byte positions is sorted and the diagnostics gathered once.
  /// - Complexity: O(n) when in order, else O(n log n).
  private static func sorted(_ diagnostics: [ScenarioDiagnostic]) -> [ScenarioDiagnostic] {
    let inOrder = zip(diagnostics, diagnostics.dropFirst()).allSatisfy { pair in
      pair.0.location <= pair.1.location
    }
    guard !inOrder, diagnostics.count <= Int(UInt32.max) else { return diagnostics }
    var order = (0..<UInt32(diagnostics.count)).map { $0 }
    order.sort { a, b in
      let left = diagnostics[Int(a)].location
      let right = diagnostics[Int(b)].location
      return left == right ? a < b : left < right
    }
    return order.map { diagnostics[Int($0)] }
  }
}
