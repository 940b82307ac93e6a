import Solver

/// Which solver variable of a view: a frame component or a scroll view's content size.
enum VariableRole: Int, CaseIterable {
  /// The frame's left edge, in the superview's coordinates.
  case minX = 0
  /// The frame's top edge, in the superview's coordinates.
  case minY
  /// The frame's width.
  case width
  /// The frame's height.
  case height
  /// A scroll view's content width.
  case contentWidth
  /// A scroll view's content height.
  case contentHeight

  /// The name used in solver dumps and ambiguity reports.
  var name: String {
    switch self {
    case .minX: return "minX"
    case .minY: return "minY"
    case .width: return "width"
    case .height: return "height"
    case .contentWidth: return "contentWidth"
    case .contentHeight: return "contentHeight"
    }
  }
}

/// What the engine keeps for each view of its tree.
final class ViewLayoutState {
  /// The view's position in `LayoutEngine.views`.
  let index: Int
  /// Changes the next pass applies.
  var pending: PendingChanges = []
  /// The solver variables, by `VariableRole` raw value, created on first use.
  var variables: [Variable?] = [nil, nil, nil, nil, nil, nil]
  /// The solved content size (scroll views).
  var contentSize = Size.zero
  /// Constraints whose constant depends on this view's content offset, margins or text.
  var dependents: [LayoutConstraint] = []
  /// The constraints generated from the autoresizing mask (width, centerX, height, centerY).
  var autoresizing: [LayoutConstraint] = []
  /// The intrinsic-size constraints, by axis: hugging then compression resistance.
  var intrinsic: [Axis: (hugging: LayoutConstraint, compression: LayoutConstraint)] = [:]
  /// The activation stamp generated autoresizing constraints get (when the view joined or its
  /// frame, mask or flag last changed).
  var autoresizingStamp = 0
  /// The pass (`LayoutEngine.passCount`) that last listed the view in
  /// `LayoutEngine.viewsChangedInLastPass`.
  var changedInPass = 0

  init(index: Int) {
    self.index = index
  }
}

/// What the engine keeps for each constraint it has seen.
final class ConstraintEngineState {
  /// The constraint's number in its engine, shown as its "address" in Apple-format logs.
  let serial: Int
  /// Changes the next pass applies.
  var pending: PendingChanges = []
  /// The solver's constraint while the constraint is in the solver.
  var solverConstraint: Constraint?
  /// The part of the solver constant that comes from coordinate conversion, margins and
  /// baselines (the solver constant is `offset - constant`).
  var offset = 0.0
  /// The views whose `dependents` list this constraint.
  var dependencies: [View] = []
  /// Whether the constraint is active but left out of the solver to resolve a conflict.
  var isBroken = false
  /// The conflict that broke it, while broken.
  var conflict: ConflictReport?

  init(serial: Int) {
    self.serial = serial
  }
}
