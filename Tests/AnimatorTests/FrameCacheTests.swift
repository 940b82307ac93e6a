import Layout
import Testing

@testable import Animator

/// A tree of six views with integer frames, so every window frame below is exact.
///
///     0 root ─┬─ 1 ── 3
///             └─ 2 (content offset 0, 50) ── 4 ── 5
private enum SixViews {
  static let superviews: [Int?] = [nil, 0, 0, 1, 2, 4]
  static let frames = [
    Rect(x: 0, y: 0, width: 320, height: 568),
    Rect(x: 10, y: 20, width: 100, height: 100),
    Rect(x: 10, y: 200, width: 300, height: 300),
    Rect(x: 5, y: 6, width: 10, height: 10),
    Rect(x: 7, y: 80, width: 50, height: 50),
    Rect(x: 1, y: 2, width: 3, height: 4),
  ]
  /// The content offsets of the parent views 0, 1, 2, 4.
  static let contentOffsets = [
    Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 50), Point(x: 0, y: 0),
  ]

  /// A cache with the tree and the model, window frames derived.
  static func derived() -> FrameCache {
    var cache = FrameCache()
    cache.rebuild(superviews: superviews)
    cache.checkInvariants()
    let fits = cache.replaceModel(frames: frames, contentOffsets: contentOffsets, pass: 1)
    precondition(fits, "the six views are parent before child")
    cache.checkInvariants()
    return cache
  }
}

@Suite("FrameCache keeps the model, the tree tables and the window origins in agreement")
struct FrameCacheTests {
  /// The tree tables, by hand: views 0, 1, 2 and 4 have children; the child lists group
  /// 0 → [1, 2], 1 → [3], 2 → [4], 4 → [5], so the bounds are the running sums of the
  /// child counts 2, 1, 1, 0, 1, 0.
  @Test func rebuildDerivesTheTreeTables() {
    var cache = FrameCache()
    cache.checkInvariants()
    cache.rebuild(superviews: SixViews.superviews)
    cache.checkInvariants()
    #expect(cache.parentViews == [0, 1, 2, 4])
    #expect(cache.parentSlots == [0, 1, 2, -1, 3, -1])
    #expect(cache.childStart == [0, 2, 3, 4, 4, 5, 5])
    #expect(cache.childList == [1, 2, 3, 4, 5])
    #expect(cache.visitMarks == [0, 0, 0, 0, 0, 0])
    // No tree: every table empty.
    cache.rebuild(superviews: nil)
    cache.checkInvariants()
    #expect(cache.parentViews.isEmpty && cache.parentSlots.isEmpty && cache.childStart.isEmpty)
  }

  /// Window frames derived from the tree: origin(view) = origin(parent) + parent's origin −
  /// parent's content offset, window = frame + origin.
  @Test func derivedWindowFramesFollowTheTree() {
    var cache = SixViews.derived()
    // 3: origin(1) = (0, 0) + (10, 20) − (0, 0) = (10, 20), window (10 + 5, 20 + 6).
    // 4: origin(2) = (0, 0) + (10, 200) − (0, 50) = (10, 150), window (10 + 7, 150 + 80).
    // 5: origin(4) = (10, 150) + (7, 80) − (0, 0) = (17, 230), window (17 + 1, 230 + 2).
    #expect(
      cache.windowRects == [
        Rect(x: 0, y: 0, width: 320, height: 568),
        Rect(x: 10, y: 20, width: 100, height: 100),
        Rect(x: 10, y: 200, width: 300, height: 300),
        Rect(x: 15, y: 26, width: 10, height: 10),
        Rect(x: 17, y: 230, width: 50, height: 50),
        Rect(x: 18, y: 232, width: 3, height: 4),
      ])
    #expect(cache.windowOrigins == [0, 0, 0, 0, 0, 0, 10, 20, 10, 150, 17, 230])
    #expect(cache.modelPass == 1)
    // The components: frame, then window frame, 8 per view; view 5 is the last 8.
    let components = cache.components()
    cache.checkInvariants()
    #expect(components.count == 48)
    #expect(Array(components[40..<48]) == [1, 2, 3, 4, 18, 232, 3, 4])
  }

  /// Moving view 1 and scrolling view 2 re-places 1 and 3, then 2's subtree, in place; the
  /// result is what a derivation from scratch gives.
  @Test func appliedChangesEqualAFreshDerivation() {
    var cache = SixViews.derived()
    _ = cache.components()
    #expect(cache.acceptsChanges(viewCount: 6))
    var offsets = SixViews.contentOffsets
    offsets[2] = Point(x: 0, y: 80)
    let moved = Rect(x: 30, y: 20, width: 100, height: 100)
    cache.applyChanges(pass: 2, views: [1], frames: [moved], contentOffsets: offsets)
    cache.checkInvariants()
    #expect(cache.modelPass == 2)
    #expect(cache.flatComponents == nil)
    // 3: origin (0, 0) + (30, 20) = (30, 20), window (35, 26).
    // 4: origin (0, 0) + (10, 200) − (0, 80) = (10, 120), window (17, 200).
    // 5: origin (10, 120) + (7, 80) = (17, 200), window (18, 202).
    #expect(cache.windowRects[1] == moved)
    #expect(cache.windowRects[3] == Rect(x: 35, y: 26, width: 10, height: 10))
    #expect(cache.windowRects[4] == Rect(x: 17, y: 200, width: 50, height: 50))
    #expect(cache.windowRects[5] == Rect(x: 18, y: 202, width: 3, height: 4))
    var frames = SixViews.frames
    frames[1] = moved
    var fresh = FrameCache()
    fresh.rebuild(superviews: SixViews.superviews)
    let fits = fresh.replaceModel(frames: frames, contentOffsets: offsets, pass: 2)
    #expect(fits)
    #expect(fresh.windowRects == cache.windowRects)
    #expect(fresh.windowOrigins == cache.windowOrigins)
    // No change at all (the same pass again): nothing moves, the marks stay.
    let marks = cache.visitMarks
    cache.applyChanges(pass: 2, views: [], frames: [], contentOffsets: offsets)
    cache.checkInvariants()
    #expect(cache.visitMarks == marks && cache.windowRects == fresh.windowRects)
  }

  /// A parent listed after its child (view 1 under view 2) leaves no child lists: nothing
  /// is derived or walked, and a full read from the host still fits.
  @Test func aParentAfterItsChildGetsNoWalk() {
    var cache = FrameCache()
    cache.rebuild(superviews: [nil, 2, 0])
    cache.checkInvariants()
    #expect(cache.parentViews == [0, 2] && cache.parentSlots == [0, -1, 1])
    #expect(cache.childStart.isEmpty && cache.childList.isEmpty && cache.visitMarks.isEmpty)
    let frames = [
      Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 1, y: 1, width: 1, height: 1),
      Rect(x: 5, y: 5, width: 10, height: 10),
    ]
    let offsets = [Point(x: 0, y: 0), Point(x: 0, y: 0)]
    let fits = cache.replaceModel(frames: frames, contentOffsets: offsets, pass: 1)
    #expect(!fits)
    #expect(cache.viewCount == 0)
    cache.replaceModel(frames: frames, windowFrames: frames, pass: 1)
    cache.checkInvariants()
    #expect(cache.viewCount == 3 && !cache.acceptsChanges(viewCount: 3))
  }

  /// A new tree or a full read from the host drops the derived origins, so the next
  /// re-solved frame derives again instead of walking stale tables.
  @Test func rebuildAndFullReadsDropTheDerivedOrigins() {
    var cache = SixViews.derived()
    cache.rebuild(superviews: SixViews.superviews)
    cache.checkInvariants()
    #expect(cache.windowOrigins.isEmpty && cache.parentContentOffsets.isEmpty)
    #expect(!cache.acceptsChanges(viewCount: 6))
    var again = SixViews.derived()
    again.replaceModel(frames: SixViews.frames, windowFrames: SixViews.frames, pass: nil)
    again.checkInvariants()
    #expect(again.windowOrigins.isEmpty && again.modelPass == nil)
    #expect(!again.acceptsChanges(viewCount: 6))
  }

  /// New views start uncommitted; `markAllCommitted` commits every view; forgetting lists
  /// only views already seen (7 and −1 are ignored).
  @Test func commitFlagsFollowTheViews() {
    var cache = FrameCache()
    let two = [Rect.zero, Rect.zero]
    cache.replaceModel(frames: two, windowFrames: two, pass: nil)
    cache.checkInvariants()
    #expect(cache.committed == [false, false] && cache.mayHaveUncommitted)
    cache.markAllCommitted()
    cache.checkInvariants()
    #expect(cache.committed == [true, true] && !cache.mayHaveUncommitted)
    cache.forgetCommitted(views: [1, 7, -1])
    cache.checkInvariants()
    #expect(cache.isCommitted(0) && !cache.isCommitted(1) && !cache.isCommitted(7))
    #expect(!cache.isCommitted(-1))
    let three = two + [Rect.zero]
    cache.replaceModel(frames: three, windowFrames: three, pass: nil)
    cache.checkInvariants()
    #expect(cache.committed == [true, false, false])
    cache.markAllCommitted()
    cache.checkInvariants()
    #expect(cache.committed == [true, true, true])
  }
}
