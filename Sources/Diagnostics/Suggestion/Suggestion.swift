/// Did-you-mean suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Distance is the optimal-string-alignment distance (Levenshtein plus adjacent
  /// transpositions), ignoring case; a candidate qualifies when the distance is at most 1
  /// for words of up to 3 characters, 2 up to 8, and 3 beyond. Ties go to the earliest
  /// candidate, so the result is deterministic.
  /// - Complexity: O(c · n · m) for c candidates of length m and a word of length n.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    let limit = target.count <= 3 ? 1 : (target.count <= 8 ? 2 : 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let other = Array(candidate.lowercased().unicodeScalars)
      if abs(other.count - target.count) > limit { continue }
      let distance = levenshtein(target, other)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  private static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
