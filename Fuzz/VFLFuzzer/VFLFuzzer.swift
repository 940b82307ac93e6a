// libFuzzer entry point for the visual format parser and lowering. Built only with
// ANIMSIM_FUZZ=1 and -sanitize=fuzzer,address: see Fuzz/fuzz.sh and docs/fuzzing.md.
import Foundation
import FuzzDriver
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

/// The program's entry point: libFuzzer's driver, calling `fuzzVisualFormat` per input.
@main
enum VFLFuzzerMain {
  static func main() {
    runLibFuzzer({ fuzzVisualFormat($0, $1) })
  }
}
