import Layout
import Testing

@testable import Animator

/// `Timeline.seek(_:fraction:at:linear:)`.
@Suite struct LinearSeekTests {
  /// One box moved from x 0 to 100 over 1 s on easeIn, sampled at 4 fps.
  private func easeInMove() throws -> (Timeline, AnimationID) {
    let box = OneBox()
    let timeline = try Timeline(host: box.host, fps: 4)
    try timeline.layout(at: 0)
    let id = try timeline.animate(at: 0, try AnimationSpec(duration: 1, curve: .easeIn)) {
      box.x = 100
    }
    return (timeline, id)
  }

  @Test func aLinearSeekShowsTheFractionOfTheWay() throws {
    let (timeline, id) = try easeInMove()
    try timeline.seek(id, fraction: 0.5, at: 0, linear: true)
    // 100 × 0.5, where the curve would give 100 × easeIn(0.5) = 31.53568.
    #expect(try timeline.sample(frame: 1).frames[1].x == 50)
    #expect(timeline.fractionComplete(id, at: 0.25) == 0.5)
  }

  @Test func aCurvedSeekFollowsTheCurve() throws {
    let (timeline, id) = try easeInMove()
    try timeline.seek(id, fraction: 0.5, at: 0)
    #expect(abs(try timeline.sample(frame: 1).frames[1].x - 31.53568) < 1e-3)
  }

  @Test func continuingOnItsCurveGoesOnFromTheLinearValue() throws {
    let (timeline, id) = try easeInMove()
    try timeline.seek(id, fraction: 0.5, at: 0, linear: true)
    try timeline.continueAnimation(id, at: 0.25, curve: .easeIn, durationFactor: 1)
    // From 50 over the 0.5 s left: at 0.5 s, 50 + 50 × easeIn(0.5) = 65.76784.
    #expect(abs(try timeline.sample(frame: 2).frames[1].x - 65.76784) < 1e-3)
  }

  @Test func resumingAfterALinearSeekGoesOnFromTheShownValue() throws {
    let (timeline, id) = try easeInMove()
    try timeline.seek(id, fraction: 0.5, at: 0, linear: true)
    try timeline.resume(id, at: 0.25)
    // easeIn shows 0.5 at 0.6575 s (bisection): the clock goes on from there, so at 0.5 s
    // it is at 0.9075 s: 100 × easeIn(0.9075) = 85.0975; it ends 0.3425 s after resuming.
    #expect(try timeline.sample(frame: 1).frames[1].x == 50)
    #expect(abs(try timeline.sample(frame: 2).frames[1].x - 85.0975) < 1e-3)
    #expect(abs((timeline.settledTime ?? 0) - 0.5925) < 1e-6)
  }

  @Test func reversingAfterAResumedLinearSeekRunsBackToTheStart() throws {
    let (timeline, id) = try easeInMove()
    try timeline.seek(id, fraction: 0.75, at: 0, linear: true)
    try timeline.resume(id, at: 0)
    try timeline.reverse(id, at: 0, holdingStart: true)
    // Back from where easeIn shows 0.75 to the start, where it holds the start values.
    var last = try timeline.sample(frame: 0)
    for index in 1...8 { last = try timeline.sample(frame: index) }
    #expect(last.frames[1].x == 0)
    #expect(timeline.runningAnimations.isEmpty)
  }
}
