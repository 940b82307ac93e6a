import Diagnostics
import TestSupport
import Testing

@testable import Scenario

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
    var diagnostics: [ScenarioDiagnostic] = []
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

  /// A random but valid script: fixed views and ids, random constraints and actions with
  /// numbers at the edges of their ranges, every curve, relayout, repeats and delays.
  private static func generatedScript(_ rng: inout SplitMix64) -> String {
    func n(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    let numbers = ["0", "1", "0.5", "-20", "100", "250", "999999", "0.001", "3600", "1000"]
    let views = ["a", "b", "c", "sv", "g"]
    var s = "screen \(n(1...800))x\(n(1...800))\nfps \(n(1...120))\n"
    if n(0...1) == 0 { s += "interruption \(["additive", "from-current", "replace"][n(0...2)])\n" }
    if n(0...1) == 0 { s += "spacing margins\n" }
    if n(0...1) == 0 { s += "direction rtl\n" }
    s += "view a\nview b in a\nscrollview sv\nview c in sv\nguide g\n"
    s += "constrain k0: a.width == 50 @500\nconstrain k1: b.height == 20 @600\n"
    s += "constrain k2: c.left == sv.left + 3 @700\nconstrain k3: g.width == a.width @999\n"
    for _ in 0..<n(0...8) {
      let v = views[n(0...4)]
      let w = views[n(0...4)]
      switch n(0...6) {
      case 0: s += "constrain \"H:|-\(n(0...50))-[\(v)(\(n(0...300)))]\"\n"
      case 1: s += "constrain \"V:|-[\(v)(>=\(n(0...300))@\(n(1...1000)))]-|\"\n"
      case 2: s += "constrain \(v).width == \(numbers[n(0...9)]) * \(w).height + \(n(0...9))\n"
      case 3: s += "constrain \(v).leading == \(w).trailing - \(n(0...9)) @\(n(1...1000))\n"
      case 4: s += "constrain \(v).centerY == \(w).centerY\n"
      case 5: s += "constrain \"H:[\(v)][\(w)]\" align top\n"
      default: s += "constrain \(v).height >= \(numbers[n(0...9)])\n"
      }
    }
    for _ in 0..<n(0...10) {
      switch n(0...9) {
      case 0: s += "layout\n"
      case 1: s += "wait \(["0", "0.05", "0.3", "1", "16ms"][n(0...4)])\n"
      case 2: s += "set k\(n(0...3)).constant = \(numbers[n(0...9)])\n"
      case 3: s += "set k\(n(0...3)).priority = \(n(1...999))\n"
      case 4: s += "deactivate k\(n(0...3))\nactivate k\(n(0...3))\n"
      case 5: s += "screen \(n(1...900))x\(n(1...900))\n"
      case 6: s += "scroll sv to \(n(-50...500)),\(n(-50...500))\n"
      case 7:
        let curves = [
          "linear", "spring(damping: 0.3, velocity: 5)",
          "spring(mass: 2, stiffness: 50, damping: 3)", "steps(3)", "cubic(0.1,2,0.9,-1)", "",
        ]
        s += "animate \(["0", "0.2", "1"][n(0...2)]) \(curves[n(0...5)])"
        s += n(0...1) == 0 ? " relayout" : ""
        s += n(0...1) == 0 ? " repeat 1.5 autoreverse" : ""
        s += " delay \(["0", "0.1"][n(0...1)]) {\n"
        s += "set k\(n(0...3)).constant = \(numbers[n(0...9)])\n"
        s += "screen \(n(1...900))x\(n(1...900))\n}\n"
      case 8:
        s += "expect a.frame == 1,2,3,4 at \(["end", "0.1", "0.7"][n(0...2)])\n"
        s += "expect always a inside root\n"
      default: s += "set a.intrinsic = \(n(0...99))x-\n"
      }
    }
    return s
  }

  @Test func generatedValidScripts() throws {
    var rng = SplitMix64(state: 0x5EED_0003)
    for round in 0..<150 {
      let text = Self.generatedScript(&rng)
      let source = SourceFile(name: "generated", text: text)
      do {
        let scenario = try CompiledScenario.compile(source)
        let times: [Double]? = round % 4 == 0 ? [0, 0.123, 0.5, 2] : nil
        let sink = RecordingSink()
        let result = try ScenarioRunner(
          scenario, options: RunOptions(sampleTimes: times, maximumFrames: 20_000)
        ).run(into: sink)
        #expect(sink.began == 1 && sink.finished == 1)
        #expect(result.frameCount == sink.frames.count)
      } catch {
        Issue.record("round \(round):\n\(error.diagnostics.rendered(source: source))\n\(text)")
      }
    }
  }
}
