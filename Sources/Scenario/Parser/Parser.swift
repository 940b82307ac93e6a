import Diagnostics
import Layout

/// Turns token lines into statements, handling `animate { … }` blocks.
///
/// Errors are collected, not thrown: a bad line is reported and skipped, so one run
/// reports every independent error. Blocks are tracked iteratively (no recursion), so
/// deeply nested input cannot exhaust the stack.
struct Parser {
  /// Every statement keyword, for did-you-mean on unknown statements.
  static let keywords =
    [
      "screen", "fps", "spacing", "direction", "metric", "interruption", "allow", "view", "label",
      "button", "textfield", "scrollview", "guide", "constrain", "layout", "set", "activate",
      "deactivate", "scroll", "animate", "wait", "expect", "device", "keyboard", "load",
    ] + Parser.animatorKeywords + Parser.stackKeywords
  /// The statements allowed inside `animate`.
  static let blockKeywords: Set<String> = [
    "set", "activate", "deactivate", "screen", "scroll", "layout", "constrain", "device",
    "keyboard", "remove", "add",
  ]

  let file: String
  var diagnostics: [ScenarioDiagnostic] = []

  init(file: String) {
    self.file = file
  }

  /// Parses every line into top-level statements.
  /// - Complexity: O(n) in the number of tokens.
  mutating func parse(_ lines: [TokenLine]) -> [Statement] {
    var iterator = lines.makeIterator()
    return parse(&iterator)
  }

  /// Parses every line `lines` yields into top-level statements, one line at a time (so a
  /// streaming lexer never holds more than one line's tokens).
  /// - Complexity: O(n) in the number of tokens.
  mutating func parse(_ lines: inout some IteratorProtocol<TokenLine>) -> [Statement] {
    var statements: [Statement] = []
    while let line = lines.next() {
      if isClosingBrace(line) {
        report(.unexpectedClosingBrace, at: line.tokens[0].location)
        continue
      }
      if let brace = openingBrace(line) {
        let header = TokenLine(
          line: line.line, tokens: Array(line.tokens.dropLast()), endColumn: brace.location.column)
        if LineParser(file: file, line: header).peekIdentifier == "keyframes" {
          if let statement = parseKeyframes(header, brace: brace, &lines) {
            statements.append(statement)
          }
          continue
        }
        let (body, closed) = parseBlockBody(&lines)
        if !closed { report(.unterminatedBlock, at: brace.location) }
        var parser = LineParser(file: file, line: header)
        guard parser.peekIdentifier == "animate" || parser.peekIdentifier == "animator" else {
          let word = parser.peekIdentifier ?? parser.foundDescription
          report(.unexpectedBlock(word), at: header.tokens.first?.location ?? brace.location)
          continue
        }
        do throws(ScenarioDiagnostic) {
          var block = try parseAnimateHeader(&parser, keyword: parser.peekIdentifier ?? "animate")
          block.body = body
          statements.append(Statement(.animate(block), at: header.tokens[0].location))
        } catch {
          diagnostics.append(error)
        }
        continue
      }
      if let statement = parseSimple(line, inBlock: false) {
        statements.append(statement)
      }
    }
    return statements
  }

  /// Parses the lines of a block up to its `}`; `closed` is false at end of file.
  mutating func parseBlockBody(_ lines: inout some IteratorProtocol<TokenLine>) -> (
    [Statement], closed: Bool
  ) {
    var body: [Statement] = []
    var nested = 0
    while let line = lines.next() {
      if isClosingBrace(line) {
        if nested == 0 { return (body, true) }
        nested -= 1
        continue
      }
      if openingBrace(line) != nil {
        let first = line.tokens[0]
        if case .identifier("animate") = first.kind {
          report(.nestedAnimate, at: first.location)
        } else {
          report(.unexpectedBlock(first.summary), at: first.location)
        }
        nested += 1
        continue
      }
      if let statement = parseSimple(line, inBlock: true), nested == 0 {
        body.append(statement)
      }
    }
    return (body, false)
  }

  /// A line that closes a block; a `}` sharing its line is reported and still closes.
  mutating func isClosingBrace(_ line: TokenLine) -> Bool {
    guard let last = line.tokens.last, case .symbol(.closeBrace) = last.kind else { return false }
    if line.tokens.count > 1 {
      report(.closingBraceNotAlone, at: last.location)
    }
    return true
  }

  func openingBrace(_ line: TokenLine) -> Token? {
    guard let last = line.tokens.last, case .symbol(.openBrace) = last.kind else { return nil }
    return last
  }

  mutating func report(_ message: ScenarioMessage, at location: TextLocation) {
    diagnostics.append(ScenarioDiagnostic(.error, message, file: file, at: location))
  }

  /// Parses a one-line statement, reporting and dropping it on error.
  mutating func parseSimple(_ line: TokenLine, inBlock: Bool) -> Statement? {
    var parser = LineParser(file: file, line: line)
    do throws(ScenarioDiagnostic) {
      let keyword = try parser.identifier("a statement")
      if inBlock, !Parser.blockKeywords.contains(keyword.value),
        Parser.keywords.contains(keyword.value)
      {
        throw parser.error(.notAllowedInAnimate(keyword.value), at: keyword.location)
      }
      let kind = try parseStatement(keyword, &parser)
      try parser.end()
      return Statement(kind, at: keyword.location)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  private func parseStatement(_ keyword: Name, _ p: inout LineParser) throws(ScenarioDiagnostic)
    -> StatementKind
  {
    switch keyword.value {
    case "screen": return try parseScreen(&p)
    case "device": return .device(try parseDevice(&p))
    case "keyboard": return .keyboard(try parseKeyboard(&p))
    case "fps": return .fps(try p.number(.fps))
    case "spacing":
      return .spacing(try p.choice("a spacing", ["classic": .classic, "margins": .margins]).value)
    case "direction":
      return .direction(
        try p.choice("a direction", ["ltr": .leftToRight, "rtl": .rightToLeft]).value)
    case "metric":
      let name = try p.identifier("a metric name")
      try p.require(.assign)
      return .metric(name, try p.number(.metric))
    case "interruption":
      return .interruption(
        try p.choice(
          "an interruption policy",
          ["additive": .additive, "from-current": .fromCurrent, "replace": .replace]
        ).value)
    case "allow":
      return .allow(
        try p.choice(
          "a check",
          [
            "conflicts": .conflicts, "ambiguity": .ambiguity, "stale-frames": .staleFrames,
            "staleFrames": .staleFrames,
          ]
        ).value)
    case "view": return .declare(try parseDeclaration(.view, "view", &p))
    case "label": return .declare(try parseDeclaration(.label, "label", &p))
    case "button": return .declare(try parseDeclaration(.button, "button", &p))
    case "textfield": return .declare(try parseDeclaration(.textField, "textfield", &p))
    case "scrollview": return .declare(try parseDeclaration(.scrollView, "scrollview", &p))
    case "guide": return .declare(try parseDeclaration(.layoutGuide, "guide", &p))
    case "stack": return .declare(try parseDeclaration(.stackView, "stack", &p))
    case "remove": return .remove(try p.reference("a view name"))
    case "add": return try parseAdd(&p)
    case "constrain": return .constrain(try parseConstraint(&p))
    case "layout": return .layout
    case "set": return .set(try parseSet(&p))
    case "activate": return .activate(try parseNameList("a constraint id", &p))
    case "deactivate": return .deactivate(try parseNameList("a constraint id", &p))
    case "scroll":
      let view = try p.reference("a scroll view name")
      try p.requireKeyword("to")
      let start = p.here
      let v = try p.numbers([.scrollOffset, .scrollOffset])
      return .scroll(view, Located(Point(x: v[0], y: v[1]), at: start))
    case "animate", "animator", "keyframes":
      throw p.error(
        .expected("'{' at the end of the '\(keyword.value)' line", found: "end of line"),
        at: TextLocation(line: p.line.line, column: p.line.endColumn))
    case "pause", "resume", "reverse", "scrub", "stop":
      return try parseControl(keyword, &p)
    case "wait": return .wait(try p.duration(.wait))
    case "expect": return .expect(try parseExpectation(&p))
    case "load":
      let (path, pathLocation) = try p.string("a document path in quotes")
      var scene: Located<String>?
      if p.take(keyword: "scene") {
        let (id, idLocation) = try p.string("a scene id in quotes")
        scene = Located(id.value, at: idLocation)
      }
      return .load(LoadStatement(path: Located(path.value, at: pathLocation), scene: scene))
    default:
      throw p.error(
        .unknownStatement(
          keyword.value, suggestion: Suggestion.closest(to: keyword.value, in: Parser.keywords)),
        at: keyword.location)
    }
  }

  private func parseNameList(_ what: String, _ p: inout LineParser) throws(ScenarioDiagnostic)
    -> [Name]
  {
    var names = [try p.reference(what)]
    while p.take(.comma) {
      names.append(try p.reference(what))
    }
    return names
  }
}
