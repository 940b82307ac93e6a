import Testing

@testable import Layout

/// `StackView.baselinesFromArrangedSubviews`: a stack's baselines are its first and last
/// visible arranged views' (NSStackView), nested stacks followed down.
@Suite("StackView arranged-view baselines")
struct StackViewArrangedBaselineTests {
  /// Stack s at (20, 100) in a 320 × 400 root arranges a (40 high, baseline 12 below its
  /// top) and b (30 high, baselines 10 and 25), top-aligned with no spacing; box c's top
  /// is pinned to s's first baseline and box d's to its last.
  private func scene(delegating: Bool) throws -> (LayoutEngine, StackView, View, View, View) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 400))
    let root = engine.root
    let stack = StackView(name: "s")
    stack.alignment = .leading
    stack.baselinesFromArrangedSubviews = delegating
    stack.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(stack)
    let a = View(name: "a")
    a.intrinsicContentSizeOverride = Size(width: 50, height: 40)
    a.fixedBaselines = FixedBaselines(single: 12)
    let b = View(name: "b")
    b.intrinsicContentSizeOverride = Size(width: 50, height: 30)
    b.fixedBaselines = FixedBaselines(first: 10, last: 25)
    try stack.addArrangedSubview(a)
    try stack.addArrangedSubview(b)
    let c = try makeView("c", in: root)
    let d = try makeView("d", in: root)
    activate([
      try stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      try c.topAnchor.constraint(equalTo: stack.firstBaselineAnchor),
      try c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try c.widthAnchor.constraint(equalToConstant: 10),
      try c.heightAnchor.constraint(equalToConstant: 10),
      try d.topAnchor.constraint(equalTo: stack.lastBaselineAnchor),
      try d.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try d.widthAnchor.constraint(equalToConstant: 10),
      try d.heightAnchor.constraint(equalToConstant: 10),
    ])
    engine.layoutIfNeeded()
    return (engine, stack, a, b, d)
  }

  @Test func firstAndLastBaselinesAreTheArrangedViews() throws {
    let (engine, stack, _, _, d) = try scene(delegating: true)
    let c = try #require(engine.root.subviews.first { $0.name == "c" })
    // s is 40 high at y 100; a's baseline at 100 + 12, b's last at 100 + 25.
    expectRect(stack.frame, rect(20, 100, 100, 40))
    expectRect(c.frame, rect(0, 112, 10, 10))
    expectRect(d.frame, rect(0, 125, 10, 10))
  }

  @Test func withoutItBothAreTheBottomEdge() throws {
    let (engine, _, _, _, d) = try scene(delegating: false)
    let c = try #require(engine.root.subviews.first { $0.name == "c" })
    // UIKit's default here: the stack has no text baselines, both at 100 + 40.
    expectRect(c.frame, rect(0, 140, 10, 10))
    expectRect(d.frame, rect(0, 140, 10, 10))
  }

  @Test func hidingTheLastViewMovesTheLastBaseline() throws {
    let (engine, _, _, b, d) = try scene(delegating: true)
    b.isHidden = true
    engine.layoutIfNeeded()
    // The last visible view is a now: its baseline at 100 + 12.
    expectRect(d.frame, rect(0, 112, 10, 10))
    b.isHidden = false
    engine.layoutIfNeeded()
    expectRect(d.frame, rect(0, 125, 10, 10))
  }
}
