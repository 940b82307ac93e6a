import Foundation
import Testing

@Suite("Hidden and removed views in run's outputs")
struct VisibilityOutputTests {
  private let file = "Scenarios/stack-collapsing-card.animsim"

  @Test("--columns hidden appends hidden and detached; the default header is the contract's")
  func csvColumns() {
    let plain = CommandRunner.run(["run", file])
    #expect(plain.stdoutText.hasPrefix("frame,time,view,x,y,width,height,window_x,window_y\n"))
    let flagged = CommandRunner.run(["run", file, "--columns", "hidden"])
    #expect(flagged.status == 0)
    let lines = flagged.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.first == "frame,time,view,x,y,width,height,window_x,window_y,hidden,detached")
    // The flag is the presented one: `details`, hidden by the animate at t = 0, stays drawn
    // while it collapses (12 of 24 points tall at 0.2 s, frame 12, y = 38) and is shown again
    // at 0.4 s, so it never reads hidden. `pay`, hidden by the 0.3 s animate at 0.4 s, reads
    // hidden from the frame where that collapse finishes (0.7 s, frame 42), not before.
    #expect(lines.contains("0,0,details,8,40,272,24,24,80,0,0"))
    #expect(lines.contains("0,0,title,8,8,272,24,24,48,0,0"))
    #expect(lines.contains("12,0.2,details,8,38,272,12,24,78,0,0"))
    #expect(lines.contains("41,0.683,pay,271.223,0,0.777,30,295.223,111.809,0,0"))
    #expect(lines.contains("42,0.7,pay,272,0,0,30,296,112,1,0"))
    // The same rows, without the two columns, as the plain output.
    let stripped = lines.dropFirst().map {
      $0.split(separator: ",").dropLast(2).joined(separator: ",")
    }
    #expect(stripped == plain.stdoutText.split(separator: "\n").dropFirst().map(String.init))
  }

  @Test("--columns needs CSV and a known value")
  func columnsUsage() {
    #expect(
      CommandRunner.run(["run", file, "--columns", "hidden", "--format", "json"]).status == 64)
    #expect(CommandRunner.run(["run", file, "--columns", "hiden"]).status == 64)
  }

  @Test("JSON marks hidden views only while hidden")
  func json() throws {
    let result = CommandRunner.run(["run", file, "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
    let frames = try #require(document["frames"] as? [[String: Any]])
    func flag(_ frame: Int, _ name: String) -> Bool? {
      let views = frames[frame]["views"] as? [[String: Any]]
      return views?.first { $0["view"] as? String == name }?["hidden"] as? Bool
    }
    // Collapsing views stay drawn until their animation ends: details (collapsing from 0 s,
    // shown again at 0.4 s) never reads hidden; pay (collapsing from 0.4 s for 0.3 s) reads
    // hidden from frame 42 (0.7 s) on.
    #expect(flag(0, "details") == nil)
    #expect(flag(0, "title") == nil)
    #expect(flag(41, "pay") == nil)
    #expect(flag(42, "details") == nil)
    #expect(flag(42, "pay") == true)
  }
}
