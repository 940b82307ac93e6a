import Testing

@testable import Layout

/// A stack at `frame` (translating its frame into constraints) under the root of a 400 × 400
/// engine, arranging views with the given intrinsic sizes.
private func makeStack(
  _ frame: Rect, axis: Axis = .horizontal, sizes: [Size],
  configure: (StackView) -> Void = { _ in }
) throws -> (LayoutEngine, StackView, [View]) {
  let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
  let stack = StackView(name: "s")
  stack.frame = frame
  stack.axis = axis
  try engine.root.addSubview(stack)
  var views: [View] = []
  for (index, size) in sizes.enumerated() {
    let view = View(name: "v" + String(index + 1))
    view.intrinsicContentSizeOverride = size
    try stack.addArrangedSubview(view)
    views.append(view)
  }
  configure(stack)
  engine.layoutIfNeeded()
  engine.checkInvariants()
  return (engine, stack, views)
}

/// The stack's generated constraints as `'identifier' plain description` lines.
private func lines(_ stack: StackView) -> [String] {
  stack.arrangementConstraints.map {
    "'" + ($0.identifier ?? "") + "' " + $0.plainDescription
      + ($0.priority.isRequired ? "" : " @" + String($0.priority.rawValue))
  }
}

@Suite("StackView")
struct StackViewTests {
  @Test("fill: the lowest hugging view takes the slack; spacing between; cross axis filled")
  func fill() throws {
    let (engine, stack, views) = try makeStack(
      rect(10, 20, 300, 50),
      sizes: [
        Size(width: 50, height: 20), Size(width: 60, height: 20),
        Size(width: 70, height: 20),
      ]
    ) { stack in stack.spacing = 10 }
    views[0].setContentHuggingPriority(240, for: .horizontal)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Slack: 300 − (50 + 60 + 70) − 2 × 10 = 100 goes to v1 (hugging 240 < 250): 150 wide.
    // v2 at 150 + 10 = 160; v3 at 160 + 60 + 10 = 230, ending at 300. Heights: the stack's 50.
    expectRect(views[0].frame, rect(0, 0, 150, 50))
    expectRect(views[1].frame, rect(160, 0, 60, 50))
    expectRect(views[2].frame, rect(230, 0, 70, 50))
    expectRect(stack.frame, rect(10, 20, 300, 50))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("fill generates UIKit's constraints, with their identifiers")
  func fillConstraints() throws {
    let (engine, stack, views) = try makeStack(
      rect(0, 0, 200, 40), sizes: [Size(width: 50, height: 20), Size(width: 60, height: 20)]
    ) { stack in stack.spacing = 8 }
    #expect(
      lines(stack) == [
        "'UISV-canvas-connection' s.leading == v1.leading",
        "'UISV-canvas-connection' s.trailing == v2.trailing",
        "'UISV-spacing' v2.leading == v1.trailing + 8",
        "'UISV-canvas-connection' s.top == v1.top",
        "'UISV-canvas-connection' s.bottom == v1.bottom",
        "'UISV-alignment' v1.bottom == v2.bottom",
        "'UISV-alignment' v1.top == v2.top",
      ])
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(engine.report.conflicts.isEmpty)
    #expect(stack.arrangementConstraints.allSatisfy { $0.origin == .stackView("s") })
    #expect(
      stack.arrangementConstraints[2].appleDescription
        == "<NSLayoutConstraint:0x\(String(stack.arrangementConstraints[2].engineState!.serial, radix: 16)) 'UISV-spacing' UIView:v2.leading == UIView:v1.trailing + 8   (active)>"
    )
  }

  @Test("fillEqually: equal lengths after the gaps")
  func fillEqually() throws {
    let (engine, _, views) = try makeStack(
      rect(0, 0, 300, 40),
      sizes: [
        Size(width: 50, height: 20), Size(width: 60, height: 20),
        Size(width: 70, height: 20),
      ]
    ) { stack in
      stack.spacing = 10
      stack.distribution = .fillEqually
    }
    // (300 − 2 × 10) / 3 = 93.333…; x = 0, 103.333…, 206.666….
    let third = 280.0 / 3
    expectRect(views[0].frame, rect(0, 0, third, 40))
    expectRect(views[1].frame, rect(third + 10, 0, third, 40))
    expectRect(views[2].frame, rect(2 * third + 20, 0, third, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("fillProportionally: lengths in proportion to intrinsic lengths plus spacing")
  func fillProportionally() throws {
    // No spacing: multipliers 50/300, 100/300, 150/300 of 600 = 100, 200, 300.
    let (engine, stack, views) = try makeStack(
      rect(0, 0, 600, 40),
      sizes: [
        Size(width: 50, height: 20), Size(width: 100, height: 20),
        Size(width: 150, height: 20),
      ]
    ) { stack in stack.distribution = .fillProportionally }
    expectRect(views[0].frame, rect(0, 0, 100, 40))
    expectRect(views[1].frame, rect(100, 0, 200, 40))
    expectRect(views[2].frame, rect(300, 0, 300, 40))
    #expect(engine.report.conflicts.isEmpty)
    #expect(
      lines(stack).filter { $0.hasPrefix("'UISV-fill-proportionally'") } == [
        "'UISV-fill-proportionally' v1.width == 0.16667*s.width @999.0",
        "'UISV-fill-proportionally' v2.width == 0.33333*s.width @998.0",
        "'UISV-fill-proportionally' v3.width == 0.5*s.width @997.0",
      ])
  }

  @Test("fillProportionally with spacing: the last view (lowest priority) absorbs the error")
  func fillProportionallyWithSpacing() throws {
    // total = 50 + 100 + 150 + 2 × 10 = 320; of 640: 100, 200, 300, which with the gaps make
    // 620, not 640. The 997 constraint of v3 gives way: 640 − 20 − 100 − 200 = 320.
    let (engine, _, views) = try makeStack(
      rect(0, 0, 640, 40),
      sizes: [
        Size(width: 50, height: 20), Size(width: 100, height: 20),
        Size(width: 150, height: 20),
      ]
    ) { stack in
      stack.distribution = .fillProportionally
      stack.spacing = 10
    }
    expectRect(views[0].frame, rect(0, 0, 100, 40))
    expectRect(views[1].frame, rect(110, 0, 200, 40))
    expectRect(views[2].frame, rect(320, 0, 320, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("fillProportionally follows intrinsic size changes")
  func fillProportionallyFollowsContent() throws {
    let (engine, _, views) = try makeStack(
      rect(0, 0, 600, 40),
      sizes: [
        Size(width: 50, height: 20), Size(width: 100, height: 20),
        Size(width: 150, height: 20),
      ]
    ) { stack in stack.distribution = .fillProportionally }
    views[0].intrinsicContentSizeOverride = Size(width: 350, height: 20)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // 350 + 100 + 150 = 600: the intrinsic lengths themselves.
    expectRect(views[0].frame, rect(0, 0, 350, 40))
    expectRect(views[1].frame, rect(350, 0, 100, 40))
    expectRect(views[2].frame, rect(450, 0, 150, 40))
  }

  @Test("equalSpacing: equal gaps, views at their intrinsic lengths")
  func equalSpacing() throws {
    let (engine, _, views) = try makeStack(
      rect(0, 0, 300, 40),
      sizes: [
        Size(width: 50, height: 20), Size(width: 60, height: 20),
        Size(width: 70, height: 20),
      ]
    ) { stack in
      stack.distribution = .equalSpacing
      stack.spacing = 10
    }
    // Gaps: (300 − 180) / 2 = 60 each (≥ 10). x = 0, 50 + 60 = 110, 170 + 60 = 230.
    expectRect(views[0].frame, rect(0, 0, 50, 40))
    expectRect(views[1].frame, rect(110, 0, 60, 40))
    expectRect(views[2].frame, rect(230, 0, 70, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("equalCentering: equal distances between centers")
  func equalCentering() throws {
    let (engine, _, views) = try makeStack(
      rect(0, 0, 300, 40),
      sizes: [
        Size(width: 40, height: 20), Size(width: 60, height: 20),
        Size(width: 80, height: 20),
      ]
    ) { stack in
      stack.distribution = .equalCentering
      stack.spacing = 10
    }
    // Centers: v1 at 20, v3 at 300 − 40 = 260, v2 halfway at 140, so x = 140 − 30 = 110.
    // Gaps 110 − 40 = 70 and 220 − 170 = 50, both ≥ 10.
    expectRect(views[0].frame, rect(0, 0, 40, 40))
    expectRect(views[1].frame, rect(110, 0, 60, 40))
    expectRect(views[2].frame, rect(220, 0, 80, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("a hidden arranged view collapses; the gap closes; showing it restores the layout")
  func hiddenCollapses() throws {
    let (engine, stack, views) = try makeStack(
      rect(0, 0, 300, 50),
      sizes: [
        Size(width: 50, height: 20), Size(width: 60, height: 20),
        Size(width: 70, height: 20),
      ]
    ) { stack in stack.spacing = 10 }
    views[0].setContentHuggingPriority(240, for: .horizontal)
    views[1].isHidden = true
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Visible: v1 and v3 with one gap: v1 = 300 − 70 − 10 = 220; v3 at 230. v2 is 0 wide,
    // parked in the middle of the gap (half of 10 on each side, at priority 50): x = 225.
    expectRect(views[0].frame, rect(0, 0, 220, 50))
    expectRect(views[1].frame, rect(225, 0, 0, 50))
    expectRect(views[2].frame, rect(230, 0, 70, 50))
    #expect(engine.report.conflicts.isEmpty)
    #expect(lines(stack).contains("'UISV-hiding' v2.width == 0"))
    #expect(lines(stack).contains("'UISV-spacing' v3.leading == v1.trailing + 10"))
    views[1].isHidden = false
    engine.layoutIfNeeded()
    engine.checkInvariants()
    expectRect(views[0].frame, rect(0, 0, 150, 50))
    expectRect(views[1].frame, rect(160, 0, 60, 50))
    expectRect(views[2].frame, rect(230, 0, 70, 50))
  }

  @Test("hidden first and last views of a vertical equalSpacing stack")
  func hiddenEnds() throws {
    let (engine, _, views) = try makeStack(
      rect(0, 0, 100, 300), axis: .vertical,
      sizes: [
        Size(width: 20, height: 50), Size(width: 20, height: 60),
        Size(width: 20, height: 70), Size(width: 20, height: 80),
      ]
    ) { stack in
      stack.distribution = .equalSpacing
      stack.spacing = 10
    }
    views[0].isHidden = true
    views[3].isHidden = true
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Visible v2 (60) and v3 (70): v2 at the top, v3 at the bottom (300 − 70 = 230); the one
    // gap is 300 − 130 = 170. Hidden v1 sits at v2's top (y 0), hidden v4 at v3's bottom (300).
    expectRect(views[1].frame, rect(0, 0, 100, 60))
    expectRect(views[2].frame, rect(0, 230, 100, 70))
    expectRect(views[0].frame, rect(0, 0, 100, 0))
    expectRect(views[3].frame, rect(0, 300, 100, 0))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("alignment center, top and bottom across a row")
  func alignments() throws {
    let sizes = [Size(width: 50, height: 20), Size(width: 60, height: 40)]
    // Center: both centers at 100 / 2 = 50: y = 50 − 10 = 40 and 50 − 20 = 30.
    var (engine, _, views) = try makeStack(rect(0, 0, 200, 100), sizes: sizes) { stack in
      stack.alignment = .center
      stack.distribution = .fillEqually
    }
    expectRect(views[0].frame, rect(0, 40, 100, 20))
    expectRect(views[1].frame, rect(100, 30, 100, 40))
    (engine, _, views) = try makeStack(rect(0, 0, 200, 100), sizes: sizes) { stack in
      stack.alignment = .top
      stack.distribution = .fillEqually
    }
    expectRect(views[0].frame, rect(0, 0, 100, 20))
    expectRect(views[1].frame, rect(100, 0, 100, 40))
    // Bottom: bottoms at 100: y = 80 and 60.
    (engine, _, views) = try makeStack(rect(0, 0, 200, 100), sizes: sizes) { stack in
      stack.alignment = .bottom
      stack.distribution = .fillEqually
    }
    expectRect(views[0].frame, rect(0, 80, 100, 20))
    expectRect(views[1].frame, rect(100, 60, 100, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("a stack without fixed size hugs its content (centre alignment, equalSpacing)")
  func hugsContent() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let stack = StackView(name: "s")
    stack.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(stack)
    for (index, size) in [Size(width: 50, height: 20), Size(width: 60, height: 40)].enumerated() {
      let view = View(name: "v" + String(index + 1))
      view.intrinsicContentSizeOverride = size
      try stack.addArrangedSubview(view)
    }
    stack.alignment = .center
    stack.distribution = .equalSpacing
    stack.spacing = 12
    activate([
      try stack.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      try stack.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
    ])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Width: canvas-fit (49) pulls it to the minimum, 50 + 12 + 60 = 122; height: the
    // spanner (fit 51) spans the taller view: 40.
    expectRect(stack.frame, rect(10, 10, 122, 40))
    expectRect(stack.arrangedSubviews[0].frame, rect(0, 10, 50, 20))
    expectRect(stack.arrangedSubviews[1].frame, rect(62, 0, 60, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("margins-relative vertical stack with custom spacing and baseline-free edges")
  func marginsAndCustomSpacing() throws {
    let (engine, stack, views) = try makeStack(
      rect(0, 0, 200, 300), axis: .vertical,
      sizes: [
        Size(width: 20, height: 50), Size(width: 20, height: 60),
        Size(width: 20, height: 70),
      ]
    ) { stack in
      stack.isLayoutMarginsRelativeArrangement = true
      stack.spacing = 10
      stack.distribution = .equalSpacing
      stack.alignment = .leading
    }
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == StackView.useDefaultSpacing)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Margins 8: content from y 8 to 292 (284 tall); views 180 tall; gaps (284 − 180) / 2 = 52
    // (≥ 30 and ≥ 10). x = 8 (leading margin); widths intrinsic 20.
    expectRect(views[0].frame, rect(8, 8, 20, 50))
    expectRect(views[1].frame, rect(8, 110, 20, 60))
    expectRect(views[2].frame, rect(8, 222, 20, 70))
    #expect(lines(stack).contains("'UISV-spacing' v2.top >= v1.bottom + 30"))
  }

  @Test("removing an arranged view leaves it a subview without stack constraints")
  func removeArranged() throws {
    let (engine, stack, views) = try makeStack(
      rect(0, 0, 300, 40), sizes: [Size(width: 50, height: 20), Size(width: 60, height: 20)]
    ) { stack in stack.distribution = .fillEqually }
    stack.removeArrangedSubview(views[0])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(views[0].superview === stack)
    #expect(stack.arrangedSubviews.map(\.name) == ["v2"])
    #expect(!lines(stack).contains { $0.contains("v1") })
    // v2 alone fills the stack.
    expectRect(views[1].frame, rect(0, 0, 300, 40))
  }

  @Test("a change keeps the constraints that stay the same")
  func incremental() throws {
    let (engine, stack, _) = try makeStack(
      rect(0, 0, 300, 40), sizes: [Size(width: 50, height: 20), Size(width: 60, height: 20)]
    ) { stack in stack.spacing = 8 }
    let before = stack.arrangementConstraints
    stack.spacing = 12
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Same constraints; the spacing one only changed its constant.
    #expect(zip(before, stack.arrangementConstraints).allSatisfy { $0 === $1 })
    #expect(stack.arrangementConstraints[2].constant == 12)
  }
}

@Suite("StackView baselines")
struct StackViewBaselineTests {
  @Test("baseline-relative spacing runs from last baseline to first baseline")
  func baselineRelative() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let stack = StackView(name: "s")
    stack.frame = rect(0, 0, 200, 300)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    try engine.root.addSubview(stack)
    let a = View(name: "a", kind: .label)
    a.text = "Top"
    a.fontSize = 20
    let b = View(name: "b", kind: .label)
    b.text = "Bottom"
    b.fontSize = 20
    try stack.addArrangedSubview(a)
    try stack.addArrangedSubview(b)
    // Force the stack's height to follow its content: bottom edge free.
    stack.distribution = .equalSpacing
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // A 20-point label is 24 tall (1.2 × 20); both baselines sit 12 − 12 + 0.95 × 20 = 19
    // below its top (one line, centred text). With spacing 30 between a's last baseline
    // and b's first: b.top + 19 = a.top + 19 + 30, so b.top = 30 (not 24 + 30 = 54).
    // equalSpacing puts b at the bottom instead when the stack is taller; `>=` holds.
    let spacing = stack.arrangementConstraints.first { $0.identifier == "UISV-spacing" }
    #expect(spacing?.plainDescription == "b.firstBaseline >= a.lastBaseline + 30")
    stack.distribution = .fill
    stack.frame = rect(0, 0, 200, 54)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // fill: a at 0; b at 30, 24 tall, ends at 54 = the stack's height.
    expectRect(a.frame, rect(0, 0, 30, 24))
    expectRect(b.frame, rect(0, 30, 60, 24))
    #expect(engine.report.conflicts.isEmpty)
  }
}
