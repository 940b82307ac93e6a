import Diagnostics
import FrameOutput
import Layout
import Testing

@testable import Scenario

/// Issue 11, item 7: one buffer for the source, capped and control-safe diagnostics.
@Suite("Reliability: bounded diagnostics and sources") struct ReliabilitySourceTests {
  @Test(
    "lines split as before: CRLF, a final terminator, empty files, invalid UTF-8",
    arguments: [
      ("", [""]),
      ("\n", [""]),
      ("a", ["a"]),
      ("a\n", ["a"]),
      ("a\r\nb\r\n", ["a", "b"]),
      ("a\n\nb", ["a", "", "b"]),
      ("a\n\r", ["a"]),
      ("a\n\r\r", ["a", "\r"]),
      ("a\rb\n", ["a\rb"]),
      ("\r", [""]),
    ])
  func lines(text: String, expected: [String]) {
    let source = SourceFile(name: "t", bytes: Array(text.utf8))
    #expect(source.lines.map { String(String.UnicodeScalarView($0)) } == expected)
    #expect(SourceFile(name: "t", text: text).lines == source.lines)
  }

  @Test("an invalid sequence decodes as U+FFFD within its line, the newline after it kept")
  func invalidBytes() {
    // E2 82 is a truncated 3-byte sequence: one U+FFFD (maximal subpart), then the newline.
    let source = SourceFile(name: "t", bytes: [0x61, 0xE2, 0x82, 0x0A, 0x62, 0xFF])
    #expect(source.lines.count == 2)
    #expect(source.lines[0] == ["a", "\u{FFFD}"])
    #expect(source.lines[1] == ["b", "\u{FFFD}"])
    #expect(source.invalidEncoding == TextLocation(line: 1, column: 2))
  }

  @Test("control characters in the source line are shown escaped, the caret kept aligned")
  func controlCharacters() {
    // "view a\0b\u{7}c": the caret at column 11 ('c') moves right by the extra width of
    // the escapes: `\0` is 2 columns (+1), `\x07` is 4 (+3), so 10 + 1 + 3 = 14 spaces.
    let source = SourceFile(name: "f", bytes: Array("view a\u{0}b\u{7}c".utf8))
    let d = ScenarioDiagnostic(
      .error, .unexpectedCharacter("c"), file: "f", at: TextLocation(line: 1, column: 11))
    let lines = d.rendered(source: source).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "view a\\0b\\x07c")
    #expect(lines[2] == String(repeating: " ", count: 14) + "^")
    #expect(DiagnosticRendering.visible("\u{1B}") == "\\x1B")
    #expect(DiagnosticRendering.visible("\u{7F}") == "\\x7F")
    #expect(DiagnosticRendering.visible("\u{9B}") == "\\u{9B}")
    #expect(DiagnosticRendering.visible("\t") == nil)
    #expect(DiagnosticRendering.visible("é") == nil)
  }

  @Test("at most 100 diagnostics are rendered; one note counts the rest by severity")
  func cappedRendering() {
    let source = SourceFile(name: "f", text: "x")
    var diagnostics: [ScenarioDiagnostic] = []
    for line in 1...130 {
      diagnostics.append(
        ScenarioDiagnostic(
          .error, .unterminatedString, file: "f", at: TextLocation(line: line, column: 1))
      )
    }
    for line in 131...132 {
      diagnostics.append(
        ScenarioDiagnostic(
          .warning, .staleFrame(view: "a"), file: "f", at: TextLocation(line: line, column: 1)))
    }
    let text = diagnostics.rendered(source: source)
    let headers = text.split(separator: "\n").filter {
      $0.hasPrefix("f:") && $0.contains(": error:")
    }
    #expect(headers.count == 100)
    #expect(headers.last?.hasPrefix("f:100:1:") == true)
    // 132 − 100 = 32 left: 30 errors (lines 101…130) and 2 warnings.
    #expect(
      text.hasSuffix(
        "f: note: 30 more errors and 2 more warnings not shown (only the first 100 are printed)\n"))
    #expect(!Array(diagnostics.prefix(100)).rendered(source: source).contains("not shown"))
    #expect(
      Array(diagnostics.prefix(101)).rendered(source: source).hasSuffix(
        "f: note: 1 more error not shown (only the first 100 are printed)\n"))
  }

  @Test("a script of many bad lines reports every line it lexes, in order")
  func streamingLexer() throws {
    // 300 lines of an unexpected `$`: 300 lexical errors, one a line, at column 11.
    let text = "screen 320x568\n" + String(repeating: "constrain $\n", count: 300)
    #expect(throws: ScenarioError.self) {
      try CompiledScenario.parse(SourceFile(name: "t", text: text))
    }
    do {
      _ = try CompiledScenario.parse(SourceFile(name: "t", text: text))
    } catch {
      #expect(error.diagnostics.count == 300)
      #expect(error.diagnostics.map(\.line) == Array(2...301))
      #expect(error.diagnostics.allSatisfy { $0.column == 11 })
    }
  }
}
