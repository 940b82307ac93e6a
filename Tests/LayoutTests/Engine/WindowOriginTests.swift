import Solver
import Testing

@testable import Layout

/// Constraints between a view and a container that is not its superview, lowered through
/// window origins (`LayoutEngine+WindowOrigin.swift`).
@Suite("Window origins")
struct WindowOriginTests {
  /// The number of terms of each tableau row and of each definition in the engine's solver
  /// dump (`basic | constant + c * s + …`, `x := constant + c * y + …`: one `*` per term).
  private func rowAndDefinitionLengths(_ engine: LayoutEngine) -> [Int] {
    let lines = engine.solver.debugDescription.split(
      separator: "\n", omittingEmptySubsequences: false)
    var lengths: [Int] = []
    for (title, next) in [("Tableau", "Infeasible"), ("Definitions", "Variables")] {
      guard let start = lines.firstIndex(of: Substring(title)),
        let end = lines[start...].firstIndex(of: Substring(next))
      else { continue }
      // The title, its underline, then one row per line up to the next section.
      lengths += lines[(start + 2)..<end].map { line in line.filter { $0 == "*" }.count }
    }
    return lengths
  }

  /// `depth` views, each inside the previous one and pinned `d` points inside the root's
  /// edges at depth d (the zoo's `nesting` shape).
  private func nest(_ depth: Int, side: Double) throws -> (LayoutEngine, [View]) {
    let engine = LayoutEngine(rootSize: Size(width: side, height: side))
    let root = engine.root
    var parent = root
    var views: [View] = []
    for level in 1...depth {
      let view = try makeView("n\(level)", in: parent)
      let inset = Double(level)
      activate([
        try view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
        try view.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
        try view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset),
        try view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -inset),
      ])
      views.append(view)
      parent = view
    }
    return (engine, views)
  }

  @Test func deepNestingPinnedToTheRootKeepsRowsShort() throws {
    let (engine, views) = try nest(40, side: 300)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    for (index, view) in views.enumerated() {
      let depth = Double(index + 1)
      // Window rectangle: d, d, 300 − 2d square; the parent's is d − 1, so 1, 1 inside it.
      expectRect(view.windowFrame, rect(depth, depth, 300 - 2 * depth, 300 - 2 * depth))
      expectRect(view.frame, rect(1, 1, 300 - 2 * depth, 300 - 2 * depth))
    }
    // As sums of ancestors' origins, the view at depth d had d + 1 terms per constraint (41
    // at the bottom, in a definition of its origin or width). With window origins every
    // constraint mentions at most the view's window origin and extent and the root's extent,
    // and each window origin's definition three origins: nothing holds more than 3 terms.
    let lengths = rowAndDefinitionLengths(engine)
    #expect(lengths.count >= 4 * 40)
    #expect(lengths.allSatisfy { $0 <= 3 }, "term counts \(lengths)")
    // Two definitions (x and y) per view below the root's children: 2 × 39.
    #expect(engine.windowDefinitionCount == 78)
    #expect(engine.report.isEmpty)
  }

  @Test func definitionsLeaveWithTheirLastConstraint() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let outer = try makeView("outer", in: root)
    let inner = try makeView("inner", in: outer)
    let deep = try makeView("deep", in: inner)
    activate(try pinEdges(outer, to: root, inset: 10) + pinEdges(inner, to: outer, inset: 5))
    let crossing = [
      try deep.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
      try deep.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      try deep.widthAnchor.constraint(equalToConstant: 20),
      try deep.heightAnchor.constraint(equalToConstant: 30),
    ]
    activate(crossing)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // deep's window origin 40, 50; inner's is 10 + 5 = 15: 25, 35 inside inner.
    expectRect(deep.frame, rect(25, 35, 20, 30))
    // deep (x, y) and inner (x, y): outer is a child of the root.
    #expect(engine.windowDefinitionCount == 4)
    LayoutConstraint.deactivate(Array(crossing[0...1]))
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Nothing mentions deep's window origin any more: its definitions and inner's go; deep
    // keeps its last origin (a view without constraints keeps its frame).
    #expect(engine.windowDefinitionCount == 0)
    expectRect(deep.frame, rect(25, 35, 20, 30))
    activate(Array(crossing[0...1]))
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(engine.windowDefinitionCount == 4)
    expectRect(deep.frame, rect(25, 35, 20, 30))
    #expect(engine.report.isEmpty)
  }

  @Test func aMovedSubtreeIsPlacedByItsNewSuperview() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let left = try makeView("left", in: root)
    let right = try makeView("right", in: root)
    let card = try makeView("card", in: left)
    let badge = try makeView("badge", in: card)
    activate(
      try pinEdges(left, to: root, inset: 10) + [
        try right.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
        try right.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
        try right.widthAnchor.constraint(equalToConstant: 100),
        try right.heightAnchor.constraint(equalToConstant: 100),
      ])
    let cardInLeft = [
      try card.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
      try card.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
      try card.widthAnchor.constraint(equalToConstant: 80),
      try card.heightAnchor.constraint(equalToConstant: 80),
    ]
    let badgeSize = [
      try badge.widthAnchor.constraint(equalToConstant: 8),
      try badge.heightAnchor.constraint(equalToConstant: 8),
    ]
    activate(
      cardInLeft + badgeSize + [
        try badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
        try badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      ])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // card's window origin: 10 + 5, 10 + 5 = 15, 15; badge at 50, 60 → 35, 45 in card.
    expectRect(badge.frame, rect(35, 45, 8, 8))

    // Moving card deactivates the constraints that cross into it (card in left, badge to
    // root); badge's size, installed on badge, comes along.
    card.removeFromSuperview()
    try right.addSubview(card)
    activate([
      try card.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 5),
      try card.topAnchor.constraint(equalTo: right.topAnchor, constant: 5),
      try card.widthAnchor.constraint(equalToConstant: 80),
      try card.heightAnchor.constraint(equalToConstant: 80),
      try badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 250),
      try badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 360),
    ])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // card's window origin is now 205, 305: badge at 250, 360 → 45, 55 in card.
    expectRect(card.frame, rect(5, 5, 80, 80))
    expectRect(badge.frame, rect(45, 55, 8, 8))
    expectRect(badge.windowFrame, rect(250, 360, 8, 8))
    #expect(engine.windowDefinitionCount == 4)
    #expect(engine.report.isEmpty)

    // Removed for good: the subtree's definitions go with its constraints.
    card.removeFromSuperview()
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(engine.windowDefinitionCount == 0)
  }

  @Test func aContentOffsetThatBreaksARequiredConstraintIsResolved() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let scroll = try makeView("scroll", .scrollView, in: root)
    let content = try makeView("content", in: scroll)
    let pinned = try makeView("pinned", in: content)
    activate(try pinEdges(scroll, to: root) + pinEdges(content, to: scroll))
    activate([
      try content.widthAnchor.constraint(equalToConstant: 320),
      try content.heightAnchor.constraint(equalToConstant: 1000),
      try pinned.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      try pinned.widthAnchor.constraint(equalToConstant: 10),
      try pinned.heightAnchor.constraint(equalToConstant: 10),
      try pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    let inContent = try pinned.topAnchor.constraint(equalTo: content.topAnchor, constant: 100)
    activate([inContent])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    expectRect(pinned.frame, rect(0, 100, 10, 10))
    #expect(engine.report.conflicts.isEmpty)

    // Scrolled by 50, 100 points from the root's top is 150 in the content: the two tops
    // conflict, and the one activated last breaks.
    scroll.contentOffset = Point(x: 0, y: 50)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(engine.report.conflicts.count == 1)
    #expect(engine.report.conflicts.first?.broken === inContent)
    expectRect(pinned.frame, rect(0, 150, 10, 10))
    expectRect(pinned.windowFrame, rect(0, 100, 10, 10))

    // Back at 0 both hold again.
    scroll.contentOffset = Point(x: 0, y: 0)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(engine.report.conflicts.isEmpty)
    expectRect(pinned.frame, rect(0, 100, 10, 10))
  }

  @Test func fittingSizeOfASubtreeWithADeepConstraint() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let card = try makeView("card", in: root)
    let body = try makeView("body", in: card)
    let icon = try makeView("icon", in: body)
    activate([
      try body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 7),
      try body.topAnchor.constraint(equalTo: card.topAnchor, constant: 3),
      try icon.leadingAnchor.constraint(equalTo: body.leadingAnchor),
      try icon.topAnchor.constraint(equalTo: body.topAnchor),
      try icon.widthAnchor.constraint(equalToConstant: 20),
      try icon.heightAnchor.constraint(equalToConstant: 30),
      // Installed on card, two levels above icon.
      try card.trailingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 11),
      try card.bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 13),
    ])
    // 7 + 20 + 11 = 38 wide, 3 + 30 + 13 = 46 high.
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(abs(size.width - 38) < 1e-9 && abs(size.height - 46) < 1e-9)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(abs(card.frame.width - 38) < 1e-9 && abs(card.frame.height - 46) < 1e-9)
  }
}

/// Window origins under alignment-rect insets: a view's variables place its alignment rect,
/// its children are measured from its bounds.
@Suite("Window origins and alignment insets")
struct WindowOriginAlignmentTests {
  @Test func changingAnIntermediateViewsInsetsMovesTheDeepViewInItsParent() throws {
    let (engine, parent, _, grandchild) = try buildInsetParentTree(insets: .zero)
    // No insets: child's window origin 55, 66 → grandchild at 15, 14 in child.
    expectRect(grandchild.frame, rect(15, 14, 1, 1))
    // grandchild's and child's (x and y); parent is a child of the root.
    #expect(engine.windowDefinitionCount == 4)
    parent.alignmentRectInsets = EdgeInsets(top: 4, left: 10, bottom: 0, right: 0)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // parent's frame moves to 40, 56 (its alignment rect stays at 50, 60); child sits 10 + 5,
    // 4 + 6 inside parent's bounds: window 55, 66 still, so grandchild stays at 15, 14.
    expectRect(parent.frame, rect(40, 56, 110, 104))
    expectRect(grandchild.frame, rect(15, 14, 1, 1))
    expectRect(grandchild.windowFrame, rect(70, 80, 1, 1))
    let (fresh, _, _, freshGrandchild) = try buildInsetParentTree(
      insets: EdgeInsets(top: 4, left: 10, bottom: 0, right: 0))
    #expect(freshGrandchild.frame == grandchild.frame)
    #expect(fresh.report.isEmpty && engine.report.isEmpty)
  }
}

/// root → parent (alignment at 50, 60) → child (5, 6 from parent's alignment rect) →
/// grandchild pinned to the root at 70, 80 (installed on the root, through parent), laid out.
func buildInsetParentTree(insets: EdgeInsets) throws -> (
  engine: LayoutEngine, parent: View, child: View, grandchild: View
) {
  let engine = LayoutEngine(rootSize: Size(width: 300, height: 300))
  let parent = try makeView("parent", in: engine.root)
  parent.alignmentRectInsets = insets
  let child = try makeView("child", in: parent)
  let grandchild = try makeView("grandchild", in: child)
  activate([
    try parent.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 50),
    try parent.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 60),
    try parent.widthAnchor.constraint(equalToConstant: 100),
    try parent.heightAnchor.constraint(equalToConstant: 100),
    try child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
    try child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 6),
    try child.widthAnchor.constraint(equalToConstant: 40),
    try child.heightAnchor.constraint(equalToConstant: 40),
    try grandchild.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 70),
    try grandchild.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 80),
    try grandchild.widthAnchor.constraint(equalToConstant: 1),
    try grandchild.heightAnchor.constraint(equalToConstant: 1),
  ])
  engine.layoutIfNeeded()
  engine.checkInvariants()
  return (engine, parent, child, grandchild)
}
