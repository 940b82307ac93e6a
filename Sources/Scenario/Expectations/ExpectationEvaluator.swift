import Diagnostics
import Layout

/// Evaluates `expect` lines on presented frames.
///
/// Frame checks read the presented frame in the superview's coordinates (`frame`) or in
/// root coordinates (`window`); attribute checks derive the attribute from the presented
/// frame (leading/trailing follow the scenario's direction, margin attributes the view's
/// layout margins). `always` checks use window rectangles, so the two views may live in
/// different subtrees.
struct ExpectationEvaluator {
  /// The default tolerance, in points.
  static let defaultTolerance = 0.001

  let file: String
  /// Output index by name (root is 0).
  let index: [String: Int]
  /// The views in output order (for margins).
  let views: [View]
  let rightToLeft: Bool

  /// The result of a frame or attribute expectation on the given presented frames.
  func evaluate(
    _ expectation: Expectation, at location: TextLocation, frames: [Rect], windows: [Rect],
    time: Double
  ) -> ExpectationResult {
    let tolerance = expectation.tolerance?.value ?? ExpectationEvaluator.defaultTolerance
    var result = ExpectationResult(
      file: file, line: location.line, column: location.column, kind: .frame,
      text: expectation.check.text, passed: false, expected: "", actual: "", time: time)
    switch expectation.check {
    case .frame(let name, let property, let relation, let rect):
      let i = index[name.value] ?? 0
      let actual = property == .frame ? frames[i] : windows[i]
      let pairs = [
        (actual.x, rect.value.x), (actual.y, rect.value.y),
        (actual.width, rect.value.width), (actual.height, rect.value.height),
      ]
      result.passed = pairs.allSatisfy { holds($0.0, relation, $0.1, tolerance) }
      result.expected = format(rect.value)
      result.actual = format(actual)
    case .attribute(let name, let attribute, let relation, let value):
      let i = index[name.value] ?? 0
      let actual = self.value(of: attribute.value, frame: frames[i], view: views[i])
      result.kind = .attribute
      result.passed = holds(actual, relation, value.value, tolerance)
      result.expected = formatNumber(value.value)
      result.actual = formatNumber(actual)
    case .fitting(let name, let relation, let size):
      // The model's fitting size (constraints, not presented frames): what
      // `systemLayoutSizeFitting(layoutFittingCompressedSize)` returns at this time.
      let i = index[name.value] ?? 0
      let actual = views[i].systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      result.passed =
        holds(actual.width, relation, size.value.width, tolerance)
        && holds(actual.height, relation, size.value.height, tolerance)
      result.expected = formatNumber(size.value.width) + "x" + formatNumber(size.value.height)
      result.actual = formatNumber(actual.width) + "x" + formatNumber(actual.height)
    case .noConflicts, .noAmbiguity, .alwaysInside, .alwaysNoOverlap:
      preconditionFailure("whole-run checks are not evaluated at one time")
    }
    return result
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

  /// An attribute's value derived from a frame, in points: measured on the frame's
  /// alignment rectangle, as constraints measure it (the frame itself without
  /// `alignmentInsets`).
  func value(of attribute: ScriptAttribute, frame: Rect, view: View) -> Double {
    let r = view.alignmentRect(forFrame: frame)
    let m = view.effectiveLayoutMargins
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

  private func holds(
    _ actual: Double, _ relation: ScriptRelation, _ expected: Double, _ tolerance: Double
  )
    -> Bool
  {
    let slack = tolerance + 1e-9
    switch relation {
    case .equal: return abs(actual - expected) <= slack
    case .lessThanOrEqual: return actual <= expected + slack
    case .greaterThanOrEqual: return actual >= expected - slack
    }
  }
}

/// `x,y,w,h` with at most 3 decimals.
func format(_ rect: Rect) -> String {
  [rect.x, rect.y, rect.width, rect.height].map(formatNumber).joined(separator: ",")
}

extension ExpectationCheck {
  /// The check as written, for results.
  var text: String {
    switch self {
    case .frame(let name, let property, let relation, let rect):
      return "\(name.value).\(property.rawValue) \(relation.symbol) \(format(rect.value))"
    case .attribute(let name, let attribute, let relation, let value):
      return
        "\(name.value).\(attribute.value.rawValue) \(relation.symbol) \(formatNumber(value.value))"
    case .noConflicts: return "no-conflicts"
    case .noAmbiguity: return "no-ambiguity"
    case .alwaysInside(let a, let b): return "always \(a.value) inside \(b.value)"
    case .alwaysNoOverlap(let a, let b): return "always no-overlap \(a.value), \(b.value)"
    case .fitting(let name, let relation, let size):
      return "\(name.value).fitting \(relation.symbol) "
        + formatNumber(size.value.width) + "x" + formatNumber(size.value.height)
    }
  }

  /// The result kind for this check.
  var kind: ExpectationKind {
    switch self {
    case .frame: return .frame
    case .attribute: return .attribute
    case .noConflicts: return .noConflicts
    case .noAmbiguity: return .noAmbiguity
    case .alwaysInside: return .alwaysInside
    case .alwaysNoOverlap: return .alwaysNoOverlap
    case .fitting: return .frame
    }
  }
}
