/// One of N deterministic parts of a selection (`--shard K/N`), so that N CI jobs given the
/// same PATH arguments check every file exactly once between them.
///
/// A file belongs to part `FNV-1a(path) mod N + 1`, with the 64-bit FNV-1a hash of the
/// path's UTF-8 bytes as given. The part depends on the path alone, not on the other
/// files: adding or removing a file never moves another one to a different job (unlike
/// cutting the sorted list into N runs, where one new file shifts every later one). The
/// price is balance: parts differ in size by chance (for 73 files in 2 parts, the binomial
/// spread is about ±4 files).
struct Shard: Equatable, Sendable {
  /// K: which part, from 1.
  let index: Int
  /// N: how many parts.
  let count: Int

  /// The most parts `--shard` accepts.
  static let maximumCount = 10_000

  /// Reads `K/N` (decimal digits, 1 ≤ K ≤ N ≤ `maximumCount`); nil for anything else.
  init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 5 && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
      }),
      let index = Int(parts[0]), let count = Int(parts[1]),
      index >= 1, index <= count, count <= Self.maximumCount
    else { return nil }
    self.index = index
    self.count = count
  }

  /// Whether `path` falls in this part.
  func contains(_ path: String) -> Bool {
    Int(Self.fnv1a(path) % UInt64(count)) == index - 1
  }

  /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`: for each byte, XOR it in, then
  /// multiply by the FNV prime 2^40 + 2^8 + 0xb3, starting from the offset basis
  /// 0xcbf29ce484222325 (constants from the FNV reference, Fowler, Noll and Vo,
  /// http://www.isthe.com/chongo/tech/comp/fnv/ and IETF draft-eastlake-fnv).
  ///
  /// - Complexity: O(bytes).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// `K/N`, as written on the command line.
  var text: String { "\(index)/\(count)" }
}
