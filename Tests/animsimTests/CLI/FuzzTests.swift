import Diagnostics
import Foundation
import Scenario
import TestSupport
import Testing

/// Seeded random mutations of the Scenarios, run through the built binary: invalid input
/// must exit 2 naming `file:line:col`, and no input may crash (a signal) or hang (a timeout).
@Suite("Fuzzing malformed scripts") struct FuzzTests {
  /// How many mutated scripts one `swift test` checks (bounded, so the suite stays quick).
  static let mutationCount = 150

  @Test("fixed malformed inputs exit 2 with file:line:col")
  func knownMalformed() throws {
    let cases: [(String, [UInt8])] = [
      ("empty", []),
      ("random-bytes", [0xFF, 0xFE, 0x00, 0x41, 0x0A, 0xC3, 0x28]),
      ("unterminated-string", Array("screen 320x568\nconstrain \"H:|-[a]-|\n".utf8)),
      ("unterminated-block", Array("screen 320x568\nview a\nanimate 0.3 {\n  layout\n".utf8)),
      ("unknown-name", Array("screen 320x568\nview a\nconstrain b.width == 10\n".utf8)),
      ("bad-number", Array("screen 320x568\nfps 60.5.5\n".utf8)),
      ("out-of-range", Array("screen 320x568\nfps 100000\n".utf8)),
      ("invalid-vfl", Array("screen 320x568\nview a\nconstrain \"H:|-[a\"\n".utf8)),
      ("invalid-constraint", Array("screen 320x568\nview a\nconstrain a.top == 20\n".utf8)),
      ("huge-wait", Array("screen 320x568\nwait 999999999999\n".utf8)),
    ]
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, bytes) in cases {
      let file = directory.appendingPathComponent("\(name).animsim")
      try Data(bytes).write(to: file)
      let result = CommandRunner.run(["check", file.path], timeout: 20)
      #expect(result.status == 2, "\(name): status \(String(describing: result.status))")
      #expect(Self.namesPosition(result.stderr, file: file.path), "\(name): \(result.stderr)")
    }
  }

  @Test("seeded mutations of the Scenarios never crash or hang")
  func mutations() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sources = try Self.scenarioSources()
    try #require(!sources.isEmpty)
    var generator = SplitMix64(seed: 0x616E_696D_7369_6D)
    var invalid = 0
    for index in 0..<Self.mutationCount {
      let source = sources[Int(generator.next() % UInt64(sources.count))]
      let mutated = Self.mutate(source, using: &generator)
      let file = directory.appendingPathComponent("m\(index).animsim")
      try Data(mutated).write(to: file)
      let result = CommandRunner.run(["check", file.path], timeout: 20)
      let label = "mutation \(index): \(String(decoding: mutated.prefix(4000), as: UTF8.self))"
      #expect(result.signal == nil, "crashed with signal \(result.signal ?? 0); \(label)")
      #expect(!result.timedOut, "hung; \(label)")
      guard let status = result.status else { continue }
      #expect([0, 1, 2].contains(status), "status \(status); \(label)")
      if status == 2 {
        invalid += 1
        #expect(Self.namesPosition(result.stderr, file: file.path), "\(result.stderr); \(label)")
      }
    }
    // Most mutations break the script; a run where none did would test nothing.
    #expect(invalid > Self.mutationCount / 4)
  }

  @Test("seeded mutations compiled in-process report positions inside the file")
  func inProcessMutations() throws {
    let sources = try Self.scenarioSources()
    try #require(!sources.isEmpty)
    var generator = SplitMix64(seed: 0x5EED_F00D)
    var invalid = 0
    for index in 0..<Self.inProcessCount {
      let mutated = Self.mutate(
        sources[Int(generator.next() % UInt64(sources.count))], using: &generator)
      let source = SourceFile(name: "m\(index).animsim", bytes: mutated)
      do {
        let scenario = try CompiledScenario.compile(source)
        Self.runBounded(scenario)
      } catch {
        invalid += 1
        #expect(error.diagnostics.contains { $0.severity == .error })
        for diagnostic in error.diagnostics {
          #expect(diagnostic.file == source.name)
          #expect(diagnostic.line >= 1 && diagnostic.line <= source.lines.count + 1)
          #expect(diagnostic.column >= 1)
          #expect(diagnostic.rendered(source: source).hasPrefix("m\(index).animsim:"))
        }
      }
    }
    #expect(invalid > Self.inProcessCount / 4)
  }

  /// How many mutations `inProcessMutations` compiles.
  static let inProcessCount = 300

  /// Whether `stderr` has an error line starting `file:line:col: error:`.
  static func namesPosition(_ stderr: String, file: String) -> Bool {
    stderr.split(separator: "\n").contains { line in
      guard line.hasPrefix(file + ":") else { return false }
      let rest = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
      return rest.count == 3 && Int(rest[0]) != nil && Int(rest[1]) != nil
        && rest[2].hasPrefix(" error:")
    }
  }

  static func scratchDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-fuzz-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The bytes of every script in `Scenarios/`, the seeds the mutations start from.
  static func scenarioSources() throws -> [[UInt8]] {
    try scenarioNames.map { name in
      try [UInt8](
        Data(
          contentsOf: CommandRunner.packageRoot.appendingPathComponent("Scenarios/\(name).animsim")
        ))
    }
  }

  /// One to three random edits of `source`.
  static func mutate(_ source: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = source
    let fragments: [String] = [
      "{", "}", "\"", "\\", "#", "@", "==", "<=", "-", "|", "[", "]", "(", ")", "x", ",", ".",
      "99999999999999999999", "-1", "0", "1e309", "nan", "0.0000001", "ms", "s", "H:|-[",
      "V:", "animate 0.3 {", "screen 0x0", "fps 0", "wait -1", "expect", "view", "in", "at end",
      "spring(damping: 0, velocity: 9e99)", "repeat 1000000", "steps(0)", "\u{201C}", "\t",
      "\r\n", "\u{0}", "\u{FF}",
    ]
    for _ in 0..<(1 + Int(generator.next() % 3)) {
      let position = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count))
      switch generator.next() % 6 {
      case 0 where !bytes.isEmpty:
        bytes.remove(at: position)
      case 1:
        bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: position)
      case 2:
        let fragment = fragments[Int(generator.next() % UInt64(fragments.count))]
        bytes.insert(contentsOf: Array(fragment.utf8), at: position)
      case 3 where !bytes.isEmpty:
        let length = min(bytes.count - position, 1 + Int(generator.next() % 40))
        bytes.removeSubrange(position..<(position + length))
      case 4:
        bytes = Array(bytes.prefix(position))
      default:
        // Replace a number-like run of digits with an extreme value.
        if let start = bytes[position...].firstIndex(where: { $0 >= 48 && $0 <= 57 }) {
          var end = start
          while end < bytes.count, (bytes[end] >= 48 && bytes[end] <= 57) || bytes[end] == 46 {
            end += 1
          }
          let extreme = ["0", "100000000", "0.0001", "1000000000000000000000"]
          let replacement = extreme[Int(generator.next() % UInt64(extreme.count))]
          bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
        }
      }
    }
    return bytes
  }
}

extension FuzzTests {
  /// Runs a mutated scenario that compiled, with a frame limit so no mutation runs long.
  static func runBounded(_ scenario: CompiledScenario) {
    var options = RunOptions()
    options.maximumFrames = 20_000
    _ = try? ScenarioRunner(scenario, options: options).run(into: nil)
  }
}
