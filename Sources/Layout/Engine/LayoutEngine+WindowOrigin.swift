import Solver

// Window origins: where a view's frame origin lies in the root's content area.
//
// A constraint between a view and a container that is not its superview measures the view
// in the container's coordinates. Written as the sum of the origins of the views between
// them, a constraint at depth d has d + 1 terms, and N views nested N deep pinned to the root
// give rows with O(N²) terms. Instead each such view gets a window-origin variable per axis,
// tied to its own origin by one required equality, its *window-origin definition*:
//
//     minX(v) = windowX(v) - windowX(superview) + superview.contentOffset.x + insets.left
//
// where `insets` are the superview's alignment-rect insets (its variables place its alignment
// rect, whose origin lies that far inside its bounds; View+AlignmentRect.swift). For a child
// of the root the window origin is `minX` itself: the root's content area is the window. A
// constraint then mentions `windowX(item) - windowX(container)` plus the
// container's content offset: a handful of terms at any depth. The window variable is new
// whenever its definition is installed, so the definition always has a fresh variable and
// the solver keeps it outside the tableau (docs/solver.md, "Definitions"): `minX(v)` is its
// subject when no other constraint mentions it, else `windowX(v)`.
//
// A definition is installed before the first constraint that mentions the view's window
// origin is added, with its superview's first (top-down), and removed when the last
// constraint and the last child definition that mention that origin are gone (reference
// counts, as for every solver variable of the engine). It holds a reference to the view's
// origin (so the origin is committed) and to the superview's window origin. A view removed
// from its superview loses the definitions of its whole subtree at the next pass (their
// constraints leave the solver or are lowered again in the same pass); a superview's content
// offset and alignment insets are the definition's constant, updated in place.

/// The window-origin definition of one view on one axis, while it is in the solver.
struct WindowOriginDefinition {
  /// `origin - window + parentWindow - parentOffset == 0`, required.
  let constraint: Constraint
  /// The view's frame origin on the axis (`minX` or `minY`).
  let origin: Variable
  /// The view's window origin on the axis (`windowX` or `windowY`).
  let window: Variable
  /// The superview's window origin on the axis when the definition was installed.
  let parentWindow: Variable
  /// Where the superview's bounds origin lies before its window origin on the axis, in
  /// points (`windowOffset(of:horizontal:)`; the constant is its negation).
  var offset: Double
  /// The superview when the definition was installed, uncounted (the engine keeps every
  /// view alive).
  let parent: Unmanaged<View>
}

extension LayoutEngine {
  /// The window-origin variable of `view` on one axis: `minX`/`minY` for a child of the root,
  /// else `windowX`/`windowY` (created on first use; its definition is installed by
  /// `installWindowOrigins(for:)`).
  ///
  /// Precondition: `view` is in the tree and is not the root.
  func windowOrigin(of view: View, horizontal: Bool) -> Variable {
    if view.superview === root { return variable(view, horizontal ? .minX : .minY) }
    return variable(view, horizontal ? .windowX : .windowY)
  }

  /// Installs the window-origin definitions that the window variables among `terms` need
  /// (with those of their superviews, top-down), before a constraint with these terms is
  /// added.
  ///
  /// - Complexity: O(terms) when the definitions are installed; otherwise O(definitions
  ///   installed).
  func installWindowOrigins(for terms: [Term]) {
    for term in terms {
      guard let owner = variableOwners[term.variable.id], owner.role.isWindowOrigin else {
        continue
      }
      installWindowOrigin(of: owner.view, horizontal: owner.role == .windowX)
    }
  }

  /// Removes the window-origin definitions of the window variables among `terms` that no
  /// constraint mentions, after an add with these terms failed.
  func releaseUnusedWindowOrigins(in terms: [Term]) {
    for term in terms where variableOwners.references(of: term.variable.id) == 0 {
      guard let owner = variableOwners[term.variable.id], owner.role.isWindowOrigin else {
        continue
      }
      releaseWindowOrigin(of: owner.view, horizontal: owner.role == .windowX, ifIs: term.variable)
    }
  }

  /// Installs the window-origin definition of `view` on one axis if it is not in the solver,
  /// with those of the ancestors it needs first.
  ///
  /// - Complexity: O(ancestors without an installed definition).
  private func installWindowOrigin(of view: View, horizontal: Bool) {
    // The views to define, innermost first: up to the first one whose definition is in
    // place or whose window origin is its own origin (a child of the root).
    var chain: [View] = []
    var current: View? = view
    while let member = current, member !== root, member.superview !== root,
      let state = member.layoutState, state.windowDefinition(horizontal: horizontal) == nil
    {
      chain.append(member)
      current = member.superview
    }
    for member in chain.reversed() {
      guard let parent = member.superview, let state = member.layoutState else {
        preconditionFailure("\(member.name): a window origin outside the tree")
      }
      let origin = variable(member, horizontal ? .minX : .minY)
      let window = variable(member, horizontal ? .windowX : .windowY)
      let parentWindow = windowOrigin(of: parent, horizontal: horizontal)
      let offset = windowOffset(of: parent, horizontal: horizontal)
      // The origin first: it becomes the definition's subject when no constraint mentions it;
      // the window variable, new with this definition, otherwise.
      let constraint = Constraint(
        Expression(
          [Term(origin, 1), Term(window, -1), Term(parentWindow, 1)], constant: -offset),
        .equal, priority: .required)
      do {
        try solver.add(constraint)
      } catch {
        preconditionFailure("window origin of \(member.name): \(error)")
      }
      state.setWindowDefinition(
        WindowOriginDefinition(
          constraint: constraint, origin: origin, window: window, parentWindow: parentWindow,
          offset: offset, parent: Unmanaged.passUnretained(parent)),
        horizontal: horizontal)
      windowDefinitionCount += 1
      reference(origin, by: 1)
      reference(parentWindow, by: 1)
    }
  }

  /// Removes the window-origin definition of `view` on one axis when it is in the solver
  /// (and, with `ifIs`, defines that window variable); the view gets a new window variable
  /// on its next use.
  func releaseWindowOrigin(of view: View, horizontal: Bool, ifIs window: Variable? = nil) {
    guard let state = view.layoutState,
      let definition = state.windowDefinition(horizontal: horizontal)
    else { return }
    if let window, window != definition.window { return }
    do {
      try solver.remove(definition.constraint)
    } catch {
      preconditionFailure("removing the window origin of \(view.name): \(error)")
    }
    state.setWindowDefinition(nil, horizontal: horizontal)
    state.variables[(horizontal ? VariableRole.windowX : .windowY).rawValue] = nil
    windowDefinitionCount -= 1
    reference(definition.origin, by: -1)
    reference(definition.parentWindow, by: -1)
  }

  /// Removes the window-origin definitions of the subtrees that left their superview since
  /// the last pass (their superview's window origin no longer places them); constraints
  /// lowered again in this pass install new ones.
  ///
  /// - Complexity: O(views of those subtrees).
  func releaseMovedWindowOrigins() {
    guard !movedSubtrees.isEmpty else { return }
    let moved = movedSubtrees
    movedSubtrees.removeAll()
    guard windowDefinitionCount > 0 else { return }
    for subtreeRoot in moved {
      var members: [View] = []
      subtreeRoot.collectSubtree(into: &members)
      // Children before their superview: a child's definition mentions the superview's
      // window origin.
      for member in members.reversed() {
        releaseWindowOrigin(of: member, horizontal: true)
        releaseWindowOrigin(of: member, horizontal: false)
      }
    }
  }

  /// How far `view`'s bounds origin lies before its window origin on one axis, in points: its
  /// content offset plus its alignment-rect inset (`window(child) = window(view) - this +
  /// child's origin`).
  func windowOffset(of view: View, horizontal: Bool) -> Double {
    (horizontal ? view.contentOffset.x : view.contentOffset.y)
      + view.alignmentOrigin(horizontal: horizontal)
  }

  /// Sets the constants of the window-origin definitions of `view`'s children to its current
  /// content offset and alignment inset (after either changed); on a conflict, breaks a
  /// constraint as for any constant change.
  ///
  /// - Complexity: O(children) plus the solver's constant updates.
  func updateWindowOrigins(ofChildrenOf view: View) {
    guard windowDefinitionCount > 0 else { return }
    for child in view.subviews {
      guard let state = child.layoutState else { continue }
      for horizontal in [true, false] {
        guard var definition = state.windowDefinition(horizontal: horizontal),
          definition.parent.takeUnretainedValue() === view
        else { continue }
        let offset = windowOffset(of: view, horizontal: horizontal)
        guard offset != definition.offset else { continue }
        definition.offset = offset
        state.setWindowDefinition(definition, horizontal: horizontal)
        updateConstant(ofDefinition: definition.constraint, to: -offset)
      }
    }
  }

  /// Sets a window-origin definition's constant, breaking the required constraint activated
  /// last of each conflict it causes.
  private func updateConstant(ofDefinition constraint: Constraint, to constant: Double) {
    statistics.constantUpdates += 1
    // Required, like a constraint's constant: the change may let broken constraints hold.
    mayResolveConflicts = true
    do {
      try solver.updateConstant(of: constraint, to: constant)
    } catch {
      if case .nonFiniteConstant = error { return }  // keeps the last finite constant
      guard case .unsatisfiable(_, let conflicting) = error else {
        preconditionFailure("updating a window origin: \(error)")
      }
      resolveConflict(conflicting, including: nil, pending: nil)
      updateConstant(ofDefinition: constraint, to: constant)
    }
  }
}

extension ViewLayoutState {
  /// The window-origin definition on one axis, while installed.
  func windowDefinition(horizontal: Bool) -> WindowOriginDefinition? {
    horizontal ? windowDefinitionX : windowDefinitionY
  }

  /// Records (or clears) the window-origin definition on one axis.
  func setWindowDefinition(_ definition: WindowOriginDefinition?, horizontal: Bool) {
    if horizontal {
      windowDefinitionX = definition
    } else {
      windowDefinitionY = definition
    }
  }
}
