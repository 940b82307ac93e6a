import Foundation
import Layout
import Testing

@testable import Animator

/// A real engine with one box, 100 × 50 at (10, 10), placed by its frame.
private final class Stage {
  let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
  let box = View(name: "box")

  init() throws {
    try engine.root.addSubview(box)
    box.frame = Rect(x: 10, y: 10, width: 100, height: 50)
  }

  /// A timeline at `fps` with the layout committed at 0.
  func timeline(fps: Int = 10, policy: InterruptionPolicy = .additive) throws -> Timeline {
    let timeline = try Timeline(host: engine, fps: fps, policy: policy)
    try timeline.layout(at: 0)
    return timeline
  }
}

/// Records every frame through the end.
private func record(_ timeline: Timeline, cursor: Double = 0) throws -> [TimelineFrame] {
  var frames: [TimelineFrame] = []
  try timeline.finish(cursor: cursor) { frames.append($0) }
  return frames
}

/// Whether two transforms agree within `tolerance` on every component.
private func close(_ a: Transform2D, _ b: Transform2D, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.a - b.a) <= tolerance && abs(a.b - b.b) <= tolerance && abs(a.c - b.c) <= tolerance
    && abs(a.d - b.d) <= tolerance && abs(a.tx - b.tx) <= tolerance
    && abs(a.ty - b.ty) <= tolerance
}

@Suite("Timeline: alpha and transform animations")
struct AppearanceAnimationTests {
  private let linear = { (duration: Double) in try AnimationSpec(duration: duration, curve: .linear)
  }

  @Test func alphaIsLinearInTheCurvesProgress() throws {
    let stage = try Stage()
    stage.box.alpha = 0
    let timeline = try stage.timeline()
    try timeline.animate(at: 0, try linear(1)) { stage.box.alpha = 1 }
    let frames = try record(timeline)
    // Frame k at t = k/10: alpha = 0 + (1 − 0)·k/10; the layout never moves.
    #expect(frames.count == 11)
    for frame in frames {
      #expect(abs(frame.alphas[1] - Double(frame.index) / 10) < 1e-9)
      #expect(frame.frames[1] == Rect(x: 10, y: 10, width: 100, height: 50))
    }
    // An animation of alpha alone still starts and finishes.
    #expect(frames[0].events.map(\.kind) == [.started])
    #expect(frames[10].events.map(\.kind) == [.finished])
  }

  @Test func rotationPassesTheQuarterTurnHalfWay() throws {
    let stage = try Stage()
    let timeline = try stage.timeline()
    try timeline.animate(at: 0, try linear(1)) {
      stage.box.transform = Transform2D(rotationAngle: .pi / 2)
    }
    let frames = try record(timeline)
    // Δ = identity × rotate(π/2)⁻¹ = rotate(−π/2) decays to the identity; at t = 0.5 it is
    // rotate(−π/4), so the view shows rotate(−π/4) × rotate(π/2) = rotate(π/4).
    #expect(close(frames[5].transforms[1], Transform2D(rotationAngle: .pi / 4)))
    #expect(frames[10].transforms[1] == Transform2D(rotationAngle: .pi / 2))
    // The visual frame of the 100 × 50 box rotated by π/4 about its center (60, 35): a
    // square of side (100 + 50)/√2 = 106.066 centered there.
    let side = 150 / 2.0.squareRoot()
    let visual = frames[5].visualFrames[1]
    #expect(abs(visual.width - side) < 1e-9 && abs(visual.midX - 60) < 1e-9)
    #expect(abs(visual.midY - 35) < 1e-9)
  }

  @Test func scaleAndTranslationFollowTheCurve() throws {
    let stage = try Stage()
    stage.box.transform = Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9)
    let timeline = try stage.timeline()
    #expect(timeline.presentation(at: 0).visualFrames[1].y == 10 + 2.5 + 20)
    try timeline.animate(at: 0, try linear(1)) { stage.box.transform = .identity }
    let frames = try record(timeline)
    // Δ = [0.9 0 0 0.9 0 20]; at v = 0.3: scale 0.9 + 0.1·0.3 = 0.93, ty = 20·0.7 = 14.
    #expect(
      close(frames[3].transforms[1], Transform2D(a: 0.93, b: 0, c: 0, d: 0.93, tx: 0, ty: 14)))
    // Visual: 93 × 46.5 about the center (60, 35), moved down 14: (13.5, 25.75).
    let visual = frames[3].visualFrames[1]
    #expect(abs(visual.x - 13.5) < 1e-9 && abs(visual.y - 25.75) < 1e-9)
    #expect(abs(visual.width - 93) < 1e-9 && abs(visual.height - 46.5) < 1e-9)
    #expect(frames[10].visualFrames[1] == frames[10].windowFrames[1])
  }

  @Test func additiveTranslationsSum() throws {
    let stage = try Stage()
    let timeline = try stage.timeline()
    try timeline.animate(at: 0, try linear(1)) {
      stage.box.transform = Transform2D(translationX: 100, y: 0)
    }
    var frames: [TimelineFrame] = []
    try timeline.advance(before: 0.5) { frames.append($0) }
    try timeline.animate(at: 0.5, try linear(1)) {
      stage.box.transform = Transform2D(translationX: 100, y: 50)
    }
    try timeline.finish(cursor: 0.5) { frames.append($0) }
    // At 0.5: A's offset (−100, 0)·0.5 and B's (0, −50)·1 on the model (100, 50): (50, 0),
    // where A alone had the view. At 0.75: (−25, 0) + (0, −37.5) + (100, 50) = (75, 12.5).
    #expect(close(frames[5].transforms[1], Transform2D(translationX: 50, y: 0)))
    #expect(close(frames[4].transforms[1], Transform2D(translationX: 40, y: 0)))
    let t75 = timeline.time(ofFrame: 7)  // 0.7: A at 0.7, B at 0.2
    #expect(t75 == 0.7)
    // (−30, 0) + (0, −40) + (100, 50) = (70, 10).
    #expect(close(frames[7].transforms[1], Transform2D(translationX: 70, y: 10)))
  }

  @Test func additiveOffsetsApplyOldestFirst() throws {
    let stage = try Stage()
    let timeline = try stage.timeline()
    try timeline.animate(at: 0, try linear(1)) {
      stage.box.transform = Transform2D(translationX: 100, y: 0)
    }
    var frames: [TimelineFrame] = []
    try timeline.advance(before: 0.5) { frames.append($0) }
    // B rotates on top: new = rotate(π/2) then translate(100, 0); Δ_B = old × new⁻¹ =
    // rotate(−π/2).
    try timeline.animate(at: 0.5, try linear(1)) {
      stage.box.transform = Transform2D(translationX: 100, y: 0).rotated(by: .pi / 2)
    }
    try timeline.finish(cursor: 0.5) { frames.append($0) }
    // At 0.8: Δ_A = translate(−100·0.2, 0) = (−20, 0); Δ_B = rotate(−π/2·0.7); shown
    // Δ_A × Δ_B × model = translate(−20, 0) × rotate(π/2·0.3) × translate(100, 0):
    // linear part rotate(0.15π); translation (−20, 0)·R + (100, 0) =
    // (100 − 20·cos 0.15π, −20·sin 0.15π).
    let angle = 0.15 * Double.pi
    let expected = Transform2D(
      a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 100 - 20 * cos(angle),
      ty: -20 * sin(angle))
    #expect(close(frames[8].transforms[1], expected))
  }

  @Test func fromCurrentStateStartsWhereTheViewIs() throws {
    let stage = try Stage()
    stage.box.alpha = 0
    let timeline = try stage.timeline(policy: .fromCurrentState)
    try timeline.animate(at: 0, try linear(1)) { stage.box.alpha = 1 }
    var frames: [TimelineFrame] = []
    try timeline.advance(before: 0.5) { frames.append($0) }
    try timeline.animate(at: 0.5, try linear(1)) { stage.box.alpha = 0 }
    try timeline.finish(cursor: 0.5) { frames.append($0) }
    // B starts from the presented 0.5 towards 0 and takes A's alpha over (A ends
    // interrupted): at t = 1, 0.5·(1 − 0.5) = 0.25.
    #expect(abs(frames[10].alphas[1] - 0.25) < 1e-9)
    #expect(frames[5].events.contains { $0.kind == .interrupted })
  }

  @Test func keyframesCarryAlphas() throws {
    let stage = try Stage()
    let timeline = try stage.timeline(fps: 4)
    try timeline.animateKeyframes(
      at: 0, try linear(1), mode: .linear,
      keyframes: [
        try Keyframe(relativeStart: 0, relativeDuration: 0.5) { stage.box.alpha = 0 },
        try Keyframe(relativeStart: 0.5, relativeDuration: 0.5) { stage.box.alpha = 1 },
      ])
    let frames = try record(timeline)
    // Keys 1 at 0, 0 at 0.5, 1 at 1: 0.5 at 0.25, 0 at 0.5, 0.5 at 0.75.
    #expect(frames.map { ($0.alphas[1] * 1e9).rounded() / 1e9 } == [1, 0.5, 0, 0.5, 1])
  }

  @Test func aSingularTransformJumps() throws {
    let stage = try Stage()
    let timeline = try stage.timeline()
    try timeline.animate(at: 0, try linear(1)) {
      stage.box.transform = Transform2D(scaleX: 0, y: 0)
    }
    let frames = try record(timeline)
    // scale(0) cannot be inverted: shown at once (UIKit's transform animation to it fails).
    #expect(frames[0].transforms[1] == Transform2D(scaleX: 0, y: 0))
    #expect(frames[0].visualFrames[1].width == 0)
  }

  @Test func aReversedAnimatorRunsAlphaBack() throws {
    let stage = try Stage()
    stage.box.alpha = 0
    let timeline = try stage.timeline()
    let handle = timeline.handle(try timeline.animate(at: 0, try linear(1)) { stage.box.alpha = 1 })
    var frames: [TimelineFrame] = []
    try timeline.advance(before: 0.4) { frames.append($0) }
    try handle.reverse(at: 0.4)
    try timeline.finish(cursor: 0.4) { frames.append($0) }
    // Forward to 0.4, then back: 0.3 at t = 0.5, 0.1 at t = 0.7; back at the start at 0.8,
    // where it ends and the view shows the model again (1), as UIKit's reversed animator.
    #expect(abs(frames[5].alphas[1] - 0.3) < 1e-9)
    #expect(abs(frames[7].alphas[1] - 0.1) < 1e-9)
    #expect(frames[8].alphas[1] == 1)
    #expect(frames.last?.alphas[1] == 1)
  }

  @Test func viewsAnimatedAlikeShowWhatEachShowsAlone() throws {
    // Three boxes get the same transform animation and a fourth a different one: the shared
    // offset (computed once per frame for a run of equal motions) must give each box the
    // frame it gets when animated alone.
    let start = Transform2D(translationX: 0, y: 20).scaledBy(x: 0.9, y: 0.9).rotated(by: 0.1)
    let other = Transform2D(rotationAngle: -0.4)
    func run(_ count: Int) throws -> [TimelineFrame] {
      let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
      var boxes: [View] = []
      for index in 0..<count {
        let box = View(name: "box\(index)")
        try engine.root.addSubview(box)
        box.frame = Rect(x: 10, y: 10 + 60 * Double(index), width: 100, height: 50)
        box.transform = index == 2 ? other : start
        boxes.append(box)
      }
      let timeline = try Timeline(host: engine, fps: 10)
      try timeline.layout(at: 0)
      try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .easeInEaseOut)) {
        for box in boxes { box.transform = .identity }
      }
      return try record(timeline)
    }
    let together = try run(4)
    let alone = try run(1)
    #expect(together.count == alone.count)
    for (frame, single) in zip(together, alone) {
      // Boxes 1, 2 and 4 (views 1, 2, 4) share the motion; box 3 (view 3) has its own.
      for view in [1, 2, 4] { #expect(frame.transforms[view] == single.transforms[1]) }
      // The same transform about another center: the same size (to rounding).
      #expect(abs(frame.visualFrames[4].width - single.visualFrames[1].width) < 1e-9)
    }
    // Box 3 at t = 0.5 (ease-in-out value 0.5): rotate(−0.4) decays to rotate(−0.2).
    #expect(close(together[5].transforms[3], Transform2D(rotationAngle: -0.2)))
  }

  @Test func samplingReusesItsStorageAndHeldFramesKeepTheirValues() throws {
    // The same fade (alpha 0 → 1, linear, 1 s at 10 fps) sampled twice: once keeping every
    // frame, once letting each go before the next. Frame k's alpha is k/10 in both.
    func fade() throws -> (Stage, Timeline) {
      let stage = try Stage()
      stage.box.alpha = 0
      stage.box.transform = Transform2D(scaleX: 0.5, y: 0.5)
      let timeline = try stage.timeline()
      try timeline.animate(at: 0, try linear(1)) {
        stage.box.alpha = 1
        stage.box.transform = .identity
      }
      return (stage, timeline)
    }
    let (_, kept) = try fade()
    let held = try record(kept)
    let (_, reused) = try fade()
    var addresses: [UnsafeRawPointer?] = []
    var values: [(Double, Transform2D, Rect)] = []
    for index in 0...10 {
      let frame = try reused.sample(frame: index)
      addresses.append(frame.alphas.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
      values.append((frame.alphas[1], frame.transforms[1], frame.visualFrames[1]))
    }
    #expect(held.count == 11)
    for (frame, value) in zip(held, values) {
      #expect(abs(frame.alphas[1] - Double(frame.index) / 10) < 1e-12)
      #expect(frame.alphas[1] == value.0)
      #expect(frame.transforms[1] == value.1)
      #expect(frame.visualFrames[1] == value.2)
    }
    // Frame 5: scale 0.5 + 0.5·0.5 = 0.75 about the box's center (60, 35): 75 × 37.5.
    #expect(abs(held[5].visualFrames[1].width - 75) < 1e-9)
    #expect(abs(held[5].visualFrames[1].height - 37.5) < 1e-9)
    // While the fade runs (frames 0–9), each frame's alphas are written in the storage the
    // previous frame let go; frame 10 (the end) shows the model's own array.
    #expect(Set(addresses[0..<10]).count == 1)
    #expect(addresses[10] != addresses[0])
  }
}
