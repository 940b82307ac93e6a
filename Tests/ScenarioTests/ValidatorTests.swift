import Diagnostics
import Testing

@testable import Scenario

@Suite struct ValidatorTests {
  @Test func validScriptCompiles() throws {
    let scenario = try compile(
      setup + """
        button topButton in topGray text "Go"
        guide spacer
        constrain h: topGray.height == 100
        constrain "H:|-[topGray]-|"
        layout
        set h.constant = 200
        expect topButton.frame == 0,0,1,1 at end
        """)
    #expect(
      scenario.outputViews.map { $0.name } == [
        "root", "topGray", "bottomGray", "topButton", "spacer",
      ])
    #expect(scenario.outputViews.map { $0.parent } == [nil, 0, 0, 1, 0])
    #expect(scenario.settings.screen.width == 320 && scenario.settings.fps == 60)
  }

  @Test func unknownViewSuggestsTheClosestName() {
    let d = singleDiagnostic(setup + "constrain topGrey.height == 100")
    #expect(d?.message == .unknownView("topGrey", suggestion: "topGray"))
    #expect(d?.location == TextLocation(line: 4, column: 11))
    #expect(d?.message.hint == "did you mean 'topGray'?")
  }

  @Test func namesMustBeDeclaredBeforeUse() {
    let d = singleDiagnostic("screen 320x568\nview a in b\nview b")
    #expect(d?.message == .unknownView("b", suggestion: nil))
    #expect(d?.location == TextLocation(line: 2, column: 11))
  }

  @Test func duplicateNames() {
    let d = singleDiagnostic(setup + "constrain topGray: topGray.width == 10")
    #expect(d?.message == .duplicateName("topGray", firstLine: 2))
  }

  @Test func unknownConstraintId() {
    let d = singleDiagnostic(
      setup + "constrain height: topGray.height == 10\nlayout\nset heigth.constant = 3")
    #expect(d?.message == .unknownConstraint("heigth", suggestion: "height"))
    #expect(d?.location == TextLocation(line: 6, column: 5))
  }

  @Test func propertyKinds() {
    #expect(
      singleDiagnostic(setup + "set topGray.constant = 3")?.message
        == .propertyNeedsConstraint("topGray", property: "constant"))
    #expect(
      singleDiagnostic(setup + "constrain h: topGray.height == 1\nset h.intrinsic = 1x1")?.message
        == .propertyNeedsView("h", property: "intrinsic"))
    #expect(
      singleDiagnostic(setup + "scroll topGray to 0,1")?.message == .notAScrollView("topGray"))
    #expect(singleDiagnostic(setup + "deactivate topGray")?.message == .notAConstraint("topGray"))
  }

  @Test func missingScreenAndLateDeclarations() {
    #expect(singleDiagnostic("view a")?.message == .missingScreen)
    #expect(singleDiagnostic("")?.message == .missingScreen)
    // (extension) A declaration after the first action is valid: it adds the view then.
    #expect(diagnostics("screen 10x10\nlayout\nview a\nconstrain \"H:|[a]|\"").isEmpty)
    #expect(
      singleDiagnostic("screen 10x10\nlayout\nview a in b")?.message
        == .unknownView("b", suggestion: nil))
    #expect(singleDiagnostic("layout\nscreen 10x10")?.message == .screenBeforeFirstAction)
    #expect(
      singleDiagnostic("screen 10x10\nfps 30\nfps 60")?.message
        == .duplicateSetting("fps", firstLine: 2))
    #expect(singleDiagnostic("screen 10x10\nview root")?.message == .reservedName("root"))
    #expect(
      singleDiagnostic("screen 10x10\nguide g\nview a in g")?.message == .guideCannotContain("g"))
  }

  @Test func resizeAfterActionIsNotASetting() throws {
    _ = try compile("screen 320x568\nlayout\nscreen 568x320\nanimate 1 {\nscreen 320x568\n}")
  }
}
