import Diagnostics

/// Renders one frame as an aligned text table, names indented by depth in the hierarchy:
/// what `animsim layout` prints.
///
/// ```
/// t=0s  screen 320x568
/// view             x    y  width  height  window_x  window_y
/// root             0    0    320     568         0         0
///   topGray       20   20    280     260        20        20
///     topButton   20  115     60      30        40       135
/// ```
/// Rows are in pre-order (each view's subviews directly below it, in the order given), so the
/// indentation reads as a tree. Guides are marked `(guide)`, hidden views `(hidden)`, removed
/// ones `(removed)`. Numbers use `DecimalFormat`, right-aligned.
public enum LayoutTable {
  /// The table of `frame` for the items `views`.
  ///
  /// - Complexity: O(items).
  public static func render(views: [OutputView], frame: OutputFrame) -> String {
    var depth: [Int] = []
    for view in views {
      depth.append(view.parent.map { depth[$0] + 1 } ?? 0)
    }
    let header = ["view", "x", "y", "width", "height", "window_x", "window_y"]
    var rows: [[String]] = []
    for index in preorder(views) {
      let view = views[index]
      let rect = frame.frames[index]
      let window = frame.windowFrames[index]
      let name =
        String(repeating: "  ", count: depth[index]) + view.name
        + (view.kind == .layoutGuide ? " (guide)" : "")
        + (index < frame.hidden.count && frame.hidden[index] ? " (hidden)" : "")
        + (index < frame.detached.count && frame.detached[index] ? " (removed)" : "")
      rows.append(
        [name]
          + [rect.x, rect.y, rect.width, rect.height, window.x, window.y].map(
            DecimalFormat.string))
    }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        text += column == 0 ? cell + padding : "  " + padding + cell
      }
      while text.hasSuffix(" ") { text.removeLast() }
      return text + "\n"
    }
    let root = frame.frames.first
    var text = "t=\(DecimalFormat.string(frame.time))s"
    if let root {
      text += "  screen \(DecimalFormat.string(root.width))x\(DecimalFormat.string(root.height))"
    }
    text += "\n" + line(header)
    for row in rows { text += line(row) }
    return text
  }

  /// The indices of `views` in pre-order.
  ///
  /// A view, then each child's subtree in the order the children appear in `views`. Parents
  /// precede their children in `views`.
  ///
  /// - Complexity: O(items).
  static func preorder(_ views: [OutputView]) -> [Int] {
    var children = [[Int]](repeating: [], count: views.count)
    var roots: [Int] = []
    for (index, view) in views.enumerated() {
      if let parent = view.parent { children[parent].append(index) } else { roots.append(index) }
    }
    var order: [Int] = []
    order.reserveCapacity(views.count)
    var stack = Array(roots.reversed())
    while let index = stack.popLast() {
      order.append(index)
      stack.append(contentsOf: children[index].reversed())
    }
    return order
  }
}
