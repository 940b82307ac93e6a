extension VFLLexer {
  /// Reads the longest number at `start` that C's `strtod_l` reads in the C locale.
  ///
  /// Apple's parser hands the rest of the format to `strtod_l` and keeps whatever it
  /// consumed [S1 grammar: "`<number>` as parsed by `strtod_l`, with the C locale"]. So this
  /// accepts an optional sign, then a decimal (`12`, `1.`, `-.5`, `1e3`, `2E-2`), a hex
  /// float (`0x1A`, `0x1.8p3`), `inf`/`infinity` or `nan`/`nan(chars)`, letters in any case.
  /// An exponent without digits is not part of the number (`1e` reads `1`), nor is `0x`
  /// without hex digits (`0x` reads `0`). Nothing is skipped before the number.
  ///
  /// - Parameter start: The offset of the first byte of the candidate number.
  /// - Returns: The value and the offset just past the number, or `nil` when `strtod`
  ///   would consume nothing (`-`, `-x`, `-(`).
  /// - Complexity: O(*n*) in the number's length.
  func scanNumber(from start: Int) -> (value: Double, end: Int)? {
    var cursor = start
    var negative = false
    if cursor < bytes.count, bytes[cursor] == ASCII.minus || bytes[cursor] == ASCII.plus {
      negative = bytes[cursor] == ASCII.minus
      cursor += 1
    }
    // The words start with a letter: a digit or a dot skips their comparisons.
    let lead = cursor < bytes.count ? bytes[cursor] | 0x20 : 0
    if lead == UInt8(ascii: "i"),
      let end = matchWord("infinity", at: cursor) ?? matchWord("inf", at: cursor)
    {
      return (negative ? -.infinity : .infinity, end)
    }
    if lead == UInt8(ascii: "n"), var end = matchWord("nan", at: cursor) {
      if end < bytes.count, bytes[end] == ASCII.openParen {
        var close = end + 1
        while close < bytes.count, ASCII.isNameContinuation(bytes[close]) { close += 1 }
        if close < bytes.count, bytes[close] == ASCII.closeParen { end = close + 1 }
      }
      return (negative ? -.nan : .nan, end)
    }
    let isHex =
      cursor + 1 < bytes.count && bytes[cursor] == UInt8(ascii: "0")
      && bytes[cursor + 1] | 0x20 == UInt8(ascii: "x")
    if isHex, let end = scanSignificand(from: cursor + 2, digit: ASCII.isHexDigit) {
      let exponentEnd = scanExponent(from: end, marker: UInt8(ascii: "p"))
      return (value(of: start..<exponentEnd), exponentEnd)
    }
    guard let end = scanSignificand(from: cursor, digit: ASCII.isDigit) else { return nil }
    let exponentEnd = scanExponent(from: end, marker: UInt8(ascii: "e"))
    return (value(of: start..<exponentEnd), exponentEnd)
  }

  /// The end of `digits [. digits]` with at least one digit, or `nil` without any digit.
  private func scanSignificand(from start: Int, digit: (UInt8) -> Bool) -> Int? {
    var cursor = start
    var digitCount = 0
    while cursor < bytes.count, digit(bytes[cursor]) {
      cursor += 1
      digitCount += 1
    }
    if cursor < bytes.count, bytes[cursor] == ASCII.dot {
      var fraction = cursor + 1
      while fraction < bytes.count, digit(bytes[fraction]) {
        fraction += 1
        digitCount += 1
      }
      if digitCount > 0 { cursor = fraction }
    }
    return digitCount > 0 ? cursor : nil
  }

  /// The end of an exponent `marker [sign] digits` at `start`, or `start` if there is none.
  private func scanExponent(from start: Int, marker: UInt8) -> Int {
    guard start < bytes.count, bytes[start] | 0x20 == marker else { return start }
    var cursor = start + 1
    if cursor < bytes.count, bytes[cursor] == ASCII.minus || bytes[cursor] == ASCII.plus {
      cursor += 1
    }
    let digitsStart = cursor
    while cursor < bytes.count, ASCII.isDigit(bytes[cursor]) { cursor += 1 }
    return cursor > digitsStart ? cursor : start
  }

  /// The end of `word` matched case-insensitively at `start`, or `nil`.
  private func matchWord(_ word: String, at start: Int) -> Int? {
    var cursor = start
    for letter in word.utf8 {
      guard cursor < bytes.count, bytes[cursor] | 0x20 == letter else { return nil }
      cursor += 1
    }
    return cursor
  }

  /// The value of a decimal or hex number already checked to match `strtod`'s grammar.
  ///
  /// An optionally signed integer of at most 15 digits (the usual `8`, `20`, `750`) is
  /// below 2^53, so it is exact as a `Double` and read directly, as `strtod` would round it
  /// (to itself); `-0` gives -0.0 as `strtod` does. Everything else goes through `Double(_:)`.
  private func value(of range: Range<Int>) -> Double {
    var cursor = range.lowerBound
    let negative = bytes[cursor] == ASCII.minus
    if negative || bytes[cursor] == ASCII.plus { cursor += 1 }
    if cursor < range.upperBound, range.upperBound - cursor <= 15 {
      var integer = 0
      while cursor < range.upperBound, ASCII.isDigit(bytes[cursor]) {
        integer = integer * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
        cursor += 1
      }
      if cursor == range.upperBound {
        let magnitude = Double(integer)
        return negative ? -magnitude : magnitude
      }
    }
    let text = String(decoding: bytes[range], as: UTF8.self)
    guard let value = Double(text) else {
      preconditionFailure("scanNumber matched \(text), which Double(_:) does not read")
    }
    return value
  }
}
