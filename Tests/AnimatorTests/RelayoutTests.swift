import Layout
import Testing

@testable import Animator

/// width == constant under a required width <= 100: animating the constant 50 → 200.
@Test func relayoutFollowsTheClampWhileInterpolationDrawsAStraightLine() throws {
  let spec = try AnimationSpec(duration: 1, curve: .linear)

  let interpolated = OneBox()
  interpolated.width = 50
  interpolated.cap = 100
  let a = try Timeline(host: interpolated.host, fps: 4)
  try a.layout(at: 0)
  try a.animate(at: 0, spec) { interpolated.width = 200 }
  var frameWidths: [Double] = []
  try a.finish(cursor: 0) { frameWidths.append($0.frames[1].width) }

  let relaid = OneBox()
  relaid.width = 50
  relaid.cap = 100
  let b = try Timeline(host: relaid.host, fps: 4)
  try b.layout(at: 0)
  let passesBefore = relaid.host.layoutPasses
  let track = ConstantTrack(key: 1, from: 50, to: 200) { relaid.width = $0 }
  try b.animateRelayout(at: 0, spec, tracks: [track])
  var relayoutWidths: [Double] = []
  var models: [Double] = []
  try b.finish(cursor: 0) {
    relayoutWidths.append($0.frames[1].width)
    models.append($0.modelFrames[1].width)
  }

  // Interpolation: 50 → 100 on a straight line over the whole second.
  #expect(frameWidths == [50, 62.5, 75, 87.5, 100])
  // Relayout: the constant 50, 87.5, 125, 162.5, 200 clamped at 100 from 1/3 s on.
  #expect(relayoutWidths == [50, 87.5, 100, 100, 100])
  #expect(models == relayoutWidths)
  // One layout pass per sampled frame whose constant changed (the first is set at creation).
  #expect(relaid.host.layoutPasses - passesBefore == 5)
  #expect(relaid.width == 200)
}

@Test func relayoutInterruptionPolicies() throws {
  func run(_ policy: InterruptionPolicy) throws -> (widths: [Double], kinds: [AnimationEventKind]) {
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 4, policy: policy)
    try timeline.layout(at: 0)
    let spec = try AnimationSpec(duration: 1, curve: .linear)
    let set: (Double) -> Void = { box.width = $0 }
    try timeline.animateRelayout(
      at: 0, spec, tracks: [ConstantTrack(key: 9, from: 100, to: 200, set: set)])
    var widths: [Double] = []
    var kinds: [AnimationEventKind] = []
    try timeline.advance(before: 0.5) { widths.append($0.frames[1].width) }
    try timeline.animateRelayout(
      at: 0.5, spec, tracks: [ConstantTrack(key: 9, from: 200, to: 0, set: set)])
    try timeline.finish(cursor: 0.5) { frame in
      widths.append(frame.frames[1].width)
      kinds += frame.events.filter { $0.kind != .started }.map(\.kind)
    }
    return (widths, kinds)
  }
  let additive = try run(.additive)
  // base 0 + (200 − 0)·(1 − p2) + (100 − 200)·(1 − p1): 0.5 s 150; 0.75 s 150 − 25 = 125;
  // 1.0 s 100 (the first has ended); 1.5 s 0.
  #expect(additive.widths == [100, 125, 150, 125, 100, 50, 0])
  #expect(additive.kinds == [.finished, .finished])
  let current = try run(.fromCurrentState)
  // From 150 at 0.5 s toward 0: 112.5, 75, 37.5, 0.
  #expect(current.widths == [100, 125, 150, 112.5, 75, 37.5, 0])
  #expect(current.kinds == [.interrupted, .finished])
  let replace = try run(.replace)
  #expect(replace.widths == [100, 125, 200, 150, 100, 50, 0])
}

/// Several constants in one animation, a second animation adding to one of them, and a key
/// given twice in one animation: each frame writes base + Σ delta · (1 − p) over the running
/// animations, where only an animation's first track of a key counts and the base is the
/// last track's `to`.
@Test func relayoutSumsEveryConstantsTracksInOnePass() throws {
  let host = FakeHost(parents: [nil]) { [Rect(x: 0, y: 0, width: 10, height: 10)] }
  let timeline = try Timeline(host: host, fps: 4)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  var first = 0.0
  var second = 0.0
  try timeline.animateRelayout(
    at: 0, spec,
    tracks: [
      ConstantTrack(key: 1, from: 0, to: 40) { first = $0 },
      ConstantTrack(key: 2, from: 100, to: 60) { second = $0 },
      ConstantTrack(key: 1, from: 1000, to: 8) { first = $0 },
    ])
  var firsts: [Double] = []
  var seconds: [Double] = []
  let record = { (_: TimelineFrame) in
    firsts.append(first)
    seconds.append(second)
  }
  try timeline.advance(before: 0.5, record)
  try timeline.animateRelayout(
    at: 0.5, spec, tracks: [ConstantTrack(key: 2, from: 60, to: 20) { second = $0 }])
  try timeline.finish(cursor: 0.5, record)
  // Key 1: base 8, delta 0 − 40 = −40 (the second track's 1000 − 8 does not count):
  // 8 − 40 · (1 − t) = −32, −22, −12, −2, then 8 from 1 s (the animation ended).
  #expect(firsts == [-32, -22, -12, -2, 8, 8, 8])
  // Key 2: 60 + 40 · (1 − t) before 0.5 s (100, 90); then base 20 + 40 · (1 − t) +
  // 40 · (1 − (t − 0.5)): 0.5 s 20 + 20 + 40 = 80, 0.75 s 20 + 10 + 30 = 60, 1 s 20 + 20 = 40,
  // 1.25 s 20 + 10 = 30, 1.5 s 20.
  #expect(seconds == [100, 90, 80, 60, 40, 30, 20])
}

/// Twenty constants (more than 16: looked up through a dictionary) in one animation and a
/// second animation of every fifth: each frame writes every constant's own value.
@Test func relayoutMovesTwentyConstantsIndependently() throws {
  let host = FakeHost(parents: [nil]) { [Rect(x: 0, y: 0, width: 10, height: 10)] }
  let timeline = try Timeline(host: host, fps: 4)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  var values = [Double](repeating: .nan, count: 20)
  try timeline.animateRelayout(
    at: 0, spec,
    tracks: (0..<20).map { key in
      ConstantTrack(key: key, from: Double(key) * 8, to: 0) { values[key] = $0 }
    })
  var atHalf: [Double] = []
  try timeline.advance(before: 0.5) { _ in }
  try timeline.animateRelayout(
    at: 0.5, spec,
    tracks: stride(from: 0, to: 20, by: 5).map { key in
      ConstantTrack(key: key, from: 0, to: 100) { values[key] = $0 }
    })
  try timeline.finish(cursor: 0.5) { frame in
    if frame.index == 3 { atHalf = values }  // 0.75 s
  }
  // At 0.75 s: key · 8 · (1 − 0.75) = 2 · key from the first animation; keys 0, 5, 10, 15
  // also base 100 + (0 − 100) · (1 − 0.25) = 25 from the second.
  let expected = (0..<20).map { key in Double(2 * key) + (key % 5 == 0 ? 25 : 0) }
  #expect(atHalf == expected)
  // At the end every constant is its base: 0, or 100 for keys 0, 5, 10, 15.
  #expect(values == (0..<20).map { $0 % 5 == 0 ? 100 : 0 })
}
