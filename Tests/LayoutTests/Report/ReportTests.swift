import Testing

@testable import Layout

@Suite("Reports and descriptions")
struct ReportTests {
  @Test func constraintDescriptions() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", .button, in: root, text: "OK")
    let ratio = try a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 16.0 / 9.0)
    let gap = try b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: -16)
    let size = try a.heightAnchor.constraint(equalToConstant: 200)
    size.identifier = "fixed"
    try size.setPriority(750)
    #expect(ratio.plainDescription == "a.width == 1.77778*b.height")
    #expect(gap.plainDescription == "b.leading == a.trailing - 16")
    #expect(size.plainDescription == "a.height == 200")
    #expect(
      ratio.appleDescription
        == "<NSLayoutConstraint:0x0 UIView:a.width == 1.77778*UIButton:b.height>")
    activate([ratio, gap, size])
    #expect(
      size.appleDescription
        == "<NSLayoutConstraint:0x5 'fixed' UIView:a.height == 200 @750   (active)>")
    #expect(size.originDescription == "created in code")
    size.origin = .expression("a.height == 200 @750")
    size.sourceLine = 12
    #expect(size.originDescription == "from the constraint `a.height == 200 @750` (line 12)")
    engine.layoutIfNeeded()
    let hugging = try #require(b.layoutState?.intrinsic[.horizontal]?.hugging)
    #expect(hugging.appleDescription.hasSuffix("UIButton:b.width <= 15 Hug:250   (active)>"))
    #expect(hugging.appleDescription.hasPrefix("<NSContentSizeLayoutConstraint:0x"))
    #expect(hugging.originDescription == "from b's intrinsic content size (content hugging)")
  }

  @Test func ambiguityNamesViewsAttributesAndConstraints() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let loose = try makeView("loose", in: root)
    let free = try makeView("free", in: root)
    let width = try loose.widthAnchor.constraint(equalToConstant: 100)
    let top = try loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let height = try loose.heightAnchor.constraint(equalToConstant: 10)
    activate([width, top, height])
    engine.layoutIfNeeded()
    let report = engine.report
    #expect(report.ambiguities.count == 2)
    let first = try #require(report.ambiguities.first)
    #expect(first.view === loose)
    #expect(first.attributes == ["minX"])
    #expect(first.constraints.count == 3)
    #expect(
      first.plainDescription == """
        loose: minX not determined; constraints mentioning it:
          loose.width == 100 — created in code
          loose.top == root.top + 10 — created in code
          loose.height == 10 — created in code
        """)
    #expect(first.appleTrace == "- AMBIGUOUS LAYOUT for UIView:loose.minX")
    #expect(report.ambiguities[1].attributes == ["minX", "minY", "width", "height"])
    #expect(report.ambiguities[1].plainDescription.hasSuffix("(no constraints mention it)."))
    #expect(loose.hasAmbiguousLayout)
    #expect(free.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    // Pinning the missing attributes makes both determined.
    activate([
      try loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      try free.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try free.topAnchor.constraint(equalTo: root.topAnchor),
      try free.widthAnchor.constraint(equalToConstant: 10),
      try free.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    #expect(!loose.hasAmbiguousLayout)
    #expect(!free.hasAmbiguousLayout)
    #expect(!View(name: "detached").hasAmbiguousLayout)
  }

  @Test func ambiguityTheSolverFinds() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    // Both widths are used but only their equality is known; the row does not pin them.
    activate([
      try a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      try b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      try a.widthAnchor.constraint(equalTo: b.widthAnchor),
    ])
    for view in [a, b] {
      activate([
        try view.topAnchor.constraint(equalTo: root.topAnchor),
        try view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    engine.layoutIfNeeded()
    let findings = engine.report.ambiguities.map {
      $0.view.name + ":" + $0.attributes.joined(separator: ",")
    }
    #expect(findings.contains { $0.hasPrefix("a:") && $0.contains("width") })
    #expect(findings.contains { $0.hasPrefix("b:") && $0.contains("width") })
    try b.widthAnchor.constraint(equalToConstant: 100).setActive(true)
    engine.layoutIfNeeded()
    #expect(engine.report.ambiguities.isEmpty)
    expectRect(b.frame, rect(100, 0, 100, 10))
  }

  @Test func autolayoutTraceMarksAmbiguity() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let panel = try makeView("panel", in: root)
    let title = try makeView("title", .label, in: panel, text: "Hi")
    let guide = try makeView("guide", .layoutGuide, in: root)
    let card = View(name: "card")
    card.frame = rect(0, 0, 10, 10)
    try root.addSubview(card)
    activate(try pinEdges(panel, to: root))
    activate(try pinEdges(guide, to: root))
    activate([try title.topAnchor.constraint(equalTo: panel.topAnchor)])
    engine.layoutIfNeeded()
    #expect(
      engine.autolayoutTrace() == """
        *UIView:root
        |   *UIView:panel
        |   |   *UILabel:title 'Hi' - AMBIGUOUS LAYOUT for UILabel:title.minX
        |   +UILayoutGuide:guide
        |   •UIView:card
        """)
  }

  @Test func scrollViewContentSizeMustBeDefined() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let scrollView = try makeView("sv", .scrollView, in: root)
    let content = try makeView("content", in: scrollView)
    activate(try pinEdges(scrollView, to: root))
    activate([
      try content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      try content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      try content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      try content.widthAnchor.constraint(equalToConstant: 320),
      try content.heightAnchor.constraint(equalToConstant: 900),
    ])
    engine.layoutIfNeeded()
    // Nothing ties the content's bottom to the scroll view: its content height is unknown.
    #expect(engine.ambiguities.map(\.view.name) == ["sv"])
    #expect(engine.ambiguities.first?.attributes == ["contentHeight"])
    activate([try content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)])
    engine.layoutIfNeeded()
    #expect(engine.ambiguities.isEmpty)
    #expect(scrollView.contentSize == Size(width: 320, height: 900))
  }

  @Test func conflictOnAConstantChangeBreaksTheLastActivated() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let box = try makeView("box", in: root)
    let exact = try box.widthAnchor.constraint(equalToConstant: 100)
    let limit = try box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
    activate([
      try box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try box.topAnchor.constraint(equalTo: root.topAnchor),
      try box.heightAnchor.constraint(equalToConstant: 10), exact, limit,
    ])
    engine.layoutIfNeeded()
    #expect(engine.report.conflicts.isEmpty)
    exact.constant = 300
    engine.layoutIfNeeded()
    #expect(box.frame.width == 300)
    let conflict = try #require(engine.report.conflicts.first)
    #expect(conflict.broken === limit)
    #expect(conflict.constraints.count == 2)
    exact.constant = 150
    engine.layoutIfNeeded()
    #expect(box.frame.width == 150)
    #expect(engine.report.conflicts.isEmpty)
    exact.constant = 250
    engine.layoutIfNeeded()
    #expect(box.frame.width == 250)
    #expect(engine.report.conflicts.first?.broken === limit)
  }

  @Test func rotationIntoAConflictBreaksTheUsersConstraint() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let box = try makeView("box", in: root)
    let wide = try box.widthAnchor.constraint(equalToConstant: 400)
    activate([
      try box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      try box.topAnchor.constraint(equalTo: root.topAnchor),
      try box.heightAnchor.constraint(equalToConstant: 10),
    ])
    activate([wide])
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    #expect(box.frame.width == 400)
    #expect(engine.report.conflicts.isEmpty)
    engine.rootSize = Size(width: 320, height: 568)
    engine.layoutIfNeeded()
    let conflict = try #require(engine.report.conflicts.first)
    #expect(conflict.broken === wide)
    #expect(conflict.constraints.contains { $0.origin == .rootSize })
    #expect(box.frame.maxX <= 300 + 1e-9)
  }
}

@Suite("Constraint listings")
struct ConstraintListingTests {
  @Test func activeConstraintsInActivationOrder() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let label = try makeView("label", .label, in: root, text: "Hi")
    let second = try label.topAnchor.constraint(equalTo: root.topAnchor)
    let first = try label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    activate([first])
    activate([second])
    engine.layoutIfNeeded()
    #expect(
      engine.activeConstraints().map(\.plainDescription) == [
        "label.leading == root.leading", "label.top == root.top",
      ])
    let all = engine.activeConstraints(includingGenerated: true)
    #expect(all.count == 8)  // root width and height, 2 user, 4 intrinsic
    #expect(all.first?.origin == .rootSize)
    let horizontal = engine.constraintsAffectingLayout(of: label, for: .horizontal)
    #expect(
      horizontal.map(\.plainDescription) == [
        "label.leading == root.leading", "label.width <= 17", "label.width >= 17",
      ])
  }
}
