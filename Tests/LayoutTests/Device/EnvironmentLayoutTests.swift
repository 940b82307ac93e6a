import Testing

@testable import Layout

@Suite("Safe area, margins and guides")
struct EnvironmentLayoutTests {
  /// An iPhone 15 Pro engine (393 × 852 @3x, safe area 59/34 in portrait).
  private func phone(_ orientation: Orientation = .portrait) throws -> LayoutEngine {
    LayoutEngine(screen: try #require(Device.named("iPhone15Pro")).screen(orientation))
  }

  @Test("a view pinned to the root safe area, through a rotation")
  func safeAreaRotation() throws {
    let engine = try phone()
    let box = try makeView("box", in: engine.root)
    let guide = engine.root.safeAreaLayoutGuide
    activate([
      try box.topAnchor.constraint(equalTo: guide.topAnchor),
      try box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      try box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      try box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    engine.layoutIfNeeded()
    // Portrait: y = 59, height = 852 − 59 − 34 = 759; full width 393.
    expectRect(box.frame, rect(0, 59, 393, 759))
    engine.screen = try #require(Device.named("iPhone15Pro")).screen(.landscape)
    engine.layoutIfNeeded()
    // Landscape 852 × 393: x = 59, width = 852 − 59 − 59 = 734; height = 393 − 21 = 372.
    expectRect(box.frame, rect(59, 0, 734, 372))
  }

  @Test("a subview's safe area is its overlap with the root's unsafe edges")
  func subviewSafeArea() throws {
    let engine = try phone()
    let card = try makeView("card", in: engine.root)
    activate([
      try card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      try card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      try card.widthAnchor.constraint(equalToConstant: 200),
      try card.heightAnchor.constraint(equalToConstant: 100),
    ])
    let inner = try makeView("inner", in: card)
    activate([
      try inner.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
      try inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      try inner.widthAnchor.constraint(equalToConstant: 10),
      try inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    // card.y = 20 lies 59 − 20 = 39 points into the top inset; nothing at the bottom
    // (20 + 100 < 852 − 34).
    #expect(card.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    expectRect(inner.frame, rect(0, 39, 10, 10))
  }

  @Test("a view controller's root margins: safe area plus 16 (portrait) or 20 (landscape)")
  func rootMargins() throws {
    let engine = try phone()
    let label = try makeView("label", in: engine.root)
    activate([
      try label.leadingAnchor.constraint(equalTo: engine.root.leadingMarginAnchor),
      try label.trailingAnchor.constraint(equalTo: engine.root.layoutMarginsGuide.trailingAnchor),
      try label.topAnchor.constraint(equalTo: engine.root.topMarginAnchor),
      try label.heightAnchor.constraint(equalToConstant: 20),
    ])
    engine.layoutIfNeeded()
    // Portrait: minimum (0, 16, 0, 16) + safe area (59, 0, 34, 0): x = 16, w = 393 − 32 = 361,
    // y = 59 + 0.
    expectRect(label.frame, rect(16, 59, 361, 20))
    engine.screen = try #require(Device.named("iPhone15Pro")).screen(.landscape)
    engine.layoutIfNeeded()
    // Landscape: (0, 20, 0, 20) + (0, 59, 21, 59): x = 79, w = 852 − 158 = 694, y = 0.
    expectRect(label.frame, rect(79, 0, 694, 20))
  }

  @Test("custom root margins keep the larger of the value set and the minimum")
  func customRootMargins() throws {
    let engine = try phone()
    engine.root.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 4, right: 30)
    engine.root.insetsLayoutMarginsFromSafeArea = false
    engine.layoutIfNeeded()
    // max(4, 0) = 4, max(10, 16) = 16, max(30, 16) = 30; no safe area added.
    #expect(
      engine.root.effectiveLayoutMargins == EdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
  }

  @Test("preservesSuperviewLayoutMargins raises a subview's margins where the superview's reach")
  func preservesSuperviewMargins() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    engine.root.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    let panel = try makeView("panel", in: engine.root)
    panel.preservesSuperviewLayoutMargins = true
    activate(try pinEdges(panel, to: engine.root, inset: 10))
    let child = try makeView("child", in: panel)
    activate([
      try child.leadingAnchor.constraint(equalTo: panel.leadingMarginAnchor),
      try child.topAnchor.constraint(equalTo: panel.topMarginAnchor),
      try child.widthAnchor.constraint(equalToConstant: 5),
      try child.heightAnchor.constraint(equalToConstant: 5),
    ])
    engine.layoutIfNeeded()
    // The root's 30-point margin reaches 30 − 10 = 20 points into the panel: max(8, 20) = 20.
    expectRect(child.frame, rect(20, 20, 5, 5))
  }

  @Test("readable content guide: at most 672 wide, centered in the margins")
  func readableGuide() throws {
    let engine = LayoutEngine(rootSize: Size(width: 1024, height: 768))
    let text = try makeView("text", in: engine.root)
    let guide = engine.root.readableContentGuide
    activate([
      try text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      try text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      try text.topAnchor.constraint(equalTo: guide.topAnchor),
      try text.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    // Margins 8: 1024 − 16 = 1008 available, 672 readable: (1008 − 672) / 2 = 168 more each
    // side, x = 8 + 168 = 176.
    expectRect(text.frame, rect(176, 8, 672, 10))
  }

  @Test("keyboard guide: the bottom safe inset while hidden, the keyboard's height when shown")
  func keyboardGuide() throws {
    let engine = try phone()
    let field = try makeView("field", in: engine.root)
    activate([
      try field.bottomAnchor.constraint(equalTo: engine.root.keyboardLayoutGuide.topAnchor),
      try field.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      try field.widthAnchor.constraint(equalToConstant: 100),
      try field.heightAnchor.constraint(equalToConstant: 30),
    ])
    engine.layoutIfNeeded()
    // Hidden: top of the guide at 852 − 34 = 818, field at 818 − 30 = 788.
    expectRect(field.frame, rect(0, 788, 100, 30))
    engine.keyboardHeight = 336
    engine.layoutIfNeeded()
    // Shown: 852 − 336 = 516, field at 486.
    expectRect(field.frame, rect(0, 486, 100, 30))
  }

  @Test("scroll view content and frame guides")
  func scrollGuides() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let scroll = try makeView("scroll", .scrollView, in: engine.root)
    activate(try pinEdges(scroll, to: engine.root))
    let content = try makeView("content", in: scroll)
    let badge = try makeView("badge", in: scroll)
    let content1 = scroll.contentLayoutGuide
    let frame = scroll.frameLayoutGuide
    activate([
      try content.topAnchor.constraint(equalTo: content1.topAnchor),
      try content.leadingAnchor.constraint(equalTo: content1.leadingAnchor),
      try content.trailingAnchor.constraint(equalTo: content1.trailingAnchor),
      try content.bottomAnchor.constraint(equalTo: content1.bottomAnchor),
      try content.widthAnchor.constraint(equalTo: frame.widthAnchor),
      try content.heightAnchor.constraint(equalToConstant: 1000),
      try badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
      try badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
      try badge.widthAnchor.constraint(equalToConstant: 20),
      try badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    engine.layoutIfNeeded()
    #expect(scroll.contentSize == Size(width: 320, height: 1000))
    expectRect(badge.frame, rect(290, 10, 20, 20))
    // Scrolled by 300: the badge floats (frame guide at the content offset), 310 in content
    // coordinates, still at 10 on screen.
    scroll.contentOffset = Point(x: 0, y: 300)
    engine.layoutIfNeeded()
    expectRect(badge.frame, rect(290, 310, 20, 20))
    expectRect(badge.windowFrame, rect(290, 10, 20, 20))
  }

  @Test("guides reject margins and baselines; scroll guides need a scroll view")
  func guideValidation() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    #expect(
      throws: LayoutError.unsupportedGuideAttribute(
        item: "root", guide: .safeArea, attribute: .topMargin)
    ) {
      try LayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: engine.root, toGuide: .safeArea,
        attribute: .topMargin, multiplier: 1, constant: 0)
    }
    #expect(throws: LayoutError.guideNeedsScrollView(item: "box", guide: .content)) {
      try LayoutConstraint(
        item: box, guide: .content, attribute: .top, relatedBy: .equal, toItem: engine.root,
        attribute: .top, multiplier: 1, constant: 0)
    }
  }

  @Test("descriptions name the guide")
  func description() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let constraint = try box.topAnchor.constraint(
      equalTo: engine.root.safeAreaLayoutGuide.topAnchor, constant: 8)
    #expect(constraint.plainDescription == "box.top == root.safeArea.top + 8")
  }

  @Test("fitting size: the subtree alone, compressed and at a required width")
  func fittingSize() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let card = try makeView("card", in: engine.root)
    let title = try makeView("title", in: card)
    title.intrinsicContentSizeOverride = Size(width: 120, height: 20)
    let body = try makeView("body", in: card)
    body.intrinsicContentSizeOverride = Size(width: View.noIntrinsicMetric, height: 40)
    activateFormat("H:|-16-[title]-(>=16)-|", [title])
    activateFormat("H:|-16-[body]-16-|", [body])
    activateFormat("V:|-12-[title]-8-[body]-12-|", [title, body])
    // The card is pinned in its superview; fitting ignores these.
    activate(try pinEdges(card, to: engine.root))
    engine.layoutIfNeeded()
    // Compressed: width 16 + 120 + 16 = 152 (title's compression resistance, 750, beats the
    // fitting pull, 50; body has no intrinsic width and shrinks to 152 − 32 = 120); height
    // 12 + 20 + 8 + 40 + 12 = 92.
    #expect(
      card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 152, height: 92)
    )
    // At a required width of 300 the height is still 92; the layout is untouched.
    let fitted = card.systemLayoutSizeFitting(
      Size(width: 300, height: 0), withHorizontalFittingPriority: .required)
    #expect(fitted == Size(width: 300, height: 92))
    #expect(card.frame == rect(0, 0, 320, 480))
  }
}

@Suite("Safe area after a view moves under a later view")
struct EnvironmentRejoinOrderTests {
  @Test("a view moved under a view that joined after it derives from its new parent")
  func movedViewDerivesAfterItsNewParent() throws {
    let engine = LayoutEngine(
      screen: Screen(
        size: Size(width: 400, height: 800),
        safeAreaInsets: EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)))
    let child = View(name: "child")
    let parent = View(name: "parent")
    try engine.root.addSubview(child)  // joins first: the smaller index
    try engine.root.addSubview(parent)
    parent.frame = rect(0, 0, 400, 200)
    child.frame = rect(0, 0, 400, 100)
    engine.layoutIfNeeded()
    child.removeFromSuperview()
    try parent.addSubview(child)
    engine.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 40)
    // Both move in one pass: the parent's safe top becomes 40 − 20 = 20, the child's
    // 20 − 1 = 19 (derived from the parent's new value, not its old 40).
    parent.frame = rect(0, 20, 400, 200)
    child.frame = rect(0, 1, 400, 100)
    engine.layoutIfNeeded()
    #expect(parent.safeAreaInsets.top == 20)
    #expect(child.safeAreaInsets.top == 19)
  }
}
