/// Byte-level XML edits that keep a document mostly well formed (see `mutateInterfaceBuilder`).
enum XMLMutation {
  /// Values that stress the reader and the layout where a number, id or name is expected.
  static let values: [String] = [
    "", "0", "-1", "-0", "1e308", "-1e308", "nan", "inf", "0x10", "1,5", "999999999999",
    "YES", "NO", "\u{1F642}", "a\"b", "&amp;", "&#0;", "required", "fittingSizeLevel", "1000",
    "-50", "0.5", "fake-id", "retina6_1", "ipad12_9", "custom", "AppKit",
  ]

  /// Replaces the value of a random `name="value"` attribute.
  /// - Returns: Whether an attribute was found.
  static func replaceAttributeValue(in bytes: inout [UInt8], random: inout SplitMix) -> Bool {
    let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") && $0 > 0 }
    let openings = quotes.filter { bytes[$0 - 1] == UInt8(ascii: "=") }
    guard !openings.isEmpty else { return false }
    let start = openings[Int(random.next() % UInt64(openings.count))] + 1
    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return false }
    // Half the time another attribute's value (often an id: a dangling or crossed reference).
    var replacement: [UInt8]
    if random.next() % 2 == 0 {
      replacement = Array(values[Int(random.next() % UInt64(values.count))].utf8)
    } else {
      let other = openings[Int(random.next() % UInt64(openings.count))] + 1
      let otherEnd = bytes[other...].firstIndex(of: UInt8(ascii: "\"")) ?? other
      replacement = Array(bytes[other..<otherEnd])
    }
    if replacement.count > 64 { replacement = Array(replacement.prefix(64)) }
    bytes.replaceSubrange(start..<end, with: replacement)
    return true
  }

  /// Deletes one element (from a `<` to the end of its line: self-closing elements are
  /// one line in Xcode's files, and a deleted opening tag tests the unbalanced paths).
  static func deleteElement(in bytes: inout [UInt8], random: inout SplitMix) -> Bool {
    guard let (start, end) = randomLine(in: bytes, random: &random) else { return false }
    bytes.removeSubrange(start..<end)
    return true
  }

  /// Duplicates one line holding an element (a second constraint, view or attribute set
  /// with the same id).
  static func duplicateElement(in bytes: inout [UInt8], random: inout SplitMix) -> Bool {
    guard let (start, end) = randomLine(in: bytes, random: &random) else { return false }
    bytes.insert(contentsOf: bytes[start..<end], at: end)
    return true
  }

  /// A random line that starts (after indentation) with `<` and is not the XML declaration
  /// or the document element's first line: its start and the index after its newline.
  private static func randomLine(in bytes: [UInt8], random: inout SplitMix) -> (Int, Int)? {
    var lines: [(Int, Int)] = []
    var start = 0
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      var first = start
      while first < index && (bytes[first] == 32 || bytes[first] == 9) { first += 1 }
      if first < index && bytes[first] == UInt8(ascii: "<") {
        lines.append((start, index + 1))
      }
      start = index + 1
    }
    guard lines.count > 2 else { return nil }
    return lines[2 + Int(random.next() % UInt64(lines.count - 2))]
  }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a seeded generator so a mutation is replayable from libFuzzer's seed.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
