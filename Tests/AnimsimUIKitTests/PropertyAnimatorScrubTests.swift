import AnimsimUIKit
import Testing

// easeIn is the cubic Bézier (0.42, 0) (1, 1); at x = 0.5 it is 0.3153568, and it reaches
// 0.5 at x = 0.6575 (both by bisection).
private let easeInAtHalf = 0.3153568

/// `UIViewPropertyAnimator.scrubsLinearly`.
///
/// Apple: "The default value of this property is true, which causes the animator to use a
/// linear timing function during scrubbing. Setting the property to false causes the
/// animator to use its specified timing curve."
@MainActor @Suite struct PropertyAnimatorScrubTests {
  /// A paused 1 s easeIn animator moving the box from x 0 to 100.
  private func pausedEaseIn(
    _ stage: (
      window: UIWindow, box: UIView, left: NSLayoutConstraint, dot: UIView,
      top: NSLayoutConstraint
    )
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) {
      stage.left.constant = 100
      stage.window.layoutIfNeeded()
    }
    animator.pauseAnimation()
    return animator
  }

  @Test func scrubbingIsLinearByDefault() {
    let stage = propertyAnimatorStage()
    let animator = pausedEaseIn(stage)
    #expect(animator.scrubsLinearly)
    animator.fractionComplete = 0.5
    Simulation.advance(by: 0.1)
    // Half way in value, not in easeIn's time: 100 × 0.5 = 50.
    #expect(shownX(stage.box) == 50)
    #expect(animator.fractionComplete == 0.5)
  }

  @Test func scrubbingFollowsTheCurveWhenNotLinear() {
    let stage = propertyAnimatorStage()
    let animator = pausedEaseIn(stage)
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.5
    Simulation.advance(by: 0.1)
    // easeIn at half the time: 100 × 0.3153568.
    #expect(abs(Double(shownX(stage.box)) - 100 * easeInAtHalf) < 1e-3)
  }

  @Test func startedAfterALinearScrubItGoesOnFromTheScrubbedValues() {
    let stage = propertyAnimatorStage()
    var ends: [(UIViewAnimatingPosition, Double)] = []
    let animator = pausedEaseIn(stage)
    animator.addCompletion { ends.append(($0, Simulation.time)) }
    animator.fractionComplete = 0.5
    Simulation.advance(by: 0.25)
    animator.startAnimation()
    #expect(animator.isRunning)
    // It goes on from 50 with no jump: from the time easeIn shows 50, 0.6575 s, so 0.3425 s
    // are left. At 0.25 s after the start: easeIn(0.9075) × 100 = 85.0975.
    #expect(shownX(stage.box) == 50)
    Simulation.advance(by: 0.25)
    #expect(abs(Double(shownX(stage.box)) - 85.0975) < 1e-3)
    Simulation.advance(by: 0.25)
    #expect(shownX(stage.box) == 100)
    #expect(ends.map(\.0) == [.end])
    // It ends at 0.25 + 0.3425 = 0.5925 s, reported on the next frame (0.6 s).
    #expect(ends.first.map { abs($0.1 - 0.6) < 1e-9 } == true)
  }

  @Test func reversedAfterALinearScrubItRunsBackFromTheScrubbedValues() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausedEaseIn(stage)
    animator.addCompletion { ends.append($0) }
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    // Back from 50 along easeIn from 0.6575 s: at 0.4075 s, 100 × easeIn(0.4075) = 22.1899.
    #expect(abs(Double(shownX(stage.box)) - 22.1899) < 1e-3)
    Simulation.advance(by: 0.5)
    // Back at the start after 0.6575 s: completed at `.start`, at 0.
    #expect(ends == [.start])
    #expect(shownX(stage.box) == 0)
  }

  @Test func reversedWhileRunningAfterALinearScrubItRunsBackToTheStart() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausedEaseIn(stage)
    animator.addCompletion { ends.append($0) }
    animator.fractionComplete = 0.75
    animator.startAnimation()
    Simulation.advance(by: 0.1)
    animator.isReversed = true
    Simulation.advance(by: 1)
    // All the way back to the start values (not to where the scrub left it).
    #expect(ends == [.start])
    #expect(shownX(stage.box) == 0)
  }
}
