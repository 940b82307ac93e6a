import AnimsimUIKit
import Testing

/// A view of a fixed size (constraints), named `name`.
@MainActor private func box(_ name: String, width: CGFloat, height: CGFloat) -> UIView {
  let view = UIView()
  view.accessibilityIdentifier = name
  NSLayoutConstraint.activate([
    view.widthAnchor.constraint(equalToConstant: width),
    view.heightAnchor.constraint(equalToConstant: height),
  ])
  return view
}

/// `stack` pinned at the window's top-left corner, in a fresh 320 × 480 window.
@MainActor private func place(_ stack: UIStackView) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    stack.topAnchor.constraint(equalTo: window.topAnchor),
  ])
  return window
}

@MainActor @Suite struct StackViewTests {
  @Test func initArrangedSubviewsUsesUIKitsDefaults() {
    Simulation.reset()
    let a = box("a", width: 50, height: 20)
    let b = box("b", width: 70, height: 20)
    let stack = UIStackView(arrangedSubviews: [a, b])
    // Apple, UIStackView: horizontal, fill, fill, spacing 0 by default; arranged views are
    // added as subviews and stop translating their autoresizing masks.
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(stack.subviews.count == 2)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    _ = place(stack)
    Simulation.advance(by: 0)
    // a at 0, b right after it at 50; the stack hugs them: 120 × 20.
    #expect(b.frame == CGRect(x: 50, y: 0, width: 70, height: 20))
    #expect(stack.frame.size == CGSize(width: 120, height: 20))
  }

  @Test func verticalAxisStacksTopToBottomWithSpacing() {
    Simulation.reset()
    let a = box("a", width: 50, height: 40)
    let b = box("b", width: 50, height: 60)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.axis = .vertical
    stack.spacing = 8
    _ = place(stack)
    Simulation.advance(by: 0)
    // b below a and the spacing: y = 40 + 8 = 48; the stack is 40 + 8 + 60 = 108 high.
    #expect(b.frame.origin == CGPoint(x: 0, y: 48))
    #expect(stack.frame.height == 108)
  }

  @Test func setCustomSpacingChangesOneGap() {
    Simulation.reset()
    let views = ["a", "b", "c"].map { box($0, width: 50, height: 50) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    _ = place(stack)
    // Apple, customSpacing(after:): spacingUseDefault when none was set.
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    Simulation.advance(by: 0)
    // a 0…50, 30, b 80…130, 10, c 140…190.
    #expect(views.map(\.frame.minX) == [0, 80, 140])
    #expect(stack.frame.width == 190)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    Simulation.advance(by: 0)
    // Back to `spacing`: 0, 60, 120.
    #expect(views.map(\.frame.minX) == [0, 60, 120])
  }

  @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
    Simulation.reset()
    let a = box("a", width: 50, height: 50)
    let stack = UIStackView(arrangedSubviews: [a])
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(!stack.isLayoutMarginsRelativeArrangement)  // Apple: false by default
    _ = place(stack)
    Simulation.advance(by: 0)
    #expect(a.frame.origin == .zero)
    stack.isLayoutMarginsRelativeArrangement = true
    Simulation.advance(by: 0)
    // Apple: "the stack view lays out its arranged views relative to its layout margins":
    // a at (20, 10); the stack is 20 + 50 + 40 = 110 by 10 + 50 + 30 = 90.
    #expect(a.frame.origin == CGPoint(x: 20, y: 10))
    #expect(stack.frame.size == CGSize(width: 110, height: 90))
  }

  @Test func alignmentPlacesViewsAcrossTheAxis() {
    Simulation.reset()
    let short = box("short", width: 50, height: 20)
    let tall = box("tall", width: 50, height: 60)
    let stack = UIStackView(arrangedSubviews: [short, tall])
    stack.alignment = .center
    _ = place(stack)
    Simulation.advance(by: 0)
    // The tall view sets the height (60); centered, the short one is at (60 − 20) / 2 = 20.
    #expect(short.frame.minY == 20)
    stack.alignment = .bottom  // UIKit's alias of .trailing in a row
    #expect(stack.alignment == .trailing)
    Simulation.advance(by: 0)
    #expect(short.frame.minY == 40)
    stack.alignment = .top  // .leading
    Simulation.advance(by: 0)
    #expect(short.frame.minY == 0)
    #expect(stack.alignment == .leading)
  }

  @Test func distributionsShareTheLength() {
    Simulation.reset()
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.distribution = .fillEqually
    stack.spacing = 20
    stack.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(stack)
    Simulation.advance(by: 0)
    // fillEqually: (320 − 20) / 2 = 150 each.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    #expect(b.frame == CGRect(x: 170, y: 0, width: 150, height: 40))
    #expect(stack.distribution == .fillEqually)
  }

  @Test func removeArrangedSubviewKeepsItAsASubview() {
    Simulation.reset()
    let a = box("a", width: 50, height: 50)
    let b = box("b", width: 50, height: 50)
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.removeArrangedSubview(a)
    // Apple, removeArrangedSubview(_:): "the stack view does not remove the view from its
    // subviews array".
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.subviews.count == 2)
    stack.insertArrangedSubview(a, at: 1)
    #expect(stack.arrangedSubviews.last === a)
  }
}
