import AnimsimCore
import Foundation
import Layout

/// A window (AppKit's `NSWindow`): a content view of the content rectangle's size, laid
/// out by its own engine and timeline in the simulation.
@MainActor open class NSWindow {
  /// The window's style (stored only).
  public struct StyleMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let borderless = StyleMask([])
    public static let titled = StyleMask(rawValue: 1 << 0)
    public static let closable = StyleMask(rawValue: 1 << 1)
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    public static let resizable = StyleMask(rawValue: 1 << 3)
    public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
  }

  /// How the window is drawn (stored only).
  public enum BackingStoreType: UInt, Sendable {
    case retained = 0
    case nonretained = 1
    case buffered = 2
  }

  /// The root of the window's view tree (the engine's root; the content view fills it).
  private let frameView: NSView
  /// The window in the simulation.
  private weak var context: WindowContext?
  /// The style.
  public var styleMask: StyleMask
  /// The title (stored only).
  open var title = ""
  /// The content rectangle's origin (stored; frames are the content view's).
  private var origin: CGPoint
  private var storedContentView: NSView?

  /// A window whose content area is `contentRect`.
  public init(
    contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
    defer flag: Bool
  ) {
    styleMask = style
    origin = contentRect.origin
    let engine = LayoutEngine(rootSize: contentRect.size.layoutSize)
    NSView.adoptNext(engine.root)
    frameView = NSView(frame: .zero)
    frameView.node.accessibilityIdentifier = nil
    context = Runtime.shared.addWindow(engine: engine, root: frameView)
    contentView = NSView(frame: CGRect(origin: .zero, size: contentRect.size))
  }

  /// The view that fills the content area.
  open var contentView: NSView? {
    get { storedContentView }
    set {
      storedContentView?.removeFromSuperview()
      storedContentView = newValue
      guard let view = newValue else { return }
      view.translatesAutoresizingMaskIntoConstraints = true
      frameView.addSubview(view)
      view.frame = CGRect(origin: .zero, size: CGSize(frameView.node.view.frame.size))
      view.autoresizingMask = [.width, .height]
    }
  }

  /// The content area's rectangle in screen coordinates.
  open var frame: NSRect { CGRect(origin: origin, size: CGSize(frameView.node.view.frame.size)) }

  /// Resizes the content area.
  open func setContentSize(_ size: NSSize) { context?.engine.rootSize = size.layoutSize }

  /// Makes the window key and shows it.
  open func makeKeyAndOrderFront(_ sender: Any?) { Runtime.shared.keyWindow = context }

  /// Shows the window.
  open func orderFront(_ sender: Any?) {}

  /// Lays out the window now if anything is pending.
  open func layoutIfNeeded() { frameView.layoutSubtreeIfNeeded() }
}
