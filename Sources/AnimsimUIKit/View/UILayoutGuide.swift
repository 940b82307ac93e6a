import AnimsimCore
import Foundation
import Layout

/// A rectangle that takes part in Auto Layout without being drawn (UIKit's
/// `UILayoutGuide`): one made with `UILayoutGuide()` and added with `addLayoutGuide(_:)`, or
/// a view's system guide (`safeAreaLayoutGuide`, `layoutMarginsGuide`…).
@MainActor open class UILayoutGuide: LayoutItem {
  /// The Layout view of a guide made with `init()`.
  let guideView: View?
  /// The system guide this is, for a view's guide.
  let systemKind: SystemLayoutGuide?
  /// The view that owns the guide.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""

  /// A guide to add to a view with `addLayoutGuide(_:)`.
  public init() {
    let view = View(name: Runtime.shared.nextName(for: "UILayoutGuide"), kind: .layoutGuide)
    guideView = view
    systemKind = nil
    Runtime.shared.register(owner: self, of: view)
  }

  /// A view's system guide.
  init(system kind: SystemLayoutGuide, of view: UIView) {
    guideView = nil
    systemKind = kind
    owningView = view
    identifier = "UIView" + kind.uikitName.prefix(1).uppercased() + kind.uikitName.dropFirst()
  }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
  open var layoutFrame: CGRect {
    if let guideView { return CGRect(guideView.frame) }
    guard let systemKind, let owner = owningView else { return .zero }
    return CGRect(owner.node.view.guideFrame(systemKind))
  }

  package var layoutTarget: (view: View, guide: SystemLayoutGuide?) {
    if let guideView { return (guideView, nil) }
    // A system guide without its view (released) still names a view; a detached one.
    return (owningView?.node.view ?? View(name: "released"), systemKind)
  }

  package var visualFormatSpacing: SpacingStyle { .margins }

  private var anchors: AnchorSet { AnchorSet(self) }
  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.x(.leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.x(.trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.x(.left) }
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.x(.right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.x(.centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { anchors.y(.top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.y(.bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.y(.centerY) }
  public var widthAnchor: NSLayoutDimension { anchors.size(.width) }
  public var heightAnchor: NSLayoutDimension { anchors.size(.height) }
}

/// The part of a view the keyboard covers (UIKit's `UIKeyboardLayoutGuide`, iOS 15): the
/// bottom safe-area inset while the keyboard is hidden.
@MainActor public final class UIKeyboardLayoutGuide: UILayoutGuide {}
