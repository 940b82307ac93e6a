import Diagnostics

/// The unit glued to a number literal: a duration's, or an angle's (v2).
public enum DurationUnit: Hashable, Sendable {
  /// `s`: seconds.
  case seconds
  /// `ms`: milliseconds.
  case milliseconds
  /// `deg`: degrees, an angle (`rotate(45deg)`); not a duration.
  case degrees
}

/// A string literal's value and where each of its characters came from.
public struct StringLiteral: Hashable, Sendable {
  /// The value after escapes are resolved.
  public var value: String
  /// For each Unicode scalar of `value`, its 1-based column in the script line.
  public var columns: [Int]

  /// The script column of the scalar at a 0-based offset into `value` (clamped to the
  /// literal: offsets past the end map to the closing quote).
  public func column(ofOffset offset: Int) -> Int {
    guard !columns.isEmpty else { return 1 }
    if offset < 0 { return columns[0] }
    if offset < columns.count { return columns[offset] }
    return (columns.last ?? 0) + 1 + (offset - columns.count)
  }
}

/// Punctuation and operators.
public enum Symbol: String, Hashable, Sendable, CaseIterable {
  case dot = "."
  case comma = ","
  case colon = ":"
  case openBrace = "{"
  case closeBrace = "}"
  case openParen = "("
  case closeParen = ")"
  case equalEqual = "=="
  case lessEqual = "<="
  case greaterEqual = ">="
  /// `!=` (expectations only).
  case notEqual = "!="
  /// `<` (expectations only).
  case less = "<"
  /// `>` (expectations only).
  case greater = ">"
  /// `..`: an interval of time, `0..0.5` (expectations' `during`).
  case range = ".."
  case assign = "="
  case star = "*"
  case plus = "+"
  case minus = "-"
  case at = "@"
}

/// What a token is.
public enum TokenKind: Hashable, Sendable {
  /// A name or keyword: `[A-Za-z_][A-Za-z0-9_]*`, or one of the hyphenated keywords
  /// (`no-conflicts`, `no-ambiguity`, `no-overlap`, `from-current`).
  case identifier(String)
  /// An unsigned number, with its literal text and an optional duration unit.
  case number(Double, text: String, unit: DurationUnit?)
  /// A size `WxH`; either side may be `-` (no value) or negative (for validation to reject).
  case size(width: Double?, height: Double?)
  /// A double-quoted string.
  case string(StringLiteral)
  /// Punctuation or an operator.
  case symbol(Symbol)
}

/// One token with the column where it starts.
public struct Token: Hashable, Sendable {
  /// What it is.
  public var kind: TokenKind
  /// Its first character's location.
  public var location: TextLocation
  /// The 1-based column just past its last character.
  public var endColumn: Int

  /// How the token is described in "expected …, found …" messages.
  var summary: String {
    switch kind {
    case .identifier(let name): return "'\(name)'"
    case .number(_, let text, let unit):
      switch unit {
      case .none: return "number \(text)"
      case .seconds: return "duration \(text)s"
      case .milliseconds: return "duration \(text)ms"
      case .degrees: return "angle \(text)deg"
      }
    case .size: return "a size"
    case .string: return "a string"
    case .symbol(let symbol): return "'\(symbol.rawValue)'"
    }
  }
}

/// The tokens of one non-blank script line.
public struct TokenLine: Hashable, Sendable {
  /// The 1-based line number.
  public var line: Int
  /// The tokens, in order; never empty.
  public var tokens: [Token]
  /// The column just past the last non-comment character (where "end of line" points).
  public var endColumn: Int
  /// The line's text up to `endColumn` (without its comment), to quote a statement exactly.
  public var text: String = ""
}
