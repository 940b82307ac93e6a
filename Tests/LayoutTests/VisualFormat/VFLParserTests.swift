import Testing

@testable import Layout

/// Parses a format that must parse completely.
private func parsed(_ format: String) throws -> VFLFormat {
  let result = try VFLParser.parse(format, names: VFLTestNames.names)
  #expect(result.failure == nil, "\(format): \(String(describing: result.failure))")
  return try #require(result.format)
}

private func view(
  _ name: String, at start: Int, _ predicates: [VFLPredicate] = [], end: Int? = nil
) -> VFLView {
  VFLView(
    name: name, nameRange: (start + 1)..<(start + 1 + name.utf8.count), predicates: predicates,
    range: start..<(end ?? start + name.utf8.count + 2))
}

private func predicate(
  _ object: VFLObject, _ range: Range<Int>, _ relation: VFLRelation = .equal,
  priority: Double? = nil
) -> VFLPredicate {
  VFLPredicate(relation: relation, object: object, priority: priority, range: range)
}

@Suite struct VFLParserProductionTests {
  @Test func singleViewDefaultsToHorizontal() throws {
    #expect(
      try parsed("[a]")
        == VFLFormat(orientation: .horizontal, head: .view(view("a", at: 0)), links: []))
  }

  @Test func orientationPrefixes() throws {
    #expect(try parsed("H:[a]").orientation == .horizontal)
    #expect(try parsed("V:[a]").orientation == .vertical)
    #expect(try parsed("V:[a]").head == .view(view("a", at: 2)))
  }

  @Test func viewsNamedLikeOrientationsAreViews() throws {
    let format = try parsed("[H][V]")
    #expect(format.orientation == .horizontal)
    #expect(format.head.view?.name == "H")
    #expect(format.links.map(\.target.view?.name) == ["V"])
  }

  @Test func superviewsWithFlushConnections() throws {
    let format = try parsed("|[a]|")
    #expect(format.head == .superview(offset: 0))
    #expect(
      format.links == [
        VFLLink(connection: .flush(offset: 1), target: .view(view("a", at: 1)), finishOffset: 4),
        VFLLink(connection: .flush(offset: 4), target: .superview(offset: 4), finishOffset: 5),
      ])
  }

  @Test func standardSpacing() throws {
    let format = try parsed("H:|-[a]-[b]-|")
    #expect(
      format.links.map(\.connection) == [
        .standard(range: 3..<4), .standard(range: 7..<8), .standard(range: 11..<12),
      ])
    #expect(format.links.map(\.finishOffset) == [7, 11, 13])
  }

  @Test func explicitSpacingNumberAndMetric() throws {
    let format = try parsed("[a]-12.5-[b]-pad-[c]")
    #expect(
      format.links.map(\.connection) == [
        .predicates([predicate(.number(12.5), 4..<8)], range: 3..<9),
        .predicates([predicate(.metric(name: "pad", value: 8), 13..<16)], range: 12..<17),
      ])
  }

  @Test func parenthesisedConnectionPredicates() throws {
    let format = try parsed("[a]-(>=8@750,<=pad@high)-[b]")
    #expect(
      format.links.map(\.connection) == [
        .predicates(
          [
            predicate(.number(8), 5..<12, .greaterThanOrEqual, priority: 750),
            predicate(.metric(name: "pad", value: 8), 13..<23, .lessThanOrEqual, priority: 750),
          ], range: 3..<25)
      ])
  }

  @Test func negativeSpacingInParentheses() throws {
    let format = try parsed("[a]-(-5)-[b]")
    #expect(
      format.links.first?.connection == .predicates([predicate(.number(-5), 5..<7)], range: 3..<9))
  }

  @Test func unparenthesisedPredicateMayCarryRelationAndPriority() throws {
    // Apple's grammar says `-<simplePredicate>-`, but its parser reads a full predicate.
    let format = try parsed("[a]->=8@250-[b]")
    #expect(
      format.links.first?.connection
        == .predicates(
          [predicate(.number(8), 4..<11, .greaterThanOrEqual, priority: 250)], range: 3..<12))
  }

  @Test func viewPredicates() throws {
    let format = try parsed("V:[a(>=50@750,<=100)]")
    #expect(
      format.head
        == .view(
          view(
            "a", at: 2,
            [
              predicate(.number(50), 5..<13, .greaterThanOrEqual, priority: 750),
              predicate(.number(100), 14..<19, .lessThanOrEqual),
            ], end: 21)))
  }

  @Test func viewPredicateOnAnotherView() throws {
    let format = try parsed("[a][b(==a)]")
    #expect(
      format.links.first?.target
        == .view(view("b", at: 3, [predicate(.view(name: "a"), 6..<9)], end: 11)))
  }

  @Test func metricsWinOverViewsOfTheSameName() throws {
    let result = try VFLParser.parse(
      "[a(b)]", names: VFLParser.Names(metrics: ["b": 5], isView: { $0 == "a" || $0 == "b" }))
    #expect(result.format?.head.view?.predicates.first?.object == .metric(name: "b", value: 5))
  }

  @Test(arguments: [
    ("[a(1e2)]", 100.0), ("[a(0x10)]", 16), ("[a(-.5)]", -0.5), ("[a(1.)]", 1),
    ("[a(2E-1)]", 0.2), ("[a(0x1.8p1)]", 3), ("[a(007)]", 7),
  ])
  func numbersReadLikeStrtod(format: String, value: Double) throws {
    #expect(try parsed(format).head.view?.predicates.first?.object == .number(value))
  }

  @Test func numberStopsWhereStrtodStops() throws {
    // `1e` is the number 1 followed by `e`, which is not `)`.
    let result = try VFLParser.parse("[a(1e)]", names: VFLTestNames.names)
    #expect(result.failure == VFLParser.Failure(reason: .unterminatedViewPredicates, offset: 4))
  }

  @Test func longChain() throws {
    let format = try parsed("|-[a]-[b(==a)]-(>=0)-[c]-20-|")
    #expect(format.links.count == 4)
    #expect(format.links.map(\.target.view?.name) == ["a", "b", "c", nil])
  }

  @Test func partialFormatKeepsCompletedLinks() throws {
    let result = try VFLParser.parse("|[a]-[b]x", names: VFLTestNames.names)
    #expect(result.failure == VFLParser.Failure(reason: .expectedViewOrBar, offset: 8))
    #expect(result.format?.links.count == 2)
  }

  @Test func failureInsideFirstViewLeavesNoFormat() throws {
    let result = try VFLParser.parse("[a(>5)]", names: VFLTestNames.names)
    #expect(result.format == nil)
  }
}

/// Every syntax error, with the caret Apple's parser puts under it.
@Suite struct VFLParserErrorTests {
  static let cases: [(String, VisualFormatError.Reason)] = [
    ("V⌃|[backgroundBox]|", .expectedColonAfterOrientation(.vertical)),
    ("H⌃", .expectedColonAfterOrientation(.horizontal)),
    ("H⌃[a]", .expectedColonAfterOrientation(.horizontal)),
    ("|⌃", .expectedConnectionAfterBar),
    ("H:|⌃", .expectedConnectionAfterBar),
    ("[a]⌃x", .expectedViewOrBar),
    ("[a]-8-⌃", .expectedViewOrBar),
    ("[a]⌃ ", .expectedViewOrBar),
    ("[a]-=⌃", .unknownRelation),
    ("|[a]|⌃[b]", .expectedEndOfFormat),
    ("[a]|⌃|", .expectedEndOfFormat),
    ("H:⌃", .expectedView),
    ("⌃a", .expectedView),
    ("H:⌃ [a]", .expectedView),
    ("[⌃", .expectedView),
    ("|-[⌃", .expectedView),
    ("|⌃x", .expectedView),
    ("|-⌃|", .expectedView),
    ("[⌃1a]", .expectedViewName),
    ("[⌃]", .expectedViewName),
    ("[⌃ a]", .expectedViewName),
    ("[zzz⌃]", .unknownView("zzz")),
    ("[a]-[A⌃]", .unknownView("A")),
    ("[a⌃", .expectedClosingBracket),
    ("[a⌃ ]", .expectedClosingBracket),
    ("[a(⌃", .unexpectedEndInView),
    ("[a(50)⌃", .expectedClosingBracketAfterPredicates),
    ("[a(50)⌃)]", .expectedClosingBracketAfterPredicates),
    ("|[whiteBox1][blackBox4(blackWidth⌃]|", .unterminatedViewPredicates),
    ("[a(50⌃ ,60)]", .unterminatedViewPredicates),
    ("[a(50⌃", .unterminatedViewPredicates),
    ("[a]-(8⌃-[b]", .unterminatedConnectionPredicates),
    ("[a]-(8,9⌃", .unterminatedConnectionPredicates),
    ("[a]-8⌃[b]", .expectedDash),
    ("[a]-8⌃", .expectedDash),
    ("[a]-8⌃,9-[b]", .expectedDashBeforeList),
    ("[a]-⌃-5-[b]", .ambiguousMinus),
    ("|-⌃-[a]", .ambiguousMinus),
    ("[a]-⌃", .expectedMoreInput),
    ("[a(==8,⌃", .expectedMoreInput),
    ("[a(⌃", .unexpectedEndInView),
    ("V:|[blackBox4(>⌃30)]|", .unknownRelation),
    ("[a(=⌃", .unknownRelation),
    ("[a(<⌃8)]", .unknownRelation),
    ("[a]-(=⌃<8)-[b]", .unknownRelation),
    ("[a(==⌃)]", .expectedConstant),
    ("[a]-(⌃)-[b]", .expectedConstant),
    ("[a(⌃ 5)]", .expectedConstant),
    ("[a(⌃.5)]", .expectedConstant),
    ("[a(⌃+5)]", .expectedConstant),
    ("[a(50@⌃)]", .expectedConstant),
    ("[a(⌃-x)]", .malformedNumber),
    ("[a]-(⌃-)-[b]", .malformedNumber),
    ("[a(>=⌃-)]", .malformedNumber),
    ("[a(==w⌃)]", .unknownMetric("w")),
    ("[a]-gap⌃-[b]", .unknownMetric("gap")),
    ("[a(50@prio⌃)]", .unknownMetric("prio")),
    ("[a]-b⌃-[b]", .viewAsSpacing("b")),
    ("|-(>=view⌃)-[a]", .viewAsSpacing("view")),
    ("[a]-(8@b⌃)-[b]", .viewAsSpacing("b")),
    ("[a(50@0⌃)]", .priorityNotPositive(0)),
    ("[a(50@-1⌃)]", .priorityNotPositive(-1)),
    ("[a(50@zero⌃)]", .priorityNotPositive(0)),
    ("[a(50@b⌃)]", .priorityNotPositive(0)),
    ("[a(50@1001⌃)]", .priorityAboveRequired(1001)),
    ("[a(50@1e4⌃)]", .priorityAboveRequired(10000)),
    ("[a]-(8@tooHigh⌃)-[b]", .priorityAboveRequired(2000)),
  ]

  @Test(arguments: cases)
  func syntaxError(marked: String, reason: VisualFormatError.Reason) throws {
    let marked = MarkedFormat(marked)
    let result = try VFLParser.parse(marked.format, names: VFLTestNames.names)
    #expect(result.failure == VFLParser.Failure(reason: reason, offset: marked.offset))
  }

  @Test func emptyString() {
    #expect(throws: VisualFormatError(.emptyString, format: "", offset: 0)) {
      try VFLParser.parse("", names: VFLTestNames.names)
    }
  }

  @Test(arguments: [("H:|[é⌃]|", 4), ("[a]-⌃–-[b]", 4), ("⌃🙂", 0)])
  func nonASCII(marked: String, offset: Int) {
    let format = String(marked.unicodeScalars.filter { $0 != "⌃" })
    #expect(throws: VisualFormatError(.nonASCII, format: format, offset: offset)) {
      try VFLParser.parse(format, names: VFLTestNames.names)
    }
  }
}
