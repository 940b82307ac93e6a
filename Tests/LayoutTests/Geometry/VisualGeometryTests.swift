import Testing

@testable import Layout

/// Alpha and transform on views: appearance only, about the center, inherited on screen.
@Suite("Alpha, transform and the visual frame")
struct VisualGeometryTests {
  /// A card 150 × 75 centered at (150, 125) in a 300 × 400 root, pinned by constraints.
  private func card() throws -> (LayoutEngine, View) {
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 400))
    let card = try makeView("card", in: engine.root)
    activate([
      try card.widthAnchor.constraint(equalToConstant: 150),
      try card.heightAnchor.constraint(equalToConstant: 75),
      try card.centerXAnchor.constraint(equalTo: engine.root.centerXAnchor),
      try card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 87.5),
    ])
    engine.layoutIfNeeded()
    return (engine, card)
  }

  @Test func layoutIgnoresAlphaAndTransform() throws {
    let (engine, card) = try card()
    card.alpha = 0
    card.transform = Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9)
    engine.layoutIfNeeded()
    // The layout frame is the constraints' frame: x = (300 − 150) / 2 = 75, y = 87.5.
    expectRect(card.frame, rect(75, 87.5, 150, 75))
    expectRect(card.windowFrame, rect(75, 87.5, 150, 75))
    // Scaled by 0.9 about the center (150, 125): 135 × 67.5 at (150 − 67.5, 125 − 33.75),
    // then moved down 20: (82.5, 111.25, 135, 67.5).
    expectRect(card.visualFrame, rect(82.5, 111.25, 135, 67.5))
  }

  @Test func alphaIsClampedAndNaNRefused() {
    let view = View(name: "v")
    view.alpha = 1.5
    #expect(view.alpha == 1)  // CALayer.opacity clamps to 0…1
    view.alpha = -0.25
    #expect(view.alpha == 0)
    view.alpha = 0.5
    view.alpha = .nan
    #expect(view.alpha == 0.5)
    view.transform = Transform2D(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(view.transform.isIdentity)
  }

  @Test func subviewsMoveWithTheirAncestorsTransforms() throws {
    let (_, card) = try card()
    let badge = View(name: "badge")
    try card.addSubview(badge)
    badge.frame = rect(10, 10, 20, 20)
    // Untransformed, the badge is at (75 + 10, 87.5 + 10) on screen.
    expectRect(badge.visualFrame, rect(85, 97.5, 20, 20))
    // The card scaled by 2 about its center (150, 125): the badge's corners
    // (85, 97.5) → (150 + 2·(85 − 150), 125 + 2·(97.5 − 125)) = (20, 70), size 40 × 40.
    card.transform = Transform2D(scaleX: 2, y: 2)
    expectRect(badge.visualFrame, rect(20, 70, 40, 40))
    // Its own rotation by π/2 about its own window center (95, 107.5) keeps a square
    // square; then the card's scale: the same box.
    badge.transform = Transform2D(rotationAngle: .pi / 2)
    expectRect(badge.visualFrame, rect(20, 70, 40, 40))
    // Alpha multiplies: 0.5 × 0.4.
    card.alpha = 0.5
    badge.alpha = 0.4
    #expect(abs(badge.effectiveAlpha - 0.2) < 1e-15)
  }

  @Test func windowTransformsComposeInAnyOrder() {
    // View 0 (root) at 0,0,300,400; view 1 is a child of view 2 although listed first.
    let windows = [rect(0, 0, 300, 400), rect(20, 20, 10, 10), rect(0, 0, 100, 100)]
    let transforms = [
      Transform2D.identity, .identity, Transform2D(translationX: 5, y: -5),
    ]
    let parents: [Int?] = [nil, 2, 0]
    let visual = VisualGeometry.visualFrames(
      windowFrames: windows, transforms: transforms, parents: parents)
    // View 1 moves with its parent's translation (5, −5).
    #expect(visual == [rect(0, 0, 300, 400), rect(25, 15, 10, 10), rect(5, -5, 100, 100)])
    // Without parents, each view takes only its own transform.
    let alone = VisualGeometry.visualFrames(
      windowFrames: windows, transforms: transforms, parents: nil)
    #expect(alone[1] == rect(20, 20, 10, 10))
    // A cycle (1 ↔ 2) is treated as a root, not followed forever.
    let cyclic = VisualGeometry.visualFrames(
      windowFrames: windows, transforms: transforms, parents: [nil, 2, 1])
    #expect(cyclic.count == 3)
    // Identity everywhere: the window frames, unchanged.
    #expect(
      VisualGeometry.visualFrames(
        windowFrames: windows, transforms: [.identity, .identity, .identity], parents: parents)
        == windows)
    #expect(
      VisualGeometry.effectiveAlphas(alphas: [0.5, 0.5, 0.5], parents: parents)
        == [0.5, 0.125, 0.25])
  }

  @Test func theReusingPassEqualsTheWalkAndLeavesHeldResultsAlone() {
    // Root 0,0,300,400 rotated a quarter turn about its center (150, 200); view 1 (a child
    // of the root) scaled by 2 about its center (25, 25); view 2 a child of view 1.
    let windows = [rect(0, 0, 300, 400), rect(10, 10, 30, 30), rect(15, 15, 10, 10)]
    let transforms = [
      Transform2D(rotationAngle: .pi / 2), Transform2D(scaleX: 2, y: 2), .identity,
    ]
    let parents: [Int?] = [nil, 0, 1]
    var buffers = VisualGeometry.Buffers()
    let first = VisualGeometry.visualFrames(
      windowFrames: windows, transforms: transforms, parents: parents, reusing: &buffers)
    // Hand-computed: view 1 scaled about (25, 25) is (−5, −5, 60, 60); the quarter turn about
    // (150, 200) maps (x, y) to (350 − y, 50 + x): x from 350 − 55 = 295 to 355, y from
    // 45 to 105. View 2 is scaled to (5, 5, 20, 20), then turned: (325, 55, 20, 20).
    expectRect(first[1], rect(295, 45, 60, 60))
    expectRect(first[2], rect(325, 55, 20, 20))
    // Bit for bit what the general walk gives.
    let walk = VisualGeometry.visualFrames(
      windowFrames: windows, transforms: transforms, parents: parents)
    #expect(first == walk)
    // The next call reuses the storage, yet the result held from the first call keeps its
    // values (the storage is copied while it is shared).
    let moved = [Transform2D.identity, .identity, Transform2D(translationX: 1, y: 2)]
    let second = VisualGeometry.visualFrames(
      windowFrames: windows, transforms: moved, parents: parents, reusing: &buffers)
    #expect(second == [windows[0], windows[1], rect(16, 17, 10, 10)])
    #expect(first == walk)
    // A child listed before its parent falls back to the walk; so does a count change.
    let unordered = VisualGeometry.visualFrames(
      windowFrames: [rect(0, 0, 300, 400), rect(20, 20, 10, 10), rect(0, 0, 100, 100)],
      transforms: [.identity, .identity, Transform2D(translationX: 5, y: -5)],
      parents: [nil, 2, 0], reusing: &buffers)
    #expect(unordered == [rect(0, 0, 300, 400), rect(25, 15, 10, 10), rect(5, -5, 100, 100)])
    let fewer = VisualGeometry.visualFrames(
      windowFrames: [rect(0, 0, 10, 10)], transforms: [Transform2D(translationX: 3, y: 0)],
      parents: [nil], reusing: &buffers)
    #expect(fewer == [rect(3, 0, 10, 10)])
  }

  @Test func aScrolledParentsContentOffsetCountsBeforeItsTransform() throws {
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 400))
    let scroll = View(name: "scroll", kind: .scrollView)
    try engine.root.addSubview(scroll)
    scroll.frame = rect(0, 100, 300, 200)
    let row = View(name: "row")
    try scroll.addSubview(row)
    row.frame = rect(0, 250, 300, 50)
    scroll.contentOffset = Point(x: 0, y: 200)
    // Window: y = 100 + 250 − 200 = 150.
    expectRect(row.visualFrame, rect(0, 150, 300, 50))
    // The scroll view scaled by 0.5 about its center (150, 200): y = 200 + 0.5·(150 − 200)
    // = 175, x = 150 + 0.5·(0 − 150) = 75; size 150 × 25.
    scroll.transform = Transform2D(scaleX: 0.5, y: 0.5)
    expectRect(row.visualFrame, rect(75, 175, 150, 25))
  }
}
