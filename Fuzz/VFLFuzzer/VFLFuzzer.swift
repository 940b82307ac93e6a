// libFuzzer entry point for the visual format parser and lowering. Built only with
// ANIMSIM_FUZZ=1 and -sanitize=fuzzer,address: see Fuzz/fuzz.sh and docs/fuzzing.md.
import Foundation
import Layout

/// The first byte picks the format options (Apple's alignment and direction bits), the rest
/// is the format string; valid formats are activated on a small tree and laid out.
///
/// Invariants checked besides "no trap, no sanitizer report": an error's offset lies within
/// the format (or at its end) and its description is not empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  guard size >= 1 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // Bits 1–7 (alignment, NSLayoutFormatAlignAll…) and 16–17 (direction) of the mask.
  let optionBits = UInt(bytes[0])
  let options = FormatOptions(rawValue: (optionBits & 0x3F) << 1 | (optionBits >> 6) << 16)
  let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  var views: [String: View] = ["root": engine.root]
  for name in ["a", "b", "c", "d"] {
    let view = View(name: name, kind: name == "d" ? .label : .view)
    view.translatesAutoresizingMaskIntoConstraints = false
    do throws(LayoutError) {
      try engine.root.addSubview(view)
    } catch {
      // A fresh view under the root: addSubview refuses only moves, cycles and guides.
      preconditionFailure("adding \(name): \(error)")
    }
    views[name] = view
  }
  let loose = View(name: "loose")
  views["loose"] = loose
  do {
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: ["m": 8, "p": 750, "big": 1e9],
      views: views)
    do {
      try LayoutConstraint.activate(constraints)
      engine.layoutIfNeeded()
    } catch {
      precondition(!error.description.isEmpty)
    }
  } catch {
    precondition(error.offset >= 0 && error.offset <= format.utf8.count + 1, "\(error)")
    precondition(!error.description.isEmpty)
  }
  return 0
}

/// The program's entry point: hands the command line to libFuzzer's driver.
///
/// SwiftPM links an executable with `main` renamed to `<module>_main` (so tests can link
/// executables), which hides the `main` of libFuzzer's runtime; this entry point calls the
/// driver that `main` would have called, `LLVMFuzzerRunDriver` (libFuzzer's documented
/// API for a program with its own `main`, https://llvm.org/docs/LibFuzzer.html).
@main
enum VFLFuzzerMain {
  static func main() {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(libFuzzerDriver(&argc, &argv, { fuzzVisualFormat($0, $1) }))
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
