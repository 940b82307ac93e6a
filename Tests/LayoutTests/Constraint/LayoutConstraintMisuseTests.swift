import Testing

@testable import Layout

/// Misuse with valid types is reported as a typed `LayoutError` (or, for property setters,
/// refused with the state unchanged), never a trap; UIKit raises for the same cases.
@Suite("LayoutConstraint and View misuse")
struct LayoutConstraintMisuseTests {
  @Test func activatingWithoutACommonAncestorThrowsAndStaysInactive() throws {
    let a = View(name: "a")
    let b = View(name: "b")
    let constraint = try a.topAnchor.constraint(equalTo: b.topAnchor)
    #expect(throws: LayoutError.noCommonAncestor(first: "a.top", second: "b.top")) {
      try constraint.setActive(true)
    }
    #expect(!constraint.isActive)
  }

  @Test func changingAnActiveRequiredPriorityThrowsAndKeepsIt() throws {
    let parent = View(name: "parent")
    let child = View(name: "child")
    try parent.addSubview(child)
    let constraint = try child.widthAnchor.constraint(equalToConstant: 10)
    try constraint.setActive(true)
    #expect(throws: LayoutError.requiredPriorityChange(from: .required, to: 250)) {
      try constraint.setPriority(250)
    }
    #expect(constraint.priority == .required)
  }

  @Test func mixingLeadingAndLeftThroughAnchorsThrows() throws {
    let parent = View(name: "parent")
    let child = View(name: "child")
    try parent.addSubview(child)
    #expect(throws: LayoutError.mixedDirectionalAttributes(first: .leading, second: .left)) {
      try child.leadingAnchor.constraint(equalTo: parent.leftAnchor)
    }
  }

  @Test func nonFiniteAnchorValuesThrow() throws {
    let view = View(name: "v")
    let other = View(name: "w")
    #expect(throws: LayoutError.nonFiniteValue(item: "v", attribute: .width)) {
      try view.widthAnchor.constraint(equalToConstant: .nan)
    }
    #expect(throws: LayoutError.nonFiniteValue(item: "v", attribute: .height)) {
      try view.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: .infinity)
    }
    #expect(throws: LayoutError.nonFiniteValue(item: "v", attribute: .top)) {
      try view.topAnchor.constraint(greaterThanOrEqualTo: other.bottomAnchor, constant: -.infinity)
    }
  }

  @Test func constantAnchorsHaveMultiplierOne() throws {
    // UIKit and AppKit report multiplier 1 for `constraint(equalToConstant:)` (GNUstep's
    // tests check it too), as VFL's `[a(50)]` does: the multiplier of a constraint without
    // a second item is 1, whatever the relation.
    let view = View(name: "v")
    #expect(try view.widthAnchor.constraint(equalToConstant: 50).multiplier == 1)
    #expect(try view.heightAnchor.constraint(lessThanOrEqualToConstant: 50).multiplier == 1)
    #expect(try view.heightAnchor.constraint(greaterThanOrEqualToConstant: 5).multiplier == 1)
    let format = try LayoutConstraint.constraints(
      withVisualFormat: "[v(50)]", metrics: [:], views: ["v": view])
    #expect(format.map(\.multiplier) == [1])
  }

  @Test func addingAViewTwiceThrowsAndKeepsTheTree() throws {
    let parent = View(name: "parent")
    let child = View(name: "child")
    try parent.addSubview(child)
    #expect(throws: LayoutError.alreadyHasSuperview(view: "child", superview: "parent")) {
      try parent.addSubview(child)
    }
    #expect(parent.subviews.count == 1)
  }

  @Test func cyclesThrow() throws {
    let top = View(name: "top")
    let middle = View(name: "middle")
    let bottom = View(name: "bottom")
    try top.addSubview(middle)
    try middle.addSubview(bottom)
    #expect(throws: LayoutError.subviewCycle(view: "top", into: "bottom")) {
      try bottom.addSubview(top)
    }
    #expect(throws: LayoutError.subviewCycle(view: "top", into: "top")) {
      try top.addSubview(top)
    }
    #expect(top.superview == nil)
    #expect(bottom.subviews.isEmpty)
  }

  @Test func guidesAndRootsAreRefused() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let guide = View(name: "g", kind: .layoutGuide)
    try engine.root.addLayoutGuide(guide)
    #expect(throws: LayoutError.layoutGuideCannotContainViews(guide: "g", view: "v")) {
      try guide.addSubview(View(name: "v"))
    }
    #expect(throws: LayoutError.notALayoutGuide("plain")) {
      try engine.root.addLayoutGuide(View(name: "plain"))
    }
    let other = LayoutEngine(rootSize: Size(width: 50, height: 50))
    #expect(throws: LayoutError.engineRootCannotMove(view: "root")) {
      try engine.root.addSubview(other.root)
    }
  }

  @Test func nonFiniteGeometryIsRefusedByTheSetters() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 80))
    let box = View(name: "box")
    try engine.root.addSubview(box)
    box.frame = Rect(x: 1, y: 2, width: 3, height: 4)
    box.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
    #expect(box.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    box.contentOffset = Point(x: .infinity, y: 0)
    #expect(box.contentOffset == .zero)
    box.fontSize = .nan
    #expect(box.fontSize.isFinite)
    box.intrinsicContentSizeOverride = Size(width: .nan, height: 1)
    #expect(box.intrinsicContentSizeOverride == nil)
    engine.rootSize = Size(width: .infinity, height: 10)
    #expect(engine.rootSize == Size(width: 100, height: 80))
    let constraint = try box.widthAnchor.constraint(equalToConstant: 10)
    constraint.constant = .nan
    #expect(constraint.constant == 10)
    // The engine still lays out: box keeps its autoresizing frame 1,2,3,4.
    engine.layoutIfNeeded()
    #expect(box.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    // A non-finite initial size is taken as 0 on that side.
    let zero = LayoutEngine(rootSize: Size(width: .nan, height: 30))
    #expect(zero.rootSize == Size(width: 0, height: 30))
  }

  @Test func nonFiniteTextMetricsDoNotTrapTheLayoutPass() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    let label = View(name: "l", kind: .label)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = "abc"
    label.textMetrics.advance = .nan
    try engine.root.addSubview(label)
    try LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 5),
      label.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 7),
    ])
    // The NaN width's content-size constraints are left out of the solver; the pass runs
    // and places the label at 5, 7 with a finite height.
    engine.layoutIfNeeded()
    #expect(label.frame.origin == Point(x: 5, y: 7))
    #expect(label.frame.isFinite)
  }

  @Test func stackViewMisuseThrowsAndKeepsTheArrangement() throws {
    let stack = StackView(name: "s")
    let a = View(name: "a")
    try stack.addArrangedSubview(a)
    // One arranged view: valid indices are 0...1.
    #expect(throws: LayoutError.arrangedIndexOutOfRange(index: 2, count: 1)) {
      try stack.insertArrangedSubview(View(name: "b"), at: 2)
    }
    // The stack's own superview cannot be arranged in it: a cycle, the stack unchanged.
    let outer = View(name: "outer")
    try outer.addSubview(stack)
    #expect(throws: LayoutError.subviewCycle(view: "outer", into: "s")) {
      try stack.addArrangedSubview(outer)
    }
    #expect(stack.arrangedSubviews.map(\.name) == ["a"])
    #expect(stack.subviews.map(\.name) == ["a"])
  }

  @Test func scrollGuidesOfOtherViewsThrowWhenConstrained() throws {
    let plain = View(name: "plain")
    let child = View(name: "child")
    try plain.addSubview(child)
    #expect(throws: LayoutError.guideNeedsScrollView(item: "plain", guide: .content)) {
      try child.topAnchor.constraint(equalTo: plain.contentLayoutGuide.topAnchor)
    }
  }

  @Test func aNegativeOrNonFiniteKeyboardHeightIsRefused() {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    engine.keyboardHeight = 40
    engine.keyboardHeight = -1
    engine.keyboardHeight = .nan
    #expect(engine.keyboardHeight == 40)
  }
}
