import AnimsimUIKit
import Testing

// easeIn is the cubic Bézier (0.42, 0) (1, 1) (CAMediaTimingFunctionName.easeIn); at x = 0.5
// it is 0.3153568 (solved by bisection).
private let easeInAtHalf = 0.31535681257253945

/// `continueAnimation(withTimingParameters:durationFactor:)` on every kind of animation.
///
/// A reversed animator, alphas and transforms, a block of key frames. Apple: it "Adjusts
/// the timing and duration of a paused animation"; `parameters` is "the new timing
/// information to apply to the animation", `durationFactor` "a multiplying factor to apply
/// to the animation's original duration" (UIViewPropertyAnimator.h: it "is used to specify
/// the remaining time for the animation"). The rest of the run (to the end, or back to the
/// start when reversed) takes factor × duration on the new curve: progress
/// p₀ + (target − p₀) × curve.
@MainActor @Suite struct PropertyAnimatorContinueTests {
  @Test func aReversedAnimatorContinuesBackToItsStartOnTheNewCurve() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    var ends: [(position: UIViewAnimatingPosition, time: Double)] = []
    let animator = boxTo100(window, left, curve: .easeIn)
    animator.addCompletion { ends.append(($0, Simulation.time)) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.pauseAnimation()
    animator.isReversed = true
    // Half the time on easeIn: p₀ = 0.3153568, x = 100 p₀.
    #expect(abs(Double(shownX(box)) - 100 * easeInAtHalf) < 1e-9)
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
    Simulation.advance(by: 0.5)
    // Back to the start over 1 × 1 s, linear: at half of it,
    // p = p₀ × (1 − 0.5); x = 100 p = 15.76784.
    #expect(abs(Double(shownX(box)) - 50 * easeInAtHalf) < 1e-9)
    // fractionComplete goes from 0.5 back to 0: 0.5 × (1 − 0.5) = 0.25.
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    #expect(ends.isEmpty)
    Simulation.advance(by: 0.5)
    // It ends at 0.5 + 1 = 1.5 s at its start, where the views stay.
    #expect(ends.count == 1)
    #expect(ends.first?.position == .start)
    #expect(ends.first.map { abs($0.time - 1.5) < 1e-9 } == true)
    #expect(shownX(box) == 0)
  }

  @Test func aBlockAddedWhileActiveContinuesBackToItsOwnStart() {
    let (window, box, left, dot, top) = propertyAnimatorStage()
    var ends: [(position: UIViewAnimatingPosition, time: Double)] = []
    let animator = boxTo100(window, left)
    animator.addCompletion { ends.append(($0, Simulation.time)) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    // Added at half the run: the dot goes 0 → 200 over the 0.5 s left.
    animator.addAnimations {
      top.constant = 200
      window.layoutIfNeeded()
    }
    Simulation.advance(by: 0.25)
    animator.pauseAnimation()
    animator.isReversed = true
    #expect(shownX(box) == 75)
    #expect(shownY(dot) == 100)
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
      durationFactor: 1.5)
    Simulation.advance(by: 0.25)
    // The box goes back from p₀ 0.75 over 1.5 × 1 s = 1.5 s, twice the 0.75 s it ran: x =
    // 75 × (1 − 0.25 / 1.5) = 62.5. The dot, scaled alike, from its own p₀ 0.5 over its
    // 0.25 s × 2 = 0.5 s: y = 100 × (1 − 0.5) = 50.
    #expect(abs(Double(shownX(box)) - 62.5) < 1e-9)
    #expect(abs(Double(shownY(dot)) - 50) < 1e-9)
    // fractionComplete: 0.75 × (1 − 0.25 / 1.5) = 0.625.
    #expect(abs(animator.fractionComplete - 0.625) < 1e-9)
    Simulation.advance(by: 0.25)
    // The dot is back at its start at 1.25 s; the completion waits for the box.
    #expect(shownY(dot) == 0)
    #expect(ends.isEmpty)
    Simulation.advance(by: 1)
    // Both back at the start by 0.75 + 1.5 = 2.25 s: one completion, at `.start`.
    #expect(ends.count == 1)
    #expect(ends.first?.position == .start)
    #expect(ends.first.map { abs($0.time - 2.25) < 1e-9 } == true)
    #expect(shownX(box) == 0)
    #expect(shownY(dot) == 0)
  }

  @Test func anAlphaAndTransformAnimatorContinuesOnTheNewCurve() {
    let (_, box, _, _, _) = propertyAnimatorStage()
    var ends: [(position: UIViewAnimatingPosition, time: Double)] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.alpha = 0
      box.transform = CGAffineTransform(translationX: 100, y: 0)
    }
    animator.addCompletion { ends.append(($0, Simulation.time)) }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.pauseAnimation()
    // A quarter through: alpha 0.75, tx 25.
    #expect(box.layer.presentation()?.opacity == 0.75)
    #expect(box.layer.presentation()?.affineTransform().tx == 25)
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn),
      durationFactor: 1.5)
    Simulation.advance(by: 0.75)
    // The rest takes 1.5 × 1 s = 1.5 s on easeIn; at half of it p = 0.25 + 0.75 × 0.3153568 =
    // 0.4865176: alpha 1 − p = 0.5134824, tx 100 p = 48.65176.
    let p = 0.25 + 0.75 * easeInAtHalf
    let opacity = Double(box.layer.presentation()?.opacity ?? -1)
    #expect(abs(opacity - (1 - p)) < 1e-6)  // a Float
    #expect(abs(Double(box.layer.presentation()?.affineTransform().tx ?? -1) - 100 * p) < 1e-9)
    // fractionComplete: 0.25 + 0.75 × 0.5 = 0.625.
    #expect(abs(animator.fractionComplete - 0.625) < 1e-9)
    Simulation.advance(by: 0.75)
    // Ends at 0.25 + 1.5 = 1.75 s at the block's values.
    #expect(ends.count == 1)
    #expect(ends.first?.position == .end)
    #expect(ends.first.map { abs($0.time - 1.75) < 1e-9 } == true)
    #expect(box.layer.presentation()?.opacity == 0)
    #expect(
      box.layer.presentation()?.affineTransform() == CGAffineTransform(translationX: 100, y: 0))
  }

  /// Key frames in an animator's block inherit its timing.
  ///
  /// Apple, `UIView.KeyframeAnimationOptions.overrideInheritedDuration`: without it "the
  /// animation inherits the remaining duration of the in-flight animation, if any". The key
  /// frames here, x 80 at half the time and 100 at the end (linear mode), are not on a
  /// straight path: x = 160 p up to p = 0.5, then 80 + 40 (p − 0.5).
  @Test func aKeyFrameAnimatorContinuesOnTheNewCurve() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    var ends: [(position: UIViewAnimatingPosition, time: Double)] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      UIView.animateKeyframes(
        withDuration: 0, delay: 0, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            left.constant = 80
            window.layoutIfNeeded()
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            left.constant = 100
            window.layoutIfNeeded()
          }
        })
    }
    animator.addCompletion { ends.append(($0, Simulation.time)) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.pauseAnimation()
    #expect(shownX(box) == 80)
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn),
      durationFactor: 0.5)
    Simulation.advance(by: 0.25)
    // From p₀ = 0.5 over 0.5 × 1 s on easeIn: p = 0.5 + 0.5 × 0.3153568, x = 80 + 40 (p −
    // 0.5) = 86.307136.
    #expect(abs(Double(shownX(box)) - (80 + 40 * 0.5 * easeInAtHalf)) < 1e-9)
    #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
    Simulation.advance(by: 0.25)
    #expect(ends.count == 1)
    #expect(ends.first?.position == .end)
    #expect(ends.first.map { abs($0.time - 1) < 1e-9 } == true)
    #expect(shownX(box) == 100)
  }
}
