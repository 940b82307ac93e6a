extension LayoutEngine {
  /// Rounds a coordinate to the pixel grid of `scale` pixels per point: to the nearest pixel,
  /// halves upward (toward +∞), so a value and the same value reached through another sum
  /// land on the same pixel.
  ///
  /// UIKit rounds view frames to its screen's pixels when Auto Layout sets them (its
  /// engine's values are then "pixel-aligned": Interface Builder stores such frames, e.g.
  /// 35.333333333333371 = 106 px / 3 on an @3x device). The exact tie rule is not documented;
  /// halves up is the rule of `round(x · scale) / scale` for positive coordinates, which
  /// screen coordinates are.
  ///
  /// - Parameters:
  ///   - value: A coordinate in points.
  ///   - scale: Pixels per point (positive).
  /// - Returns: The nearest multiple of `1 / scale`.
  public static func roundToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale + 0.5).rounded(.down) / scale
  }

  /// Replaces every view's frame by its solved frame with each edge rounded to the pixel grid
  /// in window (root) coordinates, root first.
  ///
  /// Edges are rounded, not origins and sizes: a view's right edge and its neighbour's left
  /// edge are the same solved number, so they land on the same pixel and stay adjacent; a
  /// rounded size is the difference of two rounded edges. A view's rounded frame is its
  /// rounded window rectangle minus its superview's rounded window origin (plus the
  /// superview's content offset).
  ///
  /// - Complexity: O(views).
  func roundFramesToPixels() {
    guard let scale = environment.screen?.scale, scale > 0 else { return }
    // Window origins of each view's content area, unrounded and rounded, by view index.
    var unroundedOrigins = [Point](repeating: .zero, count: views.count)
    var roundedOrigins = [Point](repeating: .zero, count: views.count)
    for view in views {
      guard let state = view.layoutState else { continue }
      if state.unroundedFrame == nil { state.unroundedFrame = view.storedFrame }
      var solved = state.unroundedFrame ?? view.storedFrame
      if view === root { solved = Rect(origin: .zero, size: rootSize) }
      var parentOrigin = Point.zero
      var parentRounded = Point.zero
      if let superview = view.superview, let parentState = superview.layoutState {
        parentOrigin = unroundedOrigins[parentState.index]
        parentRounded = roundedOrigins[parentState.index]
      }
      let minX = parentOrigin.x + solved.minX
      let minY = parentOrigin.y + solved.minY
      let left = LayoutEngine.roundToPixel(minX, scale: scale)
      let top = LayoutEngine.roundToPixel(minY, scale: scale)
      let right = LayoutEngine.roundToPixel(minX + solved.width, scale: scale)
      let bottom = LayoutEngine.roundToPixel(minY + solved.height, scale: scale)
      let rounded = Rect(
        x: left - parentRounded.x, y: top - parentRounded.y, width: right - left,
        height: bottom - top)
      unroundedOrigins[state.index] = Point(
        x: minX - view.contentOffset.x, y: minY - view.contentOffset.y)
      roundedOrigins[state.index] = Point(
        x: left - view.contentOffset.x, y: top - view.contentOffset.y)
      if rounded != view.storedFrame {
        view.storedFrame = rounded
        noteChanged(state)
      }
    }
  }
}
