import AnimsimCore
import Foundation
import Layout

extension UIView {
  /// UIKit's `UIView.noIntrinsicMetric`: a side of an intrinsic size with no natural value.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size the content allows (`systemLayoutSizeFitting` target).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size the content allows (`systemLayoutSizeFitting` target).
  public static let layoutFittingExpandedSize = CGSize(
    Layout.View.layoutFittingExpandedSize)

  /// Which margins and sizes stretch when the superview resizes (UIKit's bits).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  // MARK: - Constraints

  /// Whether the frame and autoresizing mask become constraints (true for views made in
  /// code, as in UIKit).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { node.view.translatesAutoresizingMaskIntoConstraints }
    set { node.view.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// Which margins and sizes stretch when the superview resizes.
  public var autoresizingMask: AutoresizingMask {
    get { AutoresizingMask(rawValue: UInt(node.view.autoresizingMask.rawValue)) }
    set { node.view.autoresizingMask = Layout.AutoresizingMask(rawValue: newValue.rawValue) }
  }

  /// The constraints installed on this view (active constraints whose closest common
  /// ancestor it is) that were made through this library.
  public var constraints: [NSLayoutConstraint] {
    node.view.constraints.compactMap { Runtime.shared.wrapper(of: $0) }
  }

  /// Activates `constraint` (the legacy way).
  ///
  /// It is installed on the items' closest common ancestor. A view that is not that ancestor logs UIKit's "view hierarchy is not
  /// prepared" message.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let backing = constraint.backing {
      let items = [backing.firstItem] + (backing.secondItem.map { [$0] } ?? [])
      if !items.allSatisfy({ $0.isDescendant(of: node.view) }) {
        Runtime.shared.log.append(
          "The view hierarchy is not prepared for the constraint: \(backing.appleDescription)\n"
            + "\tWhen added to a view, the constraint's items must be descendants of that view "
            + "(or the view itself). This will crash if the constraint needs to be resolved "
            + "before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) "
            + "_viewHierarchyUnpreparedForConstraint:] to debug.")
      }
    }
    NSLayoutConstraint.activate([constraint])
  }

  /// Activates `constraints` (see `addConstraint(_:)`).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  // MARK: - Priorities

  /// How strongly the view resists growing beyond its intrinsic size on `axis`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    UILayoutPriority(layout: node.view.contentHuggingPriority(for: axis.layout))
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    node.view.setContentHuggingPriority(priority.layout, for: axis.layout)
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    UILayoutPriority(layout: node.view.contentCompressionResistancePriority(for: axis.layout))
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    node.view.setContentCompressionResistancePriority(priority.layout, for: axis.layout)
  }

  /// The size the view's own constraints give it, pulled toward `targetSize` at the
  /// fitting level (`UIView.layoutFittingCompressedSize` for the smallest).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's own constraints give it, pulled toward `targetSize` at the given
  /// priorities (for example a fixed width at `.required` and a free height).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    node.window?.layoutPass()
    node.prepareFittingOutsideWindows(self)
    return CGSize(
      node.view.systemLayoutSizeFitting(
        targetSize.layoutSize, withHorizontalFittingPriority: horizontalFittingPriority.layout,
        verticalFittingPriority: verticalFittingPriority.layout))
  }

  // MARK: - Margins and safe area

  /// Insets for the margin attributes and `layoutMarginsGuide` (8 on every side by default).
  public var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(node.view.layoutMargins) }
    set {
      node.view.layoutMargins =
        viewController?.respectingMinimum(newValue.layout, self) ?? newValue.layout
    }
  }

  /// The margins in the layout direction.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(node.view.directionalLayoutMargins) }
    set {
      node.view.directionalLayoutMargins = newValue.layout
      if let controller = viewController {
        node.view.layoutMargins = controller.respectingMinimum(node.view.layoutMargins, self)
      }
    }
  }

  /// Whether the margins are at least the superview's where they reach into the view.
  public var preservesSuperviewLayoutMargins: Bool {
    get { node.view.preservesSuperviewLayoutMargins }
    set { node.view.preservesSuperviewLayoutMargins = newValue }
  }

  /// Whether the margins are measured from the safe area (true by default).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { node.view.insetsLayoutMarginsFromSafeArea }
    set { node.view.insetsLayoutMarginsFromSafeArea = newValue }
  }

  /// The parts of the view the device's screen covers (status bar, home indicator), as of
  /// the last layout pass.
  public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(node.view.safeAreaInsets) }

  // MARK: - Guides

  /// The view's safe area.
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
  /// The view's bounds inset by its effective margins.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
  /// The margins narrowed to a readable width (672 points at the default text size).
  public var readableContentGuide: UILayoutGuide { systemGuide(.readable) }
  /// The part of the view the keyboard covers.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    // The keyboard guide is always made as a UIKeyboardLayoutGuide (`systemGuide(_:)`).
    systemGuide(.keyboard) as? UIKeyboardLayoutGuide
      ?? UIKeyboardLayoutGuide(system: .keyboard, of: self)
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
