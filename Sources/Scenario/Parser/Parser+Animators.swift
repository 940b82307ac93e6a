import Animator
import Diagnostics

/// Property animators and keyframes: `animator NAME D … { … }`, `pause|resume|reverse|stop
/// NAME`, `scrub NAME to F`, `keyframes D … { at S for D { … } … }`.
extension Parser {
  /// The statement keywords of this file.
  static let animatorKeywords = [
    "animator", "keyframes", "pause", "resume", "reverse", "scrub", "stop",
  ]

  /// `pause NAME`, `resume NAME`, `reverse NAME`, `stop NAME`, `scrub NAME to F`.
  func parseControl(_ keyword: Name, _ p: inout LineParser) throws(ScenarioDiagnostic)
    -> StatementKind
  {
    let name = try p.identifier("an animator name")
    switch keyword.value {
    case "pause": return .control(name, .pause)
    case "resume": return .control(name, .resume)
    case "reverse": return .control(name, .reverse)
    case "stop": return .control(name, .stop)
    default:
      try p.requireKeyword("to")
      return .control(name, .scrub(try p.number(.fraction)))
    }
  }

  /// A `keyframes` block from its header line (without `{`) to its `}`: every body line is
  /// `at S for D {`, then statements allowed in `animate`, then `}`.
  ///
  /// - Returns: The statement, or nil when the header is wrong (reported).
  mutating func parseKeyframes(
    _ header: TokenLine, brace: Token, _ lines: inout some IteratorProtocol<TokenLine>
  ) -> Statement? {
    var frames: [ScriptKeyframe] = []
    var closed = false
    while let line = lines.next() {
      if isClosingBrace(line) {
        closed = true
        break
      }
      guard let open = openingBrace(line) else {
        report(
          .expected("'at START for DURATION {' in 'keyframes'", found: line.tokens[0].summary),
          at: line.tokens[0].location)
        continue
      }
      let frameHeader = TokenLine(
        line: line.line, tokens: Array(line.tokens.dropLast()), endColumn: open.location.column)
      let (body, frameClosed) = parseBlockBody(&lines)
      if !frameClosed { report(.unterminatedBlock, at: open.location) }
      var p = LineParser(file: file, line: frameHeader)
      do throws(ScenarioDiagnostic) {
        try p.requireKeyword("at")
        let start = try p.number(.fraction)
        try p.requireKeyword("for")
        let duration = try p.number(.fraction)
        try p.end()
        if start.value + duration.value > 1 + 1e-12 {
          let error = AnimatorError.keyframeOutOfRange(
            relativeStart: start.value, relativeDuration: duration.value)
          throw p.error(.invalidAnimation(error.description), at: duration.location)
        }
        frames.append(ScriptKeyframe(start: start, duration: duration, body: body))
      } catch {
        diagnostics.append(error)
      }
    }
    if !closed { report(.unterminatedBlock, at: brace.location) }
    var parser = LineParser(file: file, line: header)
    do throws(ScenarioDiagnostic) {
      var block = try parseAnimateHeader(&parser, keyword: "keyframes")
      guard case .keyframes(let mode, _) = block.kind else { return nil }
      block.kind = .keyframes(mode: mode, frames: frames)
      block.body = frames.flatMap(\.body)
      return Statement(.animate(block), at: header.tokens[0].location)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }
}
