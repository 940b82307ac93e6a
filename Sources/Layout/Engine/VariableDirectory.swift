import Solver

/// The owner of each solver variable an engine created, how many solver constraints use it
/// and where its solved value goes, found by variable id in O(1).
///
/// Variable ids come from one increasing process-wide counter, so an engine's variables have
/// ids at or above the first one it created; the tables are indexed by `id - base`.
///
/// Two parallel tables: `targets`, plain values (an uncounted view, two 32-bit integers and a
/// role) that the per-frame commit reads for every moved value without reference counting
/// (`LayoutEngine+Commit.swift`), and `variables`, the solver variables themselves (each with
/// a counted name), read only where constraints are added or removed.
struct VariableDirectory {
  /// Where one variable's value is committed, and whether a constraint uses it.
  struct Target {
    /// The view, uncounted.
    ///
    /// Targets live in their engine, whose `views` array keeps every view alive (views are
    /// never removed from it), so the reference needs no counting.
    let view: Unmanaged<View>
    /// The view's position in `LayoutEngine.views`.
    let viewIndex: Int32
    /// How many solver constraints use the variable.
    var references: Int32
    /// Which of the view's variables.
    let role: VariableRole
  }

  /// The id of the engine's first variable.
  private var base: Int?
  /// Targets by `id - base`; `nil` for ids that are not this engine's variables.
  private var targets: [Target?] = []
  /// The variables by `id - base`, parallel to `targets`.
  private var variables: [Variable?] = []

  /// The owner of the variable with `id`, if this engine created it.
  subscript(id: Int) -> VariableOwner? {
    guard let index = index(of: id), let target = targets[index], let variable = variables[index]
    else { return nil }
    return VariableOwner(variable: variable, unmanagedView: target.view, role: target.role)
  }

  /// How many solver constraints use the variable with `id` (0 for unknown ids).
  func references(of id: Int) -> Int {
    guard let index = index(of: id) else { return 0 }
    return Int(targets[index]?.references ?? 0)
  }

  /// Adds `delta` to the variable's use count.
  ///
  /// - Returns: The owner and the count before the change, or `nil` for unknown ids.
  mutating func adjustReferences(of id: Int, by delta: Int) -> (VariableOwner, Int)? {
    guard let index = index(of: id), let target = targets[index], let variable = variables[index]
    else { return nil }
    targets[index]?.references = target.references + Int32(delta)
    let owner = VariableOwner(variable: variable, unmanagedView: target.view, role: target.role)
    return (owner, Int(target.references))
  }

  /// Records the owner of a variable just created.
  ///
  /// - Parameter viewIndex: The owner's view's position in `LayoutEngine.views`.
  mutating func insert(_ owner: VariableOwner, viewIndex: Int, for id: Int) {
    let start = base ?? id
    base = start
    precondition(id >= start, "variable ids must grow")
    let index = id - start
    while targets.count <= index {
      targets.append(nil)
      variables.append(nil)
    }
    targets[index] = Target(
      view: owner.unmanagedView, viewIndex: Int32(viewIndex), references: 0, role: owner.role)
    variables[index] = owner.variable
  }

  /// Calls `body` with the targets and the id of the first variable (`nil` before any
  /// variable exists); the target of the variable with `id` is at `id - base`.
  ///
  /// - Complexity: O(1): the table is lent, not copied.
  func withTargets<Result>(
    _ body: (_ targets: UnsafeBufferPointer<Target?>, _ base: Int?) -> Result
  ) -> Result {
    targets.withUnsafeBufferPointer { body($0, base) }
  }

  /// The table index for `id`, when it is in range.
  private func index(of id: Int) -> Int? {
    guard let base, id >= base, id - base < targets.count else { return nil }
    return id - base
  }
}

/// The view and role a solver variable belongs to.
struct VariableOwner {
  /// The variable.
  let variable: Variable
  /// The view, uncounted.
  ///
  /// Owners live in their engine, whose `views` array keeps every view alive, so the
  /// reference needs no counting (no retain and release per lookup).
  let unmanagedView: Unmanaged<View>
  /// Which of its variables.
  let role: VariableRole

  /// Creates the record for one variable of `view`.
  init(variable: Variable, view: View, role: VariableRole) {
    self.init(variable: variable, unmanagedView: Unmanaged.passUnretained(view), role: role)
  }

  /// Creates the record for one variable of an uncounted view.
  init(variable: Variable, unmanagedView: Unmanaged<View>, role: VariableRole) {
    self.variable = variable
    self.unmanagedView = unmanagedView
    self.role = role
  }

  /// The view (a counted reference).
  var view: View { unmanagedView.takeUnretainedValue() }
}
