import Diagnostics
import Layout

extension ScenarioBuilder {
  /// A stack view configured from a `stack` declaration (UIKit's defaults where the script
  /// is silent: horizontal, fill, fill, spacing 0).
  static func makeStack(_ declaration: ViewDeclaration) -> StackView {
    let stack = StackView(name: declaration.name.value)
    guard let options = declaration.stack else { return stack }
    if let axis = options.axis { stack.axis = axis.value }
    if let distribution = options.distribution { stack.distribution = distribution.value }
    if let alignment = options.alignment { stack.alignment = alignment.value }
    if let spacing = options.spacing { stack.spacing = spacing.value }
    stack.isLayoutMarginsRelativeArrangement = options.marginsRelative
    stack.isBaselineRelativeArrangement = options.baselineRelative
    return stack
  }
}

extension ScenarioRun {
  /// Each output item's presented `isHidden` (see ``DeferredHiding``), in output order; empty
  /// when no item is hidden (the usual case).
  ///
  /// - Complexity: O(1) when no statement ran since the last call and no hide waits for an
  ///   animation (the flags are kept in `visibilityFlags`); O(views) otherwise.
  func hiddenFlags() -> [Bool] {
    if let cached = visibilityFlags.hidden { return cached }
    let views = host.views
    guard views.contains(where: \.isHidden) else {
      visibilityFlags.hidden = []
      return []
    }
    let running = timeline.runningAnimations
    deferredHiding.removeEnded(running: running)
    guard !deferredHiding.isEmpty else {
      let flags = views.map(\.isHidden)
      visibilityFlags.hidden = flags
      return flags
    }
    // A deferred hide ends with its animation: the flags depend on time, not kept.
    return views.map { $0.isHidden && !deferredHiding.isDrawn($0, running: running) }
  }
}

extension ScenarioRun {
  /// Runs `add view in parent [at N]`.
  ///
  /// `insertArrangedSubview(_:at:)` into a stack (the end without `at`), `addSubview` (or
  /// `addLayoutGuide`) elsewhere; a view with another superview moves, as in UIKit. Already
  /// a subview of a plain parent: nothing changes.
  func add(_ name: Name, to parentName: Name, at index: Located<Double>?, statement: Statement)
    throws(ScenarioError)
  {
    guard let view = viewsByName[name.value], let parent = viewsByName[parentName.value] else {
      return
    }
    func fail(_ message: ScenarioMessage) -> ScenarioError {
      ScenarioError(diagnostics: [
        ScenarioDiagnostic(.error, message, file: file, at: statement.location)
      ])
    }
    if parent.isDescendant(of: view) {
      throw fail(.addMakesCycle(view: view.name, parent: parent.name))
    }
    if let stack = parent as? StackView, view.kind != .layoutGuide {
      let count = stack.arrangedSubviews.filter { $0 !== view }.count
      let position = index.map { Int($0.value) } ?? count
      guard position <= count else {
        throw fail(.arrangedIndexBeyond(index: position, count: count, stack: stack.name))
      }
      do throws(LayoutError) {
        try stack.insertArrangedSubview(view, at: position)
      } catch {
        throw fail(.invalidAction(error.description))
      }
      return
    }
    guard view.superview !== parent else { return }
    // Layout refuses what the checks above do not cover (a root, a guide as parent).
    do throws(LayoutError) {
      if view.kind == .layoutGuide {
        view.removeFromSuperview()
        try parent.addLayoutGuide(view)
      } else {
        try parent.addSubview(view)
      }
    } catch {
      throw fail(.invalidAction(error.description))
    }
  }

  /// `set id.multiplier = M`: each constraint of the group is replaced by a copy with the new
  /// multiplier (UIKit's multiplier is read-only), active if the original was; later
  /// statements about `id` use the copies.
  func replaceMultiplier(of id: String, with multiplier: Double) throws(LayoutError) {
    guard let group = builder.groups[id] else { return }
    var copies: [LayoutConstraint] = []
    for constraint in group { copies.append(try constraint.withMultiplier(multiplier)) }
    for (old, copy) in zip(group, copies) {
      builder.keys[ObjectIdentifier(copy)] = builder.keys[ObjectIdentifier(old)]
      if old.isActive {
        LayoutConstraint.deactivate([old])
        try LayoutConstraint.activate([copy])
      }
    }
    builder.groups[id] = copies
    if let line = group.first?.sourceLine, let constraints = builder.constraintsByLine[line] {
      builder.constraintsByLine[line] = constraints.map { old in
        zip(group, copies).first { $0.0 === old }?.1 ?? old
      }
    }
  }
}

extension ScenarioRun {
  /// Each output item's `isDetached`, in output order; empty when no item is detached.
  ///
  /// - Complexity: O(1) when no statement ran since the last call (the flags are kept in
  ///   `visibilityFlags`); O(views) otherwise.
  func detachedFlags() -> [Bool] {
    if let cached = visibilityFlags.detached { return cached }
    let views = host.views
    let flags = views.contains(where: \.isDetached) ? views.map(\.isDetached) : []
    visibilityFlags.detached = flags
    return flags
  }
}
