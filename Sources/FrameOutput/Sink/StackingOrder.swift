import Diagnostics

/// The order in which views are drawn, back to front, and the tree they are drawn as.
///
/// Every visual output takes its order from here (the ASCII and SVG sinks directly, the
/// HTML viewer through the page's data), so the formats cannot disagree on it.
public enum StackingOrder {
  /// The item indices of `views` back to front.
  ///
  /// Depth first from root, each view before its subviews, siblings in output order
  /// (declaration order, which is the order `addSubview` appends them in), so a later
  /// sibling and its whole subtree draw over an earlier one, as UIKit draws its `subviews`
  /// array (https://developer.apple.com/documentation/uikit/uiview/subviews). An item whose
  /// parent is out of range or itself is a root. Items whose parent chain does not reach a
  /// root (a cycle) are appended in output order.
  ///
  /// - Complexity: O(n).
  public static func indices(of views: [OutputView]) -> [Int] {
    walk(views).order
  }

  /// Each item's superview in the drawn tree: its parent when `indices(of:)` reaches it
  /// from that parent, `nil` for a root (no parent, or one out of range or itself) and for
  /// an item on a cycle (drawn at the top level after the tree).
  ///
  /// Drawing each item in `indices(of:)` order inside its drawn parent (or at the top level
  /// when `nil`) gives the stacking order with every subtree nested in its superview.
  ///
  /// - Complexity: O(n).
  public static func drawnParents(of views: [OutputView]) -> [Int?] {
    let reached = walk(views).reached
    return views.indices.map { reached[$0] ? parentIndex(of: $0, in: views) : nil }
  }

  /// Each item's subviews' item indices, in output order (an item whose parent is out of
  /// range or itself has none).
  ///
  /// - Complexity: O(n).
  public static func children(of views: [OutputView]) -> [[Int]] {
    var children = [[Int]](repeating: [], count: views.count)
    for index in views.indices {
      if let parent = parentIndex(of: index, in: views) { children[parent].append(index) }
    }
    return children
  }

  /// The depth-first walk from the roots: the order, and which items it reached (the rest,
  /// on cycles, are appended to the order in output order).
  ///
  /// - Complexity: O(n).
  private static func walk(_ views: [OutputView]) -> (order: [Int], reached: [Bool]) {
    let children = children(of: views)
    let roots = views.indices.filter { parentIndex(of: $0, in: views) == nil }
    var order: [Int] = []
    order.reserveCapacity(views.count)
    var reached = [Bool](repeating: false, count: views.count)
    var stack = roots.reversed() as [Int]
    while let index = stack.popLast() {
      guard !reached[index] else { continue }
      reached[index] = true
      order.append(index)
      stack.append(contentsOf: children[index].reversed())
    }
    for index in views.indices where !reached[index] { order.append(index) }
    return (order, reached)
  }

  /// The parent of item `index` when it is another item in range, else `nil` (a root).
  private static func parentIndex(of index: Int, in views: [OutputView]) -> Int? {
    guard let parent = views[index].parent, views.indices.contains(parent), parent != index
    else { return nil }
    return parent
  }
}
