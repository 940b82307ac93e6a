import Animator
import Diagnostics
import Layout

/// A cursor over one line's tokens with the primitive parsers every statement uses.
///
/// Every method either consumes at least one token or throws, so statement loops
/// always make progress.
struct LineParser {
  let file: String
  let line: TokenLine
  var index = 0

  init(file: String, line: TokenLine) {
    self.file = file
    self.line = line
  }

  var tokens: [Token] { line.tokens }
  var atEnd: Bool { index >= tokens.count }
  var peek: Token? { index < tokens.count ? tokens[index] : nil }
  var peekIdentifier: String? {
    if case .identifier(let name)? = peek?.kind { return name }
    return nil
  }
  /// The location of the next token, or the end of the line.
  var here: TextLocation {
    peek?.location ?? TextLocation(line: line.line, column: line.endColumn)
  }
  /// Whether the token `offset` places after the next one is a `.` (so the next word is a
  /// view's name, as in `expect max.top == 3`, not a keyword).
  func nextIsDot(after offset: Int) -> Bool {
    guard index + offset < tokens.count else { return false }
    if case .symbol(.dot) = tokens[index + offset].kind { return true }
    return false
  }
  /// How the next token is described in messages.
  var foundDescription: String { peek?.summary ?? "end of line" }

  func error(_ message: ScenarioMessage, at location: TextLocation) -> ScenarioDiagnostic {
    ScenarioDiagnostic(.error, message, file: file, at: location)
  }

  func expected(_ what: String) -> ScenarioDiagnostic {
    error(.expected(what, found: foundDescription), at: here)
  }

  mutating func advance() -> Token {
    let token = tokens[index]
    index += 1
    return token
  }

  /// Consumes the symbol if it is next.
  mutating func take(_ symbol: Symbol) -> Bool {
    if case .symbol(symbol)? = peek?.kind {
      index += 1
      return true
    }
    return false
  }

  /// Consumes the keyword if it is next.
  mutating func take(keyword: String) -> Bool {
    if peekIdentifier == keyword {
      index += 1
      return true
    }
    return false
  }

  mutating func require(_ symbol: Symbol) throws(ScenarioDiagnostic) {
    guard take(symbol) else { throw expected("'\(symbol.rawValue)'") }
  }

  mutating func requireKeyword(_ word: String) throws(ScenarioDiagnostic) {
    guard take(keyword: word) else { throw expected("'\(word)'") }
  }

  /// Requires that the line is fully consumed.
  func end() throws(ScenarioDiagnostic) {
    if let token = peek {
      throw error(.extraInput(token.summary), at: token.location)
    }
  }

  mutating func identifier(_ what: String) throws(ScenarioDiagnostic) -> Name {
    guard let token = peek, case .identifier(let name) = token.kind else { throw expected(what) }
    index += 1
    return Name(name, at: token.location)
  }

  /// Reads a view or constraint name, or an Interface Builder id of a loaded scene:
  /// `view "abc-12-xyz"` or `constraint "Xcz-1j-2c9"` (see `IBReference`).
  mutating func reference(_ what: String) throws(ScenarioDiagnostic) -> Name {
    guard referenceLength == 2, case .string(let literal) = tokens[index + 1].kind else {
      return try identifier(what)
    }
    let location = tokens[index].location
    index += 2
    return Name(IBReference.key(literal.value), at: location)
  }

  /// How many tokens the reference at the cursor takes: 2 for `view "…"` and
  /// `constraint "…"`, else 1.
  var referenceLength: Int {
    guard let word = peekIdentifier, word == "view" || word == "constraint",
      index + 1 < tokens.count, case .string = tokens[index + 1].kind
    else { return 1 }
    return 2
  }

  /// Reads one of a fixed set of words, with a did-you-mean on a near miss.
  mutating func choice<T>(_ what: String, _ options: KeyValuePairs<String, T>)
    throws(ScenarioDiagnostic)
    -> Located<T>
  {
    let word = try identifier(what)
    for (key, value) in options where key == word.value {
      return Located(value, at: word.location)
    }
    let names = options.map(\.key)
    throw error(
      .unknownValue(
        word.value, allowed: names, suggestion: Suggestion.closest(to: word.value, in: names)),
      at: word.location)
  }

  /// Reads an optionally negative plain number (no unit) and checks its range.
  mutating func number(_ quantity: Quantity) throws(ScenarioDiagnostic) -> Located<Double> {
    let start = here
    let negative = take(.minus)
    guard let token = peek, case .number(let value, _, let unit) = token.kind else {
      throw expected("a number")
    }
    if unit != nil { throw expected("a number without a unit") }
    index += 1
    let signed = negative ? -value : value
    if let problem = quantity.problem(with: signed) { throw error(problem, at: start) }
    return Located(signed, at: start)
  }

  /// Reads a duration (`0.3`, `0.3s`, `300ms`) in seconds and checks its range.
  mutating func duration(_ quantity: Quantity) throws(ScenarioDiagnostic) -> Located<Double> {
    let start = here
    let negative = take(.minus)
    guard let token = peek, case .number(let value, _, let unit) = token.kind,
      unit != .degrees
    else {
      throw expected("a duration")
    }
    index += 1
    var seconds = unit == .milliseconds ? value / 1000 : value
    if negative { seconds = -seconds }
    if let problem = quantity.problem(with: seconds) { throw error(problem, at: start) }
    return Located(seconds, at: start)
  }

  /// Reads `WxH` where both sides are numbers in the quantity's range.
  mutating func size(_ quantity: Quantity) throws(ScenarioDiagnostic) -> Located<Size> {
    let optional = try optionalSize(quantity)
    guard let width = optional.value.width, let height = optional.value.height else {
      throw error(
        .expected("a size such as 320x568", found: "a size with '-'"), at: optional.location)
    }
    return Located(Size(width: width, height: height), at: optional.location)
  }

  /// Reads `WxH` where either side may be `-`.
  mutating func optionalSize(_ quantity: Quantity) throws(ScenarioDiagnostic) -> Located<
    OptionalSize
  > {
    guard let token = peek, case .size(let width, let height) = token.kind else {
      throw expected("a size such as 320x568")
    }
    index += 1
    for side in [width, height] {
      if let side, let problem = quantity.problem(with: side) {
        throw error(problem, at: token.location)
      }
    }
    return Located(OptionalSize(width: width, height: height), at: token.location)
  }

  /// Reads `n,n,…` with `count` numbers of the given quantities.
  mutating func numbers(_ quantities: [Quantity]) throws(ScenarioDiagnostic) -> [Double] {
    var values: [Double] = []
    for (offset, quantity) in quantities.enumerated() {
      if offset > 0 { try require(.comma) }
      values.append(try number(quantity).value)
    }
    return values
  }

  /// Reads `x,y,w,h`.
  mutating func rect() throws(ScenarioDiagnostic) -> Located<Rect> {
    let start = here
    let v = try numbers([.frameOrigin, .frameOrigin, .frameSize, .frameSize])
    return Located(Rect(x: v[0], y: v[1], width: v[2], height: v[3]), at: start)
  }

  /// Reads a priority: a number in (0, 1000] or `required`/`high`/`low`/`fittingSize`.
  mutating func priority() throws(ScenarioDiagnostic) -> Located<Double> {
    let start = here
    if let word = peekIdentifier {
      let named: [(String, Double)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
      ]
      for (name, value) in named where name == word {
        index += 1
        return Located(value, at: start)
      }
      throw error(
        .unknownValue(
          word, allowed: named.map(\.0),
          suggestion: Suggestion.closest(to: word, in: named.map(\.0))),
        at: start)
    }
    return try number(.priority)
  }

  /// The line's text from the token at `start` to the last token read, as written.
  func text(from start: Int) -> String {
    text(from: start, through: index - 1)
  }

  /// The line's text from the token at `start` to the one at `last`, as written.
  func text(from start: Int, through last: Int) -> String {
    guard start <= last, start >= 0, last < tokens.count else { return "" }
    let scalars = Array(line.text.unicodeScalars)
    let lower = min(tokens[start].location.column - 1, scalars.count)
    let upper = min(max(tokens[last].endColumn - 1, lower), scalars.count)
    var out = ""
    out.unicodeScalars.append(contentsOf: scalars[lower..<upper])
    return out
  }

  /// Reads a string literal.
  mutating func string(_ what: String) throws(ScenarioDiagnostic) -> (StringLiteral, TextLocation) {
    guard let token = peek, case .string(let literal) = token.kind else { throw expected(what) }
    index += 1
    return (literal, token.location)
  }

  /// Reads an attribute name, with a did-you-mean on a near miss.
  mutating func attribute() throws(ScenarioDiagnostic) -> Located<ScriptAttribute> {
    let word = try identifier("an attribute")
    if let attribute = ScriptAttribute(rawValue: word.value) {
      return Located(attribute, at: word.location)
    }
    let aliases: [String: ScriptAttribute] = ["baseline": .lastBaseline]
    if let attribute = aliases[word.value] { return Located(attribute, at: word.location) }
    throw error(
      .unknownAttribute(
        word.value,
        suggestion: Suggestion.closest(to: word.value, in: ScriptAttribute.allCases.map(\.rawValue))
      ),
      at: word.location)
  }

  /// Reads a constraint's relation `==`, `<=` or `>=`.
  mutating func relation() throws(ScenarioDiagnostic) -> ScriptRelation {
    if take(.equalEqual) { return .equal }
    if take(.lessEqual) { return .lessThanOrEqual }
    if take(.greaterEqual) { return .greaterThanOrEqual }
    if case .symbol(let symbol)? = peek?.kind, [.less, .greater, .notEqual].contains(symbol) {
      throw error(.strictRelationInConstraint(symbol.rawValue), at: here)
    }
    throw expected("'==', '<=' or '>='")
  }

  /// Reads an expectation's relation: `==`, `!=`, `<`, `<=`, `>` or `>=`.
  mutating func comparison() throws(ScenarioDiagnostic) -> Located<Comparison> {
    let start = here
    let pairs: [(Symbol, Comparison)] = [
      (.equalEqual, .equal), (.notEqual, .notEqual), (.less, .less), (.lessEqual, .lessOrEqual),
      (.greater, .greater), (.greaterEqual, .greaterOrEqual),
    ]
    for (symbol, comparison) in pairs where take(symbol) {
      return Located(comparison, at: start)
    }
    throw expected("'==', '!=', '<', '<=', '>' or '>='")
  }

  /// Reads `T1..T2` (durations, seconds), T2 not before T1.
  mutating func timeRange() throws(ScenarioDiagnostic) -> Located<TimeRange> {
    let start = here
    let first = try duration(.time)
    try require(.range)
    let last = try duration(.time)
    guard last.value >= first.value else {
      throw error(.emptyRange(start: first.value, end: last.value), at: start)
    }
    return Located(TimeRange(start: first.value, end: last.value), at: start)
  }

  /// Reads a transform list: `identity`, `translate(tx, ty)`, `scale(s)`, `scale(sx, sy)`,
  /// `rotate(a)` (radians, or degrees with `deg`), one or more, separated by spaces.
  mutating func transform() throws(ScenarioDiagnostic) -> Located<ScriptTransform> {
    let start = here
    var steps: [TransformStep] = []
    let names = ["identity", "translate", "scale", "rotate"]
    repeat {
      let word = try identifier("a transform ('identity', 'translate', 'scale' or 'rotate')")
      switch word.value {
      case "identity":
        steps.append(.identity)
      case "translate":
        try require(.openParen)
        let x = try number(.translation).value
        try require(.comma)
        let y = try number(.translation).value
        try require(.closeParen)
        steps.append(.translate(x: x, y: y))
      case "scale":
        try require(.openParen)
        let x = try number(.transformScale).value
        let y = take(.comma) ? try number(.transformScale).value : x
        try require(.closeParen)
        steps.append(.scale(x: x, y: y))
      case "rotate":
        try require(.openParen)
        steps.append(.rotate(radians: try angle().value))
        try require(.closeParen)
      default:
        throw error(
          .unknownTransform(word.value, suggestion: Suggestion.closest(to: word.value, in: names)),
          at: word.location)
      }
    } while peekIdentifier.map(names.contains) ?? false
    return Located(ScriptTransform(steps: steps), at: start)
  }

  /// Reads an angle: radians, or degrees with `deg` (`45deg`), in radians.
  mutating func angle() throws(ScenarioDiagnostic) -> Located<Double> {
    let start = here
    let negative = take(.minus)
    guard let token = peek, case .number(let value, _, let unit) = token.kind,
      unit == nil || unit == .degrees
    else {
      throw expected("an angle (radians, or degrees such as 45deg)")
    }
    index += 1
    var radians = unit == .degrees ? value * Double.pi / 180 : value
    if negative { radians = -radians }
    if let problem = Quantity.angle.problem(with: radians) { throw error(problem, at: start) }
    return Located(radians, at: start)
  }
}
