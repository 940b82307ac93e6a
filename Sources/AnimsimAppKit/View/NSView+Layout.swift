import AnimsimCore
import Foundation
import Layout

extension NSView {
  /// AppKit's `NSView.noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Which margins and sizes stretch when the superview resizes (AppKit's bits; y up:
  /// `minYMargin` is the bottom margin).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let none = AutoresizingMask([])
    public static let minXMargin = AutoresizingMask(rawValue: 1)
    public static let width = AutoresizingMask(rawValue: 2)
    public static let maxXMargin = AutoresizingMask(rawValue: 4)
    public static let minYMargin = AutoresizingMask(rawValue: 8)
    public static let height = AutoresizingMask(rawValue: 16)
    public static let maxYMargin = AutoresizingMask(rawValue: 32)
  }

  /// Whether the frame and autoresizing mask become constraints (true for views made in
  /// code).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { node.view.translatesAutoresizingMaskIntoConstraints }
    set { node.view.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// Which margins and sizes stretch when the superview resizes.
  ///
  /// In an unflipped superview a view with no flexible vertical part keeps its frame, whose
  /// origin is its bottom-left corner, so its distance from the bottom stays (the engine's
  /// top-left model gets a flexible top margin for it).
  public var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      storedAutoresizingMask = newValue
      applyAutoresizingMask()
    }
  }

  /// Puts the AppKit mask on the Layout view for the current superview's flipping.
  func applyAutoresizingMask() {
    let appKit = storedAutoresizingMask
    let flipped = superview?.isFlipped ?? false
    var mask = Layout.AutoresizingMask()
    if appKit.contains(.minXMargin) { mask.insert(.flexibleLeftMargin) }
    if appKit.contains(.width) { mask.insert(.flexibleWidth) }
    if appKit.contains(.maxXMargin) { mask.insert(.flexibleRightMargin) }
    if appKit.contains(.height) { mask.insert(.flexibleHeight) }
    if appKit.contains(.minYMargin) {
      mask.insert(flipped ? .flexibleTopMargin : .flexibleBottomMargin)
    }
    if appKit.contains(.maxYMargin) {
      mask.insert(flipped ? .flexibleBottomMargin : .flexibleTopMargin)
    }
    if !flipped && appKit.isDisjoint(with: [.minYMargin, .height, .maxYMargin]) {
      mask.insert(.flexibleTopMargin)
    }
    if node.view.autoresizingMask != mask { node.view.autoresizingMask = mask }
  }

  /// The constraints installed on this view that were made through this library.
  public var constraints: [NSLayoutConstraint] {
    node.view.constraints.compactMap { Runtime.shared.wrapper(of: $0) }
  }

  /// Activates `constraint`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.activate([constraint])
  }

  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Deactivates `constraints` (Apple: `removeConstraints(_:)`).
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// The size the view's own constraints give it, as small as they allow.
  public var fittingSize: NSSize {
    node.window?.layoutPass()
    node.prepareFittingOutsideWindows(self)
    return CGSize(node.view.systemLayoutSizeFitting(Layout.View.layoutFittingCompressedSize))
  }

  /// How strongly the view resists growing beyond its intrinsic size.
  public func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation)
    -> NSLayoutConstraint.Priority
  {
    NSLayoutConstraint.Priority(layout: node.view.contentHuggingPriority(for: orientation.layout))
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size.
  public func setContentHuggingPriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) {
    node.view.setContentHuggingPriority(priority.layout, for: orientation.layout)
  }

  /// How strongly the view resists shrinking below its intrinsic size.
  public func contentCompressionResistancePriority(
    for orientation: NSLayoutConstraint.Orientation
  ) -> NSLayoutConstraint.Priority {
    NSLayoutConstraint.Priority(
      layout: node.view.contentCompressionResistancePriority(for: orientation.layout))
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size.
  public func setContentCompressionResistancePriority(
    _ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation
  ) {
    node.view.setContentCompressionResistancePriority(priority.layout, for: orientation.layout)
  }

  // MARK: - Anchors

  private var anchors: AnchorSet { AnchorSet(self) }
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.x(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.x(.trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.x(.left) }
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.x(.right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.x(.centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { anchors.y(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.y(.bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.y(.centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.y(.firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.y(.lastBaseline) }
  public var widthAnchor: NSLayoutDimension { anchors.size(.width) }
  public var heightAnchor: NSLayoutDimension { anchors.size(.height) }
}
