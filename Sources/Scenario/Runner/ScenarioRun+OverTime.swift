import Animator
import Diagnostics

extension ScenarioRun {
  /// The result of an expectation over time (`always`, `never`, `eventually`, `max`, `min`
  /// on a property) once every sampled frame has been seen.
  ///
  /// The values reported: for `always` and `never` the first frame that breaks it, with the
  /// value found; for `eventually` the first frame where it holds (or, when it never did,
  /// the last frame it looked at); for `max` and `min` the extreme and the first frame where
  /// it occurs.
  func overTimeResult(_ entry: ExpectationSchedule.TemporalExpectation) -> ExpectationResult {
    let expectation = entry.expectation
    let location = entry.statement.location
    var result = ExpectationResult(
      file: file, line: location.line, column: location.column, kind: expectation.check.kind,
      text: expectation.text, passed: false, expected: "", actual: "", time: nil)
    let relation = expectation.check.subjectAndRelation.1
    if let check = entry.check {
      result.passed = check.passed
      switch check.quantifier {
      case .always:
        result.expected = relation + " on every sampled frame"
        result.actual = "held on all \(check.framesChecked) frames"
      case .never:
        result.expected = "never " + relation
        result.actual = "held on none of \(check.framesChecked) frames"
      case .eventually(let limit):
        result.expected =
          relation + (limit.map { " by t=" + formatNumber($0) } ?? " on some sampled frame")
        if let last = check.last, check.witness == nil {
          result.actual = last.value + " (the last frame by then)"
          result.time = last.time
          result.frame = last.frame
        } else if check.framesChecked == 0 {
          result.actual = "no sampled frame by then"
        }
      }
      if let witness = check.witness {
        result.actual = witness.value
        result.time = witness.time
        result.frame = witness.frame
      }
      return result
    }
    guard let extreme = entry.extreme, let (comparison, bound) = expectation.check.scalarRelation
    else { return result }
    result.expected = relation
    guard let sample = extreme.extreme else {
      result.actual = "no sampled frame in the interval"
      return result
    }
    let tolerance = expectation.tolerance?.value ?? ExpectationEvaluator.defaultTolerance
    result.passed = comparison.holds(sample.value, bound, tolerance: tolerance)
    result.actual = formatNumber(sample.value)
    result.time = sample.time
    result.frame = sample.frame
    return result
  }
}
