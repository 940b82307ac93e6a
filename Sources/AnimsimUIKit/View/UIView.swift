import AnimsimCore
import Foundation
import Layout

/// A rectangle on screen that Auto Layout positions (UIKit's `UIView`), on a Layout view.
///
/// Subclass it as in UIKit: override `intrinsicContentSize` (read again after
/// `invalidateIntrinsicContentSize()`), `layoutSubviews()` (called during layout passes,
/// parents first). The view's name in recordings is its `accessibilityIdentifier`, else its
/// class and a counter (`CardView1`).
@MainActor open class UIView: HostedView, LayoutItem {
  /// The view's place in the tree and its Layout view.
  package let node: ViewNode
  /// The view controller whose view this is.
  weak var viewController: UIViewController?
  /// The layout guides added with `addLayoutGuide(_:)`.
  public private(set) var layoutGuides: [UILayoutGuide] = []
  /// The system guides, made on first use.
  private var systemGuides: [SystemLayoutGuide: UILayoutGuide] = [:]  // lookups only
  /// The background colour (stored; nothing is drawn).
  open var backgroundColor: UIColor?
  /// A number to find the view by (`viewWithTag(_:)`).
  open var tag = 0
  /// How the content fills the bounds (stored only: nothing is drawn; UIKit's default is
  /// `.scaleToFill`).
  open var contentMode = ContentMode.scaleToFill
  /// How opaque the view is, 0…1 (appearance only: layout ignores it).
  open var alpha: CGFloat {
    get { CGFloat(node.modelAlpha) }
    set {
      node.releaseHeldAlpha()
      node.view.alpha = Double(newValue)
      node.appearanceChanged()
    }
  }

  /// The view's transform about its center (appearance only: `frame` stays the layout
  /// frame here, where UIKit calls `frame` undefined for a non-identity transform).
  open var transform: CGAffineTransform {
    get { CGAffineTransform(node.modelTransform) }
    set {
      node.releaseHeldTransform()
      node.view.transform = newValue.layout
      node.appearanceChanged()
    }
  }

  /// The view's layer, made on first use.
  private var storedLayer: CALayer?

  /// Creates a view with the given frame, in its superview's coordinates.
  public init(frame: CGRect) {
    let className = String(describing: Self.self)
    if let adopted = UIView.adopting {
      // A window: its view is its engine's root (`init(existing:)`).
      UIView.adopting = nil
      node = ViewNode(
        view: adopted, className: className,
        defaultName: Runtime.shared.nextName(for: className))
    } else {
      let name = Runtime.shared.nextName(for: className)
      node = ViewNode(view: Self.makeLayoutView(name: name), className: className)
      if frame != .zero { node.view.frame = frame.layoutRect }
    }
    Runtime.shared.register(owner: self, of: node.view)
  }

  /// Creates a view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Views are not decoded from archives here: always nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The Layout view the next `init(frame:)` adopts (a window's engine root).
  ///
  /// A convenience path, so that subclasses that override `init(frame:)`
  /// still inherit `init()`, as UIKit's do.
  private static var adopting: View?

  /// Makes the next `init(frame:)` adopt `view` (a window's engine root).
  static func adoptNext(_ view: View) { adopting = view }

  /// The Layout view a view of this class stands on (a label for `UILabel`…).
  class func makeLayoutView(name: String) -> View { View(name: name) }

  // MARK: - Identity

  /// The identifier that names the view in recordings.
  open var accessibilityIdentifier: String? {
    get { node.accessibilityIdentifier }
    set { node.accessibilityIdentifier = newValue }
  }

  // MARK: - Hierarchy

  /// The superview.
  open var superview: UIView? { node.parent as? UIView }

  /// The subviews, back to front.
  open var subviews: [UIView] { node.children(as: UIView.self) }

  /// The window whose tree holds the view.
  open var window: UIWindow? { node.window?.root as? UIWindow }

  /// Adds `view` on top of the subviews, moving it from its superview.
  open func addSubview(_ view: UIView) {
    node.insert(view, at: nil, owner: self, call: "UIView.addSubview(_:)")
  }

  /// Inserts `view` at `index` among the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    node.insert(view, at: index, owner: self, call: "UIView.insertSubview(_:at:)")
  }

  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
    node.insert(view, at: index, owner: self, call: "UIView.insertSubview(_:aboveSubview:)")
  }

  /// Inserts `view` just below `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = subviews.firstIndex { $0 === siblingSubview }
    node.insert(view, at: index, owner: self, call: "UIView.insertSubview(_:belowSubview:)")
  }

  /// Moves `view` to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    node.insert(view, at: nil, owner: self, call: "UIView.bringSubviewToFront(_:)")
  }

  /// Moves `view` to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    node.insert(view, at: 0, owner: self, call: "UIView.sendSubviewToBack(_:)")
  }

  /// Removes the view from its superview, deactivating the constraints that reach outside
  /// its subtree.
  open func removeFromSuperview() { node.removeFromParent() }

  /// Whether the view is `view` or inside it.
  open func isDescendant(of view: UIView) -> Bool { node.view.isDescendant(of: view.node.view) }

  /// The first view of the subtree (this view included) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for child in subviews {
      if let found = child.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: - Geometry

  /// The frame in the superview's coordinates (the model value; see
  /// `layer.presentation()` for what is on screen during an animation).
  open var frame: CGRect {
    get { CGRect(node.modelFrame) }
    set {
      node.releaseHeldFrame()
      node.view.frame = newValue.layoutRect
    }
  }

  /// The bounds: the content offset (scroll views) and the frame's size.
  open var bounds: CGRect {
    get { CGRect(node.view.bounds) }
    set {
      node.releaseHeldFrame()
      node.view.contentOffset = newValue.origin.layoutPoint
      let old = node.view.frame
      node.view.frame = Rect(
        x: old.midX - Double(newValue.width) / 2, y: old.midY - Double(newValue.height) / 2,
        width: Double(newValue.width), height: Double(newValue.height))
    }
  }

  /// The frame's center, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: CGFloat(node.modelFrame.midX), y: CGFloat(node.modelFrame.midY)) }
    set {
      node.releaseHeldFrame()
      let old = node.view.frame
      node.view.frame = Rect(
        x: Double(newValue.x) - old.width / 2, y: Double(newValue.y) - old.height / 2,
        width: old.width, height: old.height)
    }
  }

  /// Whether the view is hidden.
  ///
  /// Hiding an arranged subview of a stack view collapses it in the next layout pass; inside
  /// an animation block the collapse animates and the view stays drawn until it ends.
  open var isHidden: Bool {
    get { node.view.isHidden }
    set {
      node.view.isHidden = newValue
      let arranged = (superview as? UIStackView)?.arrangedSubviews.contains { $0 === self } ?? false
      Runtime.shared.hiddenChanged(node.view, isArranged: arranged)
    }
  }

  /// The view's Core Animation layer: `layer.presentation()` is what is on screen now.
  open var layer: CALayer {
    if let storedLayer { return storedLayer }
    let made = CALayer(view: self)
    storedLayer = made
    return made
  }

  // MARK: - Layout pass

  /// Asks for a layout pass at the end of the run-loop turn (or at the next
  /// `layoutIfNeeded()`), with this view's `layoutSubviews()`.
  open func setNeedsLayout() { node.needsLayout = true }

  /// Lays out now if anything is pending: the window's constraints are solved and the
  /// `layoutSubviews()` of every view that needs it runs, parents first.
  ///
  /// Inside an animation block the new frames animate from the old ones. A view outside a
  /// window is not laid out (nothing is drawn from it; the first pass after it joins a
  /// window lays it out).
  open func layoutIfNeeded() {
    guard let window = node.window else { return }
    if Runtime.shared.currentGroup != nil || window.isInLayoutPass {
      window.layoutPass()
    } else {
      window.layoutNow()
    }
  }

  /// Lays out the subviews; the frames Auto Layout solved are already set when it runs.
  ///
  /// Override it to adjust them (call `super` first, as in UIKit).
  open func layoutSubviews() {}

  /// The natural size of the content, in points.
  ///
  /// -1 (`noIntrinsicMetric`) on a side without one. Read at layout time; call `invalidateIntrinsicContentSize()` when an
  /// override's value changes.
  open var intrinsicContentSize: CGSize { CGSize(node.view.textModelContentSize) }

  /// Reads `intrinsicContentSize` again before the next layout pass.
  open func invalidateIntrinsicContentSize() { node.invalidateIntrinsicSize(of: self) }

  /// Updates the view's constraints before a layout pass, after
  /// `setNeedsUpdateConstraints()`; call `super` last, as in UIKit.
  open func updateConstraints() {}

  /// Asks for `updateConstraints()` before the next layout pass.
  open func setNeedsUpdateConstraints() {
    node.needsUpdateConstraints = true
    node.needsLayout = true
  }

  /// Runs `updateConstraints()` now if it was asked for.
  open func updateConstraintsIfNeeded() {
    guard node.needsUpdateConstraints else { return }
    node.needsUpdateConstraints = false
    updateConstraints()
  }

  // MARK: - LayoutItem

  package var layoutTarget: (view: View, guide: SystemLayoutGuide?) { (node.view, nil) }

  package var visualFormatSpacing: SpacingStyle { .margins }

  // MARK: - HostedView

  package func runLayoutCallbacks() {
    let controller = viewController
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }

  package func currentIntrinsicContentSize() -> Size { intrinsicContentSize.layoutSize }

  package func runUpdateConstraints() { updateConstraintsIfNeeded() }

  package func platformFrame(_ rect: Rect, parentHeight: Double) -> Rect { rect }

  /// The system guide `kind` of this view, made once.
  func systemGuide(_ kind: SystemLayoutGuide) -> UILayoutGuide {
    if let made = systemGuides[kind] { return made }
    let guide =
      kind == .keyboard
      ? UIKeyboardLayoutGuide(system: kind, of: self)
      : UILayoutGuide(system: kind, of: self)
    systemGuides[kind] = guide
    return guide
  }

  /// Adds a layout guide made with `UILayoutGuide()` to this view.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let view = layoutGuide.guideView, layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    do throws(LayoutError) {
      try node.view.addLayoutGuide(view)
    } catch {
      Runtime.shared.record(.layout(error), call: "UIView.addLayoutGuide(_:)")
      return
    }
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
    node.window?.treeDidChange()
  }

  /// Removes a layout guide added with `addLayoutGuide(_:)`.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self, let view = layoutGuide.guideView else { return }
    view.removeFromSuperview()
    layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }
}
