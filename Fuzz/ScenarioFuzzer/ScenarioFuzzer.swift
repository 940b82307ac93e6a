// libFuzzer entry point for the scenario compiler (and a short run of what compiles).
// Built only with ANIMSIM_FUZZ=1 and -sanitize=fuzzer,address: see Fuzz/fuzz.sh and
// docs/fuzzing.md.
import Foundation
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

private func check(_ diagnostics: [Diagnostic], in source: SourceFile, expectError: Bool) {
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

/// The program's entry point: hands the command line to libFuzzer's driver.
///
/// SwiftPM links an executable with `main` renamed to `<module>_main` (so tests can link
/// executables), which hides the `main` of libFuzzer's runtime; this entry point calls the
/// driver that `main` would have called, `LLVMFuzzerRunDriver` (libFuzzer's documented
/// API for a program with its own `main`, https://llvm.org/docs/LibFuzzer.html).
@main
enum ScenarioFuzzerMain {
  static func main() {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(libFuzzerDriver(&argc, &argv, { fuzzScenario($0, $1) }))
  }
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`
/// from libFuzzer's runtime (linked by `-sanitize=fuzzer`); pointer and integer arguments
/// pass in the same registers under Swift's and C's conventions on x86-64 and arm64.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
