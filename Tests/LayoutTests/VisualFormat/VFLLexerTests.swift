import Testing

@testable import Layout

/// Lexes the whole text in one mode, token by token.
private func tokens(_ text: String, mode: VFLLexer.Mode = .structure) -> [VFLToken] {
  var lexer = VFLLexer(bytes: Array(text.utf8))
  var result: [VFLToken] = []
  while true {
    let token = lexer.peek(mode)
    result.append(token)
    if token.kind == .end { return result }
    lexer.consume(token)
  }
}

@Suite struct VFLLexerTests {
  @Test func punctuationCarriesOffsets() {
    #expect(
      tokens("|-[a_1(>=8@2,<=b)]:") == [
        VFLToken(kind: .bar, range: 0..<1),
        VFLToken(kind: .dash, range: 1..<2),
        VFLToken(kind: .openBracket, range: 2..<3),
        VFLToken(kind: .name("a_1"), range: 3..<6),
        VFLToken(kind: .openParen, range: 6..<7),
        VFLToken(kind: .relation(.greaterThanOrEqual), range: 7..<9),
        VFLToken(kind: .number(8), range: 9..<10),
        VFLToken(kind: .at, range: 10..<11),
        VFLToken(kind: .number(2), range: 11..<12),
        VFLToken(kind: .comma, range: 12..<13),
        VFLToken(kind: .relation(.lessThanOrEqual), range: 13..<15),
        VFLToken(kind: .name("b"), range: 15..<16),
        VFLToken(kind: .closeParen, range: 16..<17),
        VFLToken(kind: .closeBracket, range: 17..<18),
        VFLToken(kind: .colon, range: 18..<19),
        VFLToken(kind: .end, range: 19..<19),
      ])
  }

  @Test func relations() {
    #expect(tokens("==").map(\.kind) == [.relation(.equal), .end])
    #expect(
      tokens("<=>=").map(\.kind) == [
        .relation(.lessThanOrEqual), .relation(.greaterThanOrEqual), .end,
      ])
    #expect(tokens("<8").first == VFLToken(kind: .malformedRelation, range: 0..<1))
    #expect(tokens("=").first == VFLToken(kind: .malformedRelation, range: 0..<1))
  }

  @Test func whitespaceIsNotSkipped() {
    #expect(tokens(" a\t").map(\.kind) == [.other(0x20), .name("a"), .other(0x09), .end])
  }

  @Test func orientationOnlyInOrientationMode() {
    let lexer = VFLLexer(bytes: Array("H:".utf8))
    #expect(lexer.peek(.orientation).kind == .orientation(.horizontal))
    #expect(lexer.peek(.structure).kind == .name("H"))
    #expect(
      VFLLexer(bytes: Array("V".utf8)).peek(.orientation)
        == VFLToken(kind: .orientation(.vertical), range: 0..<1))
    #expect(VFLLexer(bytes: Array("Hx".utf8)).peek(.orientation).range == 0..<1)
  }

  @Test func minusStartsANumberOnlyInConstantMode() {
    #expect(tokens("-5", mode: .structure).map(\.kind) == [.dash, .number(5), .end])
    #expect(tokens("-5", mode: .constant).map(\.kind) == [.number(-5), .end])
    #expect(tokens("-x", mode: .constant).map(\.kind) == [.dash, .name("x"), .end])
  }

  @Test(arguments: [
    ("12", 12.0, 2), ("1.5-", 1.5, 3), ("1.", 1, 2), ("-.5", -0.5, 3), ("1e3", 1000, 3),
    ("1E+2x", 100, 4), ("1e", 1, 1), ("1e-", 1, 1), ("2e-1", 0.2, 4), ("0x1F", 31, 4),
    ("0X1.8p1", 3, 7), ("0x", 0, 1), ("0xg", 0, 1), ("-0x10", -16, 5), ("08.50", 8.5, 5),
    ("-inf", -.infinity, 4), ("-Infinity)", -.infinity, 9), ("-infinit", -.infinity, 4),
    ("1e999", .infinity, 5), ("1..2", 1, 2),
  ])
  func numbersFollowStrtod(text: String, value: Double, length: Int) {
    let token = VFLLexer(bytes: Array(text.utf8)).peek(.constant)
    #expect(token == VFLToken(kind: .number(value), range: 0..<length))
  }

  /// Plain integers take a direct path; it must give `Double(_:)`'s value (strtod's) and
  /// length, sign of zero included, up to and past the 15-digit limit of that path.
  @Test(arguments: [
    "0", "-0", "+0", "7", "+7", "-750", "007", "999999999999999", "-999999999999999",
    "9999999999999999", "12345678901234567890", "9007199254740993", "8]", "44@",
  ])
  func integersMatchDoubleParsing(text: String) {
    let digits = text.prefix { $0 == "-" || $0 == "+" || $0.isNumber }
    guard let expected = Double(String(digits)) else {
      Issue.record("Double(_:) does not read \(digits)")
      return
    }
    guard let (value, end) = VFLLexer(bytes: Array(text.utf8)).scanNumber(from: 0) else {
      Issue.record("no number in \(text)")
      return
    }
    #expect(value == expected)
    #expect(value.sign == expected.sign)
    #expect(end == digits.utf8.count)
  }

  @Test func notANumber() {
    let token = VFLLexer(bytes: Array("-nan(x1)]".utf8)).peek(.constant)
    #expect(token.range == 0..<8)
    guard case .number(let value) = token.kind else {
      Issue.record("expected a number, got \(token)")
      return
    }
    #expect(value.isNaN)
  }

  @Test func scanNumberRejectsALoneSign() {
    let lexer = VFLLexer(bytes: Array("-)".utf8))
    #expect(lexer.scanNumber(from: 0) == nil)
    #expect(lexer.scanNumber(from: 1) == nil)
  }
}
