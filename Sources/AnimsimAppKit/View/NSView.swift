import AnimsimCore
import Foundation
import Layout

/// A rectangle on screen that Auto Layout positions (AppKit's `NSView`), on a Layout view.
///
/// Frames are in the superview's coordinates with y growing upward unless the superview
/// `isFlipped` (Apple, `NSView.isFlipped`: "the default is false"), converted from the
/// engine's top-left solve: `y = superview height − top − height`. Subclass it as in AppKit:
/// override `isFlipped`, `intrinsicContentSize`, `layout()`. The view's name in recordings
/// is its `identifier`, else its class and a counter (`NSView1`).
@MainActor open class NSView: HostedView, LayoutItem {
  /// The view's place in the tree and its Layout view.
  package let node: ViewNode
  /// The Layout view the next `init(frame:)` adopts (a window's engine root).
  private static var adopting: View?

  /// Creates a view with the given frame.
  public init(frame frameRect: NSRect) {
    let className = String(describing: Self.self)
    if let adopted = NSView.adopting {
      NSView.adopting = nil
      node = ViewNode(
        view: adopted, className: className, defaultName: Runtime.shared.nextName(for: className))
    } else {
      let name = Runtime.shared.nextName(for: className)
      node = ViewNode(view: Self.makeLayoutView(name: name), className: className)
    }
    Runtime.shared.register(owner: self, of: node.view)
    if frameRect != .zero { frame = frameRect }
  }

  /// Creates a view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Views are not decoded from archives here: always nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the next `init(frame:)` adopt `view`.
  static func adoptNext(_ view: View) { adopting = view }

  /// The Layout view a view of this class stands on.
  class func makeLayoutView(name: String) -> View { View(name: name) }

  // MARK: - Identity and hierarchy

  /// The identifier that names the view in recordings.
  open var identifier: NSUserInterfaceItemIdentifier? {
    get { node.accessibilityIdentifier.map(NSUserInterfaceItemIdentifier.init(rawValue:)) }
    set { node.accessibilityIdentifier = newValue?.rawValue }
  }

  /// Whether y grows downward in this view's coordinates (false by default).
  open var isFlipped: Bool { false }

  /// The superview.
  open var superview: NSView? { node.parent as? NSView }

  /// The subviews, back to front.
  open var subviews: [NSView] { node.children(as: NSView.self) }

  /// Adds `view` on top of the subviews; its `frame` keeps its value, now in this view's
  /// coordinates (AppKit: the frame is in the superview's coordinate system, so in an
  /// unflipped superview a frame-based view sits `frame.minY` above the bottom).
  open func addSubview(_ view: NSView) {
    let kept = view.translatesAutoresizingMaskIntoConstraints ? view.frame : nil
    node.insert(view, at: nil, owner: self, call: "NSView.addSubview(_:)")
    if view.superview === self { view.applyAutoresizingMask() }
    if let kept, view.superview === self, !isFlipped {
      view.node.view.frame = view.topLeft(kept.layoutRect, parentHeight: node.view.frame.height)
    }
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() { node.removeFromParent() }

  // MARK: - Geometry

  /// The frame in the superview's coordinates (y up unless the superview is flipped).
  ///
  /// Inside `NSAnimationContext.runAnimationGroup`, once `animator()` was called or with
  /// `allowsImplicitAnimation`, a new frame animates with the group (it is the model at
  /// once, as for a layer-backed view).
  open var frame: NSRect {
    get {
      CGRect(platformFrame(node.view.frame, parentHeight: node.parent?.node.view.frame.height ?? 0))
    }
    set {
      let height = node.parent?.node.view.frame.height ?? 0
      let rect = topLeft(newValue.layoutRect, parentHeight: height)
      if let group = NSAnimationContext.currentGroup, group.animatesFrameChanges {
        group.frameChanged(self, from: node.view.frame, to: rect)
      }
      node.view.frame = rect
    }
  }

  /// Moves the frame's origin to `newOrigin` (AppKit's `setFrameOrigin(_:)`; through
  /// `animator()` inside a group it animates).
  open func setFrameOrigin(_ newOrigin: NSPoint) {
    frame = NSRect(origin: newOrigin, size: frame.size)
  }

  /// Resizes the frame to `newSize`, keeping its origin (AppKit's `setFrameSize(_:)`).
  open func setFrameSize(_ newSize: NSSize) {
    frame = NSRect(origin: frame.origin, size: newSize)
  }

  /// The bounds: origin zero and the frame's size.
  open var bounds: NSRect { CGRect(origin: .zero, size: CGSize(node.view.frame.size)) }

  /// Whether the view is hidden.
  open var isHidden: Bool {
    get { node.view.isHidden }
    set {
      node.view.isHidden = newValue
      let arranged =
        (superview as? NSStackView)?.arrangedSubviews.contains { $0 === self } ?? false
      Runtime.shared.hiddenChanged(node.view, isArranged: arranged)
    }
  }

  /// How opaque the view is, 0…1 (appearance only); set through `animator()` inside
  /// `NSAnimationContext.runAnimationGroup`, it animates with the group.
  open var alphaValue: CGFloat {
    get { CGFloat(node.view.alpha) }
    set {
      if let group = NSAnimationContext.currentGroup, group.animatesFrameChanges {
        group.alphaChanged(self, from: node.view.alpha, to: Double(newValue))
      }
      node.view.alpha = Double(newValue)
      node.appearanceChanged()
    }
  }

  /// Whether the view has a layer (always, here).
  open var wantsLayer = true

  /// The view's layer: `layer?.presentation()` is what is on screen now.
  open var layer: CALayer? {
    if let storedLayer { return storedLayer }
    let made = CALayer(view: self)
    storedLayer = made
    return made
  }
  private var storedLayer: CALayer?
  /// The AppKit autoresizing mask (`autoresizingMask`; the Layout view's depends on the
  /// superview's flipping too).
  var storedAutoresizingMask = AutoresizingMask()

  /// The proxy whose changes animate inside `NSAnimationContext.runAnimationGroup`.
  ///
  /// The view itself: changes made through it inside a group animate with the group.
  open func animator() -> Self {
    NSAnimationContext.currentGroup?.animatesFrames = true
    return self
  }

  // MARK: - Layout

  /// Whether `layout()` runs in the next pass.
  open var needsLayout: Bool {
    get { node.needsLayout }
    set { node.needsLayout = newValue }
  }

  /// Whether `updateConstraints()` runs before the next pass.
  open var needsUpdateConstraints: Bool {
    get { node.needsUpdateConstraints }
    set {
      node.needsUpdateConstraints = newValue
      if newValue { node.needsLayout = true }
    }
  }

  /// Lays out the subviews; the solved frames are already set.
  ///
  /// Override it to adjust them.
  open func layout() {}

  /// Updates the view's constraints before a pass; call `super` last.
  open func updateConstraints() {}

  /// Lays out the window now if anything is pending (inside an animation group with
  /// `allowsImplicitAnimation`, the new frames animate with the group instead).
  open func layoutSubtreeIfNeeded() {
    if let group = NSAnimationContext.currentGroup, group.context.allowsImplicitAnimation {
      group.animatesFrames = true
      return
    }
    guard let window = node.window else { return }
    if window.isInLayoutPass || Runtime.shared.currentGroup != nil {
      window.layoutPass()
    } else {
      window.layoutNow()
    }
  }

  /// The natural size of the content; -1 (`noIntrinsicMetric`) on a side without one.
  open var intrinsicContentSize: NSSize { CGSize(node.view.textModelContentSize) }

  /// Reads `intrinsicContentSize` again before the next pass.
  open func invalidateIntrinsicContentSize() { node.invalidateIntrinsicSize(of: self) }

  // MARK: - HostedView and LayoutItem

  package func runLayoutCallbacks() { layout() }

  package func currentIntrinsicContentSize() -> Size { intrinsicContentSize.layoutSize }

  package func runUpdateConstraints() {
    guard node.needsUpdateConstraints else { return }
    node.needsUpdateConstraints = false
    updateConstraints()
  }

  package func platformFrame(_ rect: Rect, parentHeight: Double) -> Rect {
    guard let parent = superview, !parent.isFlipped else { return rect }
    return Rect(
      x: rect.x, y: parentHeight - rect.y - rect.height, width: rect.width, height: rect.height)
  }

  /// `rect` in this view's platform coordinates, back in the engine's top-left ones.
  private func topLeft(_ rect: Rect, parentHeight: Double) -> Rect {
    guard let parent = superview, !parent.isFlipped else { return rect }
    return Rect(
      x: rect.x, y: parentHeight - rect.y - rect.height, width: rect.width, height: rect.height)
  }

  package var layoutTarget: (view: View, guide: SystemLayoutGuide?) { (node.view, nil) }

  package var visualFormatSpacing: SpacingStyle { .classic }
}

/// An item's identifier (AppKit's `NSUserInterfaceItemIdentifier`).
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(_ rawValue: String) { self.rawValue = rawValue }
}
