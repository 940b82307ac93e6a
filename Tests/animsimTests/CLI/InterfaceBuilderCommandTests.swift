import Foundation
import Testing

@Suite struct InterfaceBuilderCommandTests {
  @Test func layoutPrintsCSVForAStoryboard() {
    let result = CommandRunner.run(["layout", "Scenarios/ib/Login.storyboard", "--format", "csv"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.first == "scene,id,view,x,y,width,height,window_x,window_y")
    // Root plus five views; the button sits at y = 280 (see IBSceneLayoutTests).
    #expect(lines.count == 7)
    #expect(lines.contains("LgS-c0-001,Lg4-bt-001,loginButton,16,280,343,44,16,280"))
    #expect(result.stderr.contains("4 view(s) from their saved frames"))
  }

  @Test func layoutMissingSceneIsExit2WithTheDocumentLine() {
    let result = CommandRunner.run(["layout", "Scenarios/ib/Login.storyboard", "--scene", "Nope"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "Login.storyboard:3:1: error: no scene or top-level view with id 'Nope'"))
    #expect(result.stderr.contains("hint: scenes: LgS-c0-001 (Login)"))
  }

  @Test func layoutMalformedDocumentIsExit2() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-bad-\(getpid()).storyboard")
    try Data("<document>\n<scenes>\n<scene></objects>\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = CommandRunner.run(["layout", url.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(":3:"))
    #expect(result.stderr.contains("malformed XML"))
    #expect(!result.stderr.contains("Fatal"))
  }
}
