/// One constraint the arrangement wants, before it is matched with an existing one.
struct ArrangementSpec {
  /// The first item.
  let first: View
  /// The first item's attribute.
  let firstAttribute: LayoutAttribute
  /// The relation.
  let relation: LayoutRelation
  /// The second item, or `nil` for a constant.
  let second: View?
  /// The second item's attribute.
  let secondAttribute: LayoutAttribute
  /// The multiplier (0 without a second item).
  let multiplier: Double
  /// The constant, in points.
  let constant: Double
  /// The priority.
  let priority: LayoutPriority
  /// UIKit's identifier (`UISV-spacing`, …).
  let identifier: String

  /// Whether `constraint` is this spec except perhaps for its constant.
  func matches(_ constraint: LayoutConstraint) -> Bool {
    constraint.firstItem === first && constraint.firstAttribute == firstAttribute
      && constraint.relation == relation && constraint.secondItem === second
      && constraint.secondAttribute == secondAttribute && constraint.multiplier == multiplier
      && constraint.priority == priority && constraint.identifier == identifier
  }
}

/// The attributes a stack uses along and across its axis.
struct StackAttributes {
  /// The edge where the axis starts (`leading` or `top`).
  let start: LayoutAttribute
  /// The edge where the axis ends (`trailing` or `bottom`).
  let end: LayoutAttribute
  /// The length along the axis (`width` or `height`).
  let length: LayoutAttribute
  /// The center along the axis.
  let center: LayoutAttribute
  /// The cross axis's first edge (`top` for a row, `leading` for a column).
  let crossStart: LayoutAttribute
  /// The cross axis's last edge.
  let crossEnd: LayoutAttribute
  /// The length across the axis.
  let crossLength: LayoutAttribute
  /// The center across the axis.
  let crossCenter: LayoutAttribute

  init(axis: Axis) {
    if axis == .horizontal {
      (start, end, length, center) = (.leading, .trailing, .width, .centerX)
      (crossStart, crossEnd, crossLength, crossCenter) = (.top, .bottom, .height, .centerY)
    } else {
      (start, end, length, center) = (.top, .bottom, .height, .centerY)
      (crossStart, crossEnd, crossLength, crossCenter) = (.leading, .trailing, .width, .centerX)
    }
  }
}

extension StackView {
  // UIKit's priorities for the generated constraints (kean/Arranged, matching UIKit's logs).
  /// `UISV-spanning-boundary` on the aligned edge: 999.5.
  static let spanningBoundaryPriority = LayoutPriority(999.5)
  /// `UISV-spanning-fit` of the alignment spanner: 51 (0.001 when nothing is visible).
  static let spanningFitPriority = LayoutPriority(51)
  /// `UISV-canvas-fit`: 49, just below the fitting-size level, so a stack whose connections
  /// are inequalities hugs its content.
  static let canvasFitPriority = LayoutPriority(49)
  /// `UISV-ambiguity-suppression`: 25.
  static let ambiguitySuppressionPriority = LayoutPriority(25)
  /// The equal-gap constraints of `equalCentering`: 149 (below compression resistance).
  static let equalCenteringPriority = LayoutPriority(149)
  /// `UISV-spacing-hidden`, which parks hidden views in the gap they left: 50.
  static let hiddenSpacingPriority = LayoutPriority(50)
  /// The spanning-fit priority of a spanner with nothing visible to span: 0.001.
  static let emptySpannerPriority = LayoutPriority(0.001)
  /// The first `UISV-fill-proportionally` priority; each next view's is one lower.
  static let proportionalPriority = LayoutPriority(999)

  /// The constraints UIKit's stack view generates for the current configuration.
  ///
  /// - Complexity: O(arranged views).
  func makeArrangement() -> [ArrangementSpec] {
    var specs: [ArrangementSpec] = []
    guard !arrangedSubviews.isEmpty else { return specs }
    let attributes = StackAttributes(axis: axis)
    appendDistribution(attributes, to: &specs)
    appendAlignment(attributes, to: &specs)
    return specs
  }

  /// Matches the wanted constraints with the active ones: identical ones stay, ones that
  /// differ only in their constant get the new constant, the rest are deactivated or
  /// created.
  ///
  /// - Complexity: O(specs) when the specs come in the previous order (the usual case: a
  ///   constant or a hidden view changed); O(specs × previous) at worst.
  func applyArrangement(_ specs: [ArrangementSpec]) {
    // The previous constraints not matched yet, in order; a match leaves a hole, and
    // `unmatched` skips the matched prefix so in-order matches cost O(1) each.
    var previous: [LayoutConstraint?] = arrangementConstraints
    var unmatched = 0
    var next: [LayoutConstraint] = []
    next.reserveCapacity(specs.count)
    var created: [LayoutConstraint] = []
    for spec in specs {
      while unmatched < previous.count, previous[unmatched] == nil { unmatched += 1 }
      let match = previous[unmatched...].firstIndex {
        guard let candidate = $0 else { return false }
        return candidate.isActive && spec.matches(candidate)
      }
      if let index = match, let kept = previous[index] {
        previous[index] = nil
        if kept.constant != spec.constant { kept.constant = spec.constant }
        next.append(kept)
        continue
      }
      let constraint = LayoutConstraint(
        unchecked: spec.first, spec.firstAttribute, spec.relation, spec.second,
        spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant,
        priority: spec.priority)
      constraint.identifier = spec.identifier
      constraint.origin = .stackView(name)
      next.append(constraint)
      created.append(constraint)
    }
    LayoutConstraint.deactivate(previous.compactMap { $0 })
    for constraint in created { constraint.install(on: self) }
    arrangementConstraints = next
  }

  /// The gap after an arranged view: its custom spacing, or `spacing`.
  private func spacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? spacing
  }

  /// The stack's own attribute for a canvas connection: the margin variant when the
  /// arrangement is margins-relative.
  private func canvasAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
    guard isLayoutMarginsRelativeArrangement else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  /// `stack.attribute (relation) item.attribute`, `UISV-canvas-connection`.
  private func canvasConnection(
    _ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal
  ) -> ArrangementSpec {
    ArrangementSpec(
      first: self, firstAttribute: canvasAttribute(attribute), relation: relation, second: item,
      secondAttribute: attribute, multiplier: 1, constant: 0, priority: .required,
      identifier: "UISV-canvas-connection")
  }

  /// `first.attribute (relation) second.attribute` with multiplier 1.
  private func relate(
    _ first: View, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: View, _ secondAttribute: LayoutAttribute, constant: Double = 0,
    priority: LayoutPriority = .required, _ identifier: String
  ) -> ArrangementSpec {
    ArrangementSpec(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: 1, constant: constant, priority: priority,
      identifier: identifier)
  }

  /// `item.attribute == constant` at `priority`.
  private func fix(
    _ item: View, _ attribute: LayoutAttribute, _ constant: Double, priority: LayoutPriority,
    _ identifier: String
  ) -> ArrangementSpec {
    ArrangementSpec(
      first: item, firstAttribute: attribute, relation: .equal, second: nil,
      secondAttribute: .notAnAttribute, multiplier: 0, constant: constant, priority: priority,
      identifier: identifier)
  }

  // MARK: - Along the axis

  /// Canvas connections, spacing, the distribution's constraints and hiding.
  private func appendDistribution(_ a: StackAttributes, to specs: inout [ArrangementSpec]) {
    let items = arrangedSubviews
    let visible = items.filter { !$0.isHidden }
    let equalFamily = distribution == .equalSpacing || distribution == .equalCentering
    if let first = visible.first, let last = visible.last {
      specs.append(canvasConnection(first, a.start))
      specs.append(canvasConnection(last, a.end))
    } else {
      // Nothing visible: a spanner keeps the stack's length defined (and shrinks to 0).
      let spanner = spacerGuide("UISV-ordering-spanner")
      specs.append(canvasConnection(spanner, a.start))
      specs.append(canvasConnection(spanner, a.end))
      specs.append(
        fix(spanner, a.length, 0, priority: StackView.emptySpannerPriority, "UISV-spanning-fit"))
      for item in items {
        specs.append(
          relate(
            item, a.start, .equal, spanner, a.end, priority: StackView.hiddenSpacingPriority,
            "UISV-spacing-hidden"))
      }
    }
    if !visible.isEmpty {
      appendSpacing(
        items, visible, a, relation: equalFamily ? .greaterThanOrEqual : .equal,
        to: &specs)
    }
    switch distribution {
    case .fill: break
    case .fillEqually: appendEqualLengths(visible, a.length, .required, to: &specs)
    case .fillProportionally: appendProportional(visible, a, to: &specs)
    case .equalSpacing, .equalCentering: appendGaps(visible, a, to: &specs)
    }
    for item in items where item.isHidden {
      specs.append(fix(item, a.length, 0, priority: .required, "UISV-hiding"))
    }
    if equalFamily {
      specs.append(
        fix(self, a.length, 0, priority: StackView.canvasFitPriority, "UISV-canvas-fit"))
    }
  }

  /// `UISV-spacing` between consecutive visible views; hidden views are parked in the
  /// middle of the gap they left by `UISV-spacing-hidden` at 50 (half the gap on each side).
  private func appendSpacing(
    _ items: [View], _ visible: [View], _ a: StackAttributes, relation: LayoutRelation,
    to specs: inout [ArrangementSpec]
  ) {
    guard items.count > 1, let firstVisible = visible.first, let lastVisible = visible.last
    else { return }
    let baselines = isBaselineRelativeArrangement && axis == .vertical
    func link(_ from: View, _ to: View) {
      let gap = spacing(after: from)
      let hiddenCount = (from.isHidden ? 1 : 0) + (to.isHidden ? 1 : 0)
      let constant =
        to === firstVisible || from === lastVisible
        ? 0 : gap - gap / 2 * Double(hiddenCount)
      let toAttribute: LayoutAttribute = baselines && !to.isHidden ? .firstBaseline : a.start
      let fromAttribute: LayoutAttribute = baselines && !from.isHidden ? .lastBaseline : a.end
      if hiddenCount > 0 {
        specs.append(
          relate(
            to, toAttribute, relation, from, fromAttribute, constant: constant,
            priority: StackView.hiddenSpacingPriority, "UISV-spacing-hidden"))
      } else {
        specs.append(
          relate(to, toAttribute, relation, from, fromAttribute, constant: constant, "UISV-spacing")
        )
      }
    }
    var index = 0
    while index < items.count {
      let item = items[index]
      if item.isHidden {
        // Hidden views before the first visible one: parked against it.
        if let after = items[(index + 1)...].first(where: { !$0.isHidden }) { link(item, after) }
        index += 1
        continue
      }
      var next = index + 1
      while next < items.count {
        link(item, items[next])
        if !items[next].isHidden { break }
        next += 1
      }
      index = next
    }
  }

  /// `view.length == first.length` for every view after the first.
  private func appendEqualLengths(
    _ views: [View], _ length: LayoutAttribute, _ priority: LayoutPriority,
    to specs: inout [ArrangementSpec]
  ) {
    guard let first = views.first else { return }
    for view in views.dropFirst() {
      specs.append(
        relate(view, length, .equal, first, length, priority: priority, "UISV-fill-equally"))
    }
  }

  /// The length `fillProportionally` gives `view` a share by: its intrinsic length along the
  /// axis, or, for a view without one (`View.noIntrinsicMetric`: a plain view, a nested
  /// stack), its current length (its frame when the arrangement is regenerated; for a view
  /// loaded from a nib, the frame the document saved).
  ///
  /// Apple documents only the intrinsic case ("The views resize proportionally according to
  /// their intrinsic content size along the stack view's axis", developer.apple.com/
  /// documentation/uikit/uistackview/distribution/fillproportionally). The fallback is what
  /// Interface Builder's saved layouts show: plain views in a proportional stack keep their
  /// own proportions (a vertical stack of 798 points, spacing 10, saves a 568- and a
  /// 220-point plain view, not 394 each), and frames are known to change the outcome (Stack
  /// Overflow, "UIStackView proportional layout with only intrinsicContentSize": the same
  /// views lay out differently with and without an initial frame). A view never laid out
  /// has length 0 and gets `length == 0`, as kean/Arranged generates for views without an
  /// intrinsic size.
  ///
  /// - Complexity: O(1).
  func proportionalLength(_ view: View) -> Double {
    let intrinsic = intrinsicLength(view)
    if intrinsic != View.noIntrinsicMetric { return intrinsic }
    return axis == .horizontal ? view.frame.width : view.frame.height
  }

  /// Whether the stack gives `view`, one of its arranged subviews, a share by its current
  /// length.
  ///
  /// True when the distribution is `fillProportionally` and `view` has no intrinsic length
  /// along the axis (`proportionalLength`); an importer states such a view's frame, since
  /// its share depends on it.
  ///
  /// - Complexity: O(1).
  public func sharesByCurrentLength(_ view: View) -> Bool {
    distribution == .fillProportionally && intrinsicLength(view) == View.noIntrinsicMetric
  }

  /// `view`'s intrinsic content length along the axis, in points (`View.noIntrinsicMetric`
  /// for none).
  private func intrinsicLength(_ view: View) -> Double {
    let size = view.intrinsicContentSize
    return axis == .horizontal ? size.width : size.height
  }

  /// `view.length == (L / total) × stack.length` with `L` the view's `proportionalLength`
  /// and `total` = those lengths plus the gaps (`spacing` × (visible − 1)); priorities 999,
  /// 998, …; views whose length is 0 get `length == 0`; when no view has a length, the views
  /// share the axis equally (kean/Arranged, matching UIKit's constraint logs).
  private func appendProportional(
    _ visible: [View], _ a: StackAttributes, to specs: inout [ArrangementSpec]
  ) {
    let lengths = visible.map(proportionalLength)
    let sizedCount = lengths.filter { $0 > 0 }.count
    guard sizedCount > 0 else {
      appendEqualLengths(visible, a.length, .required, to: &specs)
      return
    }
    let totalSpacing = spacing * Double(visible.count - 1)
    let total = lengths.reduce(totalSpacing) { $0 + max($1, 0) }
    let required = sizedCount == 1 && (visible.count == 1 || spacing == 0)
    var priority = required ? LayoutPriority.required : StackView.proportionalPriority
    for (view, length) in zip(visible, lengths) {
      if length > 0 {
        specs.append(
          ArrangementSpec(
            first: view, firstAttribute: a.length, relation: .equal, second: self,
            secondAttribute: a.length, multiplier: length / total, constant: 0,
            priority: priority, identifier: "UISV-fill-proportionally"))
      } else {
        specs.append(fix(view, a.length, 0, priority: .required, "UISV-fill-proportionally"))
      }
      if !required { priority = priority - 1 }
    }
  }

  /// Hidden gap guides between consecutive visible views, edge to edge (`equalSpacing`) or
  /// center to center (`equalCentering`), kept equal (`equalCentering` at 149).
  private func appendGaps(
    _ visible: [View], _ a: StackAttributes, to specs: inout [ArrangementSpec]
  ) {
    let centering = distribution == .equalCentering
    let baselines = isBaselineRelativeArrangement && axis == .vertical && !centering
    var gaps: [View] = []
    for (offset, pair) in zip(visible, visible.dropFirst()).enumerated() {
      let gap = spacerGuide("UISV-distributing-" + String(offset + 1))
      gaps.append(gap)
      let fromAttribute: LayoutAttribute = centering ? a.center : baselines ? .lastBaseline : a.end
      let toAttribute: LayoutAttribute = centering ? a.center : baselines ? .firstBaseline : a.start
      specs.append(relate(gap, a.start, .equal, pair.0, fromAttribute, "UISV-distributing-edge"))
      specs.append(relate(gap, a.end, .equal, pair.1, toAttribute, "UISV-distributing-edge"))
    }
    appendEqualLengths(
      gaps, a.length, centering ? StackView.equalCenteringPriority : .required, to: &specs)
  }

  // MARK: - Across the axis

  /// Canvas connections, alignment, the spanner and ambiguity suppression across the axis.
  private func appendAlignment(_ a: StackAttributes, to specs: inout [ArrangementSpec]) {
    let items = arrangedSubviews
    guard let first = items.first else { return }
    let visible = items.filter { !$0.isHidden }
    var mode = alignment
    if axis == .vertical && mode == .firstBaseline { mode = .leading }
    if axis == .vertical && mode == .lastBaseline { mode = .trailing }

    if mode == .fill {
      specs.append(canvasConnection(first, a.crossStart))
      specs.append(canvasConnection(first, a.crossEnd))
      for attribute in [a.crossEnd, a.crossStart] {
        for item in items.dropFirst() {
          specs.append(relate(first, attribute, .equal, item, attribute, "UISV-alignment"))
        }
      }
      return
    }

    let aligned: LayoutAttribute
    switch mode {
    case .leading: aligned = a.crossStart
    case .trailing: aligned = a.crossEnd
    case .center: aligned = a.crossCenter
    case .firstBaseline: aligned = .firstBaseline
    case .lastBaseline: aligned = .lastBaseline
    case .fill: aligned = a.crossStart
    }
    for item in items.dropFirst() {
      specs.append(relate(first, aligned, .equal, item, aligned, "UISV-alignment"))
    }
    // Which edges the items hold exactly (the aligned one); the others only bound the stack.
    let startHeld = mode == .leading
    let endHeld = mode == .trailing
    if mode == .center { specs.append(canvasConnection(first, a.crossCenter)) }
    if items.count > 1 || visible.isEmpty {
      let spanner = spacerGuide("UISV-alignment-spanner")
      specs.append(
        fix(
          spanner, a.crossLength, 0,
          priority: visible.isEmpty
            ? StackView.emptySpannerPriority : StackView.spanningFitPriority,
          "UISV-spanning-fit"))
      specs.append(canvasConnection(startHeld ? first : spanner, a.crossStart))
      specs.append(canvasConnection(endHeld ? first : spanner, a.crossEnd))
      for item in visible {
        specs.append(
          relate(
            spanner, a.crossStart, startHeld ? .equal : .lessThanOrEqual, item, a.crossStart,
            priority: startHeld ? StackView.spanningBoundaryPriority : .required,
            "UISV-spanning-boundary"))
        specs.append(
          relate(
            spanner, a.crossEnd, endHeld ? .equal : .greaterThanOrEqual, item, a.crossEnd,
            priority: endHeld ? StackView.spanningBoundaryPriority : .required,
            "UISV-spanning-boundary"))
      }
    } else {
      specs.append(canvasConnection(first, a.crossStart, startHeld ? .equal : .lessThanOrEqual))
      specs.append(canvasConnection(first, a.crossEnd, endHeld ? .equal : .greaterThanOrEqual))
      specs.append(
        fix(self, a.crossLength, 0, priority: StackView.canvasFitPriority, "UISV-canvas-fit"))
    }
    for item in items {
      specs.append(
        fix(
          item, a.crossLength, 0, priority: StackView.ambiguitySuppressionPriority,
          "UISV-ambiguity-suppression"))
    }
  }
}
