import TestSupport
import Testing

@testable import Layout

@Suite("LayoutEngine")
struct LayoutEngineTests {
  private func portrait(
    direction: LayoutDirection = .leftToRight, spacing: SpacingStyle = .classic
  ) -> LayoutEngine {
    LayoutEngine(
      rootSize: Size(width: 320, height: 568), direction: direction, spacing: spacing)
  }

  /// A box at 20,20 sized by two constants.
  private func box(in engine: LayoutEngine) throws -> (View, LayoutConstraint, LayoutConstraint) {
    let root = engine.root
    let box = try makeView("box", in: root)
    let width = try box.widthAnchor.constraint(equalToConstant: 100)
    let height = try box.heightAnchor.constraint(equalToConstant: 50)
    activate([
      try box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), width, height,
    ])
    return (box, width, height)
  }

  @Test func rootIsFirstAndViewsKeepDeclarationOrder() throws {
    let engine = portrait()
    #expect(engine.root.name == "root")
    let a = try makeView("a", in: engine.root)
    let detached = View(name: "group")
    let inner = try makeView("inner", in: detached)
    let guide = View(name: "guide", kind: .layoutGuide)
    try detached.addLayoutGuide(guide)
    let b = try makeView("b", in: engine.root)
    try engine.root.addSubview(detached)
    #expect(engine.views.map(\.name) == ["root", "a", "b", "group", "inner", "guide"])
    #expect(engine.view(named: "inner") === inner)
    #expect(a.engine === engine && b.engine === engine && guide.engine === engine)
    #expect(!guide.translatesAutoresizingMaskIntoConstraints)
    expectRect(engine.root.frame, rect(0, 0, 320, 568))
  }

  @Test func anEngineReleasesItsViewsAndConstraints() throws {
    weak var weakView: View?
    weak var weakConstraint: LayoutConstraint?
    weak var weakEngine: LayoutEngine?
    do {
      let engine = portrait()
      let (box, width, _) = try box(in: engine)
      let label = try makeView("label", .label, in: box, text: "x")
      activate([try label.leadingAnchor.constraint(equalTo: engine.root.leadingMarginAnchor)])
      engine.layoutIfNeeded()
      weakView = label
      weakConstraint = width
      weakEngine = engine
    }
    #expect(weakEngine == nil)
    #expect(weakView == nil)
    #expect(weakConstraint == nil)
  }

  @Test func constraintsActivatedInADetachedTreeJoinWhenItIsAdded() throws {
    let engine = portrait()
    let group = View(name: "group")
    group.translatesAutoresizingMaskIntoConstraints = false
    let child = try makeView("child", in: group)
    activate(try pinEdges(child, to: group, inset: 10))
    try engine.root.addSubview(group)
    activate(try pinEdges(group, to: engine.root))
    engine.layoutIfNeeded()
    expectRect(child.frame, rect(10, 10, 300, 548))
  }

  @Test func constantChangesAreIncremental() throws {
    let engine = portrait()
    let (box, width, _) = try box(in: engine)
    engine.layoutIfNeeded()
    expectRect(box.frame, rect(20, 20, 100, 50))
    let before = engine.statistics
    let passes = engine.passCount
    engine.layoutIfNeeded()  // nothing changed: no pass at all
    #expect(engine.passCount == passes)

    width.constant = 150
    #expect(engine.needsLayout)
    engine.layoutIfNeeded()
    expectRect(box.frame, rect(20, 20, 150, 50))
    #expect(engine.statistics.adds == before.adds)
    #expect(engine.statistics.removes == before.removes)
    #expect(engine.statistics.constantUpdates == before.constantUpdates + 1)

    for step in 0..<10 {
      width.constant = Double(step)
      engine.layoutIfNeeded()
      #expect(box.frame.width == Double(step))
    }
    #expect(engine.statistics.adds == before.adds)
  }

  @Test func aFrameSetByHandIsReplacedByTheNextPass() throws {
    let engine = portrait()
    let (box, _, _) = try box(in: engine)
    engine.layoutIfNeeded()
    box.frame = rect(1, 2, 3, 4)
    #expect(engine.needsLayout)
    engine.layoutIfNeeded()
    expectRect(box.frame, rect(20, 20, 100, 50))
  }

  @Test func rotationIsIncremental() throws {
    let engine = portrait()
    let root = engine.root
    let bar = try makeView("bar", in: root)
    activate([
      try bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      try root.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 10),
      try root.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
      try bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    engine.layoutIfNeeded()
    expectRect(bar.frame, rect(10, 524, 300, 44))
    let adds = engine.statistics.adds
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    expectRect(bar.frame, rect(10, 276, 548, 44))
    #expect(engine.statistics.adds == adds)
  }

  @Test func deactivationAndReactivationUseTheCurrentConstant() throws {
    let engine = portrait()
    let (box, width, _) = try box(in: engine)
    engine.layoutIfNeeded()
    try width.setActive(false)
    width.constant = 70
    let fallback = try box.widthAnchor.constraint(equalToConstant: 30)
    try fallback.setPriority(500)
    try fallback.setActive(true)
    engine.layoutIfNeeded()
    #expect(box.frame.width == 30)
    try width.setActive(true)
    engine.layoutIfNeeded()
    #expect(box.frame.width == 70)
    // Off and on again within one pass.
    try width.setActive(false)
    width.constant = 90
    try width.setActive(true)
    engine.layoutIfNeeded()
    #expect(box.frame.width == 90)
  }

  @Test func optionalPriorityChangesAreIncremental() throws {
    let engine = portrait()
    let root = engine.root
    let box = try makeView("box", in: root)
    let narrow = try box.widthAnchor.constraint(equalToConstant: 50)
    let wide = try box.widthAnchor.constraint(equalToConstant: 150)
    try narrow.setPriority(600)
    try wide.setPriority(500)
    activate([
      try box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try box.topAnchor.constraint(equalTo: root.topAnchor),
      try box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
    ])
    engine.layoutIfNeeded()
    #expect(box.frame.width == 50)
    let adds = engine.statistics.adds
    try wide.setPriority(700)
    engine.layoutIfNeeded()
    #expect(box.frame.width == 150)
    #expect(engine.statistics.adds == adds)
    #expect(engine.statistics.priorityUpdates == 1)
    #expect(throws: LayoutError.requiredPriorityChange(from: 700, to: .required)) {
      try wide.setPriority(.required)
    }
  }

  @Test func rightToLeftFlipsLeadingAndTrailing() throws {
    let engine = portrait(direction: .rightToLeft)
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let c = try makeView("c", in: root)
    let d = try makeView("d", in: root)
    let e = try makeView("e", in: root)
    activate([
      // e's leading edge sits 10 points toward trailing (leftward) from root's centre.
      try e.leadingAnchor.constraint(greaterThanOrEqualTo: root.centerXAnchor, constant: 10),
      try e.leadingAnchor.constraint(lessThanOrEqualTo: root.centerXAnchor, constant: 10),
      try e.widthAnchor.constraint(equalToConstant: 10),
      try a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try a.widthAnchor.constraint(equalToConstant: 100),
      try b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      try b.widthAnchor.constraint(equalToConstant: 50),
      try c.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
      try c.widthAnchor.constraint(equalToConstant: 10),
      try d.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
      try d.widthAnchor.constraint(equalToConstant: 10),
    ])
    for view in [a, b, c, d, e] {
      activate([
        try view.topAnchor.constraint(equalTo: root.topAnchor),
        try view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    engine.layoutIfNeeded()
    #expect(a.frame.x == 200)  // right edge at 320 - 20
    #expect(b.frame.x == 142)  // right edge 8 left of a's left edge
    #expect(c.frame.x == 302)  // right edge at the right margin, 312
    #expect(d.frame.x == 5)  // left stays left
    #expect(e.frame.x == 140)  // right edge at 160 - 10
  }

  @Test func rightToLeftVisualFormatRows() throws {
    let engine = portrait(direction: .rightToLeft)
    let root = engine.root
    let a = try makeView("a", .label, in: root, text: "First")
    let b = try makeView("b", .label, in: root, text: "Second")
    b.setContentHuggingPriority(250, for: .horizontal)
    activateFormat("H:|-[a]-[b]-|", [a, b])
    activateFormat("V:|-[a]", [a, b])
    activateFormat("V:|-[b]", [a, b])
    engine.layoutIfNeeded()
    // a (42.5 wide) hugs at the leading (right) edge; b stretches to the left margin.
    expectRect(a.frame, rect(257.5, 20, 42.5, 20.4), tolerance: 1e-9)
    expectRect(b.frame, rect(20, 20, 229.5, 20.4), tolerance: 1e-9)
    #expect(engine.report.isEmpty)
  }

  @Test func layoutMarginsAndTheirChanges() throws {
    let engine = portrait(spacing: .margins)
    let root = engine.root
    let box = try makeView("box", in: root)
    activate([
      try box.leadingAnchor.constraint(equalTo: root.leadingMarginAnchor),
      try box.trailingAnchor.constraint(equalTo: root.trailingMarginAnchor),
      try box.topAnchor.constraint(equalTo: root.topMarginAnchor),
      try box.bottomAnchor.constraint(equalTo: root.bottomMarginAnchor),
    ])
    engine.layoutIfNeeded()
    expectRect(box.frame, rect(8, 8, 304, 552))
    let adds = engine.statistics.adds
    root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 0, right: 4)
    engine.layoutIfNeeded()
    expectRect(box.frame, rect(16, 20, 300, 548))
    #expect(engine.statistics.adds == adds)

    let centered = try makeView("centered", in: root)
    activate([
      try centered.centerXAnchor.constraint(equalTo: root.centerXWithinMarginsAnchor),
      try centered.centerYAnchor.constraint(equalTo: root.centerYWithinMarginsAnchor),
      try centered.widthAnchor.constraint(equalToConstant: 10),
      try centered.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    // Centre of the margin rectangle 16...316 × 20...568.
    expectRect(centered.frame, rect(161, 289, 10, 10))
  }

  @Test func crossHierarchyThroughOffsetsAndNesting() throws {
    let engine = portrait()
    let root = engine.root
    let outer = try makeView("outer", in: root)
    let inner = try makeView("inner", in: outer)
    let deep = try makeView("deep", in: inner)
    let other = try makeView("other", in: root)
    activate(
      try placement(of: outer, in: root, x: 10, y: 100, width: 200, height: 200)
        + placement(of: inner, in: outer, x: 30, y: 40, width: 100, height: 100)
        + [
          try deep.widthAnchor.constraint(equalToConstant: 10),
          try deep.heightAnchor.constraint(equalToConstant: 10),
        ]
        // deep is aligned with `other`, which sits at 50,300 in root.
        + placement(of: other, in: root, x: 50, y: 300, width: 10, height: 10)
        + [
          try deep.leadingAnchor.constraint(equalTo: other.leadingAnchor),
          try deep.bottomAnchor.constraint(equalTo: other.topAnchor),
        ]
    )
    engine.layoutIfNeeded()
    // deep in root coordinates: 50, 290 → in inner: 50 - 10 - 30, 290 - 100 - 40.
    expectRect(deep.frame, rect(10, 150, 10, 10))
    expectRect(deep.windowFrame, rect(50, 290, 10, 10))
    outer.contentOffset = Point(x: 5, y: -7)
    engine.layoutIfNeeded()
    expectRect(deep.frame, rect(15, 143, 10, 10))
    expectRect(deep.windowFrame, rect(50, 290, 10, 10))
    expectRect(inner.windowFrame, rect(35, 147, 100, 100))
  }

  @Test func scrollViewContentAreaAndFrameWidth() throws {
    let engine = portrait()
    let root = engine.root
    let scrollView = try makeView("sv", .scrollView, in: root)
    let column = try makeView("column", in: scrollView)
    activate(try pinEdges(scrollView, to: root, inset: 10))
    activate(try pinEdges(column, to: scrollView))
    activate([
      // A scroll view's width attribute is its frame's width, even to a descendant.
      try column.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      try column.heightAnchor.constraint(equalToConstant: 2000),
    ])
    engine.layoutIfNeeded()
    expectRect(scrollView.frame, rect(10, 10, 300, 548))
    expectRect(column.frame, rect(0, 0, 300, 2000))
    #expect(scrollView.contentSize == Size(width: 300, height: 2000))
    scrollView.contentOffset = Point(x: 0, y: 500)
    engine.layoutIfNeeded()
    expectRect(column.frame, rect(0, 0, 300, 2000))
    expectRect(column.windowFrame, rect(10, -490, 300, 2000))
  }

  /// A scroll view's centres, seen from inside, are its frame's (the visible area at zero offset),
  /// while its edges are its content's.
  ///
  /// A label 20 inside both content edges and centred on a 300-wide scroll view gives content width
  /// w + 40 and 20 + w / 2 = 300 / 2, so w = 260 and the content is 300 wide. Measured on the
  /// content the centre would give 20 + w / 2 = (w + 40) / 2, which no w satisfies.
  @Test func scrollViewCentersAreItsFrames() throws {
    let engine = portrait()
    let root = engine.root
    let scrollView = try makeView("sv", .scrollView, in: root)
    let label = try makeView("label", in: scrollView)
    activate(try pinEdges(scrollView, to: root, inset: 10))
    activate([
      try label.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
      try scrollView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20),
      try label.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
      try label.topAnchor.constraint(equalTo: scrollView.topAnchor),
      try label.heightAnchor.constraint(equalToConstant: 30),
      try scrollView.bottomAnchor.constraint(equalTo: label.bottomAnchor),
    ])
    engine.layoutIfNeeded()
    expectRect(scrollView.frame, rect(10, 10, 300, 548))
    expectRect(label.frame, rect(20, 0, 260, 30))
    #expect(scrollView.contentSize == Size(width: 300, height: 30))
  }

  @Test func baselinesFollowTheTextModel() throws {
    let engine = portrait()
    let root = engine.root
    let big = try makeView("big", .label, in: root, text: "Title")
    let small = try makeView("small", .label, in: root, text: "two\nlines")
    big.fontSize = 40
    small.fontSize = 10
    let button = try makeView("button", .button, in: root, text: "OK")
    activate([
      try big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      try small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      try small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
      try button.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
      try button.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
    ])
    engine.layoutIfNeeded()
    // big: 5 × 20 = 100 wide, 48 high, first baseline 38 below its top → 138.
    expectRect(big.frame, rect(0, 100, 100, 48))
    // small: 2 lines of 12, first baseline 9.5 below its top.
    expectRect(small.frame, rect(108, 128.5, 25, 24))
    // small's last baseline: 128.5 + 24 - 2.5 = 150; the button's is 6 + 18 - 3.75 below
    // its top... = 20.25.
    expectRect(button.frame, rect(141, 150 - 20.25, 15, 30))

    big.text = "Title!"
    big.fontSize = 20
    engine.layoutIfNeeded()
    // 6 × 10 = 60 wide, 24 high, first baseline 19 below its top → 119.
    expectRect(big.frame, rect(0, 100, 60, 24))
    expectRect(small.frame, rect(68, 109.5, 25, 24))
  }

  @Test func viewsWithoutTextUseTheirBottomAsBaseline() throws {
    let engine = portrait()
    let root = engine.root
    let plain = try makeView("plain", in: root)
    let label = try makeView("label", .label, in: root, text: "x")
    activate(
      try placement(of: plain, in: root, width: 10, height: 40)
        + [
          try label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          try label.firstBaselineAnchor.constraint(equalTo: plain.lastBaselineAnchor),
        ]
    )
    engine.layoutIfNeeded()
    #expect(abs(label.frame.y - (40 - 16.15)) < 1e-9)
  }
}

@Suite("LayoutEngine determinism")
struct LayoutEngineDeterminismTests {
  /// Builds a small conflicting, partly ambiguous layout and returns everything it reports.
  private func run() throws -> String {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    var views: [View] = []
    for index in 0..<6 {
      views.append(try makeView("v\(index)", index % 2 == 0 ? .label : .view, in: root, text: "t"))
    }
    for (left, right) in zip(views, views.dropFirst()) {
      activate([try right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 4)])
    }
    activate([
      try views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      try views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
      try views[5].trailingAnchor.constraint(equalTo: root.trailingAnchor),
      try views[1].widthAnchor.constraint(equalTo: views[3].widthAnchor),
    ])
    engine.layoutIfNeeded()
    engine.rootSize = Size(width: 568, height: 320)
    engine.layoutIfNeeded()
    var text = ""
    for view in engine.views { text += view.name + " " + describe(view.frame) + "\n" }
    for conflict in engine.report.conflicts {
      text += conflict.appleLog + conflict.plainDescription
    }
    for ambiguity in engine.report.ambiguities { text += ambiguity.plainDescription + "\n" }
    return text
  }

  @Test func sameInputSameBytes() throws {
    let first = try run()
    #expect(first.contains("Unable to simultaneously satisfy constraints"))
    for _ in 0..<3 { #expect(try run() == first) }
  }
}
