import AnimsimCore
import Foundation
import Layout

/// A window (UIKit's `UIWindow`): a view tree with its own layout engine and timeline.
///
/// `UIWindow(device:orientation:)` gives it a device's screen
/// (size, safe area, pixel scale, minimum margins).
@MainActor open class UIWindow: UIView {
  /// The window in the simulation (nil after `Simulation.reset()` for a window made before).
  private weak var context: WindowContext?
  /// The device screen, for a window made with `init(device:orientation:)`.
  private let screen: Screen?
  /// The root view controller.
  private var storedRootViewController: UIViewController?

  /// A window of `frame` (its size is the engine's root size; no safe area, no pixel
  /// grid).
  public override init(frame: CGRect) {
    screen = nil
    let engine = LayoutEngine(rootSize: frame.size.layoutSize, spacing: .margins)
    UIWindow.adoptNext(engine.root)
    super.init(frame: .zero)
    context = Runtime.shared.addWindow(engine: engine, root: self)
  }

  /// A window filling the screen of a device of the catalogue (docs/layout.md, Devices):
  /// `UIWindow(device: "iPhone15Pro", orientation: .portrait)`.
  ///
  /// An unknown name is recorded in `Simulation.errors`; the window is then a plain
  /// 320 × 568 window.
  public init(device: String, orientation: Orientation = .portrait) {
    let found = Device.lookup(device)
    if found == nil {
      Runtime.shared.record(.unknownDevice(device), call: "UIWindow(device:orientation:)")
    }
    let screen = found?.screen(orientation) ?? Screen(size: Size(width: 320, height: 568))
    self.screen = screen
    let engine = LayoutEngine(screen: screen, spacing: .margins)
    UIWindow.adoptNext(engine.root)
    super.init(frame: .zero)
    context = Runtime.shared.addWindow(engine: engine, root: self)
  }

  /// Windows are not decoded from archives here: always nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The window's frame: origin and the screen's size.
  open override var frame: CGRect {
    get { CGRect(origin: storedOrigin, size: CGSize(node.view.frame.size)) }
    set {
      storedOrigin = newValue.origin
      guard let engine = context?.engine else { return }
      engine.rootSize = newValue.size.layoutSize
    }
  }
  private var storedOrigin = CGPoint.zero

  /// The root view controller: its view fills the window.
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set {
      storedRootViewController?.viewIfLoaded?.removeFromSuperview()
      storedRootViewController?.rootOfWindow = nil
      storedRootViewController = newValue
      newValue?.rootOfWindow = self
      guard let controller = newValue, let view = controller.view else { return }
      view.frame = CGRect(origin: .zero, size: CGSize(node.view.frame.size))
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if let minimum = minimumMargins {
        view.node.view.layoutMargins = controller.respectingMinimum(minimum, view)
      }
      addSubview(view)
    }
  }

  /// Makes the window key and shows it (its root view controller's view appears).
  open func makeKeyAndVisible() {
    Runtime.shared.keyWindow = context
    storedRootViewController?.viewWillAppear(false)
    storedRootViewController?.viewDidAppear(false)
  }

  /// Whether this is the key window.
  open var isKeyWindow: Bool { context != nil && Runtime.shared.keyWindow === context }

  /// The system minimum margins of a view controller's root view on this window's device
  /// (0 above and below), nil for a window without a device.
  var minimumMargins: EdgeInsets? {
    screen?.systemMinimumLayoutMargins.map { $0.absolute(in: .leftToRight) }
  }
}
