import Layout
import TestSupport
import Testing

@testable import Animator

/// Seed 1's top half on the real engine: `H:|-[gray]-|`, `V:|-[gray(==height)]`, a button
/// in it pinned 20 from its leading edge and centred vertically.
private final class GrayBox {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  let gray = View(name: "gray")
  let button = View(name: "button", kind: .button)
  let height: LayoutConstraint

  init() throws {
    let root = engine.root
    gray.translatesAutoresizingMaskIntoConstraints = false
    button.translatesAutoresizingMaskIntoConstraints = false
    button.text = "Button"
    try root.addSubview(gray)
    try gray.addSubview(button)
    height = try gray.heightAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activate([
      gray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      root.trailingAnchor.constraint(equalTo: gray.trailingAnchor, constant: 20),
      gray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      height,
      button.leadingAnchor.constraint(equalTo: gray.leadingAnchor, constant: 20),
      button.centerYAnchor.constraint(equalTo: gray.centerYAnchor),
    ])
  }
}

@Test func uikitPatternOnTheRealEngine() throws {
  let box = try GrayBox()
  let timeline = try Timeline(host: box.engine, fps: 60)
  try timeline.layout(at: 0)
  #expect(timeline.modelFrames[1] == Rect(x: 20, y: 20, width: 280, height: 100))
  let buttonStart = timeline.modelFrames[2]
  let id = try timeline.animate(at: 0, try AnimationSpec(duration: 0.5, curve: .linear), tag: 4) {
    box.height.constant = 200
  }
  var output: [TimelineFrame] = []
  try timeline.finish(cursor: 0) { output.append($0) }
  #expect(output.count == 31)
  let middle = output[15]  // 0.25 s: halfway
  #expect(middle.frames[1] == Rect(x: 20, y: 20, width: 280, height: 150))
  #expect(middle.modelFrames[1] == Rect(x: 20, y: 20, width: 280, height: 200))
  // The button is centred: its y moves by 50 over the animation, 25 at the half.
  #expect(abs(middle.frames[2].y - (buttonStart.y + 25)) < 1e-9)
  #expect(abs(middle.windowFrames[2].y - (buttonStart.y + 25 + 20)) < 1e-9)
  #expect(output[30].frames == box.engine.views.map(\.frame))
  #expect(output[30].events.map(\.kind) == [.finished])
  #expect(output[30].events.first?.animation == id)
}

/// A width `== constant @750` under a required `<= 150` cap, animated 100 → 300: frame
/// interpolation draws a straight line 100 → 150 over the whole second, the constraint
/// animator stops at the cap after a quarter of it.
@Test func relayoutVersusInterpolationOnAClampedConstraintOnTheRealEngine() throws {
  func makeEngine() throws -> (LayoutEngine, LayoutConstraint) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let bar = View(name: "bar")
    bar.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(bar)
    let width = try bar.widthAnchor.constraint(equalToConstant: 100)
    try width.setPriority(750)
    try LayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      bar.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      bar.heightAnchor.constraint(equalToConstant: 20),
      width,
      bar.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
    ])
    return (engine, width)
  }
  let spec = try AnimationSpec(duration: 1, curve: .linear)

  let (first, firstWidth) = try makeEngine()
  let interpolation = try Timeline(host: first, fps: 8)
  try interpolation.layout(at: 0)
  try interpolation.animate(at: 0, spec) { firstWidth.constant = 300 }
  var interpolated: [Double] = []
  try interpolation.finish(cursor: 0) { interpolated.append($0.frames[1].width) }

  let (second, secondWidth) = try makeEngine()
  let relayout = try Timeline(host: second, fps: 8)
  try relayout.layout(at: 0)
  let passes = second.passCount
  let track = ConstantTrack(key: 0, from: 100, to: 300) { secondWidth.constant = $0 }
  try relayout.animateRelayout(at: 0, spec, tracks: [track])
  var relaid: [Double] = []
  try relayout.finish(cursor: 0) { relaid.append($0.frames[1].width) }

  #expect(interpolated.count == 9 && relaid.count == 9)
  for (index, width) in interpolated.enumerated() {
    #expect(abs(width - (100 + 50 * Double(index) / 8)) < 1e-9)
  }
  let expected = [100, 125, 150, 150, 150, 150, 150, 150, 150.0]
  for (width, wanted) in zip(relaid, expected) { #expect(abs(width - wanted) < 1e-9) }
  #expect(secondWidth.constant == 300)
  // One incremental pass per frame whose constant changed (frame 0 writes `from`, which the
  // engine already had: no pass), none rebuilt: the same constraint stays active.
  #expect(second.passCount - passes == 8)
  #expect(secondWidth.isActive)
  #expect(second.report.conflicts.isEmpty)
}

/// Rotation inside an animation: the root's own frame and every pinned view animate.
@Test func rotationAnimatesTheRootAndItsChildren() throws {
  let box = try GrayBox()
  let timeline = try Timeline(host: box.engine, fps: 10)
  try timeline.layout(at: 0)
  try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
    box.engine.rootSize = Size(width: 568, height: 320)
  }
  let middle = try timeline.sample(frame: 5)
  #expect(middle.frames[0] == Rect(x: 0, y: 0, width: 444, height: 444))
  #expect(middle.frames[1] == Rect(x: 20, y: 20, width: 404, height: 100))
  #expect(middle.modelFrames[1] == Rect(x: 20, y: 20, width: 528, height: 100))
}

/// The one-walk window frames equal `View.windowFrame`, in `views` order, also when views
/// were added out of tree order and a scroll view is scrolled.
@Test func engineWindowFramesMatchViewWindowFrame() throws {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  let scroll = View(name: "scroll", kind: .scrollView)
  let other = View(name: "other")
  let content = View(name: "content")
  for view in [scroll, other, content] { view.translatesAutoresizingMaskIntoConstraints = false }
  try engine.root.addSubview(scroll)
  try engine.root.addSubview(other)
  try scroll.addSubview(content)  // added after `other`: views order ≠ tree pre-order
  try LayoutConstraint.activate(
    placement(of: scroll, in: engine.root, x: 10, y: 30, width: 200, height: 300)
      + placement(of: other, in: engine.root, x: 5, y: 400, width: 50, height: 50)
      + placement(of: content, in: scroll, x: 7, y: 11, width: 100, height: 1000)
  )
  scroll.contentOffset = Point(x: 0, y: 200)
  engine.layoutIfNeeded()
  #expect(engine.views.map(\.name) == ["root", "scroll", "other", "content"])
  #expect(engine.windowFrames() == engine.views.map(\.windowFrame))
  #expect(engine.modelFrames() == engine.views.map(\.frame))
  #expect(engine.windowFrames()[3].y == 30 + 11 - 200)
}

/// While re-solving, window frames are derived from model frames and the cached tree: they
/// must equal the engine's own, including under a scrolled scroll view, and follow a scroll
/// made between frames without a layout pass.
@Test func relayoutDerivedWindowFramesMatchTheEngine() throws {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  let scroll = View(name: "scroll", kind: .scrollView)
  let content = View(name: "content")
  let chip = View(name: "chip")
  for view in [scroll, content, chip] { view.translatesAutoresizingMaskIntoConstraints = false }
  try engine.root.addSubview(scroll)
  try scroll.addSubview(content)
  try content.addSubview(chip)
  let inset = try scroll.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10)
  try LayoutConstraint.activate(
    [
      inset,
      scroll.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 30),
      scroll.widthAnchor.constraint(equalToConstant: 200),
      scroll.heightAnchor.constraint(equalToConstant: 300),
    ]
      + placement(of: content, in: scroll, x: 3, y: 4, width: 150, height: 900)
      + placement(of: chip, in: content, x: 5, y: 6, width: 20, height: 20)
  )
  scroll.contentOffset = Point(x: 0, y: 50)
  let timeline = try Timeline(host: engine, fps: 10)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .easeOut)
  try timeline.animateRelayout(
    at: 0, spec, tracks: [ConstantTrack(key: 0, from: 10, to: 90) { inset.constant = $0 }])
  var checked = 0
  try timeline.advance(before: 0.45) { frame in
    #expect(frame.windowFrames == engine.views.map(\.windowFrame))
    checked += 1
  }
  scroll.contentOffset = Point(x: 0, y: 120)  // pending: the next re-solve commits it
  try timeline.finish(cursor: 0.45) { frame in
    #expect(frame.windowFrames == engine.views.map(\.windowFrame))
    #expect(frame.frames == engine.views.map(\.frame))
    checked += 1
  }
  #expect(checked == 11)
  // The derived path is the one taken (the engine offers its tree).
  #expect(timeline.derivedWindowFrames(count: 4) == engine.views.map(\.windowFrame))
  #expect(timeline.modelWindowFrames[3].y == 30 + 4 + 6 - 120)
  #expect(abs(timeline.modelWindowFrames[3].x - (90 + 3 + 5)) < 1e-9)
}
