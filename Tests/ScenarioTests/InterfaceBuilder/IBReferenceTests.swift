import Diagnostics
import Foundation
import InterfaceBuilder
import Layout
import TestSupport
import Testing

@testable import Scenario

/// A script addresses any view and constraint of a loaded scene by its Interface Builder
/// id (`view "…"`, `constraint "…"`), and a loaded constraint in a conflict is shown where
/// its document declares it (issue 22).
@Suite struct IBReferenceTests {
  @Test func constraintsAndViewsByTheirIBIDs() throws {
    // LgC-11-001 (no outlet, no identifier): loginButton.top == passwordField.bottom + 20.
    // Its constant 20 → 40 moves the button from y 280 (IBLoadTests) to 300.
    let scenario = try IBLoadTests.compile(
      """
      load "ib/Login.storyboard" scene "Login"
      set constraint "LgC-11-001".constant = 40
      layout
      expect view "Lg4-bt-001".top == 300
      expect loginButton.top == 300
      expect always view "Lg4-bt-001" inside root
      """)
    let result = try ScenarioRunner(scenario).run(into: nil)
    #expect(result.expectations.count == 3)
    #expect(result.failures.map(\.text) == [])
  }

  @Test func anUnknownIBIDIsAnErrorInWords() {
    do {
      _ = try IBLoadTests.compile(
        """
        load "ib/Login.storyboard" scene "Login"
        set constraint "LgC-99-001".constant = 40
        expect view "Nope".top == 3
        """)
      Issue.record("expected errors")
    } catch {
      #expect(
        error.diagnostics.map(\.message.text) == [
          "no constraint of a loaded scene has the Interface Builder id 'LgC-99-001'",
          "no view of a loaded scene has the Interface Builder id 'Nope'",
        ])
      #expect(error.diagnostics.first?.location == TextLocation(line: 2, column: 5))
    }
  }

  @Test func aConflictNotesTheDocumentsConstraintLineAndID() throws {
    // The script's `tall` (line 2, activated last) conflicts with the button's height
    // LgC-14-001 == 44 (Login.storyboard line 28): the warning is at line 2; the note on
    // the document's constraint is at the `load` line and at its element, with its IB id.
    let text = """
      load "ib/Login.storyboard" scene "Login"
      constrain tall: view "Lg4-bt-001".height == 60
      """
    let scenario = try CompiledScenario.compile(
      SourceFile(name: "dir/t.animsim", text: text), documentReader: IBLoadTests.reader)
    let result = try ScenarioRunner(scenario).run(into: nil)
    let warning = try #require(result.warnings.first)
    #expect(warning.message == .conflict(broken: "loginButton.height == 60", involved: 2))
    #expect(warning.location.line == 2)
    #expect(warning.notes.count == 2)
    #expect(warning.notes.first?.location.line == 1)
    let document = try #require(warning.notes.last)
    #expect(document.message == .declaredInDocument(id: "LgC-14-001"))
    // The document's path as seen from where the script's path is.
    #expect(document.file == "dir/ib/Login.storyboard")
    let storyboard = try String(
      contentsOf: IBTestSupport.packageRoot.appendingPathComponent(
        "Scenarios/ib/Login.storyboard"),
      encoding: .utf8)
    let lines = storyboard.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("id=\"LgC-14-001\"") })
    #expect(document.location.line == line + 1)
    // The column of `<constraint` on that line.
    let column = try #require(lines[line].firstIndex(of: "<"))
    #expect(
      document.location.column == lines[line].distance(from: lines[line].startIndex, to: column) + 1
    )
    #expect(
      document.message.text
        == "declared here with the Interface Builder id 'LgC-14-001' (a script names it "
        + "constraint \"LgC-14-001\")")
    // Rendered for the script, the note in the document shows no line of the script.
    let rendered = warning.rendered(source: scenario.source)
    #expect(
      rendered.hasSuffix(
        "dir/ib/Login.storyboard:\(line + 1):\(document.location.column): note: \(document.message.text)\n"
      ))
  }

  @Test func priority999OnTheDocumentsConstraintEndsTheConflict() throws {
    // UIKit raises for a required ↔ optional change on an installed constraint, so the
    // script does what code would: deactivate, change, activate.
    let scenario = try IBLoadTests.compile(
      """
      load "ib/Login.storyboard" scene "Login"
      deactivate constraint "LgC-14-001"
      set constraint "LgC-14-001".priority = 999
      activate constraint "LgC-14-001"
      constrain tall: view "Lg4-bt-001".height == 60
      layout
      expect loginButton.height == 60
      """)
    let result = try ScenarioRunner(scenario).run(into: nil)
    #expect(result.warnings.isEmpty)
    #expect(result.passed)
  }

  /// A box pinned at the top-left, 100 high at priority 750 (`cap`, not required) and at
  /// least 40 high (`min`, required: no priority attribute).
  static let prioritiesDocument = IBTestSupport.storyboard(
    subviews: """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="0.0" y="0.0" width="50" height="100"/>
      </view>
      """,
    constraints: """
      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
      <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
      <constraint firstItem="box" firstAttribute="height" constant="100" priority="750" id="cap"/>
      <constraint firstItem="box" firstAttribute="height" relation="greaterThanOrEqual" constant="40" id="min"/>
      """)

  static func compilePriorities(_ text: String) throws(ScenarioError) -> CompiledScenario {
    try CompiledScenario.compile(
      SourceFile(name: "t.animsim", text: text),
      documentReader: { _ in .success(Array(prioritiesDocument.utf8)) })
  }

  /// UIKit's rule (NSLayoutConstraint.priority: "Priorities may not change from nonrequired
  /// to required, or from required to nonrequired" on an installed constraint): a loaded
  /// constraint keeps the document's priority, so 750 → 999 while active is allowed, and a
  /// required one going to 999 is an error before the run, at the value, with the way out.
  @Test func loadedConstraintsFollowUIKitsPriorityRule() throws {
    let scenario = try Self.compilePriorities(
      """
      load "p.storyboard"
      constrain short: view "box".height == 60 @800
      layout
      set constraint "cap".priority = 999
      layout
      expect view "box".height == 100
      """)
    // 800 beats 750: 60 high; then cap at 999 beats 800: 100 high.
    let result = try ScenarioRunner(scenario).run(into: nil)
    #expect(result.passed, "\(result.failures.map { $0.rendered() })")

    let text = "load \"p.storyboard\"\nset constraint \"min\".priority = 999\n"
    var caught: ScenarioError?
    do { _ = try Self.compilePriorities(text) } catch { caught = error }
    let error = try #require(caught?.diagnostics.first)
    #expect(caught?.diagnostics.count == 1)
    #expect(error.message == .requiredPriorityChange(constraint: "\"min\"", from: 1000, to: 999))
    #expect(error.location == TextLocation(line: 2, column: 33))
    #expect(
      error.message.text
        == "Mutating a priority from required to not on an installed constraint (or "
        + "vice-versa) is not supported.  You passed priority 999 and the existing priority "
        + "was 1000.")
    #expect(
      error.message.hint
        == "deactivate constraint \"min\" first, set its priority, then activate it again "
        + "(required is 1000; between lower priorities it can change while active)")
    // Deactivated first, the change is allowed (the earlier test does it on Login).
    _ = try Self.compilePriorities(
      text.replacingOccurrences(of: "set", with: "deactivate constraint \"min\"\nset"))
  }
}
