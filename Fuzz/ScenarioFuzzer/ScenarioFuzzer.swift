// libFuzzer entry point for the scenario compiler (and a short run of what compiles).
// Built only with ANIMSIM_FUZZ=1 and -sanitize=fuzzer,address: see Fuzz/fuzz.sh and
// docs/fuzzing.md.
import Diagnostics
import Foundation
import FrameOutput
import FuzzDriver
import Scenario

/// The most frames a fuzzed script may run (a few seconds of timeline at 60 fps), so one
/// input takes milliseconds and libFuzzer's timeout means a hang, not a long animation.
private let frameLimit = 240

/// Compiles the input as a script; a script that compiles also runs (frames discarded).
///
/// Invariants checked besides "no trap, no sanitizer report": an invalid script has at
/// least one error, every diagnostic points at a line of the file (or the line after the
/// last, for "unexpected end of file"), and rendering them works.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let source = SourceFile(
    name: "fuzz.animsim", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
  let scenario: CompiledScenario
  do {
    scenario = try CompiledScenario.compile(source)
  } catch {
    check(error.diagnostics, in: source, expectError: true)
    return 0
  }
  let sink = CSVFrameSink(output: ByteBuffer(sink: DiscardingByteSink()))
  do {
    let result = try ScenarioRunner(scenario, options: RunOptions(maximumFrames: frameLimit))
      .run(into: sink)
    check(result.warnings, in: source, expectError: false)
  } catch {
    check(error.diagnostics, in: source, expectError: true)
  }
  return 0
}

private func check(_ diagnostics: [ScenarioDiagnostic], in source: SourceFile, expectError: Bool) {
  if expectError {
    precondition(diagnostics.contains { $0.severity == .error }, "a failure without an error")
  }
  for diagnostic in diagnostics {
    precondition(
      diagnostic.line >= 1 && diagnostic.line <= source.lines.count + 1,
      "diagnostic outside the file: \(diagnostic)")
  }
  precondition(diagnostics.isEmpty || !diagnostics.rendered(source: source).isEmpty)
}

/// The program's entry point: libFuzzer's driver, calling `fuzzScenario` per input.
@main
enum ScenarioFuzzerMain {
  static func main() {
    runLibFuzzer({ fuzzScenario($0, $1) })
  }
}
