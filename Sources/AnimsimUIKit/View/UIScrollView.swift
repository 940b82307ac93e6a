import AnimsimCore
import Foundation
import Layout

/// A view whose content scrolls (UIKit's `UIScrollView`): its subviews live in its content
/// coordinates, and constraints to it bind to the content area (TN2154).
@MainActor open class UIScrollView: UIView {
  /// Insets around the content (stored; they do not move the content guide).
  open var contentInset = UIEdgeInsets.zero

  /// How the safe area adds to the content insets (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values).
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// Apple: adjusted vertically always under a navigation or tab bar controller, which
    /// the simulation does not have; here it is `scrollableAxes`.
    case automatic = 0
    /// Apple: top and bottom include the safe area when the content is taller than the
    /// scroll view (or `alwaysBounceVertical`), left and right when it is wider (or
    /// `alwaysBounceHorizontal`).
    case scrollableAxes = 1
    /// The safe area is never added.
    case never = 2
    /// The safe area is always added.
    case always = 3
  }

  /// How the safe area adds to `contentInset` in `adjustedContentInset` (`.automatic` by
  /// default, as in UIKit).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// Whether the content counts as vertically scrollable even when it fits (stored; it
  /// counts in `adjustedContentInset`).
  open var alwaysBounceVertical = false

  /// Whether the content counts as horizontally scrollable even when it fits.
  open var alwaysBounceHorizontal = false

  /// `contentInset` plus the safe area insets that `contentInsetAdjustmentBehavior` adds
  /// (Apple: "the insets derived from the content insets and the safe area of the scroll
  /// view"), in points.
  ///
  /// The value is read; it does not move the content or its offset here.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let size = bounds.size
    let content = contentSize
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never:
      vertical = false
      horizontal = false
    case .always:
      vertical = true
      horizontal = true
    case .automatic, .scrollableAxes:
      vertical = alwaysBounceVertical || content.height > size.height
      horizontal = alwaysBounceHorizontal || content.width > size.width
    }
    var insets = contentInset
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }
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
