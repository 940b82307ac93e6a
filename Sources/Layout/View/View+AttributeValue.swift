extension View {
  /// The value of `attribute` for this view placed at `frame`, in the frame's coordinate
  /// space (points), as constraints measure it.
  ///
  /// Edges, centres and margin forms come from the frame's alignment rectangle (the frame
  /// itself without `alignmentRectInsets`) and `effectiveLayoutMargins`; `leading` is
  /// the right edge in right-to-left layouts; baselines come from the text model (for views
  /// without text, the bottom edge). Useful to check an expectation against a presented frame
  /// during an animation.
  ///
  ///     label.value(of: .firstBaseline, frame: label.frame)   // top + 16.15 for 17-point text
  ///
  /// - Parameters:
  ///   - attribute: Any attribute but `notAnAttribute` (which gives 0).
  ///   - frame: Where the view is; its current `frame` by default.
  ///   - direction: The layout direction, for leading and trailing.
  /// - Returns: A coordinate or a size, in points. (Values are plain coordinates: leading in a
  ///   right-to-left layout is the right edge's x, not its negation.)
  public func value(
    of attribute: LayoutAttribute, frame: Rect? = nil, direction: LayoutDirection = .leftToRight
  ) -> Double {
    // Constraints measure the alignment rectangle (View+AlignmentRect.swift).
    let rect = alignmentRect(forFrame: frame ?? storedFrame)
    let margins = effectiveLayoutMargins
    let rightToLeft = direction == .rightToLeft
    switch attribute {
    case .notAnAttribute: return 0
    case .left: return rect.minX
    case .right: return rect.maxX
    case .leading: return rightToLeft ? rect.maxX : rect.minX
    case .trailing: return rightToLeft ? rect.minX : rect.maxX
    case .width: return rect.width
    case .height: return rect.height
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .leftMargin: return rect.minX + margins.left
    case .rightMargin: return rect.maxX - margins.right
    case .topMargin: return rect.minY + margins.top
    case .bottomMargin: return rect.maxY - margins.bottom
    case .leadingMargin: return rightToLeft ? rect.maxX - margins.right : rect.minX + margins.left
    case .trailingMargin:
      return rightToLeft ? rect.minX + margins.left : rect.maxX - margins.right
    case .centerXWithinMargins: return rect.midX + (margins.left - margins.right) / 2
    case .centerYWithinMargins: return rect.midY + (margins.top - margins.bottom) / 2
    case .firstBaseline:
      let baseline = firstBaselineFromTop
      return rect.minY + baseline.heightFactor * rect.height + baseline.offset
    case .lastBaseline:
      let baseline = lastBaselineFromTop
      return rect.minY + baseline.heightFactor * rect.height + baseline.offset
    }
  }
}
