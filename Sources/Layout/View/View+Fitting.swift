import Solver

extension View {
  /// UIKit's `layoutFittingCompressedSize`: ask for the smallest size the constraints allow.
  public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
  /// UIKit's `layoutFittingExpandedSize`: ask for the largest size the constraints allow
  /// (10 000 000 points on each side here, far beyond any screen).
  public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

  /// The size the view's own constraints give it closest to `target`
  /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
  ///
  /// Only the constraints inside the view's subtree count (those installed on the view or
  /// its descendants, with the intrinsic sizes of its content): the constraints that place
  /// the view in its superview are ignored, as in UIKit. The width is pulled toward
  /// `target.width` at `horizontalFittingPriority` and the height toward `target.height` at
  /// `verticalFittingPriority`; with the defaults (`fittingSizeLevel`, 50) the content's
  /// hugging and compression resistance win, so `layoutFittingCompressedSize` gives the
  /// smallest size the content allows. Solved in a separate solver: the engine's layout is
  /// not touched. Constraints activated since the last pass count; text or intrinsic-size
  /// changes count from the next pass on. A view outside any engine (with its superviews,
  /// none of which is in an engine) is laid out in a temporary engine, which is released
  /// afterwards: its views stay free, with their frames as they were.
  ///
  ///     card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // 320 × 200
  ///
  /// - Parameters:
  ///   - target: The size wanted, in points.
  ///   - horizontalFittingPriority: How strongly the width is pulled toward the target.
  ///   - verticalFittingPriority: How strongly the height is pulled toward the target.
  /// - Returns: The fitting size, in points; `target` for a view outside an engine whose
  ///   tree holds views of an engine (they cannot join another one).
  /// - Complexity: one solve of the subtree's constraints, O(subtree constraints²) at worst.
  public func systemLayoutSizeFitting(
    _ target: Size,
    withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority =
      .fittingSizeLevel,
    verticalFittingPriority: LayoutPriority = .fittingSizeLevel
  ) -> Size {
    guard let engine else {
      return fittingSizeOutsideEngines(
        target, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    return engine.fittingSize(
      of: self, target: target, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }
}

extension View {
  /// The fitting size of a view in a tree that no engine holds: the tree joins a temporary
  /// engine for one pass (which generates the intrinsic-size and stack constraints), is
  /// measured, then removed and released (`LayoutEngine.release(_:)`), every frame set back.
  fileprivate func fittingSizeOutsideEngines(
    _ target: Size, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> Size {
    var top = self
    while let parent = top.superview { top = parent }
    var members: [View] = []
    top.collectSubtree(into: &members)
    guard members.allSatisfy({ $0.engine == nil }) else { return target }
    let frames = members.map(\.storedFrame)
    let temporary = LayoutEngine(rootSize: top.storedFrame.size)
    do throws(LayoutError) {
      try temporary.root.addSubview(top)
      temporary.layoutIfNeeded()
      let size = temporary.fittingSize(
        of: self, target: target, horizontal: horizontal, vertical: vertical)
      top.removeFromSuperview()
      try temporary.release(top)
      for (member, frame) in zip(members, frames) { member.storedFrame = frame }
      return size
    } catch {
      return target
    }
  }
}

extension LayoutEngine {
  /// Solves the constraints of `view`'s subtree alone, with its size pulled toward `target`.
  func fittingSize(
    of view: View, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority
  ) -> Size {
    let fitting = Solver()
    var stack = [view]
    var subtree: [View] = []
    while let next = stack.popLast() {
      subtree.append(next)
      stack.append(contentsOf: next.subviews.reversed())
    }
    for member in subtree {
      for constraint in member.installedConstraints {
        var dependencies: [View] = []
        // This solver has no window-origin definitions: deep items as sums of origins.
        let form = lower(
          constraint, in: member, dependencies: &dependencies, windowOrigins: false)
        let relation: Relation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let solverConstraint = Constraint(
          Expression(form.terms, constant: form.constant - constraint.constant), relation,
          priority: Priority(constraint.priority.rawValue))
        // A required constraint that conflicts inside the subtree is left out, as the
        // engine breaks one; the fitting size is then that of the rest.
        try? fitting.add(solverConstraint)
      }
    }
    let width = variable(view, .width)
    let height = variable(view, .height)
    try? fitting.add(
      Constraint(width, .equal, target.width, priority: Priority(horizontal.rawValue)))
    try? fitting.add(
      Constraint(height, .equal, target.height, priority: Priority(vertical.rawValue)))
    return Size(width: fitting.value(of: width), height: fitting.value(of: height))
  }
}
