import Animator
import Layout

extension ScenarioRun {
  /// Each output item's presented `isHidden` (see ``DeferredHiding``), in output order; empty
  /// when no item is hidden (the usual case).
  ///
  /// - Complexity: O(1) when no statement ran since the last call and no hide waits for an
  ///   animation (the flags are kept in `visibilityFlags`); O(views) otherwise.
  func hiddenFlags() -> [Bool] {
    if let cached = output.visibilityFlags.hidden { return cached }
    let views = host.views
    guard views.contains(where: \.isHidden) else {
      output.visibilityFlags.hidden = []
      return []
    }
    let running = timeline.runningAnimations
    output.deferredHiding.removeEnded(running: running)
    guard !output.deferredHiding.isEmpty else {
      let flags = views.map(\.isHidden)
      output.visibilityFlags.hidden = flags
      return flags
    }
    // A deferred hide ends with its animation: the flags depend on time, not kept.
    return views.map { $0.isHidden && !output.deferredHiding.isDrawn($0, running: running) }
  }
}

extension ScenarioRun {
  /// Each output item's `isDetached`, in output order; empty when no item is detached.
  ///
  /// - Complexity: O(1) when no statement ran since the last call (the flags are kept in
  ///   `visibilityFlags`); O(views) otherwise.
  func detachedFlags() -> [Bool] {
    if let cached = output.visibilityFlags.detached { return cached }
    let views = host.views
    let flags = views.contains(where: \.isDetached) ? views.map(\.isDetached) : []
    output.visibilityFlags.detached = flags
    return flags
  }
}

extension ScenarioRun {
  /// After an `animate` (or `animator`) block: arranged subviews it hid stay drawn until
  /// the block's animation `id` ends.
  func deferHiding(in body: [Statement], animation id: AnimationID) {
    for statement in body {
      guard case .set(let action) = statement.kind, case .hidden(let hidden) = action.value,
        let view = viewsByName[action.target.value]
      else { continue }
      if hidden.value, let stack = view.superview as? StackView,
        stack.arrangedSubviews.contains(where: { $0 === view })
      {
        output.deferredHiding.keepDrawn(view, until: id)
      } else {
        output.deferredHiding.cancel(view)
      }
    }
  }
}
