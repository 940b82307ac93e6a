/// Turns a parsed visual format into `LayoutConstraint`s in Apple's order.
///
/// What each part generates (the behaviour of CoreAutoLayout's `NSLayoutConstraintParser`, [S2] in docs/vfl.md):
/// - A connection between an earlier and a later element (in layout order) becomes
///   `later.start (relation) earlier.end + constant`, where in `H:` start/end are
///   leading/trailing (left/right with a direction option) and in `V:` top/bottom (a
///   view's firstBaseline/lastBaseline with `spacingBaselineToBaseline`). The
///   later element is always the first item, so inequalities read as "the space is at
///   least/most c" without flipping: `|-(>=20)-[v]` is `v.leading >= super.leading + 20`,
///   `[v]-(>=20)-|` is `super.trailing >= v.trailing + 20`. With
///   `directionRightToLeft`, the listed order is reversed (`[a]-[b]` puts b left of a).
/// - `|` is the superview of the view next to it.
/// - Constants: nothing → 0; `-` → the standard space (8 between views, or from text
///   metrics between baselines; 20 to the superview with ``SpacingStyle/classic``, or the
///   superview's margin attribute with constant 0 with ``SpacingStyle/margins``);
///   `-N-` / `-(…)-` → each predicate, one constraint each.
/// - `[v(…)]` predicates constrain v's width (`H:`) or height (`V:`): to a constant
///   (`toItem: nil, notAnAttribute`) or to another view's same dimension (multiplier 1).
/// - Order: per link, the connection's constraints, then the target view's predicates
///   (the first view's predicates come first when there is no leading `|`); alignment
///   constraints (`previous.a == next.a` per adjacent view pair and per option bit, lowest
///   bit first) are appended after all others.
struct VFLLowering {
  /// The parsed format (or the part parsed before a syntax error).
  let syntax: VFLFormat
  /// The format string, for diagnostics and constraint origins.
  let format: String
  /// Alignment, direction and spacing options.
  let options: FormatOptions
  /// The views dictionary (only looked up by key).
  let views: [String: View]
  /// What the standard spacing `-` means next to the superview.
  let spacing: SpacingStyle

  /// Builds the constraints, raising the errors Apple raises while building them.
  ///
  /// - Returns: The constraints, inactive, each with origin `.visualFormat(format)`.
  /// - Throws: ``VisualFormatError/Reason/baselineToBaselineInHorizontalLayout``,
  ///   ``VisualFormatError/Reason/missingSuperview`` or
  ///   ``VisualFormatError/Reason/alignmentAlongLayoutAxis(_:)``, at the offset just past
  ///   the element that completes the offending connection.
  /// - Complexity: O(*n*) in the number of elements and predicates.
  func lower() throws(VisualFormatError) -> [LayoutConstraint] {
    var constraints: [LayoutConstraint] = []
    var alignments: [LayoutConstraint] = []
    // Each element's view is looked up (a string hash) once, not once per use.
    var previousView = view(syntax.head)
    if let first = syntax.head.view, let previousView {
      appendSizeConstraints(of: first, item: previousView, to: &constraints)
    }
    for link in syntax.links {
      let targetView = view(link.target)
      try lowerConnection(
        link, from: previousView, to: targetView, into: &constraints, alignments: &alignments)
      if let target = link.target.view, let targetView {
        appendSizeConstraints(of: target, item: targetView, to: &constraints)
      }
      previousView = targetView
    }
    constraints.append(contentsOf: alignments)
    let origin = ConstraintOrigin.visualFormat(format)
    for constraint in constraints {
      constraint.origin = origin
    }
    return constraints
  }

  // MARK: - Connections

  /// Lowers one connection: a constraint per predicate, plus the alignment constraints when
  /// both ends are views.
  ///
  /// - Parameters:
  ///   - link: The connection and the element it leads to.
  ///   - previousView: The view of the element before the connection (`nil` for `|`).
  ///   - targetView: The view of the element it leads to (`nil` for `|`).
  private func lowerConnection(
    _ link: VFLLink, from previousView: View?, to targetView: View?,
    into constraints: inout [LayoutConstraint], alignments: inout [LayoutConstraint]
  ) throws(VisualFormatError) {
    let horizontal = syntax.orientation == .horizontal
    let baselines = options.spacesBaselines
    if horizontal && baselines {
      throw error(.baselineToBaselineInHorizontalLayout, at: link.finishOffset)
    }
    // The superview is that of the view next to `|`: the previous view, else the target.
    let neighbour = previousView ?? targetView
    let reversed = horizontal && options.listsRightToLeft
    let earlier = reversed ? targetView : previousView
    let later = reversed ? previousView : targetView
    let isStandard: Bool
    if case .standard = link.connection { isStandard = true } else { isStandard = false }
    let bindsToMargins = isStandard && spacing == .margins

    let secondItem: View
    let secondAttribute: LayoutAttribute
    if let earlier {
      secondItem = earlier
      secondAttribute = endAttribute(ofView: true, baselines: baselines)
    } else {
      secondItem = try superview(of: neighbour, at: link.finishOffset)
      secondAttribute = startAttribute(ofView: false, baselines: baselines).inMargins(
        bindsToMargins)
    }
    let firstItem: View
    let firstAttribute: LayoutAttribute
    if let later {
      firstItem = later
      firstAttribute = startAttribute(ofView: true, baselines: baselines)
    } else {
      firstItem = try superview(of: neighbour, at: link.finishOffset)
      firstAttribute = endAttribute(ofView: false, baselines: baselines).inMargins(bindsToMargins)
    }

    switch link.connection {
    case .flush:
      constraints.append(
        make(firstItem, firstAttribute, .equal, secondItem, secondAttribute, 0, .required))
    case .standard:
      let space = standardSpace(earlier: earlier, later: later, bindsToMargins: bindsToMargins)
      constraints.append(
        make(firstItem, firstAttribute, .equal, secondItem, secondAttribute, space, .required))
    case .predicates(let predicates, _):
      for predicate in predicates {
        constraints.append(
          make(
            firstItem, firstAttribute, layoutRelation(predicate.relation), secondItem,
            secondAttribute, constant(of: predicate), priority(of: predicate)))
      }
    }

    guard let earlier, let later, options.hasAlignment else { return }
    for attribute in options.alignmentAttributes {
      if attribute.axis == syntax.orientation {
        throw error(.alignmentAlongLayoutAxis(syntax.orientation), at: link.finishOffset)
      }
      alignments.append(make(earlier, attribute, .equal, later, attribute, 0, .required))
    }
  }

  /// The standard space `-` in points.
  ///
  /// Between views: 8 (`NSSpace(8)` in Apple's logs), or, between baselines of two views
  /// that show text, the upper line's descender plus the lower line's ascender from the
  /// views' text metrics. To the superview: 20 with classic spacing (`NSSpace(20)`), 0
  /// when bound to the margins (the margin is the space).
  private func standardSpace(earlier: View?, later: View?, bindsToMargins: Bool) -> Double {
    guard let earlier, let later else {
      return bindsToMargins ? 0 : SpacingStyle.classicSuperviewSpacing
    }
    if options.spacesBaselines && earlier.showsText && later.showsText {
      return earlier.textMetrics.descender(fontSize: earlier.fontSize)
        + later.textMetrics.ascender(fontSize: later.fontSize)
    }
    return SpacingStyle.siblingSpacing
  }

  /// The attribute where an element starts along the layout axis.
  ///
  /// - Parameters:
  ///   - ofView: Whether the element is a view (the superview never uses baselines).
  ///   - baselines: Whether `spacingBaselineToBaseline` is set: a view then starts at its
  ///     first baseline, even next to `|`, as in Apple's parser.
  private func startAttribute(ofView: Bool, baselines: Bool) -> LayoutAttribute {
    if syntax.orientation == .horizontal {
      return options.usesAbsoluteDirection ? .left : .leading
    }
    return ofView && baselines ? .firstBaseline : .top
  }

  /// The attribute where an element ends along the layout axis: a view's last baseline
  /// with `spacingBaselineToBaseline` (see `startAttribute`).
  private func endAttribute(ofView: Bool, baselines: Bool) -> LayoutAttribute {
    if syntax.orientation == .horizontal {
      return options.usesAbsoluteDirection ? .right : .trailing
    }
    return ofView && baselines ? .lastBaseline : .bottom
  }

  /// The superview of the view next to a `|`.
  private func superview(of view: View?, at offset: Int) throws(VisualFormatError) -> View {
    guard let superview = view?.superview else { throw error(.missingSuperview, at: offset) }
    return superview
  }

  // MARK: - View predicates

  /// Appends the `view.width` (`H:`) or `view.height` (`V:`) constraints, one per predicate.
  ///
  /// - Parameters:
  ///   - node: The view element.
  ///   - item: Its view (already looked up).
  ///   - constraints: Receives the constraints.
  private func appendSizeConstraints(
    of node: VFLView, item: View, to constraints: inout [LayoutConstraint]
  ) {
    let dimension: LayoutAttribute = syntax.orientation == .horizontal ? .width : .height
    for predicate in node.predicates {
      let relation = layoutRelation(predicate.relation)
      let priority = priority(of: predicate)
      if case .view(let name) = predicate.object {
        constraints.append(make(item, dimension, relation, resolve(name), dimension, 0, priority))
      } else {
        constraints.append(
          make(
            item, dimension, relation, nil, .notAnAttribute, constant(of: predicate), priority))
      }
    }
  }

  // MARK: - Helpers

  /// The view for a name the parser already checked is a key of the views dictionary.
  private func resolve(_ name: String) -> View {
    guard let view = views[name] else {
      preconditionFailure("the parser accepted \(name), which is not in the views dictionary")
    }
    return view
  }

  /// The view at an element, or `nil` for the superview.
  private func view(_ end: VFLEnd) -> View? {
    end.view.map { resolve($0.name) }
  }

  /// A predicate's constant in points (0 when it relates to a view).
  private func constant(of predicate: VFLPredicate) -> Double {
    switch predicate.object {
    case .number(let value), .metric(_, let value): return value
    case .view: return 0
    }
  }

  /// A predicate's priority (required when none is written).
  ///
  /// Apple stores a parsed priority as a `Float` (`UILayoutPriority`), so the value is
  /// rounded to single precision first: `@999.99999` becomes 1000, which is required.
  private func priority(of predicate: VFLPredicate) -> LayoutPriority {
    predicate.priority.map { LayoutPriority(Double(Float($0))) } ?? .required
  }

  /// The layout relation for a written relation.
  private func layoutRelation(_ relation: VFLRelation) -> LayoutRelation {
    switch relation {
    case .lessThanOrEqual: return .lessThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }

  /// A diagnostic for this format.
  private func error(_ reason: VisualFormatError.Reason, at offset: Int) -> VisualFormatError {
    VisualFormatError(reason, format: format, offset: offset)
  }

  /// Creates `first.a1 (relation) 1 × second.a2 + constant` through the checked initializer.
  ///
  /// The parser guarantees finite constants and priorities in 0 < p ≤ 1000, and lowering
  /// only pairs attributes of one kind and axis, so a `LayoutError` here is a bug.
  private func make(
    _ first: View, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: View?, _ secondAttribute: LayoutAttribute, _ constant: Double,
    _ priority: LayoutPriority
  ) -> LayoutConstraint {
    do {
      return try LayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: secondAttribute, multiplier: 1, constant: constant, priority: priority)
    } catch {
      preconditionFailure("VFL lowering built an invalid constraint: \(error)")
    }
  }
}

extension LayoutAttribute {
  /// The margin form of an edge (`leading` → `leadingMargin`) when `margins` is true.
  fileprivate func inMargins(_ margins: Bool) -> LayoutAttribute {
    guard margins else { return self }
    switch self {
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    default: return self
    }
  }
}

extension View {
  /// Whether the view shows text with a baseline (labels, buttons, text fields).
  fileprivate var showsText: Bool {
    kind == .label || kind == .button || kind == .textField
  }
}
