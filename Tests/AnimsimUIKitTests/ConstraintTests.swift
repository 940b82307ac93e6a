import AnimsimUIKit
import Testing

/// A 320 × 480 window made with `UIWindow(frame:)` and a constraint-based view in it.
@MainActor private func windowAndBox() -> (UIWindow, UIView) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let box = UIView()
  box.accessibilityIdentifier = "box"
  box.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(box)
  return (window, box)
}

/// A constraint-based view named `name` in `parent`.
@MainActor private func subview(_ name: String, of parent: UIView) -> UIView {
  let view = UIView()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A constraint-based label in `parent`.
@MainActor private func label(_ text: String, in parent: UIView) -> UILabel {
  let label = UILabel()
  label.text = text
  label.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(label)
  return label
}

@MainActor @Suite struct ConstraintTests {
  @Test func itemAttributeInitializerMakesTheSameConstraintAsAnchors() {
    let (window, box) = windowAndBox()
    let width = NSLayoutConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 100)
    // centerX = 0.5 × window.centerX + 0 = 0.5 × 160 = 80.
    let center = NSLayoutConstraint(
      item: box, attribute: .centerX, relatedBy: .equal, toItem: window, attribute: .centerX,
      multiplier: 0.5, constant: 0)
    let top = NSLayoutConstraint(
      item: box, attribute: .top, relatedBy: .equal, toItem: window, attribute: .topMargin,
      multiplier: 1, constant: 2)
    let height = NSLayoutConstraint(
      item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width,
      multiplier: 0.25, constant: 0)
    #expect(center.firstItem === box)
    #expect(center.secondItem === window)
    #expect(width.secondItem == nil)
    #expect(center.firstAttribute == .centerX)
    #expect(width.secondAttribute == .notAnAttribute)
    #expect(center.relation == .equal)
    #expect(center.multiplier == 0.5)
    #expect(top.constant == 2)
    NSLayoutConstraint.activate([width, center, top, height])
    Simulation.advance(by: 0)
    // x = 80 − 100 / 2 = 30; y = the window's top margin (8) + 2 = 10; height 0.25 × 100.
    #expect(box.frame == CGRect(x: 30, y: 10, width: 100, height: 25))
    #expect(Simulation.errors.isEmpty)
  }

  @Test func activateDeactivateAndIsActive() {
    let (window, box) = windowAndBox()
    let narrow = box.widthAnchor.constraint(equalToConstant: 50)
    let wide = box.widthAnchor.constraint(equalToConstant: 150)
    let place = [
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ]
    // Anchors make inactive constraints (Apple: "you must activate it").
    #expect(!narrow.isActive)
    NSLayoutConstraint.activate(place + [narrow])
    Simulation.advance(by: 0)
    #expect(box.frame.width == 50)
    NSLayoutConstraint.deactivate([narrow])
    wide.isActive = true
    #expect(!narrow.isActive && wide.isActive)
    Simulation.advance(by: 0)
    #expect(box.frame.width == 150)
    wide.isActive = false
    narrow.isActive = true
    Simulation.advance(by: 0)
    #expect(box.frame.width == 50)
    #expect(Simulation.log.isEmpty)
  }

  @Test func constantAndPriorityChangesTakeEffectAtTheNextPass() {
    let (window, box) = windowAndBox()
    let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    let preferred = box.widthAnchor.constraint(equalToConstant: 200)
    preferred.priority = .defaultLow
    let other = box.widthAnchor.constraint(equalToConstant: 100)
    other.priority = .defaultHigh
    NSLayoutConstraint.activate([
      left, preferred, other, box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    // 750 beats 250: width 100.
    #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
    left.constant = 30
    // Optional to optional on an active constraint is allowed (Apple, priority).
    preferred.priority = UILayoutPriority(800)
    #expect(box.frame.minX == 10)  // pending until the pass
    Simulation.advance(by: 0)
    #expect(box.frame == CGRect(x: 30, y: 0, width: 200, height: 10))
    #expect(preferred.priority.rawValue == 800)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func identifierAppearsInTheUnsatisfiableLog() {
    let (_, box) = windowAndBox()
    let small = box.widthAnchor.constraint(equalToConstant: 10)
    small.identifier = "small"
    let large = box.widthAnchor.constraint(equalToConstant: 20)
    large.identifier = "large"
    #expect(small.identifier == "small")
    NSLayoutConstraint.activate([small, large])
    Simulation.advance(by: 0)
    // UIKit's log lists each constraint as <NSLayoutConstraint:0x… 'identifier' …>.
    #expect(Simulation.log.count == 1)
    #expect(Simulation.log.first?.contains("'small'") == true)
    #expect(Simulation.log.first?.contains("'large'") == true)
  }

  @Test func locationAnchorInequalities() {
    let (window, box) = windowAndBox()
    let atLeast = box.leadingAnchor.constraint(
      greaterThanOrEqualTo: window.leadingAnchor,
      constant: 30)
    let pull = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    pull.priority = .defaultLow
    let atMost = box.topAnchor.constraint(lessThanOrEqualTo: window.topAnchor, constant: 25)
    let push = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
    push.priority = .defaultLow
    NSLayoutConstraint.activate([
      atLeast, pull, atMost, push, box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    // x ≥ 30 wins over the optional x = 0; y ≤ 25 wins over the optional y = 100.
    #expect(box.frame.origin == CGPoint(x: 30, y: 25))
    #expect(atLeast.relation == .greaterThanOrEqual)
    #expect(atMost.relation == .lessThanOrEqual)
  }

  @Test func dimensionAnchorOverloads() {
    let (window, box) = windowAndBox()
    let other = subview("other", of: window)
    let optionalWidth = box.widthAnchor.constraint(equalToConstant: 10)
    optionalWidth.priority = .defaultLow
    let optionalHeight = box.heightAnchor.constraint(equalToConstant: 500)
    optionalHeight.priority = .defaultLow
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      other.topAnchor.constraint(equalTo: window.topAnchor),
      // other = 0.5 × window width + 10 = 170 wide, height 0.25 × 480 = 120 (default c = 0).
      other.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5, constant: 10),
      other.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.25),
      // box ≥ 0.5 × other + 5 = 90 wide (pulled toward 10), ≤ 2 × other − 40 = 200 high
      // (pulled toward 500), and within [60, 300] by the constant forms.
      box.widthAnchor.constraint(
        greaterThanOrEqualTo: other.widthAnchor, multiplier: 0.5,
        constant: 5),
      box.heightAnchor.constraint(
        lessThanOrEqualTo: other.heightAnchor, multiplier: 2,
        constant: -40),
      box.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
      box.heightAnchor.constraint(lessThanOrEqualToConstant: 300),
      optionalWidth, optionalHeight,
    ])
    Simulation.advance(by: 0)
    #expect(other.frame.size == CGSize(width: 170, height: 120))
    #expect(box.frame.size == CGSize(width: 90, height: 200))
    #expect(Simulation.log.isEmpty)
  }

  @Test func equalToSystemSpacingAfterIsEightPointsTimesTheMultiplier() {
    let (window, box) = windowAndBox()
    let next = subview("next", of: window)
    let third = subview("third", of: window)
    let pullThird = third.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 300)
    pullThird.priority = .defaultLow
    NSLayoutConstraint.activate(
      [
        box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 50),
        // Apple: "the system spacing" between siblings, the standard 8 points (Auto Layout
        // Guide, Visual Format Language, "standard space"): 50 + 2 × 8 = 66.
        next.leadingAnchor.constraint(equalToSystemSpacingAfter: box.trailingAnchor, multiplier: 2),
        next.widthAnchor.constraint(equalToConstant: 50),
        // third ≤ next.trailing + 1 × 8 = 116 + 8 = 124 (pulled toward 300).
        third.leadingAnchor.constraint(
          lessThanOrEqualToSystemSpacingAfter: next.trailingAnchor, multiplier: 1),
        third.leadingAnchor.constraint(
          greaterThanOrEqualToSystemSpacingAfter: box.trailingAnchor, multiplier: 1),
        pullThird, third.widthAnchor.constraint(equalToConstant: 10),
      ]
        + [box, next, third].flatMap { view in
          [
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
          ]
        })
    Simulation.advance(by: 0)
    #expect(next.frame.minX == 66)
    #expect(third.frame.minX == 124)
  }

  @Test func equalToSystemSpacingBelowBetweenBaselinesUsesTheTextSpacing() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = label("One", in: window)
    let second = label("Two", in: window)
    let box = subview("box", of: window)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      // Baseline to baseline: the text model's descender of the upper line plus ascender of
      // the lower one, 0.25 × 17 + 0.95 × 17 = 20.4, times 2 = 40.8. The first baseline of
      // the first label is 16.15 below its top; the second's last baseline is 16.15 below its
      // top: second.top = 16.15 + 40.8 − 16.15 = 40.8.
      second.firstBaselineAnchor.constraint(
        equalToSystemSpacingBelow: first.lastBaselineAnchor, multiplier: 2),
      // Between edges the spacing is 8: box.top = second.bottom + 8 = 40.8 + 20.4 + 8 = 69.2.
      box.topAnchor.constraint(equalToSystemSpacingBelow: second.bottomAnchor, multiplier: 1),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    #expect(abs(second.frame.minY - 40.8) < 1e-9)
    #expect(abs(box.frame.minY - 69.2) < 1e-9)
  }

  @Test func visualFormatWithMetricsAndAlignmentOptions() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = subview("a", of: window)
    let b = subview("b", of: window)
    // Metrics of several number types: pad 20 (Int), gap 12.5 (CGFloat), side 40 (Double).
    let metrics: [String: Any] = ["pad": 20, "gap": CGFloat(12.5), "side": 40.0]
    let horizontal = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-pad-[a(side)]-gap-[b(==a)]", options: [.alignAllTop],
      metrics: metrics, views: ["a": a, "b": b])
    let vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-30-[a(side)]", options: [], metrics: metrics, views: ["a": a])
    NSLayoutConstraint.activate(
      horizontal + vertical + [b.heightAnchor.constraint(equalToConstant: 10)])
    Simulation.advance(by: 0)
    // a at x = 20, 40 wide; b at 20 + 40 + 12.5 = 72.5, as wide as a; alignAllTop puts b's
    // top at a's (30).
    #expect(a.frame == CGRect(x: 20, y: 30, width: 40, height: 40))
    #expect(b.frame == CGRect(x: 72.5, y: 30, width: 40, height: 10))
    // The alignment constraint names both views' tops.
    let align = horizontal.first { $0.firstAttribute == .top }
    #expect(align?.secondAttribute == .top)
    #expect(
      (align?.firstItem === a && align?.secondItem === b)
        || (align?.firstItem === b && align?.secondItem === a))
    #expect(Simulation.errors.isEmpty)
  }

  @Test func visualFormatCenterYAlignmentAndRightToLeftDirection() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = subview("a", of: window)
    let b = subview("b", of: window)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[a(50)]-10-[b(30)]",
        options: [.alignAllCenterY, .directionRightToLeft], metrics: nil,
        views: ["a": a, "b": b])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-100-[a(60)]", options: [], metrics: nil, views: ["a": a])
        + [b.heightAnchor.constraint(equalToConstant: 20)])
    Simulation.advance(by: 0)
    // Right to left (Apple, NSLayoutFormatDirectionRightToLeft): a's right edge 10 from the
    // window's: x = 320 − 10 − 50 = 260; b to its left: 260 − 10 − 30 = 220. Centers on y:
    // a's center 100 + 30 = 130, so b's top is 130 − 10 = 120.
    #expect(a.frame == CGRect(x: 260, y: 100, width: 50, height: 60))
    #expect(b.frame == CGRect(x: 220, y: 120, width: 30, height: 20))
  }
}
