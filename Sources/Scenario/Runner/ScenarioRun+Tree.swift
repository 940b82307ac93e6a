import Diagnostics
import Layout

extension ScenarioRun {
  /// Runs `add view in parent [at N]`.
  ///
  /// `insertArrangedSubview(_:at:)` into a stack (the end without `at`), `addSubview` (or
  /// `addLayoutGuide`) elsewhere; a view with another superview moves, as in UIKit. Already
  /// a subview of a plain parent: nothing changes.
  func add(_ name: Name, to parentName: Name, at index: Located<Double>?, statement: Statement)
    throws(ScenarioError)
  {
    let parent = view(named: parentName.value)
    let view = view(named: name.value)
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
