import Diagnostics

/// Splits a script into lines of tokens, reporting lexical errors as diagnostics.
///
/// The language is line-based, so the lexer works one line at a time: a lexical error
/// drops that line (and is reported) while the others are still tokenized.
struct Lexer {
  /// The hyphenated words lexed as one identifier.
  static let hyphenatedKeywords: Set<String> = [
    "no-conflicts", "no-ambiguity", "no-overlap", "from-current", "stale-frames",
    "margins-relative", "baseline-relative", "arranged-baselines",
  ]
  /// The longest number literal accepted, in characters (keeps values exact and finite).
  static let maximumNumberLength = 40

  let file: String

  /// Tokenizes every line of the source.
  /// - Returns: The non-blank lines (comments removed) and the diagnostics.
  /// - Complexity: O(n) in the length of the source.
  func tokenize(_ source: SourceFile) -> (lines: [TokenLine], diagnostics: [ScenarioDiagnostic]) {
    var stream = lines(of: source)
    var lines: [TokenLine] = []
    while let line = stream.next() { lines.append(line) }
    return (lines, stream.diagnostics)
  }

  /// The token lines of `source`, lexed one at a time as they are read.
  func lines(of source: SourceFile) -> TokenLineStream {
    TokenLineStream(lexer: self, source: source)
  }

  /// Tokenizes one line; `nil` when it holds only blanks and comments.
  func tokenize(line: Int, _ s: [Unicode.Scalar]) -> Result<TokenLine?, ScenarioDiagnostic> {
    var tokens: [Token] = []
    var i = 0
    var end = 0
    func fail(_ message: ScenarioMessage, _ index: Int) -> Result<TokenLine?, ScenarioDiagnostic> {
      .failure(
        ScenarioDiagnostic(
          .error, message, file: file, at: TextLocation(line: line, column: index + 1)))
    }
    func add(_ kind: TokenKind, _ start: Int, _ stop: Int) {
      tokens.append(
        Token(
          kind: kind, location: TextLocation(line: line, column: start + 1), endColumn: stop + 1))
      end = stop
    }
    while i < s.count {
      let c = s[i]
      if c == " " || c == "\t" || c == "\u{FEFF}" && i == 0 && line == 1 {
        i += 1
        continue
      }
      if c == "#" { break }
      let start = i
      if c == "\"" {
        switch lexString(s, from: i, line: line) {
        case .success(let (literal, stop)):
          add(.string(literal), start, stop)
          i = stop
        case .failure(let diagnostic):
          return .failure(diagnostic)
        }
        continue
      }
      if let (kind, stop) = lexSize(s, from: i) {
        add(kind, start, stop)
        i = stop
        continue
      }
      if isDigit(c) {
        var j = i
        while j < s.count, isDigit(s[j]) { j += 1 }
        if j + 1 < s.count, s[j] == ".", isDigit(s[j + 1]) {
          j += 1
          while j < s.count, isDigit(s[j]) { j += 1 }
        }
        let text = string(s[i..<j])
        if j - i > Lexer.maximumNumberLength { return fail(.numberTooLarge(text), i) }
        guard let value = Double(text), value.isFinite else {
          return fail(.numberTooLarge(text), i)
        }
        var unit: DurationUnit?
        if j < s.count, isIdentifierContinue(s[j]) {
          var k = j
          while k < s.count, isIdentifierContinue(s[k]) { k += 1 }
          let suffix = string(s[j..<k])
          if suffix == "s" {
            unit = .seconds
          } else if suffix == "ms" {
            unit = .milliseconds
          } else if suffix == "deg" {
            unit = .degrees
          } else {
            return fail(.invalidNumberSuffix(suffix), j)
          }
          j = k
        }
        add(.number(value, text: text, unit: unit), start, j)
        i = j
        continue
      }
      if isIdentifierStart(c) {
        var j = i
        while j < s.count, isIdentifierContinue(s[j]) { j += 1 }
        var word = string(s[i..<j])
        if j + 1 < s.count, s[j] == "-", isIdentifierStart(s[j + 1]) {
          var k = j + 1
          while k < s.count, isIdentifierContinue(s[k]) { k += 1 }
          let joined = word + "-" + string(s[(j + 1)..<k])
          if Lexer.hyphenatedKeywords.contains(joined) {
            word = joined
            j = k
          }
        }
        add(.identifier(word), start, j)
        i = j
        continue
      }
      let next: Unicode.Scalar? = i + 1 < s.count ? s[i + 1] : nil
      let symbol: Symbol?
      switch c {
      case "=": symbol = next == "=" ? .equalEqual : .assign
      case "<": symbol = next == "=" ? .lessEqual : .less
      case ">": symbol = next == "=" ? .greaterEqual : .greater
      case "!": symbol = next == "=" ? .notEqual : nil
      case ".": symbol = next == "." ? .range : .dot
      case ",": symbol = .comma
      case ":": symbol = .colon
      case "{": symbol = .openBrace
      case "}": symbol = .closeBrace
      case "(": symbol = .openParen
      case ")": symbol = .closeParen
      case "*": symbol = .star
      case "+": symbol = .plus
      case "-": symbol = .minus
      case "@": symbol = .at
      default: symbol = nil
      }
      guard let symbol else { return fail(.unexpectedCharacter(c), i) }
      let length = symbol.rawValue.unicodeScalars.count
      add(.symbol(symbol), start, i + length)
      i += length
    }
    if tokens.isEmpty { return .success(nil) }
    return .success(
      TokenLine(line: line, tokens: tokens, endColumn: end + 1, text: string(s[0..<end])))
  }

  private func lexString(_ s: [Unicode.Scalar], from start: Int, line: Int) -> Result<
    (StringLiteral, Int), ScenarioDiagnostic
  > {
    var value = ""
    var columns: [Int] = []
    var i = start + 1
    while i < s.count {
      let c = s[i]
      if c == "\"" {
        return .success((StringLiteral(value: value, columns: columns), i + 1))
      }
      if c == "\\" {
        guard i + 1 < s.count else { break }
        let escaped = s[i + 1]
        guard escaped == "\"" || escaped == "\\" else {
          return .failure(
            ScenarioDiagnostic(
              .error, .unknownEscape(escaped), file: file,
              at: TextLocation(line: line, column: i + 1)))
        }
        value.unicodeScalars.append(escaped)
        columns.append(i + 1)
        i += 2
        continue
      }
      value.unicodeScalars.append(c)
      columns.append(i + 1)
      i += 1
    }
    return .failure(
      ScenarioDiagnostic(
        .error, .unterminatedString, file: file, at: TextLocation(line: line, column: start + 1)
      ))
  }

  /// Lexes `(num|-)x(num|-)` followed by a non-identifier character, if present at `start`.
  private func lexSize(_ s: [Unicode.Scalar], from start: Int) -> (TokenKind, Int)? {
    guard isDigit(s[start]) || s[start] == "-" else { return nil }
    if s[start] == "-", start > 0, !(s[start - 1] == " " || s[start - 1] == "\t") { return nil }
    guard let (width, afterWidth) = sizeSide(s, from: start), afterWidth < s.count,
      s[afterWidth] == "x" || s[afterWidth] == "X",
      let (height, stop) = sizeSide(s, from: afterWidth + 1)
    else { return nil }
    if stop < s.count, isIdentifierContinue(s[stop]) || s[stop] == "." { return nil }
    if width == nil && height == nil, afterWidth - start != 1 { return nil }
    return (.size(width: width, height: height), stop)
  }

  /// One side of a size: `-` alone (no value) or `-?digits(.digits)?`.
  private func sizeSide(_ s: [Unicode.Scalar], from start: Int) -> (Double?, Int)? {
    var i = start
    guard i < s.count else { return nil }
    var negative = false
    if s[i] == "-" {
      if i + 1 >= s.count || !isDigit(s[i + 1]) { return (nil, i + 1) }
      negative = true
      i += 1
    }
    let digitsStart = i
    while i < s.count, isDigit(s[i]) { i += 1 }
    guard i > digitsStart else { return nil }
    if i + 1 < s.count, s[i] == ".", isDigit(s[i + 1]) {
      i += 1
      while i < s.count, isDigit(s[i]) { i += 1 }
    }
    guard i - digitsStart <= Lexer.maximumNumberLength,
      let value = Double(string(s[digitsStart..<i])),
      value.isFinite
    else { return nil }
    return (negative ? -value : value, i)
  }
}

private func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
private func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
  (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
}
private func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
  isIdentifierStart(c) || isDigit(c)
}
private func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
  var result = ""
  result.unicodeScalars.append(contentsOf: scalars)
  return result
}
