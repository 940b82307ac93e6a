/// The views a layout pass changed, each once, in the order the pass reached them
/// (`LayoutEngine.viewsChangedInLastPass`).
///
/// Which pass last listed each view is kept in a dense array by view index, beside the
/// list, so the per-frame commit checks and updates it with plain array accesses (no
/// per-view object to load, no exclusivity check on a class property).
struct ChangedViewList {
  /// The `LayoutEngine.views` indices listed so far in the current pass.
  private(set) var indices: [Int] = []
  /// The pass that last listed each view, by view index (0: never; passes count from 1).
  private var listedInPass: [Int] = []

  /// Empties the list for a new pass (the stamps tell passes apart, so they stay).
  mutating func removeAll() {
    indices.removeAll(keepingCapacity: true)
  }

  /// Lists the view at `index` unless `pass` listed it already.
  ///
  /// - Complexity: O(1) amortized (the stamps grow to the highest index seen).
  @inline(__always)
  mutating func note(_ index: Int, pass: Int) {
    if index >= listedInPass.count { grow(toInclude: index) }
    guard listedInPass[index] != pass else { return }
    listedInPass[index] = pass
    indices.append(index)
  }

  /// Calls `body` with a noter for `pass` whose stamps are lent in place (no uniqueness or
  /// growth check per note), for views `0..<viewCount`.
  ///
  /// - Complexity: O(1) besides `body`, amortized (the stamps grow to `viewCount`).
  mutating func withNoter<Result>(
    pass: Int, viewCount: Int, _ body: (inout Noter) -> Result
  ) -> Result {
    if viewCount > listedInPass.count { grow(toInclude: viewCount - 1) }
    var noter = Noter(pass: pass, indices: indices)
    indices = []  // moved into the noter: appends stay in place
    let result = listedInPass.withUnsafeMutableBufferPointer { stamps in
      noter.stamps = stamps
      defer { noter.stamps = UnsafeMutableBufferPointer(start: nil, count: 0) }
      return body(&noter)
    }
    indices = noter.indices
    return result
  }

  /// Lists views for one pass while `withNoter` lends the stamps.
  struct Noter {
    /// The pass being listed.
    let pass: Int
    /// The views listed so far (the list's `indices`, moved in).
    var indices: [Int]
    /// The stamps by view index, lent by `withNoter`.
    var stamps = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    /// Lists the view at `index` (below the `viewCount` given to `withNoter`) unless this
    /// pass listed it already.
    @inline(__always)
    mutating func note(_ index: Int) {
      guard stamps[index] != pass else { return }
      stamps[index] = pass
      indices.append(index)
    }
  }

  /// Checks the list against the stamps, trapping with a message on the first violation.
  ///
  /// For tests and debugging (`precondition`s). The list holds distinct views, each
  /// stamped with `pass`; no stamp is negative or above `pass`, and exactly the listed
  /// views carry `pass` (before the first pass, 0, the list is empty).
  ///
  /// - Parameter pass: The engine's pass count (`LayoutEngine.passCount`).
  /// - Complexity: O(stamps).
  func checkInvariants(pass: Int) {
    precondition(pass > 0 || indices.isEmpty, "\(indices.count) views listed before any pass")
    for index in indices {
      precondition(
        index >= 0 && index < listedInPass.count && listedInPass[index] == pass,
        "view \(index) is listed but not stamped with pass \(pass)")
    }
    var stamped = 0
    for (index, stamp) in listedInPass.enumerated() {
      precondition(stamp >= 0 && stamp <= pass, "view \(index) has stamp \(stamp) in pass \(pass)")
      if stamp == pass && pass > 0 { stamped += 1 }
    }
    // Each listed view is stamped, so equal counts mean the list holds no view twice and
    // misses no stamped one.
    precondition(
      stamped == indices.count,
      "\(stamped) views stamped with pass \(pass), \(indices.count) listed")
  }

  /// Extends the stamps (with "never") up to `index`.
  private mutating func grow(toInclude index: Int) {
    listedInPass.append(
      contentsOf: repeatElement(
        0, count: max(index + 1, 2 * listedInPass.count) - listedInPass.count))
  }
}
