import Testing

@testable import Layout

/// Every error through the public API: Apple's message and the caret column, marked
/// inline with `⌃`.
@Suite struct VisualFormatErrorCatalogTests {
  let fixture = VFLFixture()

  /// Checks that `marked` fails with `reason` at the marked column and renders Apple's text.
  private func expectFailure(
    _ marked: String, _ reason: VisualFormatError.Reason, options: FormatOptions = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let marked = MarkedFormat(marked)
    do {
      let constraints = try fixture.constraints(marked.format, options: options)
      Issue.record(
        "\(marked.format) parsed into \(constraints.map(\.vflTestText))",
        sourceLocation: sourceLocation)
    } catch {
      #expect(
        error == VisualFormatError(reason, format: marked.format, offset: marked.offset),
        sourceLocation: sourceLocation)
      let caret = String(repeating: " ", count: marked.offset) + "^"
      #expect(
        error.description.hasSuffix("\n\(marked.format) \n\(caret)"), sourceLocation: sourceLocation
      )
    }
  }

  @Test(arguments: VFLParserErrorTests.cases)
  func everySyntaxErrorThroughThePublicAPI(marked: String, reason: VisualFormatError.Reason) {
    expectFailure(marked, reason)
  }

  @Test func appleDocumentationUnknownRelation() throws {
    let format = "V:|[blackBox4(>30)]|"
    #expect(throws: VisualFormatError(.unknownRelation, format: format, offset: 15)) {
      try fixture.constraints(format)
    }
    do {
      _ = try fixture.constraints(format)
    } catch {
      #expect(
        error.description
          == "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n"
          + "V:|[blackBox4(>30)]| \n               ^")
    }
  }

  @Test func missingSuperviewMatchesTheObservedLog() {
    // [S11]: `|[view]|` with a superview-less view fails with the caret at offset 7.
    let loose = View(name: "view")
    #expect(throws: VisualFormatError(.missingSuperview, format: "|[view]|", offset: 7)) {
      try LayoutConstraint.constraints(withVisualFormat: "|[view]|", views: ["view": loose])
    }
  }

  @Test func missingSuperviewOnEitherSide() {
    expectFailure("|[loose]⌃", .missingSuperview)
    expectFailure("[a]-[loose]-|⌃", .missingSuperview)
    expectFailure("V:[loose]|⌃", .missingSuperview)
    expectFailure("|-[root]⌃-[a]", .missingSuperview)
  }

  @Test func buildErrorBeforeALaterSyntaxErrorWins() {
    // Apple builds `|[loose]` before it reads `x`, so the superview error is reported.
    expectFailure("|[loose]⌃x", .missingSuperview)
    expectFailure("[a]-[b]⌃ ", .alignmentAlongLayoutAxis(.horizontal), options: .alignAllLeft)
    // A syntax error inside the first view comes before any connection is built.
    expectFailure("|[loose(>⌃5)]", .unknownRelation)
    // Nothing wrong is built before the syntax error: the syntax error stands.
    expectFailure("|[a]⌃x", .expectedViewOrBar)
  }

  @Test func baselineToBaselineIsVerticalOnly() throws {
    expectFailure(
      "H:[a]-[b]⌃", .baselineToBaselineInHorizontalLayout, options: .spacingBaselineToBaseline)
    expectFailure(
      "|[a]⌃|", .baselineToBaselineInHorizontalLayout, options: .spacingBaselineToBaseline)
    // Apple checks while building a connection: a lone view has none.
    #expect(
      try fixture.lowered("H:[a(50)]", options: .spacingBaselineToBaseline) == ["a.width == 50"])
  }

  @Test func alignmentAlongTheLayoutAxis() throws {
    for option in [
      FormatOptions.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing,
      .alignAllCenterX, FormatOptions(rawValue: 1 << 7),
    ] {
      expectFailure("|-[a]-[b]⌃-|", .alignmentAlongLayoutAxis(.horizontal), options: option)
    }
    for option in [
      FormatOptions.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline,
      .alignAllFirstBaseline, FormatOptions(rawValue: 1 << 8),
    ] {
      expectFailure("V:[a][b]⌃", .alignmentAlongLayoutAxis(.vertical), options: option)
    }
    // A valid bit listed with an invalid one: the failure comes at the first pair.
    expectFailure(
      "[a]-[b]⌃-[c]", .alignmentAlongLayoutAxis(.horizontal),
      options: [.alignAllTop, .alignAllLeading])
  }

  @Test func emptyAndNonASCIIFormats() {
    #expect(throws: VisualFormatError(.emptyString, format: "", offset: 0)) {
      try fixture.constraints("")
    }
    #expect(throws: VisualFormatError(.nonASCII, format: "[a]–[b]", offset: 3)) {
      try fixture.constraints("[a]–[b]")
    }
  }

  @Test func nonFiniteConstantsAreRejected() {
    expectFailure("[a(-inf⌃)]", .nonFiniteConstant(-.infinity))
    expectFailure("[a]-(1e999⌃)-[b]", .nonFiniteConstant(.infinity))
  }
}
