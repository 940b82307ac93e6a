/// Parses an ASCII visual format string into a ``VFLFormat``, the way Apple's parser does.
///
/// The parser follows Apple's `NSLayoutConstraintParser` step for step [S1 grammar; S2
/// decompiled parser], so it stops at the same first error, at the same offset: names
/// are looked up while parsing (a view name must be a key of the views dictionary, a
/// metric name of the metrics dictionary), priorities are range-checked where they are
/// read, and nothing is skipped (whitespace is an error). Errors that Apple raises
/// while *building* a connection's constraints (a `|` without superview, alignment
/// options along the layout axis, baseline spacing in `H:`) are raised by
/// ``VFLLowering`` instead; so that the first error still wins, a failed parse keeps the
/// links it completed (``VFLParseResult/format``) for lowering to check first.
struct VFLParser {
  /// How the parser resolves names while parsing.
  struct Names {
    /// Metric values by name, in points; consulted before the views.
    var metrics: [String: Double]
    /// Whether a name is a key of the views dictionary.
    var isView: (String) -> Bool
  }

  /// A syntax error: its reason and the 0-based offset of the offending character.
  struct Failure: Error, Equatable {
    /// Why parsing stopped.
    var reason: VisualFormatError.Reason
    /// Where: the offset Apple's caret points at.
    var offset: Int
  }

  private var lexer: VFLLexer
  private let names: Names
  private var orientation = Axis.horizontal
  private var head: VFLEnd?
  private var links: [VFLLink] = []

  /// Creates a parser for an ASCII format.
  ///
  /// - Parameters:
  ///   - bytes: The format's bytes, all ASCII and at least one.
  ///   - names: The metrics and the views-dictionary lookup.
  init(bytes: [UInt8], names: Names) {
    precondition(!bytes.isEmpty, "the empty format is rejected before parsing")
    lexer = VFLLexer(bytes: bytes)
    self.names = names
  }

  /// Parses the whole format.
  ///
  /// - Returns: The format (complete, or the part before the first error) and the first
  ///   syntax error, if any. `format` is `nil` only if the error came before the first
  ///   complete element.
  /// - Complexity: O(*n*) in the format's length, plus the dictionary lookups.
  mutating func parse() -> VFLParseResult {
    var failure: Failure?
    do throws(Failure) {
      try parseFormat()
    } catch {
      failure = error
    }
    let format = head.map { VFLFormat(orientation: orientation, head: $0, links: links) }
    return VFLParseResult(format: format, failure: failure)
  }

  // MARK: - Productions

  /// Parses `(H:|V:)? (| connection)? view (connection view)* (connection |)?`.
  private mutating func parseFormat() throws(Failure) {
    let first = lexer.peek(.orientation)
    if case .orientation(let axis) = first.kind {
      lexer.consume(first)
      orientation = axis
      let colon = lexer.peek()
      guard colon.kind == .colon else {
        throw Failure(
          reason: .expectedColonAfterOrientation(axis), offset: colon.start)
      }
      lexer.consume(colon)
    }

    let leading = lexer.peek()
    if leading.kind == .bar {
      lexer.consume(leading)
      guard !lexer.isAtEnd else {
        throw Failure(reason: .expectedConnectionAfterBar, offset: lexer.offset)
      }
      let connection = try parseConnection()
      let view = try parseView()
      head = .superview(offset: leading.start)
      links.append(
        VFLLink(connection: connection, target: .view(view), finishOffset: view.range.upperBound))
    } else {
      head = .view(try parseView())
    }

    var progress = VFLLoopProgress()
    while !lexer.isAtEnd {
      progress.advance(to: lexer.offset)
      let connection = try parseConnection()
      let next = lexer.peek()
      switch next.kind {
      case .openBracket:
        let view = try parseView()
        links.append(
          VFLLink(connection: connection, target: .view(view), finishOffset: view.range.upperBound))
      case .bar:
        lexer.consume(next)
        links.append(
          VFLLink(
            connection: connection, target: .superview(offset: next.start), finishOffset: next.end))
        guard lexer.isAtEnd else {
          throw Failure(reason: .expectedEndOfFormat, offset: lexer.offset)
        }
      default:
        throw Failure(reason: .expectedViewOrBar, offset: next.start)
      }
    }
  }

  /// Parses a view: `[name]` or `[name(predicate, …)]`.
  private mutating func parseView() throws(Failure) -> VFLView {
    let open = lexer.peek()
    guard open.kind == .openBracket else {
      throw Failure(reason: .expectedView, offset: open.start)
    }
    lexer.consume(open)
    guard !lexer.isAtEnd else { throw Failure(reason: .expectedView, offset: lexer.offset) }
    let nameToken = lexer.peek()
    guard case .name(let name) = nameToken.kind else {
      throw Failure(reason: .expectedViewName, offset: nameToken.start)
    }
    lexer.consume(nameToken)
    guard names.isView(name) else {
      throw Failure(reason: .unknownView(name), offset: nameToken.end)
    }
    let afterName = lexer.peek()
    switch afterName.kind {
    case .closeBracket:
      lexer.consume(afterName)
      return VFLView(
        name: name, nameRange: nameToken.range, predicates: [], range: open.start..<afterName.end)
    case .openParen:
      lexer.consume(afterName)
      guard !lexer.isAtEnd else {
        throw Failure(reason: .unexpectedEndInView, offset: lexer.offset)
      }
      let predicates = try parsePredicateList(inView: true)
      let close = lexer.peek()
      guard close.kind == .closeParen else {
        throw Failure(reason: .unterminatedViewPredicates, offset: close.start)
      }
      lexer.consume(close)
      let bracket = lexer.peek()
      guard bracket.kind == .closeBracket else {
        throw Failure(reason: .expectedClosingBracketAfterPredicates, offset: bracket.start)
      }
      lexer.consume(bracket)
      return VFLView(
        name: name, nameRange: nameToken.range, predicates: predicates,
        range: open.start..<bracket.end)
    default:
      throw Failure(reason: .expectedClosingBracket, offset: afterName.start)
    }
  }

  /// Parses a connection: nothing, `-`, `-predicate-` or `-(predicate, …)-`.
  private mutating func parseConnection() throws(Failure) -> VFLConnection {
    let dash = lexer.peek()
    guard dash.kind == .dash else { return .flush(offset: dash.start) }
    lexer.consume(dash)
    let next = lexer.peek()
    if next.kind == .bar || next.kind == .openBracket {
      return .standard(range: dash.range)
    }
    let predicates = try parsePredicateWithParentheses()
    let closing = lexer.peek()
    switch closing.kind {
    case .dash:
      lexer.consume(closing)
      return .predicates(predicates, range: dash.start..<closing.end)
    case .comma:
      throw Failure(reason: .expectedDashBeforeList, offset: closing.start)
    default:
      throw Failure(reason: .expectedDash, offset: closing.start)
    }
  }

  /// Parses a connection's `(predicate, …)` or single predicate.
  private mutating func parsePredicateWithParentheses() throws(Failure) -> [VFLPredicate] {
    let next = lexer.peek()
    switch next.kind {
    case .dash:
      throw Failure(reason: .ambiguousMinus, offset: next.start)
    case .openParen:
      lexer.consume(next)
      let predicates = try parsePredicateList(inView: false)
      let close = lexer.peek()
      guard close.kind == .closeParen else {
        throw Failure(reason: .unterminatedConnectionPredicates, offset: close.start)
      }
      lexer.consume(close)
      return predicates
    default:
      return [try parsePredicate(inView: false)]
    }
  }

  /// Parses `predicate (, predicate)*`.
  private mutating func parsePredicateList(inView: Bool) throws(Failure) -> [VFLPredicate] {
    var predicates: [VFLPredicate] = []
    var progress = VFLLoopProgress()
    while true {
      progress.advance(to: lexer.offset)
      predicates.append(try parsePredicate(inView: inView))
      let comma = lexer.peek()
      guard comma.kind == .comma else { return predicates }
      lexer.consume(comma)
    }
  }

  /// Parses `(relation)? object (@priority)?`.
  private mutating func parsePredicate(inView: Bool) throws(Failure) -> VFLPredicate {
    let first = lexer.peek()
    var relation = VFLRelation.equal
    switch first.kind {
    case .end:
      throw Failure(reason: .expectedMoreInput, offset: first.start)
    case .relation(let written):
      lexer.consume(first)
      relation = written
    case .malformedRelation:
      throw Failure(reason: .unknownRelation, offset: first.end)
    default:
      break
    }
    let object = try parseObject(inView: inView)
    switch object {
    case .number(let value), .metric(_, let value):
      guard value.isFinite else {
        throw Failure(reason: .nonFiniteConstant(value), offset: lexer.offset)
      }
    case .view:
      break
    }
    var priority: Double?
    let at = lexer.peek()
    if at.kind == .at {
      lexer.consume(at)
      priority = try parsePriority(inView: inView)
    }
    return VFLPredicate(
      relation: relation, object: object, priority: priority, range: first.start..<lexer.offset)
  }

  /// Parses a number, a metric name, or (in a view's predicates) a view name.
  private mutating func parseObject(inView: Bool) throws(Failure) -> VFLObject {
    let token = lexer.peek(.constant)
    switch token.kind {
    case .number(let value):
      lexer.consume(token)
      return .number(value)
    case .name(let name):
      lexer.consume(token)
      if let value = names.metrics[name] { return .metric(name: name, value: value) }
      guard names.isView(name) else {
        throw Failure(reason: .unknownMetric(name), offset: token.end)
      }
      guard inView else { throw Failure(reason: .viewAsSpacing(name), offset: token.end) }
      return .view(name: name)
    case .dash:
      throw Failure(reason: .malformedNumber, offset: token.start)
    default:
      throw Failure(reason: .expectedConstant, offset: token.start)
    }
  }

  /// Parses the priority after `@`: a number or metric with 0 < p ≤ 1000.
  ///
  /// Apple reads a priority like a constant. A view name there makes Apple's parser
  /// relate the predicate to that view and read the priority as 0, which then fails the
  /// range check; in a connection it fails as a view used as spacing.
  private mutating func parsePriority(inView: Bool) throws(Failure) -> Double {
    let value: Double
    switch try parseObject(inView: inView) {
    case .number(let number): value = number
    case .metric(_, let metric): value = metric
    case .view: value = 0
    }
    if !(value > 0) {
      throw Failure(reason: .priorityNotPositive(value), offset: lexer.offset)
    }
    if value > 1000 {
      throw Failure(reason: .priorityAboveRequired(value), offset: lexer.offset)
    }
    return value
  }
}

/// What ``VFLParser/parse()`` found: the format (or its completed part) and the first
/// syntax error.
struct VFLParseResult {
  /// The whole format, or on failure the elements completed before the error; `nil` if
  /// the error came before the first element was complete.
  var format: VFLFormat?
  /// The first syntax error, or `nil` if the whole format parsed.
  var failure: VFLParser.Failure?
}

/// Asserts that a parser loop consumed input on every iteration.
struct VFLLoopProgress {
  private var lastOffset: Int?

  /// Records the offset at the top of an iteration; traps if it did not move forward.
  ///
  /// - Parameter offset: The lexer's offset at the start of this iteration.
  mutating func advance(to offset: Int) {
    if let lastOffset {
      precondition(offset > lastOffset, "VFL parser loop made no progress at offset \(offset)")
    }
    lastOffset = offset
  }
}
