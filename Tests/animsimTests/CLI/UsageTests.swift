import Foundation
import Testing

@Suite("Command line usage") struct UsageTests {
  @Test("--version and --help")
  func versionAndHelp() {
    let version = CommandRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdoutText.hasPrefix("animsim "))
    let help = CommandRunner.run(["--help"])
    #expect(help.status == 0)
    for command in ["run", "check", "layout", "explain", "diff"] {
      #expect(help.stdoutText.contains("  \(command) "), "overview lists \(command)")
      let commandHelp = CommandRunner.run([command, "--help"])
      #expect(commandHelp.status == 0)
      #expect(commandHelp.stdoutText.contains("usage: animsim \(command)"))
    }
  }

  @Test(
    "usage errors exit 64 with a hint",
    arguments: [
      ([], "missing command"),
      (["rnu"], "unknown command 'rnu'. Did you mean 'run'?"),
      (
        ["run", "Scenarios/seed1-gray-views.animsim", "--fromat", "csv"],
        "unknown option '--fromat'. Did you mean '--format'?"
      ),
      (
        ["run", "Scenarios/seed1-gray-views.animsim", "--format", "xml"],
        "invalid value 'xml' for '--format': expected one of csv, ascii, json"
      ),
      (
        ["run", "Scenarios/seed1-gray-views.animsim", "--fps", "0"], "invalid value '0' for '--fps'"
      ),
      (["run", "Scenarios/seed1-gray-views.animsim", "--fps"], "option '--fps' needs a value"),
      (
        ["run", "Scenarios/seed1-gray-views.animsim", "--from", "1", "--to", "0.5"],
        "invalid value '0.5' for '--to'"
      ),
      (
        ["run", "Scenarios/seed1-gray-views.animsim", "--views", "a,,b"],
        "invalid value 'a,,b' for '--views'"
      ),
      (
        ["run", "Scenarios/seed1-gray-views.animsim", "--realtime=yes"],
        "option '--realtime' takes no value"
      ),
      (["run"], "missing argument"),
      (["run", "a", "b"], "unexpected argument 'b'"),
      (["check"], "missing argument"),
      (
        ["layout", "Scenarios/seed1-gray-views.animsim", "--at", "soon"],
        "invalid value 'soon' for '--at'"
      ),
      (["diff", "a.csv"], "missing argument"),
      (["diff", "a.csv", "b.csv", "--tolerance", "-1"], "invalid value '-1' for '--tolerance'"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], message: String) {
    let result = CommandRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains("animsim: error: " + message), "\(result.stderr)")
    #expect(result.stderr.contains("usage: animsim"))
    #expect(result.stdout.isEmpty)
  }

  @Test("diff: identical files, a divergence, and a malformed file")
  func diff() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-diff-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let header = "frame,time,view,x,y,width,height,window_x,window_y\n"
    let a = directory.appendingPathComponent("a.csv").path
    let b = directory.appendingPathComponent("b.csv").path
    let bad = directory.appendingPathComponent("bad.csv").path
    try
      (header + "0,0,root,0,0,320,568,0,0\n0,0,box,20,20,100,100,20,20\n"
      + "1,0.017,box,21,20,100,100,21,20\n").write(toFile: a, atomically: false, encoding: .utf8)
    try
      (header + "0,0,root,0,0,320,568,0,0\n0,0,box,20,20,100,100,20,20\n"
      + "1,0.017,box,22.5,20,100,100,22.5,20\n").write(
        toFile: b, atomically: false, encoding: .utf8)
    try (header + "0,0,\"root\n").write(toFile: bad, atomically: false, encoding: .utf8)

    let same = CommandRunner.run(["diff", a, a])
    #expect(same.status == 0)
    let different = CommandRunner.run(["diff", a, b])
    #expect(different.status == 1)
    #expect(
      different.stdoutText
        == "box: frame 1 (t=0.017): x 21 -> 22.5, window_x 21 -> 22.5\n1 view differs\n")
    let tolerant = CommandRunner.run(["diff", a, b, "--tolerance", "2"])
    #expect(tolerant.status == 0)
    let malformed = CommandRunner.run(["diff", a, bad])
    #expect(malformed.status == 1)
    #expect(malformed.stderr.contains("bad.csv:2:5: error: unterminated quoted field"))
  }
}
