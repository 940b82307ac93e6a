import Diagnostics
import Layout
import Testing

@testable import Scenario

/// Scripts with stack views and hidden views.
@Suite struct StackScriptTests {
  /// A 300-point row of two 50 × 20 views with spacing 10, pinned at 10,10.
  let row = """
    screen 320x568
    stack row axis horizontal distribution fillEqually alignment center spacing 10
    view a in row intrinsic 50x20
    view b in row intrinsic 50x40
    constrain "H:|-10-[row(==300)]"
    constrain "V:|-10-[row]"

    """

  @Test func stackDeclarationArrangesItsViewsInOrder() throws {
    let (sink, result) = try run(
      row + """
        layout
        expect a.frame == 0,10,145,20
        expect b.frame == 155,0,145,40
        expect row.frame == 10,10,300,40
        """)
    // fillEqually: (300 − 10) / 2 = 145; center alignment in a row 40 tall (the taller
    // view; the spanner at 51 pulls the height to the minimum): a at y (40 − 20) / 2 = 10.
    #expect(result.failures.isEmpty)
    #expect(sink.views.map(\.kind) == [.view, .stackView, .view, .view])
    #expect(sink.frames[0].hidden.isEmpty)
  }

  @Test func hiddenCollapsesInsideAnimateAndIsFlaggedInFrames() throws {
    let (sink, result) = try run(
      row + """
        layout
        animate 0.5 linear {
            set b.hidden = true
        }
        wait 0.5
        expect a.frame == 0,0,300,20
        expect b.frame == 300,-10,0,40
        """)
    // b hidden: a alone is 300 wide; the row's height follows a (20): the spanner spans
    // visible views only. b, 0 wide, is parked at a's trailing edge and stays centred on
    // a (centre y 10) at its own 40 height: y = 10 − 20 = −10.
    // Linear, half way at 0.25 s (frame 15): a is (145 + 300) / 2 = 222.5 wide.
    #expect(result.failures.isEmpty)
    #expect(abs(sink.frames[15].frames[2].width - 222.5) < 1e-9)
    // The flag is the presented one: UIKit keeps a collapsing arranged view on screen until
    // the collapse ends, so b reads as visible while the 0.5 s animation runs (frames 0 to
    // 29) and hidden from frame 30 (t = 0.5 s, the animation finished) on.
    #expect(sink.frames[0].hidden == [false, false, false, false])
    #expect(sink.frames[29].hidden == [false, false, false, false])
    #expect(sink.frames[30].hidden == [false, false, false, true])
  }

  @Test func showingAgainOrHidingOutsideAnimateTakesEffectAtOnce() throws {
    let (sink, result) = try run(
      row + """
        layout
        animate 0.5 linear {
            set b.hidden = true
        }
        wait 0.25
        set b.hidden = false
        wait 0.25
        set a.hidden = true
        wait 0.1
        """)
    #expect(result.failures.isEmpty)
    // 0.25 s (frame 15): b is shown again while its collapse still runs: visible.
    // (An empty list: no view is hidden in that frame.)
    #expect(!sink.frames[15].hidden.contains(true))
    // 0.5 s (frame 30): a hidden outside an animation is hidden in the very next frame.
    #expect(sink.frames[30].hidden == [false, false, true, false])
  }

  @Test func aViewHiddenOutsideAStackInsideAnimateIsHiddenAtOnce() throws {
    let (sink, result) = try run(
      """
      screen 320x568
      view box
      constrain "H:|-[box(==100)]"
      constrain "V:|-[box(==50)]"
      layout
      animate 0.5 linear {
          set box.hidden = true
      }
      wait 0.5
      """)
    #expect(result.failures.isEmpty)
    // Only a stack view animates a hide (by collapsing); a plain view's isHidden is not
    // animatable and applies at once.
    #expect(sink.frames[0].hidden == [false, true])
  }

  @Test func aHiddenViewOutsideAStackStillLaysOut() throws {
    let (sink, result) = try run(
      """
      screen 320x568
      view box hidden
      constrain "H:|-[box(==100)]"
      constrain "V:|-[box(==50)]"
      layout
      expect box.frame == 20,20,100,50
      """)
    #expect(result.failures.isEmpty)
    #expect(sink.frames[0].hidden == [false, true])
  }

  @Test func setStackPropertiesAtRunTime() throws {
    let (_, result) = try run(
      row + """
        layout
        set row.axis = vertical
        set row.spacing = 4
        set row.alignment = leading
        set row.distribution = fill
        layout
        expect a.frame == 0,0,50,20
        expect b.frame == 0,24,50,40
        """)
    // A column now: a at 0 (20 tall), b at 20 + 4 = 24; leading alignment keeps the
    // intrinsic widths (50) at x 0.
    #expect(result.failures.isEmpty)
  }

  @Test func customSpacingAfterAnArrangedView() throws {
    let (_, result) = try run(
      """
      screen 320x568
      stack col axis vertical spacing 8 alignment leading
      view a in col intrinsic 10x10 spacingAfter 30
      view b in col intrinsic 10x10
      view c in col intrinsic 10x10
      constrain "V:|-0-[col]"
      constrain "H:|-0-[col]"
      layout
      expect b.top == 40
      expect c.top == 58
      """)
    // a 0…10, then 30 (custom) to b at 40, b 40…50, then 8 to c at 58.
    #expect(result.failures.isEmpty)
  }

  @Test func badStackFormsPointAtTheirColumn() {
    var d = singleDiagnostic("screen 320x568\nstack s axis diagonal")
    #expect(
      d?.message
        == .unknownValue(
          "diagonal", allowed: ["horizontal", "vertical"], suggestion: nil))
    #expect(d?.location == TextLocation(line: 2, column: 14))

    d = singleDiagnostic("screen 320x568\nstack s distribution fillEqualy")
    #expect(d?.location == TextLocation(line: 2, column: 22))
    #expect(d?.message.hint == "did you mean 'fillEqually'?")

    d = singleDiagnostic("screen 320x568\nview v axis vertical")
    #expect(
      d?.message == .unknownOption(statement: "view", option: "axis", suggestion: nil))

    d = singleDiagnostic("screen 320x568\nstack s spacing wide")
    #expect(d?.location == TextLocation(line: 2, column: 17))

    d = singleDiagnostic("screen 320x568\nstack s alignment middle")
    #expect(d?.location == TextLocation(line: 2, column: 19))
  }

  @Test func stackPropertiesNeedAStack() {
    var d = singleDiagnostic("screen 320x568\nview v\nlayout\nset v.spacing = 4")
    #expect(d?.message == .notAStackView("v"))
    #expect(d?.location == TextLocation(line: 4, column: 5))
    #expect(d?.message.hint == "declare it with 'stack NAME axis …' to set stack properties")

    d = singleDiagnostic("screen 320x568\nview v\nview w in v spacingAfter 4")
    #expect(d?.message == .notArranged("w"))
    #expect(d?.location == TextLocation(line: 3, column: 26))

    d = singleDiagnostic("screen 320x568\nview v\nlayout\nset v.hidden = maybe")
    #expect(d?.location == TextLocation(line: 4, column: 16))

    d = singleDiagnostic(
      "screen 320x568\nconstrain c: root.width == 1\nlayout\nset c.hidden = true")
    #expect(d?.message == .propertyNeedsView("c", property: "hidden"))
  }

  @Test func diagnosticsRenderWithCaretAndHint() {
    let text = "screen 320x568\nview v\nlayout\nset v.axis = vertical\n"
    let source = SourceFile(name: "t.animsim", text: text)
    let found = diagnostics(text)
    #expect(
      found.rendered(source: source)
        == """
        t.animsim:4:5: error: 'v' is not a stack view
        set v.axis = vertical
            ^
        hint: declare it with 'stack NAME axis …' to set stack properties

        """)
  }
}
