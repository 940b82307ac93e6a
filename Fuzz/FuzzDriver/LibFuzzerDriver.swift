// The entry point both libFuzzer targets share. Built only with ANIMSIM_FUZZ=1: see
// Fuzz/fuzz.sh and docs/fuzzing.md.
import Foundation

/// One fuzz input: libFuzzer's `LLVMFuzzerTestOneInput` signature (bytes, count; returns 0).
public typealias FuzzInputHandler = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// Hands the command line to libFuzzer's driver, which calls `handler` once per input, and
/// exits with the driver's status.
///
/// SwiftPM links an executable with `main` renamed to `<module>_main` (so tests can link
/// executables), which hides the `main` of libFuzzer's runtime; this calls the driver that
/// `main` would have called, `LLVMFuzzerRunDriver` (libFuzzer's documented API for a
/// program with its own `main`, https://llvm.org/docs/LibFuzzer.html).
public func runLibFuzzer(_ handler: FuzzInputHandler) -> Never {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  exit(libFuzzerDriver(&argc, &argv, handler))
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`
/// from libFuzzer's runtime (linked by `-sanitize=fuzzer`); pointer and integer arguments
/// pass in the same registers under Swift's and C's conventions on x86-64 and arm64.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: FuzzInputHandler
) -> Int32
