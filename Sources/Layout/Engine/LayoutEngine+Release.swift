extension LayoutEngine {
  /// Forgets a subtree removed from this engine's tree, so that another engine can take it
  /// in with the constraints inside it (UIKit moving a view to another window).
  ///
  /// After `removeFromSuperview()` the subtree is detached: the constraints that crossed its
  /// boundary were deactivated, those inside it stay installed, and the engine keeps its
  /// state for a later `addSubview` back. `release` drops that state: the subtree's
  /// constraints leave the solver, the constraints the engine generated for its views
  /// (intrinsic size, autoresizing, size floors) are uninstalled (a stack view's arrangement stays, to
  /// be matched again), and each view's slot
  /// in `views` keeps a detached stand-in of the same name and last frame (indices never
  /// move, so a timeline over the engine keeps its frame numbering). The views then belong to
  /// no engine: adding the subtree under another engine's root registers it there as new,
  /// its installed constraints active again. Views of the subtree that belong to another
  /// engine are left alone.
  ///
  ///     card.removeFromSuperview()
  ///     try first.release(card)
  ///     try second.root.addSubview(card)   // the card's inner constraints come along
  ///
  /// - Parameter view: A view removed from this engine's tree (`isDetached`), not the root.
  /// - Throws: `LayoutError.notARemovedSubtree` otherwise; nothing changes then.
  /// - Complexity: O(subtree views + their constraints + pending changes + variables).
  public func release(_ view: View) throws(LayoutError) {
    guard view.engine === self, view !== root, let rootState = view.layoutState,
      rootState.isDetached
    else { throw .notARemovedSubtree(view: view.name) }
    // Window-origin definitions of moved subtrees go first (as at the start of a pass).
    releaseMovedWindowOrigins()
    var members: [View] = []
    collectOwnSubtree(view, into: &members)
    var memberIDs: Set<ObjectIdentifier> = []  // lookups only, never iterated
    for member in members { memberIDs.insert(ObjectIdentifier(member)) }
    // Children before their superview: a child's definition mentions the superview's window
    // origin.
    for member in members.reversed() {
      releaseWindowOrigin(of: member, horizontal: true)
      releaseWindowOrigin(of: member, horizontal: false)
    }
    var constraintIDs: Set<ObjectIdentifier> = []  // lookups only, never iterated
    for member in members {
      // Generated constraints are the engine's: uninstalled. The others stay installed.
      for constraint in member.installedConstraints {
        constraintIDs.insert(ObjectIdentifier(constraint))
        if let state = constraint.engineState {
          removeFromSolver(constraint, state: state)
          if state.isBroken { unbreak(constraint, state: state) }
          constraint.engineState = nil
        }
      }
      for constraint in member.installedConstraints where constraint.generatedKind != nil {
        constraint.uninstall(from: member)
      }
      member.installedConstraints.removeAll { $0.generatedKind != nil }
      // A stack view's arrangement constraints stay installed and are matched again when
      // the next engine regenerates the arrangement (as when a view rejoins its engine).
      (member as? StackView)?.needsArrangementUpdate = true
    }
    pendingConstraints.removeAll { constraintIDs.contains(ObjectIdentifier($0)) }
    pendingViews.removeAll { memberIDs.contains(ObjectIdentifier($0)) }
    pendingStacks.removeAll { memberIDs.contains(ObjectIdentifier($0)) }
    environment.dirtyViews.removeAll { memberIDs.contains(ObjectIdentifier($0)) }
    movedSubtrees.removeAll { memberIDs.contains(ObjectIdentifier($0)) }
    var replacements: [Int32: View] = [:]  // lookups only, never iterated
    for member in members {
      guard let state = member.layoutState else { continue }
      let standIn = View(name: member.name, kind: member.kind)
      standIn.storedFrame = member.storedFrame
      standIn.translatesAutoresizingMaskIntoConstraints = false
      state.pending = []
      state.dependents = []
      state.autoresizing = []
      state.intrinsic = [:]
      state.sizeFloors = (nil, nil)
      state.isDetached = true
      standIn.layoutState = state
      standIn.engine = self
      views[state.index] = standIn
      replacements[Int32(state.index)] = standIn
      member.layoutState = nil
      member.engine = nil
    }
    variableOwners.retarget(replacements)
    enteredVariables.removeAll { memberIDs.contains(ObjectIdentifier($0.view)) }
    cachedAmbiguity = nil
  }

  /// Appends `view` and its descendants that belong to this engine, in pre-order.
  private func collectOwnSubtree(_ view: View, into list: inout [View]) {
    guard view.engine === self else { return }
    list.append(view)
    for child in view.subviews { collectOwnSubtree(child, into: &list) }
  }
}
