/// What the engine keeps for each view of its tree.
final class ViewLayoutState {
  /// The view's position in `LayoutEngine.views`.
  let index: Int
  /// Changes the next pass applies.
  var pending: PendingChanges = []
  /// The solved content size (scroll views).
  var contentSize = Size.zero

  init(index: Int) {
    self.index = index
  }
}

/// What the engine keeps for each constraint it has seen.
final class ConstraintEngineState {
  /// Changes the next pass applies.
  var pending: PendingChanges = []
}
