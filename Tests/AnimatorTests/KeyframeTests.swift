import Layout
import Testing

@testable import Animator

/// x: 0 → 100 in the first half, → 300 in the second; samples at quarter-second steps.
private func keyframeRun(_ mode: KeyframeCalculationMode) throws -> [Double] {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 8)
  try timeline.layout(at: 0)
  let keyframes = [
    try Keyframe(relativeStart: 0, relativeDuration: 0.5) { box.x = 100 },
    try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) { box.x = 300 },
  ]
  try timeline.animateKeyframes(
    at: 0, try AnimationSpec(duration: 1, curve: .linear), mode: mode, keyframes: keyframes)
  var xs: [Double] = []
  try timeline.finish(cursor: 0) { xs.append($0.frames[1].x) }
  return xs
}

@Test func keyframeLinear() throws {
  #expect(try keyframeRun(.linear) == [0, 25, 50, 75, 100, 150, 200, 250, 300])
}

@Test func keyframeDiscrete() throws {
  // Each keyframe's value appears at its start and holds.
  #expect(try keyframeRun(.discrete) == [0, 100, 100, 100, 100, 300, 300, 300, 300])
}

@Test func keyframeCubicPassesThroughTheKeys() throws {
  let xs = try keyframeRun(.cubic)
  #expect(xs[0] == 0 && xs[4] == 100 && xs[8] == 300)
  // Catmull-Rom: tangents (100 − 0)/2 at 0, (300 − 0)/2 at the middle key, (300 − 100)/2 at
  // the end; s = 0.5 in the first segment: 0.5·0 + 0.125·50 + 0.5·100 − 0.125·150 = 37.5.
  #expect(abs(xs[2] - 37.5) < 1e-9)
  #expect(xs[2] != 50)
}

@Test func keyframePacedIgnoresKeyTimes() throws {
  // Path length 100 + 200: constant speed 300 per second.
  let xs = try keyframeRun(.paced)
  for (index, x) in xs.enumerated() {
    #expect(abs(x - 300 * Double(index) / 8) < 1e-9)
  }
}

@Test func keyframeGapsHoldAndRangesAreChecked() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 4)
  try timeline.layout(at: 0)
  try timeline.animateKeyframes(
    at: 0, try AnimationSpec(duration: 1, curve: .linear),
    keyframes: [try Keyframe(relativeStart: 0.5, relativeDuration: 0.25) { box.x = 100 }])
  var xs: [Double] = []
  try timeline.finish(cursor: 0) { xs.append($0.frames[1].x) }
  #expect(xs == [0, 0, 0, 100, 100])
  #expect(throws: AnimatorError.keyframeOutOfRange(relativeStart: 0.8, relativeDuration: 0.5)) {
    try Keyframe(relativeStart: 0.8, relativeDuration: 0.5) {}
  }
}

@Test func keyframesStartFromThePresentedValueUnderFromCurrentState() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 4, policy: .fromCurrentState)
  try timeline.layout(at: 0)
  let first = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .linear)) {
    box.x = 100
  }
  _ = try timeline.sample(frame: 0)
  _ = try timeline.sample(frame: 1)  // x = 25
  // At 0.5 s (x presented 50): keyframes to 0 then 200.
  try timeline.animateKeyframes(
    at: 0.5, try AnimationSpec(duration: 1, curve: .linear),
    keyframes: [
      try Keyframe(relativeStart: 0, relativeDuration: 0.5) { box.x = 0 },
      try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) { box.x = 200 },
    ])
  var xs: [Double] = []
  var events: [AnimationEvent] = []
  try timeline.finish(cursor: 0.5) { frame in
    xs.append(frame.frames[1].x)
    events += frame.events
  }
  // 50 → 0 over 0.5 s, then 0 → 200 over 0.5 s.
  #expect(xs == [50, 25, 0, 100, 200])
  #expect(events.first { $0.animation == first }?.kind == .interrupted)
}

@Test func relayoutAndInterpolationRunTogether() throws {
  let box = OneBox()
  let timeline = try Timeline(host: box.host, fps: 4)
  try timeline.layout(at: 0)
  let spec = try AnimationSpec(duration: 1, curve: .linear)
  // x is interpolated 0 → 100; the width constant is re-solved 100 → 200.
  try timeline.animate(at: 0, spec) { box.x = 100 }
  try timeline.animateRelayout(
    at: 0, spec, tracks: [ConstantTrack(key: 0, from: 100, to: 200) { box.width = $0 }])
  var frames: [Rect] = []
  try timeline.finish(cursor: 0) { frames.append($0.frames[1]) }
  #expect(frames.map(\.x) == [0, 25, 50, 75, 100])
  #expect(frames.map(\.width) == [100, 125, 150, 175, 200])
}
