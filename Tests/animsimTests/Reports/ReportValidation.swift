import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element as Foundation's parser reads it: name, attributes, children and text.
final class ParsedXML {
  let name: String
  let attributes: [String: String]
  var children: [ParsedXML] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// The children named `name`.
  func children(_ name: String) -> [ParsedXML] {
    children.filter { $0.name == name }
  }

  /// Parses `data` with `XMLParser`; nil (with the parser's error recorded) when malformed.
  static func parse(_ data: [UInt8]) -> ParsedXML? {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(data))
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      Issue.record("XML does not parse: \(String(describing: parser.parserError))")
      return nil
    }
    return root
  }
}

/// Builds `ParsedXML`s from parser events.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: ParsedXML?
  private var stack: [ParsedXML] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let node = ParsedXML(name: elementName, attributes: attributes)
    stack.last?.children.append(node)
    if root == nil { root = node }
    stack.append(node)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}

/// Checks a JUnit document against the rules of the common JUnit XSD (Windy Road's
/// `JUnit.xsd`, the Apache Ant format, github.com/windyroad/JUnit-Schema) as a parser reads
/// them: the root is `testsuites` (or `testsuite`); each `testsuite` has `name`, `tests`,
/// `failures`, `errors`, `time` (a decimal), `timestamp` (`YYYY-MM-DDThh:mm:ss`),
/// `hostname`, and inside `testsuites` `package` and `id` (0, 1, 2 …); its children are
/// `properties`, the `testcase`s, `system-out` and `system-err`, in that order; a
/// `testcase` has `name`, `classname` and `time` and at most one `failure`, `error` or
/// `skipped`, whose `type` is required; and the counts equal the children.
///
/// - Returns: The number of problems recorded (0 when valid).
@discardableResult
func validateJUnit(_ root: ParsedXML) -> Int {
  var problems = 0
  func problem(_ text: String) {
    problems += 1
    Issue.record(Comment(rawValue: "JUnit: " + text))
  }
  func decimal(_ text: String?) -> Bool {
    guard let text, !text.isEmpty else { return false }
    return Double(text) != nil && text.allSatisfy { $0.isNumber || $0 == "." }
  }
  func integer(_ node: ParsedXML, _ name: String) -> Int? {
    guard let text = node.attributes[name], let value = Int(text), value >= 0 else {
      problem("<\(node.name)> needs a whole-number '\(name)'")
      return nil
    }
    return value
  }
  let suites: [ParsedXML]
  switch root.name {
  case "testsuites": suites = root.children
  case "testsuite": suites = [root]
  default:
    problem("root is <\(root.name)>")
    return problems
  }
  var totals = (tests: 0, failures: 0, errors: 0)
  for (index, suite) in suites.enumerated() {
    guard suite.name == "testsuite" else {
      problem("<\(suite.name)> inside <testsuites>")
      continue
    }
    for name in ["name", "hostname"] where (suite.attributes[name] ?? "").isEmpty {
      problem("<testsuite> needs a non-empty '\(name)'")
    }
    if !decimal(suite.attributes["time"]) { problem("<testsuite> time is not a decimal") }
    let stamp = suite.attributes["timestamp"] ?? ""
    let pattern = /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}/
    if (try? pattern.wholeMatch(in: stamp)) == nil {
      problem("<testsuite> timestamp '\(stamp)' is not YYYY-MM-DDThh:mm:ss")
    }
    if root.name == "testsuites" {
      if (suite.attributes["package"] ?? "").isEmpty { problem("<testsuite> needs a package") }
      if suite.attributes["id"] != String(index) { problem("<testsuite> id is not \(index)") }
    }
    let order = suite.children.map(\.name)
    let cases = suite.children("testcase")
    let expected = ["properties"] + Array(repeating: "testcase", count: cases.count)
    if order != expected + ["system-out", "system-err"] {
      problem("<testsuite> children out of order: \(order)")
    }
    var failures = 0
    var errors = 0
    for testCase in cases {
      for name in ["name", "classname"] where (testCase.attributes[name] ?? "").isEmpty {
        problem("<testcase> needs a non-empty '\(name)'")
      }
      if !decimal(testCase.attributes["time"]) { problem("<testcase> time is not a decimal") }
      if testCase.children.count > 1 {
        problem("<testcase> has \(testCase.children.count) results")
      }
      for result in testCase.children {
        switch result.name {
        case "failure": failures += 1
        case "error": errors += 1
        case "skipped": break
        default: problem("<\(result.name)> inside <testcase>")
        }
        if result.name != "skipped", (result.attributes["type"] ?? "").isEmpty {
          problem("<\(result.name)> needs a type")
        }
      }
    }
    if integer(suite, "tests") != cases.count { problem("tests != \(cases.count)") }
    if integer(suite, "failures") != failures { problem("failures != \(failures)") }
    if integer(suite, "errors") != errors { problem("errors != \(errors)") }
    totals.tests += cases.count
    totals.failures += failures
    totals.errors += errors
  }
  if root.name == "testsuites" {
    if integer(root, "tests") != totals.tests { problem("total tests") }
    if integer(root, "failures") != totals.failures { problem("total failures") }
    if integer(root, "errors") != totals.errors { problem("total errors") }
  }
  return problems
}

/// Checks a SARIF log against the required properties of the SARIF 2.1.0 JSON schema
/// (docs.oasis-open.org/sarif/sarif/v2.1.0, `sarif-schema-2.1.0.json`) and GitHub's
/// additional requirements for code scanning (docs.github.com, "SARIF support for code
/// scanning"): `version` "2.1.0" and `runs`; each run's `tool.driver.name`; each rule's
/// unique `id` (and GitHub's `shortDescription`, `fullDescription` and `help` texts); each
/// result's `message.text`, a `ruleId` whose `ruleIndex` names the same rule, a `level`
/// among none/note/warning/error, and locations whose `artifactLocation.uri` is a URI
/// reference and whose `region` lines and columns are at least 1 (end not before start).
///
/// - Returns: The parsed log, or nil when it is not a JSON object.
@discardableResult
func validateSARIF(_ bytes: [UInt8]) -> [String: Any]? {
  func problem(_ text: String) { Issue.record(Comment(rawValue: "SARIF: " + text)) }
  guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
    let log = object as? [String: Any]
  else {
    problem("not a JSON object")
    return nil
  }
  if log["version"] as? String != "2.1.0" { problem("version is not 2.1.0") }
  if (log["$schema"] as? String)?.hasPrefix("https://") != true { problem("$schema") }
  guard let runs = log["runs"] as? [[String: Any]], !runs.isEmpty else {
    problem("no runs")
    return log
  }
  for run in runs {
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    guard let driver, let name = driver["name"] as? String, !name.isEmpty else {
      problem("run without tool.driver.name")
      continue
    }
    for key in ["version"] where (driver[key] as? String)?.isEmpty != false {
      problem("driver.\(key)")
    }
    let rules = driver["rules"] as? [[String: Any]] ?? []
    let ids = rules.compactMap { $0["id"] as? String }
    if ids.count != rules.count || Set(ids).count != ids.count { problem("rule ids") }
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        if ((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty != false {
          problem("rule \(rule["id"] ?? "?") lacks \(key).text")
        }
      }
    }
    guard let results = run["results"] as? [[String: Any]] else {
      problem("run without results")
      continue
    }
    for result in results {
      let text = (result["message"] as? [String: Any])?["text"] as? String
      if text?.isEmpty != false { problem("result without message.text") }
      guard let ruleID = result["ruleId"] as? String, let index = result["ruleIndex"] as? Int,
        ids.indices.contains(index), ids[index] == ruleID
      else {
        problem("ruleId/ruleIndex mismatch in \(result)")
        continue
      }
      if !["none", "note", "warning", "error"].contains(result["level"] as? String ?? "") {
        problem("level")
      }
      let locations = result["locations"] as? [[String: Any]] ?? []
      let related = result["relatedLocations"] as? [[String: Any]] ?? []
      if locations.isEmpty { problem("result without locations") }
      for location in locations + related {
        let physical = location["physicalLocation"] as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        if uri == nil || uri?.isEmpty == true || URL(string: uri ?? "") == nil {
          problem("location uri \(uri ?? "nil")")
        }
        let region = physical?["region"] as? [String: Any] ?? [:]
        let start = (region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 0)
        let end = (region["endLine"] as? Int ?? start.0, region["endColumn"] as? Int ?? start.1)
        if start.0 < 1 || start.1 < 1 || end.0 < start.0 || (end.0 == start.0 && end.1 < start.1) {
          problem("region \(region)")
        }
      }
    }
  }
  return log
}

/// One GitHub workflow command, read back by the documented grammar
/// (`::command key=value,key=value::message`) with the escapes reversed.
struct WorkflowCommand: Equatable {
  var command: String
  var properties: [String: String]
  var message: String

  /// Parses `line`; nil when it does not follow the grammar (or a property value holds an
  /// unescaped `,` or `:`, or a `%` that starts no escape).
  init?(_ line: Substring) {
    guard line.hasPrefix("::") else { return nil }
    let body = line.dropFirst(2)
    guard let end = body.range(of: "::") else { return nil }
    let head = body[..<end.lowerBound]
    let space = head.firstIndex(of: " ") ?? head.endIndex
    command = String(head[..<space])
    guard ["error", "warning", "notice"].contains(command) else { return nil }
    var properties: [String: String] = [:]
    if space < head.endIndex {
      for pair in head[head.index(after: space)...].split(separator: ",") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[1].contains(":"),
          let value = Self.unescaped(parts[1], property: true)
        else { return nil }
        properties[String(parts[0])] = value
      }
    }
    self.properties = properties
    guard let message = Self.unescaped(body[end.upperBound...], property: false) else {
      return nil
    }
    self.message = message
  }

  /// Reverses GitHub's escapes (`%25`, `%0D`, `%0A`, and in properties `%3A`, `%2C`).
  private static func unescaped(_ text: Substring, property: Bool) -> String? {
    var out = ""
    var rest = text
    while let percent = rest.firstIndex(of: "%") {
      out += rest[..<percent]
      let code = rest[percent...].prefix(3)
      switch code {
      case "%25": out += "%"
      case "%0D": out += "\r"
      case "%0A": out += "\n"
      case "%3A" where property: out += ":"
      case "%2C" where property: out += ","
      default: return nil
      }
      rest = rest[percent...].dropFirst(3)
    }
    return out + rest
  }
}
