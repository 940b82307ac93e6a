import AnimsimUIKit
import Testing

/// A 320 × 480 window made with `UIWindow(frame:)` (no safe area, no pixel grid).
@MainActor private func plainWindow() -> UIWindow {
  Simulation.reset()
  return UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
}

/// A view named `name` that lays itself out with constraints.
@MainActor private func constrainedView(_ name: String) -> UIView {
  let view = UIView()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

@MainActor @Suite struct ViewHierarchyTests {
  @Test func initFrameSetsTheModelFrameAndInitIsZero() {
    Simulation.reset()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    // UIView.init(frame:): "The frame rectangle for the view, measured in points" (Apple).
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    // bounds = (0, 0, frame size); center = (10 + 30 / 2, 20 + 40 / 2) = (25, 40).
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.center == CGPoint(x: 25, y: 40))
    #expect(UIView().frame == .zero)
    // Views made in code translate their autoresizing mask (Apple: "true by default" for
    // views created programmatically).
    #expect(view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func centerAndBoundsSettersKeepTheOtherGeometry() {
    Simulation.reset()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.center = CGPoint(x: 200, y: 100)
    // Moving the center keeps the size: origin = (200 − 50, 100 − 25).
    #expect(view.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    // Changing the bounds size keeps the center (Apple, UIView.bounds: "changing the size
    // … grows or shrinks the view relative to its center point"): origin = (180, 90).
    #expect(view.frame == CGRect(x: 180, y: 90, width: 40, height: 20))
  }

  @Test func subviewsSuperviewAndInsertSubviewAtIndex() {
    let window = plainWindow()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    for view in [a, b, c] { window.addSubview(view) }
    #expect(window.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    #expect(a.superview === window)
    #expect(a.window === window)
    // insertSubview(_:at:): "index 0 is the back-most view" (Apple); d goes between a and b.
    window.insertSubview(d, at: 1)
    #expect(window.subviews.map(ObjectIdentifier.init) == [a, d, b, c].map(ObjectIdentifier.init))
    #expect(d.superview === window)
    // A subview inserted again moves to the new index: a goes to index 2 of [d, b, c].
    window.insertSubview(a, at: 2)
    #expect(window.subviews.map(ObjectIdentifier.init) == [d, b, a, c].map(ObjectIdentifier.init))
    // An index past the end appends.
    let e = UIView()
    window.insertSubview(e, at: 99)
    #expect(window.subviews.last === e)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func addSubviewMovesAViewFromItsOldSuperview() {
    let window = plainWindow()
    let first = UIView()
    let second = UIView()
    let child = UIView()
    window.addSubview(first)
    window.addSubview(second)
    first.addSubview(child)
    // addSubview: "Views can have only one superview. If view already has a superview …,
    // this method removes the previous superview before making the receiver its new one."
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.first === child)
    #expect(child.superview === second)
    #expect(child.isDescendant(of: window))
    #expect(!child.isDescendant(of: first))
  }

  @Test func removeFromSuperviewDeactivatesConstraintsThatLeaveTheSubtree() {
    let window = plainWindow()
    let box = constrainedView("box")
    let inner = constrainedView("inner")
    window.addSubview(box)
    box.addSubview(inner)
    let outside = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    let inside = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5)
    let own = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([outside, inside, own])
    box.removeFromSuperview()
    // Apple, removeFromSuperview(): "Calling this method removes any constraints that refer
    // to the view you are removing, or that refer to any view in the subtree of the view you
    // are removing." Constraints inside the subtree stay.
    #expect(box.superview == nil)
    #expect(window.subviews.isEmpty)
    #expect(!outside.isActive)
    #expect(inside.isActive)
    #expect(own.isActive)
    #expect(box.window == nil)
  }

  @Test func backgroundColorIsStored() {
    Simulation.reset()
    let view = UIView()
    #expect(view.backgroundColor == nil)
    view.backgroundColor = .systemBlue
    #expect(view.backgroundColor == UIColor.systemBlue)
    view.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(view.backgroundColor?.alpha == 0.4)
  }

  @Test func autoresizingMaskStretchesWithTheWindow() {
    let window = plainWindow()
    let wide = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
    wide.autoresizingMask = [.flexibleWidth]
    let pinnedRight = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    window.addSubview(wide)
    window.addSubview(pinnedRight)
    #expect(wide.autoresizingMask == [.flexibleWidth])
    Simulation.advance(by: 0)
    window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
    Simulation.advance(by: 0)
    // Apple, AutoresizingMask: flexibleWidth resizes the width, so the fixed margins stay:
    // left 10, right 320 − 310 = 10 → width 400 − 20 = 380.
    #expect(wide.frame == CGRect(x: 10, y: 10, width: 380, height: 100))
    // flexibleLeftMargin keeps the right margin (320 − 110 = 210): x = 400 − 210 − 100 = 90;
    // flexibleBottomMargin keeps the top (200).
    #expect(pinnedRight.frame == CGRect(x: 90, y: 200, width: 100, height: 100))
  }

  @Test func addConstraintInstallsOnTheAncestorAndRemoveConstraintDeactivates() {
    let window = plainWindow()
    let box = constrainedView("box")
    window.addSubview(box)
    let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30)
    let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)
    let size = [
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 60),
    ]
    window.addConstraint(left)
    window.addConstraint(top)
    box.addConstraints(size)
    #expect(left.isActive && top.isActive && size.allSatisfy(\.isActive))
    // Apple, constraints: "The constraints held by the view": a constraint between a view and
    // its superview is held by the superview, a size constant by the view itself.
    #expect(window.constraints.contains { $0 === left })
    #expect(window.constraints.contains { $0 === top })
    #expect(box.constraints.count == 2)
    #expect(Simulation.log.isEmpty)
    Simulation.advance(by: 0)
    #expect(box.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
    window.removeConstraint(left)
    #expect(!left.isActive)
    box.removeConstraints(size)
    #expect(!size[0].isActive && !size[1].isActive)
    #expect(box.constraints.isEmpty)
    #expect(!window.constraints.contains { $0 === left })
  }

  @Test func addConstraintOnAViewThatIsNotAnAncestorLogsUIKitsWarning() {
    let window = plainWindow()
    let a = constrainedView("a")
    let b = constrainedView("b")
    window.addSubview(a)
    window.addSubview(b)
    // b is not an ancestor of a: UIKit logs "The view hierarchy is not prepared for the
    // constraint" and installs it where it belongs.
    b.addConstraint(a.leadingAnchor.constraint(equalTo: window.leadingAnchor))
    #expect(Simulation.log.count == 1)
    #expect(
      Simulation.log.first?.hasPrefix("The view hierarchy is not prepared for the constraint")
        == true)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func layoutIfNeededOutsideAWindowDoesNothingUntilTheViewJoins() {
    let window = plainWindow()
    let box = constrainedView("box")
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
      box.topAnchor.constraint(equalTo: container.topAnchor, constant: 14),
      box.widthAnchor.constraint(equalToConstant: 16),
      box.heightAnchor.constraint(equalToConstant: 18),
    ])
    container.layoutIfNeeded()
    #expect(box.frame == .zero)
    #expect(box.layer.presentation() == nil)
    window.addSubview(container)
    container.layoutIfNeeded()
    // Joined a window: the pass places it at (12, 14) with its constant size 16 × 18.
    #expect(box.frame == CGRect(x: 12, y: 14, width: 16, height: 18))
  }
}
