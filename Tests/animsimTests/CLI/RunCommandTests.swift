import Foundation
import Testing

@Suite("animsim run options") struct RunCommandTests {
  private let file = "Scenarios/seed1-gray-views.animsim"

  private func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-run-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("--out writes the same bytes as stdout, atomically; a failed run leaves no file")
  func atomicOut() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.csv")
    let stdout = CommandRunner.run(["run", file])
    let written = CommandRunner.run(["run", file, "--out", target.path])
    #expect(written.status == 0)
    #expect(written.stdout.isEmpty)
    #expect(FileManager.default.contents(atPath: target.path).map { [UInt8]($0) } == stdout.stdout)

    let bad = directory.appendingPathComponent("bad.animsim")
    try "screen 320x568\nview a\nconstrain \"H:|-[b]-|\"\n".write(
      to: bad, atomically: false, encoding: .utf8)
    let failedTarget = directory.appendingPathComponent("failed.csv")
    let failed = CommandRunner.run(["run", bad.path, "--out", failedTarget.path])
    #expect(failed.status == 2)
    #expect(failed.stderr.contains("bad.animsim:3:"))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == ["bad.animsim", "out.csv"])

    let unwritable = CommandRunner.run(["run", file, "--out", "/nonexistent-dir/x.csv"])
    #expect(unwritable.status == 1)
    #expect(unwritable.stderr.contains("animsim: error: cannot write '/nonexistent-dir/x.csv'"))
  }

  @Test("a failed expect line: complete output, a one-line hint on stderr, exit 0; check exits 1")
  func failedExpectation() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("wrong.animsim")
    try
      "screen 320x568\nview a\nconstrain \"H:|-[a]-|\"\nconstrain \"V:|-[a(==10)]\"\nlayout\nexpect a.width == 300\n"
      .write(to: script, atomically: false, encoding: .utf8)
    let target = directory.appendingPathComponent("wrong.csv")
    let result = CommandRunner.run(["run", script.path, "--out", target.path])
    // `run` produces data, `check` judges it: status 0 and one hint line naming `check`.
    #expect(result.status == 0)
    #expect(result.stderr == "animsim: 1 expectation failed; use `animsim check \(script.path)`\n")
    let checked = CommandRunner.run(["check", script.path])
    #expect(checked.status == 1)
    #expect(checked.stdoutText.contains("wrong.animsim:6:1: expectation failed"))
    let written = try String(contentsOf: target, encoding: .utf8)
    #expect(
      written
        == "frame,time,view,x,y,width,height,window_x,window_y\n0,0,root,0,0,320,568,0,0\n0,0,a,20,20,280,10,20,20\n"
    )
  }

  @Test("--from, --to and --views select rows of the full output unchanged")
  func selection() {
    let full = CommandRunner.run(["run", file]).stdoutText.split(separator: "\n")
    let selected = CommandRunner.run([
      "run", file, "--from", "0.1", "--to", "200ms", "--views", "topButton,topGray",
    ])
    #expect(selected.status == 0)
    let expected =
      [full[0]]
      + full.dropFirst().filter { line in
        let fields = line.split(separator: ",")
        guard let frame = Int(fields[0]) else { return false }
        return (6...12).contains(frame) && ["root", "topGray", "topButton"].contains(fields[2])
      }
    #expect(selected.stdoutText.split(separator: "\n") == expected)
    let unknown = CommandRunner.run(["run", file, "--views", "topGrey"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("(did you mean 'topGray'?)"))
  }

  @Test("--fps overrides the script's rate; --crlf ends records with CRLF")
  func fpsAndCRLF() {
    let result = CommandRunner.run(["run", file, "--fps", "10", "--crlf"])
    #expect(result.status == 0)
    let records = result.stdoutText.components(separatedBy: "\r\n")
    #expect(records.first == "frame,time,view,x,y,width,height,window_x,window_y")
    #expect(records.dropFirst().first == "0,0,root,0,0,320,568,0,0")
    // 0.5 s at 10 fps: frames 0...5, five rows each, plus the header and the final empty.
    #expect(records.count == 1 + 6 * 5 + 1)
    #expect(records.contains("3,0.3,topGray,20,20,404,198,20,20"))
  }

  @Test("JSON output is valid JSON with views, frames and events", arguments: scenarioNames)
  func json(name: String) throws {
    let result = CommandRunner.run(["run", "Scenarios/\(name).animsim", "--format", "json"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout))
    let document = try #require(object as? [String: Any])
    let views = try #require(document["views"] as? [[String: Any]])
    let frames = try #require(document["frames"] as? [[String: Any]])
    #expect(document["events"] is [[String: Any]])
    #expect(views.first?["name"] as? String == "root")
    let csvRows =
      CommandRunner.run(["run", "Scenarios/\(name).animsim"]).stdoutText
      .split(separator: "\n").count - 1
    #expect(frames.count * views.count == csvRows)
  }

  @Test("layout --at and explain")
  func layoutAndExplain() {
    let layout = CommandRunner.run(["layout", file, "--at", "0.3"])
    #expect(layout.status == 0)
    #expect(layout.stdoutText.hasPrefix("t=0.3s  screen 444x444\n"))
    #expect(
      layout.stdoutText.contains("  topGray         20   20    404     198        20        20\n"))
    let explain = CommandRunner.run(["explain", "Scenarios/seed3-conflict.animsim"])
    #expect(explain.status == 0)
    #expect(explain.stdoutText.contains("Unable to simultaneously satisfy constraints."))
    #expect(explain.stdoutText.contains("(line 20)") && explain.stdoutText.contains("(line 21)"))
  }

  @Test("check: several files in path order, flags turn automatic checks off")
  func check() {
    // Given seed3 first: the files are sorted by path, so seed1 is reported first.
    let files = ["Scenarios/seed3-conflict.animsim", "Scenarios/seed1-gray-views.animsim"]
    let both = CommandRunner.run(["check"] + files)
    #expect(both.status == 1)
    let lines = both.stdoutText.split(separator: "\n")
    // seed3's one warning is its broken constraint.
    #expect(lines.last == "2 files: 1 passed, 1 failed, 0 invalid, 1 warning")
    #expect(lines.first == "PASS Scenarios/seed1-gray-views.animsim (16 checks, 31 frames)")
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "Scenarios/seed3-conflict.animsim:21:1: expectation failed") == true)
    let allowed = CommandRunner.run(["check", "--allow-conflicts"] + files)
    #expect(allowed.status == 0)
  }
}
