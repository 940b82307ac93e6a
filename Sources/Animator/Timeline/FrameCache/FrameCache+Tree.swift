extension FrameCache {
  /// The views that have children, ascending, and each view's position among them (−1 for
  /// a view without children): the tables `rebuild(superviews:)` stores as `parentViews`
  /// and `parentSlots`.
  ///
  /// - Parameter superviews: Each view's superview index (nil for a root); indices out of
  ///   range name no parent.
  /// - Complexity: O(views).
  static func parentTables(of superviews: [Int?]) -> (views: [Int], slots: [Int]) {
    let count = superviews.count
    var hasChildren = [Bool](repeating: false, count: count)
    for case let parent? in superviews where parent >= 0 && parent < count {
      hasChildren[parent] = true
    }
    let views = hasChildren.indices.filter { hasChildren[$0] }
    var slots = [Int](repeating: -1, count: count)
    for (slot, parent) in views.enumerated() { slots[parent] = slot }
    return (views, slots)
  }

  /// Every view's children, ascending, grouped by parent: the children of view v are
  /// `children[starts[v]..<starts[v + 1]]` (`childStart` and `childList`).
  ///
  /// - Parameter superviews: Each view's superview index (nil for a root).
  /// - Returns: Nil when a parent is out of range or not before its child (no incremental
  ///   walk over such a tree).
  /// - Complexity: O(views).
  static func childLists(of superviews: [Int?]) -> (starts: [Int], children: [Int])? {
    let count = superviews.count
    var counts = [Int](repeating: 0, count: count + 1)
    for (index, parent) in superviews.enumerated() {
      guard let parent else { continue }
      guard parent >= 0 && parent < index else { return nil }
      counts[parent + 1] += 1
    }
    for index in 0..<count { counts[index + 1] += counts[index] }
    var next = counts
    var list = [Int](repeating: 0, count: counts[count])
    for (index, parent) in superviews.enumerated() {
      guard let parent else { continue }
      list[next[parent]] = index
      next[parent] += 1
    }
    return (counts, list)
  }
}
