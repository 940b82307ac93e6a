import Foundation
import Testing

@Suite("Visual outputs of every scenario match their goldens") struct VisualGoldenTests {
  @Test(
    "run --format svg matches its snapshot and is the same bytes twice", arguments: scenarioNames)
  func svg(name: String) {
    let file = "Scenarios/\(name).animsim"
    let first = CommandRunner.run(["run", file, "--format", "svg"])
    #expect(first.signal == nil && !first.timedOut, "\(file) crashed or hung")
    #expect(first.stdoutText.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(first.stdoutText.hasSuffix("</svg>\n"))
    Snapshot.assertMatches(first.stdout, named: "\(name).svg")
    let second = CommandRunner.run(["run", file, "--format", "svg"])
    #expect(first.stdout == second.stdout)
  }
}

@Suite("HTML viewer of every scenario matches its golden") struct HTMLGoldenTests {
  @Test(
    "run --format html matches its snapshot and is the same bytes twice", arguments: scenarioNames)
  func html(name: String) {
    let file = "Scenarios/\(name).animsim"
    let first = CommandRunner.run(["run", file, "--format", "html"])
    #expect(first.signal == nil && !first.timedOut, "\(file) crashed or hung")
    #expect(first.stdoutText.hasPrefix("<!DOCTYPE html>"))
    #expect(first.stdoutText.hasSuffix("</html>\n"))
    Snapshot.assertMatches(first.stdout, named: "\(name).html")
    let second = CommandRunner.run(["run", file, "--format", "html"])
    #expect(first.stdout == second.stdout)
  }
}
