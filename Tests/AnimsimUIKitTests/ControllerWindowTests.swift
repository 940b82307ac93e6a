import AnimsimUIKit
import Testing

/// A root view of its own class, made in `loadView`.
private final class BoardView: UIView {}

/// A controller that makes its view in `loadView` and records its callbacks.
private final class BoardController: UIViewController {
  var events: [String] = []

  override func loadView() {
    events.append("loadView")
    view = BoardView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }

  override func willMove(toParent parent: UIViewController?) {
    events.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
  }

  override func didMove(toParent parent: UIViewController?) {
    events.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
  }
}

/// A view pinned to `view`'s safe-area top, full width, 10 high.
@MainActor private func safeAreaMarker(in view: UIView) -> UIView {
  let marker = UIView()
  marker.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(marker)
  NSLayoutConstraint.activate([
    marker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    marker.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    marker.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
    marker.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
  ])
  return marker
}

@MainActor @Suite struct ControllerWindowTests {
  @Test func loadViewThenViewDidLoadOnFirstAccess() {
    Simulation.reset()
    let controller = BoardController()
    // Apple, view: "If you access this property when its value is nil, the view controller
    // automatically calls the loadView() method".
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.events.isEmpty)
    #expect(controller.view is BoardView)
    #expect(controller.isViewLoaded)
    _ = controller.view
    #expect(controller.events == ["loadView", "viewDidLoad"])
  }

  @Test func rootViewControllerFillsAFrameWindowAndAppears() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = BoardController()
    window.rootViewController = controller
    #expect(window.rootViewController === controller)
    #expect(!window.isKeyWindow)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
    Simulation.advance(by: 0)
    // The root view fills the window and follows it when it resizes.
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(controller.view.superview === window)
    window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
    Simulation.advance(by: 0)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
  }

  @Test func replacingTheRootViewControllerRemovesTheOldView() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = UIViewController()
    let second = UIViewController()
    window.rootViewController = first
    window.rootViewController = second
    #expect(first.view.superview == nil)
    #expect(second.view.superview === window)
    #expect(window.subviews.count == 1)
  }

  @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
    Simulation.reset()
    let parent = UIViewController()
    let child = BoardController()
    parent.addChild(child)
    // Apple, addChild(_:): "this method calls willMove(toParent:) automatically"; the
    // container calls didMove(toParent:) itself after adding the view.
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    // Apple, removeFromParent(): "automatically calls the didMove(toParent:) method of the
    // child view controller" (with nil); the container calls willMove(toParent: nil) first.
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    // addChild does not load the child's view: willMove comes first.
    #expect(
      child.events == [
        "willMove(parent)", "loadView", "viewDidLoad", "didMove(parent)", "willMove(nil)",
        "didMove(nil)",
      ])
  }

  @Test func additionalSafeAreaInsetsWidenTheSafeAreaOfADeviceWindow() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let controller = UIViewController()
    window.rootViewController = controller
    let marker = safeAreaMarker(in: controller.view)
    Simulation.advance(by: 0)
    // iPhone 15 Pro: (59, 0, 34, 0).
    #expect(marker.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 93))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 6, right: 7)
    Simulation.advance(by: 0)
    // Apple, additionalSafeAreaInsets: added to the system's: (69, 5, 40, 7).
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 40, right: 7))
    #expect(marker.frame == CGRect(x: 5, y: 69, width: 393 - 12, height: 852 - 109))
  }

  @Test func additionalSafeAreaInsetsWorkInAFrameWindow() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    let marker = safeAreaMarker(in: controller.view)
    Simulation.advance(by: 0)
    #expect(marker.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
    Simulation.advance(by: 0)
    // No system insets: the safe area is the additional insets alone: (44, 0, 20, 0).
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
    #expect(marker.frame == CGRect(x: 0, y: 44, width: 320, height: 416))
    // Resizing the window keeps the insets.
    window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
    Simulation.advance(by: 0)
    #expect(marker.frame == CGRect(x: 0, y: 44, width: 400, height: 536))
  }

  @Test func aRootControllersAdditionalInsetsStayOnItsView() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let controller = UIViewController()
    window.rootViewController = controller
    // A view the app puts straight on the window, over the whole screen (a banner layer).
    let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.addSubview(overlay)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 6, right: 7)
    Simulation.advance(by: 0)
    // Apple, additionalSafeAreaInsets: "adjust the safe area insets of this view controller's
    // views"; the window's own safe area is the device's, (59, 0, 34, 0) on an iPhone 15
    // Pro, and so is that of a full-screen view outside the controller.
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(overlay.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The controller's view: the device's plus its additional insets, (69, 5, 40, 7).
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 40, right: 7))
  }

  @Test func aFrameWindowsOwnSafeAreaStaysEmptyUnderARootControllersInsets() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    window.rootViewController = controller
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
    Simulation.advance(by: 0)
    // No device: the window has no safe-area insets; the controller's view has its own.
    #expect(window.safeAreaInsets == .zero)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
  }

  @Test func deviceWindowRoundsFramesToThePixelGrid() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let frameWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    var boxes: [UIView] = []
    for host in [window, frameWindow] {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20.1),
        box.widthAnchor.constraint(equalToConstant: 33.3),
        box.topAnchor.constraint(equalTo: host.topAnchor, constant: 10.5),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      boxes.append(box)
    }
    Simulation.advance(by: 0)
    // @3x: each edge to the nearest third of a point. Left 20.1 → 60.3 px → 60 → 20; right
    // 53.4 → 160.2 px → 160 → 53.333…; top 10.5 → 31.5 px → 32 (halves up) → 10.666…;
    // bottom 20.5 → 61.5 px → 62 → 20.666…. Width 160/3 − 20, height 10.
    let rounded = boxes[0].frame
    #expect(rounded.minX == 20)
    #expect(abs(rounded.width - (160.0 / 3 - 20)) < 1e-9)
    #expect(abs(rounded.minY - 32.0 / 3) < 1e-9)
    #expect(abs(rounded.height - 10) < 1e-9)
    // UIWindow(frame:) has no screen scale: nothing is rounded.
    #expect(abs(boxes[1].frame.minX - 20.1) < 1e-9)
    #expect(abs(boxes[1].frame.width - 33.3) < 1e-9)
  }

  @Test func landscapeDeviceWindowSwapsTheSizeAndMovesTheSafeArea() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .landscape)
    let controller = UIViewController()
    window.rootViewController = controller
    _ = safeAreaMarker(in: controller.view)
    Simulation.advance(by: 0)
    // Landscape: 852 × 393, safe area (0, 59, 21, 59) (docs/layout.md device table).
    #expect(window.frame.size == CGSize(width: 852, height: 393))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }
}
