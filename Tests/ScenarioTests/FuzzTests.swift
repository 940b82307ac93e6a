import Testing

@testable import Scenario

/// A small seeded generator (SplitMix64), so every fuzz run is reproducible.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Runs parse → validate → run on random input: nothing may trap or hang, and every
/// diagnostic must point at a real line and a column within it (or just past its end).
@Suite struct FuzzTests {
  static let fragments = [
    "animate 1 {", "}", "wait 0.1", "layout", "screen 568x320", "expect no-conflicts",
    "set x.constant = 5", "deactivate x", "activate x", "\"", "{", "@", "-", "1e5", "ms",
    "constrain \"H:|-[a]-|\"", "view a", "guide g", "repeat", "spring(", ")", ",", "#",
    "\\", "é", "\t", "  ", "9999999999999999999999", "0x0", "-x-", "at end", "within",
  ]

  private func check(_ bytes: [UInt8], _ label: String) {
    let source = SourceFile(name: "fuzz", bytes: bytes)
    var diagnostics: [Diagnostic] = []
    do {
      let scenario = try CompiledScenario.compile(source)
      let result = try ScenarioRunner(scenario, options: RunOptions(maximumFrames: 3000))
        .run(into: RecordingSink())
      diagnostics = result.warnings
    } catch {
      diagnostics = error.diagnostics
      #expect(!diagnostics.isEmpty, "an error without diagnostics: \(label)")
    }
    for d in diagnostics {
      let lineOK = d.line >= 1 && d.line <= max(source.lines.count, 1)
      #expect(lineOK, "line \(d.line) of \(source.lines.count): \(d) in \(label)")
      if lineOK {
        let length = source.lines.isEmpty ? 0 : source.lines[d.line - 1].count
        #expect(
          d.column >= 1 && d.column <= length + 1, "column out of line: \(d) in \(label)")
      }
      _ = d.rendered(source: source)
    }
  }

  @Test func randomBytes() {
    var rng = SplitMix64(state: 0x5EED_0001)
    for round in 0..<300 {
      let count = Int.random(in: 0...160, using: &rng)
      var bytes: [UInt8] = []
      for _ in 0..<count {
        // Mostly printable ASCII and newlines, sometimes anything.
        let roll = Int.random(in: 0..<10, using: &rng)
        if roll == 0 {
          bytes.append(UInt8.random(in: 0...255, using: &rng))
        } else if roll == 1 {
          bytes.append(10)
        } else {
          bytes.append(UInt8.random(in: 32...126, using: &rng))
        }
      }
      check(bytes, "random bytes round \(round)")
    }
  }

  @Test func mutatedSamples() {
    var rng = SplitMix64(state: 0x5EED_0002)
    for round in 0..<240 {
      let sample = SampleScripts.all[round % SampleScripts.all.count]
      var lines = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let mutations = Int.random(in: 1...4, using: &rng)
      for _ in 0..<mutations {
        guard !lines.isEmpty else { break }
        let i = Int.random(in: 0..<lines.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: lines.remove(at: i)
        case 1: lines.insert(lines[Int.random(in: 0..<lines.count, using: &rng)], at: i)
        case 2: lines.insert(Self.fragments.randomElement(using: &rng) ?? "", at: i)
        case 3:
          var scalars = Array(lines[i].unicodeScalars)
          if !scalars.isEmpty {
            scalars.remove(at: Int.random(in: 0..<scalars.count, using: &rng))
          }
          lines[i] = String(String.UnicodeScalarView(scalars))
        case 4:
          var scalars = Array(lines[i].unicodeScalars)
          let fragment = Self.fragments.randomElement(using: &rng) ?? ""
          let at = Int.random(in: 0...scalars.count, using: &rng)
          scalars.insert(contentsOf: fragment.unicodeScalars, at: at)
          lines[i] = String(String.UnicodeScalarView(scalars))
        default:
          lines.swapAt(i, Int.random(in: 0..<lines.count, using: &rng))
        }
      }
      check(Array(lines.joined(separator: "\n").utf8), "mutation round \(round)")
    }
  }

  static let hostile = [
    "", "\n\n\n", "}", "{", "animate 1 {", "\"", "screen 320x568\nanimate 1 {\nanimate 1 {\n",
    String(repeating: "animate 1 {\n", count: 2000),
    "screen 320x568\n" + String(repeating: "wait 3600\n", count: 10),
    "screen 100000x100000\nfps 1000\nwait 3600",
    "screen 320x568\nview a\nanimate 3600 spring(mass: 1000000, stiffness: 0.000001, damping: 0.000001) {\n}",
  ]

  @Test(arguments: hostile.indices)
  func hostileInputs(_ index: Int) {
    let text = Self.hostile[index]
    check(Array(text.utf8), "hostile input \(index)")
  }
}
