import Diagnostics
import Layout
import Testing

@testable import Scenario

@Suite struct ParserTests {
  private func statements(_ text: String) throws -> [Statement] {
    try CompiledScenario.parse(SourceFile(name: "t", text: text)).statements
  }

  @Test func setupStatements() throws {
    let s = try statements(
      """
      screen 320x568
      fps 30
      spacing margins
      direction rtl
      metric pad = -20
      interruption from-current
      button topButton in topGray text "Button"
      textfield email intrinsic -x30
      view icon intrinsic 40x40 hugging 251,high compression 750,750
      view card in root frame 10,10,100,50 autoresizing flexibleWidth,flexibleBottomMargin
      """)
    #expect(
      s[0].kind == .screen(Located(Size(width: 320, height: 568), at: .init(line: 1, column: 8))))
    #expect(s[1].kind == .fps(Located(30, at: .init(line: 2, column: 5))))
    #expect(s[2].kind == .spacing(.margins))
    #expect(s[3].kind == .direction(.rightToLeft))
    guard case .metric(let name, let value) = s[4].kind else { throw Failure() }
    #expect(name.value == "pad" && value.value == -20)
    #expect(s[5].kind == .interruption(.fromCurrent))
    guard case .declare(let button) = s[6].kind else { throw Failure() }
    #expect(
      button.kind == .button && button.parent?.value == "topGray" && button.text?.value == "Button")
    guard case .declare(let email) = s[7].kind else { throw Failure() }
    #expect(email.intrinsic?.value == OptionalSize(width: nil, height: 30))
    guard case .declare(let icon) = s[8].kind else { throw Failure() }
    #expect(icon.hugging?.value == AxisPair(horizontal: 251, vertical: 750))
    guard case .declare(let card) = s[9].kind else { throw Failure() }
    #expect(card.frame?.value == Rect(x: 10, y: 10, width: 100, height: 50))
    #expect(card.autoresizing?.value == [.flexibleWidth, .flexibleBottomMargin])
  }

  @Test func constraints() throws {
    let s = try statements(
      """
      constrain rowV: "V:|-[topGray]-[bottomGray(==100)]" align centerX,leading direction ltr
      constrain w: a.width == 0.5 * root.width + 10 @750
      constrain gap: spacer2.width >= spacer1.width - 4 @low
      constrain h: topGray.height == 100
      constrain b.height <= a.height * 2
      """)
    guard case .constrain(let vfl) = s[0].kind, case .visualFormat(let format) = vfl.body else {
      throw Failure()
    }
    #expect(vfl.id?.value == "rowV")
    #expect(format.format.value == "V:|-[topGray]-[bottomGray(==100)]")
    #expect(format.location == TextLocation(line: 1, column: 17))
    #expect(format.align.map(\.value) == [.centerX, .leading])
    #expect(format.direction?.value == .leftToRight)
    guard case .constrain(let w) = s[1].kind, case .explicit(let e) = w.body else {
      throw Failure()
    }
    #expect(e.first.item.value == "a" && e.first.attribute.value == .width)
    #expect(e.second?.item.value == "root" && e.multiplier.value == 0.5)
    #expect(e.constant.value == 10 && e.priority?.value == 750 && e.relation == .equal)
    guard case .constrain(let gap) = s[2].kind, case .explicit(let g) = gap.body else {
      throw Failure()
    }
    #expect(g.constant.value == -4 && g.priority?.value == 250 && g.relation == .greaterThanOrEqual)
    guard case .constrain(let h) = s[3].kind, case .explicit(let hh) = h.body else {
      throw Failure()
    }
    #expect(hh.second == nil && hh.constant.value == 100)
    guard case .constrain(let m) = s[4].kind, case .explicit(let mm) = m.body else {
      throw Failure()
    }
    #expect(mm.multiplier.value == 2 && mm.relation == .lessThanOrEqual && m.id == nil)
  }

  @Test func actionsAndBlocks() throws {
    let s = try statements(
      """
      layout
      set h.constant = -200
      set h.priority = 500
      deactivate btnY, other
      set icon.intrinsic = 60x60
      screen 568x320
      scroll sv to 0,200
      animate 0.5 easeInOut delay 100ms {
          set h.constant = 200
          screen 568x320
      }
      animate 0.3 relayout linear {
      }
      animate 1.0 spring(damping: 0.5, velocity: 0) repeat 2 autoreverse {
      }
      animate 1 spring(mass: 1, stiffness: 100, damping: 10, velocity: -2) {
      }
      animate 2 cubic(0.1,0.2,0.3,1) {
      }
      wait 0.6
      """)
    #expect(s.count == 13)
    guard case .animate(let a) = s[7].kind else { throw Failure() }
    #expect(a.duration.value == 0.5 && a.delay?.value == 0.1 && a.body.count == 2)
    #expect(a.curve.value == .easeInOut)
    guard case .animate(let b) = s[8].kind else { throw Failure() }
    #expect(b.relayout && b.curve.value == .linear && b.body.isEmpty)
    guard case .animate(let c) = s[9].kind else { throw Failure() }
    #expect(c.curve.value == .dampedSpring(dampingRatio: 0.5, velocity: 0))
    #expect(c.repeatCount?.value == 2 && c.autoreverses)
    guard case .animate(let d) = s[10].kind else { throw Failure() }
    #expect(d.curve.value == .physicalSpring(mass: 1, stiffness: 100, damping: 10, velocity: -2))
    guard case .animate(let e) = s[11].kind else { throw Failure() }
    #expect(e.curve.value == .cubic(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1))
    #expect(s[12].kind == .wait(Located(0.6, at: .init(line: 20, column: 6))))
  }

  @Test func expectations() throws {
    let s = try statements(
      """
      expect topGray.frame == 20,20,280,100
      expect topGray.frame == 20,20,280,150 within 0.5 at 0.35
      expect bottomButton.left == 66 at end
      expect no-conflicts
      expect no-ambiguity
      expect always topButton inside topGray
      expect always no-overlap topGray, bottomGray
      expect a.window == 0,0,10,10 at 300ms
      """)
    guard case .expect(let two) = s[1].kind else { throw Failure() }
    #expect(two.tolerance?.value == 0.5)
    #expect(two.time == .at(Located(0.35, at: .init(line: 2, column: 53))))
    guard case .expect(let three) = s[2].kind else { throw Failure() }
    #expect(three.time == .end)
    guard case .expect(let six) = s[5].kind, case .alwaysInside(let a, let b) = six.check else {
      throw Failure()
    }
    #expect(a.value == "topButton" && b.value == "topGray")
    guard case .expect(let eight) = s[7].kind, case .frame(_, .window, .equal, _) = eight.check
    else { throw Failure() }
  }

  struct Case: Sendable, CustomStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var message: ScenarioMessage
    var description: String { text }
  }

  @Test(arguments: [
    Case(
      text: "constrian \"H:|[a]|\"", line: 1, column: 1,
      message: .unknownStatement("constrian", suggestion: "constrain")),
    Case(
      text: "screen 320", line: 1, column: 8,
      message: .expected("a size such as 320x568", found: "number 320")),
    Case(text: "screen 0x568", line: 1, column: 8, message: .outOfRange(.screenSize, value: 0)),
    Case(text: "fps 0", line: 1, column: 5, message: .outOfRange(.fps, value: 0)),
    Case(text: "fps 29.97", line: 1, column: 5, message: .notAnInteger(.fps, value: 29.97)),
    Case(text: "fps 100000", line: 1, column: 5, message: .outOfRange(.fps, value: 100000)),
    Case(text: "wait -1", line: 1, column: 6, message: .outOfRange(.wait, value: -1)),
    Case(
      text: "spacing wide", line: 1, column: 9,
      message: .unknownValue("wide", allowed: ["classic", "margins"], suggestion: nil)),
    Case(
      text: "view a colour \"x\"", line: 1, column: 8,
      message: .unknownOption(statement: "view", option: "colour", suggestion: nil)),
    Case(
      text: "view a fram 1,2,3,4", line: 1, column: 8,
      message: .unknownOption(statement: "view", option: "fram", suggestion: "frame")),
    Case(text: "view a in b in c", line: 1, column: 13, message: .duplicateOption("in")),
    Case(
      text: "constrain a.widht == 10", line: 1, column: 13,
      message: .unknownAttribute("widht", suggestion: "width")),
    Case(
      text: "constrain a.width = 10", line: 1, column: 19,
      message: .expected("'==', '<=' or '>='", found: "'='")),
    Case(
      text: "constrain a.width == 10 @0", line: 1, column: 26,
      message: .outOfRange(.priority, value: 0)),
    Case(
      text: "constrain a.width == 10 @1001", line: 1, column: 26,
      message: .outOfRange(.priority, value: 1001)),
    Case(
      text: "constrain a.width == 10 @hihg", line: 1, column: 26,
      message: .unknownValue(
        "hihg", allowed: ["required", "high", "low", "fittingSize"],
        suggestion: "high")),
    Case(text: "layout now", line: 1, column: 8, message: .extraInput("'now'")),
    Case(
      text: "animate 0.3 {\nwait 1\n}", line: 2, column: 1, message: .notAllowedInAnimate("wait")),
    Case(text: "animate 0.3 {\nlayout", line: 1, column: 13, message: .unterminatedBlock),
    Case(text: "animate 0.3 {\nanimate 1 {\n}\n}", line: 2, column: 1, message: .nestedAnimate),
    Case(text: "}", line: 1, column: 1, message: .unexpectedClosingBrace),
    Case(text: "animate 1 {\nlayout }", line: 2, column: 8, message: .closingBraceNotAlone),
    Case(text: "wait 1 {\n}", line: 1, column: 1, message: .unexpectedBlock("wait")),
    Case(
      text: "animate 1 easyIn {\n}", line: 1, column: 11,
      message: .unknownCurve("easyIn", suggestion: "easeIn")),
    Case(text: "animate 1 repeat {\n}", line: 1, column: 11, message: .repeatNeedsCount),
    Case(
      text: "animate 1 linear easeIn {\n}", line: 1, column: 18, message: .duplicateOption("curve")),
    Case(
      text: "animate 1 spring(mass: 0) {\n}", line: 1, column: 24,
      message: .outOfRange(.curveParameter, value: 0)),
    Case(
      text: "animate 1 spring(velocity: 1) {\n}", line: 1, column: 29,
      message: .expected("'damping:' in spring(…)", found: "')'")),
    Case(
      text: "animate 5000 {\n}", line: 1, column: 9, message: .outOfRange(.duration, value: 5000)),
    Case(
      text: "animate 1", line: 1, column: 10,
      message: .expected("'{' at the end of the 'animate' line", found: "end of line")),
    Case(
      text: "set h.constnt = 1", line: 1, column: 7,
      message: .unknownOption(statement: "set", option: "constnt", suggestion: "constant")),
    Case(
      text: "expect a.frame == 1,2,3", line: 1, column: 24,
      message: .expected("','", found: "end of line")),
    Case(
      text: "expect a.left == 1 at 1 at 2", line: 1, column: 25, message: .duplicateOption("at")),
    Case(
      text: "scroll sv 0,200", line: 1, column: 11, message: .expected("'to'", found: "number 0")),
  ])
  func syntaxErrors(_ c: Case) {
    do {
      _ = try CompiledScenario.parse(SourceFile(name: "t", text: c.text))
      Issue.record("no error")
    } catch {
      #expect(error.diagnostics.count == 1, "\(error.diagnostics.map(\.description))")
      let d = error.diagnostics.first
      #expect(d?.location == TextLocation(line: c.line, column: c.column))
      #expect(d?.message == c.message)
    }
  }

  @Test func reportsEveryBadLine() {
    do {
      _ = try CompiledScenario.parse(SourceFile(name: "t", text: "fps 0\nlayout\nwiat 1\nfps x"))
      Issue.record("no error")
    } catch {
      #expect(error.diagnostics.map(\.line) == [1, 3, 4])
    }
  }
}

struct Failure: Error {}
