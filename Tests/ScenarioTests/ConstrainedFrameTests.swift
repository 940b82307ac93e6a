import Diagnostics
import Layout
import Testing

@testable import Scenario

/// `frame x,y,w,h constrained`: a starting frame for a view its constraints lay out (a
/// nib-loaded view with `translatesAutoresizingMaskIntoConstraints` off).
@Suite struct ConstrainedFrameTests {
  @Test func anAmbiguousAxisKeepsTheStartingFrame() throws {
    let (sink, result) = try run(
      """
      screen 320x568
      allow ambiguity
      view a frame 10,20,30,40 constrained
      constrain a.leading == root.leading + 50
      constrain a.width == 100
      layout
      # x and width from the constraints (50, 100); y and height, which no constraint
      # mentions, stay at the starting 20 and 40.
      expect a.frame == 50,20,100,40
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
    #expect(sink.views.map(\.name) == ["root", "a"])
  }

  @Test func constrainedDoesNotTranslateTheMask() throws {
    let scenario = try compile(
      "screen 320x568\nview a frame 10,20,30,40 constrained\nview b frame 1,2,3,4")
    let declarations = scenario.script.statements.compactMap { statement -> ViewDeclaration? in
      if case .declare(let declaration) = statement.kind { return declaration }
      return nil
    }
    #expect(declarations.map { $0.constrained?.value } == [true, nil])
    // Run: a is pinned only by its constraints (none), b translates its frame.
    let (sink, _) = try run(
      "screen 320x568\nallow ambiguity\nview a frame 10,20,30,40 constrained\n"
        + "view b frame 1,2,3,4\nlayout")
    let last = try #require(sink.frames.last)
    #expect(last.frames[1] == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(last.frames[2] == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  /// A view with a starting size resizes its autoresizing subviews by its own change only:
  /// from 100 wide to 200, a flexible-width child 80 wide grows by 100 to 180 (from a zero
  /// start it would grow by 200 to 280).
  @Test func autoresizingSubviewsResizeFromTheStartingSize() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view panel frame 0,0,100,50 constrained
      view child in panel frame 10,0,80,50 autoresizing flexibleWidth
      constrain panel.leading == root.leading
      constrain panel.top == root.top
      constrain panel.width == 200
      constrain panel.height == 50
      layout
      expect child.frame == 10,0,180,50
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }
}
