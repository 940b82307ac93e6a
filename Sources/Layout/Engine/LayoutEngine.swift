import Solver

/// Lays out a tree of views under Auto Layout constraints, with Apple's semantics.
///
/// The engine owns the root view (named "root", sized `rootSize`). Views join by being added
/// under the root; constraints join when activated on views of the tree. `layoutIfNeeded()`
/// solves and commits every view's `frame`; after a change (a constant, a priority, an
/// activation, an intrinsic size, the root size, a content offset) the next pass is
/// incremental.
///
///     let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
///     // … add views, activate constraints …
///     engine.layoutIfNeeded()
///     engine.report.conflicts   // constraints broken because required ones conflicted
public final class LayoutEngine {
  /// The root view, named "root"; its frame is `0, 0, rootSize`.
  public let root: View
  /// Which edge is leading: left (default) or right.
  public let direction: LayoutDirection
  /// What the standard VFL spacing means in this engine's scripts.
  public let spacing: SpacingStyle

  /// The root view's size, in points (finite).
  ///
  /// Setting it (a rotation) takes effect in the next pass. A size with NaN or an infinity
  /// is refused (the size stays as it was).
  public var rootSize: Size {
    didSet {
      guard rootSize.isFinite else {
        rootSize = oldValue
        return
      }
      guard rootSize != oldValue else { return }
      root.storedFrame = Rect(origin: .zero, size: rootSize)
      rootSizeChanged = true
      rootWidthConstraint?.constant = rootSize.width
      rootHeightConstraint?.constant = rootSize.height
    }
  }

  /// Every view in the tree: the root first, then each view in the order it was added.
  public internal(set) var views: [View] = []

  // MARK: - Change tracking

  /// Constraints with a change the next pass applies, in the order of their first change.
  var pendingConstraints: [LayoutConstraint] = []
  /// Views with a change the next pass applies, in the order of their first change.
  var pendingViews: [View] = []
  /// Stack views whose arrangement the next pass regenerates first, in the order of their
  /// first change.
  var pendingStacks: [StackView] = []
  /// The incremental solver holding every active constraint that is not broken.
  let solver = Solver()
  /// The owner of each solver variable, by variable id.
  var variableOwners = VariableDirectory()
  /// The layout constraint behind each solver constraint, by solver constraint id.
  var solverOwners: [Int: LayoutConstraint] = [:]
  /// Active constraints left out of the solver to resolve conflicts, oldest activation first.
  var brokenConstraints: [LayoutConstraint] = []
  /// Views (by index in `views`) and axes the current commit solved negative, for
  /// `installSizeFloors()`.
  var negativeSizes: [(viewIndex: Int, axis: Axis)] = []
  /// Variables that entered the solver since the last commit, whose frames must be refreshed.
  var enteredVariables: [VariableOwner] = []
  /// Whether `rootSize` changed since the last pass (the next pass lists the root in
  /// `viewsChangedInLastPass`).
  var rootSizeChanged = false
  /// `root.width == rootSize.width`, required.
  var rootWidthConstraint: LayoutConstraint?
  /// `root.height == rootSize.height`, required.
  var rootHeightConstraint: LayoutConstraint?
  /// Whether the current pass removed or changed something that may let broken constraints
  /// hold again.
  var mayResolveConflicts = false
  /// The number of layout passes run so far.
  public internal(set) var passCount = 0
  /// The `views` indices of the views the last pass (`passCount`) may have changed.
  ///
  /// Each view once, in the order the pass reached it: views that got new solved frame
  /// values, and views with a change waiting for that pass (a frame set by hand, a content
  /// offset, margins or text). Views not listed kept their frame and content offset. A call
  /// of `layoutIfNeeded()` with nothing to do starts no pass and leaves the list as it was.
  ///
  /// - Complexity: filled in O(changed views) per pass.
  public var viewsChangedInLastPass: [Int] { changedViews.indices }
  /// The list behind `viewsChangedInLastPass`, with each view's last listing pass.
  var changedViews = ChangedViewList()
  /// The ambiguity found after the last pass, computed on first request.
  var cachedAmbiguity: [AmbiguityReport]?
  /// How much solver work the passes so far did (for tests and benchmarks).
  var statistics = EngineStatistics()
  /// The screen, the keyboard and whether passes derive safe areas and margins.
  var environment = EngineEnvironment()
  /// How many window-origin definitions are in the solver (`LayoutEngine+WindowOrigin.swift`).
  var windowDefinitionCount = 0
  /// Views removed from their superview since the last pass while window-origin definitions
  /// were installed: their subtrees' definitions are dropped at the next pass.
  var movedSubtrees: [View] = []
  /// Numbers for constraint descriptions ("addresses" in Apple-format logs), in the order
  /// constraints reached the engine.
  var nextSerial = 1

  /// Creates an engine with an empty root view.
  ///
  /// - Parameters:
  ///   - rootSize: The root view's size, in points; a side that is NaN or infinite is
  ///     taken as 0 (setting `rootSize` later refuses such a size instead).
  ///   - direction: Which edge is leading; left-to-right by default.
  ///   - spacing: What the standard VFL spacing means; classic (8 and 20) by default.
  public init(
    rootSize: Size, direction: LayoutDirection = .leftToRight, spacing: SpacingStyle = .classic
  ) {
    self.root = View(name: "root")
    let rootSize = Size(
      width: rootSize.width.isFinite ? rootSize.width : 0,
      height: rootSize.height.isFinite ? rootSize.height : 0)
    self.rootSize = rootSize
    self.direction = direction
    self.spacing = spacing
    root.translatesAutoresizingMaskIntoConstraints = false
    root.storedFrame = Rect(origin: .zero, size: rootSize)
    register(subtree: root)
    installRootSizeConstraints()
  }

  /// Deactivates every constraint of the tree and drops the engine's state, which refers to
  /// views and constraints (and a deactivated constraint owns its items), so that nothing of
  /// the tree outlives the engine unless held from outside.
  deinit {
    for view in views {
      for constraint in view.installedConstraints {
        constraint.uninstall(from: view)
        constraint.engineState = nil
      }
      view.installedConstraints = []
      view.layoutState = nil
      (view as? StackView)?.engineReleased()
    }
  }

  /// The view of the tree with the given name (the first one added, if several share it).
  ///
  /// - Complexity: O(views).
  public func view(named name: String) -> View? {
    views.first { $0.name == name }
  }

  /// Adds `view` and its descendants to `views` in pre-order, and hands their installed
  /// constraints to the engine in activation order.
  func register(subtree view: View) {
    var added: [View] = []
    collect(view, into: &added)
    var installed: [LayoutConstraint] = []
    for member in added {
      if member.engine === self, let state = member.layoutState {
        rejoin(member, state: state, installed: &installed)
        continue
      }
      member.engine = self
      member.layoutState = ViewLayoutState(index: views.count)
      views.append(member)
      installed.append(contentsOf: member.installedConstraints)
      markPending(member, .autoresizing)
      markPending(member, .content)
      if member.environment.additionalSafeAreaInsets != .zero {
        environmentFlagsChanged(member)
      }
      if let stack = member as? StackView, stack.needsArrangementUpdate {
        stackNeedsUpdate(stack)
      }
    }
    installed.sort { $0.activationStamp < $1.activationStamp }
    for constraint in installed { constraintActivated(constraint) }
  }

  /// Appends `view` and its descendants in pre-order.
  private func collect(_ view: View, into list: inout [View]) {
    list.append(view)
    for child in view.subviews { collect(child, into: &list) }
  }

  // MARK: - Change notifications (from View and LayoutConstraint)

  /// A constraint was installed on a view of this tree.
  func constraintActivated(_ constraint: LayoutConstraint) {
    markPending(constraint, .activation)
  }

  /// A constraint installed on a view of this tree was deactivated.
  func constraintDeactivated(_ constraint: LayoutConstraint) {
    markPending(constraint, .activation)
  }

  /// An active constraint's constant changed.
  func constantChanged(_ constraint: LayoutConstraint) {
    markPending(constraint, .constant)
  }

  /// An active constraint's priority changed.
  func priorityChanged(_ constraint: LayoutConstraint) {
    markPending(constraint, .priority)
  }

  /// A view's frame, mask or translation flag changed.
  func autoresizingChanged(_ view: View) {
    markPending(view, .autoresizing)
  }

  /// A view's content offset or margins changed.
  func offsetsChanged(_ view: View) {
    if environment.walksViews { environment.dirtyViews.append(view) }
    markPending(view, .offsets)
  }

  /// A view's text, font, insets, intrinsic override or content priorities changed.
  func contentChanged(_ view: View) {
    markPending(view, .content)
    (view.superview as? StackView)?.arrangedSubviewContentChanged(view)
  }

  /// A view's fixed baselines were set or cleared: like a content change, and the
  /// constraints that read its baselines are lowered again at the next pass (a baseline's
  /// share of the view's height changes between the text model's or the bottom edge's and
  /// a fixed offset's 0, which a new constant alone cannot express).
  func baselineSourceChanged(_ view: View) {
    contentChanged(view)
    guard let state = view.layoutState else { return }
    for dependent in state.dependents { markPending(dependent, .activation) }
  }

  /// A stack view's arrangement must be regenerated before the next pass.
  func stackNeedsUpdate(_ stack: StackView) {
    pendingStacks.append(stack)
    cachedAmbiguity = nil
  }

  /// Records a constraint change for the next pass.
  func markPending(_ constraint: LayoutConstraint, _ change: PendingChanges) {
    let state: ConstraintEngineState
    if let existing = constraint.engineState {
      state = existing
    } else {
      state = ConstraintEngineState(serial: nextSerial)
      nextSerial += 1
      constraint.engineState = state
    }
    if state.pending.isEmpty { pendingConstraints.append(constraint) }
    state.pending.insert(change)
    cachedAmbiguity = nil
  }

  /// Records a view change for the next pass.
  func markPending(_ view: View, _ change: PendingChanges) {
    guard let state = view.layoutState else { return }
    if state.pending.isEmpty { pendingViews.append(view) }
    state.pending.insert(change)
    if change == .autoresizing { state.autoresizingStamp = LayoutConstraint.nextActivationStamp() }
    cachedAmbiguity = nil
  }
}

/// What changed on a constraint or a view since the last pass.
struct PendingChanges: OptionSet {
  var rawValue: UInt8
  /// Activated or deactivated (the pass compares the current state with the solver's).
  static let activation = PendingChanges(rawValue: 1 << 0)
  /// The constant changed.
  static let constant = PendingChanges(rawValue: 1 << 1)
  /// The priority changed.
  static let priority = PendingChanges(rawValue: 1 << 2)
  /// The frame, autoresizing mask or translation flag changed.
  static let autoresizing = PendingChanges(rawValue: 1 << 3)
  /// The content offset or layout margins changed.
  static let offsets = PendingChanges(rawValue: 1 << 4)
  /// The text, font, content insets, intrinsic override or content priorities changed.
  static let content = PendingChanges(rawValue: 1 << 5)
}

/// Counts of solver operations, to check that passes are incremental.
struct EngineStatistics: Equatable {
  /// Constraints added to the solver.
  var adds = 0
  /// Constraints removed from the solver.
  var removes = 0
  /// Constants updated in place.
  var constantUpdates = 0
  /// Priorities updated in place.
  var priorityUpdates = 0
  /// The adds no activation asked for: size floors (`installSizeFloors()`), a constraint
  /// added again after its conflict broke another, broken constraints tried again.
  var conflictAdds = 0
}
