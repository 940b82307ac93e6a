/// A view that lays out a row or a column of arranged subviews (`UIStackView`).
///
/// The stack generates the constraints UIKit's stack view generates, with UIKit's
/// identifiers and priorities (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-canvas-fit`, `UISV-hiding`,
/// `UISV-ambiguity-suppression`); they show in reports like any other constraint. They are
/// regenerated at the start of the next layout pass after a change of the arranged views,
/// their `isHidden`, the configuration, or (for `fillProportionally`) an arranged view's
/// intrinsic size; constraints that stay the same are kept, so a change is incremental.
///
///     let stack = try StackView(name: "row", arrangedSubviews: [icon, title])
///     stack.axis = .horizontal
///     stack.spacing = 8
///     stack.alignment = .center
///
/// Like UIKit, adding an arranged subview makes it a subview and sets its
/// `translatesAutoresizingMaskIntoConstraints` to `false`; the stack itself is positioned by
/// its own constraints (or its frame). A hidden arranged view collapses to zero length along
/// the axis (`UISV-hiding`) and the spacing around it closes.
///
/// The rules follow UIKit's constraint logs as reproduced constraint for constraint by
/// kean/Arranged (MIT; github.com/kean/Arranged, "generates exactly the same sets of
/// constraints as UIStackView") and Apple's `UIStackView` documentation
/// (developer.apple.com/documentation/uikit/uistackview).
public final class StackView: View {
  /// How the stack sizes its arranged views along its axis (`UIStackView.Distribution`).
  public enum Distribution: String, CaseIterable, Sendable {
    /// Arranged views fill the axis; hugging and compression resistance decide who grows or
    /// shrinks.
    case fill
    /// Arranged views share the axis equally (`UISV-fill-equally`).
    case fillEqually
    /// Arranged views share the axis in proportion to their intrinsic sizes
    /// (`UISV-fill-proportionally`).
    case fillProportionally
    /// Gaps between arranged views are equal and at least `spacing`.
    case equalSpacing
    /// Distances between the arranged views' centers are equal, gaps at least `spacing`.
    case equalCentering
  }

  /// How the stack places its arranged views across its axis (`UIStackView.Alignment`).
  ///
  /// `top` is `leading` and `bottom` is `trailing`, as in UIKit.
  public enum Alignment: String, CaseIterable, Sendable {
    /// Arranged views fill the stack across the axis.
    case fill
    /// Arranged views share their leading (vertical stacks) or top (horizontal) edge.
    case leading
    /// Arranged views share their first baselines (horizontal stacks; vertical stacks
    /// treat it as `leading`).
    case firstBaseline
    /// Arranged views share their center across the axis.
    case center
    /// Arranged views share their trailing (vertical stacks) or bottom (horizontal) edge.
    case trailing
    /// Arranged views share their last baselines (horizontal stacks; vertical stacks treat
    /// it as `trailing`).
    case lastBaseline

    /// UIKit's `.top`: the same as `leading`.
    public static var top: Alignment { .leading }
    /// UIKit's `.bottom`: the same as `trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// The views the stack arranges, in order (each is also a subview).
  public private(set) var arrangedSubviews: [View] = []

  /// The direction arranged views follow: a row (`horizontal`, UIKit's default) or a column.
  public var axis: Axis = .horizontal {
    didSet { if oldValue != axis { setNeedsArrangementUpdate() } }
  }
  /// How arranged views share the axis; `fill` by default.
  public var distribution: Distribution = .fill {
    didSet { if oldValue != distribution { setNeedsArrangementUpdate() } }
  }
  /// How arranged views are placed across the axis; `fill` by default.
  public var alignment: Alignment = .fill {
    didSet { if oldValue != alignment { setNeedsArrangementUpdate() } }
  }
  /// The gap between adjacent arranged views, in points (0 by default); a minimum for
  /// `equalSpacing` and `equalCentering`.
  public var spacing: Double = 0 {
    didSet { if oldValue != spacing { setNeedsArrangementUpdate() } }
  }
  /// Whether the arrangement is relative to the stack's layout margins instead of its edges.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if oldValue != isLayoutMarginsRelativeArrangement { setNeedsArrangementUpdate() }
    }
  }
  /// Whether vertical spacing is measured from baseline to baseline (vertical stacks only).
  public var isBaselineRelativeArrangement = false {
    didSet { if oldValue != isBaselineRelativeArrangement { setNeedsArrangementUpdate() } }
  }

  /// Whether the stack's baselines are its arranged views': a constraint on its first
  /// baseline uses its first visible arranged view's, one on its last baseline its last
  /// visible arranged view's (through nested stacks that do the same); false by default,
  /// where the stack has no text baselines (its bottom edge).
  ///
  /// AppKit's `NSStackView` does this: in a baseline-aligned row holding a switch and a
  /// nested row of a label and a help button, Interface Builder saves the nested row with
  /// its top level with the switch's, where its own bottom edge would put it 4.6 points
  /// lower (the development corpus's 104.storyboard). UIKit's `viewForFirstBaselineLayout`
  /// (developer.apple.com/documentation/uikit/uiview/forfirstbaselinelayout) is the same
  /// mechanism; `StackView` leaves it off for UIKit, whose choice of view is not measured
  /// here.
  public var baselinesFromArrangedSubviews = false {
    didSet {
      if oldValue != baselinesFromArrangedSubviews { engine?.baselineSourceChanged(self) }
    }
  }

  /// The constraints the stack generated and keeps active, in generation order.
  public internal(set) var arrangementConstraints: [LayoutConstraint] = []

  // MARK: - Internal state

  /// Custom spacings after arranged views, by view identity (lookups only, never iterated).
  var customSpacings: [ObjectIdentifier: Double] = [:]
  /// Whether the generated constraints are out of date.
  var needsArrangementUpdate = false
  /// Hidden layout guides the arrangement uses (spanners and gaps), created on first use and
  /// kept (unused ones hold no constraints), by role (lookups only, never iterated).
  var spacerGuides: [String: View] = [:]

  /// Creates an empty horizontal, fill/fill stack view with no spacing.
  ///
  /// - Parameter name: The view's name.
  public init(name: String) {
    super.init(name: name, kind: .stackView)
  }

  /// Creates a horizontal, fill/fill stack view with no spacing that arranges `views`.
  ///
  /// - Parameters:
  ///   - name: The view's name.
  ///   - arrangedSubviews: Views to arrange, in order; each must have no superview.
  /// - Throws: What `addArrangedSubview(_:)` throws.
  public convenience init(name: String, arrangedSubviews: [View]) throws(LayoutError) {
    self.init(name: name)
    for view in arrangedSubviews { try addArrangedSubview(view) }
  }

  /// Appends `view` to the arranged views, adding it as a subview if it is not one.
  ///
  /// - Parameter view: A subview of the stack, or a view without a superview.
  /// - Throws: What `insertArrangedSubview(_:at:)` throws.
  public func addArrangedSubview(_ view: View) throws(LayoutError) {
    try insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arranged views at `index` (moving it if it is arranged
  /// already), adding it as a subview if it is not one.
  ///
  /// - Parameters:
  ///   - view: A subview of the stack, or a view without a superview.
  ///   - index: A position in `0...arrangedSubviews.count` (after removing `view`).
  /// - Throws: `LayoutError.arrangedIndexOutOfRange`, or what `addSubview(_:)` throws for a
  ///   view that is not yet a subview; the stack is unchanged then.
  public func insertArrangedSubview(_ view: View, at index: Int) throws(LayoutError) {
    let existing = arrangedSubviews.firstIndex(where: { $0 === view })
    let count = arrangedSubviews.count - (existing == nil ? 0 : 1)
    guard index >= 0 && index <= count else {
      throw .arrangedIndexOutOfRange(index: index, count: count)
    }
    if view.superview !== self { try addSubview(view) }
    if let existing { arrangedSubviews.remove(at: existing) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: index)
    setNeedsArrangementUpdate()
  }

  /// Stops arranging `view`; it stays a subview (as in UIKit) and keeps its last frame.
  ///
  /// - Parameter view: An arranged view (others are ignored).
  public func removeArrangedSubview(_ view: View) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangementUpdate()
  }

  /// Sets the gap after an arranged view, in points, replacing `spacing` there
  /// (`setCustomSpacing(_:after:)`).
  ///
  /// - Parameters:
  ///   - spacing: The gap, in points; `StackView.useDefaultSpacing` goes back to `spacing`.
  ///   - view: An arranged view.
  public func setCustomSpacing(_ spacing: Double, after view: View) {
    let key = ObjectIdentifier(view)
    let newValue: Double? = spacing == StackView.useDefaultSpacing ? nil : spacing
    guard customSpacings[key] != newValue else { return }
    customSpacings[key] = newValue
    setNeedsArrangementUpdate()
  }

  /// The gap after an arranged view: its custom spacing, or `StackView.useDefaultSpacing`.
  public func customSpacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? StackView.useDefaultSpacing
  }

  /// UIKit's `UIStackView.spacingUseDefault`: no custom spacing (the largest finite value).
  public static let useDefaultSpacing = Double.greatestFiniteMagnitude

  /// Regenerates the arrangement's constraints now if something changed; the engine calls it
  /// at the start of each pass.
  ///
  /// - Complexity: O(arranged views) constraints, each compared in O(1).
  public func updateArrangementIfNeeded() {
    guard needsArrangementUpdate else { return }
    needsArrangementUpdate = false
    applyArrangement(makeArrangement())
    // Which arranged view carries the baselines may have changed.
    if baselinesFromArrangedSubviews { engine?.baselineSourceChanged(self) }
  }

  /// Marks the arrangement out of date and tells the engine, once (again when `force`: a
  /// stack rejoining its engine's tree).
  func setNeedsArrangementUpdate(force: Bool = false) {
    guard !needsArrangementUpdate || force else { return }
    needsArrangementUpdate = true
    engine?.stackNeedsUpdate(self)
  }

  /// The engine whose tree held the stack was released and deactivated its arrangement:
  /// forgets those constraints (inactive, each would own the stack it names while the stack
  /// owns it, a cycle that kept both alive) and regenerates them when the stack joins
  /// another engine.
  func engineReleased() {
    arrangementConstraints = []
    needsArrangementUpdate = true
  }

  /// An arranged view's `isHidden` changed.
  func arrangedSubviewVisibilityChanged(_ view: View) {
    if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangementUpdate() }
  }

  /// An arranged view's intrinsic content size may have changed.
  func arrangedSubviewContentChanged(_ view: View) {
    guard distribution == .fillProportionally,
      arrangedSubviews.contains(where: { $0 === view })
    else { return }
    setNeedsArrangementUpdate()
  }

  /// The spacer guide with this role, created and added on first use.
  ///
  /// - Complexity: O(1) expected (a regeneration asks once per gap: O(arranged views) in all,
  ///   not O(arranged views²) as a scan of the guides would be).
  func spacerGuide(_ role: String) -> View {
    if let existing = spacerGuides[role] { return existing }
    let guideName = name + "-" + role
    let guide = View(name: guideName, kind: .layoutGuide)
    spacerGuides[role] = guide
    do throws(LayoutError) {
      try addSubview(guide)
    } catch {
      // A fresh guide in a stack view (never a guide itself): an internal invariant.
      preconditionFailure("adding the spacer guide \(guideName): \(error)")
    }
    return guide
  }
}

extension LayoutEngine {
  /// Regenerates the arrangement of every stack view changed since the last pass (their new
  /// constraints and spacer guides join this pass).
  ///
  /// - Complexity: O(arranged views of the changed stacks).
  func updatePendingStacks() {
    var index = 0
    while index < pendingStacks.count {
      let stack = pendingStacks[index]
      index += 1
      if stack.engine === self { stack.updateArrangementIfNeeded() }
    }
    pendingStacks.removeAll(keepingCapacity: true)
  }
}

extension View {
  /// The view whose baseline stands for this view's first (`first`) or last baseline: the
  /// view itself, or for a stack view whose baselines are its arranged views'
  /// (`StackView.baselinesFromArrangedSubviews`) its first or last visible arranged view's,
  /// nested stacks followed down.
  ///
  /// - Complexity: O(depth × arranged views).
  func baselineLayoutView(first: Bool) -> View {
    var view = self
    while let stack = view as? StackView, stack.baselinesFromArrangedSubviews {
      let visible = stack.arrangedSubviews.lazy.filter { !$0.isHidden }
      guard let next = first ? visible.first : visible.reversed().first else { break }
      view = next
    }
    return view
  }

  /// Whether this is one of a stack view's internal spacer guides (never reported as
  /// ambiguous: UIKit's `_UILayoutSpacer`s only constrain the axis they serve).
  var isStackSpacer: Bool {
    guard kind == .layoutGuide, let stack = superview as? StackView,
      name.hasPrefix(stack.name + "-")
    else { return false }
    // A spacer's name is the stack's name, "-", then its role.
    return stack.spacerGuides[String(name.dropFirst(stack.name.count + 1))] === self
  }
}
