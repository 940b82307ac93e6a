/// One lexeme of a visual format string: what it is and which bytes of the format it covers.
///
/// Offsets are 0-based indices into the format's bytes. The lexer only runs on ASCII
/// formats, so a byte offset is also the character column Apple's caret line points at.
struct VFLToken: Equatable, Sendable {
  /// What a lexeme is.
  enum Kind: Equatable, Sendable {
    /// `H` or `V` as the first character of the format (lexed only in orientation mode).
    case orientation(Axis)
    /// `|`, the superview.
    case bar
    /// `-`, a connection edge (in constant mode only when no number follows).
    case dash
    /// `:` after the orientation.
    case colon
    /// `[`, the start of a view.
    case openBracket
    /// `]`, the end of a view.
    case closeBracket
    /// `(`, the start of a predicate list.
    case openParen
    /// `)`, the end of a predicate list.
    case closeParen
    /// `,` between predicates.
    case comma
    /// `@` before a priority.
    case at
    /// `==`, `<=` or `>=`.
    case relation(VFLRelation)
    /// `<`, `=` or `>` not followed by `=`: Apple reports the character after it.
    case malformedRelation
    /// A C identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    case name(String)
    /// A number as `strtod_l` reads it in the C locale (digits first; a `-` first in
    /// constant mode).
    case number(Double)
    /// Any other single byte: whitespace, `+`, `.`, `^`, …
    case other(UInt8)
    /// The end of the format; its range is empty and starts at the format's length.
    case end
  }

  /// What the lexeme is.
  var kind: Kind
  /// The bytes it covers, as 0-based offsets into the format.
  var range: Range<Int>

  /// The offset of the lexeme's first byte.
  var start: Int { range.lowerBound }
  /// The offset just past the lexeme's last byte.
  var end: Int { range.upperBound }
}

/// The relation of a predicate, as written in the format.
enum VFLRelation: Equatable, Sendable {
  /// `<=`.
  case lessThanOrEqual
  /// `==` (also the default when a predicate has no relation).
  case equal
  /// `>=`.
  case greaterThanOrEqual
}
