import Diagnostics
import Testing

@testable import Scenario

/// Name errors come in the same run as parse errors where the parser recovered (issue 22).
@Suite struct CombinedErrorTests {
  @Test func aParseErrorAndAnUnknownViewInOneRun() {
    let found = diagnostics(
      """
      screen 320x480
      view card
      constrain card.top == root.top +
      constrain cardd.left == root.left
      """)
    #expect(found.map(\.location.line) == [3, 4])
    #expect(found.last?.message == .unknownView("cardd", suggestion: "card"))
  }

  @Test func namesOnLinesThatDidNotParseAreNotReported() {
    // Line 2 does not parse, so `badge` may be meant as declared: no unknown-view error for
    // it, but `nothing` is on no failed line.
    let found = diagnostics(
      """
      screen 320x480
      view badge frame 1,2,3
      constrain badge.top == root.top
      constrain nothing.top == root.top
      """)
    #expect(found.map(\.location.line) == [2, 4])
    #expect(found.last?.message == .unknownView("nothing", suggestion: nil))
  }
}
