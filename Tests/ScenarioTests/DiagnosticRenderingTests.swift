import Testing

@testable import Scenario

@Suite struct DiagnosticRenderingTests {
  @Test func headerLineCaretAndHint() {
    let text = setup + "constrain \"H:|-[topGrayy]-|\"\n\tconstrain topGrayy.width == 1"
    let source = SourceFile(name: "scenes/a.animsim", text: text)
    let d = Diagnostic(
      .error, .unknownView("topGrayy", suggestion: "topGray"), file: "scenes/a.animsim",
      at: ScriptLocation(line: 5, column: 12))
    #expect(
      d.rendered(source: source) == """
        scenes/a.animsim:5:12: error: unknown view 'topGrayy'
        \tconstrain topGrayy.width == 1
        \t          ^
        hint: did you mean 'topGray'?

        """)
  }

  @Test func caretPastTheEndOfTheLine() {
    let source = SourceFile(name: "f", text: "screen")
    let d = Diagnostic(
      .error, .expected("a size", found: "end of line"), file: "f", at: .init(line: 1, column: 7))
    #expect(
      d.rendered(source: source)
        == "f:1:7: error: expected a size, found end of line\nscreen\n      ^\n")
  }

  @Test func warningsRenderTheSameWay() {
    let d = Diagnostic(.warning, .staleFrame(view: "box"), file: "f", at: .init(line: 9, column: 1))
    #expect(d.description.hasPrefix("f:9:1: warning: 'box' animates from a frame"))
    #expect(d.rendered(source: nil) == d.description + "\n")
  }

  @Test func numbersInMessages() {
    #expect(number(0) == "0")
    #expect(number(-0.0) == "0")
    #expect(number(29.97) == "29.97")
    #expect(number(-1.5) == "-1.5")
    #expect(number(100_000) == "100000")
    #expect(number(1e300) == "1e+300")
  }

  @Test func suggestions() {
    #expect(
      Suggestion.closest(to: "topGrayVeiw", in: ["root", "topGrayView", "bottomGrayView"])
        == "topGrayView")
    #expect(Suggestion.closest(to: "xyz", in: ["topGray"]) == nil)
    #expect(Suggestion.closest(to: "TOPGRAY", in: ["topGray"]) == "topGray")
  }
}
