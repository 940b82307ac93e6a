/// Alignment rectangles: the rectangle constraints act on, inside or around the frame.
///
/// UIKit's Auto Layout relates alignment rectangles, not frames: "the constraint-based layout
/// system uses alignment rectangles to align views, rather than their frame" (Apple, UIView
/// `alignmentRectInsets` and "Auto Layout Guide: Anatomy of a Constraint"). A view's frame is
/// its alignment rectangle outset by `alignmentRectInsets`
/// (https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets). Controls
/// that draw outside their logical shape report insets (a UISlider's frame reaches 2 points
/// beyond its track on each side and 1 point below it), and an image view takes the
/// insets of its image.
///
/// In the engine, a view's four solver variables are its alignment rectangle: `minX`/`minY`
/// in the superview's bounds coordinates, `width`/`height` its size. Intrinsic content sizes
/// are alignment sizes, as in UIKit. Committing a solved value outsets it to the frame, and
/// pixel rounding then rounds the frame's edges (UIKit rounds the frames it sets). Views
/// without insets (`hasAlignmentInsets == false`) skip every conversion, so their frames are
/// the solved values unchanged.
///
/// Coordinates inside a view with insets: its children live in its bounds, whose origin is
/// the frame's, `insets.left` and `insets.top` before its alignment rectangle. Its own edge
/// attributes seen by its children (`superview.leading`, …) are the alignment rectangle's
/// edges; its margin attributes and system guides (safe area, margins, readable) are measured
/// from the alignment rectangle's edges too (UIKit measures them from the bounds; the two
/// differ only on a view with both insets and margin- or guide-relative children, which
/// UIKit's inset-bearing controls do not have).
extension View {
  /// The alignment rectangle of the view placed at `frame`: `frame` inset by
  /// `alignmentRectInsets` (UIKit's `alignmentRect(forFrame:)`).
  ///
  ///     // insets top 0, left 2, bottom 1, right 2:
  ///     slider.alignmentRect(forFrame: Rect(x: -2, y: 592, width: 378, height: 61))
  ///     // x = -2 + 2 = 0, y = 592, width = 378 - 2 - 2 = 374, height = 61 - 0 - 1 = 60
  ///
  /// - Parameter frame: A frame in the superview's coordinates, in points.
  /// - Returns: The alignment rectangle in the same coordinates, in points.
  public func alignmentRect(forFrame frame: Rect) -> Rect {
    guard hasAlignmentInsets else { return frame }
    let insets = alignmentRectInsets
    return Rect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
  }

  /// The frame whose alignment rectangle is `alignmentRect`: the rectangle outset by
  /// `alignmentRectInsets` (UIKit's `frame(forAlignmentRect:)`).
  ///
  /// - Parameter alignmentRect: An alignment rectangle in the superview's coordinates, in
  ///   points.
  /// - Returns: The frame in the same coordinates, in points.
  public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
    guard hasAlignmentInsets else { return alignmentRect }
    let insets = alignmentRectInsets
    return Rect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  /// The current alignment rectangle: `frame` inset by `alignmentRectInsets`, in the
  /// superview's coordinates, in points.
  public var alignmentRect: Rect { alignmentRect(forFrame: storedFrame) }

  /// The frame component for a solved alignment-rectangle value of `role` (content sizes
  /// pass through).
  func frameComponent(_ role: VariableRole, alignmentValue value: Double) -> Double {
    let insets = alignmentRectInsets
    switch role {
    case .minX: return value - insets.left
    case .minY: return value - insets.top
    case .width: return value + insets.left + insets.right
    case .height: return value + insets.top + insets.bottom
    case .contentWidth, .contentHeight, .windowX, .windowY: return value
    }
  }

  /// Where the alignment rectangle starts inside the bounds on one axis (`insets.left` or
  /// `insets.top`), in points; 0 without insets.
  func alignmentOrigin(horizontal: Bool) -> Double {
    guard hasAlignmentInsets else { return 0 }
    return horizontal ? alignmentRectInsets.left : alignmentRectInsets.top
  }

  /// Updates the flag and tells the engine; called by `alignmentRectInsets` on a change.
  func alignmentRectInsetsChanged() {
    hasAlignmentInsets = alignmentRectInsets != .zero
    engine?.alignmentRectInsetsChanged(self)
  }
}

extension LayoutEngine {
  /// A view's alignment insets changed: its frame is re-derived from its solved alignment
  /// rectangle (or, for a view translating its autoresizing mask, its constraints from its
  /// frame), and every constraint whose lowering can cross it is lowered again.
  ///
  /// The insets enter constants only: as the view's own-space origin (constraints installed
  /// on the view) and as an ancestor's frame offset (constraints installed on its
  /// ancestors), so the constraints installed on the view and its ancestors are re-lowered,
  /// and the autoresizing constraints of its subviews regenerated (they follow its bounds).
  ///
  /// - Complexity: O(constraints installed on the view and its ancestors + subviews).
  func alignmentRectInsetsChanged(_ view: View) {
    markPending(view, .autoresizing)
    // The children's window origins start at the view's bounds (LayoutEngine+WindowOrigin).
    markPending(view, .offsets)
    for child in view.subviews where child.translatesAutoresizingMaskIntoConstraints {
      markPending(child, .autoresizing)
    }
    var current: View? = view
    while let item = current {
      for constraint in item.installedConstraints { markPending(constraint, .offsets) }
      current = item.superview
    }
  }
}
