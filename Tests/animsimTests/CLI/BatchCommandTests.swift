import Foundation
import TestSupport
import Testing

@Suite("check and check-ib over folders, in parallel, in shards") struct BatchCommandTests {
  /// The scripts of Scenarios/, sorted by path (byte order).
  static let scenarios = [
    "anim-appkit-animator", "anim-fade-slide", "anim-interrupted", "anim-property-animator",
    "anim-spring",
    "anim-uikit-constraint", "env-device-safe-area", "env-device-stack", "ib-login",
    "runloop-layout-pass", "seed1-gray-views", "seed2-registration-form", "seed3-conflict",
    "seed4-scroll-pinned", "seed5-equal-spacing", "stack-collapsing-card",
  ].map { "Scenarios/\($0).animsim" }

  /// The files named on `PASS`/`FAIL`/`INVALID` lines, in order.
  private func verdictFiles(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard let first = words.first, ["PASS", "FAIL", "INVALID"].contains(first), words.count > 1
      else { return nil }
      return String(words[1])
    }
  }

  @Test("a folder is checked recursively, in path order, with a summary line")
  func folder() {
    let result = CommandRunner.run(["check", "Scenarios", "--jobs", "2"])
    #expect(result.status == 1, "seed3 fails its automatic conflict check")
    #expect(verdictFiles(result.stdoutText) == Self.scenarios)
    // 16 scripts, seed3 fails, its broken constraint is the one warning.
    #expect(
      result.stdoutText.hasSuffix("\n16 files: 15 passed, 1 failed, 0 invalid, 1 warning\n"))
    #expect(result.stderr.hasSuffix(" s (2 jobs)\n"))
    #expect(result.stderr.contains("animsim: check: 16 files in "))
  }

  @Test("stdout is byte-identical for any --jobs; stderr too but for the time line")
  func jobsDoNotChangeOutput() {
    let one = CommandRunner.run(["check", "Scenarios", "--jobs", "1"])
    #expect(one.status == 1)
    for jobs in ["2", "3", "16"] {
      let many = CommandRunner.run(["check", "Scenarios", "--jobs", jobs])
      #expect(many.status == one.status)
      #expect(many.stdout == one.stdout, "--jobs \(jobs)")
      #expect(
        many.stderr.split(separator: "\n").dropLast()
          == one.stderr.split(separator: "\n").dropLast(), "--jobs \(jobs)")
    }
  }

  @Test("check-ib over a part of the corpus: the same output with 1 and 2 jobs")
  func checkIBJobs() throws {
    guard let corpus = IBTestSupport.corpusFiles else {
      print("SKIPPED checkIBJobs: ../shared/ib-corpus is missing")
      return
    }
    // A third of the corpus keeps the debug-build test short; every document of it goes
    // through the XML parser and the layout on two threads at once.
    let arguments = ["check-ib", corpus.path, "--shard", "1/3"]
    let one = CommandRunner.run(arguments + ["--jobs", "1"], timeout: 120)
    let two = CommandRunner.run(arguments + ["--jobs", "2"], timeout: 120)
    #expect(one.status != nil && one.status == two.status)
    #expect(one.stdout == two.stdout)
    #expect(
      one.stderr.split(separator: "\n").dropLast() == two.stderr.split(separator: "\n").dropLast())
    let lines = one.stdoutText.split(separator: "\n")
    #expect(lines.count >= 10)
    #expect(lines.last?.hasPrefix("shard 1/3: ") == true)
  }

  @Test("the shards of N split the files: each in exactly one, by FNV-1a of its path mod N")
  func shards() {
    var seen: [String] = []
    var statuses: [Int32?] = []
    for index in 1...3 {
      let result = CommandRunner.run(["check", "Scenarios", "--shard", "\(index)/3"])
      statuses.append(result.status)
      let files = verdictFiles(result.stdoutText)
      seen += files
      #expect(
        result.stdoutText.split(separator: "\n").last?.hasPrefix("shard \(index)/3: ") == true)
      if index == 1 {
        // FNV-1a 64 of each path mod 3 (computed by hand with the reference algorithm:
        // offset basis 0xcbf29ce484222325, prime 0x100000001b3) is 0 for exactly these.
        #expect(
          files == [
            "Scenarios/anim-uikit-constraint.animsim", "Scenarios/env-device-safe-area.animsim",
            "Scenarios/env-device-stack.animsim", "Scenarios/runloop-layout-pass.animsim",
            "Scenarios/seed3-conflict.animsim",
          ])
      }
      if index == 3 {
        #expect(
          files == [
            "Scenarios/anim-appkit-animator.animsim", "Scenarios/seed4-scroll-pinned.animsim",
          ])
      }
    }
    #expect(seen.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } == Self.scenarios)
    // Only shard 1 holds seed3, the failing script.
    #expect(statuses == [1, 0, 0])
  }

  @Test("an empty shard says so, writes empty reports and exits 0")
  func emptyShard() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = folder.path + "/junit.xml"
    // FNV-1a("Scenarios/seed1-gray-views.animsim") = 0x7d46761caf11a478, 0 mod 4: shard 1/4.
    let result = CommandRunner.run([
      "check", "Scenarios/seed1-gray-views.animsim", "--shard", "2/4", "--report",
      "junit=\(report)",
    ])
    #expect(result.status == 0)
    #expect(result.stdoutText == "no files in shard 2/4 (1 file selected in all)\n")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: report)))
    let root = try #require(ParsedXML.parse(bytes))
    #expect(validateJUnit(root) == 0)
    #expect(root.attributes["tests"] == "0")
    #expect(root.children.isEmpty)
    let own = CommandRunner.run(["check", "Scenarios/seed1-gray-views.animsim", "--shard", "1/4"])
    #expect(own.status == 0)
    #expect(
      own.stdoutText.hasSuffix("shard 1/4: 1 file: 1 passed, 0 failed, 0 invalid, 0 warnings\n"))
  }

  @Test("one file named directly prints what it always did: no summary, no time")
  func singleFile() {
    let result = CommandRunner.run(["check", "Scenarios/seed1-gray-views.animsim"])
    #expect(result.status == 0)
    #expect(result.stdoutText == "PASS Scenarios/seed1-gray-views.animsim (16 checks, 31 frames)\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("check-ib accepts a folder: *.storyboard and *.xib below it")
  func checkIBFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let login = try String(contentsOfFile: "Scenarios/ib/Login.storyboard", encoding: .utf8)
    try folder.write("b/Login.storyboard", login)
    try folder.write("a/Copy.xib", "<document>\n<objects>\n<view></objects>\n")
    try folder.write("a/notes.md", "not a document\n")
    let result = CommandRunner.run(["check-ib", folder.path])
    #expect(result.status == 2, "the malformed xib is invalid")
    #expect(
      result.stdoutText == "\(folder.path)/b/Login.storyboard: 1 scene(s), 0 issue(s) on "
        + "the Interface Builder canvas of toolsVersion 21701\n"
        + "2 files: 1 passed, 0 failed, 1 invalid, 0 warnings\n")
    #expect(result.stderr.contains("\(folder.path)/a/Copy.xib:3:"))
  }

  @Test(
    "bad batch options and empty folders are usage errors (exit 64)",
    arguments: [
      (["check", "Scenarios", "--jobs", "0"], "invalid value '0' for '--jobs'"),
      (["check", "Scenarios", "--jobs", "two"], "invalid value 'two' for '--jobs'"),
      (["check", "Scenarios", "--shard", "0/3"], "invalid value '0/3' for '--shard'"),
      (["check", "Scenarios", "--shard", "4/3"], "expected K/N with 1 <= K <= N <= 10000"),
      (["check-ib", "Scenarios/ib", "--shard", "1-3"], "invalid value '1-3' for '--shard'"),
      (["check", "Scenarios", "--report", "junti=a.xml"], "did you mean 'junit'?"),
      (["check", "Scenarios", "--report", "junit"], "expected FORMAT=FILE"),
      (["check", "Scenarios", "--report", "sarif="], "expected a file after '='"),
      (
        ["check", "Scenarios", "--report", "junit=a", "--report", "sarif=a"],
        "'--report junit=a' cannot be combined with '--report sarif=a'"
      ),
      (["check", "Scenarios/ib"], "no *.animsim file in folder 'Scenarios/ib'"),
      (["check-ib", "Sources/Solver"], "no *.storyboard or *.xib file in folder 'Sources/Solver'"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], message: String) {
    let result = CommandRunner.run(arguments)
    #expect(result.status == 64, "\(arguments)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains("usage: animsim \(arguments[0]) PATH…"))
    #expect(result.stdout.isEmpty)
  }

  @Test("a report path that is a folder fails before anything is checked")
  func reportToFolder() {
    let result = CommandRunner.run(["check", "Scenarios", "--report", "junit=Scenarios"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "animsim: error: cannot write 'Scenarios': it is a directory (give a file path)\n")
    #expect(result.stdout.isEmpty)
  }
}
