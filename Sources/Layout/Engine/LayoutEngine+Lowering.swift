import Solver

/// A linear expression under construction: terms (possibly repeated) and a constant.
struct LinearForm {
  /// Variables with their coefficients, in the order they were added.
  var terms: [Term] = []
  /// The constant part, in points.
  var constant = 0.0

  /// Adds `coefficient × variable` (nothing when the coefficient is zero).
  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if coefficient != 0 { terms.append(Term(variable, coefficient)) }
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
    variableOwners.insert(
      VariableOwner(variable: created, view: view, role: role), viewIndex: state.index,
      for: created.id)
    return created
  }

  /// Translates a constraint into the solver's terms: `first - multiplier × second`, with the
  /// conversion constants in `constant` (the user's constant is not included).
  ///
  /// Both sides are expressed in the coordinate space of the constraint's container (its
  /// items' closest common ancestor): a location attribute adds the item's frame origin and,
  /// for each view between the item and the container, that view's origin minus its content
  /// offset. On the container itself a location is measured in its own content area. With
  /// `windowOrigins` (the engine's solver), an item deeper than the container's children is
  /// placed by window origins instead of that sum: `window(item) - window(container) +
  /// container's content offset`, two terms at any depth (`LayoutEngine+WindowOrigin.swift`;
  /// the caller installs the window-origin definitions the terms need). In a
  /// right-to-left layout, a constraint with a leading or trailing attribute measures its
  /// horizontal locations leftward (every term and the conversion constant change sign), so
  /// `a.leading == b.trailing + 8` puts a's right edge 8 points left of b's left edge.
  ///
  /// - Parameters:
  ///   - constraint: An active constraint of this engine.
  ///   - container: The view the constraint is installed on (its `container`, which the
  ///     caller has already loaded).
  ///   - dependencies: Receives each view whose offsets, margins or text the constant
  ///     depends on.
  ///   - windowOrigins: Whether items deeper than the container's children are placed by
  ///     window origins (the engine's solver) or by the sum of their ancestors' origins (a
  ///     solver without the window-origin definitions, such as the fitting-size one).
  /// - Complexity: O(1) per item with `windowOrigins`, else O(depth difference between the
  ///   items and the container).
  func lower(
    _ constraint: LayoutConstraint, in container: View, dependencies: inout [View],
    windowOrigins: Bool = true
  ) -> LinearForm {
    assert(constraint.container === container, "lowering outside the container")
    var form = LinearForm()
    // Two items with a location each and one view between them take four terms: one
    // allocation instead of growing the array term by term.
    form.terms.reserveCapacity(4)
    if let guide = constraint.firstGuide {
      appendGuide(
        constraint.firstItem, guide, constraint.firstAttribute, in: container, scale: 1,
        to: &form, dependencies: &dependencies, windowOrigins: windowOrigins)
    } else {
      append(
        constraint.firstItem, constraint.firstAttribute, in: container, scale: 1, to: &form,
        dependencies: &dependencies, windowOrigins: windowOrigins)
    }
    if let second = constraint.secondItem, constraint.multiplier != 0 {
      if let guide = constraint.secondGuide {
        appendGuide(
          second, guide, constraint.secondAttribute, in: container,
          scale: -constraint.multiplier, to: &form, dependencies: &dependencies,
          windowOrigins: windowOrigins)
      } else {
        append(
          second, constraint.secondAttribute, in: container, scale: -constraint.multiplier,
          to: &form, dependencies: &dependencies, windowOrigins: windowOrigins)
      }
    }
    if direction == .rightToLeft
      && (constraint.firstAttribute.isLeadingTrailing
        || constraint.secondAttribute.isLeadingTrailing)
    {
      // Leading/trailing values grow toward the trailing edge, leftward in right-to-left
      // layouts: the whole relation is measured right to left, x' = -x.
      form.terms = form.terms.map { Term($0.variable, -$0.coefficient) }
      form.constant = -form.constant
    }
    return form
  }

  /// Adds `scale × view.attribute` (in `container`'s coordinates) to `form`.
  private func append(
    _ view: View, _ attribute: LayoutAttribute, in container: View, scale: Double,
    to form: inout LinearForm, dependencies: inout [View], windowOrigins: Bool
  ) {
    precondition(attribute != .notAnAttribute, "lowering notAnAttribute")
    if attribute.isBaseline {
      // A stack may lay its baselines on an arranged view (`baselineLayoutView`), a
      // descendant: still inside `container`, which contains the stack.
      let target = view.baselineLayoutView(first: attribute == .firstBaseline)
      if target !== view {
        dependencies.append(view)
        append(
          target, attribute, in: container, scale: scale, to: &form,
          dependencies: &dependencies, windowOrigins: windowOrigins)
        return
      }
    }
    let horizontal = attribute.axis == .horizontal
    if attribute.isSize {
      form.add(variable(view, horizontal ? .width : .height), scale)
      return
    }
    if attribute.isMargin || attribute.isBaseline { dependencies.append(view) }
    let ownSpace = view === container
    let extentRole: VariableRole
    // Seen from inside, a scroll view's edges are its content area's (TN2154: they define
    // the content size) but its centres, like its width and height, are its frame's: a
    // descendant centred on it sits in the middle of the visible area at zero offset.
    if ownSpace && view.kind == .scrollView && attribute.withoutMargin != .centerX
      && attribute.withoutMargin != .centerY
    {
      extentRole = horizontal ? .contentWidth : .contentHeight
    } else {
      extentRole = horizontal ? .width : .height
    }
    let (extentFactor, offset) = positionInFrame(view, attribute)
    if extentFactor != 0 { form.add(variable(view, extentRole), scale * extentFactor) }
    form.constant += scale * offset
    guard !ownSpace else {
      // Seen from inside, the alignment rectangle starts `insets.left` (`top`) into the
      // bounds (View+AlignmentRect.swift); a scroll view's own space is its content area.
      if view.hasAlignmentInsets && view.kind != .scrollView {
        form.constant += scale * view.alignmentOrigin(horizontal: horizontal)
      }
      return
    }
    appendOrigin(
      view, horizontal: horizontal, in: container, scale: scale, to: &form,
      dependencies: &dependencies, windowOrigins: windowOrigins)
  }

  /// Adds `scale ×` the position of `view`'s frame origin on one axis, in `container`'s
  /// coordinates (a strict ancestor of `view`), to `form`.
  ///
  /// A child of the container: its own origin. Deeper, with `windowOrigins`:
  /// `window(view) - window(container) + container's content offset and alignment inset`
  /// (the container's terms are left out for the root, whose content area is the window);
  /// without: the view's origin plus, for each view between, its origin minus its content
  /// offset and alignment inset.
  func appendOrigin(
    _ view: View, horizontal: Bool, in container: View, scale: Double,
    to form: inout LinearForm, dependencies: inout [View], windowOrigins: Bool
  ) {
    // The container is an ancestor of `view`: one level up, no view lies between them, and
    // the walk (an unowned load per level) is skipped.
    guard view.depth > container.depth + 1 else {
      form.add(variable(view, horizontal ? .minX : .minY), scale)
      return
    }
    if windowOrigins {
      form.add(windowOrigin(of: view, horizontal: horizontal), scale)
      guard container !== root else { return }
      form.add(windowOrigin(of: container, horizontal: horizontal), -scale)
      form.constant += scale * windowOffset(of: container, horizontal: horizontal)
      dependencies.append(container)
      return
    }
    form.add(variable(view, horizontal ? .minX : .minY), scale)
    var ancestor = view.superview
    while let current = ancestor, current !== container {
      form.add(variable(current, horizontal ? .minX : .minY), scale)
      let offsetValue = horizontal ? current.contentOffset.x : current.contentOffset.y
      form.constant -= scale * offsetValue
      // The ancestor's bounds start at its frame, `insets.left` (`top`) before its
      // alignment rectangle, whose origin its variable holds.
      if current.hasAlignmentInsets {
        form.constant -= scale * current.alignmentOrigin(horizontal: horizontal)
      }
      dependencies.append(current)
      ancestor = current.superview
    }
  }

  /// Where `attribute` lies inside `view`'s frame (or content area), measured from its left or
  /// top edge: `extentFactor × extent + offset`, where extent is the width or height.
  private func positionInFrame(_ view: View, _ attribute: LayoutAttribute) -> (Double, Double) {
    let margins = view.effectiveLayoutMargins
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
