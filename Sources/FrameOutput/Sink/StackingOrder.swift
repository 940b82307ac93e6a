import Diagnostics

/// The order in which views are drawn, back to front.
public enum StackingOrder {
  /// The item indices of `views` back to front.
  ///
  /// Depth first from root, each view before its subviews, siblings in output order
  /// (declaration order, which is the order `addSubview` appends them in), so a later
  /// sibling and its whole subtree draw over an earlier one, as UIKit draws its `subviews`
  /// array (https://developer.apple.com/documentation/uikit/uiview/subviews). Items whose parent chain does not reach an item before them are appended in output order.
  ///
  /// - Complexity: O(n).
  public static func indices(of views: [OutputView]) -> [Int] {
    let children = children(of: views)
    let roots = views.indices.filter { parentIndex(of: $0, in: views) == nil }
    var order: [Int] = []
    order.reserveCapacity(views.count)
    var visited = [Bool](repeating: false, count: views.count)
    var stack = roots.reversed() as [Int]
    while let index = stack.popLast() {
      guard !visited[index] else { continue }
      visited[index] = true
      order.append(index)
      stack.append(contentsOf: children[index].reversed())
    }
    for index in views.indices where !visited[index] { order.append(index) }
    return order
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

  /// The parent of item `index` when it is another item in range, else `nil` (a root).
  private static func parentIndex(of index: Int, in views: [OutputView]) -> Int? {
    guard let parent = views[index].parent, views.indices.contains(parent), parent != index
    else { return nil }
    return parent
  }
}
