import Foundation
import Testing

/// The command line's answers to what a new user tried (issue 22).
@Suite struct NewUserCLITests {
  @Test func shortOptionGetsTheLongOneSuggested() {
    let result = CommandRunner.run(["run", "Scenarios/seed1-gray-views.animsim", "-f", "csv"])
    #expect(result.status == 64)
    // `run`'s options in order: --format comes first of those starting with --f.
    #expect(result.stderr.contains("unknown option '-f'. Did you mean '--format'?"))
    let single = CommandRunner.run(["run", "Scenarios/seed1-gray-views.animsim", "-fps", "30"])
    #expect(single.stderr.contains("unknown option '-fps'. Did you mean '--fps'?"))
  }

  @Test func layoutRefusesOptionsForTheOtherKindOfFile() {
    let script = CommandRunner.run(["layout", "Scenarios/seed1-gray-views.animsim", "--scene", "X"])
    #expect(script.status == 64)
    #expect(script.stderr.contains("'--scene' applies to a .storyboard or .xib only"))
    #expect(script.stdoutText.isEmpty)
    let document = CommandRunner.run(["layout", "Scenarios/ib/Login.storyboard", "--at", "1"])
    #expect(document.status == 64)
    #expect(document.stderr.contains("'--at' applies to a script only"))
  }

  @Test func explainQuotesTheConstraintAsWritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.path + "/quote.animsim"
    // Two required constraints on card.top conflict; both are quoted as written: the guide
    // `.safeArea` and the spacing are kept.
    try Data(
      """
      device iPhone15Pro
      view card
      constrain card.top == root.safeArea.top
      constrain card.top  ==  root.top + 100
      constrain card.left == root.left
      constrain card.width == 10
      constrain card.height == 10

      """.utf8
    ).write(to: URL(fileURLWithPath: file))
    let result = CommandRunner.run(["explain", file])
    #expect(
      result.stdoutText.contains("from the constraint `card.top == root.safeArea.top` (line 3)"))
    #expect(
      result.stdoutText.contains("from the constraint `card.top  ==  root.top + 100` (line 4)"))
  }
}
