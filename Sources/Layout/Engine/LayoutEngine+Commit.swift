import Solver

// The commit: a pass's last step, which copies the solved values that changed into frames.
// It runs once per animation frame in relayout mode, over every moved value, so its
// per-value cost is kept to plain loads and stores: the variable's target (view and role)
// comes from the `VariableDirectory` tables (an id index probed about once, then the
// engine's own dense table by slot), the view is an uncounted reference, the pass's
// changed-view list is a local copy (no exclusivity check per value on the engine's
// properties), and `View.storedFrame` is stored without a dynamic exclusivity check.
// Measured in docs/solver.md ("Chained widths against the targets").

extension LayoutEngine {
  /// Copies solved values into the frames of the views whose variables changed, and the
  /// values of the variables that entered the solver since the last commit.
  ///
  /// A variable no constraint uses any more keeps its last value, as a UIKit view without
  /// constraints keeps its frame.
  ///
  /// - Complexity: O(changed values + entered variables).
  func commitFrames() {
    let plain = !environment.keepsUnroundedFrames
    let entered = enteredVariables
    // The list is moved out for the loop (and back after), so notes update it in place
    // without an exclusivity check on the engine's property per value.
    var changed = changedViews
    changedViews = ChangedViewList()
    changed.withNoter(pass: passCount, viewCount: views.count) { noter in
      variableOwners.withLookup { lookup in
        /// The live target of variable `id`, or nil for one Layout no longer uses.
        @inline(__always) func liveTarget(_ id: Int) -> VariableDirectory.Target? {
          guard let target = lookup.target(of: id), target.references > 0 else { return nil }
          return target
        }
        solver.forEachChangedValue { id, value in
          guard let target = liveTarget(id) else { return }
          commit(target, value: value, plain: plain, noter: &noter)
        }
        for owner in entered {
          guard let target = liveTarget(owner.variable.id) else { continue }
          commit(target, value: solver.value(of: owner.variable), plain: plain, noter: &noter)
        }
      }
    }
    changedViews = changed
    enteredVariables.removeAll(keepingCapacity: true)
  }

  /// Writes one solved value into its view and lists the view with `noter`.
  ///
  /// - Parameters:
  ///   - plain: Whether no view keeps an unrounded frame (no screen with a scale was ever
  ///     set), so a view without alignment insets takes the value as its frame component.
  @inline(__always)
  private func commit(
    _ target: VariableDirectory.Target, value solved: Double, plain: Bool,
    noter: inout ChangedViewList.Noter
  ) {
    let role = target.role
    // A window origin is not part of a frame (its view's origin is committed instead).
    guard !role.isWindowOrigin else { return }
    noter.note(Int(target.viewIndex))
    if solved < -Double.solverTolerance, role == .width || role == .height {
      negativeSizes.append((Int(target.viewIndex), role == .width ? .horizontal : .vertical))
    }
    target.view._withUnsafeGuaranteedRef { view in
      if plain && !view.hasAlignmentInsets {
        switch role {
        case .minX:
          view.storedFrame.origin.x = solved
          return
        case .minY:
          view.storedFrame.origin.y = solved
          return
        case .width:
          view.storedFrame.size.width = solved
          return
        case .height:
          view.storedFrame.size.height = solved
          return
        case .contentWidth, .contentHeight, .windowX, .windowY:
          break
        }
      }
      commitInFull(view, role, solved)
    }
  }

  /// Writes one solved value into its view: outset to the frame for a view with alignment
  /// insets, into the unrounded frame too when one is kept, into the content size for a
  /// scroll view's content variables.
  private func commitInFull(_ view: View, _ role: VariableRole, _ solved: Double) {
    if view.hasAlignmentInsets && view.scalesAlignmentInsets {
      commitScaledAlignment(view, role, solved)
      return
    }
    let value =
      view.hasAlignmentInsets ? view.frameComponent(role, alignmentValue: solved) : solved
    let state = view.layoutState
    if let state, state.unroundedFrame != nil { state.commitUnrounded(role, value) }
    switch role {
    case .minX: view.storedFrame.origin.x = value
    case .minY: view.storedFrame.origin.y = value
    case .width: view.storedFrame.size.width = value
    case .height: view.storedFrame.size.height = value
    case .contentWidth: state?.contentSize.width = value
    case .contentHeight: state?.contentSize.height = value
    case .windowX, .windowY: break
    }
  }
}
