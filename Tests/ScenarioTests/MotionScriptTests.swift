import Animator
import Diagnostics
import Layout
import Testing

@testable import Scenario

/// The v2 language: alpha and transform, strict relations, expectations over time.
@Suite("Scripts: appearance and expectations over time")
struct MotionScriptTests {
  private func statements(_ text: String) throws -> [Statement] {
    try CompiledScenario.parse(SourceFile(name: "t", text: text)).statements
  }

  private func expectation(_ line: String) throws -> Scenario.Expectation? {
    guard case .expect(let expectation) = try statements(line).first?.kind else { return nil }
    return expectation
  }

  @Test func setAlphaAndTransform() throws {
    let s = try statements(
      """
      set card.alpha = 0.5
      set card.transform = translate(0, 20) scale(0.9)
      set card.transform = rotate(45deg)
      set card.transform = identity
      set card.transform = scale(2, -1) rotate(-0.5)
      """)
    guard case .set(let alpha) = s[0].kind, case .alpha(let value) = alpha.value else {
      Issue.record("line 1 is a set alpha")
      return
    }
    #expect(value.value == 0.5)
    guard case .set(let slide) = s[1].kind, case .transform(let transform) = slide.value else {
      Issue.record("line 2 is a set transform")
      return
    }
    // CGAffineTransform(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9) = [0.9 0 0 0.9 0 20].
    #expect(transform.value.steps == [.translate(x: 0, y: 20), .scale(x: 0.9, y: 0.9)])
    #expect(transform.value.matrix == Transform2D(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0, ty: 20))
    guard case .set(let turn) = s[2].kind, case .transform(let rotation) = turn.value else {
      Issue.record("line 3 is a set transform")
      return
    }
    // 45deg = 45 · π / 180 rad.
    #expect(rotation.value.steps == [.rotate(radians: 45 * Double.pi / 180)])
    guard case .set(let flip) = s[4].kind, case .transform(let flipped) = flip.value else {
      Issue.record("line 5 is a set transform")
      return
    }
    #expect(flipped.value.steps == [.scale(x: 2, y: -1), .rotate(radians: -0.5)])
  }

  @Test func expectationsOverTimeParse() throws {
    let always = try expectation("expect always card.top >= 510 during 0..0.5")
    #expect(
      always?.quantifier?.value
        == .always(
          during: Located(TimeRange(start: 0, end: 0.5), at: TextLocation(line: 1, column: 38))))
    guard case .attribute(_, let attribute, .greaterOrEqual, let bound)? = always?.check else {
      Issue.record("an attribute check with >=")
      return
    }
    #expect(attribute.value == ScriptAttribute.top && bound.value == 510)
    #expect(always?.text == "always card.top >= 510 during 0..0.5")

    let never = try expectation("expect never card.left < 0")
    #expect(never?.quantifier?.value == ExpectationQuantifier.never(during: nil))
    #expect(never?.text == "never card.left < 0")

    let eventually = try expectation("expect eventually card.alpha == 1 by 0.4")
    guard case .eventually(let by)? = eventually?.quantifier?.value else {
      Issue.record("eventually")
      return
    }
    #expect(by?.value == 0.4)
    #expect(eventually?.text == "eventually card.alpha == 1 by 0.4")

    let maximum = try expectation("expect max card.top during 0..0.5 <= 520")
    #expect(maximum?.text == "max card.top <= 520 during 0..0.5")
    let minimum = try expectation("expect min card.top == 512.99 within 0.01")
    #expect(minimum?.tolerance?.value == 0.01)
    #expect(minimum?.text == "min card.top == 512.99")

    let visual = try expectation("expect card.visualFrame == 75,87.5,150,75 within 0.5 at 0.5")
    guard case .frame(_, .visualFrame, .equal, let rect)? = visual?.check else {
      Issue.record("a visual frame check")
      return
    }
    #expect(rect.value == Rect(x: 75, y: 87.5, width: 150, height: 75))
    let edge = try expectation("expect card.visualFrame.top > 3")
    guard case .rectAttribute(_, .visualFrame, let top, .greater, _)? = edge?.check else {
      Issue.record("a visual frame edge")
      return
    }
    #expect(top.value == ScriptAttribute.top)
    let transform = try expectation("expect card.transform != scale(0.9)")
    #expect(transform?.text == "card.transform != scale(0.9)")
    let strict = try expectation("expect card.top < 518 at 0.2")
    guard case .attribute(_, _, .less, _)? = strict?.check, case .at(let time)? = strict?.time
    else {
      Issue.record("a strict relation at a time")
      return
    }
    #expect(time.value == 0.2)
    // The v1 forms are unchanged.
    guard case .alwaysInside? = try expectation("expect always a inside b")?.check,
      case .alwaysNoOverlap? = try expectation("expect always no-overlap a, b within 1")?.check
    else {
      Issue.record("the v1 always forms")
      return
    }
    // A view named like a keyword is still a view.
    guard case .attribute(let name, _, _, _)? = try expectation("expect max.top == 3")?.check
    else {
      Issue.record("a view named max")
      return
    }
    #expect(name.value == "max")
  }

  struct Case: CustomStringConvertible, Sendable {
    var text: String
    var column: Int
    var message: ScenarioMessage
    var description: String { text }
  }

  @Test(arguments: [
    Case(text: "constrain a.width < 10", column: 19, message: .strictRelationInConstraint("<")),
    Case(
      text: "constrain a.width != b.width", column: 19, message: .strictRelationInConstraint("!=")),
    Case(text: "expect max card.frame <= 1,2,3,4", column: 8, message: .extremeNeedsNumber("max")),
    Case(
      text: "expect min card.transform == identity", column: 8, message: .extremeNeedsNumber("min")),
    Case(
      text: "expect always card.top >= 1 at 0.3", column: 29, message: .atWithQuantifier("always")),
    Case(
      text: "expect card.transform < scale(1)", column: 23, message: .transformNeedsEquality("<")),
    Case(
      text: "set card.transform = scal(2)", column: 22,
      message: .unknownTransform("scal", suggestion: "scale")),
    Case(
      text: "expect card.top < 518 during 0..1", column: 23,
      message: .optionNeedsQuantifier(
        option: "during", quantifiers: "'always', 'never', 'max' or 'min'")),
    Case(
      text: "expect always card.top < 518 by 1", column: 30,
      message: .optionNeedsQuantifier(option: "by", quantifiers: "'eventually'")),
    Case(
      text: "expect always card.top >= 1 during 0.5..0.2", column: 36,
      message: .emptyRange(start: 0.5, end: 0.2)),
    Case(text: "set card.alpha = 1.5", column: 18, message: .outOfRange(.alpha, value: 1.5)),
    Case(
      text: "set card.transform = rotate(45ms)", column: 29,
      message: .expected("an angle (radians, or degrees such as 45deg)", found: "duration 45ms")),
    Case(
      text: "expect always card.top >= 1 during 0..1 during 0..2", column: 41,
      message: .duplicateOption("during")),
    Case(
      text: "expect always card", column: 19,
      message: .expected(
        "'inside' or '.' and a property ('always card.top >= 510')", found: "end of line")),
  ])
  func syntaxErrors(_ c: Case) {
    do {
      _ = try CompiledScenario.parse(SourceFile(name: "t", text: c.text))
      Issue.record("no error")
    } catch {
      #expect(error.diagnostics.count == 1, "\(error.diagnostics.map(\.description))")
      let d = error.diagnostics.first
      #expect(d?.location == TextLocation(line: 1, column: c.column))
      #expect(d?.message == c.message)
    }
  }

  @Test func validation() {
    // alpha and transform belong to views; visualFrame edges are edges, not margins.
    let constraint = singleDiagnostic(
      setup + "constrain h: topGray.height == 10\nset h.alpha = 0.5\n")
    #expect(constraint?.message == .propertyNeedsView("h", property: "alpha"))
    let margin = singleDiagnostic(setup + "expect topGray.visualFrame.topMargin == 3\n")
    #expect(margin?.message == .attributeNotMeasurable("topMargin"))
    let unknown = singleDiagnostic(setup + "expect always card.alpha == 1\n")
    #expect(unknown?.message == .unknownView("card", suggestion: nil))
  }

  /// A box 100 points high whose top moves from 0 to 100 over 1 s on a linear curve, sampled
  /// at 10 fps: top(t) = 100·t, frame k at t = k / 10 has top 10·k (frames 0…10).
  private let sliding = """
    screen 320x568
    fps 10
    view box
    constrain box.left == root.left
    constrain box.width == 100
    constrain box.height == 100
    constrain top: box.top == root.top
    layout
    animate 1 linear {
        set top.constant = 100
    }

    """

  private func results(_ expectations: String) throws -> [ExpectationResult] {
    let (_, result) = try run(sliding + expectations)
    return result.expectations.filter { $0.line > 11 }
  }

  @Test func alwaysAndNeverNameTheFirstFrameThatBreaksThem() throws {
    let found = try results(
      """
      expect always box.top <= 50 during 0..0.5
      expect always box.top <= 50
      expect never box.top > 95
      expect never box.top < 0
      """)
    #expect(found.map(\.passed) == [true, false, false, true])
    // top = 10·k: the first frame above 50 is k = 6 (60 at t = 0.6).
    #expect(found[1].frame == 6 && found[1].time == 0.6 && found[1].actual == "60")
    #expect(
      found[1].rendered()
        == "t.animsim:13:1: expectation failed: always box.top <= 50: expected <= 50 on every "
        + "sampled frame, actual 60 at t=0.6 (frame 6)")
    // The first frame above 95 is k = 10 (100 at t = 1).
    #expect(found[2].frame == 10 && found[2].actual == "100")
    #expect(found[3].actual == "held on none of 11 frames")
  }

  @Test func eventuallyByATime() throws {
    let found = try results(
      """
      expect eventually box.top >= 70 by 0.7
      expect eventually box.top >= 70 by 0.65
      expect eventually box.top == 100
      """)
    #expect(found.map(\.passed) == [true, false, true])
    // By 0.7 frame 7 has 70; by 0.65 the last frame is 6, at 60.
    #expect(found[0].frame == 7)
    #expect(found[1].frame == 6 && found[1].actual == "60 (the last frame by then)")
    #expect(found[2].frame == 10)
  }

  @Test func extremesReportTheirFrame() throws {
    let found = try results(
      """
      expect max box.top <= 100
      expect max box.top during 0..0.5 < 50
      expect min box.top during 0.3..0.5 == 30
      expect min box.bottom == 100.01 within 0.001
      """)
    #expect(found.map(\.passed) == [true, false, true, false])
    // max over all frames: 100 at frame 10; over 0…0.5: 50 at frame 5, not < 50.
    #expect(found[0].frame == 10 && found[0].actual == "100")
    #expect(found[1].frame == 5 && found[1].actual == "50")
    // min over 0.3…0.5: 30 at frame 3; min bottom = 0 + 100 = 100 at frame 0.
    #expect(found[2].frame == 3)
    #expect(found[3].frame == 0 && found[3].actual == "100")
  }

  @Test func strictRelationsAtOneTime() throws {
    let found = try results(
      """
      expect box.top < 30 at 0.3
      expect box.top <= 30 at 0.3
      expect box.top > 29.9 at 0.3
      expect box.top != 30 at 0.3
      expect box.frame != 0,30,100,100 at 0.3
      expect box.frame < 1,31,101,101 at 0.3
      """)
    // top(0.3) = 30: not < 30 (equal within the tolerance), <= 30, > 29.9, not != 30; the
    // frame equals 0,30,100,100; each component is below 1,31,101,101.
    #expect(found.map(\.passed) == [false, true, true, false, false, true])
  }

  @Test func alphaAndTransformAnimateInEveryKindOfBlock() throws {
    let (_, result) = try run(
      """
      screen 320x568
      fps 10
      view box
      constrain box.left == root.left
      constrain box.width == 100
      constrain box.height == 100
      constrain top: box.top == root.top
      set box.alpha = 0
      animate 1 linear {
          set box.alpha = 1
      }
      expect box.alpha == 0.5 at 0.5
      wait 1
      animate 1 linear relayout {
          set top.constant = 100
          set box.alpha = 0
      }
      expect box.top == 50 at 1.5
      expect box.alpha == 0.5 at 1.5
      wait 1
      keyframes 1 {
          at 0 for 0.5 {
              set box.transform = translate(100, 0)
          }
          at 0.5 for 0.5 {
              set box.transform = identity
          }
      }
      expect box.visualFrame.left == 50 at 2.25
      expect box.visualFrame.left == 100 at 2.5
      expect box.left == 0 at 2.5
      expect box.transform == identity at end

      """)
    // The fade-in pattern (alpha set to 0 outside the block, to 1 inside) animates 0 → 1:
    // 0.5 half way. In a relayout block the constant is re-solved (top = 100·0.5) and the
    // alpha animates beside it (1 → 0: 0.5). The keyframes move the view 100 points right by
    // 0.5 of the run and back: 50 at a quarter, 100 half way; the layout never moves.
    let failures = result.failures
    #expect(failures.isEmpty, "\(failures)")
    #expect(result.expectations.count == 7)
  }
}
