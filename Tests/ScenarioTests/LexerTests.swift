import Diagnostics
import Testing

@testable import Scenario

@Suite struct LexerTests {
  private func lex(_ text: String) -> (lines: [TokenLine], diagnostics: [ScenarioDiagnostic]) {
    Lexer(file: "t").tokenize(SourceFile(name: "t", text: text))
  }

  @Test func numbersDurationsAndSizes() {
    let (lines, diagnostics) = lex("animate 0.3s 300ms 2 320x568 -x30 40x- 12.5")
    #expect(diagnostics.isEmpty)
    let kinds = lines[0].tokens.map(\.kind)
    #expect(kinds[1] == .number(0.3, text: "0.3", unit: .seconds))
    #expect(kinds[2] == .number(300, text: "300", unit: .milliseconds))
    #expect(kinds[3] == .number(2, text: "2", unit: nil))
    #expect(kinds[4] == .size(width: 320, height: 568))
    #expect(kinds[5] == .size(width: nil, height: 30))
    #expect(kinds[6] == .size(width: 40, height: nil))
    #expect(kinds[7] == .number(12.5, text: "12.5", unit: nil))
    #expect(lines[0].tokens.map(\.location.column) == [1, 9, 14, 20, 22, 30, 35, 40])
  }

  @Test func stringsWithEscapesKeepColumns() {
    let (lines, diagnostics) = lex(#"label a text "say \"hi\" \\ ok""#)
    #expect(diagnostics.isEmpty)
    guard case .string(let literal) = lines[0].tokens[3].kind else {
      Issue.record("not a string")
      return
    }
    #expect(literal.value == #"say "hi" \ ok"#)
    // The value's 5th scalar is the `"` written as \" at column 19 (1-based).
    #expect(literal.column(ofOffset: 4) == 19)
    #expect(literal.column(ofOffset: 0) == 15)
  }

  @Test func commentsAndBlankLinesVanish() {
    let (lines, diagnostics) = lex("# header\n\n   \nlayout # now\n  constrain \"#not\" # c")
    #expect(diagnostics.isEmpty)
    #expect(lines.map(\.line) == [4, 5])
    #expect(lines[0].tokens.count == 1)
    #expect(lines[1].tokens.count == 2)
  }

  @Test func hyphenatedKeywordsOnlyWhenKnown() {
    let (lines, _) = lex("expect no-conflicts a.width-b")
    let kinds = lines[0].tokens.map(\.kind)
    #expect(kinds[1] == .identifier("no-conflicts"))
    #expect(kinds[2] == .identifier("a"))
    #expect(kinds[4] == .identifier("width"))
    #expect(kinds[5] == .symbol(.minus))
  }

  @Test(arguments: [
    ("wait 5px", 7, ScenarioMessage.invalidNumberSuffix("px")),
    ("label a text \"open", 14, .unterminatedString),
    ("label a text \"a\\n\"", 16, .unknownEscape("n")),
    ("view a ; b", 8, .unexpectedCharacter(";")),
    ("view é", 6, .unexpectedCharacter("é")),
    (
      "fps 1" + String(repeating: "0", count: 50), 5,
      .numberTooLarge("1" + String(repeating: "0", count: 50))
    ),
  ])
  func lexicalErrors(text: String, column: Int, message: ScenarioMessage) {
    let (_, diagnostics) = lex("screen 320x568\n" + text)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location == TextLocation(line: 2, column: column))
    #expect(diagnostics.first?.message == message)
  }

  @Test func invalidUTF8IsReportedAtItsPosition() {
    let bytes = Array("screen 320x568\nview a".utf8) + [0xFF, 0xFE] + Array("\nlayout".utf8)
    let source = SourceFile(name: "t", bytes: bytes)
    #expect(source.invalidEncoding == TextLocation(line: 2, column: 7))
    let (_, diagnostics) = Lexer(file: "t").tokenize(source)
    #expect(diagnostics.map(\.message) == [.invalidUTF8])
  }

  @Test func crlfLineEndings() {
    let (lines, diagnostics) = lex("screen 320x568\r\nlayout\r\n")
    #expect(diagnostics.isEmpty)
    #expect(lines.count == 2)
  }
}
