extension View {
  /// The constraints installed on this view (UIKit's `constraints`): the active constraints
  /// whose closest common ancestor is this view, in activation order, generated ones
  /// included.
  ///
  /// - Complexity: O(1) (the view's own list).
  public var constraints: [LayoutConstraint] { installedConstraints }
}
