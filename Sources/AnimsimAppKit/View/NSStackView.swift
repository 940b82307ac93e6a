import AnimsimCore
import Foundation
import Layout

/// A row or column of views (AppKit's `NSStackView`) on Layout's stack view.
///
/// It follows UIKit's rules: gravity areas, detaching and clipping are not modelled (docs/layout.md,
/// Stack views), so `.gravityAreas` lays out as `.fill`. `edgeInsets` are the layout
/// margins the arrangement runs between.
@MainActor open class NSStackView: NSView {
  /// How arranged views share the stack's length.
  public enum Distribution: Int, Hashable, Sendable {
    case gravityAreas = -1
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4

    var layout: StackView.Distribution {
      switch self {
      case .gravityAreas, .fill: .fill
      case .fillEqually: .fillEqually
      case .fillProportionally: .fillProportionally
      case .equalSpacing: .equalSpacing
      case .equalCentering: .equalCentering
      }
    }
  }

  override class func makeLayoutView(name: String) -> View {
    let stack = StackView(name: name)
    // AppKit's defaults: spacing 8, centred across the axis, margins-relative (edgeInsets).
    stack.spacing = 8
    stack.alignment = .center
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = .zero
    return stack
  }

  /// The Layout stack.
  var stack: StackView { node.view as? StackView ?? StackView(name: "unreachable") }

  /// A horizontal stack arranging `views`.
  public convenience init(views: [NSView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The arranged subviews, in order.
  open var arrangedSubviews: [NSView] {
    stack.arrangedSubviews.compactMap { Runtime.shared.owner(of: $0) as? NSView }
  }

  /// Appends `view` to the arranged subviews.
  open func addArrangedSubview(_ view: NSView) {
    insertArrangedSubview(view, at: stack.arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `index`.
  open func insertArrangedSubview(_ view: NSView, at index: Int) {
    if view.superview !== self {
      node.insert(view, at: nil, owner: self, call: "NSStackView.insertArrangedSubview(_:at:)")
      guard view.superview === self else { return }
    }
    do throws(LayoutError) {
      try stack.insertArrangedSubview(view.node.view, at: index)
    } catch {
      Runtime.shared.record(.layout(error), call: "NSStackView.insertArrangedSubview(_:at:)")
    }
  }

  /// Stops arranging `view`.
  open func removeArrangedSubview(_ view: NSView) { stack.removeArrangedSubview(view.node.view) }

  /// The axis (horizontal by default).
  open var orientation: NSUserInterfaceLayoutOrientation {
    get { stack.axis == .horizontal ? .horizontal : .vertical }
    set {
      stack.axis = newValue == .horizontal ? .horizontal : .vertical
      if alignmentWasDefault { stack.alignment = .center }
    }
  }

  private var alignmentWasDefault = true

  /// The attribute arranged views align on across the axis (`.centerY` in a row and
  /// `.centerX` in a column by default; `.top`/`.leading`, `.bottom`/`.trailing`, the
  /// baselines, or `.notAnAttribute`, `.width`, `.height` for fill).
  open var alignment: NSLayoutConstraint.Attribute {
    get {
      switch stack.alignment {
      case .fill: return .notAnAttribute
      case .leading: return stack.axis == .horizontal ? .top : .leading
      case .trailing: return stack.axis == .horizontal ? .bottom : .trailing
      case .center: return stack.axis == .horizontal ? .centerY : .centerX
      case .firstBaseline: return .firstBaseline
      case .lastBaseline: return .lastBaseline
      }
    }
    set {
      alignmentWasDefault = false
      switch newValue {
      case .top, .leading, .left: stack.alignment = .leading
      case .bottom, .trailing, .right: stack.alignment = .trailing
      case .centerX, .centerY: stack.alignment = .center
      case .firstBaseline: stack.alignment = .firstBaseline
      case .lastBaseline: stack.alignment = .lastBaseline
      default: stack.alignment = .fill
      }
    }
  }

  /// How arranged views share the length (`.gravityAreas` by default, laid out as `.fill`).
  open var distribution = Distribution.gravityAreas {
    didSet { stack.distribution = distribution.layout }
  }

  /// The space between arranged views, in points (8 by default).
  open var spacing: CGFloat {
    get { CGFloat(stack.spacing) }
    set { stack.spacing = Double(newValue) }
  }

  /// The custom spacing that means none: the view uses `spacing` (AppKit's
  /// `NSStackView.useDefaultSpacing`, the largest finite value as UIKit's
  /// `spacingUseDefault`).
  public static let useDefaultSpacing = CGFloat.greatestFiniteMagnitude

  /// Sets the space after `view` (`useDefaultSpacing` goes back to `spacing`).
  open func setCustomSpacing(_ spacing: CGFloat, after view: NSView) {
    stack.setCustomSpacing(Double(spacing), after: view.node.view)
  }

  /// The custom space after `view`, in points, or `useDefaultSpacing` when it has none
  /// (then `spacing` applies; Apple: a custom spacing "overrides the stack view's default
  /// spacing as set in the spacing property").
  open func customSpacing(after view: NSView) -> CGFloat {
    CGFloat(stack.customSpacing(after: view.node.view))
  }

  /// Insets around the arrangement (zero by default).
  open var edgeInsets: NSEdgeInsets {
    get {
      let margins = stack.layoutMargins
      return NSEdgeInsets(
        top: CGFloat(margins.top), left: CGFloat(margins.left), bottom: CGFloat(margins.bottom),
        right: CGFloat(margins.right))
    }
    set {
      stack.layoutMargins = EdgeInsets(
        top: Double(newValue.top), left: Double(newValue.left), bottom: Double(newValue.bottom),
        right: Double(newValue.right))
    }
  }
}

/// A layout axis (AppKit's `NSUserInterfaceLayoutOrientation`).
public enum NSUserInterfaceLayoutOrientation: Int, Hashable, Sendable {
  case horizontal = 0
  case vertical = 1
}
