import Testing

@testable import Layout

/// `View.fixedBaselines`: baselines at fixed distances below the alignment rectangle's top,
/// for controls whose text does not move with their height.
@Suite("Fixed baselines")
struct FixedBaselineTests {
  /// a: alignment top pinned at 100 (insets 6 above and below, so its frame starts at 94),
  /// baseline 17 below its alignment top; b (a plain view, 40 high) aligns its first
  /// baseline, 12 below its top, with a's; c sits 10 below b's last baseline, 28 below b's
  /// top.
  private func scene() throws -> (LayoutEngine, View, View, View) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let c = try makeView("c", in: root)
    a.alignmentRectInsets = EdgeInsets(top: 6, left: 5, bottom: 6, right: 5)
    a.fixedBaselines = FixedBaselines(single: 17)
    b.fixedBaselines = FixedBaselines(first: 12, last: 28)
    activate([
      try a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      try a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try a.widthAnchor.constraint(equalToConstant: 80),
      try a.heightAnchor.constraint(equalToConstant: 28),
      try b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
      try b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      try b.widthAnchor.constraint(equalToConstant: 50),
      try b.heightAnchor.constraint(equalToConstant: 40),
      try c.topAnchor.constraint(equalTo: b.lastBaselineAnchor, constant: 10),
      try c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try c.widthAnchor.constraint(equalToConstant: 10),
      try c.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (engine, a, b, c)
  }

  @Test func baselinesAreFixedBelowTheAlignmentTop() throws {
    let (engine, a, b, c) = try scene()
    engine.layoutIfNeeded()
    // a's frame: alignment 20,100 80×28 outset by (6, 5, 6, 5) = 15,94 90×40; its baseline
    // at 100 + 17 = 117. b's top = 117 − 12 = 105; c's top = 105 + 28 + 10 = 143.
    expectRect(a.frame, rect(15, 94, 90, 40))
    expectRect(b.frame, rect(108, 105, 50, 40))
    expectRect(c.frame, rect(0, 143, 10, 10))
    #expect(b.hasTextBaselines && b.kind == .view)
    #expect(abs(b.value(of: .lastBaseline) - 133) < 1e-9)
  }

  @Test func changingThemRelaysOut() throws {
    let (engine, _, b, c) = try scene()
    engine.layoutIfNeeded()
    b.fixedBaselines = FixedBaselines(single: 20)
    engine.layoutIfNeeded()
    // b's top = 117 − 20 = 97; c's = 97 + 20 + 10 = 127.
    expectRect(b.frame, rect(108, 97, 50, 40))
    expectRect(c.frame, rect(0, 127, 10, 10))
    b.fixedBaselines = nil
    engine.layoutIfNeeded()
    // A plain view's baselines are at its bottom edge: b's bottom at 117, so its top 77; c
    // 10 below that bottom.
    expectRect(b.frame, rect(108, 77, 50, 40))
    expectRect(c.frame, rect(0, 127, 10, 10))
  }

  @Test func nonFiniteValuesAreRefused() throws {
    let (_, a, _, _) = try scene()
    a.fixedBaselines = FixedBaselines(first: .nan, last: 3)
    #expect(a.fixedBaselines == FixedBaselines(single: 17))
    a.fixedBaselines = FixedBaselines(first: 3, last: .infinity)
    #expect(a.fixedBaselines == FixedBaselines(single: 17))
  }
}
