import Testing

@testable import Layout

@Suite("Frame commit")
struct FrameCommitTests {
  @Test("a relayout over chained widths moves every link, lists each moved view once and no other")
  func chainRelayoutListsMovedViewsOnce() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 100))
    let root = engine.root
    var links: [View] = []
    var constraints: [LayoutConstraint] = []
    for index in 0..<5 {
      let view = try makeView("v\(index)", in: root)
      constraints += [
        index == 0
          ? try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
          : try view.leadingAnchor.constraint(
            equalTo: links[index - 1].trailingAnchor, constant: 5),
        try view.topAnchor.constraint(equalTo: root.topAnchor),
        try view.heightAnchor.constraint(equalToConstant: 10),
      ]
      if index > 0 {
        constraints.append(try view.widthAnchor.constraint(equalTo: links[0].widthAnchor))
      }
      links.append(view)
    }
    let width = try links[0].widthAnchor.constraint(equalToConstant: 20)
    let other = try makeView("other", in: root)
    constraints += [width] + (try pinEdges(other, to: root, inset: 50))
    activate(constraints)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // v4 at 10 + 4 × (20 + 5) = 110.
    expectRect(links[4].frame, rect(110, 0, 20, 10))

    width.constant = 30
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Each link i at 10 + i × (30 + 5): 10, 45, 80, 115, 150, all 30 wide.
    for (index, view) in links.enumerated() {
      expectRect(view.frame, rect(10 + Double(index) * 35, 0, 30, 10))
    }
    // The root is view 0, the links 1 to 5, `other` 6 (pinned 50 inside the root: unmoved).
    #expect(engine.viewsChangedInLastPass.sorted() == [1, 2, 3, 4, 5])
    expectRect(other.frame, rect(50, 50, 300, 0))
  }

  @Test("after a screen without a scale, the next scale rounds the current solved frame")
  func unroundedFrameFollowsWithoutAScale() throws {
    let size = Size(width: 100, height: 100)
    let engine = LayoutEngine(screen: Screen(size: size, scale: 2))
    let view = try makeView("a", in: engine.root)
    let width = try view.widthAnchor.constraint(equalToConstant: 50.1)
    activate([
      try view.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      try view.topAnchor.constraint(equalTo: engine.root.topAnchor),
      width,
      try view.heightAnchor.constraint(equalToConstant: 20),
    ])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Right edge 60.1 → 120.2 px → 120 → 60: width 50.
    expectRect(view.frame, rect(10, 0, 50, 20))

    engine.screen = Screen(size: size)
    width.constant = 30.3
    engine.layoutIfNeeded()
    engine.checkInvariants()
    expectRect(view.frame, rect(10, 0, 30.3, 20))

    engine.screen = Screen(size: size, scale: 2)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // From the unrounded frame kept meanwhile (not the 50.1 of the last rounding): right edge
    // 40.3 → 80.6 px → 81 → 40.5, width 30.5.
    expectRect(view.frame, rect(10, 0, 30.5, 20))
  }
}
