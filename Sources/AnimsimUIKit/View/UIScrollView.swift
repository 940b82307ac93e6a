import AnimsimCore
import Foundation
import Layout

/// A view whose content scrolls (UIKit's `UIScrollView`): its subviews live in its content
/// coordinates, and constraints to it bind to the content area (TN2154).
@MainActor open class UIScrollView: UIView {
  /// Insets around the content (stored; they do not move the content guide).
  open var contentInset = UIEdgeInsets.zero
  /// A content size set by hand, for content without constraints.
  private var setContentSize: CGSize?

  override class func makeLayoutView(name: String) -> View { View(name: name, kind: .scrollView) }

  /// How far the content is scrolled: the bounds origin.
  open var contentOffset: CGPoint {
    get { CGPoint(node.view.contentOffset) }
    set { node.view.contentOffset = newValue.layoutPoint }
  }

  /// Scrolls to `contentOffset`; with `animated`, over 0.3 s on ease-in-ease-out (UIKit does
  /// not document its scrolling animation; this is an approximation).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated, let spec = try? AnimationSpecs.scroll else {
      self.contentOffset = contentOffset
      return
    }
    Runtime.shared.animate(
      spec, policy: .additive, call: "UIScrollView.setContentOffset(_:animated:)"
    ) {
      self.contentOffset = contentOffset
    }
  }

  /// The content's size: what the constraints to the content area define, or the size set.
  open var contentSize: CGSize {
    get {
      let solved = node.view.contentSize
      return solved == .zero ? (setContentSize ?? .zero) : CGSize(solved)
    }
    set { setContentSize = newValue }
  }

  /// The content area (`0, 0, contentSize`).
  open var contentLayoutGuide: UILayoutGuide { systemGuide(.content) }
  /// The scroll view's frame, seen from its content.
  open var frameLayoutGuide: UILayoutGuide { systemGuide(.frame) }
}
