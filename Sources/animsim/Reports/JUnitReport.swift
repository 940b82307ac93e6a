/// The JUnit XML report: what Jenkins, GitLab and GitHub test reporters load.
///
/// It follows the Apache Ant JUnit schema as the common XSD describes it (Windy Road's
/// `JUnit.xsd`, github.com/windyroad/JUnit-Schema, which Jenkins' xUnit plugin also
/// validates against):
///
///     <testsuites name tests failures errors time>
///       <testsuite name package id hostname timestamp tests failures errors skipped time>
///         <properties/>
///         <testcase name classname time> [<failure|error message type>text</…>] </testcase>…
///         <system-out>…</system-out>
///         <system-err>…</system-err>
///       </testsuite>…
///     </testsuites>
///
/// One `testsuite` per file (`name` and every `classname` are the path; `package` its
/// folder; `id` counts from 0). `check`: one `testcase` per `expect` line and per automatic
/// check that ran (passing when it found nothing; none for a check turned off); `check-ib`:
/// one per scene and kind of issue. An unreadable or invalid file is one test case with an
/// `error`. `tests`, `failures` and `errors` count the children. `hostname` is always
/// `localhost` (the XSD's value for an unknown host: the report stays the same on every
/// machine); a test case's `time` is 0 (checks are not timed one by one).
///
/// Determinism: two runs over the same files give the same bytes except the `time`
/// attributes of `testsuites` and `testsuite` and the `timestamp` attributes.
enum JUnitReport {
  /// The report of `result`.
  ///
  /// - Complexity: O(size of the report).
  static func render(_ result: BatchResult) -> String {
    var suites = ""
    var totals = (tests: 0, failures: 0, errors: 0)
    for (id, outcome) in result.outcomes.enumerated() {
      let counts = counts(outcome.cases)
      totals.tests += outcome.cases.count
      totals.failures += counts.failures
      totals.errors += counts.errors
      suites += suite(outcome, id: id, failures: counts.failures, errors: counts.errors)
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites"
      + attributes([
        ("name", "animsim " + result.command), ("tests", String(totals.tests)),
        ("failures", String(totals.failures)), ("errors", String(totals.errors)),
        ("time", ReportTime.seconds(result.seconds)),
      ])
    out += suites.isEmpty ? "/>\n" : ">\n" + suites + "</testsuites>\n"
    return out
  }

  /// How many of `cases` failed and how many errored.
  private static func counts(_ cases: [ReportCase]) -> (failures: Int, errors: Int) {
    var failures = 0
    var errors = 0
    for testCase in cases {
      switch testCase.result {
      case .passed: break
      case .failed: failures += 1
      case .error: errors += 1
      }
    }
    return (failures, errors)
  }

  /// One file's `testsuite`.
  private static func suite(_ outcome: FileOutcome, id: Int, failures: Int, errors: Int)
    -> String
  {
    var out =
      "  <testsuite"
      + attributes([
        ("name", outcome.file), ("package", folder(of: outcome.file)), ("id", String(id)),
        ("hostname", "localhost"), ("timestamp", ReportTime.timestamp(outcome.started)),
        ("tests", String(outcome.cases.count)), ("failures", String(failures)),
        ("errors", String(errors)), ("skipped", "0"), ("time", ReportTime.seconds(outcome.seconds)),
      ])
    out += ">\n    <properties/>\n"
    for testCase in outcome.cases {
      out +=
        "    <testcase"
        + attributes([
          ("name", testCase.name), ("classname", outcome.file), ("time", "0"),
        ])
      switch testCase.result {
      case .passed:
        out += "/>\n"
      case .failed(let problem):
        out += ">\n" + element("failure", problem) + "    </testcase>\n"
      case .error(let problem):
        out += ">\n" + element("error", problem) + "    </testcase>\n"
      }
    }
    out += "    <system-out>" + XMLEscaping.text(outcome.stdout) + "</system-out>\n"
    out += "    <system-err>" + XMLEscaping.text(outcome.stderr) + "</system-err>\n"
    out += "  </testsuite>\n"
    return out
  }

  /// A `failure` or `error` element.
  private static func element(_ name: String, _ problem: ReportProblem) -> String {
    "      <" + name + attributes([("message", problem.message), ("type", problem.type)]) + ">"
      + XMLEscaping.text(problem.detail) + "</" + name + ">\n"
  }

  /// ` name="value"` for each pair, values escaped.
  private static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " " + $0.0 + "=\"" + XMLEscaping.attribute($0.1) + "\"" }.joined()
  }

  /// The folder part of `path` (`Scenarios/ib` for `Scenarios/ib/Login.storyboard`, `.` for
  /// a bare file name).
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
