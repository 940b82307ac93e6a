// Probes of AnimsimUIKit's API surface against UIKit's declarations (issue 21): each call is
// written exactly as Apple declares it (argument labels, optionality, return types), as a
// UIKit app writes it, and each group asserts what it did.
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import AnimsimUIKit
#endif

/// A view subclass as apps write them: `init(frame:)`, `init?(coder:)` trapping,
/// `layoutSubviews` and `intrinsicContentSize` overridden.
private final class ProbeBadgeView: UIView {
  var layoutCount = 0
  var side: CGFloat = 30

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }

  override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
}

/// A view with its own designated `init()`, the other common form.
private final class ProbePlainView: UIView {
  let kind: String

  init() {
    kind = "plain"
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view controller as apps write them: `init()` through `init(nibName:bundle:)`, the view
/// built in `loadView`/`viewDidLoad`, the layout callbacks counted.
private final class ProbeViewController: UIViewController {
  let box = UIView()
  var willLayout = 0
  var didLayout = 0
  var parents: [String] = []

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = UIView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    box.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    willLayout += 1
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    didLayout += 1
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    parents.append(parent == nil ? "will nil" : "will parent")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    parents.append(parent == nil ? "did nil" : "did parent")
  }
}

/// A stopwatch as apps write them, outside the main actor: Apple's `CACurrentMediaTime()`
/// is not isolated.
private struct ProbeStopwatch: Sendable {
  let start: CFTimeInterval

  nonisolated init() { start = CACurrentMediaTime() }

  nonisolated func elapsed() -> CFTimeInterval { CACurrentMediaTime() - start }
}

/// A 400 × 800 plain window (no safe area) with a root view controller, laid out once.
@MainActor private func probeWindow() -> (UIWindow, UIViewController) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  Simulation.advance(by: 0)
  return (window, root)
}

@MainActor @Suite struct APISurfaceTests {
  // MARK: - 1. UIView

  @Test func viewInitialisersAndSubclasses() {
    Simulation.reset()
    let plain = UIView()
    #expect(plain.frame == .zero)
    let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(framed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    let badge = ProbeBadgeView()
    #expect(badge.intrinsicContentSize == CGSize(width: 30, height: 30))
    let own = ProbePlainView()
    #expect(own.kind == "plain")
    #expect(own.frame == .zero)
  }

  @Test func hierarchyCalls() {
    let (_, root) = probeWindow()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    root.view.addSubview(a)
    root.view.insertSubview(b, at: 0)
    root.view.insertSubview(c, aboveSubview: b)
    root.view.insertSubview(d, belowSubview: b)
    // d below b at 0, c above b: d, b, c, a.
    #expect(root.view.subviews == [d, b, c, a])
    #expect(a.superview === root.view)
    #expect(root.view.subviews.firstIndex(of: c) == 2)
    c.removeFromSuperview()
    #expect(c.superview == nil)
    #expect(root.view.subviews.contains(c) == false)
    #expect(Set(root.view.subviews).count == 3)
  }

  @Test func geometryAndAppearanceProperties() {
    let (_, root) = probeWindow()
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    root.view.addSubview(v)
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    // center = origin + size / 2 = (10 + 50, 20 + 25).
    #expect(v.center == CGPoint(x: 60, y: 45))
    v.center = CGPoint(x: 100, y: 100)
    // origin = center − size / 2 = (100 − 50, 100 − 25).
    #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    v.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
    // A bounds change keeps the center: origin (100 − 30, 100 − 10).
    #expect(v.frame == CGRect(x: 70, y: 90, width: 60, height: 20))
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(v.transform == CGAffineTransform(scaleX: 2, y: 2))
    v.alpha = 0.5
    #expect(v.alpha == 0.5)
    v.isHidden = true
    #expect(v.isHidden)
    v.backgroundColor = .red
    #expect(v.backgroundColor == UIColor.red)
    v.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(v.backgroundColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(v.translatesAutoresizingMaskIntoConstraints)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(v.autoresizingMask.contains(.flexibleWidth))
    v.accessibilityIdentifier = "probe"
    #expect(v.accessibilityIdentifier == "probe")
  }

  @Test func marginsSafeAreaAndGuides() {
    let (_, root) = probeWindow()
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(v)
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.view.topAnchor),
      v.widthAnchor.constraint(equalToConstant: 200),
      v.heightAnchor.constraint(equalToConstant: 100),
    ])
    v.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    v.preservesSuperviewLayoutMargins = false
    v.insetsLayoutMarginsFromSafeArea = false
    root.view.layoutIfNeeded()
    #expect(v.safeAreaInsets == .zero)
    #expect(v.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
    // Margins guide: x 10, y 5, 200 − 10 − 20 wide, 100 − 5 − 15 high.
    #expect(v.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 5, width: 170, height: 80))
    v.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(v.readableContentGuide.owningView === v)
    #expect(v.keyboardLayoutGuide.owningView === v)
    let guide = UILayoutGuide()
    guide.identifier = "spacer"
    v.addLayoutGuide(guide)
    #expect(guide.owningView === v)
    #expect(v.layoutGuides.contains(guide))
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: v.layoutMarginsGuide.leadingAnchor),
      guide.widthAnchor.constraint(equalToConstant: 40),
      guide.topAnchor.constraint(equalTo: v.topAnchor),
      guide.heightAnchor.constraint(equalTo: v.heightAnchor, multiplier: 0.5),
    ])
    root.view.layoutIfNeeded()
    // Leading margin 2; height 100 × 0.5.
    #expect(guide.layoutFrame == CGRect(x: 2, y: 0, width: 40, height: 50))
    // No keyboard: the keyboard guide's top is the safe area's bottom (100 here).
    #expect(v.keyboardLayoutGuide.layoutFrame.minY == 100)
  }

  @Test func constraintsLayoutPassAndPriorities() {
    let (window, root) = probeWindow()
    let badge = ProbeBadgeView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(badge)
    let x = NSLayoutConstraint(
      item: badge, attribute: .leading, relatedBy: .equal, toItem: root.view,
      attribute: .leading, multiplier: 1, constant: 12)
    let y = NSLayoutConstraint(
      item: badge, attribute: .top, relatedBy: .equal, toItem: root.view, attribute: .top,
      multiplier: 1, constant: 34)
    root.view.addConstraint(x)
    root.view.addConstraints([y])
    #expect(root.view.constraints.contains(x))
    #expect(x.isActive && y.isActive)
    root.view.setNeedsLayout()
    root.view.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 12, y: 34, width: 30, height: 30))
    #expect(badge.layoutCount >= 1)
    badge.side = 44
    badge.invalidateIntrinsicContentSize()
    window.layoutIfNeeded()
    #expect(badge.frame.size == CGSize(width: 44, height: 44))
    root.view.removeConstraint(x)
    root.view.removeConstraints([y])
    #expect(!x.isActive && !y.isActive)

    badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    badge.setContentCompressionResistancePriority(.required, for: .vertical)
    #expect(badge.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(badge.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(badge.contentCompressionResistancePriority(for: .vertical) == .required)
    #expect(badge.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)

    let p1 = UILayoutPriority(rawValue: 999)
    let p2 = UILayoutPriority(999)
    #expect(p1 == p2)
    #expect(UILayoutPriority.required - 1 == p1)
    #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority.defaultLow < .defaultHigh)
  }

  @Test func systemLayoutSizeFittingReturnsCGSize() {
    Simulation.reset()
    let card = UIView()
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
      inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
      inner.heightAnchor.constraint(equalToConstant: 40),
    ])
    let compressed: CGSize = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // 10 + 80 + 10 wide, 5 + 40 + 5 high.
    #expect(compressed == CGSize(width: 100, height: 50))
    let wide: CGSize = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 300, height: 50))
    #expect(UIView.layoutFittingExpandedSize.width > 1e6)
  }

  @Test func layerPresentationIsOptional() {
    let (_, root) = probeWindow()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let before: CALayer? = v.layer.presentation()
    #expect(before == nil)
    root.view.addSubview(v)
    Simulation.advance(by: 0)
    #expect(v.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  // MARK: - Controls

  @Test func controls() {
    let (_, root) = probeWindow()
    let label = UILabel()
    label.text = "Hello"
    label.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
    label.numberOfLines = 0
    // Text model: 0.5 × 20 per character, 1.2 × 20 per line: 5 × 10 by 24.
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
    label.font = .preferredFont(forTextStyle: .body)
    #expect(label.font.pointSize == 17)
    label.textAlignment = .center
    label.textColor = .label

    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    #expect(button.title(for: .normal) == "Go")
    let custom = UIButton(type: .custom)
    #expect(custom.buttonType == .custom)

    let image = UIImage(size: CGSize(width: 40, height: 30))
    let imageView = UIImageView(image: image)
    #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(imageView.contentMode == .scaleToFill)
    imageView.contentMode = .scaleAspectFit
    #expect(imageView.contentMode.rawValue == 1)

    let field = UITextField()
    field.placeholder = "Name"
    field.text = "abc"
    #expect(field.borderStyle == .none)
    field.borderStyle = .roundedRect
    #expect(field.borderStyle.rawValue == 3)
    #expect(field.text == "abc")

    let toggle = UISwitch()
    toggle.setOn(true, animated: false)
    #expect(toggle.isOn)
    // Apple's switch is 51 × 31.
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))

    for view in [label, button, imageView, field, toggle] as [UIView] {
      root.view.addSubview(view)
    }
    #expect(root.view.subviews.count == 5)
  }

  @Test func stackView() {
    let (_, root) = probeWindow()
    let a = ProbeBadgeView()
    let b = ProbeBadgeView()
    let c = ProbeBadgeView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .leading
    stack.spacing = 10
    stack.insertArrangedSubview(c, at: 0)
    stack.setCustomSpacing(20, after: c)
    #expect(stack.customSpacing(after: c) == 20)
    #expect(stack.arrangedSubviews == [c, a, b])
    root.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.view.topAnchor),
    ])
    root.view.layoutIfNeeded()
    // c at 0, 20 after it, a at 50, 10 after it, b at 90; each 30 high.
    #expect(c.frame.minY == 0)
    #expect(a.frame.minY == 50)
    #expect(b.frame.minY == 90)
    stack.removeArrangedSubview(c)
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews == [a, b])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.spacing = UIStackView.spacingUseSystem
    #expect(stack.isLayoutMarginsRelativeArrangement)
    let horizontal = UIStackView()
    horizontal.axis = .horizontal
    horizontal.distribution = .fillEqually
    horizontal.alignment = .center
    #expect(horizontal.distribution == .fillEqually)
  }

  @Test func scrollView() {
    let (_, root) = probeWindow()
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(scroll)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
    ])
    root.view.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 400, height: 2000))
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
  }

  @Test func adjustedContentInsetAddsTheSafeArea() {
    Simulation.reset()
    // iPhone 15 Pro portrait: safe area insets (59, 0, 34, 0) (the device catalogue).
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let scroll = UIScrollView(frame: window.bounds)
    window.addSubview(scroll)
    scroll.contentSize = CGSize(width: 393, height: 2000)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    Simulation.advance(by: 0)
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    // Taller content than the 852-point frame: scrollable vertically, so top and bottom add
    // the safe area (10 + 59, 20 + 34); not wider, so left and right do not.
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
    scroll.contentSize = CGSize(width: 393, height: 500)
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    // Content that fits: only the content insets.
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset.top == 69)
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.alwaysBounceVertical = false
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
  }

  @Test func geometryValueTypes() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets != .zero)
    #expect(UIEdgeInsets() == .zero)
    #expect(NSDirectionalEdgeInsets() == .zero)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(directional.leading == 2)

    let t = CGAffineTransform.identity
    #expect(t.isIdentity)
    let moved = CGAffineTransform(translationX: 10, y: 20)
    #expect(moved.tx == 10 && moved.ty == 20)
    let scaled = CGAffineTransform(scaleX: 2, y: 3)
    #expect(scaled.a == 2 && scaled.d == 3)
    let turned = CGAffineTransform(rotationAngle: .pi / 2)
    // cos(π/2) ≈ 0, sin(π/2) = 1.
    #expect(abs(turned.a) < 1e-12 && turned.b == 1)
    // scale then translate: translatedBy applies the translation in the scaled space:
    // tx = 2 × 5, ty = 3 × 5.
    let both = scaled.translatedBy(x: 5, y: 5)
    #expect(both.tx == 10 && both.ty == 15)
    #expect(moved.scaledBy(x: 2, y: 2).a == 2)
    #expect(abs(t.rotated(by: .pi).a + 1) < 1e-12)
    #expect(moved.concatenating(scaled).tx == 20)
    #expect(moved.inverted().tx == -10)
    #expect(moved.concatenating(moved.inverted()).isIdentity)
    let point = CGPoint(x: 1, y: 1).applying(scaled)
    #expect(point == CGPoint(x: 2, y: 3))
  }

  // MARK: - 2. Constraints and anchors

  @Test func anchorsReturnConstraints() {
    let (_, root) = probeWindow()
    let a = UIView()
    let b = UIView()
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(v)
    }
    let made: [NSLayoutConstraint] = [
      a.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 10),
      b.heightAnchor.constraint(equalToConstant: 20),
      b.trailingAnchor.constraint(lessThanOrEqualTo: root.view.trailingAnchor),
      b.bottomAnchor.constraint(lessThanOrEqualTo: root.view.bottomAnchor, constant: -10),
      b.leadingAnchor.constraint(greaterThanOrEqualTo: root.view.leadingAnchor),
      b.topAnchor.constraint(greaterThanOrEqualTo: root.view.topAnchor, constant: 1),
      a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
      a.widthAnchor.constraint(lessThanOrEqualToConstant: 1000),
      b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 1),
      b.widthAnchor.constraint(lessThanOrEqualTo: root.view.widthAnchor, multiplier: 1),
      b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 1, constant: 5),
      b.widthAnchor.constraint(
        lessThanOrEqualTo: root.view.widthAnchor, multiplier: 1, constant: 0),
      b.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      b.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 3),
    ]
    NSLayoutConstraint.activate(made)
    root.view.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 10, width: 100, height: 50))
    // b: x = 100 + 8, y = 60 + 2 × 8, width 2 × 100 + 10.
    #expect(b.frame == CGRect(x: 108, y: 76, width: 210, height: 20))
    let first = made[1]
    #expect(first.firstItem === a)
    #expect(first.secondItem === root.view)
    #expect(first.firstAttribute == .top)
    #expect(first.secondAttribute == .top)
    #expect(first.relation == .equal)
    #expect(first.constant == 10)
    #expect(made[3].multiplier == 0.5)
    first.identifier = "a-top"
    #expect(first.identifier == "a-top")
    NSLayoutConstraint.deactivate(made)
    #expect(made.allSatisfy { !$0.isActive })
    // Required ↔ optional only on an inactive constraint (UIKit raises otherwise).
    first.priority = .defaultHigh
    #expect(first.priority == .defaultHigh)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func anchorWithOffsetMakesADimension() {
    let (_, root) = probeWindow()
    let a = UIView()
    let b = UIView()
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(v)
    }
    let gap: NSLayoutDimension = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let vertical: NSLayoutDimension = a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.view.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 50),
      b.widthAnchor.constraint(equalToConstant: 50),
      b.heightAnchor.constraint(equalToConstant: 50),
      gap.constraint(equalToConstant: 30),
      vertical.constraint(equalTo: gap, multiplier: 2),
    ])
    root.view.layoutIfNeeded()
    // b.leading − a.trailing = 30: x 50 + 30; b.top − a.bottom = 2 × 30: y 50 + 60.
    #expect(b.frame == CGRect(x: 80, y: 110, width: 50, height: 50))
    #expect(Simulation.errors.isEmpty)
    // The hidden guides are not the app's: the view lists none.
    #expect(root.view.layoutGuides.isEmpty)
    #expect(root.view.subviews == [a, b])
    Simulation.record(fps: 60)
    Simulation.advance(by: 1.0 / 60)
    #expect(!Simulation.recording.views.contains { $0.name.hasPrefix("OffsetGuide") })
  }

  @Test func anchorWithOffsetOfUnrelatedItemsIsRecorded() {
    Simulation.reset()
    let a = UIView()
    let b = UIView()
    _ = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)
    #expect(Simulation.errors.count == 1)
  }

  @Test func visualFormat() {
    let (_, root) = probeWindow()
    let a = UIView()
    let b = UIView()
    for v in [a, b] {
      v.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(v)
    }
    let views: [String: Any] = ["a": a, "b": b]
    let metrics: [String: Any]? = ["pad": 20, "w": 60.0]
    var all = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-(pad)-[a(w)]-[b(==a)]", options: [.alignAllTop, .alignAllBottom],
      metrics: metrics, views: views)
    all += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-(pad)-[a(40)]", options: [], metrics: ["pad": 20], views: ["a": a])
    let typed: [String: UIView] = ["b": b]
    all += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[b(40)]", metrics: nil, views: typed)
    NSLayoutConstraint.activate(all)
    root.view.layoutIfNeeded()
    // a at x 20, 60 wide; b 8 after it: x 88; both y 20, 40 high.
    #expect(a.frame == CGRect(x: 20, y: 20, width: 60, height: 40))
    #expect(b.frame == CGRect(x: 88, y: 20, width: 60, height: 40))
    #expect(Simulation.log.isEmpty)
    #expect(Simulation.errors.isEmpty)
  }

  // MARK: - 3. Controllers and windows

  @Test func controllersAndWindow() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let parent = ProbeViewController()
    window.rootViewController = parent
    window.makeKeyAndVisible()
    #expect(window.rootViewController === parent)
    Simulation.advance(by: 0)
    #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
    #expect(parent.box.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(parent.willLayout >= 1 && parent.didLayout >= 1)

    let child = ProbeViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.view.frame = CGRect(x: 0, y: 100, width: 400, height: 200)
    child.didMove(toParent: parent)
    #expect(parent.children == [child])
    #expect(child.parent === parent)
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
    Simulation.advance(by: 0)
    // The child's box sits at its safe area's corner: (5, 10) inside the child's view.
    #expect(child.box.frame.origin == CGPoint(x: 5, y: 10))
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parents == ["will parent", "did parent", "will nil", "did nil"])
  }

  // MARK: - 4. Animations

  @Test func animateForms() {
    let (_, root) = probeWindow()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(v)
    Simulation.advance(by: 0)
    var finished: [Bool] = []
    UIView.animate(withDuration: 1) {
      v.frame.origin.x = 100
    }
    Simulation.advance(by: 0.5)
    // ease-in-ease-out is symmetric: half way at half time, 50.
    #expect(abs((v.layer.presentation()?.frame.minX ?? 0) - 50) < 1e-9)
    Simulation.advance(by: 0.5)
    UIView.animate(
      withDuration: 1,
      animations: { v.alpha = 0 },
      completion: { finished.append($0) })
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
      v.frame.origin.y = 100
    } completion: { done in
      finished.append(done)
    }
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveEaseOut, animations: { v.frame.size.width = 50 },
      completion: nil)
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [], animations: { v.frame.size.height = 50 }, completion: { finished.append($0) })
    Simulation.advance(by: 0.25)
    // Linear: a quarter of 100.
    #expect(abs((v.layer.presentation()?.frame.minY ?? 0) - 25) < 1e-9)
    Simulation.advance(by: 1)
    #expect(finished == [true, true, true])
    UIView.performWithoutAnimation {
      v.frame.origin.x = 0
    }
    #expect(v.frame.minX == 0)
    let options: UIView.AnimationOptions = [
      .curveEaseIn, .allowUserInteraction, .layoutSubviews, .transitionCrossDissolve,
      .transitionFlipFromRight, .transitionCurlUp, .transitionNone,
      .preferredFramesPerSecondDefault, .preferredFramesPerSecond60, .overrideInheritedCurve,
    ]
    #expect(options.contains(.curveEaseIn))
    // UIKit's raw values: the transitions in bits 20–22, the frame rates in 24–27.
    #expect(UIView.AnimationOptions.transitionFlipFromRight.rawValue == 2 << 20)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    #expect(UIView.AnimationOptions.preferredFramesPerSecondDefault.rawValue == 0)
    let curve: UIView.AnimationCurve = .easeInOut
    #expect(curve.rawValue == 0)
  }

  @Test func keyframes() {
    let (_, root) = probeWindow()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(v)
    Simulation.advance(by: 0)
    var done = false
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          v.frame.origin.x = 100
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          v.frame.origin.x = 200
        }
      },
      completion: { done = $0 })
    Simulation.advance(by: 0.5)
    // Linear key frames: 100 at half time.
    #expect(abs((v.layer.presentation()?.frame.minX ?? 0) - 100) < 1e-9)
    Simulation.advance(by: 0.5)
    #expect(done)
    let options: UIView.KeyframeAnimationOptions = [
      .calculationModeCubic, .calculationModeDiscrete, .calculationModePaced,
      .calculationModeCubicPaced, .beginFromCurrentState, .allowUserInteraction,
      .layoutSubviews, .repeat, .autoreverse, .overrideInheritedDuration,
      .overrideInheritedOptions,
    ]
    #expect(options.contains(.autoreverse))
  }

  @Test func propertyAnimators() {
    let (_, root) = probeWindow()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(v)
    Simulation.advance(by: 0)
    let linear = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      v.frame.origin.x = 100
    }
    var position: UIViewAnimatingPosition?
    linear.addCompletion { position = $0 }
    linear.startAnimation()
    Simulation.advance(by: 0.25)
    #expect(abs((v.layer.presentation()?.frame.minX ?? 0) - 25) < 1e-9)
    Simulation.advance(by: 1)
    #expect(position == .end)

    let bezier = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1),
      animations: { v.frame.origin.x = 0 })
    bezier.startAnimation()
    Simulation.advance(by: 0.5)
    // (0, 0) (1, 1) is the straight line: 100 − 50.
    #expect(abs((v.layer.presentation()?.frame.minX ?? 0) - 50) < 1e-6)
    Simulation.advance(by: 1)

    let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) {
      v.alpha = 0.5
    }
    spring.startAnimation()
    let parameters = UISpringTimingParameters(
      dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    let custom = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
    custom.addAnimations { v.frame.origin.y = 50 }
    custom.startAnimation(afterDelay: 0.1)
    let cubic = UICubicTimingParameters(animationCurve: .easeOut)
    let cubic2 = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
    let mass = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    let made = [
      UIViewPropertyAnimator(duration: 1, timingParameters: cubic),
      UIViewPropertyAnimator(duration: 1, timingParameters: cubic2),
      UIViewPropertyAnimator(duration: 1, timingParameters: mass),
    ]
    #expect(made.allSatisfy { $0.state == .inactive })
    Simulation.advance(by: 1)
    #expect(v.frame.minY == 50)

    var runningPosition: UIViewAnimatingPosition?
    // The result dropped, as apps write it: the running animator lives until it ends.
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0, animations: { v.frame.origin.y = 0 },
      completion: { runningPosition = $0 })
    let running = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { v.alpha = 1 })
    #expect(running.state == .active)
    Simulation.advance(by: 0.25)
    // Ease-in-ease-out (no curve option) half way: y 50 − 25.
    #expect(abs((v.layer.presentation()?.frame.minY ?? 0) - 25) < 1e-9)
    Simulation.advance(by: 1)
    #expect(runningPosition == .end)
    let now: CFTimeInterval = CACurrentMediaTime()
    #expect(now == Simulation.time)
  }

  @Test func mediaTimeIsReadableOffTheMainActor() {
    Simulation.reset()
    // ProbeStopwatch's nonisolated methods compile only if CACurrentMediaTime() is not
    // isolated to the main actor (it was). (The test stays on the main actor: awaiting here
    // would let another test reset the shared simulation.)
    let watch = ProbeStopwatch()
    #expect(watch.start == 0)
    Simulation.advance(by: 0.5)
    // 30 frames of 1/60 s.
    #expect(watch.elapsed() == 0.5)
  }

  @Test func defaultTimingParameters() {
    let (_, root) = probeWindow()
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.view.addSubview(v)
    Simulation.advance(by: 0)
    let cubic = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters())
    cubic.addAnimations { v.frame.origin.x = 100 }
    cubic.startAnimation()
    Simulation.advance(by: 0.5)
    // Apple: UICubicTimingParameters() is "the default Core Animation timing function",
    // (0.25, 0.1)(0.25, 1), at 0.802403 at half time (bisection by hand, as in
    // AnimationContextTests); ease-in-ease-out would be at 0.5.
    #expect(abs((v.layer.presentation()?.frame.minX ?? 0) - 80.2403) < 1e-3)
    Simulation.advance(by: 0.5)
    #expect(v.layer.presentation()?.frame.minX == 100)

    // Apple: UISpringTimingParameters() has damping ratio 4.56 and no initial velocity; a
    // duration spring settles at its duration.
    let spring = UIViewPropertyAnimator(
      duration: 1, timingParameters: UISpringTimingParameters())
    spring.addAnimations { v.frame.origin.x = 0 }
    var position: UIViewAnimatingPosition?
    spring.addCompletion { position = $0 }
    spring.startAnimation()
    Simulation.advance(by: 0.5)
    let mid = v.layer.presentation()?.frame.minX ?? -1
    // Overdamped: strictly between the ends half way, never past them.
    #expect(mid > 0 && mid < 100)
    Simulation.advance(by: 0.5)
    #expect(position == .end)
    #expect(v.layer.presentation()?.frame.minX == 0)
    #expect(Simulation.errors.isEmpty)
  }
}

/// Layer drawing properties, as view code sets them (stored only: nothing is drawn).
@MainActor @Suite struct LayerDrawingPropertiesTests {
  @Test func layerPropertiesAreStoredAndSharedWithThePresentation() {
    let (_, root) = probeWindow()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    // Core Animation's defaults: no corner radius, no clipping, a transparent 3-point
    // shadow offset (0, −3), opaque black border and shadow colours.
    #expect(card.layer.cornerRadius == 0)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(card.layer.shadowRadius == 3)
    #expect(card.layer.borderColor == UIColor.black.cgColor)
    card.layer.cornerRadius = 12
    card.layer.masksToBounds = true
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.red.cgColor
    card.layer.backgroundColor = UIColor.white.cgColor
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 8
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    root.view.addSubview(card)
    Simulation.advance(by: 0)
    #expect(card.layer.cornerRadius == 12)
    #expect(card.layer.masksToBounds)
    #expect(card.layer.borderWidth == 1)
    #expect(card.layer.borderColor.map { UIColor(cgColor: $0) } == UIColor.red)
    #expect(card.layer.shadowOpacity == 0.2)
    // The presentation copy reads the same stored values.
    #expect(card.layer.presentation()?.cornerRadius == 12)
    #expect(card.layer.presentation()?.model().shadowRadius == 8)
  }
}
