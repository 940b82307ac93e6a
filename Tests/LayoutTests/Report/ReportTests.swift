import Testing

@testable import Layout

@Suite("Reports and descriptions")
struct ReportTests {
  @Test func constraintDescriptions() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let a = makeView("a", in: root)
    let b = makeView("b", .button, in: root, text: "OK")
    let ratio = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 16.0 / 9.0)
    let gap = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: -16)
    let size = a.heightAnchor.constraint(equalToConstant: 200)
    size.identifier = "fixed"
    size.priority = 750
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
    let loose = makeView("loose", in: root)
    let free = makeView("free", in: root)
    let width = loose.widthAnchor.constraint(equalToConstant: 100)
    let top = loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let height = loose.heightAnchor.constraint(equalToConstant: 10)
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
      loose.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      free.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      free.topAnchor.constraint(equalTo: root.topAnchor),
      free.widthAnchor.constraint(equalToConstant: 10),
      free.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    #expect(!loose.hasAmbiguousLayout)
    #expect(!free.hasAmbiguousLayout)
    #expect(!View(name: "detached").hasAmbiguousLayout)
  }

  @Test func ambiguityTheSolverFinds() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let a = makeView("a", in: root)
    let b = makeView("b", in: root)
    // Both widths are used but only their equality is known; the row does not pin them.
    activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
    ])
    for view in [a, b] {
      activate([
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    engine.layoutIfNeeded()
    let findings = engine.report.ambiguities.map {
      $0.view.name + ":" + $0.attributes.joined(separator: ",")
    }
    #expect(findings.contains { $0.hasPrefix("a:") && $0.contains("width") })
    #expect(findings.contains { $0.hasPrefix("b:") && $0.contains("width") })
    b.widthAnchor.constraint(equalToConstant: 100).isActive = true
    engine.layoutIfNeeded()
    #expect(engine.report.ambiguities.isEmpty)
    expectRect(b.frame, rect(100, 0, 100, 10))
  }

  @Test func autolayoutTraceMarksAmbiguity() {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let panel = makeView("panel", in: root)
    let title = makeView("title", .label, in: panel, text: "Hi")
    let guide = makeView("guide", .layoutGuide, in: root)
    let card = View(name: "card")
    card.frame = rect(0, 0, 10, 10)
    root.addSubview(card)
    activate(pinEdges(panel, to: root))
    activate(pinEdges(guide, to: root))
    activate([title.topAnchor.constraint(equalTo: panel.topAnchor)])
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

  @Test func scrollViewContentSizeMustBeDefined() {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let scrollView = makeView("sv", .scrollView, in: root)
    let content = makeView("content", in: scrollView)
    activate(pinEdges(scrollView, to: root))
    activate([
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.widthAnchor.constraint(equalToConstant: 320),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    engine.layoutIfNeeded()
    // Nothing ties the content's bottom to the scroll view: its content height is unknown.
    #expect(engine.ambiguities.map(\.view.name) == ["sv"])
    #expect(engine.ambiguities.first?.attributes == ["contentHeight"])
    activate([content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)])
    engine.layoutIfNeeded()
    #expect(engine.ambiguities.isEmpty)
    #expect(scrollView.contentSize == Size(width: 320, height: 900))
  }

  @Test func conflictOnAConstantChangeBreaksTheLastActivated() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let box = makeView("box", in: root)
    let exact = box.widthAnchor.constraint(equalToConstant: 100)
    let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
    activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), exact, limit,
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
    let box = makeView("box", in: root)
    let wide = box.widthAnchor.constraint(equalToConstant: 400)
    activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
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
  @Test func activeConstraintsInActivationOrder() {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let label = makeView("label", .label, in: root, text: "Hi")
    let second = label.topAnchor.constraint(equalTo: root.topAnchor)
    let first = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
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
