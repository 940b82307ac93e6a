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
    var children = [[Int]](repeating: [], count: views.count)
    var roots: [Int] = []
    for (index, view) in views.enumerated() {
      if let parent = view.parent, parent >= 0, parent < views.count, parent != index {
        children[parent].append(index)
      } else {
        roots.append(index)
      }
    }
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
}
