import Diagnostics
import Foundation
import FrameOutput
import Layout
import Testing

@testable import Scenario

/// Hiding an arranged view whose required `height == 44` conflicts with the stack view's
/// `'UISV-hiding'` `height == 0`; UIKit breaks the author's constraint and keeps
/// `UISV-hiding`, and so does animsim.
///
/// Evidence (UIKit's own "Will attempt to recover by breaking constraint" lines):
/// - braintree/braintree_ios issue #237 (2016): the set is `BTUICardHint.width ==
///   BTUIVisaVectorArtView.width + 1` and `'UISV-hiding' H:[BTUICardHint(0)]`; UIKit breaks
///   the author's `width == … + 1`.
/// - Stack Overflow question 32428210 ("UIStackView Unable to simultaneously satisfy
///   constraints on squished hidden views"): the set is the author's `V:|-(8)-[…]` and
///   `V:[…]-(8)-|` inside the hidden view and `'UISV-hiding' V:[UIView(0)]`; UIKit breaks
///   the author's `V:[UISegmentedControl]-(8)-|`.
/// - useyourloaf.com, "Stack View Constraint Conflicts When Hiding Views": the conflict is
///   the author's `'OrangeLabelHeight' height == 128` against `'UISV-hiding'`; the fix the
///   article and the answers give is lowering the author's constraint to 999, so that
///   `UISV-hiding` (required) wins without a log.
@Suite struct StackHidingConflictTests {
  private let script = """
    screen 320x480
    stack st axis vertical
    view a in st
    view b in st
    constrain st.top == root.top
    constrain st.leading == root.leading
    constrain st.width == 100
    constrain a.height == 30
    constrain bh: b.height == 44
    set b.hidden = true
    layout
    """

  @Test func theAuthorsHeightIsBrokenAndTheViewCollapses() throws {
    let (sink, result) = try run(script)
    #expect(result.warnings.count == 1)
    let warning = try #require(result.warnings.first)
    #expect(warning.message == .conflict(broken: "b.height == 44", involved: 2))
    // The note names the other member: the stack view's UISV-hiding height == 0.
    #expect(warning.notes.map(\.message.text).contains { $0.contains("UISV-hiding") })
    let conflict = try #require(result.explanation.conflicts.first)
    #expect(conflict.appleLog.contains("breaking constraint \n<NSLayoutConstraint:0x"))
    #expect(conflict.appleLog.hasSuffix("may also be helpful."))
    let breaking = try #require(
      conflict.appleLog.components(separatedBy: "breaking constraint \n").last)
    #expect(breaking.hasPrefix("<NSLayoutConstraint:") && breaking.contains("'bh'"))
    // The plain words say why the author's constraint, activated before UISV-hiding, broke.
    #expect(
      conflict.plain.hasSuffix(
        "Broken: 1. b.height == 44 (the author's constraint activated last; generated "
          + "constraints are kept)."))
    // b collapses: height 0 at y = 30 (a's 30 points; spacing 0).
    let frame = try #require(sink.frames.last)
    let b = try #require(sink.views.firstIndex { $0.name == "b" })
    #expect(frame.frames[b] == Rect(x: 0, y: 30, width: 100, height: 0))
  }

  @Test func withPriority999ThereIsNoConflict() throws {
    // The idiomatic fix: the author's height at 999 gives way to UISV-hiding silently.
    let (_, result) = try run(
      script.replacingOccurrences(of: "b.height == 44", with: "b.height == 44 @999"))
    #expect(result.warnings.isEmpty)
  }
}
