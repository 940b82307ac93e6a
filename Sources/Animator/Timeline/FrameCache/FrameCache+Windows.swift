import Layout

extension FrameCache {
  /// Window frames from `model`, the cached tree and the parents' content offsets, and the
  /// window origins they used (2 per view).
  ///
  /// window = frame + offset, offset(view) = offset(parent) + parent's
  /// origin − parent's content offset (the association `LayoutEngine.windowFrames()`
  /// uses). Nil when there is no tree or it does not fit (a parent after its child, a count
  /// mismatch).
  ///
  /// - Parameters:
  ///   - model: Every view's frame (points), as many as `superviews`.
  ///   - contentOffsets: The content offsets of `parentViews`, in that order (points).
  /// - Complexity: O(views), no host tree walk.
  func derivedWindows(model: [Rect], contentOffsets: [Point]) -> (
    windows: [Rect], origins: [Double]
  )? {
    let count = model.count
    guard let parents = superviews, parents.count == count,
      contentOffsets.count == parentViews.count, parentSlots.count == count
    else { return nil }
    var origins = [Double](repeating: 0, count: count * 2)
    var windows: [Rect] = []
    windows.reserveCapacity(count)
    for index in 0..<count {
      if let parent = parents[index] {
        guard parent >= 0 && parent < index else { return nil }
        let frame = model[parent]
        let contentOffset = contentOffsets[parentSlots[parent]]
        origins[index * 2] = origins[parent * 2] + frame.x - contentOffset.x
        origins[index * 2 + 1] = origins[parent * 2 + 1] + frame.y - contentOffset.y
      }
      let frame = model[index]
      windows.append(
        Rect(
          x: frame.x + origins[index * 2], y: frame.y + origins[index * 2 + 1],
          width: frame.width, height: frame.height))
    }
    return (windows, origins)
  }

  /// Whether `applyChanges` applies: window frames were derived since the last full read
  /// from the host, over a tree with child lists, for `viewCount` views.
  ///
  /// - Complexity: O(1).
  func acceptsChanges(viewCount count: Int) -> Bool {
    modelRects.count == count && windowRects.count == count
      && windowOrigins.count == count * 2 && childStart.count == count + 1
      && visitMarks.count == count && superviews?.count == count && parentSlots.count == count
      && parentContentOffsets.count == parentViews.count
  }

  /// Sorts `roots` (distinct view indices below `count`) ascending, so a parent's window
  /// origin is computed before its children's.
  ///
  /// The pass lists views in the solver's order, not view order; when every view moved
  /// (chained widths: 1,000 of 1,000) a comparison sort takes up to k ⌈log₂ k⌉ ≈ 10,000
  /// comparisons per frame. When k ⌈log₂ k⌉ exceeds `count`, the roots are stamped in
  /// `marks` and collected in one scan of `count` stamps instead (7 instructions per view,
  /// callgrind).
  ///
  /// - Parameters:
  ///   - marks: The visit marks (`visitMarks`), `count` long; a scan stamps them.
  ///   - stamp: The visit stamp (`visitStamp`); a scan takes a new one.
  /// - Complexity: O(min(k log k, count)) for k roots.
  static func sortRoots(_ roots: inout [Int], count: Int, marks: inout [Int], stamp: inout Int) {
    let k = roots.count
    guard k > 1 else { return }
    // k · ⌈log₂ k⌉ comparisons against one pass over `count` stamps.
    let logK = Int.bitWidth - (k - 1).leadingZeroBitCount
    guard k * logK > count, marks.count == count else {
      roots.sort()
      return
    }
    stamp += 1
    let rootStamp = stamp
    // A view listed twice (a changed scroll view whose content offset also changed) is
    // collected once.
    let distinct = marks.withUnsafeMutableBufferPointer { marked in
      roots.withUnsafeMutableBufferPointer { list in
        for root in list { marked[root] = rootStamp }
        var next = 0
        for view in 0..<count where marked[view] == rootStamp {
          list[next] = view
          next += 1
        }
        return next
      }
    }
    if distinct < k { roots.removeSubrange(distinct...) }
  }
}
