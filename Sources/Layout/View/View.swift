/// A rectangle in a view tree that Auto Layout positions (`UIView`, `UILabel`, `UIButton`,
/// `UITextField`, `UIScrollView` or `UILayoutGuide`, by `kind`).
///
/// A view's `frame` is in its superview's coordinates (for the children of a scroll view:
/// its content coordinates); `windowFrame` is where it is on screen, in the root view's
/// coordinates after every ancestor's `contentOffset`. Views join a `LayoutEngine` by being
/// added, directly or through ancestors, to its `root`:
///
///     let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
///     let box = View(name: "box")
///     box.translatesAutoresizingMaskIntoConstraints = false
///     engine.root.addSubview(box)
///
/// A layout guide is a `View` of kind `.layoutGuide` added like a subview (or with
/// `addLayoutGuide(_:)`): it takes part in layout and has a frame, but is not drawn.
///
/// `StackView` is the one subclass (the class is not `open`); the stored state is `final`, so
/// reading it from other modules stays a direct access.
public class View {
  /// The view's name: its key in VFL views dictionaries, scripts and reports.
  public let name: String
  /// What the view is; decides its intrinsic size model and whether it is drawn.
  public let kind: ViewKind
  /// The view that contains this one, or `nil` for a root or a view not yet added.
  ///
  /// Not owned (the superview owns its subviews). `unowned` rather than `weak`: a view that
  /// is the target of a weak reference gets a side table, and every retain and release of
  /// it then takes the runtime's slow path; a released view sets its subviews' `superview`
  /// to `nil` first (`deinit`), so this never refers to a released view.
  public internal(set) final unowned(safe) var superview: View?
  /// The views this view contains, in the order they were added.
  public internal(set) final var subviews: [View] = []

  /// Whether the autoresizing mask and frame become constraints that fix the view's size and
  /// position (UIKit's default for views created in code: `true`; layout guides: `false`).
  public final var translatesAutoresizingMaskIntoConstraints: Bool {
    didSet {
      if oldValue != translatesAutoresizingMaskIntoConstraints { engine?.autoresizingChanged(self) }
    }
  }
  /// Which of the frame's margins and size stretch when the superview resizes.
  public final var autoresizingMask: AutoresizingMask = [] {
    didSet {
      if oldValue != autoresizingMask { engine?.autoresizingChanged(self) }
    }
  }

  /// The model frame, in the superview's coordinates (for a scroll view's children: its
  /// content coordinates), in points.
  ///
  /// Setting it on a view that translates its autoresizing mask regenerates those
  /// constraints from the new frame; on other views the next `layoutIfNeeded()` puts back
  /// the solved values of whatever the constraints determine, as UIKit's next layout pass
  /// does. A frame with NaN or an infinity is refused (the frame stays as it was).
  public final var frame: Rect {
    get { storedFrame }
    set {
      guard newValue.isFinite else { return }
      storedFrame = newValue
      if layoutState?.unroundedFrame != nil { layoutState?.unroundedFrame = newValue }
      engine?.autoresizingChanged(self)
    }
  }

  /// The origin of the view's bounds, in points: how far a scroll view's content is scrolled.
  ///
  /// Children are drawn at `frame.origin - contentOffset` of their parent. NaN or an
  /// infinity is refused (the offset stays as it was).
  public final var contentOffset: Point = .zero {
    didSet {
      guard contentOffset.isFinite else {
        contentOffset = oldValue
        return
      }
      if oldValue != contentOffset { engine?.offsetsChanged(self) }
    }
  }

  /// Insets for the margin attributes (`leadingMargin`…), in points; 8 on every side by
  /// default (UIKit's `layoutMargins`).
  ///
  /// This is the value as set; `effectiveLayoutMargins` is what constraints use once the
  /// safe area, a view controller's minimum margins and the superview's margins are applied.
  /// NaN or an infinity is refused (no change).
  public final var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet {
      guard layoutMargins.isFinite else {
        layoutMargins = oldValue
        return
      }
      environment.hasCustomMargins = true
      if oldValue != layoutMargins { engine?.offsetsChanged(self) }
    }
  }

  /// Insets from the frame to the alignment rectangle, in points (`alignmentRectInsets`).
  ///
  /// Constraints, intrinsic sizes and stack views act on the alignment rectangle, and
  /// `frame` is that rectangle outset by these insets. Zero on every side by default;
  /// negative insets put the frame inside the alignment rectangle. NaN or an infinity is
  /// refused (no change). An engine's root ignores them (its frame is the screen). See
  /// `View+AlignmentRect.swift`.
  public final var alignmentRectInsets = EdgeInsets.zero {
    didSet {
      guard alignmentRectInsets.isFinite else {
        alignmentRectInsets = oldValue
        return
      }
      if oldValue != alignmentRectInsets { alignmentRectInsetsChanged() }
    }
  }
  /// How `alignmentRectInsets` follow the alignment rectangle's size.
  ///
  /// `.fixed` (UIKit's default), or scaled like aspect-fit content of a reference size (an
  /// image view's image). See `View+AlignmentRect.swift`.
  public final var alignmentRectInsetsScaling = AlignmentInsetsScaling.fixed {
    didSet {
      if oldValue != alignmentRectInsetsScaling { alignmentRectInsetsChanged() }
    }
  }

  /// Whether the view is hidden (`isHidden`).
  ///
  /// A hidden arranged subview of a `StackView` collapses along the stack's axis (the stack
  /// regenerates its constraints in the next pass, so inside an animation the collapse
  /// animates, as in UIKit). Any other hidden view still takes part in layout, as in UIKit;
  /// outputs flag it.
  public final var isHidden = false {
    didSet {
      if oldValue != isHidden { (superview as? StackView)?.arrangedSubviewVisibilityChanged(self) }
    }
  }

  /// How opaque the view is, 0 (transparent) … 1 (opaque): UIKit's `alpha`.
  ///
  /// Appearance only: Auto Layout ignores it, so a view with alpha 0 keeps its place in the
  /// layout (unlike a hidden arranged view of a stack, which collapses). It multiplies down
  /// the tree: a subview is drawn with the product of its own and its ancestors' alphas,
  /// and a view whose product is 0 is not drawn. Values outside 0…1 are clamped, as
  /// `CALayer.opacity` clamps them (https://developer.apple.com/documentation/quartzcore/calayer/opacity);
  /// NaN is refused (no change).
  public final var alpha = 1.0 {
    didSet {
      if alpha.isNaN {
        alpha = oldValue
      } else if alpha < 0 || alpha > 1 {
        alpha = min(max(alpha, 0), 1)
      }
    }
  }

  /// The view's transform, applied about the center of its bounds (anchor point 0.5, 0.5):
  /// UIKit's `transform`.
  ///
  /// Appearance only: constraints place the view's center and bounds, so `frame` (the
  /// layout frame, which Apple calls undefined for a non-identity transform:
  /// https://developer.apple.com/documentation/uikit/uiview/frame) and every attribute stay
  /// as laid out; `visualFrame` is where the view is seen. Subviews move with it on screen.
  /// A transform with NaN or an infinity is refused (no change).
  public final var transform = Transform2D.identity {
    didSet {
      if !transform.isFinite { transform = oldValue }
    }
  }

  /// The text of a label, the title of a button, the contents of a text field; drives the
  /// intrinsic size and the baselines.
  public final var text: String? {
    didSet {
      if oldValue != text { engine?.contentChanged(self) }
    }
  }
  /// The font size of `text`, in points (defaults: label 17, button 15, text field 14).
  ///
  /// NaN or an infinity is refused (no change).
  public final var fontSize: Double {
    didSet {
      guard fontSize.isFinite else {
        fontSize = oldValue
        return
      }
      if oldValue != fontSize { engine?.contentChanged(self) }
    }
  }
  /// The text model used for `text` (`TextMetrics.standard` by default).
  public final var textMetrics = TextMetrics.standard {
    didSet {
      if oldValue != textMetrics { engine?.contentChanged(self) }
    }
  }
  /// Padding between the view's edges and its text, in points (buttons: 6 above and below;
  /// text fields: 7 left and right; others: none).
  ///
  /// NaN or an infinity is refused (no change).
  public final var contentInsets: EdgeInsets {
    didSet {
      guard contentInsets.isFinite else {
        contentInsets = oldValue
        return
      }
      if oldValue != contentInsets { engine?.contentChanged(self) }
    }
  }
  /// An intrinsic content size that replaces the text model's, in points.
  ///
  /// A side of -1 (`View.noIntrinsicMetric`) means no intrinsic size on that axis; `nil`
  /// uses the text model. A size with NaN or an infinity is refused (no change).
  public final var intrinsicContentSizeOverride: Size? {
    didSet {
      if let size = intrinsicContentSizeOverride, !size.isFinite {
        intrinsicContentSizeOverride = oldValue
        return
      }
      if oldValue != intrinsicContentSizeOverride { engine?.contentChanged(self) }
    }
  }

  /// Baselines at fixed distances below the alignment rectangle's top edge.
  ///
  /// They replace the text model's, for a control whose text sits at a fixed place whatever
  /// its height (an AppKit pop-up button's title, a bezeled field's text). `nil` (the
  /// default): text-bearing kinds take their baselines from the text model, other views
  /// have them at their bottom edge.
  ///
  /// A value with NaN or an infinity is refused (no change).
  public final var fixedBaselines: FixedBaselines? {
    didSet {
      if let baselines = fixedBaselines, !(baselines.first.isFinite && baselines.last.isFinite) {
        fixedBaselines = oldValue
        return
      }
      if (oldValue == nil) != (fixedBaselines == nil) {
        engine?.baselineSourceChanged(self)
      } else if oldValue != fixedBaselines {
        engine?.contentChanged(self)
      }
    }
  }

  /// UIKit's `UIView.noIntrinsicMetric`: a side of an intrinsic size with no natural value.
  public static let noIntrinsicMetric: Double = -1
  /// The fixed intrinsic height of a text field, in points.
  public static let textFieldIntrinsicHeight: Double = 30

  // MARK: - Internal state

  /// The frame as last set or laid out.
  ///
  /// Stored without a dynamic exclusivity check: the engine's commit writes it once per moved
  /// value and frame, and every access is a plain load or store that never overlaps another
  /// (no `inout` use spans a call).
  @exclusivity(unchecked) final var storedFrame = Rect.zero
  /// Whether `alignmentRectInsets` is not zero (views without insets skip every conversion).
  ///
  /// Read by the commit for every moved value; stored without a dynamic exclusivity check
  /// (see `storedFrame`).
  @exclusivity(unchecked) final var hasAlignmentInsets = false
  /// Hugging priorities, horizontal then vertical.
  final var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
  /// Compression resistance priorities, horizontal then vertical.
  final var compression = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
  /// The engine whose tree contains this view.
  final weak var engine: LayoutEngine?
  /// The engine that holds this view: the one whose tree contains it, or that it was removed
  /// from and not released by (`LayoutEngine.release(_:)`); nil for a free view.
  public final var owningEngine: LayoutEngine? { engine }
  /// Number of ancestors (0 for a view without superview).
  final var depth = 0
  /// Constraints activated with this view as their closest common ancestor.
  final var installedConstraints: [LayoutConstraint] = []
  /// Engine-side state: variables, generated constraints, dependents.
  final var layoutState: ViewLayoutState?
  /// The safe area, resolved margins and guide insets the engine computed, and the flags
  /// that steer them.
  final var environment = ViewEnvironment()

  /// Creates a view that is not yet in a tree.
  ///
  /// - Parameters:
  ///   - name: The view's name (its key in VFL views dictionaries and reports).
  ///   - kind: What the view is; `.view` by default.
  public init(name: String, kind: ViewKind = .view) {
    self.name = name
    self.kind = kind
    self.translatesAutoresizingMaskIntoConstraints = kind != .layoutGuide
    self.hugging =
      kind == .label
      ? (LayoutPriority(251), LayoutPriority(251)) : (.defaultLow, .defaultLow)
    switch kind {
    case .label: fontSize = 17
    case .button: fontSize = 15
    case .textField: fontSize = 14
    default: fontSize = 17
    }
    switch kind {
    case .button: contentInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    case .textField: contentInsets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
    default: contentInsets = .zero
    }
  }

  /// Clears what refers to this view without owning it: its subviews' `superview` and the
  /// `container` of the constraints installed on it (which lose it as an item, see
  /// `LayoutConstraint.firstItem`).
  deinit {
    // No reference to `self` may be read here (it is being released): only cleared.
    for child in subviews { child.superview = nil }
    for constraint in installedConstraints { constraint.containerReleased(name: name) }
  }

  // MARK: - Tree

  /// Adds `view` as the last child of this view; in an engine's tree it joins `views`.
  ///
  /// A view with another superview is moved, as in UIKit: it is removed from it first (see
  /// `removeFromSuperview()`). A view removed from this engine's tree joins it again with the
  /// constraints inside its subtree.
  ///
  /// - Parameter view: A view that is not a subview of this view, not this view or an
  ///   ancestor of it and not an engine's root.
  /// - Throws: `LayoutError.alreadyHasSuperview` (already a subview of this view),
  ///   `.layoutGuideCannotContainViews`, `.engineRootCannotMove` or `.subviewCycle`; the
  ///   tree is unchanged then (the checks run before a move).
  /// - Complexity: O(depth) for the checks when `view` has subviews (O(1) otherwise), then
  ///   O(size of `view`'s subtree).
  public func addSubview(_ view: View) throws(LayoutError) {
    if view.superview === self {
      throw .alreadyHasSuperview(view: view.name, superview: name)
    }
    guard kind != .layoutGuide else {
      throw .layoutGuideCannotContainViews(guide: name, view: view.name)
    }
    guard !view.isEngineRoot else { throw .engineRootCannotMove(view: view.name) }
    // Only a view with subviews can be a strict ancestor of this one: the walk up (a weak
    // load per level) is skipped for a leaf, as when a tree is built top-down.
    var ancestor: View? = view.subviews.isEmpty ? nil : superview
    guard self !== view else { throw .subviewCycle(view: view.name, into: name) }
    while let current = ancestor {
      guard current !== view else { throw .subviewCycle(view: view.name, into: name) }
      ancestor = current.superview
    }
    if view.superview != nil { view.removeFromSuperview() }
    subviews.append(view)
    view.superview = self
    view.updateDepths(depth + 1)
    // Into a removed subtree, the view joins the engine with that subtree, when it is added
    // again (it is not in the engine's tree before).
    if !isDetached { engine?.register(subtree: view) }
  }

  /// Adds a layout guide (a view of kind `.layoutGuide`) to this view.
  ///
  /// - Parameter guide: A view of kind `.layoutGuide` without a superview.
  /// - Throws: `LayoutError.notALayoutGuide`, or what `addSubview(_:)` throws.
  public func addLayoutGuide(_ guide: View) throws(LayoutError) {
    guard guide.kind == .layoutGuide else { throw .notALayoutGuide(guide.name) }
    try addSubview(guide)
  }

  /// Whether the view is drawn: every kind but `.layoutGuide`.
  public final var isDrawn: Bool { kind != .layoutGuide }

  /// The view's bounds: its `contentOffset` and its frame's size.
  public final var bounds: Rect { Rect(origin: contentOffset, size: storedFrame.size) }

  /// The frame on screen, in the root view's coordinates, after every ancestor's
  /// `contentOffset`.
  ///
  /// - Complexity: O(depth).
  public final var windowFrame: Rect {
    var result = storedFrame
    var ancestor = superview
    while let current = ancestor {
      result.origin.x += current.storedFrame.origin.x - current.contentOffset.x
      result.origin.y += current.storedFrame.origin.y - current.contentOffset.y
      ancestor = current.superview
    }
    return result
  }

  /// The solved size of a scroll view's content area (the size its descendants' constraints
  /// define), in points; `.zero` before layout and for other kinds.
  public final var contentSize: Size { layoutState?.contentSize ?? .zero }

  /// Whether `self` is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Whether this view is the root of a layout engine.
  final var isEngineRoot: Bool { engine?.root === self }

  /// Sets the depth of this view and its descendants.
  func updateDepths(_ newDepth: Int) {
    depth = newDepth
    for child in subviews { child.updateDepths(newDepth + 1) }
  }

  /// The closest common ancestor of `self` and `other` (a view counts as its own ancestor).
  ///
  /// - Complexity: O(1) when one of the two is the root of the engine whose tree holds the
  ///   other, else O(depth).
  func closestCommonAncestor(with other: View) -> View? {
    // The root of an engine is the ancestor of every view in its tree (an attached view of
    // that engine): no walk (an unowned load per level) for a constraint to the root.
    if let engine, !isDetached {
      if other === engine.root { return other }
      if self === engine.root && other.engine === engine && !other.isDetached { return self }
    }
    var first: View? = self
    var second: View? = other
    while let a = first, let b = second, a.depth > b.depth { first = a.superview }
    while let a = first, let b = second, b.depth > a.depth { second = b.superview }
    while let a = first, let b = second {
      if a === b { return a }
      first = a.superview
      second = b.superview
    }
    return nil
  }
}
