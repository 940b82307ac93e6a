import Diagnostics
import Testing

/// A message type of the tests' own: the Diagnostics module renders any module's messages.
private enum TestMessage: DiagnosticMessage {
  case unknownName(String, suggestion: String?)
  case expected(String, found: String)
  case stale(String)

  var text: String {
    switch self {
    case .unknownName(let name, _): return "unknown view '\(name)'"
    case .expected(let what, let found): return "expected \(what), found \(found)"
    case .stale(let name): return "'\(name)' animates from a frame that was never laid out"
    }
  }

  var hint: String? {
    guard case .unknownName(_, let suggestion?) = self else { return nil }
    return "did you mean '\(suggestion)'?"
  }
}

@Suite struct DiagnosticRenderingTests {
  @Test func headerLineCaretAndHint() {
    let text = "screen 320x568\nview topGray\n\tconstrain topGrayy.width == 1"
    let source = SourceFile(name: "scenes/a.animsim", text: text)
    let d = Diagnostic(
      .error, TestMessage.unknownName("topGrayy", suggestion: "topGray"),
      file: "scenes/a.animsim", at: TextLocation(line: 3, column: 12))
    // The caret line copies the tab, then 10 spaces: column 12 is 'topGrayy' after "\t" and
    // "constrain " (1 + 10 scalars).
    #expect(
      d.rendered(source: source) == """
        scenes/a.animsim:3:12: error: unknown view 'topGrayy'
        \tconstrain topGrayy.width == 1
        \t          ^
        hint: did you mean 'topGray'?

        """)
  }

  @Test func caretPastTheEndOfTheLine() {
    let source = SourceFile(name: "f", text: "screen")
    let d = Diagnostic(
      .error, TestMessage.expected("a size", found: "end of line"), file: "f",
      at: .init(line: 1, column: 7))
    #expect(
      d.rendered(source: source)
        == "f:1:7: error: expected a size, found end of line\nscreen\n      ^\n")
  }

  @Test func warningsRenderTheSameWay() {
    let d = Diagnostic(.warning, TestMessage.stale("box"), file: "f", at: .init(line: 9, column: 1))
    #expect(d.description == "f:9:1: warning: 'box' animates from a frame that was never laid out")
    #expect(d.rendered(source: nil) == d.description + "\n")
  }

  @Test func notesRenderAfterTheirDiagnostic() {
    let source = SourceFile(name: "f", text: "a\nb")
    var d = Diagnostic(.warning, TestMessage.stale("a"), file: "f", at: .init(line: 1, column: 1))
    d.notes = [Diagnostic(.note, TestMessage.stale("b"), file: "f", at: .init(line: 2, column: 1))]
    #expect(
      d.rendered(source: source)
        == "f:1:1: warning: 'a' animates from a frame that was never laid out\na\n^\n"
        + "f:2:1: note: 'b' animates from a frame that was never laid out\nb\n^\n")
  }

  @Test func mapConvertsTheMessageAndTheNotes() {
    var d = Diagnostic(.error, TestMessage.stale("a"), file: "f", at: .init(line: 1, column: 2))
    d.notes = [Diagnostic(.note, TestMessage.stale("b"), file: "f", at: .init(line: 3, column: 4))]
    let wrapped = d.map { WrappedMessage.inner($0) }
    #expect(wrapped.message == .inner(.stale("a")))
    #expect(wrapped.notes.map(\.message) == [.inner(.stale("b"))])
    #expect(wrapped.location == TextLocation(line: 1, column: 2))
    #expect(
      wrapped.description
        == "f:1:2: error: wrapped: 'a' animates from a frame that was never laid out")
  }

  @Test func numbersInMessages() {
    #expect(NumberWording.text(0) == "0")
    #expect(NumberWording.text(-0.0) == "0")
    #expect(NumberWording.text(29.97) == "29.97")
    #expect(NumberWording.text(-1.5) == "-1.5")
    #expect(NumberWording.text(100_000) == "100000")
    #expect(NumberWording.text(1e300) == "1e+300")
  }

  @Test func suggestions() {
    #expect(
      Suggestion.closest(to: "topGrayVeiw", in: ["root", "topGrayView", "bottomGrayView"])
        == "topGrayView")
    #expect(Suggestion.closest(to: "xyz", in: ["topGray"]) == nil)
    #expect(Suggestion.closest(to: "TOPGRAY", in: ["topGray"]) == "topGray")
  }
}

/// A message that wraps another module's (as a script's wraps a document's problems).
private enum WrappedMessage: DiagnosticMessage {
  case inner(TestMessage)

  var text: String {
    switch self {
    case .inner(let message): return "wrapped: " + message.text
    }
  }

  var hint: String? { nil }
}
