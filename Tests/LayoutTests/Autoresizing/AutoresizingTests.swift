import Testing

@testable import Layout

@Suite("Autoresizing masks")
struct AutoresizingTests {
  /// A view with a frame and a mask in a 320 × 568 root, laid out, then rotated.
  private func rotate(frame: Rect, mask: AutoresizingMask) throws -> (before: Rect, after: Rect) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let card = View(name: "card")
    card.frame = frame
    card.autoresizingMask = mask
    try engine.root.addSubview(card)
    engine.layoutIfNeeded()
    let before = card.frame
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    return (before, card.frame)
  }

  @Test func fixedMarginsAndSizeStayPut() throws {
    let result = try rotate(frame: rect(160, 10, 80, 50), mask: [])
    expectRect(result.before, rect(160, 10, 80, 50))
    expectRect(result.after, rect(160, 10, 80, 50))
  }

  @Test func flexibleWidthTakesTheWholeChange() throws {
    let result = try rotate(
      frame: rect(10, 10, 100, 50), mask: [.flexibleWidth, .flexibleBottomMargin])
    expectRect(result.before, rect(10, 10, 100, 50))
    // Width grows by 248; the bottom margin shrinks by 248, the height stays.
    expectRect(result.after, rect(10, 10, 348, 50))
  }

  @Test func flexibleMarginsShareTheChangeInProportion() throws {
    // Left margin 60, right margin 160: the 248 extra points split 60 : 160.
    let result = try rotate(
      frame: rect(60, 100, 100, 40), mask: [.flexibleLeftMargin, .flexibleRightMargin])
    let left = 60 + 248 * 60.0 / 220
    expectRect(result.after, rect(left, 100, 100, 40))
  }

  @Test func allThreeFlexibleScaleTogether() throws {
    let result = try rotate(
      frame: rect(80, 142, 160, 284),
      mask: [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
        .flexibleHeight, .flexibleBottomMargin,
      ])
    // Everything scales with the superview: 568 / 320 horizontally, 320 / 568 vertically.
    expectRect(result.after, rect(142, 80, 284, 160))
  }

  @Test func zeroSizedFlexiblePartsShareEqually() throws {
    // Left margin 0 and width 0 are both flexible: each takes half of the change.
    let result = try rotate(frame: rect(0, 0, 0, 10), mask: [.flexibleLeftMargin, .flexibleWidth])
    expectRect(result.after, rect(124, 0, 124, 10))
  }

  @Test func settingTheFrameRegeneratesTheConstraints() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let card = View(name: "card")
    card.frame = rect(10, 10, 100, 50)
    try engine.root.addSubview(card)
    engine.layoutIfNeeded()
    card.frame = rect(30, 40, 20, 20)
    engine.layoutIfNeeded()
    expectRect(card.frame, rect(30, 40, 20, 20))
    card.translatesAutoresizingMaskIntoConstraints = false
    engine.layoutIfNeeded()
    #expect(engine.report.ambiguities.map(\.view.name) == ["card"])
    // Without constraints the view keeps its last frame.
    expectRect(card.frame, rect(30, 40, 20, 20))
  }

  @Test func childrenOfATranslatingViewFollowIt() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let panel = View(name: "panel")
    panel.frame = rect(0, 0, 320, 100)
    panel.autoresizingMask = [.flexibleWidth]
    try engine.root.addSubview(panel)
    let badge = View(name: "badge")
    badge.frame = rect(300, 10, 10, 10)
    badge.autoresizingMask = [.flexibleLeftMargin]
    try panel.addSubview(badge)
    engine.layoutIfNeeded()
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    expectRect(panel.frame, rect(0, 0, 568, 100))
    expectRect(badge.frame, rect(548, 10, 10, 10))
    expectRect(badge.windowFrame, rect(548, 10, 10, 10))
  }

  @Test func conflictsWithAutoresizingNameTheMask() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let card = View(name: "card")
    card.frame = rect(10, 10, 100, 50)
    card.autoresizingMask = [.flexibleWidth]
    try engine.root.addSubview(card)
    let wider = try card.widthAnchor.constraint(equalToConstant: 200)
    activate([wider])
    engine.layoutIfNeeded()
    #expect(card.frame.width == 100)
    let conflict = try #require(engine.report.conflicts.first)
    #expect(conflict.broken === wider)
    #expect(conflict.constraints.count == 3)
    #expect(conflict.constraints.first?.origin == .rootSize)
    let maskConstraint = try #require(conflict.constraints.first { $0.origin == .autoresizing })
    #expect(
      maskConstraint.appleDescription.contains(
        "NSAutoresizingMaskLayoutConstraint:0x"))
    #expect(
      maskConstraint.appleDescription.hasSuffix(
        " h=-&- v=--- UIView:card.width == UIView:root.width - 220   (active)>"))
    #expect(
      conflict.appleLog.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
  }
}
