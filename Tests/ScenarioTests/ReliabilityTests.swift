import Layout
import Testing

@testable import Scenario

/// Issue 11: numbers of any size worded exactly, frame times rounded on their exact decimal.
@Suite("Reliability: number wording and frame times") struct ReliabilityNumberTests {
  @Test("numbers from 9.22e12 to 1e15 and beyond are worded with their shortest digits")
  func largeNumbers() {
    // 9223372036854 × 10⁶ exceeds Int64.max (9223372036854775807): the old wording trapped.
    #expect(number(9_223_372_036_854) == "9223372036854")
    #expect(number(-9_300_000_000_000) == "-9300000000000")
    #expect(number(9.22e12) == "9220000000000")
    #expect(number(9_999_999_999_999) == "9999999999999")
    #expect(number(10_000_000_000_000) == "10000000000000")
    #expect(number(1e15) == "1000000000000000")
    // 2^53 + 2 is exact in binary; its shortest digits are all 16 of them.
    #expect(number(9_007_199_254_740_994) == "9007199254740994")
    #expect(number(9.5e20) == "950000000000000000000")
    #expect(number(1e21) == "1e+21")
    #expect(number(1e22) == "1e+22")
    #expect(number(-2.5e300) == "-2.5e+300")
    #expect(number(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
  }

  @Test("six decimals, rounded half away from zero on the decimal digits")
  func fractions() {
    #expect(number(0.1) == "0.1")
    #expect(number(1e-7) == "0")
    #expect(number(-1e-7) == "0")
    // 0.0000005 has the shortest digits 5e-7: a tie at the 7th decimal, rounded away from 0.
    #expect(number(0.000_000_5) == "0.000001")
    #expect(number(-0.000_000_5) == "-0.000001")
    // 2.0000005 is stored as 2.00000049999999990… but its shortest digits end in 5.
    #expect(number(2.000_000_5) == "2.000001")
    #expect(number(0.999_999_5) == "1")
    #expect(number(123.456_789_4) == "123.456789")
    #expect(number(5e-324) == "0")
    #expect(formatNumber(4.0375) == "4.038")
    #expect(formatNumber(-0.0004) == "0")
    #expect(formatNumber(9_223_372_036_854.5) == "9223372036854.5")
  }

  @Test("DecimalDigits places the digits by exponent")
  func digits() {
    let small = DecimalDigits(0.00123)
    #expect(small.digits == [1, 2, 3] && small.pointPosition == -2)
    let large = DecimalDigits(9.3e12)
    #expect(large.digits == [9, 3] && large.pointPosition == 13)
    #expect(DecimalDigits(0).isZero)
    #expect(DecimalDigits(-0.0).plain == "0")
  }

  @Test("frame times are k/fps rounded half away from zero to milliseconds, exactly")
  func frameTimes() {
    func time(_ k: Int, _ fps: Int) -> String {
      DecimalFormat.frameTimeString(Double(k) / Double(fps), index: k, fps: fps)
    }
    // fps 240: 3/240 = 0.0125 → 0.013; 9/240 = 0.0375 → 0.038; 969/240 = 4.0375 → 4.038
    // (the double nearest 4.0375 is below it, so binary rounding gave 4.037).
    #expect(time(3, 240) == "0.013")
    #expect(time(9, 240) == "0.038")
    #expect(time(969, 240) == "4.038")
    // ms = (2000k + fps) div (2 fps): k = 1, fps 60 → 2060 div 120 = 17 → 0.017.
    #expect(time(1, 60) == "0.017")
    #expect(time(60, 60) == "1")
    #expect(time(0, 240) == "0")
    // fps 16: 1/16 = 0.0625 → 0.063; 3/16 = 0.1875 → 0.188.
    #expect(time(1, 16) == "0.063")
    #expect(time(3, 16) == "0.188")
    // fps 1000 → exact milliseconds; 86400 s at fps 1000 is frame 86_400_000.
    #expect(time(86_400_000, 1000) == "86400")
    // A sample between frames keeps the plain format.
    #expect(DecimalFormat.frameTimeString(0.0125, index: 2, fps: 240) == "0.013")
    #expect(DecimalFormat.frameTimeString(0.5, index: 2, fps: 240) == "0.5")
    // Through the CSV sink: fps 240, frames 3 and 9.
    let sink = MemoryByteSink()
    let buffer = ByteBuffer(sink: sink)
    let csv = CSVFrameSink(output: buffer)
    csv.begin(views: [OutputView(name: "root", kind: .view, parent: nil)], fps: 240)
    for k in [3, 9, 969] {
      let rect = Rect(x: 0, y: 0, width: 1, height: 1)
      csv.write(
        OutputFrame(
          index: k, time: Double(k) / 240, frames: [rect], windowFrames: [rect],
          modelFrames: [rect], events: []))
    }
    csv.finish()
    let times = sink.text.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",")[1]
    }
    #expect(times == ["0.013", "0.038", "4.038"])
  }
}

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
    #expect(source.invalidEncoding == ScriptLocation(line: 1, column: 2))
  }

  @Test("control characters in the source line are shown escaped, the caret kept aligned")
  func controlCharacters() {
    // "view a\0b\u{7}c": the caret at column 11 ('c') moves right by the extra width of
    // the escapes: `\0` is 2 columns (+1), `\x07` is 4 (+3), so 10 + 1 + 3 = 14 spaces.
    let source = SourceFile(name: "f", bytes: Array("view a\u{0}b\u{7}c".utf8))
    let d = Diagnostic(
      .error, .unexpectedCharacter("c"), file: "f", at: ScriptLocation(line: 1, column: 11))
    let lines = d.rendered(source: source).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "view a\\0b\\x07c")
    #expect(lines[2] == String(repeating: " ", count: 14) + "^")
    #expect(Diagnostic.visible("\u{1B}") == "\\x1B")
    #expect(Diagnostic.visible("\u{7F}") == "\\x7F")
    #expect(Diagnostic.visible("\u{9B}") == "\\u{9B}")
    #expect(Diagnostic.visible("\t") == nil)
    #expect(Diagnostic.visible("é") == nil)
  }

  @Test("at most 100 diagnostics are rendered; one note counts the rest by severity")
  func cappedRendering() {
    let source = SourceFile(name: "f", text: "x")
    var diagnostics: [Diagnostic] = []
    for line in 1...130 {
      diagnostics.append(
        Diagnostic(
          .error, .unterminatedString, file: "f", at: ScriptLocation(line: line, column: 1))
      )
    }
    for line in 131...132 {
      diagnostics.append(
        Diagnostic(
          .warning, .staleFrame(view: "a"), file: "f", at: ScriptLocation(line: line, column: 1)))
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
