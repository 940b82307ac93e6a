import Foundation
import Testing

/// The reports `--report` writes, read back by the parsers CI systems use and checked
/// against their schemas' rules.
@Suite("--report junit, sarif and github") struct ReportFormatTests {
  /// A script with an unknown view on line 3, column 11 (`b` in `constrain b.width …`).
  static let invalidScript = "screen 320x568\nview a\nconstrain b.width == 10\n"

  /// A script whose `expect` on line 6 fails: the box is 50 wide, not 60.
  static let failingScript = """
    screen 100x100
    view box
    constrain box.width == 50
    constrain "V:|-[box(==50)]-(>=0)-|"
    constrain box.leading == root.leading
    expect box.width == 60
    """

  /// A xib whose box is saved 60 wide while its constraints make it 50: misplaced at the
  /// `<view id="box">` line (7, column 17), and the saved frame misses constraint `c` at
  /// its line (14, column 17).
  static let misplacedXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="10" y="10" width="60" height="50"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="a"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="b"/>
                    <constraint firstItem="box" firstAttribute="width" constant="50" id="c"/>
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="d"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  /// The scripts of a `check` run: two scenarios, an invalid script and a failing one whose
  /// name needs escaping in every format.
  private func checkFiles(_ folder: TemporaryFolder) throws -> [String] {
    try folder.write("bad.animsim", Self.invalidScript)
    try folder.write("odd %,:&<'\">.animsim", Self.failingScript)
    return [
      "Scenarios/seed3-conflict.animsim", "Scenarios/seed1-gray-views.animsim",
      folder.path + "/bad.animsim", folder.path + "/odd %,:&<'\">.animsim",
    ]
  }

  /// Runs `arguments` with every report written to files in `folder`; returns the result
  /// and the three reports' bytes.
  private func runWithReports(_ arguments: [String], in folder: TemporaryFolder, tag: String)
    throws -> (result: CommandResult, junit: [UInt8], sarif: [UInt8], github: String)
  {
    let junit = folder.path + "/\(tag).xml"
    let sarif = folder.path + "/\(tag).sarif"
    let github = folder.path + "/\(tag).txt"
    let result = CommandRunner.run(
      arguments + ["--report", "junit=\(junit)", "--report", "sarif=\(sarif)"]
        + ["--report", "github=\(github)"])
    func read(_ path: String) throws -> [UInt8] {
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    return (
      result, try read(junit), try read(sarif), String(decoding: try read(github), as: UTF8.self)
    )
  }

  @Test("JUnit for check: a suite per file, a case per expect line and automatic check")
  func junitForCheck() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = try checkFiles(folder)
    let run = try runWithReports(["check"] + files + ["--jobs", "2"], in: folder, tag: "r")
    #expect(run.result.status == 2, "the invalid script decides the status")
    let root = try #require(ParsedXML.parse(run.junit))
    #expect(validateJUnit(root) == 0)
    #expect(root.name == "testsuites")
    #expect(root.attributes["name"] == "animsim check")
    // Sorted by path: the temporary folder's files (under /) come before Scenarios/.
    let suites = root.children("testsuite")
    #expect(
      suites.map { $0.attributes["name"] ?? "" }
        == files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    let byName = Dictionary(uniqueKeysWithValues: suites.map { ($0.attributes["name"] ?? "", $0) })

    // seed1: 16 expect lines and the 3 automatic checks, all passing.
    let seed1 = try #require(byName["Scenarios/seed1-gray-views.animsim"])
    #expect(seed1.attributes["tests"] == "19")
    #expect(seed1.attributes["failures"] == "0")
    #expect(seed1.children("testcase").first?.attributes["name"] == "no-conflicts (line 29)")
    #expect(
      seed1.children("testcase").allSatisfy {
        $0.attributes["classname"] == "Scenarios/seed1-gray-views.animsim"
      })
    #expect(
      seed1.children("system-out").first?.text
        == "PASS Scenarios/seed1-gray-views.animsim (16 checks, 31 frames)\n")

    // seed3: 4 expect lines pass, the automatic conflict check fails at line 21.
    let seed3 = try #require(byName["Scenarios/seed3-conflict.animsim"])
    #expect(seed3.attributes["tests"] == "7")
    #expect(seed3.attributes["failures"] == "1")
    let conflict = try #require(
      seed3.children("testcase").first {
        $0.attributes["name"] == "automatic: no unsatisfiable constraints"
      })
    let failure = try #require(conflict.children("failure").first)
    #expect(failure.attributes["type"] == "check.conflicts")
    #expect(
      failure.attributes["message"]?.hasPrefix("expectation failed: no unsatisfiable constraints")
        == true)
    #expect(failure.text.hasPrefix("Scenarios/seed3-conflict.animsim:21:1: expectation failed"))
    #expect(
      seed3.children("system-err").first?.text.contains("warning: unable to simultaneously satisfy")
        == true)

    // The invalid script: one case with an error naming the first diagnostic.
    let bad = try #require(byName[folder.path + "/bad.animsim"])
    #expect(bad.attributes["errors"] == "1")
    let error = try #require(bad.children("testcase").first?.children("error").first)
    #expect(error.attributes["type"] == "scenario.unknownView")
    #expect(
      error.attributes["message"] == "\(folder.path)/bad.animsim:3:11: error: unknown view 'b'")

    // The odd name comes back unchanged through the attribute escaping; its expect fails.
    let odd = try #require(byName[folder.path + "/odd %,:&<'\">.animsim"])
    let oddCase = try #require(odd.children("testcase").first)
    #expect(oddCase.attributes["name"] == "box.width == 60 (line 6)")
    #expect(oddCase.children("failure").first?.attributes["type"] == "expect.attribute")
    #expect(root.attributes["tests"] == "\(19 + 7 + 1 + 4)")
  }

  @Test("JUnit: a check turned off has no test case; the file's own allow too")
  func junitAllowedChecks() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("allowing.animsim", "allow ambiguity\n" + Self.failingScript)
    let report = folder.path + "/r.xml"
    let result = CommandRunner.run([
      "check", "Scenarios/seed3-conflict.animsim", folder.path + "/allowing.animsim",
      "--allow-conflicts", "--report", "junit=\(report)",
    ])
    #expect(result.status == 1)
    let root = try #require(
      ParsedXML.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: report)))))
    #expect(validateJUnit(root) == 0)
    let names = root.children("testsuite").map {
      $0.children("testcase").compactMap { $0.attributes["name"] }
    }
    // The temporary file sorts first: its expect, then only the stale-frame check (conflicts
    // are allowed by the flag, ambiguity by the script).
    #expect(
      names.first == [
        "box.width == 60 (line 7)", "automatic: no animation from a frame never laid out",
      ])
    #expect(names.last?.contains("automatic: no unsatisfiable constraints") == false)
    #expect(names.last?.count == 4 + 2)
  }

  @Test("SARIF for check: the 2.1.0 schema's required properties, rules and locations")
  func sarifForCheck() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = try checkFiles(folder)
    let run = try runWithReports(["check"] + files, in: folder, tag: "s")
    let log = try #require(validateSARIF(run.sarif))
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "animsim")
    #expect(driver["version"] as? String == "1.0.0")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    // One rule per kind present, sorted by id.
    #expect(
      rules.compactMap { $0["id"] as? String } == [
        "check.conflicts", "expect.attribute", "scenario.conflict", "scenario.unknownView",
      ])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    func location(_ result: [String: Any]) -> (String, Int, Int) {
      let physical =
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        ?? [:]
      let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
      let region = physical["region"] as? [String: Any] ?? [:]
      return (uri, region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 0)
    }
    let summary = results.map { ($0["ruleId"] as? String ?? "", $0["level"] as? String ?? "") }
    // Files in path order: bad (an error), odd (the failed expect), seed3 (the warning, then
    // the failed automatic check).
    #expect(
      summary.map(\.0) == [
        "scenario.unknownView", "expect.attribute", "scenario.conflict", "check.conflicts",
      ])
    #expect(summary.map(\.1) == ["error", "error", "warning", "error"])
    let badURI = String(SARIFPath.encoded(folder.path + "/bad.animsim"))
    #expect(location(results[0]) == ("file://" + badURI, 3, 11))
    #expect(location(results[1]).0.hasSuffix("/odd%20%25%2C%3A%26%3C%27%22%3E.animsim"))
    #expect(location(results[1]).1 == 6)
    #expect(location(results[2]) == ("Scenarios/seed3-conflict.animsim", 21, 1))
    // The conflict's note (the other constraint, line 20) is a related location.
    let related = try #require(results[2]["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 1)
    #expect(
      ((related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?[
        "startLine"] as? Int == 20)
  }

  @Test("GitHub annotations for check follow the workflow-command grammar")
  func githubForCheck() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = try checkFiles(folder)
    let run = try runWithReports(["check"] + files, in: folder, tag: "g")
    let lines = run.github.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let commands = lines.dropLast().map { WorkflowCommand($0) }
    #expect(commands.allSatisfy { $0 != nil }, "\(run.github)")
    let parsed = commands.compactMap { $0 }
    #expect(parsed.map(\.command) == ["error", "error", "warning", "notice", "error"])
    #expect(parsed[1].properties["file"] == folder.path + "/odd %,:&<'\">.animsim")
    #expect(parsed[1].properties["line"] == "6")
    #expect(parsed[1].properties["title"] == "Attribute expectation failed")
    #expect(
      parsed[1].message.hasPrefix("expectation failed: box.width == 60: expected 60, actual 50"))
    // A hint follows on a second line (an escaped line feed in the command).
    #expect(parsed[0].message == "unknown view 'b'\nhint: did you mean 'a'?")
    #expect(run.github.contains("::unknown view 'b'%0Ahint: did you mean 'a'?\n"))
    #expect(parsed[3].properties["line"] == "20")
    #expect(parsed[3].properties["file"] == "Scenarios/seed3-conflict.animsim")
    // The escaping is GitHub's: the odd name's `%`, `,` and `:` are encoded in the line.
    #expect(run.github.contains("odd %25%2C%3A&<'\">.animsim,line=6,col=1,"))
  }

  @Test("check-ib reports: scenes and kinds as test cases, results at the document's lines")
  func checkIBReports() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("m.xib", Self.misplacedXib)
    try folder.write("x.xib", "<document>\n<objects>\n<view></objects>\n")
    let files = ["Scenarios/ib/Login.storyboard", folder.path + "/m.xib", folder.path + "/x.xib"]
    let run = try runWithReports(["check-ib"] + files, in: folder, tag: "ib")
    #expect(run.result.status == 2)
    let root = try #require(ParsedXML.parse(run.junit))
    #expect(validateJUnit(root) == 0)
    let suites = root.children("testsuite")
    #expect(suites.count == 3)
    // m.xib: one scene (the top-level view "top"), five kinds; misplaced and saved frames fail.
    let misplaced = try #require(suites.first { $0.attributes["name"] == folder.path + "/m.xib" })
    let cases = misplaced.children("testcase")
    #expect(
      cases.compactMap { $0.attributes["name"] } == [
        "scene top: build", "scene top: misplaced views", "scene top: conflicts",
        "scene top: saved frames", "scene top: ambiguity",
      ])
    #expect(
      cases.map { $0.children.first?.attributes["type"] ?? "pass" } == [
        "pass", "ib.misplaced", "pass", "ib.staleSavedFrames", "pass",
      ])
    let malformed = try #require(suites.first { $0.attributes["name"] == folder.path + "/x.xib" })
    #expect(
      malformed.children("testcase").first?.children("error").first?.attributes["type"]
        == "ib.malformedXML")
    let login = try #require(
      suites.first { $0.attributes["name"] == "Scenarios/ib/Login.storyboard" })
    #expect(login.attributes["tests"] == "5")
    #expect(login.attributes["failures"] == "0")

    let log = try #require(validateSARIF(run.sarif))
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let places = results.map { result -> String in
      let physical =
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        ?? [:]
      let region = physical["region"] as? [String: Any] ?? [:]
      return
        "\(result["ruleId"] as? String ?? ""):\(region["startLine"] as? Int ?? 0):\(region["startColumn"] as? Int ?? 0)"
    }
    #expect(places.prefix(2) == ["ib.misplaced:7:17", "ib.staleSavedFrames:14:17"])
    #expect(places.last?.hasPrefix("ib.malformedXML:3:") == true)

    let commands = run.github.split(separator: "\n").compactMap { WorkflowCommand($0) }
    #expect(commands.count == run.github.split(separator: "\n").count)
    // The malformed document's error has a note (where the unclosed element opened): a notice.
    #expect(commands.map(\.command) == ["warning", "warning", "error", "notice"])
    #expect(commands.first?.properties["line"] == "7")
    #expect(commands.first?.properties["col"] == "17")
  }

  @Test("same input, same report bytes (but the times), for any --jobs")
  func determinism() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = try checkFiles(folder)
    let one = try runWithReports(["check"] + files + ["--jobs", "1"], in: folder, tag: "one")
    let two = try runWithReports(["check"] + files + ["--jobs", "3"], in: folder, tag: "two")
    #expect(one.sarif == two.sarif)
    #expect(one.github == two.github)
    // JUnit differs only in the time and timestamp attributes.
    func timeless(_ bytes: [UInt8]) -> String {
      String(decoding: bytes, as: UTF8.self)
        .replacing(#/ (time|timestamp)="[^"]*"/#, with: "")
    }
    #expect(timeless(one.junit) == timeless(two.junit))
    #expect(timeless(one.junit) != String(decoding: one.junit, as: UTF8.self))
    #expect(one.result.stdout == two.result.stdout)
  }

  @Test("- writes a report to stdout, after the terminal text")
  func reportToStandardOutput() {
    let result = CommandRunner.run([
      "check", "Scenarios/seed3-conflict.animsim", "--report", "github=-",
    ])
    #expect(result.status == 1)
    let lines = result.stdoutText.split(separator: "\n")
    #expect(
      lines.first?.hasPrefix("Scenarios/seed3-conflict.animsim:21:1: expectation failed") == true)
    #expect(lines[1] == "FAIL Scenarios/seed3-conflict.animsim (1 of 5 checks failed)")
    #expect(lines.dropFirst(2).allSatisfy { WorkflowCommand($0) != nil })
    #expect(lines.count == 2 + 3)
  }

  @Test("a report that cannot be written leaves no report: nothing is half written")
  func atomicReports() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let kept = folder.path + "/kept.xml"
    try Data("old report\n".utf8).write(to: URL(fileURLWithPath: kept))
    let result = CommandRunner.run([
      "check", "Scenarios/seed1-gray-views.animsim", "--report", "junit=\(kept)", "--report",
      "sarif=\(folder.path)/missing/r.sarif",
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("animsim: error: cannot write '\(folder.path)/missing/r.sarif'"))
    // The JUnit report was complete in its temporary file, but is not renamed over the old
    // one when another report fails; no temporary file is left behind.
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "old report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.xml"])
  }
}

/// The percent-encoding the SARIF report applies to a path (RFC 3986 unreserved and `/`
/// kept), written out independently for the tests.
enum SARIFPath {
  static func encoded(_ path: String) -> String {
    var allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    allowed.insert(charactersIn: "0123456789-._~/")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
