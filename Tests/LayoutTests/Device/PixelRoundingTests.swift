import Testing

@testable import Layout

@Suite("Pixel rounding")
struct PixelRoundingTests {
  @Test("thirds at @3x stay on the grid; adjacent views stay adjacent")
  func thirds() throws {
    let engine = LayoutEngine(screen: Screen(size: Size(width: 100, height: 100), scale: 3))
    let a = try makeView("a", in: engine.root)
    let b = try makeView("b", in: engine.root)
    let c = try makeView("c", in: engine.root)
    activateFormat("H:|[a][b(==a)][c(==a)]|", [a, b, c])
    activateFormat("V:|[a(10)]", [a])
    activateFormat("V:|[b(10)]", [b])
    activateFormat("V:|[c(10)]", [c])
    engine.layoutIfNeeded()
    // Each solved width is 100 / 3 = 33.333…; edges 33.333… → 100 px / 3, 66.666… → 200 px / 3.
    // round(33.333… × 3) = 100 → 33.333…, the grid value: nothing moves, edges meet exactly.
    #expect(a.frame.maxX == b.frame.minX)
    #expect(b.frame.maxX == c.frame.minX)
    #expect(c.frame.maxX == 100)
  }

  @Test("@2x rounds edges to halves, halves up, in window coordinates")
  func halves() throws {
    let engine = LayoutEngine(screen: Screen(size: Size(width: 100, height: 100), scale: 2))
    let parent = try makeView("parent", in: engine.root)
    let child = try makeView("child", in: parent)
    activate([
      try parent.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10.2),
      try parent.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 0.25),
      try parent.widthAnchor.constraint(equalToConstant: 50.1),
      try parent.heightAnchor.constraint(equalToConstant: 20),
      try child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 0.2),
      try child.topAnchor.constraint(equalTo: parent.topAnchor),
      try child.widthAnchor.constraint(equalToConstant: 7.3),
      try child.heightAnchor.constraint(equalToConstant: 3),
    ])
    engine.layoutIfNeeded()
    // parent: left 10.2 → 20.4 px → 20 → 10; right 60.3 → 120.6 px → 121 → 60.5, width 50.5;
    // top 0.25 → 0.5 px → rounds up to 1 px → 0.5; bottom 20.25 → 40.5 px → 41 → 20.5.
    #expect(parent.frame == rect(10, 0.5, 50.5, 20))
    // child in the window: left 10.4 → 20.8 px → 21 → 10.5; right 17.7 → 35.4 px → 35 →
    // 17.5; local x = 10.5 − 10 = 0.5, width 7; top 0.25 → 0.5 (local 0), bottom 3.25 →
    // 6.5 px → 7 → 3.5, height 3.
    #expect(child.frame == rect(0.5, 0, 7, 3))
  }

  @Test("a half pixel reached by two sums lands on one pixel")
  func halfPixelTies() {
    // 391.8333… points at @3x is 1175.5 pixels; the same edge computed two ways can be a bit
    // below or above it. Halves go up: both are 1176 px = 392 points.
    let tie = 1175.5 / 3
    let below = tie.nextDown
    let above = tie.nextUp
    #expect(below * 3 < 1175.5)
    for value in [tie, below, above] {
      #expect(LayoutEngine.roundToPixel(value, scale: 3) == 392)
    }
    // Values a real distance from the half still round to the nearest pixel:
    // 1175.49 px → 1175 px, 1175.51 px → 1176 px.
    #expect(LayoutEngine.roundToPixel(1175.49 / 3, scale: 3) == 1175.0 / 3)
    #expect(LayoutEngine.roundToPixel(1175.51 / 3, scale: 3) == 392)
  }

  @Test("without a scale nothing is rounded")
  func noScale() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let a = try makeView("a", in: engine.root)
    activate([
      try a.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10.2),
      try a.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 0.25),
      try a.widthAnchor.constraint(equalToConstant: 50.1),
      try a.heightAnchor.constraint(equalToConstant: 20),
    ])
    engine.layoutIfNeeded()
    #expect(a.frame == rect(10.2, 0.25, 50.1, 20))
  }

  @Test("a later change re-rounds from the solved values, not the rounded ones")
  func incremental() throws {
    let engine = LayoutEngine(screen: Screen(size: Size(width: 100, height: 100), scale: 2))
    let a = try makeView("a", in: engine.root)
    let left = try a.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10.2)
    activate([
      left, try a.topAnchor.constraint(equalTo: engine.root.topAnchor),
      try a.widthAnchor.constraint(equalToConstant: 10.2),
      try a.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    // 10.2 → 10; right 20.4 → 40.8 px → 41 → 20.5: width 10.5.
    #expect(a.frame == rect(10, 0, 10.5, 10))
    left.constant = 10.3
    engine.layoutIfNeeded()
    // 10.3 → 20.6 px → 21 → 10.5; right 20.5 → 41 px → 20.5: width 10.
    #expect(a.frame == rect(10.5, 0, 10, 10))
  }
}
