import AnimsimCore
import Foundation
import Layout

/// A view that arranges its arranged subviews in a row or column (UIKit's `UIStackView`),
/// on Layout's stack view: the same `UISV-…` constraints (docs/layout.md, Stack views).
///
/// Hiding an arranged subview collapses it in the next layout pass; inside an animation
/// block the collapse animates and the view stays drawn until the animation ends.
@MainActor open class UIStackView: UIView {
  /// How arranged views share the stack's length.
  public enum Distribution: Int, Hashable, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4

    var layout: StackView.Distribution {
      switch self {
      case .fill: .fill
      case .fillEqually: .fillEqually
      case .fillProportionally: .fillProportionally
      case .equalSpacing: .equalSpacing
      case .equalCentering: .equalCentering
      }
    }
  }

  /// How arranged views sit across the stack's axis.
  public enum Alignment: Int, Hashable, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5

    /// `leading` in a horizontal stack.
    public static var top: Alignment { .leading }
    /// `trailing` in a horizontal stack.
    public static var bottom: Alignment { .trailing }

    var layout: StackView.Alignment {
      switch self {
      case .fill: .fill
      case .leading: .leading
      case .firstBaseline: .firstBaseline
      case .center: .center
      case .trailing: .trailing
      case .lastBaseline: .lastBaseline
      }
    }
  }

  /// `setCustomSpacing(_:after:)`'s value that goes back to `spacing`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The system spacing between views (8 points here).
  public static let spacingUseSystem = CGFloat(SpacingStyle.siblingSpacing)

  override class func makeLayoutView(name: String) -> View { StackView(name: name) }

  /// The Layout stack.
  var stack: StackView {
    // `makeLayoutView` makes every stack's Layout view a StackView.
    node.view as? StackView ?? StackView(name: "unreachable")
  }

  /// A horizontal stack arranging `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The arranged subviews, in order.
  open var arrangedSubviews: [UIView] {
    stack.arrangedSubviews.compactMap { Runtime.shared.owner(of: $0) as? UIView }
  }

  /// Appends `view` to the arranged subviews (adding it as a subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: stack.arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if view.superview !== self {
      node.insert(view, at: nil, owner: self, call: "UIStackView.insertArrangedSubview(_:at:)")
      guard view.superview === self else { return }
    }
    do throws(LayoutError) {
      try stack.insertArrangedSubview(view.node.view, at: stackIndex)
    } catch {
      Runtime.shared.record(.layout(error), call: "UIStackView.insertArrangedSubview(_:at:)")
    }
  }

  /// Stops arranging `view` (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) { stack.removeArrangedSubview(view.node.view) }

  /// The axis (horizontal by default).
  open var axis: NSLayoutConstraint.Axis {
    get { stack.axis == .horizontal ? .horizontal : .vertical }
    set { stack.axis = newValue.layout }
  }

  /// How arranged views share the length.
  open var distribution: Distribution {
    get {
      Distribution(
        rawValue: StackView.Distribution.allCases.firstIndex(of: stack.distribution) ?? 0) ?? .fill
    }
    set { stack.distribution = newValue.layout }
  }

  /// How arranged views sit across the axis.
  open var alignment: Alignment {
    get {
      Alignment(rawValue: StackView.Alignment.allCases.firstIndex(of: stack.alignment) ?? 0)
        ?? .fill
    }
    set { stack.alignment = newValue.layout }
  }

  /// The space between arranged views, in points.
  open var spacing: CGFloat {
    get { CGFloat(stack.spacing) }
    set { stack.spacing = Double(newValue) }
  }

  /// Sets the space after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    stack.setCustomSpacing(Double(spacing), after: arrangedSubview.node.view)
  }

  /// The space after `arrangedSubview`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    CGFloat(stack.customSpacing(after: arrangedSubview.node.view))
  }

  /// Whether the arrangement runs between the layout margins.
  open var isLayoutMarginsRelativeArrangement: Bool {
    get { stack.isLayoutMarginsRelativeArrangement }
    set { stack.isLayoutMarginsRelativeArrangement = newValue }
  }

  /// Whether vertical spacing runs from baseline to baseline.
  open var isBaselineRelativeArrangement: Bool {
    get { stack.isBaselineRelativeArrangement }
    set { stack.isBaselineRelativeArrangement = newValue }
  }
}
