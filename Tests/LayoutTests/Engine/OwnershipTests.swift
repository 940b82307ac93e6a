import Testing

@testable import Layout

/// Weak references to the objects of a layout, to check that they are released once the
/// last strong reference from outside is dropped (Swift frees an object on its last release,
/// so no waiting is needed).
private struct Released {
  weak var engine: LayoutEngine?
  var views: [WeakView] = []
  var constraints: [WeakConstraint] = []

  /// The names of the objects still alive ("engine", view names, constraint descriptions).
  var survivors: [String] {
    var names: [String] = []
    if engine != nil { names.append("engine") }
    for (index, view) in views.enumerated() where view.value != nil {
      names.append("view #\(index) " + (view.value?.name ?? ""))
    }
    for (index, constraint) in constraints.enumerated() where constraint.value != nil {
      names.append("constraint #\(index)")
    }
    return names
  }

  mutating func watch(_ view: View) { views.append(WeakView(value: view)) }
  mutating func watch(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { self.constraints.append(WeakConstraint(value: constraint)) }
  }
}

private struct WeakView { weak var value: View? }
private struct WeakConstraint { weak var value: LayoutConstraint? }

/// Layouts nobody refers to are released, whatever they did.
///
/// Ownership follows UIKit: the engine owns its root, a view owns its subviews and the
/// constraints installed on it, a stack view owns its arrangement; nothing points back
/// strongly (`superview`, `engine`, `container` and a constraint's reference to the view it
/// is installed on do not own).
@Suite("Ownership: layouts are released")
struct OwnershipTests {
  /// root › container (pinned 20 inside) › a (100 × 50, own constraints installed on a) and
  /// b below a; laid out, then a constant changed and laid out again.
  private func plainLayout() throws -> Released {
    var released = Released()
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let container = try makeView("container", in: engine.root)
    let a = try makeView("a", .label, in: container, text: "Hello")
    let b = View(name: "b")  // translates its autoresizing mask
    b.frame = rect(0, 0, 30, 30)
    try container.addSubview(b)
    let constraints =
      try pinEdges(container, to: engine.root, inset: 20) + [
        try a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        try a.topAnchor.constraint(equalTo: engine.root.safeAreaLayoutGuide.topAnchor),
        try a.widthAnchor.constraint(equalToConstant: 100),
        try a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
      ]
    activate(constraints)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    constraints[4].constant = 30
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // In the container (at 20, 20): x = 30 (the new constant); y = root's safe area top (0
    // without a screen) − 20 = −20; width 100, height 0.5 × 100 = 50.
    expectRect(a.frame, rect(30, -20, 100, 50))
    released.engine = engine
    for view in [engine.root, container, a, b] { released.watch(view) }
    released.watch(constraints)
    return released
  }

  @Test("an engine with views, constraints and autoresizing is released with its last reference")
  func plainLayoutIsReleased() throws {
    let released = try plainLayout()
    #expect(released.survivors == [])
  }

  /// A stack view with three arranged labels (one hidden), centered, equal spacing (which
  /// uses spacer guides), inside root.
  private func stackLayout() throws -> Released {
    var released = Released()
    let engine = LayoutEngine(rootSize: Size(width: 300, height: 100))
    let labels = ["one", "two", "three"].map { name in
      let label = View(name: name, kind: .label)
      label.intrinsicContentSizeOverride = Size(width: 40, height: 20)
      return label
    }
    let stack = try StackView(name: "stack", arrangedSubviews: labels)
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.alignment = .center
    stack.distribution = .equalSpacing
    try engine.root.addSubview(stack)
    activate(try pinEdges(stack, to: engine.root))
    engine.layoutIfNeeded()
    engine.checkInvariants()
    labels[1].isHidden = true
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Two visible labels of 40 in 300: the equal gap is 300 − 80 = 220, so "three" at 260.
    expectRect(labels[2].frame, rect(260, 40, 40, 20))
    #expect(!stack.arrangementConstraints.isEmpty && !stack.spacerGuides.isEmpty)
    released.engine = engine
    for view in [engine.root, stack] + labels { released.watch(view) }
    for role in stack.spacerGuides.keys.sorted() { released.watch(stack.spacerGuides[role]!) }
    released.watch(stack.arrangementConstraints)
    return released
  }

  @Test("a stack view, its arrangement constraints and its spacer guides are released")
  func stackLayoutIsReleased() throws {
    let released = try stackLayout()
    #expect(released.survivors == [])
  }

  @Test("a stack view kept after its engine is released arranges its views in another one")
  func stackOutlivesItsEngine() throws {
    var kept: StackView?
    do {
      let engine = LayoutEngine(rootSize: Size(width: 300, height: 100))
      let stack = try StackView(
        name: "stack", arrangedSubviews: [View(name: "one"), View(name: "two")])
      stack.translatesAutoresizingMaskIntoConstraints = false
      stack.distribution = .fillEqually
      try engine.root.addSubview(stack)
      activate(try pinEdges(stack, to: engine.root))
      engine.layoutIfNeeded()
      engine.checkInvariants()
      kept = stack
    }
    let stack = try #require(kept)
    // The released engine deactivated the arrangement; the stack forgot it.
    #expect(stack.arrangementConstraints.isEmpty)
    let engine = LayoutEngine(rootSize: Size(width: 200, height: 50))
    try engine.root.addSubview(stack)
    activate(try pinEdges(stack, to: engine.root))
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Regenerated: fillEqually in 200 gives each 100, "two" at x 100.
    #expect(!stack.arrangementConstraints.isEmpty)
    expectRect(stack.arrangedSubviews[1].frame, rect(100, 0, 100, 50))
  }

  @Test("a view kept after its superview is released has no superview, as with a weak one")
  func keptSubviewLosesItsSuperview() throws {
    var child: View?
    var between: LayoutConstraint?
    do {
      let parent = View(name: "parent")
      let kept = View(name: "child")
      try parent.addSubview(kept)
      // Installed on the parent (the closest common ancestor); owns the child.
      let constraint = try kept.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
      activate([constraint])
      #expect(kept.superview === parent && constraint.isActive)
      child = kept
      between = constraint
    }
    #expect(child?.superview == nil)
    // Its container released, the constraint is inactive and still has the item it owns.
    #expect(between?.isActive == false && between?.firstItem === child)
  }

  @Test("a constraint kept after the view it was installed on throws, never traps, when used")
  func keptConstraintWithAReleasedItem() throws {
    var own: LayoutConstraint?
    var between: LayoutConstraint?
    do {
      let parent = View(name: "parent")
      let child = View(name: "child")
      try parent.addSubview(child)
      // `parent.width` lives on the parent; `child.leading == parent.leading` too.
      own = try parent.widthAnchor.constraint(equalToConstant: 10)
      between = try child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
      activate([own!, between!])
    }
    let unary = try #require(own)
    let binary = try #require(between)
    #expect(!unary.isActive && !binary.isActive)
    // Activation reports the lost item as having no common ancestor (it had trapped).
    #expect(throws: LayoutError.noCommonAncestor(first: "parent.width", second: "nil")) {
      try unary.setActive(true)
    }
    #expect(
      throws: LayoutError.noCommonAncestor(first: "child.leading", second: "parent.leading")
    ) { try LayoutConstraint.activate([binary]) }
    #expect(throws: LayoutError.nonFiniteValue(item: "parent", attribute: .width)) {
      try unary.setConstant(.nan)
    }
    // Descriptions name the lost item without reading it.
    #expect(unary.description.contains("parent"))
    #expect(binary.description.contains("parent") && binary.description.contains("child"))
    #expect(!unary.isActive && !binary.isActive)
  }

  @Test("views and constraints never added to an engine are released")
  func looseViewsAreReleased() throws {
    var released = Released()
    do {
      let a = View(name: "a")
      let b = View(name: "b")
      try a.addSubview(b)
      let constraints = [
        try a.widthAnchor.constraint(equalToConstant: 10),
        try b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
        try b.widthAnchor.constraint(equalTo: a.widthAnchor),
      ]
      activate(constraints)
      #expect(constraints.allSatisfy { $0.isActive })
      let stack = try StackView(name: "stack", arrangedSubviews: [View(name: "c")])
      stack.updateArrangementIfNeeded()
      for view in [a, b, stack] { released.watch(view) }
      released.watch(constraints + stack.arrangementConstraints)
    }
    #expect(released.survivors == [])
  }

  @Test("a removed subtree is released with the engine; a view kept after it still works")
  func removedAndKeptViews() throws {
    var released = Released()
    var kept: View?
    var keptConstraint: LayoutConstraint?
    do {
      let engine = LayoutEngine(rootSize: Size(width: 200, height: 200))
      let a = try makeView("a", in: engine.root)
      let b = try makeView("b", in: a)
      let c = try makeView("c", in: engine.root)
      let own = try b.widthAnchor.constraint(equalToConstant: 20)
      activate([
        own, try b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
        try c.widthAnchor.constraint(equalToConstant: 5),
      ])
      engine.layoutIfNeeded()
      engine.checkInvariants()
      b.removeFromSuperview()
      c.removeFromSuperview()
      engine.layoutIfNeeded()
      engine.checkInvariants()
      released.engine = engine
      for view in [engine.root, a, c] { released.watch(view) }
      kept = b
      keptConstraint = own
    }
    // The engine, its tree and the removed c are gone; b (held here) and its constraint
    // live on, deactivated with the engine's tree.
    #expect(released.survivors == [])
    var last = Released()
    do {
      let b = try #require(kept)
      let own = try #require(keptConstraint)
      kept = nil
      keptConstraint = nil
      #expect(own.firstItem === b && !own.isActive && b.frame.width == 20)
      let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
      try engine.root.addSubview(b)
      activate([own])
      engine.layoutIfNeeded()
      engine.checkInvariants()
      #expect(b.frame.width == 20)
      last.engine = engine
      last.watch(b)
      last.watch([own])
    }
    #expect(last.survivors == [])
  }

  @Test("a constraint held after its views were dropped keeps its items while inactive")
  func inactiveConstraintOwnsItems() throws {
    var released = Released()
    var constraint: LayoutConstraint?
    do {
      let a = View(name: "a")
      let b = View(name: "b")
      constraint = try a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 4)
      released.watch(a)
      released.watch(b)
    }
    // Like a constraint created in code before its views are added: inactive, it owns them.
    #expect(constraint?.firstItem.name == "a" && constraint?.secondItem?.name == "b")
    #expect(released.survivors == ["view #0 a", "view #1 b"])
    constraint = nil
    #expect(released.survivors == [])
  }
}
