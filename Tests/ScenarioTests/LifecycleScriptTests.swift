import Diagnostics
import Layout
import Testing

@testable import Scenario

/// `remove`, `add`, `inactive`, `set id.active` and `set id.multiplier` in scripts.
@Suite struct LifecycleScriptTests {
  /// card (20 inside root's left/top, 200 × 100) › badge (10 × 10 at the card's top right).
  let card = """
    screen 320x568
    view card
    view badge in card
    constrain "H:|-20-[card(==200)]"
    constrain "V:|-20-[card(==100)]"
    constrain "H:[badge(==10)]|"
    constrain "V:|[badge(==10)]"

    """

  @Test func removeDetachesAndAddBringsBack() throws {
    let (sink, result) = try run(
      card + """
        layout
        remove badge
        wait 0.1
        expect badge.frame == 190,0,10,10
        add badge in root
        constrain "H:|[badge(==10)]"
        constrain "V:|[badge(==10)]"
        layout
        expect badge.frame == 0,0,10,10
        """)
    // Removed: badge keeps its last frame (190 = 200 − 10) and is flagged detached; added
    // to root with new constraints it moves to root's corner.
    #expect(result.failures.isEmpty)
    #expect(sink.frames[0].detached == [false, false, true])
    #expect(sink.frames[5].detached == [false, false, true])
    #expect(sink.frames.last?.detached.isEmpty == true)
  }

  @Test func removeTakesTheSubtreesConstraintsToOutside() throws {
    let (_, result) = try run(
      card + """
        view other
        constrain "H:|-20-[other(==50)]"
        constrain gap: other.top == badge.bottom + 5
        constrain "V:[other(==20)]"
        layout
        expect other.top == 35
        remove card
        constrain "V:|-100-[other]"
        layout
        expect other.top == 100
        """)
    // other.top = badge.bottom (20 + 10) + 5 = 35; removing card takes `gap` (to badge,
    // inside card) with it, so the new top constraint holds without conflict.
    #expect(result.failures.isEmpty)
  }

  @Test func addIntoAStackAtAnIndex() throws {
    let (_, result) = try run(
      """
      screen 320x568
      stack row distribution fillEqually
      view a in row
      view b in row
      constrain "H:|-0-[row(==300)]"
      constrain "V:|-0-[row(==20)]"
      layout
      view c
      add c in row at 1
      layout
      expect c.frame == 100,0,100,20
      expect b.frame == 200,0,100,20
      """)
    // Three arranged views: 300 / 3 = 100 each, c second.
    #expect(result.failures.isEmpty)
  }

  @Test func inactiveConstraintsAndActiveToggles() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view box
      constrain "H:|-0-[box]"
      constrain "V:|-0-[box(==10)]"
      constrain narrow: box.width == 100
      constrain wide: box.width == 200 inactive
      constrain full: "H:[box]-0-|" inactive
      layout
      expect box.width == 100
      set narrow.active = false
      set wide.active = true
      layout
      expect box.width == 200
      set wide.active = false
      set full.active = true
      layout
      expect box.width == 320
      """)
    // The idiom of alternative constraints: one active at a time.
    #expect(result.failures.isEmpty)
  }

  @Test func multiplierReplacesTheConstraint() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view box
      constrain "H:|-0-[box]"
      constrain "V:|-0-[box(==10)]"
      constrain w: box.width == 0.5 * root.width
      layout
      expect box.width == 160
      set w.multiplier = 0.25
      layout
      expect box.width == 80
      animate 0.2 linear {
          set w.multiplier = 0.75
      }
      wait 0.2
      expect box.width == 240
      expect box.width == 160 at 0.1
      """)
    // 0.5 × 320 = 160; 0.25 × 320 = 80; 0.75 × 320 = 240, half way (linear) 160.
    #expect(result.failures.isEmpty)
  }

  @Test func badLifecycleForms() {
    var d = singleDiagnostic(card + "layout\nremove root")
    #expect(d?.message == .rootIsFixed)
    #expect(d?.location == TextLocation(line: 9, column: 8))

    d = singleDiagnostic(card + "layout\nremove bdage")
    #expect(d?.message == .unknownView("bdage", suggestion: "badge"))

    d = singleDiagnostic(card + "layout\nadd badge card")
    #expect(d?.location == TextLocation(line: 9, column: 11))

    d = singleDiagnostic(card + "layout\nadd badge in card at 1")
    #expect(d?.message == .notAStackView("card"))
    #expect(d?.location == TextLocation(line: 9, column: 22))

    d = singleDiagnostic(card + "layout\nadd badge in card at 1.5")
    #expect(d?.message == .notAnInteger(.arrangedIndex, value: 1.5))

    d = singleDiagnostic(card + "constrain c: card.width == 10 inactiv")
    #expect(d?.location == TextLocation(line: 8, column: 31))

    d = singleDiagnostic(card + "constrain c: card.width == 10\nlayout\nset c.active = yes")
    #expect(d?.location == TextLocation(line: 10, column: 16))

    d = singleDiagnostic(card + "layout\nset card.multiplier = 2")
    #expect(d?.message == .propertyNeedsConstraint("card", property: "multiplier"))
  }

  @Test func addingAViewIntoItselfIsAnErrorNotATrap() throws {
    let scenario = try compile(card + "layout\nadd card in badge\n")
    do {
      _ = try ScenarioRunner(scenario, options: RunOptions()).run(into: RecordingSink())
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.first?.message == .addMakesCycle(view: "card", parent: "badge"))
      #expect(error.diagnostics.first?.location == TextLocation(line: 9, column: 1))
    }
  }
}
