import AnimsimUIKit
import Testing

/// A view whose intrinsic size is an override that changes (UIKit's pattern).
private final class BadgeView: UIView {
  var side: CGFloat = 10 {
    didSet { invalidateIntrinsicContentSize() }
  }
  var layoutCount = 0

  override var intrinsicContentSize: CGSize { CGSize(width: side * 2, height: side) }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
}

/// A controller that records the order of the layout callbacks.
private final class RecordingController: UIViewController {
  var events: [String] = []
  let badge = BadgeView()

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
    ])
  }

  override func viewWillLayoutSubviews() { events.append("will") }

  override func viewDidLayoutSubviews() { events.append("did(\(badge.frame.width))") }
}

@MainActor @Suite struct ViewLayoutTests {
  @Test func anchorsPlaceAViewInAWindow() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      box.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20),
      box.heightAnchor.constraint(equalToConstant: 80),
    ])
    #expect(box.frame == .zero)  // nothing laid out before the run loop's pass
    Simulation.advance(by: 0)
    // x = 20, width = 320 − 40 = 280, y = 480 − 20 − 80 = 380.
    #expect(box.frame == CGRect(x: 20, y: 380, width: 280, height: 80))
    #expect(box.center == CGPoint(x: 160, y: 420))
    #expect(box.bounds == CGRect(x: 0, y: 0, width: 280, height: 80))
    #expect(Simulation.errors.isEmpty)
  }

  @Test func overriddenIntrinsicSizeIsReadAgainAfterInvalidation() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = RecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    Simulation.advance(by: 0)
    // Intrinsic size 2 × 10 by 10, at (20, 40).
    #expect(controller.badge.frame == CGRect(x: 20, y: 40, width: 20, height: 10))
    controller.badge.side = 15
    controller.view.layoutIfNeeded()
    #expect(controller.badge.frame == CGRect(x: 20, y: 40, width: 30, height: 15))
    // viewDidLoad once; each pass: will, then did after the badge was placed.
    #expect(controller.events == ["viewDidLoad", "will", "did(20.0)", "will", "did(30.0)"])
    #expect(controller.badge.layoutCount == 2)
  }

  @Test func layoutSubviewsRunsParentsFirst() {
    Simulation.reset()
    final class Recorder: UIView {
      static var order: [String] = []
      override func layoutSubviews() { Self.order.append(accessibilityIdentifier ?? "?") }
    }
    Recorder.order = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.accessibilityIdentifier = "parent"
    let child = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.accessibilityIdentifier = "child"
    parent.addSubview(child)
    window.addSubview(parent)
    Simulation.advance(by: 0)
    #expect(Recorder.order == ["parent", "child"])
    // Only a view that needs layout lays out again.
    child.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(Recorder.order == ["parent", "child", "child"])
  }

  @Test func deviceWindowHasSafeAreaAndMargins() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let controller = UIViewController()
    window.rootViewController = controller
    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      header.trailingAnchor.constraint(
        equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 44.5),
    ])
    Simulation.advance(by: 0)
    // iPhone 15 Pro: 393 × 852 @3x, safe area top 59, minimum side margins 16.
    // Height 44.5 rounds to the @3x grid: 44.6667 (134 px).
    #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(header.frame.origin == CGPoint(x: 16, y: 59))
    #expect(abs(header.frame.width - (393 - 32)) < 1e-9)
    #expect(abs(header.frame.height - 134.0 / 3) < 1e-9)
  }

  @Test func unknownDeviceIsRecorded() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone99")
    #expect(window.frame.size == CGSize(width: 320, height: 568))
    #expect(Simulation.errors.count == 1)
    #expect(Simulation.errors.first?.message.contains("iPhone99") == true)
  }
}

@MainActor @Suite struct GeometryTests {
  @Test func affineTransformMirrorsLayout() {
    // Translate by (10, 0), then scale by 2 (applied first): (1, 1) → (2, 2) → (12, 2).
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    #expect(CGAffineTransform.identity.isIdentity)
    let view = UIView()
    view.transform = t
    view.alpha = 0.5
    #expect(view.transform == t)
    #expect(view.layer.opacity == 0.5)
    // Appearance only: the frame is the layout frame.
    #expect(view.frame == .zero)
  }

  @Test func recordingNamesViewsAndWritesTheCLIFormats() {
    Simulation.reset()
    Simulation.record(fps: 30)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let named = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    named.accessibilityIdentifier = "named"
    let anonymous = UILabel()
    window.addSubview(named)
    window.addSubview(anonymous)
    Simulation.advance(by: 0.1)
    let recording = Simulation.recording
    // Frames at 0, 1/30, 2/30 and 3/30 s: four.
    #expect(recording.frames.count == 4)
    #expect(recording.views.map(\.name) == ["UIWindow1", "named", "UILabel1"])
    #expect(recording.csv.hasPrefix("frame,time,view"))
    #expect(recording.json.hasPrefix("{"))
    #expect(recording.html().contains("<html"))
  }
}
