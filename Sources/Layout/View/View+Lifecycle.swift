extension View {
  /// Removes the view from its superview (`removeFromSuperview()`).
  ///
  /// As in UIKit, every constraint that relates a view of the removed subtree to a view
  /// outside it is deactivated (they are installed on ancestors outside the subtree);
  /// constraints between views inside the subtree stay installed and come back if the view
  /// is added again. An arranged subview of a `StackView` also stops being arranged. In an
  /// engine, the subtree stays listed in `LayoutEngine.views` (indices never move) but is
  /// detached: its views keep their last frames and take no part in layout until added
  /// again. Without a superview, nothing happens.
  ///
  /// - Complexity: O(subtree + constraints installed on the ancestors × 1).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    if let stack = parent as? StackView { stack.removeArrangedSubview(self) }
    var members: Set<ObjectIdentifier> = []  // lookups only, never iterated
    var subtree: [View] = []
    collectSubtree(into: &subtree)
    for member in subtree { members.insert(ObjectIdentifier(member)) }
    var crossing: [LayoutConstraint] = []
    var ancestor: View? = parent
    while let current = ancestor {
      for constraint in current.installedConstraints {
        let first = members.contains(ObjectIdentifier(constraint.firstItem))
        let second = constraint.secondItem.map { members.contains(ObjectIdentifier($0)) } ?? false
        if first || second { crossing.append(constraint) }
      }
      ancestor = current.superview
    }
    LayoutConstraint.deactivate(crossing)
    if let index = parent.subviews.firstIndex(where: { $0 === self }) {
      parent.subviews.remove(at: index)
    }
    superview = nil
    updateDepths(0)
    engine?.detach(subtree)
  }

  /// Whether the view was removed from its engine's tree (`removeFromSuperview()` of it or
  /// of an ancestor) and not added again; `false` for views never added to an engine.
  public var isDetached: Bool { layoutState?.isDetached ?? false }

  /// Appends this view and its descendants in pre-order.
  func collectSubtree(into list: inout [View]) {
    list.append(self)
    for child in subviews { child.collectSubtree(into: &list) }
  }
}

extension LayoutEngine {
  /// Takes a removed subtree out of layout: its installed constraints leave the solver at the
  /// next pass (they stay installed, for a later `addSubview`).
  func detach(_ subtree: [View]) {
    if windowDefinitionCount > 0, let subtreeRoot = subtree.first {
      movedSubtrees.append(subtreeRoot)
    }
    for member in subtree {
      guard let state = member.layoutState else { continue }
      state.isDetached = true
      for constraint in member.installedConstraints { markPending(constraint, .activation) }
    }
    cachedAmbiguity = nil
  }

  /// A detached view joins the tree again: its constraints go back to the solver in
  /// activation order, with its autoresizing and intrinsic constraints regenerated.
  func rejoin(_ member: View, state: ViewLayoutState, installed: inout [LayoutConstraint]) {
    state.isDetached = false
    installed.append(contentsOf: member.installedConstraints)
    markPending(member, .autoresizing)
    markPending(member, .content)
    if let stack = member as? StackView { stack.setNeedsArrangementUpdate(force: true) }
  }
}

extension LayoutConstraint {
  /// An inactive copy of the constraint with another multiplier.
  ///
  /// UIKit's multiplier is read-only, so changing it means replacing the constraint
  /// (deactivate this one, activate the copy). Items, attributes, relation, constant,
  /// priority, identifier, origin and script line are kept.
  ///
  /// - Parameter multiplier: The new multiplier.
  /// - Throws: `LayoutError` when the copy breaks Apple's rules (a location attribute with
  ///   multiplier 0, a non-finite value).
  public func withMultiplier(_ multiplier: Double) throws(LayoutError) -> LayoutConstraint {
    let copy = try LayoutConstraint(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    copy.identifier = identifier
    copy.origin = origin
    copy.sourceLine = sourceLine
    return copy
  }
}
