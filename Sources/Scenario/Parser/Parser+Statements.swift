import Animator
import Diagnostics
import Layout

extension Parser {
  static let declarationOptions = [
    "in", "text", "font", "intrinsic", "hugging", "compression", "frame", "autoresizing",
  ]

  /// `kind name [in parent] [text "…"] [font N] [intrinsic WxH] [hugging H,V]
  /// [compression H,V] [frame x,y,w,h] [autoresizing flags]`, options in any order.
  func parseDeclaration(_ kind: ViewKind, _ keyword: String, _ p: inout LineParser)
    throws(ScenarioDiagnostic)
    -> ViewDeclaration
  {
    let name = try p.identifier("a name")
    var declaration = ViewDeclaration(kind: kind, name: name)
    var seen: [String] = []
    while !p.atEnd {
      let option = try p.identifier("an option")
      if seen.contains(option.value) {
        throw p.error(.duplicateOption(option.value), at: option.location)
      }
      seen.append(option.value)
      switch option.value {
      case "in": declaration.parent = try p.identifier("a parent view name")
      case "text":
        let (literal, location) = try p.string("a string")
        declaration.text = Located(literal.value, at: location)
      case "font": declaration.font = try p.number(.fontSize)
      case "intrinsic": declaration.intrinsic = try p.optionalSize(.intrinsicSize)
      case "hugging": declaration.hugging = try axisPair(&p)
      case "compression": declaration.compression = try axisPair(&p)
      case "frame": declaration.frame = try p.rect()
      case "autoresizing":
        let start = p.here
        var flags: [ScriptAutoresizing] = []
        if !p.take(keyword: "none") {
          repeat {
            let word = try p.identifier("an autoresizing flag")
            guard let flag = ScriptAutoresizing(rawValue: word.value) else {
              throw p.error(
                .unknownAutoresizingFlag(
                  word.value,
                  suggestion: Suggestion.closest(
                    to: word.value, in: ScriptAutoresizing.allCases.map(\.rawValue))),
                at: word.location)
            }
            if !flags.contains(flag) { flags.append(flag) }
          } while p.take(.comma)
        }
        declaration.autoresizing = Located(flags, at: start)
      default:
        if try parseVisibilityOption(option, kind, &declaration, &p) { continue }
        let known = Parser.declarationOptions + Parser.extraDeclarationOptions(kind)
        throw p.error(
          .unknownOption(
            statement: keyword, option: option.value,
            suggestion: Suggestion.closest(to: option.value, in: known)),
          at: option.location)
      }
    }
    return declaration
  }

  private func axisPair(_ p: inout LineParser) throws(ScenarioDiagnostic) -> Located<AxisPair> {
    let start = p.here
    let horizontal = try p.priority().value
    try p.require(.comma)
    let vertical = try p.priority().value
    return Located(AxisPair(horizontal: horizontal, vertical: vertical), at: start)
  }

  /// `constrain [id:] "VFL" [align …] [direction …]` or `constrain [id:] a.x rel …`.
  func parseConstraint(_ p: inout LineParser) throws(ScenarioDiagnostic) -> ConstraintDeclaration {
    var id: Name?
    if p.peekIdentifier != nil, p.index + 1 < p.tokens.count,
      case .symbol(.colon) = p.tokens[p.index + 1].kind
    {
      id = try p.identifier("an id")
      try p.require(.colon)
    }
    if case .string? = p.peek?.kind {
      var inactive = false
      let body = ConstraintBody.visualFormat(try parseVisualFormat(&p, inactive: &inactive))
      return ConstraintDeclaration(id: id, body: body, inactive: inactive)
    }
    guard p.peekIdentifier != nil else {
      throw p.expected("a VFL string or 'view.attribute'")
    }
    let body = ConstraintBody.explicit(try parseExplicit(&p))
    return ConstraintDeclaration(id: id, body: body, inactive: p.take(keyword: "inactive"))
  }

  private func parseVisualFormat(_ p: inout LineParser, inactive: inout Bool)
    throws(ScenarioDiagnostic)
    -> VisualFormatConstraint
  {
    let (format, location) = try p.string("a VFL string")
    var result = VisualFormatConstraint(format: format, location: location, align: [])
    var seen: [String] = []
    while !p.atEnd {
      let option = try p.identifier("'align', 'direction' or 'inactive'")
      if seen.contains(option.value) {
        throw p.error(.duplicateOption(option.value), at: option.location)
      }
      seen.append(option.value)
      switch option.value {
      case "align":
        repeat {
          result.align.append(try p.attribute())
        } while p.take(.comma)
      case "inactive": inactive = true
      case "direction":
        result.direction = try p.choice(
          "a format direction",
          ["leading": .leadingToTrailing, "ltr": .leftToRight, "rtl": .rightToLeft])
      default:
        throw p.error(
          .unknownOption(
            statement: "constrain", option: option.value,
            suggestion: Suggestion.closest(
              to: option.value, in: ["align", "direction", "inactive"])),
          at: option.location)
      }
    }
    return result
  }

  private func attributeReference(_ p: inout LineParser) throws(ScenarioDiagnostic)
    -> AttributeReference
  {
    let item = try p.reference("a view name")
    try p.require(.dot)
    try p.rejectUIKitSpelling(view: item.value)
    let guide = p.guide()
    return AttributeReference(item: item, attribute: try p.attribute(), guide: guide)
  }

  private func parseExplicit(_ p: inout LineParser) throws(ScenarioDiagnostic) -> ExplicitConstraint
  {
    let firstToken = p.index
    let first = try attributeReference(&p)
    let relation = try p.relation()
    var second: AttributeReference?
    var multiplier = Located(1.0, at: p.here)
    var constant = Located(0.0, at: p.here)
    if p.peekIdentifier != nil {
      second = try attributeReference(&p)
      if p.take(.star) { multiplier = try p.number(.multiplier) }
    } else {
      let value = try p.number(.constant)
      if p.take(.star) {
        multiplier = Located(value.value, at: value.location)
        if let problem = Quantity.multiplier.problem(with: value.value) {
          throw p.error(problem, at: value.location)
        }
        second = try attributeReference(&p)
      } else {
        constant = value
      }
    }
    if second != nil {
      let start = p.here
      if p.take(.plus) {
        constant = try p.number(.constant)
      } else if p.take(.minus) {
        let magnitude = try p.number(.constant)
        constant = Located(-magnitude.value, at: start)
      }
    }
    var priority: Located<Double>?
    if p.take(.at) { priority = try p.priority() }
    return ExplicitConstraint(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, priority: priority, source: p.text(from: firstToken))
  }

  /// `set target.constant|priority|intrinsic|text = value`.
  func parseSet(_ p: inout LineParser) throws(ScenarioDiagnostic) -> SetAction {
    let target = try p.reference("a constraint id or view name")
    try p.require(.dot)
    try p.rejectUIKitSpelling(view: target.value)
    let property = try p.identifier("a property")
    if ScriptAttribute(rawValue: property.value) != nil, p.take(.dot),
      let next = p.peekIdentifier
    {
      throw p.error(
        .propertyOnAttribute(view: target.value, attribute: property.value, property: next),
        at: target.location)
    }
    try p.require(.assign)
    let value: SetValue
    switch property.value {
    case "constant": value = .constant(try p.number(.constant))
    case "priority": value = .priority(try p.priority())
    case "intrinsic": value = .intrinsic(try p.optionalSize(.intrinsicSize))
    case "text":
      let (literal, location) = try p.string("a string")
      value = .text(Located(literal.value, at: location))
    case "hidden", "spacing", "axis", "distribution", "alignment", "active", "multiplier":
      value = try parseVisibilityValue(property.value, &p)
    case "margins":
      let start = p.here
      let v = try p.numbers([.margin, .margin, .margin, .margin])
      value = .margins(
        Located(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]), at: start))
    case "alignmentInsets":
      let start = p.here
      let v = try p.numbers([.margin, .margin, .margin, .margin])
      let reference = p.take(keyword: "aspectFit") ? try p.size(.intrinsicSize).value : nil
      value = .alignmentInsets(
        Located(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]), at: start),
        aspectFit: reference)
    case "baselines":
      // `first` or `first,last`, in points below the alignment rectangle's top.
      let start = p.here
      let first = try p.number(.margin).value
      let last = p.take(.comma) ? try p.number(.margin).value : first
      value = .baselines(Located(FixedBaselines(first: first, last: last), at: start))
    case "directionalMargins":
      let start = p.here
      let v = try p.numbers([.margin, .margin, .margin, .margin])
      value = .directionalMargins(
        Located(
          DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]), at: start))
    case "alpha": value = .alpha(try p.number(.alpha))
    case "transform": value = .transform(try p.transform())
    case "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins":
      let flag = ViewFlag(rawValue: property.value) ?? .insetsLayoutMarginsFromSafeArea
      let word = try p.choice("'true' or 'false'", ["true": true, "false": false])
      value = .flag(flag, word)
    default:
      let names =
        [
          "constant", "priority", "intrinsic", "text", "hidden", "spacing", "axis", "distribution",
          "alignment", "margins", "directionalMargins", "alignmentInsets", "baselines", "active",
          "multiplier", "alpha", "transform",
        ] + ViewFlag.allCases.map(\.rawValue)
      throw p.error(
        .unknownOption(
          statement: "set", option: property.value,
          suggestion: Suggestion.closest(to: property.value, in: names)),
        at: property.location)
    }
    return SetAction(target: target, value: value)
  }

  static let animateOptions =
    ["delay", "repeat", "autoreverse", "relayout", "from-current"] + Parser.curveNames

  /// `animate D [curve] [delay D] [repeat N] [autoreverse] [relayout] [from-current]`,
  /// `animator NAME D …` (no `relayout`) or `keyframes D … [mode M]` (no `relayout`;
  /// linear by default, UIKit's keyframe pacing) (the `{` is removed).
  func parseAnimateHeader(_ p: inout LineParser, keyword: String = "animate")
    throws(ScenarioDiagnostic)
    -> AnimateBlock
  {
    try p.requireKeyword(keyword)
    var kind = AnimateBlockKind.animate
    if keyword == "animator" { kind = .animator(try p.identifier("an animator name")) }
    if keyword == "keyframes" { kind = .keyframes(mode: .linear, frames: []) }
    let duration = try p.duration(.duration)
    var block = AnimateBlock(
      duration: duration,
      curve: Located(keyword == "keyframes" ? .linear : .easeInOut, at: duration.location),
      delay: nil, repeatCount: nil, autoreverses: false, relayout: false, body: [])
    block.kind = kind
    var seen: [String] = []
    while !p.atEnd {
      let option = try p.identifier("an animation option")
      let isCurve = Parser.curveNames.contains(option.value)
      let key = isCurve ? "curve" : option.value
      if seen.contains(key) {
        throw p.error(.duplicateOption(key), at: option.location)
      }
      seen.append(key)
      if isCurve {
        block.curve = Located(try parseCurve(&p, name: option), at: option.location)
        continue
      }
      switch option.value {
      case "delay": block.delay = try p.duration(.delay)
      case "repeat":
        guard case .number? = p.peek?.kind else {
          if p.atEnd || p.peekIdentifier != nil {
            throw p.error(.repeatNeedsCount, at: option.location)
          }
          throw p.expected("a repeat count")
        }
        block.repeatCount = try p.number(.repeatCount)
      case "autoreverse": block.autoreverses = true
      case "relayout" where keyword == "animate": block.relayout = true
      case "from-current": block.fromCurrent = true
      case "mode" where keyword == "keyframes":
        let mode = try p.choice(
          "a keyframe mode",
          [
            "linear": ScriptKeyframeMode.linear, "discrete": .discrete, "paced": .paced,
            "cubic": .cubic,
          ])
        block.kind = .keyframes(mode: mode.value, frames: [])
      case "relayout", "mode":
        throw p.error(
          .unknownOption(statement: keyword, option: option.value, suggestion: nil),
          at: option.location)
      default:
        throw p.error(
          .unknownCurve(
            option.value,
            suggestion: Suggestion.closest(to: option.value, in: Parser.animateOptions)),
          at: option.location)
      }
    }
    return block
  }

  /// `expect …` (see `ExpectationCheck` and `ExpectationQuantifier`).
  func parseExpectation(_ p: inout LineParser) throws(ScenarioDiagnostic) -> Expectation {
    if p.take(keyword: "no-conflicts") {
      return Expectation(check: .noConflicts, time: .cursor, tolerance: nil)
    }
    if p.take(keyword: "no-ambiguity") {
      return Expectation(check: .noAmbiguity, time: .cursor, tolerance: nil)
    }
    // A quantifier keyword, unless it is a view's name (`expect max.top == 3`).
    var quantifier: Located<ExpectationQuantifier>?
    if let word = p.peekIdentifier, Parser.quantifierWords.contains(word), !p.nextIsDot(after: 1) {
      let location = p.here
      _ = p.advance()
      if word == "always", let legacy = try parseAlwaysRelation(&p) { return legacy }
      let initial: ExpectationQuantifier =
        switch word {
        case "always": .always(during: nil)
        case "never": .never(during: nil)
        case "eventually": .eventually(by: nil)
        case "max": .maximum(during: nil)
        default: .minimum(during: nil)
        }
      quantifier = Located(initial, at: location)
    }
    let view = try p.reference(
      quantifier == nil
        ? "a view name, 'no-conflicts', 'no-ambiguity', 'always', 'never', 'eventually', "
          + "'max' or 'min'"
        : "a view name")
    try p.require(.dot)
    try p.rejectUIKitSpelling(view: view.value)
    let guideStart = p.here
    if let guide = p.guide() {
      throw p.error(.guideNotMeasurable(guide.value.scriptName), at: guideStart)
    }
    let subject = try parseSubject(&p)
    if let keyword = quantifier, keyword.value.isExtreme {
      guard subject.isScalar else {
        throw p.error(.extremeNeedsNumber(keyword.value.keyword), at: keyword.location)
      }
      // `max card.top during 0..0.5 <= 520`: the interval may come before the relation.
      if p.take(keyword: "during") {
        quantifier = Located(keyword.value.with(during: try p.timeRange()), at: keyword.location)
      }
    }
    let relation = try p.comparison()
    let check = try parseValue(of: subject, view: view, relation: relation, &p)
    var expectation = Expectation(check: check, time: .cursor, tolerance: nil)
    expectation.quantifier = quantifier
    var seen: [String] = []
    while !p.atEnd {
      let option = try p.identifier("'within', 'at', 'during' or 'by'")
      if seen.contains(option.value)
        || (option.value == "during" && quantifier?.value.hasInterval == true)
      {
        throw p.error(.duplicateOption(option.value), at: option.location)
      }
      seen.append(option.value)
      switch option.value {
      case "within": expectation.tolerance = try p.number(.tolerance)
      case "at":
        if let keyword = quantifier {
          throw p.error(.atWithQuantifier(keyword.value.keyword), at: option.location)
        }
        if p.take(keyword: "end") {
          expectation.time = .end
        } else {
          expectation.time = .at(try p.duration(.time))
        }
      case "during":
        guard let keyword = quantifier, keyword.value.takesInterval else {
          throw p.error(
            .optionNeedsQuantifier(
              option: "during", quantifiers: "'always', 'never', 'max' or 'min'"),
            at: option.location)
        }
        quantifier = Located(keyword.value.with(during: try p.timeRange()), at: keyword.location)
        expectation.quantifier = quantifier
      case "by":
        guard let keyword = quantifier, case .eventually = keyword.value else {
          throw p.error(
            .optionNeedsQuantifier(option: "by", quantifiers: "'eventually'"),
            at: option.location)
        }
        quantifier = Located(.eventually(by: try p.duration(.time)), at: keyword.location)
        expectation.quantifier = quantifier
      default:
        throw p.error(
          .unknownOption(
            statement: "expect", option: option.value,
            suggestion: Suggestion.closest(
              to: option.value, in: ["within", "at", "during", "by"])),
          at: option.location)
      }
    }
    return expectation
  }

  /// The words that start an expectation over time.
  static let quantifierWords = ["always", "never", "eventually", "max", "min"]

  /// The v1 forms after `always`: `no-overlap a, b` and `a inside b` (with `within`); nil
  /// when the line is a v2 `always view.property …` instead.
  private func parseAlwaysRelation(_ p: inout LineParser) throws(ScenarioDiagnostic)
    -> Expectation?
  {
    if p.take(keyword: "no-overlap") {
      let a = try p.reference("a view name")
      try p.require(.comma)
      let b = try p.reference("a view name")
      var expectation = Expectation(check: .alwaysNoOverlap(a, b), time: .cursor, tolerance: nil)
      if p.take(keyword: "within") { expectation.tolerance = try p.number(.tolerance) }
      return expectation
    }
    if p.nextIsDot(after: p.referenceLength) { return nil }
    let a = try p.reference("a view name or 'no-overlap'")
    guard p.take(keyword: "inside") else {
      throw p.expected("'inside' or '.' and a property ('always card.top >= 510')")
    }
    let b = try p.reference("a view name")
    var expectation = Expectation(check: .alwaysInside(a, b), time: .cursor, tolerance: nil)
    if p.take(keyword: "within") { expectation.tolerance = try p.number(.tolerance) }
    return expectation
  }

  /// What an expectation reads from a view (after `view.`).
  enum Subject {
    case fitting
    case rect(FrameProperty)
    case rectAttribute(FrameProperty, Located<ScriptAttribute>)
    case attribute(Located<ScriptAttribute>)
    case alpha
    case transform

    /// Whether it is one number (what `max` and `min` take).
    var isScalar: Bool {
      switch self {
      case .rectAttribute, .attribute, .alpha: true
      case .fitting, .rect, .transform: false
      }
    }
  }

  private func parseSubject(_ p: inout LineParser) throws(ScenarioDiagnostic) -> Subject {
    if p.take(keyword: "fitting") { return .fitting }
    if p.take(keyword: "alpha") { return .alpha }
    if p.take(keyword: "transform") { return .transform }
    if let property = p.peekIdentifier.flatMap(FrameProperty.init(rawValue:)) {
      _ = p.advance()
      guard p.take(.dot) else { return .rect(property) }
      return .rectAttribute(property, try p.attribute())
    }
    return .attribute(try p.attribute())
  }

  private func parseValue(
    of subject: Subject, view: Name, relation: Located<Comparison>, _ p: inout LineParser
  ) throws(ScenarioDiagnostic) -> ExpectationCheck {
    switch subject {
    case .fitting: return .fitting(view, relation.value, try p.size(.frameSize))
    case .rect(let property): return .frame(view, property, relation.value, try p.rect())
    case .rectAttribute(let property, let attribute):
      return .rectAttribute(view, property, attribute, relation.value, try p.number(.constant))
    case .attribute(let attribute):
      return .attribute(view, attribute, relation.value, try p.number(.constant))
    case .alpha: return .alpha(view, relation.value, try p.number(.constant))
    case .transform:
      guard relation.value == .equal || relation.value == .notEqual else {
        throw p.error(.transformNeedsEquality(relation.value.symbol), at: relation.location)
      }
      return .transform(view, relation.value, try p.transform())
    }
  }
}

extension ExpectationQuantifier {
  /// Whether it is `max` or `min`.
  var isExtreme: Bool {
    switch self {
    case .maximum, .minimum: true
    case .always, .never, .eventually: false
    }
  }

  /// Whether it takes `during T1..T2`.
  var takesInterval: Bool {
    switch self {
    case .eventually: false
    case .always, .never, .maximum, .minimum: true
    }
  }

  /// Whether `during` was already given.
  var hasInterval: Bool {
    switch self {
    case .always(let during), .never(let during), .maximum(let during), .minimum(let during):
      during != nil
    case .eventually: false
    }
  }

  /// The same quantifier over `interval` (for those that take one).
  func with(during interval: Located<TimeRange>) -> ExpectationQuantifier {
    switch self {
    case .always: .always(during: interval)
    case .never: .never(during: interval)
    case .maximum: .maximum(during: interval)
    case .minimum: .minimum(during: interval)
    case .eventually: self
    }
  }
}
