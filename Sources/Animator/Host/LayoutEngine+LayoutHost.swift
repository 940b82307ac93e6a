import Layout

/// The real layout engine as the animator's host: views in `LayoutEngine.views` order.
extension LayoutEngine: LayoutHost {
  /// The number of views in the tree, root first.
  public var viewCount: Int { views.count }

  /// Every view's committed frame in its superview's coordinates.
  ///
  /// - Complexity: O(views).
  public func modelFrames() -> [Rect] { views.map { $0.frame } }

  /// Each view's superview index in `views` order (nil for the root).
  ///
  /// - Complexity: O(views), with one load of an unowned reference per view.
  public func superviewIndices() -> [Int?]? {
    let ordered = views
    var indices: [ObjectIdentifier: Int] = [:]  // lookups only, never iterated
    for (index, view) in ordered.enumerated() { indices[ObjectIdentifier(view)] = index }
    return ordered.map { view in view.superview.flatMap { indices[ObjectIdentifier($0)] } }
  }

  /// The content offsets of the views at `indices` (in `views` order).
  ///
  /// - Complexity: O(indices).
  public func contentOffsets(ofViews indices: [Int]) -> [Point]? {
    let ordered = views
    return indices.map { ordered[$0].contentOffset }
  }

  /// The passes run so far and the views the last one may have changed
  /// (`LayoutEngine.viewsChangedInLastPass`).
  ///
  /// - Complexity: O(1).
  public func viewsChangedByLastLayout() -> (pass: Int, views: [Int])? {
    (passCount, viewsChangedInLastPass)
  }

  /// Every view's `alpha` and `transform`, in `views` order.
  ///
  /// - Complexity: O(views).
  public func appearances() -> (alphas: [Double], transforms: [Transform2D])? {
    let ordered = views
    return (ordered.map(\.alpha), ordered.map(\.transform))
  }

  /// The committed frames of the views at `indices` (in `views` order).
  ///
  /// - Complexity: O(indices).
  public func modelFrames(ofViews indices: [Int]) -> [Rect]? {
    let ordered = views
    return indices.map { ordered[$0].frame }
  }

  /// Every view's committed frame in root coordinates, after ancestors' content offsets:
  /// the same values as `View.windowFrame`, computed in one walk down the tree.
  ///
  /// `View.windowFrame` walks up through `superview`, a weak reference: about 55 µs for
  /// 1000 views per frame (measured, release); walking down through `subviews` takes about
  /// 20 µs, which matters when relayout animations re-read every frame. The walk visits
  /// views in pre-order; when that is not `views` order (a view added to an earlier parent
  /// later), a second walk places the results by identity.
  ///
  /// - Complexity: O(views).
  public func windowFrames() -> [Rect] {
    let ordered = views
    var windows: [Rect] = []
    windows.reserveCapacity(ordered.count)
    var inOrder = true
    func visit(_ view: View, _ offsetX: Double, _ offsetY: Double) {
      let frame = view.frame
      if inOrder && (windows.count >= ordered.count || ordered[windows.count] !== view) {
        inOrder = false
      }
      windows.append(
        Rect(x: frame.x + offsetX, y: frame.y + offsetY, width: frame.width, height: frame.height))
      let children = view.subviews
      guard !children.isEmpty else { return }
      let offset = view.contentOffset
      let innerX = offsetX + frame.x - offset.x
      let innerY = offsetY + frame.y - offset.y
      for child in children { visit(child, innerX, innerY) }
    }
    visit(root, 0, 0)
    if inOrder && windows.count == ordered.count { return windows }
    // Out of tree order: walk again, placing each result by identity.
    var byView: [ObjectIdentifier: Rect] = [:]
    func place(_ view: View, _ offsetX: Double, _ offsetY: Double) {
      let frame = view.frame
      byView[ObjectIdentifier(view)] = Rect(
        x: frame.x + offsetX, y: frame.y + offsetY, width: frame.width, height: frame.height)
      let offset = view.contentOffset
      for child in view.subviews {
        place(child, offsetX + frame.x - offset.x, offsetY + frame.y - offset.y)
      }
    }
    place(root, 0, 0)
    return ordered.map { byView[ObjectIdentifier($0)] ?? $0.windowFrame }
  }
}
