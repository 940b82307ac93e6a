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
/// How a view's `alignmentRectInsets` follow the size of its alignment rectangle.
public enum AlignmentInsetsScaling: Hashable, Sendable {
  /// The insets hold at every size (UIKit's `UIView` default; sliders, progress views).
  case fixed
  /// The insets are those of content of `reference` size (its alignment size, in points)
  /// drawn aspect-fit in the alignment rectangle: scaled by `min(width / reference.width,
  /// height / reference.height)`, as an image view scales its image's insets with the image
  /// (`UIImageView` with a scaling content mode). A reference side that is not positive and
  /// finite makes the scaling fixed.
  case aspectFit(reference: Size)
}

extension View {
  /// The scale the insets get for an alignment rectangle of `size` (1 when fixed).
  func insetsScale(forAlignmentSize size: Size) -> Double {
    guard case .aspectFit(let reference) = alignmentRectInsetsScaling,
      reference.width > 0, reference.height > 0, reference.isFinite
    else { return 1 }
    let scale = min(size.width / reference.width, size.height / reference.height)
    return scale.isFinite ? max(0, scale) : 1
  }

  /// Whether the insets depend on the size (aspect-fit scaling with a usable reference).
  var scalesAlignmentInsets: Bool {
    guard case .aspectFit(let reference) = alignmentRectInsetsScaling else { return false }
    return reference.width > 0 && reference.height > 0 && reference.isFinite
  }

  /// The insets in effect for an alignment rectangle of `size`: `alignmentRectInsets`, times
  /// the aspect-fit scale when `alignmentRectInsetsScaling` asks for it, in points.
  ///
  ///     // insets top −1, bottom −0.5, aspect-fit of 20 × 20, in a 100 × 100 rectangle:
  ///     // scale min(100 / 20, 100 / 20) = 5 → top −5, bottom −2.5
  public func alignmentRectInsets(forAlignmentSize size: Size) -> EdgeInsets {
    let insets = alignmentRectInsets
    guard hasAlignmentInsets, scalesAlignmentInsets else { return insets }
    let scale = insetsScale(forAlignmentSize: size)
    return EdgeInsets(
      top: insets.top * scale, left: insets.left * scale, bottom: insets.bottom * scale,
      right: insets.right * scale)
  }

  /// The alignment rectangle of the view placed at `frame`: `frame` inset by
  /// `alignmentRectInsets` (UIKit's `alignmentRect(forFrame:)`).
  ///
  ///     // insets top 0, left 2, bottom 1, right 2:
  ///     slider.alignmentRect(forFrame: Rect(x: -2, y: 592, width: 378, height: 61))
  ///     // x = -2 + 2 = 0, y = 592, width = 378 - 2 - 2 = 374, height = 61 - 0 - 1 = 60
  ///
  /// With aspect-fit scaling the insets depend on the rectangle sought; the inverse of
  /// `frame(forAlignmentRect:)` is solved piecewise: width-limited, `A.w = F.w / (1 + (l +
  /// r) / ref.w)`, else height-limited, `A.h = F.h / (1 + (t + b) / ref.h)`.
  ///
  /// - Parameter frame: A frame in the superview's coordinates, in points.
  /// - Returns: The alignment rectangle in the same coordinates, in points.
  public func alignmentRect(forFrame frame: Rect) -> Rect {
    guard hasAlignmentInsets else { return frame }
    let insets = alignmentRectInsets
    var scale = 1.0
    var width = frame.width - insets.left - insets.right
    var height = frame.height - insets.top - insets.bottom
    if scalesAlignmentInsets, case .aspectFit(let reference) = alignmentRectInsetsScaling {
      let horizontal = insets.left + insets.right
      let vertical = insets.top + insets.bottom
      let widthDivisor = 1 + horizontal / reference.width
      let heightDivisor = 1 + vertical / reference.height
      guard widthDivisor > 0, heightDivisor > 0 else { return frame }
      width = frame.width / widthDivisor
      scale = width / reference.width
      height = frame.height - vertical * scale
      if height / reference.height < scale {
        height = frame.height / heightDivisor
        scale = height / reference.height
        width = frame.width - horizontal * scale
      }
      scale = max(0, scale)
    }
    return Rect(
      x: frame.minX + insets.left * scale, y: frame.minY + insets.top * scale, width: width,
      height: height)
  }

  /// The frame whose alignment rectangle is `alignmentRect`: the rectangle outset by the
  /// insets in effect for its size (UIKit's `frame(forAlignmentRect:)`).
  ///
  /// - Parameter alignmentRect: An alignment rectangle in the superview's coordinates, in
  ///   points.
  /// - Returns: The frame in the same coordinates, in points.
  public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
    guard hasAlignmentInsets else { return alignmentRect }
    let insets = alignmentRectInsets(forAlignmentSize: alignmentRect.size)
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

  /// Where the alignment rectangle starts inside the bounds on one axis, in points.
  ///
  /// `insets.left` or `insets.top`; 0 without insets. Scaled insets are taken at the current
  /// frame's size (children of such a view see the insets of the last layout).
  func alignmentOrigin(horizontal: Bool) -> Double {
    guard hasAlignmentInsets else { return 0 }
    let insets =
      scalesAlignmentInsets
      ? alignmentRectInsets(forAlignmentSize: alignmentRect.size) : alignmentRectInsets
    return horizontal ? insets.left : insets.top
  }

  /// Updates the flag and tells the engine; called by `alignmentRectInsets` on a change.
  ///
  /// An engine's root keeps its insets unused: its frame is the screen (`rootSize`).
  func alignmentRectInsetsChanged() {
    hasAlignmentInsets = alignmentRectInsets != .zero && !isEngineRoot
    engine?.alignmentRectInsetsChanged(self)
  }
}

extension LayoutEngine {
  /// Writes one solved alignment-rectangle value of a view whose insets scale with its size:
  /// the whole frame is derived again from the alignment rectangle (every side of the frame
  /// depends on the rectangle's size), from the unrounded frame when pixel rounding keeps
  /// one.
  func commitScaledAlignment(_ view: View, _ role: VariableRole, _ value: Double) {
    let state = view.layoutState
    let base = state?.unroundedFrame ?? view.storedFrame
    var rect = view.alignmentRect(forFrame: base)
    switch role {
    case .minX: rect.origin.x = value
    case .minY: rect.origin.y = value
    case .width: rect.size.width = value
    case .height: rect.size.height = value
    case .contentWidth:
      state?.contentSize.width = value
      return
    case .contentHeight:
      state?.contentSize.height = value
      return
    case .windowX, .windowY:
      return
    }
    let frame = view.frame(forAlignmentRect: rect)
    if state?.unroundedFrame != nil { state?.unroundedFrame = frame }
    view.storedFrame = frame
  }

  /// A view's alignment insets changed: its frame is re-derived from its solved alignment
  /// rectangle (or, for a view translating its autoresizing mask, its constraints from its
  /// frame), and every constraint whose lowering reads the insets is lowered again.
  ///
  /// The insets enter constants only, in two ways. As the view's own-space origin: the
  /// constraints installed on the view (its children's and guides' constraints to it, seen
  /// from inside) are re-lowered here. As the origin of its bounds for what lies inside it:
  /// the window-origin definitions of its children and the constraints lowered through it
  /// (the view is in their dependencies) follow the `.offsets` change, as for a content
  /// offset, and the autoresizing constraints of its subviews are regenerated (they follow
  /// its bounds). Constraints on its ancestors that do not cross it do not read the insets.
  ///
  /// - Complexity: O(constraints installed on the view + subviews + dependents).
  func alignmentRectInsetsChanged(_ view: View) {
    markPending(view, .autoresizing)
    // The children's window origins and the constraints lowered through the view start at
    // its bounds (LayoutEngine+WindowOrigin, `appendOrigin`).
    markPending(view, .offsets)
    for child in view.subviews where child.translatesAutoresizingMaskIntoConstraints {
      markPending(child, .autoresizing)
    }
    for constraint in view.installedConstraints { markPending(constraint, .offsets) }
  }
}
