import Testing

@testable import Layout

/// VFL constraints solved by the layout engine: the frames they lead to, worked out by hand.
@Suite struct VFLLayoutTests {
  /// Activates the constraints of each format and lays out.
  private func layOut(
    _ engine: LayoutEngine, _ formats: [(String, FormatOptions)], views: [String: View]
  ) throws {
    for (format, options) in formats {
      try LayoutConstraint.activate(
        LayoutConstraint.constraints(
          withVisualFormat: format, options: options, views: views, spacing: engine.spacing))
    }
    engine.layoutIfNeeded()
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test func seed1FramesFromVFL() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let topGray = try makeView("topGray", in: engine.root)
    let bottomGray = try makeView("bottomGray", in: engine.root)
    try layOut(
      engine,
      [
        ("H:|-[topGray]-|", []), ("H:|-[bottomGray]-|", []),
        ("V:|-[topGray]-[bottomGray(==topGray)]-|", []),
      ],
      views: ["topGray": topGray, "bottomGray": bottomGray])
    // 20 + h + 8 + h + 20 = 568 → h = 260 (docs/seeds.md).
    expectRect(topGray.frame, rect(20, 20, 280, 260))
    expectRect(bottomGray.frame, rect(20, 288, 280, 260))
  }

  @Test func marginsSpacingInsetsByTheLayoutMargins() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568), spacing: .margins)
    let box = try makeView("box", in: engine.root)
    try layOut(
      engine, [("H:|-[box]-|", []), ("V:|-[box(100)]", [])], views: ["box": box])
    expectRect(box.frame, rect(8, 8, 304, 100))
  }

  @Test func rightToLeftListsViewsFromTheRightEdge() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 100))
    let a = try makeView("a", in: engine.root)
    let b = try makeView("b", in: engine.root)
    try layOut(
      engine,
      [("H:|-[a(50)]-[b(60)]", .directionRightToLeft), ("V:|[a(10)]", []), ("V:|[b(10)]", [])],
      views: ["a": a, "b": b])
    // a's right edge 20 from the right: x = 320 − 20 − 50; b 8 further left.
    expectRect(a.frame, rect(250, 0, 50, 10))
    expectRect(b.frame, rect(182, 0, 60, 10))
  }

  @Test func alignmentAndInequalitiesSolve() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 200))
    let a = try makeView("a", in: engine.root)
    let b = try makeView("b", in: engine.root)
    try layOut(
      engine,
      [
        ("H:|-(>=10,==30@250)-[a(100)]-(>=10)-[b(==a)]", .alignAllTop),
        ("V:|-40-[a(50)]", []), ("V:[b(20)]", []),
      ],
      views: ["a": a, "b": b])
    // The optional `==30` holds. `>=10` alone leaves b's x free (ambiguous), so only the
    // parts the constraints fix are checked.
    #expect(abs(a.frame.x - 30) < 1e-6)
    #expect(abs(a.frame.width - 100) < 1e-6)
    #expect(abs(b.frame.width - 100) < 1e-6)
    #expect(abs(b.frame.y - 40) < 1e-6)  // aligned tops
    #expect(b.frame.x >= 140 - 1e-6)
  }

  @Test func baselineToBaselineStacksLinesThatTouch() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let upper = try makeView("upper", .label, in: engine.root, text: "Hi")
    let lower = try makeView("lower", .label, in: engine.root, text: "Ho")
    lower.fontSize = 15
    try layOut(
      engine,
      [
        ("V:|-[upper]-[lower]", .spacingBaselineToBaseline), ("H:|[upper]", []),
        ("H:|[lower]", []),
      ],
      views: ["upper": upper, "lower": lower])
    // upper: first baseline 20 below the top, so y = 20 − 0.95 × 17 = 3.85, height 20.4.
    // lower: first baseline = upper's last baseline (20) + 0.25 × 17 + 0.95 × 15 = 38.5,
    // so y = 38.5 − 14.25 = 24.25 = upper's bottom: the lines touch.
    #expect(abs(upper.frame.y - 3.85) < 1e-6)
    #expect(abs(lower.frame.y - (upper.frame.y + upper.frame.height)) < 1e-6)
    #expect(abs(lower.frame.y - 24.25) < 1e-6)
  }
}
