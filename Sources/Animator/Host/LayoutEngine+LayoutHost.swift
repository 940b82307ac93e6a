import Layout

/// The real layout engine as the animator's host: views in `LayoutEngine.views` order.
extension LayoutEngine: LayoutHost {
  /// The number of views in the tree, root first.
  public var viewCount: Int { views.count }

  /// Every view's committed frame in its superview's coordinates.
  ///
  /// - Complexity: O(views).
  public func modelFrames() -> [Rect] { views.map(\.frame) }

  /// Every view's committed frame in root coordinates, after ancestors' content offsets.
  ///
  /// - Complexity: O(views × depth).
  public func windowFrames() -> [Rect] { views.map(\.windowFrame) }
}
