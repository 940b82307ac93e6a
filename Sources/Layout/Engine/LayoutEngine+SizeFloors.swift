// Sizes are never negative: UIKit's engine treats a layout that needs a negative width or
// height as unsatisfiable. The evidence is its conflict logs, which list sets of required
// constraints that a negative size would satisfy:
// - a view pinned 8 points inside both edges of a superview whose
//   `UIView-Encapsulated-Layout-Width` is 0 (`H:|-(8)-[UITableView]`, `H:[UITableView]-(8)-|`,
//   `width == 0`) is reported as a conflict, though a width of -16 satisfies all three
//   (aplus.rs, "One solution for 90% of Auto Layout exceptions", 2017);
// - a cell whose vertical chain of fixed gaps and heights adds up to 159 points against a
//   `UIView-Encapsulated-Layout-Height` of 139.5, with two labels of free height in the chain,
//   is reported as a conflict and UIKit breaks the author's `V:[UIView(80)]` (a reusable-cell
//   question on developreference.com, "How to set constraint in a reusable UITableViewCell").
// Interface Builder's canvas runs the same engine: the development corpus's 163 (tv 21701)
// saves a cell whose image view is required 52 high in a stack that only 47 points leave
// (66 - 11 top margin - 8 gap - a progress view's 0); it keeps the progress views at height 0
// (not -5) and the stack at 47, the image view's `height == 52` broken.
//
// The engine keeps no floor for sizes that never go negative (almost all of them): it
// installs `size >= 0` (required, generated) the first time a pass solves a view's size
// negative, and solves again. A floor in a conflict breaks the author's constraint
// (`resolveConflict`), as UIKit's logs show.

extension LayoutEngine {
  /// Installs the floor `size >= 0` under every width and height the last commit solved
  /// negative (views laid out by constraints only: not the root, whose size is the engine's,
  /// nor a view translating its autoresizing mask, whose frame is the author's).
  ///
  /// - Returns: Whether a floor was installed (the pass solves again).
  /// - Complexity: O(sizes solved negative).
  func installSizeFloors() -> Bool {
    let found = negativeSizes
    negativeSizes.removeAll(keepingCapacity: true)
    var installed = false
    for (index, axis) in found where index < views.count {
      let view = views[index]
      guard view !== root, !view.translatesAutoresizingMaskIntoConstraints,
        let state = view.layoutState, !state.isDetached
      else { continue }
      let existing = axis == .horizontal ? state.sizeFloors.width : state.sizeFloors.height
      guard existing == nil else { continue }
      let floor = LayoutConstraint(
        unchecked: view, axis == .horizontal ? .width : .height, .greaterThanOrEqual, nil,
        .notAnAttribute, multiplier: 0, constant: 0, priority: .required)
      floor.origin = .sizeFloor
      floor.generatedKind = .sizeFloor(axis)
      floor.install(on: view)
      if axis == .horizontal {
        state.sizeFloors.width = floor
      } else {
        state.sizeFloors.height = floor
      }
      installed = true
    }
    return installed
  }
}
