/// The SARIF 2.1.0 report: what code scanning (GitHub, GitLab, Azure DevOps) reads.
///
/// One run of the tool `animsim` (its `version` and one `rules` entry per
/// kind of finding present, sorted by id), with one result per finding: `ruleId`,
/// `ruleIndex`, `level`, `message.text`, one location (`artifactLocation.uri` and a
/// `region` of one character at `startLine`/`startColumn`) and the diagnostic's notes as
/// `relatedLocations`. Columns count Unicode scalars (`columnKind: unicodeCodePoints`).
/// `check-ib` results point at the document's own lines.
///
/// Paths are written as given, without a leading `./`, percent-encoded as URI references
/// (RFC 3986: bytes outside the unreserved set and `/`): relative paths stay relative, which
/// code scanning resolves against the repository root; an absolute path becomes a `file://`
/// URI. `automationDetails.id` is `animsim/COMMAND/` (with `shard-K-of-N/` for a shard),
/// so the `check` and `check-ib` reports of one workflow, and each shard's, upload as
/// separate categories.
///
/// Sources: the OASIS SARIF 2.1.0 specification and its JSON schema
/// (docs.oasis-open.org/sarif/sarif/v2.1.0), and GitHub's "SARIF support for code
/// scanning" (docs.github.com), which asks for `$schema`, rule descriptions and a region's
/// end as well. Determinism: no time is written; the same files give the same bytes.
enum SARIFReport {
  /// The schema URI GitHub's documentation gives for SARIF 2.1.0.
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The report of `result`.
  ///
  /// - Complexity: O(findings × log rules + size of the report).
  static func render(_ result: BatchResult) -> String {
    let findings = result.outcomes.flatMap(\.findings)
    var levels: [String: Finding.Level] = [:]
    for finding in findings where levels[finding.rule] == nil {
      levels[finding.rule] = finding.level
    }
    let ruleIDs = levels.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var indexOf: [String: Int] = [:]
    for (index, id) in ruleIDs.enumerated() { indexOf[id] = index }
    let rules = ruleIDs.map { id in
      rule(ReportRule(id), level: levels[id] ?? .warning)
    }
    let results = findings.map { finding in
      self.result(finding, ruleIndex: indexOf[finding.rule] ?? 0)
    }
    var category = "animsim/" + result.command + "/"
    if let shard = result.shard {
      category += "shard-\(shard.index)-of-\(shard.count)/"
    }
    let driver: JSONValue = .object([
      ("name", .string("animsim")), ("version", .string(Tool.versionNumber)),
      ("semanticVersion", .string(Tool.versionNumber)),
      ("rules", .array(rules)),
    ])
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      ("automationDetails", .object([("id", .string(category))])),
      ("columnKind", .string("unicodeCodePoints")), ("results", .array(results)),
    ])
    let log: JSONValue = .object([
      ("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run])),
    ])
    return log.rendered
  }

  /// A `reportingDescriptor`.
  private static func rule(_ rule: ReportRule, level: Finding.Level) -> JSONValue {
    .object([
      ("id", .string(rule.id)), ("name", .string(rule.name)),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.description))])),
      ("help", .object([("text", .string(rule.description))])),
      ("defaultConfiguration", .object([("level", .string(level.rawValue))])),
    ])
  }

  /// A `result`.
  private static func result(_ finding: Finding, ruleIndex: Int) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("ruleId", .string(finding.rule)), ("ruleIndex", .integer(ruleIndex)),
      ("level", .string(finding.level.rawValue)),
      ("message", .object([("text", .string(finding.message))])),
      (
        "locations",
        .array([
          .object([("physicalLocation", physical(finding.file, finding.line, finding.column))])
        ])
      ),
    ]
    if !finding.notes.isEmpty {
      let related = finding.notes.enumerated().map { index, note in
        JSONValue.object([
          ("id", .integer(index)),
          ("physicalLocation", physical(note.file, note.line, note.column)),
          ("message", .object([("text", .string(note.message))])),
        ])
      }
      members.append(("relatedLocations", .array(related)))
    }
    return .object(members)
  }

  /// A `physicalLocation`: the file and a one-character region at `line`, `column`.
  private static func physical(_ file: String, _ line: Int, _ column: Int) -> JSONValue {
    .object([
      ("artifactLocation", .object([("uri", .string(uri(file)))])),
      (
        "region",
        .object([
          ("startLine", .integer(line)), ("startColumn", .integer(column)),
          ("endLine", .integer(line)), ("endColumn", .integer(column + 1)),
        ])
      ),
    ])
  }

  /// `path` as a URI reference: leading `./` dropped, bytes outside `A-Z a-z 0-9 - . _ ~ /`
  /// percent-encoded (RFC 3986 §2.1, upper-case hex), `file://` before an absolute path.
  static func uri(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    let hex = Array("0123456789ABCDEF")
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
