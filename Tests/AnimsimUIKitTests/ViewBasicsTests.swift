import AnimsimUIKit
import Testing

/// A subclass that overrides `init(frame:)` only, as UIKit code often does: it still gets
/// `init()` (UIView's convenience initializer calls `init(frame: .zero)`).
private final class BadgeView: UIView {
  private(set) var configured = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    configured = true
    backgroundColor = .systemRed
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A view that builds its constraints in `updateConstraints()`.
private final class PinnedView: UIView {
  var inset: CGFloat = 10
  var updates = 0
  private var made: [NSLayoutConstraint] = []

  override func updateConstraints() {
    updates += 1
    NSLayoutConstraint.deactivate(made)
    if let superview {
      made = [
        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset),
        topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
        widthAnchor.constraint(equalToConstant: 20),
        heightAnchor.constraint(equalToConstant: 20),
      ]
      NSLayoutConstraint.activate(made)
    }
    super.updateConstraints()
  }
}

@MainActor @Suite struct ViewBasicsTests {
  @Test func subclassOverridingInitFrameInheritsInit() {
    Simulation.reset()
    let badge = BadgeView()
    #expect(badge.configured)
    #expect(badge.frame == .zero)
    #expect(badge.backgroundColor == .systemRed)
    let framed = BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(framed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    // Views are not decoded from archives here (nibs are out of scope).
    #expect(BadgeView(coder: NSCoder()) == nil)
  }

  @Test func subviewOrderOperations() {
    Simulation.reset()
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    // Apple: insertSubview(_:aboveSubview:) puts c just above a; belowSubview just below.
    parent.insertSubview(c, aboveSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    parent.insertSubview(b, belowSubview: a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(b)
    #expect(parent.subviews.last === b)
    parent.sendSubviewToBack(c)
    #expect(parent.subviews.first === c)
  }

  @Test func viewWithTagSearchesTheSubtree() {
    Simulation.reset()
    let root = UIView()
    let child = UIView()
    let grandchild = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    grandchild.tag = 7
    // Apple, viewWithTag(_:): the view itself or a descendant (depth first).
    #expect(root.viewWithTag(7) === grandchild)
    #expect(root.viewWithTag(0) === root)  // every view's tag is 0 by default
    #expect(root.viewWithTag(8) == nil)
  }

  @Test func updateConstraintsRunsBeforeThePassWhenAskedFor() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let pinned = PinnedView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(pinned)
    pinned.setNeedsUpdateConstraints()
    Simulation.advance(by: 0)
    #expect(pinned.updates == 1)
    #expect(pinned.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    pinned.inset = 30
    pinned.setNeedsUpdateConstraints()
    Simulation.advance(by: 0)
    // Apple, setNeedsUpdateConstraints(): updateConstraints() runs before the next pass.
    #expect(pinned.updates == 2)
    #expect(pinned.frame == CGRect(x: 30, y: 30, width: 20, height: 20))
    Simulation.advance(by: 0)
    #expect(pinned.updates == 2)  // not asked again
  }

  @Test func affineTransformAlgebra() {
    // Rotation by π/2 maps (1, 0) to (0, 1): x' = a·x + c·y + tx with a = cos, b = sin.
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    // concatenating(t2) applies self first: scale by 2, then translate by (5, 0): (1, 1) →
    // (2, 2) → (7, 2).
    let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2)
      .concatenating(CGAffineTransform(translationX: 5, y: 0))
    #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 7, y: 2))
    // inverted() undoes it: (7, 2) → (1, 1).
    #expect(CGPoint(x: 7, y: 2).applying(scaleThenMove.inverted()) == CGPoint(x: 1, y: 1))
    // A singular transform is returned unchanged (Core Graphics' rule).
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    // CGRect.applying: the bounding box of the mapped corners; rotating 10 × 20 by π/2
    // gives a 20 × 10 box at x −20…0.
    let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter)
    #expect(abs(box.minX + 20) < 1e-9 && abs(box.width - 20) < 1e-9)
    #expect(abs(box.height - 10) < 1e-9)
    #expect(CGAffineTransform.identity.rotated(by: 0).isIdentity)
  }

  @Test func edgeInsetsAndPriorities() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top + insets.bottom == 4)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.leading == 2 && directional.trailing == 4)
    #expect(NSDirectionalEdgeInsets.zero.top == 0)
    // UILayoutPriority: required 1000, defaultHigh 750, defaultLow 250 (Apple).
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority(rawValue: 999) < .required)
  }

  @Test func zeroDurationAndEmptyAnimationsCompleteAtTheNextFrame() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    Simulation.advance(by: 0)
    var calls: [String] = []
    UIView.animate(
      withDuration: 0, animations: { view.frame.origin.x = 40 },
      completion: { calls.append("zero \($0)") })
    UIView.animate(withDuration: 1, animations: {}, completion: { calls.append("empty \($0)") })
    // Apple: with a duration of 0 the completion "is performed at the beginning of the next
    // run loop cycle"; a block that changes nothing ends the same way.
    #expect(calls.isEmpty)
    Simulation.advance(by: 1.0 / 60)
    #expect(calls.sorted() == ["empty true", "zero true"])
    #expect(view.layer.presentation()?.frame.minX == 40)
  }

  @Test func oneAnimationBlockAnimatesEveryWindowAndCompletesOnce() {
    Simulation.reset()
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    first.addSubview(a)
    second.addSubview(b)
    Simulation.advance(by: 0)
    var count = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        a.frame.origin.x = 80
        b.frame.origin.y = 40
      }, completion: { _ in count += 1 })
    Simulation.advance(by: 0.5)
    #expect(a.layer.presentation()?.frame.minX == 40)
    #expect(b.layer.presentation()?.frame.minY == 20)
    Simulation.advance(by: 0.5)
    #expect(count == 1)
  }
}
