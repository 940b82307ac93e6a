import Diagnostics
import Layout
import Testing

@testable import Scenario

/// A conflict warning names every other member of the minimal conflicting set in a `note:`,
/// compiler style, each at its own line; ambiguity is reported at the pass's statement.
@Suite struct ConflictNoteTests {
  @Test func everyOtherMemberGetsANoteAtItsLine() throws {
    let script = """
      screen 320x568
      view top
      view bottom
      constrain "H:|-[top]-|"
      constrain "H:|-[bottom]-|"
      constrain pinned: "V:|-25-[top(==100)]"
        constrain stack: "V:|-[top]-[bottom(==100)]"
      layout
      """
    let (_, result) = try run(script)
    // Members: top.top == root.top + 25 (line 6) and top.top == root.top + 20 (line 7,
    // activated last, so broken): one warning at 7, one note at 6.
    #expect(result.warnings.count == 1)
    let warning = try #require(result.warnings.first)
    #expect(warning.location == TextLocation(line: 7, column: 3))
    #expect(
      warning.notes == [
        ScenarioDiagnostic(
          .note, .conflictsWith(constraint: "top.top == root.top + 25", generatedFrom: nil),
          file: "t.animsim", at: TextLocation(line: 6, column: 1))
      ])
    let source = SourceFile(name: "t.animsim", text: script)
    #expect(
      warning.rendered(source: source) == """
        t.animsim:7:3: warning: unable to simultaneously satisfy 2 constraints; broke top.top == root.top + 20
          constrain stack: "V:|-[top]-[bottom(==100)]"
          ^
        t.animsim:6:1: note: conflicts with top.top == root.top + 25
        constrain pinned: "V:|-25-[top(==100)]"
        ^

        """)
  }

  @Test func aGeneratedMemberIsNotedAtTheDeclarationItCameFrom() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view box
      constrain "H:|[box]|"
      constrain wide: box.width == 400
      constrain "V:|[box(==10)]"
      layout
      """)
    // box.leading == root.leading (line 3), root.trailing == box.trailing (line 3),
    // box.width == 400 (line 4, activated last: broken) and the root's width 320, which
    // the script did not write: 0 + 400 ≠ 320. Its note points at `screen` (line 1).
    let warning = try #require(result.warnings.first)
    #expect(warning.line == 4)
    #expect(warning.notes.map(\.line).sorted() == [1, 3, 3])
    let generated = try #require(warning.notes.first { $0.line == 1 })
    guard case .conflictsWith(_, let origin) = generated.message else {
      Issue.record("not a conflict note: \(generated)")
      return
    }
    #expect(origin == "the root view's size")
    #expect(generated.severity == .note)
  }

  @Test func automaticAmbiguityNamesThePassThatFoundIt() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view box
      constrain box.width == 10
      wait 0.1
        layout
      """)
    // The setup's pass (ended by `wait`, line 4) finds box's position and height free.
    let automatic = try #require(result.failures.first { $0.kind == .automatic(.ambiguity) })
    #expect(automatic.line == 4)
    #expect(automatic.column == 1)
    #expect(result.explanation.ambiguities.first?.triggerLine == 4)
    #expect(automatic.rendered().hasPrefix("t.animsim:4:1: expectation failed: no ambiguous"))
  }
}
