import Foundation
import Testing

@Suite("animsim run: printed-time selection and appearance columns") struct MotionCLITests {
  private let file = "Scenarios/anim-spring.animsim"

  @Test("--from T --to T selects the frame printed as T")
  func printedTimeSelection() {
    // anim-spring samples at 60 fps: frame 17 is at 0.28333… s, printed 0.283.
    let result = CommandRunner.run(["run", file, "--from", "0.283", "--to", "0.283"])
    #expect(result.status == 0)
    let rows = result.stdoutText.split(separator: "\n").dropFirst()
    #expect(!rows.isEmpty && rows.allSatisfy { $0.hasPrefix("17,0.283,") })
    #expect(result.stderr.isEmpty)
  }

  @Test("an empty selection warns on stderr")
  func emptySelection() {
    let result = CommandRunner.run(["run", file, "--from", "0.29", "--to", "0.295"])
    #expect(result.status == 0)
    #expect(result.stdoutText == "frame,time,view,x,y,width,height,window_x,window_y\n")
    #expect(
      result.stderr.hasPrefix("animsim: warning: --from 0.29 --to 0.295 selects no frame; the ")
    )
    #expect(result.stderr.contains("frames run from t=0 to t="))
  }

  @Test("--columns takes groups in the order given, each once")
  func columns() {
    let result = CommandRunner.run(["run", file, "--columns", "visual,alpha", "--to", "0"])
    #expect(result.status == 0)
    let header = result.stdoutText.split(separator: "\n").first.map(String.init)
    #expect(
      header
        == "frame,time,view,x,y,width,height,window_x,window_y,visual_x,visual_y,visual_width,"
        + "visual_height,alpha")
    let repeated = CommandRunner.run(["run", file, "--columns", "alpha,alpha"])
    #expect(repeated.status == 64)
    #expect(repeated.stderr.contains("each once"))
    let unknown = CommandRunner.run(["run", file, "--columns", "alpah"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("did you mean 'alpha'?"))
  }
}
