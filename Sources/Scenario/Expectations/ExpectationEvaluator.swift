import Animator
import Diagnostics
import Layout

/// Evaluates `expect` lines on presented frames.
///
/// Frame checks read the presented frame in the superview's coordinates (`frame`), in root
/// coordinates (`window`) or where the view is seen (`visualFrame`); attribute checks
/// derive the attribute from the presented frame (leading/trailing follow the scenario's
/// direction, margin attributes the view's layout margins); `visualFrame.top` and the like
/// read the rectangle itself. `always … inside` checks use window rectangles, so the two
/// views may live in different subtrees.
struct ExpectationEvaluator {
  /// The default tolerance, in points.
  static let defaultTolerance = Comparison.defaultTolerance

  let file: String
  /// Output index by name (root is 0).
  let index: [String: Int]
  /// The views in output order (for margins).
  let views: [View]
  let rightToLeft: Bool

  /// A check on one state: whether it held, and the expected and actual values as text.
  struct Measurement {
    var holds: Bool
    var expected: String
    var actual: String
  }

  /// The result of a check at one time on the given presented state.
  func evaluate(
    _ expectation: Expectation, at location: TextLocation, state: PresentedState, time: Double
  ) -> ExpectationResult {
    let measurement = measure(expectation.check, tolerance: expectation.tolerance?.value, state)
    return ExpectationResult(
      file: file, line: location.line, column: location.column, kind: expectation.check.kind,
      text: expectation.text, passed: measurement.holds, expected: measurement.expected,
      actual: measurement.actual, time: time)
  }

  /// Whether `check` holds on `state`, with the values compared.
  func measure(_ check: ExpectationCheck, tolerance: Double?, _ state: PresentedState)
    -> Measurement
  {
    let tolerance = tolerance ?? ExpectationEvaluator.defaultTolerance
    switch check {
    case .frame(let name, let property, let relation, let rect):
      let actual = state.rect(property, index[name.value] ?? 0)
      return Measurement(
        holds: holds(
          [actual.x, actual.y, actual.width, actual.height],
          relation, [rect.value.x, rect.value.y, rect.value.width, rect.value.height], tolerance),
        expected: format(rect.value), actual: format(actual))
    case .attribute(_, _, let relation, let value),
      .rectAttribute(_, _, _, let relation, let value),
      .alpha(_, let relation, let value):
      let actual = scalar(of: check, state) ?? 0
      return Measurement(
        holds: relation.holds(actual, value.value, tolerance: tolerance),
        expected: formatNumber(value.value), actual: formatNumber(actual))
    case .transform(let name, let relation, let transform):
      let actual = state.transform(index[name.value] ?? 0)
      let expected = transform.value.matrix
      return Measurement(
        holds: holds(actual.components, relation, expected.components, tolerance),
        expected: formatMatrix(expected), actual: formatMatrix(actual))
    case .fitting(let name, let relation, let size):
      // The model's fitting size (constraints, not presented frames): what
      // `systemLayoutSizeFitting(layoutFittingCompressedSize)` returns at this time.
      let i = index[name.value] ?? 0
      let actual = views[i].systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      return Measurement(
        holds: holds(
          [actual.width, actual.height], relation, [size.value.width, size.value.height],
          tolerance),
        expected: formatNumber(size.value.width) + "x" + formatNumber(size.value.height),
        actual: formatNumber(actual.width) + "x" + formatNumber(actual.height))
    case .noConflicts, .noAmbiguity, .alwaysInside, .alwaysNoOverlap:
      preconditionFailure("whole-run checks are not evaluated at one time")
    }
  }

  /// The one number a scalar check reads (attribute, rectangle attribute, alpha); nil for
  /// the others.
  func scalar(of check: ExpectationCheck, _ state: PresentedState) -> Double? {
    switch check {
    case .attribute(let name, let attribute, _, _):
      let i = index[name.value] ?? 0
      return value(of: attribute.value, frame: state.frames[i], view: views[i])
    case .rectAttribute(let name, let property, let attribute, _, _):
      return value(of: attribute.value, rect: state.rect(property, index[name.value] ?? 0))
    case .alpha(let name, _, _):
      return state.alpha(index[name.value] ?? 0)
    case .frame, .transform, .fitting, .noConflicts, .noAmbiguity, .alwaysInside,
      .alwaysNoOverlap:
      return nil
    }
  }

  /// Several components compared at once: `!=` holds when they are not all equal, every
  /// other relation when it holds for each component.
  private func holds(
    _ actual: [Double], _ relation: Comparison, _ expected: [Double], _ tolerance: Double
  ) -> Bool {
    let pairs = zip(actual, expected)
    if relation == .notEqual {
      return !pairs.allSatisfy { Comparison.equal.holds($0.0, $0.1, tolerance: tolerance) }
    }
    return pairs.allSatisfy { relation.holds($0.0, $0.1, tolerance: tolerance) }
  }

  /// Whether an `always` check holds on one frame; `nil` when it does, else the actual value.
  func violation(of check: ExpectationCheck, tolerance: Double?, windows: [Rect]) -> String? {
    let tolerance = tolerance ?? ExpectationEvaluator.defaultTolerance
    switch check {
    case .alwaysInside(let a, let b):
      let inner = windows[index[a.value] ?? 0]
      let outer = windows[index[b.value] ?? 0]
      let inside =
        inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
        && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
      return inside ? nil : "\(a.value) at \(format(inner)), \(b.value) at \(format(outer))"
    case .alwaysNoOverlap(let a, let b):
      let first = windows[index[a.value] ?? 0]
      let second = windows[index[b.value] ?? 0]
      let width = min(first.maxX, second.maxX) - max(first.minX, second.minX)
      let height = min(first.maxY, second.maxY) - max(first.minY, second.minY)
      let overlaps = width > tolerance && height > tolerance
      return overlaps ? "\(a.value) at \(format(first)), \(b.value) at \(format(second))" : nil
    default:
      return nil
    }
  }

  /// An edge, center or side of a rectangle itself (`visualFrame.top`…), in points.
  func value(of attribute: ScriptAttribute, rect r: Rect) -> Double {
    switch attribute {
    case .left: return r.minX
    case .right: return r.maxX
    case .top: return r.minY
    case .bottom: return r.maxY
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.midX
    case .centerY: return r.midY
    case .leading: return rightToLeft ? r.maxX : r.minX
    case .trailing: return rightToLeft ? r.minX : r.maxX
    // Rejected by validation (`isRectAttribute`).
    case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
      return r.maxY
    }
  }

  /// An attribute's value derived from a frame, in points: measured on the frame's
  /// alignment rectangle, as constraints measure it (the frame itself without
  /// `alignmentInsets`).
  func value(of attribute: ScriptAttribute, frame: Rect, view: View) -> Double {
    let r = view.alignmentRect(forFrame: frame)
    let m = view.effectiveLayoutMargins
    switch attribute {
    case .left, .right, .top, .bottom, .width, .height, .centerX, .centerY, .leading,
      .trailing:
      return value(of: attribute, rect: r)
    case .leftMargin: return r.minX + m.left
    case .rightMargin: return r.maxX - m.right
    case .topMargin: return r.minY + m.top
    case .bottomMargin: return r.maxY - m.bottom
    case .leadingMargin: return rightToLeft ? r.maxX - m.right : r.minX + m.left
    case .trailingMargin: return rightToLeft ? r.minX + m.left : r.maxX - m.right
    case .centerXWithinMargins: return (r.minX + m.left + r.maxX - m.right) / 2
    case .centerYWithinMargins: return (r.minY + m.top + r.maxY - m.bottom) / 2
    case .firstBaseline, .lastBaseline: return r.maxY  // rejected by validation
    }
  }
}

/// `x,y,w,h` with at most 3 decimals.
func format(_ rect: Rect) -> String {
  [rect.x, rect.y, rect.width, rect.height].map(formatNumber).joined(separator: ",")
}

/// `matrix(a,b,c,d,tx,ty)` with at most 3 decimals.
func formatMatrix(_ transform: Transform2D) -> String {
  "matrix(" + transform.components.map(formatNumber).joined(separator: ",") + ")"
}

extension Transform2D {
  /// a, b, c, d, tx, ty.
  var components: [Double] { [a, b, c, d, tx, ty] }
}

extension ScriptTransform {
  /// The list as written, with numbers in the output format (`translate(0, 20) scale(0.9)`).
  var text: String {
    steps.map { step in
      switch step {
      case .identity: "identity"
      case .translate(let x, let y): "translate(\(formatNumber(x)), \(formatNumber(y)))"
      case .scale(let x, let y) where x == y: "scale(\(formatNumber(x)))"
      case .scale(let x, let y): "scale(\(formatNumber(x)), \(formatNumber(y)))"
      case .rotate(let radians): "rotate(\(formatNumber(radians)))"
      }
    }.joined(separator: " ")
  }
}

extension Expectation {
  /// The expectation as written, for results: the check, with its quantifier and interval
  /// (`always card.top >= 510 during 0..0.5`, `max card.top <= 520`).
  var text: String {
    guard let quantifier = quantifier?.value else { return check.text }
    var out = quantifier.keyword + " "
    switch quantifier {
    case .maximum, .minimum:
      let (subject, rest) = check.subjectAndRelation
      out += subject + " " + rest
    case .always, .never, .eventually:
      out += check.text
    }
    switch quantifier {
    case .always(let during?), .never(let during?), .maximum(let during?),
      .minimum(let during?):
      out += " during " + formatNumber(during.value.start) + ".." + formatNumber(during.value.end)
    case .eventually(let by?):
      out += " by " + formatNumber(by.value)
    default:
      break
    }
    return out
  }
}

extension ExpectationCheck {
  /// The check as written, for results.
  var text: String {
    let (subject, rest) = subjectAndRelation
    return rest.isEmpty ? subject : subject + " " + rest
  }

  /// What is read (`card.top`) and the rest (`>= 510`), for texts that put words between.
  var subjectAndRelation: (String, String) {
    switch self {
    case .frame(let name, let property, let relation, let rect):
      return ("\(name.value).\(property.rawValue)", "\(relation.symbol) \(format(rect.value))")
    case .attribute(let name, let attribute, let relation, let value):
      return (
        "\(name.value).\(attribute.value.rawValue)",
        "\(relation.symbol) \(formatNumber(value.value))"
      )
    case .rectAttribute(let name, let property, let attribute, let relation, let value):
      return (
        "\(name.value).\(property.rawValue).\(attribute.value.rawValue)",
        "\(relation.symbol) \(formatNumber(value.value))"
      )
    case .alpha(let name, let relation, let value):
      return ("\(name.value).alpha", "\(relation.symbol) \(formatNumber(value.value))")
    case .transform(let name, let relation, let transform):
      return ("\(name.value).transform", "\(relation.symbol) \(transform.value.text)")
    case .noConflicts: return ("no-conflicts", "")
    case .noAmbiguity: return ("no-ambiguity", "")
    case .alwaysInside(let a, let b): return ("always \(a.value) inside \(b.value)", "")
    case .alwaysNoOverlap(let a, let b): return ("always no-overlap \(a.value), \(b.value)", "")
    case .fitting(let name, let relation, let size):
      return (
        "\(name.value).fitting",
        "\(relation.symbol) " + formatNumber(size.value.width) + "x"
          + formatNumber(size.value.height)
      )
    }
  }

  /// The relation and the value it compares with, for the scalar checks (`max`, `min`).
  var scalarRelation: (Comparison, Double)? {
    switch self {
    case .attribute(_, _, let relation, let value),
      .rectAttribute(_, _, _, let relation, let value),
      .alpha(_, let relation, let value):
      return (relation, value.value)
    default:
      return nil
    }
  }

  /// The result kind for this check.
  var kind: ExpectationKind {
    switch self {
    case .frame: return .frame
    case .attribute, .rectAttribute: return .attribute
    case .alpha: return .alpha
    case .transform: return .transform
    case .noConflicts: return .noConflicts
    case .noAmbiguity: return .noAmbiguity
    case .alwaysInside: return .alwaysInside
    case .alwaysNoOverlap: return .alwaysNoOverlap
    case .fitting: return .frame
    }
  }
}
