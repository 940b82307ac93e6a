extension View {
  /// Where the view is seen, in the root view's coordinates.
  ///
  /// The bounding box of its frame after every ancestor's content offset and transform and
  /// its own transform (each about its center; see `VisualGeometry`). Equal to
  /// `windowFrame` when no transform applies.
  ///
  /// - Complexity: O(depth).
  public final var visualFrame: Rect {
    var chain: [View] = []
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.superview
    }
    guard chain.contains(where: { !$0.transform.isIdentity }) else { return windowFrame }
    // Top-down: each view's window frame from its parent's content origin, and its window
    // transform after its parent's.
    var originX = 0.0
    var originY = 0.0
    var composed = Transform2D.identity
    var frame = Rect.zero
    for view in chain.reversed() {
      let own = view.storedFrame
      frame = Rect(
        x: own.x + originX, y: own.y + originY, width: own.width, height: own.height)
      if !view.transform.isIdentity {
        composed = view.transform.about(Point(x: frame.midX, y: frame.midY))
          .concatenating(composed)
      }
      originX = frame.x - view.contentOffset.x
      originY = frame.y - view.contentOffset.y
    }
    return frame.applying(composed)
  }

  /// The alpha the view is drawn with: its own times every ancestor's.
  ///
  /// - Complexity: O(depth).
  public final var effectiveAlpha: Double {
    var product = alpha
    var current = superview
    while let view = current {
      product *= view.alpha
      current = view.superview
    }
    return product
  }
}
