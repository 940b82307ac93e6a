import Testing

@testable import Layout

@Suite struct VisualFormatErrorRenderingTests {
  @Test func appleDocumentationExampleOrientation() {
    // Auto Layout Guide, "Visual Format Language" [S1].
    let error = VisualFormatError(
      .expectedColonAfterOrientation(.vertical), format: "V|[backgroundBox]|", offset: 1)
    #expect(
      error.description
        == "Unable to parse constraint format: \n"
        + "Expected ':' after 'V' to specify vertical arrangement \n"
        + "V|[backgroundBox]| \n"
        + " ^")
  }

  @Test func observedSuperviewExample() {
    // A real log [S11]: the caret sits after the first view, where the `|[view]`
    // constraint is built.
    let error = VisualFormatError(.missingSuperview, format: "|[view]|", offset: 7)
    #expect(
      error.description
        == "Unable to parse constraint format: \n"
        + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
        + "|[view]| \n"
        + "       ^")
  }

  @Test func caretMayPointPastTheEnd() {
    let error = VisualFormatError(.expectedConnectionAfterBar, format: "|", offset: 1)
    #expect(error.caretLine == " ^")
    #expect(error.description.hasSuffix("\n| \n ^"))
  }

  @Test func checksBeforeParsingHaveNoCaret() {
    #expect(
      VisualFormatError(.emptyString, format: "", offset: 0).description
        == "Unable to parse constraint format: It's an empty string.")
    #expect(
      VisualFormatError(.nonASCII, format: "[é]", offset: 1).description
        == "Unable to parse constraint format: It contains non-ASCII characters.")
  }

  static let messages: [(VisualFormatError.Reason, String)] = [
    (
      .expectedColonAfterOrientation(.horizontal),
      "Expected ':' after 'H' to specify horizontal arrangement"
    ),
    (.expectedConnectionAfterBar, "Expected a connection after the '|' character"),
    (.expectedViewOrBar, "Expected a view or '|'"),
    (.expectedEndOfFormat, "Expected the end of the format string"),
    (.expectedView, "Expected a view"),
    (
      .expectedViewName,
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    ),
    (.unknownView("box"), "box is not a key in the views dictionary."),
    (.expectedClosingBracket, "Expected a ']' here. That is how you give the end of a view."),
    (
      .unexpectedEndInView,
      "Unexpectedly ran out of character fodder in the middle of parsing a view"
    ),
    (.expectedClosingBracketAfterPredicates, "Expected ']' after specifying thickness."),
    (
      .unterminatedViewPredicates,
      "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    ),
    (
      .unterminatedConnectionPredicates,
      "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    ),
    (.expectedDash, "Expected a '-' here"),
    (
      .expectedDashBeforeList,
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
    ),
    (
      .ambiguousMinus,
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    ),
    (.expectedMoreInput, "Expected more input"),
    (.unknownRelation, "Unknown relation. Must be ==, >=, or <="),
    (
      .expectedConstant,
      "Expected a number or key from the metrics dictionary, but encountered something else"
    ),
    (
      .malformedNumber,
      "Expected a number or a key from the metrics dictionary, but encountered something else"
    ),
    (
      .unknownMetric("gap"),
      "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries"
    ),
    (
      .viewAsSpacing("b"),
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    ),
    (
      .priorityNotPositive(-2.5),
      "Invalid priority specified: -2.5. Priority must be greater than 0"
    ),
    (
      .priorityAboveRequired(1001),
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    ),
    (
      .missingSuperview,
      "Unable to interpret '|' character, because the related view doesn't have a superview"
    ),
    (
      .baselineToBaselineInHorizontalLayout,
      "BaselineToBaseline format option not valid for horizontal layout"
    ),
    (
      .alignmentAlongLayoutAxis(.horizontal),
      "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    ),
    (
      .alignmentAlongLayoutAxis(.vertical),
      "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    ),
  ]

  @Test(arguments: messages)
  func messageText(reason: VisualFormatError.Reason, message: String) {
    let error = VisualFormatError(reason, format: "[a]", offset: 2)
    #expect(error.message == message)
    #expect(error.description == "Unable to parse constraint format: \n\(message) \n[a] \n  ^")
  }
}

@Suite struct PrintfGTests {
  // Expected texts are what C's printf("%g") prints for these values.
  static let cases: [(Double, String)] = [
    (0.0, "0"), (-0.0, "-0"), (1, "1"), (1000, "1000"), (1001, "1001"), (-1, "-1"),
    (0.5, "0.5"), (2.5, "2.5"), (1000.5, "1000.5"), (750.25, "750.25"), (123456, "123456"),
    (1_234_567, "1.23457e+06"), (1e6, "1e+06"), (999999.5, "1e+06"), (1e-4, "0.0001"),
    (1e-5, "1e-05"), (0.000123456789, "0.000123457"), (1e100, "1e+100"), (2e-308, "2e-308"),
    (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"), (12345.65, "12345.6"),
    (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (100000, "100000"),
    (-123.456789, "-123.457"), (9.9999996, "10"),
  ]

  @Test(arguments: cases)
  func formatsLikeC(value: Double, text: String) {
    #expect(value.printfG == text)
  }
}

@Suite struct PrintfGRoundingTests {
  // Exact ties round to even, as glibc and Darwin printf do; near-ties follow the exact
  // binary value (99999.95 is stored as 99999.9499999…).
  @Test(arguments: [
    (1_234_565.0, "1.23456e+06"), (1_234_575.0, "1.23458e+06"), (99999.95, "99999.9"),
    (0.000_125, "0.000125"), (Double.leastNonzeroMagnitude, "4.94066e-324"),
    (1.7976931348623157e308, "1.79769e+308"),
  ])
  func exactRounding(value: Double, text: String) {
    #expect(value.printfG == text)
  }
}
