import Layout

/// The committed model a `Timeline` samples from, cached between actions, with the view-tree
/// tables that let a re-solved frame update only the views that moved.
///
/// A value of plain arrays, kept beside the timeline's animation state. It never talks to the
/// host: the timeline reads the host and hands the results to one of the named updates,
///
/// - `replaceModel(frames:windowFrames:pass:)`: a full read (window frames from the host);
/// - `replaceModel(frames:contentOffsets:pass:)`: a full read of the model frames, window
///   frames derived from the cached tree;
/// - `applyChanges(pass:views:frames:contentOffsets:)`: only the views one pass changed;
/// - `rebuild(superviews:)`: a new view tree (at actions, where views may be added);
/// - `markAllCommitted()`, `forgetCommitted(views:)`: which frames a layout pass committed.
///
/// Each update leaves the fields agreeing as `checkInvariants()` states.
struct FrameCache {
  // MARK: The model

  /// Every view's committed frame in its superview's coordinates, in view order (points).
  private(set) var modelRects: [Rect] = []
  /// Every view's committed frame in root (window) coordinates, in view order (points).
  private(set) var windowRects: [Rect] = []
  /// `components()` once computed; nil after the model changes (relayout frames without
  /// frame animations never need it).
  private(set) var flatComponents: [Double]?
  /// The layout pass (`LayoutHost.viewsChangedByLastLayout`) `modelRects` reflects; nil
  /// when unknown.
  private(set) var modelPass: Int?

  // MARK: The view tree (from `superviews`, by `rebuild(superviews:)`)

  /// Each view's superview index, read at the last action (nil: the host cannot tell).
  private(set) var superviews: [Int?]?
  /// The views that have children, ascending.
  private(set) var parentViews: [Int] = []
  /// For each view, its position in `parentViews`, or −1.
  private(set) var parentSlots: [Int] = []
  /// Each view's children, ascending: `childList[childStart[v]..<childStart[v + 1]]`;
  /// empty when a parent comes after its child (no incremental walk then).
  private(set) var childStart: [Int] = []
  /// The children of every view, grouped by parent (see `childStart`).
  private(set) var childList: [Int] = []
  /// Visit marks of the incremental window walk, one per view while `childStart` is
  /// filled (`visitStamp` marks visited views), else empty.
  private(set) var visitMarks: [Int] = []
  /// The latest mark handed out; every mark in `visitMarks` is at most this.
  private(set) var visitStamp = 0

  // MARK: Derived window frames (by `replaceModel(frames:contentOffsets:pass:)`)

  /// 2 per view, the window position of the view's superview coordinate space (x, y), as
  /// the last derivation computed it; empty when window frames came from the host.
  private(set) var windowOrigins: [Double] = []
  /// The content offsets of `parentViews` used for `windowOrigins` (empty with it).
  private(set) var parentContentOffsets: [Point] = []

  // MARK: Commit bookkeeping

  /// Whether a layout pass driven by the timeline has committed each view's frame; as
  /// long as the most views seen (views are never removed from a host).
  private(set) var committed: [Bool] = []
  /// False when every entry of `committed` is known to be true.
  private(set) var mayHaveUncommitted = false

  /// The number of views in the cached model.
  var viewCount: Int { modelRects.count }

  /// The committed model, 8 components per view: frame x, y, width, height, then window
  /// x, y, width, height (points); computed once per model.
  ///
  /// - Complexity: O(views) after a model change, O(1) otherwise.
  @inline(__always)
  mutating func components() -> [Double] {
    if let cached = flatComponents { return cached }
    let flat = FrameCache.flatten(modelRects, windowRects)
    flatComponents = flat
    return flat
  }

  /// Replaces the model with a full read whose window frames come from the host; drops the
  /// derived window origins.
  ///
  /// - Parameters:
  ///   - frames: Every view's frame (points).
  ///   - windowFrames: Every view's window frame, as many as `frames`.
  ///   - pass: The host's pass count the frames reflect, if it reports one.
  mutating func replaceModel(frames: [Rect], windowFrames: [Rect], pass: Int?) {
    precondition(
      frames.count == windowFrames.count,
      "a model of \(frames.count) frames and \(windowFrames.count) window frames")
    modelRects = frames
    windowRects = windowFrames
    modelPass = pass
    dropWindowOrigins()
    modelChanged()
  }

  /// Replaces the model with a full read and derives the window frames from it, the cached
  /// tree and the parents' content offsets (see `derivedWindows(model:contentOffsets:)`).
  ///
  /// - Parameters:
  ///   - frames: Every view's frame (points).
  ///   - contentOffsets: The content offsets of `parentViews`, in that order.
  ///   - pass: The host's pass count the frames reflect, if it reports one.
  /// - Returns: False when the tree does not fit the frames (nothing changed then).
  mutating func replaceModel(frames: [Rect], contentOffsets: [Point], pass: Int?) -> Bool {
    guard let (windows, origins) = derivedWindows(model: frames, contentOffsets: contentOffsets)
    else { return false }
    modelRects = frames
    windowRects = windows
    modelPass = pass
    windowOrigins = origins
    parentContentOffsets = contentOffsets
    modelChanged()
    return true
  }

  /// Replaces the view tree and rebuilds every table derived from it.
  ///
  /// The tables are the parent views and their slots (`parentTables(of:)`), the child lists
  /// (`childLists(of:)`) and the visit marks. Drops the derived window origins (they were
  /// computed over the old tree).
  ///
  /// - Parameter superviews: Each view's superview index (nil for a root), or nil when the
  ///   host cannot tell. A tree where a parent comes after its child (or an index out of
  ///   range) gets no child lists and no visit marks, so no incremental walk.
  /// - Complexity: O(views).
  mutating func rebuild(superviews: [Int?]?) {
    self.superviews = superviews
    dropWindowOrigins()
    (parentViews, parentSlots) = superviews.map(FrameCache.parentTables(of:)) ?? ([], [])
    if let parents = superviews, let (starts, children) = FrameCache.childLists(of: parents) {
      childStart = starts
      childList = children
      visitMarks = [Int](repeating: 0, count: parents.count)
    } else {
      childStart = []
      childList = []
      visitMarks = []
    }
  }

  /// Updates the model and window frames of only the views one layout pass changed, and the
  /// window frames of their descendants, in place.
  ///
  /// The values are those `derivedWindows` would compute from scratch: a view not listed
  /// kept its frame, and its window frame depends only on its own frame and its ancestors'
  /// frames and content offsets (every parent's offset is given, so a scroll between frames
  /// counts: a parent whose offset changed is walked like a changed view).
  ///
  /// - Parameters:
  ///   - pass: The host's pass count the changes bring the model to.
  ///   - views: The changed views, distinct, each below `viewCount`, in any order.
  ///   - frames: Their new frames, in the order of `views` (points).
  ///   - contentOffsets: The content offsets of every view in `parentViews`, in that order.
  /// - Precondition: `acceptsChanges(viewCount: viewCount)`.
  /// - Complexity: O(parent views + changed views and their descendants), in place when
  ///   the arrays are uniquely referenced (the previous frame was dropped).
  mutating func applyChanges(
    pass: Int, views changed: [Int], frames: [Rect], contentOffsets: [Point]
  ) {
    let count = modelRects.count
    precondition(acceptsChanges(viewCount: count), "changes applied without a derived model")
    precondition(
      frames.count == changed.count && contentOffsets.count == parentViews.count,
      "changes of \(changed.count) views with \(frames.count) frames and "
        + "\(contentOffsets.count) content offsets for \(parentViews.count) parents")
    modelPass = pass
    flatComponents = nil
    var roots = changed
    for (slot, offset) in contentOffsets.enumerated() {
      let cached = parentContentOffsets[slot]
      if offset.x.bitPattern != cached.x.bitPattern || offset.y.bitPattern != cached.y.bitPattern {
        parentContentOffsets[slot] = offset
        roots.append(parentViews[slot])
      }
    }
    modelRects.withUnsafeMutableBufferPointer { model in
      for (view, frame) in zip(changed, frames) { model[view] = frame }
    }
    guard !roots.isEmpty else { return }
    FrameCache.sortRoots(&roots, count: count, marks: &visitMarks, stamp: &visitStamp)
    visitStamp += 1
    let tree = WindowTree(
      parents: superviews ?? [], slots: parentSlots, offsets: parentContentOffsets,
      starts: childStart, children: childList)
    tree.place(
      roots: roots, model: modelRects, windows: &windowRects, origins: &windowOrigins,
      marks: &visitMarks, stamp: visitStamp)
  }

  /// Marks every current view's frame as committed by a layout pass.
  ///
  /// - Complexity: O(1) when nothing is uncommitted, else O(views).
  @inline(__always)
  mutating func markAllCommitted() {
    guard mayHaveUncommitted else { return }
    for index in committed.indices { committed[index] = true }
    mayHaveUncommitted = false
  }

  /// Marks `views` as not committed by any layout pass (indices past the views seen so far
  /// are uncommitted already; negative ones are ignored).
  mutating func forgetCommitted(views: [Int]) {
    for view in views where view >= 0 && view < committed.count {
      committed[view] = false
      mayHaveUncommitted = true
    }
  }

  /// Whether a layout pass has committed `view`'s frame.
  func isCommitted(_ view: Int) -> Bool {
    view >= 0 && view < committed.count && committed[view]
  }

  /// After any model change: drops the flat components and lists new views as uncommitted.
  private mutating func modelChanged() {
    flatComponents = nil
    let count = modelRects.count
    if committed.count < count {
      committed.append(contentsOf: repeatElement(false, count: count - committed.count))
      mayHaveUncommitted = true
    }
  }

  /// Forgets the derived window origins (window frames came from elsewhere).
  private mutating func dropWindowOrigins() {
    windowOrigins = []
    parentContentOffsets = []
  }

  /// 8 components per view from frames and window frames (see `components()`).
  static func flatten(_ frames: [Rect], _ windows: [Rect]) -> [Double] {
    let count = min(frames.count, windows.count)
    return [Double](unsafeUninitializedCapacity: count * 8) { buffer, initialized in
      for index in 0..<count {
        let frame = frames[index]
        let window = windows[index]
        let base = index * 8
        buffer[base] = frame.x
        buffer[base + 1] = frame.y
        buffer[base + 2] = frame.width
        buffer[base + 3] = frame.height
        buffer[base + 4] = window.x
        buffer[base + 5] = window.y
        buffer[base + 6] = window.width
        buffer[base + 7] = window.height
      }
      initialized = count * 8
    }
  }
}
