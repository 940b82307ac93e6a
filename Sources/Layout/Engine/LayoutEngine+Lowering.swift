import Solver

/// A linear expression under construction: terms (possibly repeated) and a constant.
struct LinearForm {
  /// Variables with their coefficients, in the order they were added.
  var terms: [(Variable, Double)] = []
  /// The constant part, in points.
  var constant = 0.0

  /// Adds `coefficient × variable` (nothing when the coefficient is zero).
  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if coefficient != 0 { terms.append((variable, coefficient)) }
  }
}

extension LayoutEngine {
  /// The variable of `view` for `role`, created (and registered) on first use.
  func variable(_ view: View, _ role: VariableRole) -> Variable {
    guard let state = view.layoutState else {
      preconditionFailure("\(view.name) is not in this engine's tree")
    }
    if let existing = state.variables[role.rawValue] { return existing }
    let created = Variable(view.name + "." + role.name)
    state.variables[role.rawValue] = created
    variableOwners[created.id] = VariableOwner(view: view, role: role)
    return created
  }

  /// Translates a constraint into the solver's terms: `first - multiplier × second`, with the
  /// conversion constants in `constant` (the user's constant is not included).
  ///
  /// Both sides are expressed in the coordinate space of the constraint's container (its
  /// items' closest common ancestor): a location attribute adds the item's frame origin and,
  /// for each view between the item and the container, that view's origin minus its content
  /// offset. On the container itself a location is measured in its own content area. In a
  /// right-to-left layout, a constraint with a leading or trailing attribute measures its
  /// horizontal locations leftward (every term and the conversion constant change sign), so
  /// `a.leading == b.trailing + 8` puts a's right edge 8 points left of b's left edge.
  ///
  /// - Parameters:
  ///   - constraint: An active constraint of this engine.
  ///   - dependencies: Receives each view whose offsets, margins or text the constant
  ///     depends on.
  /// - Complexity: O(depth difference between the items and the container).
  func lower(_ constraint: LayoutConstraint, dependencies: inout [View]) -> LinearForm {
    guard let container = constraint.container else {
      preconditionFailure("lowering an inactive constraint")
    }
    var form = LinearForm()
    append(
      constraint.firstItem, constraint.firstAttribute, in: container, scale: 1, to: &form,
      dependencies: &dependencies)
    if let second = constraint.secondItem, constraint.multiplier != 0 {
      append(
        second, constraint.secondAttribute, in: container, scale: -constraint.multiplier,
        to: &form, dependencies: &dependencies)
    }
    if direction == .rightToLeft
      && (constraint.firstAttribute.isLeadingTrailing
        || constraint.secondAttribute.isLeadingTrailing)
    {
      // Leading/trailing values grow toward the trailing edge, leftward in right-to-left
      // layouts: the whole relation is measured right to left, x' = -x.
      form.terms = form.terms.map { ($0.0, -$0.1) }
      form.constant = -form.constant
    }
    return form
  }

  /// Adds `scale × view.attribute` (in `container`'s coordinates) to `form`.
  private func append(
    _ view: View, _ attribute: LayoutAttribute, in container: View, scale: Double,
    to form: inout LinearForm, dependencies: inout [View]
  ) {
    precondition(attribute != .notAnAttribute, "lowering notAnAttribute")
    let horizontal = attribute.axis == .horizontal
    if attribute.isSize {
      form.add(variable(view, horizontal ? .width : .height), scale)
      return
    }
    if attribute.isMargin || attribute.isBaseline { dependencies.append(view) }
    let ownSpace = view === container
    let extentRole: VariableRole
    if ownSpace && view.kind == .scrollView {
      extentRole = horizontal ? .contentWidth : .contentHeight
    } else {
      extentRole = horizontal ? .width : .height
    }
    let (extentFactor, offset) = positionInFrame(view, attribute)
    if extentFactor != 0 { form.add(variable(view, extentRole), scale * extentFactor) }
    form.constant += scale * offset
    guard !ownSpace else { return }
    form.add(variable(view, horizontal ? .minX : .minY), scale)
    var ancestor = view.superview
    while let current = ancestor, current !== container {
      form.add(variable(current, horizontal ? .minX : .minY), scale)
      let offsetValue = horizontal ? current.contentOffset.x : current.contentOffset.y
      form.constant -= scale * offsetValue
      dependencies.append(current)
      ancestor = current.superview
    }
  }

  /// Where `attribute` lies inside `view`'s frame (or content area), measured from its left or
  /// top edge: `extentFactor × extent + offset`, where extent is the width or height.
  private func positionInFrame(_ view: View, _ attribute: LayoutAttribute) -> (Double, Double) {
    let margins = view.layoutMargins
    let rightToLeft = direction == .rightToLeft
    switch attribute {
    case .left: return (0, 0)
    case .right: return (1, 0)
    case .leading: return rightToLeft ? (1, 0) : (0, 0)
    case .trailing: return rightToLeft ? (0, 0) : (1, 0)
    case .centerX: return (0.5, 0)
    case .leftMargin: return (0, margins.left)
    case .rightMargin: return (1, -margins.right)
    case .leadingMargin: return rightToLeft ? (1, -margins.right) : (0, margins.left)
    case .trailingMargin: return rightToLeft ? (0, margins.left) : (1, -margins.right)
    case .centerXWithinMargins: return (0.5, (margins.left - margins.right) / 2)
    case .top: return (0, 0)
    case .bottom: return (1, 0)
    case .centerY: return (0.5, 0)
    case .topMargin: return (0, margins.top)
    case .bottomMargin: return (1, -margins.bottom)
    case .centerYWithinMargins: return (0.5, (margins.top - margins.bottom) / 2)
    case .firstBaseline:
      let baseline = view.firstBaselineFromTop
      return (baseline.heightFactor, baseline.offset)
    case .lastBaseline:
      let baseline = view.lastBaselineFromTop
      return (baseline.heightFactor, baseline.offset)
    case .width, .height, .notAnAttribute:
      preconditionFailure("\(attribute.name) is not a location")
    }
  }
}

/// The view and role a solver variable belongs to.
struct VariableOwner {
  /// The view.
  unowned let view: View
  /// Which of its variables.
  let role: VariableRole
}
