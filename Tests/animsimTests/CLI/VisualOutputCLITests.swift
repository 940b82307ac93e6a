import Foundation
import Testing

@Suite("Visual outputs through the built CLI") struct VisualOutputCLITests {
  @Test("--scale auto fits the drawing to COLUMNS (or the terminal, or 80)")
  func scaleAuto() {
    let result = CommandRunner.run(
      ["run", "Scenarios/seed1-gray-views.animsim", "--format", "ascii", "--scale", "auto"])
    #expect(result.status == 0)
    let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) } ?? 80
    let lines = result.stdoutText.split(separator: "\n")
    // Each frame's first grid line is root's top edge. The child's standard output is a
    // file, not a terminal, so the width is COLUMNS when set, else 80: exactly that wide,
    // portrait (320 points) and landscape (568) alike.
    let tops = lines.filter { $0.hasPrefix("+root") }
    #expect(tops.count == 31)
    #expect(tops.allSatisfy { $0.count == max(columns, 2) })
  }

  @Test("--scale takes a number or auto")
  func scaleValues() {
    let bad = CommandRunner.run(
      ["run", "Scenarios/seed1-gray-views.animsim", "--format", "ascii", "--scale", "big"])
    #expect(bad.status == 64)
  }
}
