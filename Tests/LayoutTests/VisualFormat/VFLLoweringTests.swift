import Testing

@testable import Layout

/// The constraints each production generates, compared with what Apple's parser generates
/// (apple-semantics §1, from the decompiled `NSLayoutConstraintParser` [S2]).
@Suite struct VFLLoweringTests {
  let fixture = VFLFixture()

  @Test func classicStandardSpacingHorizontal() throws {
    #expect(
      try fixture.lowered("H:|-[a]-[b]-|") == [
        "a.leading == root.leading + 20",
        "b.leading == a.trailing + 8",
        "root.trailing == b.trailing + 20",
      ])
  }

  @Test func noOrientationMeansHorizontal() throws {
    let implicit = try fixture.lowered("|-[a]-|")
    #expect(try fixture.lowered("H:|-[a]-|") == implicit)
  }

  @Test func flushConnections() throws {
    #expect(
      try fixture.lowered("|[a][b]|") == [
        "a.leading == root.leading + 0",
        "b.leading == a.trailing + 0",
        "root.trailing == b.trailing + 0",
      ])
  }

  @Test func verticalUsesTopAndBottom() throws {
    #expect(
      try fixture.lowered("V:|-[a]-[b]-|") == [
        "a.top == root.top + 20",
        "b.top == a.bottom + 8",
        "root.bottom == b.bottom + 20",
      ])
  }

  @Test func marginsSpacingBindsStandardSpaceToMargins() throws {
    #expect(
      try fixture.lowered("H:|-[a]-[b]-|", spacing: .margins) == [
        "a.leading == root.leadingMargin + 0",
        "b.leading == a.trailing + 8",
        "root.trailingMargin == b.trailing + 0",
      ])
    #expect(
      try fixture.lowered("V:|-[a]-|", spacing: .margins) == [
        "a.top == root.topMargin + 0",
        "root.bottomMargin == a.bottom + 0",
      ])
  }

  @Test func explicitSpacingIgnoresMargins() throws {
    #expect(
      try fixture.lowered("|-8-[a]-0-|", spacing: .margins) == [
        "a.leading == root.leading + 8",
        "root.trailing == a.trailing + 0",
      ])
  }

  @Test func inequalitiesKeepTheirDirectionOnBothSides() throws {
    // The later element is the first item, so ">= 20" always means "a space of at least 20".
    #expect(
      try fixture.lowered("|-(>=20)-[a]-(<=pad@high)-|") == [
        "a.leading >= root.leading + 20",
        "root.trailing <= a.trailing + 8 @750",
      ])
  }

  @Test func connectionPredicateListGivesOneConstraintEach() throws {
    #expect(
      try fixture.lowered("[a]-(>=8@750,<=20)-[b]") == [
        "b.leading >= a.trailing + 8 @750",
        "b.leading <= a.trailing + 20",
      ])
  }

  @Test func negativeSpacing() throws {
    #expect(try fixture.lowered("[a]-(-5)-[b]") == ["b.leading == a.trailing + -5"])
  }

  @Test func viewPredicates() throws {
    #expect(try fixture.lowered("[a(>=50@750,<=100)]") == ["a.width >= 50 @750", "a.width <= 100"])
    #expect(try fixture.lowered("V:[a(b2)]") == ["a.height == 12"])
    #expect(try fixture.lowered("[b(100@20)]") == ["b.width == 100 @20"])
  }

  @Test func viewPredicateOnAnotherView() throws {
    #expect(
      try fixture.lowered("[a][b(==a)]") == [
        "b.leading == a.trailing + 0", "b.width == a.width + 0",
      ])
    #expect(try fixture.lowered("V:[a(>=b@500)]") == ["a.height >= b.height + 0 @500"])
  }

  @Test func constraintOrderFollowsApple() throws {
    // Leading connection, then the view's own predicates, then the next connection…
    #expect(
      try fixture.lowered("|-[a(50)]-[b(60)]-|") == [
        "a.leading == root.leading + 20",
        "a.width == 50",
        "b.leading == a.trailing + 8",
        "b.width == 60",
        "root.trailing == b.trailing + 20",
      ])
    // …and without a leading `|` the first view's predicates come first.
    #expect(try fixture.lowered("[a(50)]-[b]") == ["a.width == 50", "b.leading == a.trailing + 8"])
  }

  @Test func orderFollowsTheFormatNotTheNames() throws {
    #expect(
      try fixture.lowered("[c][b][a]") == [
        "b.leading == c.trailing + 0", "a.leading == b.trailing + 0",
      ])
  }

  @Test func directionLeftToRightUsesLeftAndRight() throws {
    #expect(
      try fixture.lowered("|-[a]-[b]-|", options: .directionLeftToRight) == [
        "a.left == root.left + 20",
        "b.left == a.right + 8",
        "root.right == b.right + 20",
      ])
  }

  @Test func directionRightToLeftListsViewsRightToLeft() throws {
    #expect(
      try fixture.lowered("|-[a]-[b]-|", options: .directionRightToLeft) == [
        "root.right == a.right + 20",
        "a.left == b.right + 8",
        "b.left == root.left + 20",
      ])
    #expect(
      try fixture.lowered("|-[a]-|", options: .directionRightToLeft, spacing: .margins) == [
        "root.rightMargin == a.right + 0",
        "a.left == root.leftMargin + 0",
      ])
  }

  @Test func bothDirectionBitsActLikeLeftToRight() throws {
    #expect(
      try fixture.lowered("[a]-[b]", options: .directionMask) == ["b.left == a.right + 8"])
  }

  @Test func directionIsIgnoredVertically() throws {
    #expect(
      try fixture.lowered("V:|[a]-[b]", options: .directionRightToLeft) == [
        "a.top == root.top + 0",
        "b.top == a.bottom + 8",
      ])
  }

  @Test func alignmentConstraintsAreAppendedPerPairThenPerBit() throws {
    #expect(
      try fixture.lowered("H:|-[a]-[b]-[c]-|", options: [.alignAllCenterY, .alignAllTop]) == [
        "a.leading == root.leading + 20",
        "b.leading == a.trailing + 8",
        "c.leading == b.trailing + 8",
        "root.trailing == c.trailing + 20",
        "a.top == b.top + 0",
        "a.centerY == b.centerY + 0",
        "b.top == c.top + 0",
        "b.centerY == c.centerY + 0",
      ])
  }

  @Test func everyPerpendicularAlignmentOption() throws {
    let horizontal: [(FormatOptions, String)] = [
      (.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
      (.alignAllLastBaseline, "lastBaseline"), (.alignAllBaseline, "lastBaseline"),
      (.alignAllFirstBaseline, "firstBaseline"), (FormatOptions(rawValue: 1 << 8), "height"),
    ]
    for (option, name) in horizontal {
      #expect(try fixture.lowered("[a][b]", options: option).last == "a.\(name) == b.\(name) + 0")
    }
    let vertical: [(FormatOptions, String)] = [
      (.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
      (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
      (FormatOptions(rawValue: 1 << 7), "width"),
    ]
    for (option, name) in vertical {
      #expect(try fixture.lowered("V:[a][b]", options: option).last == "a.\(name) == b.\(name) + 0")
    }
  }

  @Test func alignmentBitsOutsideOneToTwelveAreIgnored() throws {
    let unused = FormatOptions(rawValue: 1 | 1 << 13 | 1 << 14 | 1 << 15)
    #expect(try fixture.lowered("[a][b]", options: unused) == ["b.leading == a.trailing + 0"])
  }

  @Test func alignmentNeedsTwoAdjacentViews() throws {
    #expect(
      try fixture.lowered("|[a(50)]|", options: .alignAllLeading) == [
        "a.leading == root.leading + 0", "a.width == 50", "root.trailing == a.trailing + 0",
      ])
  }

  @Test func alignmentWithRightToLeftStartsFromTheLaterListedView() throws {
    #expect(
      try fixture.lowered("[a]-[b]", options: [.directionRightToLeft, .alignAllTop]) == [
        "a.left == b.right + 8",
        "b.top == a.top + 0",
      ])
  }

  @Test func baselineToBaselineBetweenLabelsUsesTextMetrics() throws {
    // Apple's parser uses the views' baselines even next to `|` [S2].
    let constraints = try fixture.constraints(
      "V:|-[l1]-[l2]-|", options: .spacingBaselineToBaseline)
    #expect(
      constraints.map(\.vflTestText).enumerated().map { $0.offset == 1 ? "…" : $0.element } == [
        "l1.firstBaseline == root.top + 20", "…", "root.bottom == l2.lastBaseline + 20",
      ])
    let spacing = try #require(constraints.dropFirst().first)
    #expect(spacing.firstItem.name == "l2" && spacing.firstAttribute == .firstBaseline)
    #expect(spacing.secondItem?.name == "l1" && spacing.secondAttribute == .lastBaseline)
    // The 17-pt line's descender (0.25 × 17) plus the 15-pt line's ascender (0.95 × 15).
    #expect(
      spacing.constant
        == TextMetrics.standard.baselineToBaselineSpacing(upperFontSize: 17, lowerFontSize: 15))
    #expect(abs(spacing.constant - 18.5) < 1e-9)
  }

  @Test func baselineToBaselineExplicitAndNonTextSpacing() throws {
    #expect(
      try fixture.lowered("V:[l1]-30-[l2]", options: .spacingBaselineToBaseline) == [
        "l2.firstBaseline == l1.lastBaseline + 30"
      ])
    #expect(
      try fixture.lowered("V:[a]-[l1]", options: .spacingBaselineToBaseline) == [
        "l1.firstBaseline == a.lastBaseline + 8"
      ])
  }

  @Test func superviewIsTheAdjacentViewsOwn() throws {
    #expect(
      try fixture.lowered("|[d]-[a]|") == [
        "d.leading == inner.leading + 0",
        "a.leading == d.trailing + 8",
        "root.trailing == a.trailing + 0",
      ])
  }

  @Test func prioritiesPassThroughFloatLikeApples() throws {
    // Apple stores priorities as Float: 999.99999 becomes 1000, i.e. required.
    #expect(try fixture.lowered("[a(50@999.99999)]") == ["a.width == 50"])
    let constraints = try fixture.constraints("[a(50@750.3)]")
    let constraint = try #require(constraints.first)
    #expect(constraint.priority.rawValue == Double(Float(750.3)))
  }

  @Test func constraintsAreInactiveWithVisualFormatOrigin() throws {
    let format = "|-[a]-[b(==a)]-|"
    let constraints = try fixture.constraints(format, options: .alignAllTop)
    #expect(constraints.count == 5)
    for constraint in constraints {
      #expect(constraint.origin == .visualFormat(format))
      #expect(!constraint.isActive)
      #expect(constraint.multiplier == 1)
    }
  }

  @Test func generatedConstraintsActivate() throws {
    let constraints = try fixture.constraints("V:|-[a(==b)]-[b]-|", options: .alignAllLeading)
    try LayoutConstraint.activate(constraints)
    for constraint in constraints { #expect(constraint.isActive) }
  }
}
