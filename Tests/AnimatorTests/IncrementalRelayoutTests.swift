import Layout
import Testing

@testable import Animator

/// A host that forwards to a real engine and counts the full reads.
private final class CountingHost: LayoutHost {
  let engine: LayoutEngine
  var fullModelReads = 0
  var partialModelReads: [[Int]] = []

  init(_ engine: LayoutEngine) { self.engine = engine }

  var viewCount: Int { engine.viewCount }
  func layoutIfNeeded() { engine.layoutIfNeeded() }
  func modelFrames() -> [Rect] {
    fullModelReads += 1
    return engine.modelFrames()
  }
  func windowFrames() -> [Rect] { engine.windowFrames() }
  func superviewIndices() -> [Int?]? { engine.superviewIndices() }
  func contentOffsets(ofViews indices: [Int]) -> [Point]? {
    engine.contentOffsets(ofViews: indices)
  }
  func viewsChangedByLastLayout() -> (pass: Int, views: [Int])? {
    engine.viewsChangedByLastLayout()
  }
  func modelFrames(ofViews indices: [Int]) -> [Rect]? {
    partialModelReads.append(indices)
    return engine.modelFrames(ofViews: indices)
  }
}

/// Two rows of three views under a scroll view, plus a sibling box with a child: the
/// animated constant moves row 0 only.
private final class TwoRows {
  let engine = LayoutEngine(rootSize: Size(width: 400, height: 600))
  let scroll = View(name: "scroll", kind: .scrollView)
  let box = View(name: "box")
  let boxChild = View(name: "boxChild")
  var cells: [View] = []
  let lead: LayoutConstraint
  let boxTop: LayoutConstraint

  init() throws {
    let root = engine.root
    boxTop = try box.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)
    for view in [scroll, box, boxChild] { view.translatesAutoresizingMaskIntoConstraints = false }
    try root.addSubview(scroll)
    try root.addSubview(box)
    try box.addSubview(boxChild)
    var constraints = [
      try scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      try scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      try scroll.widthAnchor.constraint(equalToConstant: 300),
      try scroll.heightAnchor.constraint(equalToConstant: 200),
      try box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      boxTop,
      try box.widthAnchor.constraint(equalToConstant: 50),
      try box.heightAnchor.constraint(equalToConstant: 50),
      try boxChild.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 1),
      try boxChild.topAnchor.constraint(equalTo: box.topAnchor, constant: 2),
      try boxChild.widthAnchor.constraint(equalToConstant: 10),
      try boxChild.heightAnchor.constraint(equalToConstant: 10),
    ]
    var leadConstraint: LayoutConstraint?
    for index in 0..<6 {
      let cell = View(name: "cell\(index)")
      cell.translatesAutoresizingMaskIntoConstraints = false
      try scroll.addSubview(cell)
      let (row, column) = index.quotientAndRemainder(dividingBy: 3)
      if column == 0 {
        let leading = try cell.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 4)
        if row == 0 { leadConstraint = leading }
        constraints.append(leading)
      } else {
        constraints.append(
          try cell.leadingAnchor.constraint(equalTo: cells[index - 1].trailingAnchor, constant: 8))
      }
      constraints.append(
        try cell.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 40 * Double(row)))
      constraints.append(try cell.widthAnchor.constraint(equalToConstant: 30))
      constraints.append(try cell.heightAnchor.constraint(equalToConstant: 30))
      cells.append(cell)
    }
    guard let leadConstraint else { preconditionFailure("row 0 has a first cell") }
    lead = leadConstraint
    try LayoutConstraint.activate(constraints)
  }
}

/// The engine lists the views a pass changed, once each; a pass with nothing to do keeps
/// the list and the pass count.
@Test func engineListsTheViewsTheLastPassChanged() throws {
  let rows = try TwoRows()
  rows.engine.layoutIfNeeded()
  let pass = rows.engine.passCount
  rows.lead.constant = 14
  rows.engine.layoutIfNeeded()
  #expect(rows.engine.passCount == pass + 1)
  let names = rows.engine.viewsChangedInLastPass.map { rows.engine.views[$0].name }
  #expect(names.sorted() == ["cell0", "cell1", "cell2"])
  rows.engine.layoutIfNeeded()  // nothing pending: no pass
  #expect(rows.engine.passCount == pass + 1)
  #expect(rows.engine.viewsChangedInLastPass.count == 3)
  // A content offset change and a frame set by hand are listed.
  rows.scroll.contentOffset = Point(x: 0, y: 7)
  rows.boxChild.frame = Rect(x: 0, y: 0, width: 1, height: 1)
  rows.engine.layoutIfNeeded()
  let listed = rows.engine.viewsChangedInLastPass.map { rows.engine.views[$0].name }
  #expect(listed.contains("scroll") && listed.contains("boxChild"))
  #expect(Set(listed).count == listed.count)
  // The root is listed when the root size changes.
  rows.engine.rootSize = Size(width: 500, height: 600)
  rows.engine.layoutIfNeeded()
  #expect(rows.engine.viewsChangedInLastPass.contains(0))
}

/// Relayout frames read back only the views the pass changed, yet every frame equals the
/// engine's full read (model and window frames), also after a scroll between frames; frames
/// kept by the caller are not changed by later samples.
@Test func relayoutFramesUpdateOnlyWhatMoved() throws {
  let rows = try TwoRows()
  let host = CountingHost(rows.engine)
  let timeline = try Timeline(host: host, fps: 10)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .easeInEaseOut)
  let lead = rows.lead
  try timeline.animateRelayout(
    at: 0, spec, tracks: [ConstantTrack(key: 0, from: 4, to: 60) { lead.constant = $0 }])
  let fullReadsBefore = host.fullModelReads
  var kept: [TimelineFrame] = []
  var expected: [([Rect], [Rect])] = []
  let check = { (frame: TimelineFrame) in
    timeline.cache.checkInvariants()
    #expect(frame.modelFrames == rows.engine.views.map(\.frame))
    #expect(frame.frames == frame.modelFrames)
    #expect(frame.windowFrames == rows.engine.views.map(\.windowFrame))
    kept.append(frame)
    expected.append((frame.modelFrames, frame.windowFrames))
  }
  try timeline.advance(before: 0.45, check)
  rows.scroll.contentOffset = Point(x: 3, y: 25)  // pending: the next re-solve commits it
  try timeline.finish(cursor: 0.45, check)
  #expect(kept.count == 11)
  for (frame, values) in zip(kept, expected) {
    #expect(frame.modelFrames == values.0 && frame.windowFrames == values.1)
  }
  // One full read at the first re-solved frame (deriving the window cache), then partial
  // reads of row 0 only, plus the scroll view after the scroll.
  #expect(host.fullModelReads - fullReadsBefore <= 1)
  let cellIndices = Set(
    rows.cells.prefix(3).compactMap { cell in
      rows.engine.views.firstIndex { $0 === cell }
    })
  let scrollIndex = rows.engine.views.firstIndex { $0 === rows.scroll }
  for read in host.partialModelReads.dropLast() {
    #expect(read.allSatisfy { cellIndices.contains($0) || $0 == scrollIndex })
  }
  #expect(!host.partialModelReads.isEmpty)
}

/// A layout pass the timeline did not run (the caller's own `layoutIfNeeded()`) makes the
/// next re-solved frame read everything again, so no change is missed.
@Test func aForeignLayoutPassFallsBackToAFullRead() throws {
  let rows = try TwoRows()
  let host = CountingHost(rows.engine)
  let timeline = try Timeline(host: host, fps: 10)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  let lead = rows.lead
  try timeline.animateRelayout(
    at: 0, spec, tracks: [ConstantTrack(key: 0, from: 4, to: 60) { lead.constant = $0 }])
  try timeline.advance(before: 0.25) { _ in }
  let reads = host.fullModelReads
  rows.boxTop.constant = 320
  rows.engine.layoutIfNeeded()  // not through the timeline: moves the box and its child
  let frame = try timeline.sample(frame: timeline.nextFrameIndex)
  timeline.cache.checkInvariants()
  #expect(host.fullModelReads == reads + 1)
  #expect(frame.modelFrames == rows.engine.views.map(\.frame))
  #expect(frame.windowFrames == rows.engine.views.map(\.windowFrame))
  #expect(frame.modelFrames[2].y == 320 && frame.windowFrames[3].y == 322)
}

/// Roots come in the solver's order, possibly twice (a changed scroll view whose content
/// offset changed too): sorted ascending and once each, by a scan of the stamps when
/// k · ⌈log₂ k⌉ exceeds the view count, by a comparison sort otherwise.
@Test func rootsOfTheWindowWalkAreSortedOnceEach() {
  // k = 5 roots, ⌈log₂ 5⌉ = 3: 15 > 10 views, so the scan: a new stamp marks the roots.
  var roots = [7, 3, 9, 3, 0]
  var marks = [Int](repeating: 0, count: 10)
  var stamp = 4
  FrameCache.sortRoots(&roots, count: 10, marks: &marks, stamp: &stamp)
  #expect(roots == [0, 3, 7, 9])
  #expect(stamp == 5)
  #expect(marks == [5, 0, 0, 5, 0, 0, 0, 5, 0, 5])
  // k = 3, ⌈log₂ 3⌉ = 2: 6 ≤ 100 views, so the comparison sort; marks and stamp untouched.
  var few = [42, 5, 17]
  var wide = [Int](repeating: 0, count: 100)
  FrameCache.sortRoots(&few, count: 100, marks: &wide, stamp: &stamp)
  #expect(few == [5, 17, 42])
  #expect(stamp == 5 && wide.allSatisfy { $0 == 0 })
}

/// Containers whose widths follow view 0's, each with children pinned inside: a re-solve
/// moves parents and children together (16 of 17 views, so the walk scans the stamps), and
/// every frame's window frames equal the engine's own, through a content offset set between
/// frames.
@Test func nestedMovesMatchTheEngineOnEveryFrame() throws {
  let engine = LayoutEngine(rootSize: Size(width: 800, height: 600))
  let root = engine.root
  var constraints: [LayoutConstraint] = []
  var containers: [View] = []
  var animated: LayoutConstraint?
  for index in 0..<4 {
    let container = View(name: "c\(index)")
    container.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(container)
    if let previous = containers.last {
      constraints += [
        try container.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 5),
        try container.widthAnchor.constraint(equalTo: previous.widthAnchor),
      ]
    } else {
      let width = try container.widthAnchor.constraint(equalToConstant: 100)
      animated = width
      constraints += [
        try container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        width,
      ]
    }
    constraints += [
      try container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      try container.heightAnchor.constraint(equalToConstant: 90),
    ]
    for row in 0..<3 {
      let child = View(name: "c\(index)r\(row)")
      child.translatesAutoresizingMaskIntoConstraints = false
      try container.addSubview(child)
      constraints += [
        try child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 2),
        try child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -2),
        try child.topAnchor.constraint(
          equalTo: container.topAnchor, constant: 30 * Double(row)),
        try child.heightAnchor.constraint(equalToConstant: 25),
      ]
    }
    containers.append(container)
  }
  try LayoutConstraint.activate(constraints)
  guard let animated else { preconditionFailure("container 0 has a width") }
  let host = CountingHost(engine)
  let timeline = try Timeline(host: host, fps: 10)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  try timeline.animateRelayout(
    at: 0, spec, tracks: [ConstantTrack(key: 0, from: 100, to: 150) { animated.constant = $0 }])
  var frames: [TimelineFrame] = []
  let check = { (frame: TimelineFrame) in
    timeline.cache.checkInvariants()
    #expect(frame.modelFrames == engine.views.map(\.frame))
    #expect(frame.windowFrames == engine.views.map(\.windowFrame))
    frames.append(frame)
  }
  try timeline.advance(before: 0.45, check)
  containers[2].contentOffset = Point(x: 4, y: 6)
  try timeline.finish(cursor: 0.45, check)
  #expect(frames.count == 11)
  // The last frame: width 150, so container 3 starts at 10 + 3 × (150 + 5) = 475 and its
  // last child at 475 + 2 = 477, 20 + 60 = 80 in the window; container 2 scrolled by
  // (4, 6) (its bounds origin): its first child at 10 + 2 × 155 + 2 − 4 = 318, 20 + 0 − 6 = 14.
  let last = try #require(frames.last)
  #expect(last.windowFrames[engine.views.firstIndex { $0.name == "c3r2" } ?? 0].x == 477)
  #expect(last.windowFrames[engine.views.firstIndex { $0.name == "c3r2" } ?? 0].y == 80)
  #expect(last.windowFrames[engine.views.firstIndex { $0.name == "c2r0" } ?? 0].x == 318)
  #expect(last.windowFrames[engine.views.firstIndex { $0.name == "c2r0" } ?? 0].y == 14)
  // Partial reads listed parents and children together (more than the 4 containers).
  #expect(host.partialModelReads.contains { $0.count > 4 })
}
