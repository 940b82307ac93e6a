import Diagnostics
import Testing

@testable import animsim

@Suite("Did-you-mean suggestions") struct SuggestionTests {
  @Test(
    "edit distance counts swaps as one edit",
    arguments: [
      ("", "abc", 3), ("run", "run", 0), ("rnu", "run", 1), ("--fromat", "--format", 1),
      ("nope", "root", 3), ("kitten", "sitting", 3),
    ] as [(String, String, Int)])
  func distance(a: String, b: String, expected: Int) {
    #expect(editDistance(a, b) == expected)
    #expect(editDistance(b, a) == expected)
  }

  @Test("suggests only plausible typos")
  func suggestions() {
    let options = ["--format", "--from", "--to", "--out", "--help"]
    #expect(suggestion(for: "--fromat", among: options) == "--format")
    #expect(suggestion(for: "--too", among: options) == "--to")
    #expect(suggestion(for: "--verbose", among: options) == nil)
    #expect(suggestion(for: "nope", among: ["root", "topGray"]) == nil)
    #expect(suggestion(for: "topGrey", among: ["root", "topGray"]) == "topGray")
    #expect(suggestion(for: "rnu", among: ["run", "check"]) == "run")
  }
}
