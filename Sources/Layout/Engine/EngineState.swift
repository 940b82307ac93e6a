import Solver

/// Which solver variable of a view: a frame component or a scroll view's content size.
enum VariableRole: Int, CaseIterable {
  /// The alignment rectangle's left edge, in the superview's coordinates (the frame's for a
  /// view without `alignmentRectInsets`).
  case minX = 0
  /// The alignment rectangle's top edge, in the superview's coordinates.
  case minY
  /// The alignment rectangle's width.
  case width
  /// The alignment rectangle's height.
  case height
  /// A scroll view's content width.
  case contentWidth
  /// A scroll view's content height.
  case contentHeight
  /// The frame's left edge in window (root content) coordinates: the *window origin*, used by
  /// constraints between a view and a container that is not its superview
  /// (`LayoutEngine+WindowOrigin.swift`). Not a frame component: never committed or reported.
  case windowX
  /// The frame's top edge in window (root content) coordinates (see `windowX`).
  case windowY

  /// Whether the role is a window origin (an engine-internal variable, not part of a frame).
  var isWindowOrigin: Bool { self == .windowX || self == .windowY }

  /// The frame roles, in raw-value order: every role but the window origins.
  static let frameRoles: [VariableRole] = [
    .minX, .minY, .width, .height, .contentWidth, .contentHeight,
  ]

  /// The name used in solver dumps and ambiguity reports.
  var name: String {
    switch self {
    case .minX: return "minX"
    case .minY: return "minY"
    case .width: return "width"
    case .height: return "height"
    case .contentWidth: return "contentWidth"
    case .contentHeight: return "contentHeight"
    case .windowX: return "windowX"
    case .windowY: return "windowY"
    }
  }
}

/// A view's solver variables, one optional slot per `VariableRole`, stored inline (no array
/// to allocate per view or to retain on every lookup while lowering).
struct ViewVariables: Sequence {
  /// The frame's left edge.
  private var minX: Variable?
  /// The frame's top edge.
  private var minY: Variable?
  /// The frame's width.
  private var width: Variable?
  /// The frame's height.
  private var height: Variable?
  /// A scroll view's content width.
  private var contentWidth: Variable?
  /// A scroll view's content height.
  private var contentHeight: Variable?
  /// The frame's left edge in window coordinates.
  private var windowX: Variable?
  /// The frame's top edge in window coordinates.
  private var windowY: Variable?

  /// The variable for the role with this raw value, if created.
  subscript(rawRole: Int) -> Variable? {
    get {
      switch rawRole {
      case 0: return minX
      case 1: return minY
      case 2: return width
      case 3: return height
      case 4: return contentWidth
      case 5: return contentHeight
      case 6: return windowX
      case 7: return windowY
      default: preconditionFailure("no variable role \(rawRole)")
      }
    }
    set {
      switch rawRole {
      case 0: minX = newValue
      case 1: minY = newValue
      case 2: width = newValue
      case 3: height = newValue
      case 4: contentWidth = newValue
      case 5: contentHeight = newValue
      case 6: windowX = newValue
      case 7: windowY = newValue
      default: preconditionFailure("no variable role \(rawRole)")
      }
    }
  }

  /// Walks the slots in role order (`nil` where no variable was created), without an array.
  struct Iterator: IteratorProtocol {
    /// The slots being walked.
    let variables: ViewVariables
    /// The raw value of the next role.
    var nextRole = 0

    /// The next slot, or `nil` (outer) after the last role.
    mutating func next() -> Variable?? {
      guard nextRole <= VariableRole.windowY.rawValue else { return nil }
      defer { nextRole += 1 }
      return .some(variables[nextRole])
    }
  }

  /// The slots in role order (`nil` where no variable was created).
  func makeIterator() -> Iterator {
    Iterator(variables: self)
  }
}

/// What the engine keeps for each view of its tree.
final class ViewLayoutState {
  /// The view's position in `LayoutEngine.views`.
  let index: Int
  /// Changes the next pass applies.
  var pending: PendingChanges = []
  /// The solver variables, by `VariableRole` raw value, created on first use.
  var variables = ViewVariables()
  /// The solved content size (scroll views).
  var contentSize = Size.zero
  /// Constraints whose constant depends on this view's content offset, margins or text.
  var dependents: [LayoutConstraint] = []
  /// The constraints generated from the autoresizing mask (width, centerX, height, centerY).
  var autoresizing: [LayoutConstraint] = []
  /// The intrinsic-size constraints, by axis: hugging then compression resistance.
  var intrinsic: [Axis: (hugging: LayoutConstraint, compression: LayoutConstraint)] = [:]
  /// The floors under the width and height (`size >= 0`), installed the first time a pass
  /// solved that size negative (`LayoutEngine+SizeFloors.swift`).
  var sizeFloors: (width: LayoutConstraint?, height: LayoutConstraint?) = (nil, nil)
  /// The activation stamp generated autoresizing constraints get (when the view joined or its
  /// frame, mask or flag last changed).
  var autoresizingStamp = 0
  /// Whether the view was removed from the tree (directly or with an ancestor) and has not
  /// joined it again: its constraints stay installed but out of the solver.
  var isDetached = false
  /// The frame as solved, before rounding to pixels; kept only while the engine's screen has
  /// a scale (`nil` otherwise).
  var unroundedFrame: Rect?
  /// The last environment or rounding walk that visited the view.
  var environmentStamp = 0
  /// The last walk that had the view as a seed.
  var seedStamp = 0
  /// The window-origin definition on the horizontal axis, while installed
  /// (`LayoutEngine+WindowOrigin.swift`).
  var windowDefinitionX: WindowOriginDefinition?
  /// The window-origin definition on the vertical axis, while installed.
  var windowDefinitionY: WindowOriginDefinition?

  init(index: Int) {
    self.index = index
  }

  /// Writes one solved value into `unroundedFrame`.
  func commitUnrounded(_ role: VariableRole, _ value: Double) {
    switch role {
    case .minX: unroundedFrame?.origin.x = value
    case .minY: unroundedFrame?.origin.y = value
    case .width: unroundedFrame?.size.width = value
    case .height: unroundedFrame?.size.height = value
    case .contentWidth, .contentHeight, .windowX, .windowY: break
    }
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
