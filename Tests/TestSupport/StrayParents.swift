import FrameOutput

/// Output items whose parents do not form a tree, for the stacking rules: `x`'s parent (9)
/// is out of range, `p` and `q` are each other's parent; `y` is in `root`, `z` in `x`.
///
/// Swift's stacking order (`StackingOrder`) draws root, y, then x (a root) and z, then p and
/// q at the top level: items 0, 2, 1, 5, 3, 4.
public enum StrayParents {
  /// The items, in output order.
  public static let views = [
    OutputView(name: "root", kind: .view, parent: nil),
    OutputView(name: "x", kind: .view, parent: 9),
    OutputView(name: "y", kind: .view, parent: 0),
    OutputView(name: "p", kind: .view, parent: 4),
    OutputView(name: "q", kind: .view, parent: 3),
    OutputView(name: "z", kind: .view, parent: 1),
  ]
}
