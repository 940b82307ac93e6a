import AnimsimUIKit
import Testing

/// `continueAnimation(withTimingParameters:durationFactor:)`, `addAnimations(_:delayFactor:)`
/// and `isReversed` with added blocks.
@MainActor @Suite struct PropertyAnimatorTimingTests {
  /// Apple, `continueAnimation(withTimingParameters:durationFactor:)`: "Adjusts the timing
  /// and duration of a paused animation"; `parameters` is "the new timing information to
  /// apply to the animation"; `durationFactor` multiplies "the animation's original
  /// duration"; UIViewPropertyAnimator.h: it "is used to specify the remaining time for the
  /// animation", in units of the animator's duration.
  @Test func continueAnimationUsesTheNewCurveForTheRest() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    var ended: Double?
    let animator = boxTo100(window, left)
    animator.addCompletion { _ in ended = Simulation.time }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.pauseAnimation()
    #expect(shownX(box) == 50)
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.5)
    Simulation.advance(by: 0.25)
    // From 50 to 100 over 0.5 × 1 s on easeIn (0.42, 0)(1, 1); at 0.25 / 0.5 = 0.5 the
    // curve is 0.315357 (Bézier solved by bisection): 50 + 50 × 0.315357 = 65.76785.
    #expect(abs(shownX(box) - 65.76785) < 1e-3)
    // The fraction of the whole run: 0.5 + 0.5 × 0.5 = 0.75.
    #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
    Simulation.advance(by: 0.25)
    // It ends at 0.5 + 0.5 = 1 s.
    #expect(ended.map { abs($0 - 1) < 1e-9 } == true)
    #expect(shownX(box) == 100)
  }

  @Test func continueAnimationsFactorIsTheRemainingTimeInDurations() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    var ended: Double?
    let animator = boxTo100(window, left)
    animator.addCompletion { _ in ended = Simulation.time }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.pauseAnimation()
    // nil parameters keep the (linear) curve; factor 1: the rest takes 1 × 1 s (the 0.5 s
    // left are stretched to 1 s).
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    Simulation.advance(by: 0.5)
    // 50 + 50 × (0.5 / 1) = 75.
    #expect(shownX(box) == 75)
    Simulation.advance(by: 0.5)
    #expect(ended.map { abs($0 - 1.5) < 1e-9 } == true)
  }

  /// The end of an interactive pan: a scrubbed animator continued with
  /// `continueAnimation(withTimingParameters:durationFactor: 0)` animates the rest over the
  /// time it had left, as apps that end their gestures so rely on.
  @Test func aFactorOfZeroAnimatesTheRestOverTheTimeLeft() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    var ended: Double?
    let animator = boxTo100(window, left)
    animator.addCompletion { _ in ended = Simulation.time }
    animator.pauseAnimation()
    animator.fractionComplete = 0.4
    Simulation.advance(by: 0.25)
    #expect(shownX(box) == 40)
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
    Simulation.advance(by: 0.3)
    // From 40 over the 0.6 s left on easeIn; at half of it easeIn is 0.3153568:
    // 40 + 60 × 0.3153568 = 58.92141.
    #expect(abs(shownX(box) - 58.92141) < 1e-3)
    Simulation.advance(by: 0.3)
    // It ends 0.6 s after the continue, at 0.25 + 0.6 = 0.85 s.
    #expect(ended.map { abs($0 - 0.85) < 1e-9 } == true)
    #expect(shownX(box) == 100)
  }

  /// Apple, `addAnimations(_:delayFactor:)`: the factor "is multiplied by the animator's
  /// remaining duration to determine the actual delay in seconds"; `duration`: animations
  /// added later "run only for the remaining time".
  @Test func delayFactorBeforeTheStartDelaysTheBlockByAPartOfTheDuration() {
    let (window, box, left, dot, top) = propertyAnimatorStage()
    var ends: [Double] = []
    let animator = boxTo100(window, left)
    animator.addAnimations(
      {
        top.constant = 200
        window.layoutIfNeeded()
      }, delayFactor: 0.5)
    animator.addCompletion { _ in ends.append(Simulation.time) }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    // The dot waits 0.5 × 1 s: still at 0; the box is at 25.
    #expect(shownY(dot) == 0)
    #expect(shownX(box) == 25)
    Simulation.advance(by: 0.5)
    // At 0.75 s the dot is 0.25 s into its 0.5 s: 200 × 0.5 = 100.
    #expect(shownY(dot) == 100)
    Simulation.advance(by: 0.25)
    // Both end at 1 s; the completion runs once.
    #expect(ends.count == 1)
    #expect(ends.first.map { abs($0 - 1) < 1e-9 } == true)
    #expect(shownY(dot) == 200)
  }

  @Test func delayFactorOnARunningAnimatorUsesTheTimeLeft() {
    let (window, box, left, dot, top) = propertyAnimatorStage()
    var ends: [Double] = []
    let animator = boxTo100(window, left)
    animator.addCompletion { _ in ends.append(Simulation.time) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.addAnimations(
      {
        top.constant = 200
        window.layoutIfNeeded()
      }, delayFactor: 0.5)
    Simulation.advance(by: 0.25)
    // 0.5 s left: the dot waits 0.5 × 0.5 = 0.25 s, then moves for 0.25 s.
    #expect(shownY(dot) == 0)
    #expect(shownX(box) == 75)
    Simulation.advance(by: 0.125)
    // Half of its 0.25 s: 100.
    #expect(shownY(dot) == 100)
    Simulation.advance(by: 0.125)
    #expect(ends.count == 1)
    #expect(ends.first.map { abs($0 - 1) < 1e-9 } == true)
  }

  /// Apple, `isReversed`: the animator runs its animations backward to their start; a
  /// block added to it runs with the others, so it reverses too.
  @Test func reversingAnAnimatorReversesTheBlocksAddedToIt() {
    let (window, box, left, dot, top) = propertyAnimatorStage()
    var positions: [UIViewAnimatingPosition] = []
    var ends: [Double] = []
    let animator = boxTo100(window, left)
    animator.addCompletion { position in
      positions.append(position)
      ends.append(Simulation.time)
    }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.addAnimations {
      top.constant = 300
      window.layoutIfNeeded()
    }
    Simulation.advance(by: 0.25)
    // The dot covers the 0.75 s left: 300 × (0.25 / 0.75) = 100; the box is at 50.
    #expect(abs(shownY(dot) - 100) < 1e-9)
    animator.isReversed = true
    Simulation.advance(by: 0.125)
    // Both run back: box 100 × 0.375 = 37.5; dot 300 × (0.125 / 0.75) = 50.
    #expect(shownX(box) == 37.5)
    #expect(abs(shownY(dot) - 50) < 1e-9)
    Simulation.advance(by: 0.375)
    // Back at the start at 0.5 + 0.5 = 1 s, reported once with position .start.
    #expect(positions == [.start])
    #expect(ends.first.map { abs($0 - 1) < 1e-9 } == true)
  }

  @Test func aDelayedBlockOfAReversedAnimatorRunsBackwardToo() {
    let (window, _, left, dot, top) = propertyAnimatorStage()
    var positions: [UIViewAnimatingPosition] = []
    let animator = boxTo100(window, left)
    animator.addAnimations(
      {
        top.constant = 200
        window.layoutIfNeeded()
      }, delayFactor: 0.5)
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Simulation.advance(by: 0.75)
    // The dot, 0.25 s into its 0.5 s: 100.
    #expect(shownY(dot) == 100)
    animator.isReversed = true
    Simulation.advance(by: 0.125)
    // 0.125 s back: 200 × (0.125 / 0.5) = 50.
    #expect(shownY(dot) == 50)
    Simulation.advance(by: 0.625)
    #expect(positions == [.start])
  }
}
