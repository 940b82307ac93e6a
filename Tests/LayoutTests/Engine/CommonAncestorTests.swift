import Testing

@testable import Layout

/// The closest common ancestor (where `activate` installs a constraint) and registration of
/// views added into a removed subtree.
@Suite("Common ancestors")
struct CommonAncestorTests {
  @Test func theRootIsTheContainerOfAnyAttachedViewAtAnyDepth() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    var parent = engine.root
    for level in 1...50 { parent = try makeView("v\(level)", in: parent) }
    #expect(parent.depth == 50)
    #expect(parent.closestCommonAncestor(with: engine.root) === engine.root)
    #expect(engine.root.closestCommonAncestor(with: parent) === engine.root)
    let sibling = try makeView("sibling", in: engine.root)
    #expect(parent.closestCommonAncestor(with: sibling) === engine.root)
    #expect(parent.closestCommonAncestor(with: parent.superview!) === parent.superview)
  }

  @Test func aViewAddedIntoARemovedSubtreeJoinsWithTheSubtree() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let card = try makeView("card", in: engine.root)
    card.removeFromSuperview()
    let label = try makeView("label", in: card)
    // Not in the engine's tree: no common ancestor with the root, and not registered.
    #expect(label.closestCommonAncestor(with: engine.root) == nil)
    #expect(throws: LayoutError.self) {
      try LayoutConstraint.activate([
        try label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 3)
      ])
    }
    #expect(engine.views.count == 2)  // root and card
    try engine.root.addSubview(card)
    #expect(engine.views.count == 3)
    activate([
      try card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      try card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      try card.widthAnchor.constraint(equalToConstant: 50),
      try card.heightAnchor.constraint(equalToConstant: 50),
      try label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 13),
      try label.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 24),
      try label.widthAnchor.constraint(equalToConstant: 5),
      try label.heightAnchor.constraint(equalToConstant: 5),
    ])
    engine.layoutIfNeeded()
    // 13 − 10, 24 − 20 inside card.
    expectRect(label.frame, rect(3, 4, 5, 5))
    #expect(engine.report.isEmpty)
  }
}
