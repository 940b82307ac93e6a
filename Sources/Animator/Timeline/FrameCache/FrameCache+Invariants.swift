import Layout

extension FrameCache {
  /// Checks how the fields must agree, trapping with a message on the first violation.
  ///
  /// For tests and debugging (`precondition`s): the timeline never calls it.
  ///
  /// - Model: as many window frames as frames; the flat components, when cached, are
  ///   exactly `flatten(modelRects, windowRects)`.
  /// - Tree: without `superviews`, every tree table is empty. With n superviews:
  ///   `parentViews` is exactly the ascending list of views some view names as its parent,
  ///   `parentSlots` (n long) is its inverse (−1 elsewhere); the child lists are empty
  ///   exactly when some parent is out of range or not before its child, and otherwise
  ///   group every view under its parent, ascending, with n + 1 bounds and n visit marks;
  ///   no mark is above `visitStamp`.
  /// - Derived windows: with no window origins there are no cached content offsets; with
  ///   them, there are 2 per view, over a tree of as many views, one offset per parent
  ///   view, and every origin and window frame is bit for bit what a derivation from
  ///   scratch gives: origin(view) = origin(parent) + parent's frame origin − parent's
  ///   content offset (0 for a root), window = frame + origin.
  /// - Commits: `committed` covers every view; when `mayHaveUncommitted` is false, all
  ///   are committed.
  ///
  /// - Complexity: O(views).
  func checkInvariants() {
    let count = modelRects.count
    precondition(
      windowRects.count == count,
      "\(count) frames but \(windowRects.count) window frames")
    if let flat = flatComponents {
      let expected = FrameCache.flatten(modelRects, windowRects)
      precondition(flat.count == expected.count, "\(flat.count) flat components for \(count) views")
      for (index, value) in flat.enumerated() {
        precondition(
          value.bitPattern == expected[index].bitPattern,
          "flat component \(index) is \(value), the model says \(expected[index])")
      }
    }
    checkTreeInvariants()
    checkWindowOriginInvariants()
    precondition(
      committed.count >= count, "\(committed.count) commit flags for \(count) views")
    if !mayHaveUncommitted {
      for (view, isCommitted) in committed.enumerated() {
        precondition(isCommitted, "view \(view) is uncommitted, but none is said to be")
      }
    }
  }

  /// The tree tables against `superviews` (see `checkInvariants()`).
  private func checkTreeInvariants() {
    guard let parents = superviews else {
      precondition(
        parentViews.isEmpty && parentSlots.isEmpty && childStart.isEmpty && childList.isEmpty
          && visitMarks.isEmpty,
        "tree tables without a tree")
      return
    }
    let count = parents.count
    var hasChildren = [Bool](repeating: false, count: count)
    var parentBeforeChild = true
    for (view, parent) in parents.enumerated() {
      guard let parent else { continue }
      if parent >= 0 && parent < count { hasChildren[parent] = true }
      if parent < 0 || parent >= view { parentBeforeChild = false }
    }
    let expectedParents = hasChildren.indices.filter { hasChildren[$0] }
    precondition(
      parentViews == expectedParents,
      "parent views \(parentViews), the tree has \(expectedParents)")
    precondition(parentSlots.count == count, "\(parentSlots.count) parent slots for \(count) views")
    for (view, slot) in parentSlots.enumerated() {
      if hasChildren[view] {
        precondition(
          slot >= 0 && slot < parentViews.count && parentViews[slot] == view,
          "parent view \(view) has slot \(slot)")
      } else {
        precondition(slot == -1, "view \(view) has no children but slot \(slot)")
      }
    }
    for mark in visitMarks {
      precondition(mark >= 0 && mark <= visitStamp, "visit mark \(mark) above \(visitStamp)")
    }
    guard parentBeforeChild else {
      precondition(
        childStart.isEmpty && childList.isEmpty && visitMarks.isEmpty,
        "child lists for a tree with a parent after its child")
      return
    }
    precondition(
      childStart.count == count + 1 && childStart.first == 0 && childStart.last == childList.count,
      "child bounds \(childStart.count) long for \(count) views and \(childList.count) children")
    precondition(visitMarks.count == count, "\(visitMarks.count) visit marks for \(count) views")
    var listed = 0
    for parent in 0..<count {
      let start = childStart[parent]
      let end = childStart[parent + 1]
      precondition(start <= end, "child bounds of view \(parent) decrease")
      var previous = -1
      for child in childList[start..<end] {
        precondition(
          child > previous && child < count && parents[child] == parent,
          "view \(child) is listed as a child of view \(parent)")
        previous = child
      }
      listed += end - start
    }
    let withParent = parents.count(where: { $0 != nil })
    precondition(listed == withParent, "\(listed) children listed, \(withParent) have a parent")
  }

  /// The derived window origins against the model and the tree (see `checkInvariants()`).
  private func checkWindowOriginInvariants() {
    guard !windowOrigins.isEmpty else {
      precondition(parentContentOffsets.isEmpty, "content offsets without window origins")
      return
    }
    let count = modelRects.count
    precondition(
      windowOrigins.count == count * 2, "\(windowOrigins.count) window origins for \(count) views")
    guard let parents = superviews, parents.count == count else {
      preconditionFailure("window origins without a tree of \(count) views")
    }
    precondition(
      parentContentOffsets.count == parentViews.count,
      "\(parentContentOffsets.count) content offsets for \(parentViews.count) parent views")
    for view in 0..<count {
      var originX = 0.0
      var originY = 0.0
      if let parent = parents[view] {
        precondition(parent >= 0 && parent < view, "window origins over a parent after its child")
        let frame = modelRects[parent]
        let offset = parentContentOffsets[parentSlots[parent]]
        originX = windowOrigins[parent * 2] + frame.x - offset.x
        originY = windowOrigins[parent * 2 + 1] + frame.y - offset.y
      }
      precondition(
        windowOrigins[view * 2].bitPattern == originX.bitPattern
          && windowOrigins[view * 2 + 1].bitPattern == originY.bitPattern,
        "view \(view)'s window origin is (\(windowOrigins[view * 2]), "
          + "\(windowOrigins[view * 2 + 1])), the tree gives (\(originX), \(originY))")
      let frame = modelRects[view]
      let expected = Rect(
        x: frame.x + originX, y: frame.y + originY, width: frame.width, height: frame.height)
      let window = windowRects[view]
      precondition(
        window.x.bitPattern == expected.x.bitPattern && window.y.bitPattern == expected.y.bitPattern
          && window.width.bitPattern == expected.width.bitPattern
          && window.height.bitPattern == expected.height.bitPattern,
        "view \(view)'s window frame is \(window), frame + origin is \(expected)")
    }
  }
}
