/// A set of program positions waiting for evaluation, taken out smallest first, a word of
/// 64 positions at a time.
///
///     var pending = PendingPositions()
///     pending.reserve(100); pending.insert(70); pending.insert(3)
///     pending.withUnsafePositions { $0.popFirstWord() }   // (word: 0, bits: 0b1000)
///
/// Two levels of bits: `words[w]` holds positions 64·w … 64·w + 63, and bit `w % 64` of
/// `summary[w / 64]` is set when `words[w]` is not zero. Taking the lowest word scans the
/// summary from `cursor`, the lowest summary word that may be non-zero, so a sweep that only
/// inserts positions above the one it took (a definition's dependents come after it) costs
/// O(1) per position plus O(positions / 4,096) for the whole sweep — no heap, no comparison
/// per insertion.
struct PendingPositions {
  /// One bit per position.
  private var words: [UInt64] = []
  /// One bit per word of `words`: set when that word is not zero.
  private var summary: [UInt64] = []
  /// No summary word below this one has a bit set.
  private var cursor = 0

  /// Makes room for positions below `count`.
  /// - Complexity: Amortized O(1) per position added.
  mutating func reserve(_ count: Int) {
    let wordCount = (count + 63) >> 6
    while words.count < wordCount { words.append(0) }
    let summaryCount = (wordCount + 63) >> 6
    while summary.count < summaryCount { summary.append(0) }
  }

  /// Adds `position` (which must be below the count given to `reserve`).
  /// - Complexity: O(1).
  @inline(__always)
  mutating func insert(_ position: Int) {
    let word = position >> 6
    words[word] |= 1 &<< UInt64(position & 63)
    let group = word >> 6
    summary[group] |= 1 &<< UInt64(word & 63)
    if group < cursor { cursor = group }
  }

  /// Removes `position` when present.
  /// - Complexity: O(1).
  mutating func remove(_ position: Int) {
    let word = position >> 6
    guard word < words.count else { return }
    words[word] &= ~(1 &<< UInt64(position & 63))
    if words[word] == 0 { summary[word >> 6] &= ~(1 &<< UInt64(word & 63)) }
  }

  /// Whether `position` is pending.
  func contains(_ position: Int) -> Bool {
    let word = position >> 6
    return word < words.count && words[word] & (1 &<< UInt64(position & 63)) != 0
  }

  /// Runs `body` with the bits as raw storage (the evaluation loop's hot path: no bounds or
  /// uniqueness checks per position).
  ///
  /// Precondition: `body` only inserts positions below the reserved count.
  mutating func withUnsafePositions<Result>(
    _ body: (inout UnsafePendingPositions) -> Result
  ) -> Result {
    let summaryCount = summary.count
    let start = cursor
    return words.withUnsafeMutableBufferPointer { words in
      summary.withUnsafeMutableBufferPointer { summary in
        var raw = UnsafePendingPositions(
          words: words, summary: summary, summaryCount: summaryCount, cursor: start)
        let result = body(&raw)
        cursor = raw.cursor
        return result
      }
    }
  }

  /// Removes every position.
  /// - Complexity: O(positions / 64).
  mutating func removeAll() {
    for index in words.indices { words[index] = 0 }
    for index in summary.indices { summary[index] = 0 }
    cursor = summary.count
  }
}

/// `PendingPositions` over raw storage, for the duration of `withUnsafePositions`.
struct UnsafePendingPositions {
  /// One bit per position.
  let words: UnsafeMutableBufferPointer<UInt64>
  /// One bit per word.
  let summary: UnsafeMutableBufferPointer<UInt64>
  /// The number of summary words.
  let summaryCount: Int
  /// No summary word below this one has a bit set.
  var cursor: Int

  /// Adds `position` (below the reserved count).
  /// - Complexity: O(1).
  @inline(__always)
  mutating func insert(_ position: Int) {
    let word = position >> 6
    words[word] |= 1 &<< UInt64(position & 63)
    let group = word >> 6
    summary[group] |= 1 &<< UInt64(word & 63)
    if group < cursor { cursor = group }
  }

  /// Removes and returns the lowest non-empty word: its index and its bits.
  ///
  /// A sweep then takes positions from the bits in a register and adds the positions it
  /// schedules in the same word to them (they come after the one being evaluated), touching
  /// memory only for positions in later words.
  /// - Complexity: O(1) plus the empty summary words skipped.
  @inline(__always)
  mutating func popFirstWord() -> (word: Int, bits: UInt64)? {
    while cursor < summaryCount {
      let groupBits = summary[cursor]
      if groupBits == 0 {
        cursor &+= 1
        continue
      }
      let word = cursor << 6 | groupBits.trailingZeroBitCount
      let bits = words[word]
      words[word] = 0
      summary[cursor] = groupBits & (groupBits &- 1)
      return (word, bits)
    }
    return nil
  }
}
