// libFuzzer entry point for the Interface Builder reader and scene layout, with XML-aware
// mutations of storyboards and xibs. Built only with ANIMSIM_FUZZ=1 and
// -sanitize=fuzzer,address: see Fuzz/fuzz.sh and docs/fuzzing.md.
import Diagnostics
import Foundation
import FuzzDriver
import InterfaceBuilder
import Layout

/// The most scenes of one input laid out (each in both modes), so one input takes
/// milliseconds and libFuzzer's timeout means a hang.
private let sceneLimit = 4

/// Reads the input as a document; each scene of a document that reads is laid out on the
/// canvas and at runtime and imported as a script.
///
/// Invariants checked besides "no trap, no sanitizer report": an unreadable document's error
/// and every warning point at a line of the input (or the line after the last) and render.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceFile(name: "fuzz.storyboard", bytes: bytes)
  let document: IBDocument
  do {
    document = try IBReader.read(Data(bytes), file: "fuzz.storyboard")
  } catch {
    check([error], in: source)
    return 0
  }
  check(document.warnings, in: source)
  for scene in document.scenes.prefix(sceneLimit) {
    for mode in [IBLayoutMode.canvas, .runtime] {
      let layout = IBSceneLayout(
        document: document, scene: scene, options: IBLayoutOptions(mode: mode))
      layout.engine.layoutIfNeeded()
      if mode == .runtime { _ = layout.scenarioScript() }
    }
  }
  return 0
}

private func check(_ diagnostics: [IBDiagnostic], in source: SourceFile) {
  for diagnostic in diagnostics {
    precondition(
      diagnostic.line >= 0 && diagnostic.line <= source.lines.count + 1,
      "diagnostic outside the file: \(diagnostic)")
    precondition(!diagnostic.rendered(source: source).isEmpty)
  }
}

/// XML-aware mutations, so that most inputs stay documents the reader gets past: a random
/// attribute value replaced by a value chosen to stress the reader and the layout (empty,
/// negative, huge, not a number, another element's id), an element deleted or duplicated;
/// otherwise libFuzzer's byte mutations (`LLVMFuzzerMutate`).
@_cdecl("LLVMFuzzerCustomMutator")
public func mutateInterfaceBuilder(
  _ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32
) -> Int {
  guard let data else { return 0 }
  var random = SplitMix(seed: UInt64(seed))
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let mutated: Bool
  switch random.next() % 4 {
  case 0: mutated = XMLMutation.replaceAttributeValue(in: &bytes, random: &random)
  case 1: mutated = XMLMutation.deleteElement(in: &bytes, random: &random)
  case 2: mutated = XMLMutation.duplicateElement(in: &bytes, random: &random)
  default: mutated = false
  }
  if !mutated || bytes.count > maxSize {
    return libFuzzerMutate(data, size, maxSize)
  }
  for (index, byte) in bytes.enumerated() { data[index] = byte }
  return bytes.count
}

/// `size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize)`: libFuzzer's own
/// mutation, for a custom mutator to fall back on.
@_silgen_name("LLVMFuzzerMutate")
private func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int)
  -> Int

/// The program's entry point: libFuzzer's driver, calling `fuzzInterfaceBuilder` per input.
@main
enum IBFuzzerMain {
  static func main() {
    runLibFuzzer({ fuzzInterfaceBuilder($0, $1) })
  }
}
