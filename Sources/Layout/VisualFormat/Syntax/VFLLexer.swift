/// Splits an ASCII visual format string into tokens on demand, each with its byte offsets.
///
/// Apple's parser reads a format character by character and decides what a character
/// means from where it stands: `H` is an orientation only at offset 0, and `-` starts a
/// number only where a constant is expected (`-(-5)-`). The lexer therefore lexes one
/// token at a time in the ``Mode`` the parser asks for; `peek` never moves, `consume`
/// moves past a peeked token. Whitespace is never skipped: it lexes as
/// ``VFLToken/Kind/other(_:)``, and the parser reports it like any other stray character.
struct VFLLexer {
  /// Which reading of an ambiguous character the parser wants.
  enum Mode: Equatable, Sendable {
    /// At offset 0: `H` and `V` are orientations, not names.
    case orientation
    /// Between views, inside brackets and around predicates: `-` is a connection edge.
    case structure
    /// Where a constant or priority is expected: `-` starts a number if `strtod` reads one.
    case constant
  }

  /// The format's bytes (ASCII; checked by the caller).
  let bytes: [UInt8]
  /// The offset of the next unread byte.
  private(set) var offset: Int = 0

  /// Creates a lexer at the start of an ASCII format.
  ///
  /// - Parameter bytes: The format's bytes; every byte must be ASCII (below 0x80).
  init(bytes: [UInt8]) {
    precondition(bytes.allSatisfy { $0 < 0x80 }, "VFLLexer reads ASCII formats only")
    self.bytes = bytes
  }

  /// Whether every byte has been consumed.
  var isAtEnd: Bool { offset >= bytes.count }

  /// Lexes the token at the current offset without consuming it.
  ///
  /// - Parameter mode: How to read characters whose meaning depends on context.
  /// - Returns: The token; ``VFLToken/Kind/end`` with an empty range at the end of input.
  /// - Complexity: O(*n*) in the token's length.
  func peek(_ mode: Mode = .structure) -> VFLToken {
    guard offset < bytes.count else {
      return VFLToken(kind: .end, range: offset..<offset)
    }
    let byte = bytes[offset]
    if mode == .orientation {
      if byte == ASCII.capitalH { return single(.orientation(.horizontal)) }
      if byte == ASCII.capitalV { return single(.orientation(.vertical)) }
    }
    if ASCII.isDigit(byte) || (mode == .constant && byte == ASCII.minus) {
      if let (value, end) = scanNumber(from: offset) {
        return VFLToken(kind: .number(value), range: offset..<end)
      }
    }
    if ASCII.isNameStart(byte) {
      var end = offset + 1
      while end < bytes.count, ASCII.isNameContinuation(bytes[end]) { end += 1 }
      return VFLToken(
        kind: .name(String(decoding: bytes[offset..<end], as: UTF8.self)),
        range: offset..<end)
    }
    switch byte {
    case ASCII.bar: return single(.bar)
    case ASCII.minus: return single(.dash)
    case ASCII.colon: return single(.colon)
    case ASCII.openBracket: return single(.openBracket)
    case ASCII.closeBracket: return single(.closeBracket)
    case ASCII.openParen: return single(.openParen)
    case ASCII.closeParen: return single(.closeParen)
    case ASCII.comma: return single(.comma)
    case ASCII.at: return single(.at)
    case ASCII.less, ASCII.equals, ASCII.greater: return relation(startingWith: byte)
    default: return single(.other(byte))
    }
  }

  /// Moves past a token returned by ``peek(_:)`` at the current offset.
  ///
  /// - Parameter token: A token peeked at the current offset; must not be ``VFLToken/Kind/end``.
  mutating func consume(_ token: VFLToken) {
    precondition(token.start == offset, "consume a token peeked at the current offset")
    precondition(!token.range.isEmpty, "the end token cannot be consumed")
    offset = token.end
  }

  /// A one-byte token at the current offset.
  private func single(_ kind: VFLToken.Kind) -> VFLToken {
    VFLToken(kind: kind, range: offset..<(offset + 1))
  }

  /// `==`, `<=`, `>=`, or a one-byte malformed relation when no `=` follows.
  private func relation(startingWith byte: UInt8) -> VFLToken {
    guard offset + 1 < bytes.count, bytes[offset + 1] == ASCII.equals else {
      return single(.malformedRelation)
    }
    let relation: VFLRelation =
      switch byte {
      case ASCII.less: .lessThanOrEqual
      case ASCII.greater: .greaterThanOrEqual
      default: .equal
      }
    return VFLToken(kind: .relation(relation), range: offset..<(offset + 2))
  }
}

/// The ASCII bytes the visual format grammar gives a meaning to.
enum ASCII {
  static let bar = UInt8(ascii: "|")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let colon = UInt8(ascii: ":")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let comma = UInt8(ascii: ",")
  static let at = UInt8(ascii: "@")
  static let less = UInt8(ascii: "<")
  static let equals = UInt8(ascii: "=")
  static let greater = UInt8(ascii: ">")
  static let underscore = UInt8(ascii: "_")
  static let capitalH = UInt8(ascii: "H")
  static let capitalV = UInt8(ascii: "V")

  /// Whether the byte is `0`…`9`.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Whether the byte is `0`…`9`, `a`…`f` or `A`…`F`.
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }

  /// Whether the byte is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

  /// Whether the byte can start a view or metric name (a letter or `_`).
  static func isNameStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore }

  /// Whether the byte can continue a name (a letter, a digit or `_`).
  static func isNameContinuation(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }
}
