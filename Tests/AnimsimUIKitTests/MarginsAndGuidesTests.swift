import AnimsimUIKit
import Testing

/// A device window with a plain root view controller, laid out once.
@MainActor private func deviceController(_ device: String = "iPhone15Pro")
  -> (UIWindow, UIViewController)
{
  Simulation.reset()
  let window = UIWindow(device: device, orientation: .portrait)
  let controller = UIViewController()
  window.rootViewController = controller
  window.makeKeyAndVisible()
  return (window, controller)
}

/// A view named `name` that lays itself out with constraints, added to `parent`.
@MainActor private func pinnedView(_ name: String, in parent: UIView) -> UIView {
  let view = UIView()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// Pins `view`'s four edges to `guide`'s.
@MainActor private func pin(_ view: UIView, to guide: UILayoutGuide) {
  NSLayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    view.topAnchor.constraint(equalTo: guide.topAnchor),
    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
  ])
}

@MainActor @Suite struct MarginsAndGuidesTests {
  @Test func layoutMarginsDefaultToEightAndMoveTheMarginsGuide() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(container)
    let content = pinnedView("content", in: container)
    pin(content, to: container.layoutMarginsGuide)
    // Apple, layoutMargins: "the default margins are eight points on each side".
    #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    Simulation.advance(by: 0)
    #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    Simulation.advance(by: 0)
    // x = 20, y = 10, width 200 − 20 − 40 = 140, height 100 − 10 − 30 = 60.
    #expect(content.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
    #expect(
      container.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 140, height: 60))
  }

  @Test func directionalLayoutMarginsMapLeadingToLeftInLeftToRight() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(container)
    let content = pinnedView("content", in: container)
    pin(content, to: container.layoutMarginsGuide)
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 12, bottom: 6, trailing: 24)
    // Apple, directionalLayoutMargins: leading and trailing follow the layout direction;
    // left to right, leading is left: layoutMargins = (4, 12, 6, 24).
    #expect(container.layoutMargins == UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 24))
    #expect(
      container.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 24))
    Simulation.advance(by: 0)
    // width 200 − 12 − 24 = 164, height 100 − 4 − 6 = 90.
    #expect(content.frame == CGRect(x: 12, y: 4, width: 164, height: 90))
  }

  @Test func preservesSuperviewLayoutMarginsTakesTheParentsMarginWhereItReachesIn() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    parent.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    window.addSubview(parent)
    // The child touches the parent's left and top edges, so 30 of the parent's margin
    // reaches into it there; on the right and bottom it stops 100 short of the edges.
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    parent.addSubview(child)
    let marker = pinnedView("marker", in: child)
    pin(marker, to: child.layoutMarginsGuide)
    #expect(!child.preservesSuperviewLayoutMargins)  // Apple: false by default
    Simulation.advance(by: 0)
    // Own margins only: 8 on every side.
    #expect(marker.frame == CGRect(x: 8, y: 8, width: 184, height: 184))
    child.preservesSuperviewLayoutMargins = true
    Simulation.advance(by: 0)
    // Apple, preservesSuperviewLayoutMargins: "the superview's margins are also considered
    // when laying out content": left and top max(8, 30) = 30; right and bottom 8 (the
    // parent's 30 ends 100 points away).
    #expect(marker.frame == CGRect(x: 30, y: 30, width: 162, height: 162))
  }

  @Test func insetsLayoutMarginsFromSafeAreaAddsTheSafeArea() {
    let (_, controller) = deviceController()
    let view = controller.view!
    let content = pinnedView("content", in: view)
    pin(content, to: view.layoutMarginsGuide)
    #expect(view.insetsLayoutMarginsFromSafeArea)  // Apple: true by default
    Simulation.advance(by: 0)
    // iPhone 15 Pro portrait: safe area (59, 0, 34, 0), minimum side margins 16, top and
    // bottom margins 0; margins measured from the safe area: (59, 16, 34, 16).
    #expect(content.frame == CGRect(x: 16, y: 59, width: 393 - 32, height: 852 - 59 - 34))
    view.insetsLayoutMarginsFromSafeArea = false
    Simulation.advance(by: 0)
    // Apple: "false … the margins are relative to the view's bounds": (0, 16, 0, 16).
    #expect(content.frame == CGRect(x: 16, y: 0, width: 393 - 32, height: 852))
  }

  @Test func safeAreaInsetsOfASubviewAreItsOverlapWithTheUnsafeEdges() {
    let (_, controller) = deviceController()
    let view = controller.view!
    let header = pinnedView("header", in: view)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 100),
    ])
    Simulation.advance(by: 0)
    // The header covers the top 100 points of a view whose top 59 are unsafe: top inset 59
    // (capped at the superview's), bottom 0 (it ends far above the home indicator).
    #expect(header.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 41))
  }

  @Test func readableContentGuideIsTheMarginsOnAPhone() {
    let (_, controller) = deviceController()
    let view = controller.view!
    let text = pinnedView("text", in: view)
    pin(text, to: view.readableContentGuide)
    Simulation.advance(by: 0)
    // The margins guide is 393 − 32 = 361 wide, under the 672-point readable width
    // (useyourloaf.com, "Readable Content Guides"): the readable guide is the margins.
    #expect(text.frame == CGRect(x: 16, y: 59, width: 361, height: 852 - 59 - 34))
  }

  @Test func readableContentGuideIsNarrowedAndCenteredOnAnIPad() {
    let (_, controller) = deviceController("iPadPro12_9")
    let view = controller.view!
    let text = pinnedView("text", in: view)
    pin(text, to: view.readableContentGuide)
    Simulation.advance(by: 0)
    // iPad Pro 12.9" portrait: 1024 × 1366, safe area (24, 0, 20, 0), side margins 20. The
    // margins are 984 wide; the readable width is 672, centered: x = (1024 − 672) / 2 = 176.
    #expect(text.frame == CGRect(x: 176, y: 24, width: 672, height: 1366 - 24 - 20))
  }

  @Test func keyboardLayoutGuideCoversTheBottomSafeAreaWhileTheKeyboardIsHidden() {
    let (_, controller) = deviceController()
    let view = controller.view!
    let field = pinnedView("field", in: view)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
    ])
    Simulation.advance(by: 0)
    // Apple, UIKeyboardLayoutGuide (iOS 15): with the keyboard hidden the guide's top is the
    // bottom of the safe area: 852 − 34 = 818, so the field is at 818 − 44 = 774.
    #expect(field.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
    #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    #expect(view.keyboardLayoutGuide.owningView === view)
  }

  @Test func addLayoutGuideMakesAnInvisibleSpacer() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let left = pinnedView("left", in: window)
    let right = pinnedView("right", in: window)
    let gap = UILayoutGuide()
    gap.identifier = "gap"
    window.addLayoutGuide(gap)
    #expect(gap.owningView === window)
    #expect(window.layoutGuides.count == 1)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 100),
      gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      gap.widthAnchor.constraint(equalToConstant: 40),
      right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      left.topAnchor.constraint(equalTo: window.topAnchor),
      right.topAnchor.constraint(equalTo: window.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10),
      right.heightAnchor.constraint(equalToConstant: 10),
      gap.topAnchor.constraint(equalTo: window.topAnchor),
      gap.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    // left 0…100, gap 100…140, right 140…320.
    #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 40, height: 10))
    #expect(right.frame == CGRect(x: 140, y: 0, width: 180, height: 10))
    // A guide is not a subview (Apple: "layout guides do not … participate in the view
    // hierarchy").
    #expect(window.subviews.count == 2)
    window.removeLayoutGuide(gap)
    #expect(gap.owningView == nil)
    #expect(window.layoutGuides.isEmpty)
  }
}
