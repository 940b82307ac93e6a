import Diagnostics
import Foundation
import InterfaceBuilder
import Scenario
import Testing

@testable import animsim

@Suite("Batch and report parts") struct ReportPartsTests {
  @Test("FNV-1a 64 matches the reference vectors")
  func fnv1a() {
    // The FNV reference's test vectors for FNV-1a 64 (isthe.com/chongo/tech/comp/fnv):
    // "" is the offset basis itself; "a" and "foobar" are listed in its test suite.
    #expect(Shard.fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(Shard.fnv1a("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test("a path's shard is its hash mod N, plus 1")
  func shardMembership() throws {
    // FNV-1a("a") = 0xaf63dc4c8601ec8c, which is even: part 1 of 2; mod 3 it is 1: part 2.
    let first = try #require(Shard(parsing: "1/2"))
    #expect(first.contains("a"))
    #expect(try #require(Shard(parsing: "2/3")).contains("a"))
    #expect(!(try #require(Shard(parsing: "1/3"))).contains("a"))
    // Every path is in exactly one of the N parts.
    for path in ["", "a", "foobar", "Scenarios/seed1-gray-views.animsim"] {
      let parts = (1...5).filter { Shard(parsing: "\($0)/5")?.contains(path) == true }
      #expect(parts.count == 1, "\(path) in \(parts)")
    }
  }

  @Test(
    "--shard accepts K/N with 1 <= K <= N <= 10000 only",
    arguments: [
      ("1/1", true), ("3/4", true), ("10000/10000", true), ("0/3", false), ("4/3", false),
      ("1/0", false), ("1-3", false), ("1/3/5", false), ("/3", false), ("1/", false),
      ("+1/3", false), (" 1/3", false), ("1/10001", false), ("", false),
    ] as [(String, Bool)])
  func shardParsing(text: String, valid: Bool) {
    #expect((Shard(parsing: text) != nil) == valid)
  }

  @Test("the message ids of the two message enums")
  func messageIDs() {
    #expect(IBProblem.misplaced(view: "v", saved: "s", solved: "t").id == "ib.misplaced")
    #expect(IBProblem.noScenes.id == "ib.noScenes")
    #expect(IBProblem.malformedXML(.unexpectedEnd(unclosed: nil)).id == "ib.malformedXML")
    #expect(ScenarioMessage.missingScreen.id == "scenario.missingScreen")
    #expect(ScenarioMessage.unknownView("a", suggestion: nil).id == "scenario.unknownView")
    #expect(ScenarioMessage.conflict(broken: "c", involved: 2).id == "scenario.conflict")
    // A document's problem reported through a script's `load` keeps the document's id.
    #expect(ScenarioMessage.interfaceBuilder(.noScenes).id == "ib.noScenes")
    #expect(ScenarioMessage.interfaceBuilder(.noScenes).caseID == "scenario.interfaceBuilder")
  }

  @Test("the rule ids of expectations and automatic checks")
  func expectationRules() {
    #expect(CheckCommand.rule(.frame) == "expect.frame")
    #expect(CheckCommand.rule(.alwaysNoOverlap) == "expect.alwaysNoOverlap")
    #expect(CheckCommand.rule(.automatic(.conflicts)) == "check.conflicts")
    #expect(CheckCommand.rule(.automatic(.staleFrames)) == "check.staleFrames")
  }

  @Test("rules are described in words, known ones by hand, others from the case name")
  func rules() {
    let known = ReportRule("ib.misplaced")
    #expect(known.name == "IbMisplaced")
    #expect(known.summary == "Misplaced view")
    let derived = ReportRule("scenario.unknownView")
    #expect(derived.name == "ScenarioUnknownView")
    #expect(derived.summary == "Script: unknown view")
    #expect(ReportRule.words("invalidUTF8") == "invalid utf8")
    #expect(ReportRule.words("staleSavedFrames") == "stale saved frames")
  }

  @Test("XML text and attributes are escaped, characters XML forbids shown as escapes")
  func xmlEscaping() {
    #expect(XMLEscaping.text("a<b>&\"c'\n\td") == "a&lt;b&gt;&amp;\"c'\n\td")
    #expect(
      XMLEscaping.attribute("a<b>&\"c'\n\td") == "a&lt;b&gt;&amp;&quot;c&apos;&#10;&#9;d")
    #expect(XMLEscaping.text("bell\u{7}, nul\u{0}, cr\r") == "bell\\x07, nul\\0, cr&#13;")
    #expect(XMLEscaping.text("\u{FFFE}é") == "\\u{FFFE}é")
  }

  @Test("GitHub workflow-command escaping: data and properties")
  func githubEscaping() {
    // docs.github.com workflow commands; actions/toolkit command.ts escapeData/escapeProperty.
    #expect(GitHubAnnotations.escapedData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
    #expect(
      GitHubAnnotations.escapedProperty("100% a:b,c\r\nd") == "100%25 a%3Ab%2Cc%0D%0Ad")
  }

  @Test("SARIF artifact URIs: relative stays relative, ./ dropped, bytes percent-encoded")
  func sarifURIs() {
    #expect(SARIFReport.uri("Scenarios/a.animsim") == "Scenarios/a.animsim")
    #expect(SARIFReport.uri("./././b/c.xib") == "b/c.xib")
    #expect(SARIFReport.uri("my scenes/é:1.xib") == "my%20scenes/%C3%A9%3A1.xib")
    #expect(SARIFReport.uri("/abs/a b.xib") == "file:///abs/a%20b.xib")
  }

  @Test("times are written as the XSD wants them")
  func reportTimes() {
    // 1,700,000,000 s after the epoch is 2023-11-14 22:13:20 UTC (86,400 s a day:
    // 19,675 days = 2023-11-14, plus 80,000 s = 22:13:20).
    #expect(
      ReportTime.timestamp(Date(timeIntervalSince1970: 1_700_000_000.75)) == "2023-11-14T22:13:20")
    #expect(ReportTime.seconds(1.23456) == "1.235")
    #expect(ReportTime.seconds(0) == "0")
  }

  @Test("the workers deliver every result once, in index order, for any thread count")
  func orderedWorkers() {
    for jobs in [1, 2, 3, 8, 100] {
      var delivered: [Int] = []
      OrderedWorkers.run(
        count: 40, jobs: jobs,
        work: { index in
          // Later items finish first: index 0 sleeps longest (40 × 50 µs = 2 ms).
          usleep(UInt32((40 - index) * 50))
          return index * index
        },
        deliver: { index, square in
          #expect(square == index * index)
          delivered.append(index)
        })
      #expect(delivered == Array(0..<40), "jobs \(jobs)")
    }
  }

  @Test("a folder expands to its matching files, sorted by bytes, without duplicates")
  func fileSelection() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for path in [
      "b.animsim", "Z.animsim", "sub/a.animsim", ".hidden/x.animsim", ".dot.animsim", "n.txt",
      "sub/deeper/c.animsim", "animsim",
    ] {
      try folder.write(path, "screen 10x10\n")
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/loop", withDestinationPath: folder.path)
    let selection = try FileSelection(
      [folder.path, folder.path + "/b.animsim", "missing.animsim"], extensions: ["animsim"],
      command: "check")
    // Byte order: "/" (0x2F) < "Z" (0x5A) < "b" (0x62) < "m" < "s"; the missing file is kept
    // (reported when read), hidden entries and the link back to the folder are skipped.
    let base = folder.path + "/"
    #expect(
      selection.files
        == [
          base + "Z.animsim", base + "b.animsim", base + "sub/a.animsim",
          base + "sub/deeper/c.animsim", "missing.animsim",
        ].sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(selection.includesFolder)
    let plain = try FileSelection(["b", "a", "b"], extensions: ["animsim"], command: "check")
    #expect(plain.files == ["a", "b"])
    #expect(!plain.includesFolder)
  }

  @Test("a folder without a matching file is a usage error")
  func emptyFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("notes/readme.md", "")
    #expect(throws: UsageError.self) {
      _ = try FileSelection([folder.path], extensions: ["storyboard", "xib"], command: "check-ib")
    }
  }
}

/// A folder under the temporary directory, removed by the test.
struct TemporaryFolder {
  /// Its path.
  let path: String

  /// Creates an empty folder with a unique name.
  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "animsim-batch-\(getpid())-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `relative` inside the folder, creating folders on the way.
  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Deletes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
