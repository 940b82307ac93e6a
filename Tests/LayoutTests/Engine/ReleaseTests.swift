import Testing

@testable import Layout

/// A free card (no engine) holding an icon: the icon 7 from the card's left and 3 from its
/// top, 20 × 30; the card ends 11 right of and 13 below the icon (38 × 46 when fitted).
private func freeCard() throws -> (card: View, icon: View) {
  let card = View(name: "card")
  let icon = View(name: "icon")
  card.translatesAutoresizingMaskIntoConstraints = false
  icon.translatesAutoresizingMaskIntoConstraints = false
  try card.addSubview(icon)
  activate([
    try icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 7),
    try icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 3),
    try icon.widthAnchor.constraint(equalToConstant: 20),
    try icon.heightAnchor.constraint(equalToConstant: 30),
    try card.trailingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 11),
    try card.bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 13),
  ])
  return (card, icon)
}

/// `LayoutEngine.release(_:)`: a removed subtree handed from one engine to another, and the
/// fitting size of a view outside any engine.
@Suite struct ReleaseTests {
  @Test func aReleasedSubtreeMovesToAnotherEngineWithItsInnerConstraints() throws {
    let first = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let (card, icon) = try freeCard()
    try first.root.addSubview(card)
    let placement = [
      try card.leadingAnchor.constraint(equalTo: first.root.leadingAnchor, constant: 10),
      try card.topAnchor.constraint(equalTo: first.root.topAnchor, constant: 20),
    ]
    activate(placement)
    first.layoutIfNeeded()
    // 10, 20 and 7 + 20 + 11 = 38 by 3 + 30 + 13 = 46.
    expectRect(card.frame, rect(10, 20, 38, 46))
    let count = first.views.count
    card.removeFromSuperview()
    try first.release(card)
    first.layoutIfNeeded()
    first.checkInvariants()
    // The slots stay (stand-ins with the names and last frames); the views are free.
    #expect(first.views.count == count)
    #expect(first.views.contains { $0 === card } == false)
    #expect(first.views[1].name == "card")
    expectRect(first.views[1].frame, rect(10, 20, 38, 46))
    #expect(card.engine == nil && icon.engine == nil)
    // The constraints to the first root were deactivated by the removal (UIKit drops the
    // constraints that cross the moved subtree's boundary).
    #expect(placement.allSatisfy { !$0.isActive })

    let second = LayoutEngine(rootSize: Size(width: 200, height: 200))
    try second.root.addSubview(card)
    activate([
      try card.leadingAnchor.constraint(equalTo: second.root.leadingAnchor, constant: 30),
      try card.topAnchor.constraint(equalTo: second.root.topAnchor),
    ])
    second.layoutIfNeeded()
    second.checkInvariants()
    #expect(second.report.conflicts.isEmpty)
    // The inner constraints came along: 38 × 46 at (30, 0); the icon at (7, 3).
    expectRect(card.frame, rect(30, 0, 38, 46))
    expectRect(icon.frame, rect(7, 3, 20, 30))
    // The first engine goes on with new views.
    let other = try makeView("other", in: first.root)
    other.frame = rect(1, 2, 3, 4)
    first.layoutIfNeeded()
    first.checkInvariants()
    expectRect(other.frame, rect(1, 2, 3, 4))
  }

  @Test func releaseRefusesAViewStillInTheTree() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let view = try makeView("view", in: engine.root)
    #expect(throws: LayoutError.notARemovedSubtree(view: "view")) { try engine.release(view) }
    #expect(throws: LayoutError.notARemovedSubtree(view: "root")) {
      try engine.release(engine.root)
    }
    #expect(view.engine === engine)
  }

  @Test func fittingSizeOfAViewOutsideAnyEngine() throws {
    let (card, icon) = try freeCard()
    // Solved in a temporary engine: 7 + 20 + 11 = 38, 3 + 30 + 13 = 46.
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size == Size(width: 38, height: 46))
    // Nothing of the temporary engine stays: free views, frames as they were.
    #expect(card.engine == nil && icon.engine == nil)
    #expect(icon.frame == .zero)
    // An intrinsic size counts: a 50 × 20 badge 8 inside a box gives 66 × 36.
    let box = View(name: "box")
    let badge = View(name: "badge")
    badge.translatesAutoresizingMaskIntoConstraints = false
    badge.intrinsicContentSizeOverride = Size(width: 50, height: 20)
    try box.addSubview(badge)
    activate(try pinEdges(badge, to: box, inset: 8))
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 66, height: 36))
    // Measured again (the first temporary engine's generated constraints are gone): the same.
    #expect(
      box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 66, height: 36))
    #expect(box.installedConstraints.count == 4 && badge.installedConstraints.isEmpty)
    // The views still join an engine normally afterwards.
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    try engine.root.addSubview(card)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    expectRect(icon.frame, rect(7, 3, 20, 30))
  }
}

/// A stack view moved between engines keeps one arrangement.
@Suite struct StackReleaseTests {
  @Test func aStackViewMovesWithOneArrangement() throws {
    let first = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let stack = StackView(name: "stack")
    stack.axis = .vertical
    stack.spacing = 10
    try first.root.addSubview(stack)
    stack.frame = rect(0, 0, 100, 200)
    for name in ["a", "b"] {
      let item = View(name: name)
      item.translatesAutoresizingMaskIntoConstraints = false
      item.intrinsicContentSizeOverride = Size(width: 100, height: 40)
      try stack.addArrangedSubview(item)
    }
    first.layoutIfNeeded()
    let count = stack.arrangementConstraints.count
    let before = stack.arrangedSubviews.map(\.frame)
    stack.removeFromSuperview()
    try first.release(stack)
    let second = LayoutEngine(rootSize: Size(width: 200, height: 300))
    try second.root.addSubview(stack)
    second.layoutIfNeeded()
    second.checkInvariants()
    first.layoutIfNeeded()
    first.checkInvariants()
    #expect(second.report.conflicts.isEmpty)
    #expect(stack.arrangementConstraints.count == count)
    // The same 100 × 200 stack lays its items out as before the move.
    #expect(stack.arrangedSubviews.map(\.frame) == before)
    #expect(stack.arrangedSubviews[1].frame.height >= 40)
  }
}
