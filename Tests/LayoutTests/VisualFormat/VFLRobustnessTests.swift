import TestSupport
import Testing

@testable import Layout

@Suite struct VFLRobustnessTests {
  let fixture = VFLFixture()

  /// Pieces that make near-valid formats likely, plus stray characters.
  static let pieces = [
    "H:", "V:", "|", "-", "[a]", "[b", "[loose]", "(", ")", ",", "@", "==", ">=", "<", "=",
    "8", "-5", "1e", "0x1", "pad", "high", "b", "a", "[", "]", " ", "x", "[a(", "[b(==a)]",
    "-(", ")-", "@750", ".", "1001",
  ]

  @Test(arguments: 0..<4)
  func randomFormatsNeverTrapAndAlwaysPointInsideTheFormat(seed: UInt64) {
    var generator = SplitMix64(state: seed)
    var parsedCount = 0
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...8, using: &generator)
      var format = ""
      for _ in 0..<count {
        format += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
      }
      do {
        _ = try fixture.constraints(format, options: .alignAllTop)
        parsedCount += 1
      } catch {
        #expect(error.format == format)
        #expect(error.offset >= 0 && error.offset <= format.utf8.count, "\(error)")
        // Same input, same error: nothing depends on dictionary order or state.
        #expect(throws: error) { try fixture.constraints(format, options: .alignAllTop) }
      }
    }
    #expect(parsedCount > 0)
  }

  @Test func exhaustiveShortFormatsOverTheAlphabet() {
    // Every string of up to 4 characters over the grammar's alphabet: no traps, and
    // each error points at or before the end of the format.
    let alphabet = Array("|-[]()a,=@8H:")
    var formats = [""]
    var all: [String] = []
    for _ in 0..<4 {
      formats = formats.flatMap { prefix in alphabet.map { prefix + String($0) } }
      all += formats
    }
    var successes: [String] = []
    for format in all {
      do {
        _ = try fixture.constraints(format)
        successes.append(format)
      } catch {
        #expect(error.offset <= format.utf8.count, "\(error)")
      }
    }
    // `H` is also a view name in the fixture.
    #expect(successes.sorted() == ["[H]", "[H]|", "[a]", "[a]|", "|[H]", "|[a]"])
  }
}
