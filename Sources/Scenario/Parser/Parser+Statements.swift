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
    let item = try p.identifier("a view name")
    try p.require(.dot)
    let guide = p.guide()
    return AttributeReference(item: item, attribute: try p.attribute(), guide: guide)
  }

  private func parseExplicit(_ p: inout LineParser) throws(ScenarioDiagnostic) -> ExplicitConstraint
  {
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
      constant: constant, priority: priority)
  }

  /// `set target.constant|priority|intrinsic|text = value`.
  func parseSet(_ p: inout LineParser) throws(ScenarioDiagnostic) -> SetAction {
    let target = try p.identifier("a constraint id or view name")
    try p.require(.dot)
    let property = try p.identifier("a property")
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
    case "directionalMargins":
      let start = p.here
      let v = try p.numbers([.margin, .margin, .margin, .margin])
      value = .directionalMargins(
        Located(
          DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]), at: start))
    case "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins":
      let flag = ViewFlag(rawValue: property.value) ?? .insetsLayoutMarginsFromSafeArea
      let word = try p.choice("'true' or 'false'", ["true": true, "false": false])
      value = .flag(flag, word)
    default:
      let names =
        [
          "constant", "priority", "intrinsic", "text", "hidden", "spacing", "axis", "distribution",
          "alignment", "margins", "directionalMargins", "alignmentInsets", "active",
          "multiplier",
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

  /// `expect …` (see `ExpectationCheck`).
  func parseExpectation(_ p: inout LineParser) throws(ScenarioDiagnostic) -> Expectation {
    if p.take(keyword: "no-conflicts") {
      return Expectation(check: .noConflicts, time: .cursor, tolerance: nil)
    }
    if p.take(keyword: "no-ambiguity") {
      return Expectation(check: .noAmbiguity, time: .cursor, tolerance: nil)
    }
    if p.take(keyword: "always") {
      if p.take(keyword: "no-overlap") {
        let a = try p.identifier("a view name")
        try p.require(.comma)
        let b = try p.identifier("a view name")
        var expectation = Expectation(check: .alwaysNoOverlap(a, b), time: .cursor, tolerance: nil)
        if p.take(keyword: "within") { expectation.tolerance = try p.number(.tolerance) }
        return expectation
      }
      let a = try p.identifier("a view name or 'no-overlap'")
      try p.requireKeyword("inside")
      let b = try p.identifier("a view name")
      var expectation = Expectation(check: .alwaysInside(a, b), time: .cursor, tolerance: nil)
      if p.take(keyword: "within") { expectation.tolerance = try p.number(.tolerance) }
      return expectation
    }
    let view = try p.identifier("a view name, 'no-conflicts', 'no-ambiguity' or 'always'")
    try p.require(.dot)
    let check: ExpectationCheck
    let guideStart = p.here
    if let guide = p.guide() {
      throw p.error(.guideNotMeasurable(guide.value.scriptName), at: guideStart)
    }
    if p.take(keyword: "fitting") {
      let relation = try p.relation()
      check = .fitting(view, relation, try p.size(.frameSize))
    } else if let property = p.peekIdentifier.flatMap(FrameProperty.init(rawValue:)) {
      _ = p.advance()
      let relation = try p.relation()
      check = .frame(view, property, relation, try p.rect())
    } else {
      let attribute = try p.attribute()
      let relation = try p.relation()
      check = .attribute(view, attribute, relation, try p.number(.constant))
    }
    var expectation = Expectation(check: check, time: .cursor, tolerance: nil)
    var seen: [String] = []
    while !p.atEnd {
      let option = try p.identifier("'within' or 'at'")
      if seen.contains(option.value) {
        throw p.error(.duplicateOption(option.value), at: option.location)
      }
      seen.append(option.value)
      switch option.value {
      case "within": expectation.tolerance = try p.number(.tolerance)
      case "at":
        if p.take(keyword: "end") {
          expectation.time = .end
        } else {
          expectation.time = .at(try p.duration(.time))
        }
      default:
        throw p.error(
          .unknownOption(
            statement: "expect", option: option.value,
            suggestion: Suggestion.closest(to: option.value, in: ["within", "at"])),
          at: option.location)
      }
    }
    return expectation
  }
}
