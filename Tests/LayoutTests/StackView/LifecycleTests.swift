import Testing

@testable import Layout

@Suite("View and constraint lifecycle")
struct LifecycleTests {
  /// root 400 × 400 › container (pinned 20 inside root) › a (fixed 100 × 50 at 10,10 in
  /// container), and b below a (b.top == a.bottom + 10, b.leading == container.leading).
  private func makeTree() throws -> (LayoutEngine, View, View, View, [LayoutConstraint]) {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let container = try makeView("container", in: engine.root)
    let a = try makeView("a", in: container)
    let b = try makeView("b", in: container)
    let constraints =
      try pinEdges(container, to: engine.root, inset: 20) + [
        try a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        try a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        try a.widthAnchor.constraint(equalToConstant: 100),
        try a.heightAnchor.constraint(equalToConstant: 50),
        try b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
        try b.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        try b.widthAnchor.constraint(equalToConstant: 30),
        try b.heightAnchor.constraint(equalToConstant: 30),
      ]
    activate(constraints)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    return (engine, container, a, b, constraints)
  }

  @Test("removeFromSuperview deactivates the constraints to outside; the view keeps its frame")
  func removeDeactivatesCrossingConstraints() throws {
    let (engine, container, a, b, constraints) = try makeTree()
    // b: top 10 + 50 + 10 = 70 in the container.
    expectRect(b.frame, rect(0, 70, 30, 30))
    a.removeFromSuperview()
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(a.superview == nil && !container.subviews.contains { $0 === a })
    #expect(a.isDetached && !b.isDetached)
    // a's constraints to the container and b's constraint to a are gone; a's own width and
    // height (installed on a) stay installed.
    #expect(!constraints[4].isActive && !constraints[5].isActive && !constraints[8].isActive)
    #expect(constraints[6].isActive && constraints[7].isActive)
    // a keeps its last frame; b lost its vertical position (ambiguous, still at 70).
    expectRect(a.frame, rect(10, 10, 100, 50))
    #expect(engine.views.contains { $0 === a })
  }

  @Test("a removed view added elsewhere lays out with the constraints inside its subtree")
  func addAgain() throws {
    let (engine, _, a, _, _) = try makeTree()
    a.removeFromSuperview()
    engine.layoutIfNeeded()
    engine.checkInvariants()
    try engine.root.addSubview(a)
    activate([
      try a.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor),
      try a.bottomAnchor.constraint(equalTo: engine.root.bottomAnchor),
    ])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Its own 100 × 50 came back with it: 400 − 100 = 300, 400 − 50 = 350.
    expectRect(a.frame, rect(300, 350, 100, 50))
    #expect(!a.isDetached)
    #expect(engine.views.filter { $0 === a }.count == 1)
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("removing an arranged view re-arranges the stack")
  func removeArrangedFromStack() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let stack = StackView(name: "s")
    stack.frame = rect(0, 0, 300, 40)
    try engine.root.addSubview(stack)
    var views: [View] = []
    for name in ["a", "b", "c"] {
      let view = View(name: name)
      try stack.addArrangedSubview(view)
      views.append(view)
    }
    stack.distribution = .fillEqually
    engine.layoutIfNeeded()
    engine.checkInvariants()
    expectRect(views[1].frame, rect(100, 0, 100, 40))
    views[1].removeFromSuperview()
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Two left: 150 each.
    #expect(stack.arrangedSubviews.map(\.name) == ["a", "c"])
    expectRect(views[2].frame, rect(150, 0, 150, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("withMultiplier replaces a constraint like UIKit: a new inactive copy")
  func replaceMultiplier() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let box = try makeView("box", in: engine.root)
    let width = try box.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 0.5)
    width.identifier = "w"
    activate([
      width, try box.heightAnchor.constraint(equalToConstant: 10),
      try box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      try box.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    #expect(box.frame.width == 200)
    let wider = try width.withMultiplier(0.75)
    #expect(!wider.isActive && wider.identifier == "w" && wider.multiplier == 0.75)
    try width.setActive(false)
    try wider.setActive(true)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // 0.75 × 400 = 300.
    #expect(box.frame.width == 300)
    #expect(throws: LayoutError.self) {
      _ = try box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor).withMultiplier(0)
    }
  }
}

@Suite("Stack constraints in conflict reports")
struct StackConflictTests {
  @Test("a conflict with a stack's constraints names them as UIKit logs do")
  func conflictNamesStackConstraints() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let stack = StackView(name: "row")
    stack.frame = rect(0, 0, 300, 40)
    stack.distribution = .fillEqually
    try engine.root.addSubview(stack)
    let a = View(name: "a")
    let b = View(name: "b")
    try stack.addArrangedSubview(a)
    try stack.addArrangedSubview(b)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // a.width == 100 is required, but fillEqually with two views in 300 points wants 150:
    // the stack's b.width == a.width, its canvas connections and the frame's width conflict.
    activate([try a.widthAnchor.constraint(equalToConstant: 100)])
    engine.layoutIfNeeded()
    engine.checkInvariants()
    let conflict = try #require(engine.report.conflicts.first)
    let descriptions = conflict.constraints.map(\.appleDescription)
    #expect(
      descriptions.contains { $0.contains("'UISV-fill-equally' UIView:b.width == UIView:a.width") })
    #expect(
      descriptions.contains {
        $0.contains("'UISV-canvas-connection' UIStackView:row.leading == UIView:a.leading")
      })
    let generated = conflict.constraints.first { $0.identifier == "UISV-fill-equally" }
    #expect(generated?.originDescription == "generated by the stack view row (UISV-fill-equally)")
  }

  /// The author's required constraint breaks before the stack's, even when the stack's
  /// were activated later: `a.height >= 250` (activated first) against a 40-point row (its
  /// frame's autoresizing constraints) and the fill alignment pinning `a` to the row's top
  /// and bottom (generated when `a` is arranged): `a` is 40 high and `>= 250` is broken, as
  /// Interface Builder and UIKit break the content's constraint in a cell.
  @Test("a conflict breaks the author's constraint before the stack's")
  func conflictBreaksTheAuthorsConstraint() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let stack = StackView(name: "row")
    stack.frame = rect(0, 0, 300, 40)
    try engine.root.addSubview(stack)
    let a = View(name: "a")
    try stack.addArrangedSubview(a)
    // The stack generates its constraints in the next pass, after this one.
    let tall = try a.heightAnchor.constraint(greaterThanOrEqualToConstant: 250)
    activate([tall])
    engine.layoutIfNeeded()
    let conflict = try #require(engine.report.conflicts.first)
    #expect(conflict.broken === tall)
    expectRect(a.frame, rect(0, 0, 300, 40))
  }
}
