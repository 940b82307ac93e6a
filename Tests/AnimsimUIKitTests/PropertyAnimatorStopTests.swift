import AnimsimUIKit
import Testing

/// A stopped property animator leaves the views where they were.
///
/// Apple, `stopAnimation(_:)`: it "removes all of the associated animations from the
/// execution stack and sets the values of any animatable properties to their current
/// values"; `UIViewAnimatingState.stopped` "leaves any animatable properties at their
/// current values"; `finishAnimation(at:)`: `.current` leaves "the view properties unchanged
/// from their current values"; `UIViewAnimatingPosition.start`: "the values of the
/// properties before you applied any animations". The constraints keep the block's values,
/// so the superview's next `layoutSubviews` (which sets its subviews' frames from the
/// engine) moves the view there.
@MainActor @Suite struct PropertyAnimatorStopTests {
  @Test func stopWithoutFinishingLeavesTheViewWhereItWas() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    let animator = boxTo100(window, left)
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    // Linear, half way: 0 + 100 × 0.5 = 50.
    #expect(shownX(box) == 50)
    animator.stopAnimation(true)
    Simulation.advance(by: 1)
    // Still 50 a second later, on screen and in the model (UIKit set the frame to it).
    #expect(shownX(box) == 50)
    #expect(box.frame.origin.x == 50)
    #expect(left.constant == 100)
    // The superview lays out again: the frame comes from the constraints, 100.
    window.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(shownX(box) == 100)
    #expect(box.frame.origin.x == 100)
  }

  @Test func finishAtCurrentStartAndEndAfterAStop() {
    // finishAnimation(at:) with each position, stopped at 0.25 s of a 1 s linear move to 100.
    let expected: [(UIViewAnimatingPosition, CGFloat)] = [
      (.current, 25),  // 100 × 0.25
      (.start, 0),  // the value before the block
      (.end, 100),  // the block's value
    ]
    for (position, x) in expected {
      let (window, box, left, _, _) = propertyAnimatorStage()
      var reported: [UIViewAnimatingPosition] = []
      let animator = boxTo100(window, left)
      animator.addCompletion { reported.append($0) }
      animator.startAnimation()
      Simulation.advance(by: 0.25)
      animator.stopAnimation(false)
      Simulation.advance(by: 0.5)
      // Stopped: still where it was at the stop.
      #expect(shownX(box) == 25)
      animator.finishAnimation(at: position)
      Simulation.advance(by: 0.5)
      #expect(shownX(box) == x)
      #expect(reported == [position])
      #expect(animator.state == .inactive)
    }
  }

  @Test func aNewAnimationStartsFromWhereTheStopLeftTheView() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    let animator = boxTo100(window, left)
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(true)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      left.constant = 200
      window.layoutIfNeeded()
    }
    Simulation.advance(by: 0.5)
    // From the held 50 to 200, linear, half way: 50 + 150 × 0.5 = 125.
    #expect(shownX(box) == 125)
    Simulation.advance(by: 0.5)
    #expect(shownX(box) == 200)
  }

  @Test func stopHoldsOnlyTheAnimatedViewsAndAnAddedBlock() {
    let (window, box, left, dot, top) = propertyAnimatorStage()
    let animator = boxTo100(window, left)
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.addAnimations {
      top.constant = 200
      window.layoutIfNeeded()
    }
    Simulation.advance(by: 0.25)
    animator.stopAnimation(true)
    Simulation.advance(by: 1)
    // Box: 100 × 0.75 = 75. Dot: added at 0.5 s for the 0.5 s left, stopped half way:
    // 200 × 0.5 = 100.
    #expect(shownX(box) == 75)
    #expect(shownY(dot) == 100)
  }

  @Test func aFrameAnimationStopsWhereItIsAndASetFrameWins() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
    window.addSubview(box)
    Simulation.advance(by: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.frame.origin.x = 100
    }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.stopAnimation(true)
    Simulation.advance(by: 0.5)
    // Held at 100 × 0.25 = 25, the model too.
    #expect(shownX(box) == 25)
    #expect(box.frame.origin.x == 25)
    // Setting the frame replaces the held value (UIKit: the model takes the new value).
    box.frame = CGRect(x: 60, y: 20, width: 100, height: 50)
    Simulation.advance(by: 0)
    #expect(shownX(box) == 60)
    #expect(box.frame.origin.x == 60)
  }

  @Test func anAlphaAnimationStopsWhereItIsUntilTheAlphaIsSet() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
    window.addSubview(box)
    Simulation.advance(by: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.stopAnimation(true)
    Simulation.advance(by: 0.5)
    // Held at 1 + (0 − 1) × 0.25 = 0.75, on screen and in the model.
    #expect(box.layer.presentation()?.opacity == 0.75)
    #expect(box.alpha == 0.75)
    // A layout pass leaves the alpha alone; setting it replaces the held value.
    window.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(box.layer.presentation()?.opacity == 0.75)
    box.alpha = 0.5
    // (The timeline reads alphas at its actions: a layout pass here.)
    window.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(box.layer.presentation()?.opacity == 0.5)
    #expect(box.alpha == 0.5)
  }

  @Test func finishingAnAlphaAnimationAtTheStartShowsTheStartAlpha() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
    window.addSubview(box)
    Simulation.advance(by: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    Simulation.advance(by: 0.5)
    // The start value: 1 (the model says 0).
    #expect(box.layer.presentation()?.opacity == 1)
    #expect(box.alpha == 1)
  }

  /// A 320 × 480 window with a 100 × 50 box laid out, for transform animations.
  private func transformWindow() -> (window: UIWindow, box: UIView) {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
    window.addSubview(box)
    Simulation.advance(by: 0)
    return (window, box)
  }

  /// Apple, `stopAnimation(_:)`: the animatable properties take their current values; a
  /// transform is one (`UIView.transform` is animatable).
  @Test func aTransformAnimationStopsWhereItIsUntilTheTransformIsSet() {
    let (window, box) = transformWindow()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.transform = CGAffineTransform(translationX: 100, y: 0)
    }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.stopAnimation(true)
    Simulation.advance(by: 0.5)
    // Offset Δ = start × end⁻¹ = translation(−100, 0), decaying to the identity: at
    // v = 0.25 it is translation(−100 × 0.75 = −75, 0); held Δ(v) × model = tx −75 + 100 = 25.
    let shown = box.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.tx - 25) < 1e-9)
    #expect(abs(box.transform.tx - 25) < 1e-9)
    #expect(abs(box.layer.affineTransform().tx - 25) < 1e-9)
    // A layout pass leaves the transform alone; setting it replaces the held value.
    window.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(abs((box.layer.presentation()?.affineTransform().tx ?? 0) - 25) < 1e-9)
    box.transform = CGAffineTransform(translationX: 10, y: 0)
    // (The timeline reads transforms at its actions: a layout pass here.)
    window.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(
      box.layer.presentation()?.affineTransform() == CGAffineTransform(translationX: 10, y: 0))
    #expect(box.transform == CGAffineTransform(translationX: 10, y: 0))
  }

  /// A box whose transform animates to scale(3) (linear, 1 s), stopped `elapsed` seconds in,
  /// finished at `position`, and shown 0.5 s later.
  private func scaleAnimationFinished(at position: UIViewAnimatingPosition, after elapsed: Double)
    -> UIView
  {
    let (_, box) = transformWindow()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.transform = CGAffineTransform(scaleX: 3, y: 3)
    }
    animator.startAnimation()
    Simulation.advance(by: elapsed)
    animator.stopAnimation(false)
    animator.finishAnimation(at: position)
    Simulation.advance(by: 0.5)
    return box
  }

  @Test func finishingAScaleAtTheCurrentValueHoldsItThere() {
    let box = scaleAnimationFinished(at: .current, after: 0.25)
    // Δ = scale(1/3); its scale interpolates linearly to 1 (CSS decomposition): at v = 0.25,
    // 1/3 + 0.25 × (1 − 1/3) = 0.5; held 0.5 × 3 = 1.5.
    let shown = box.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.a - 1.5) < 1e-9)
    #expect(abs(shown.d - 1.5) < 1e-9)
    #expect(abs(box.transform.a - 1.5) < 1e-9)
  }

  @Test func finishingATransformAnimationAtTheStartShowsTheStartTransform() {
    let box = scaleAnimationFinished(at: .start, after: 0.5)
    // The start value: Δ × model = scale(1/3) × scale(3) = the identity (the model says 3).
    let shown = box.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.a - 1) < 1e-9)
    #expect(abs(shown.d - 1) < 1e-9)
    #expect(abs(box.transform.a - 1) < 1e-9)
  }

  @Test func finishingATransformAnimationAtTheEndShowsTheBlocksTransform() {
    let box = scaleAnimationFinished(at: .end, after: 0.5)
    // `.end`: the block's value, scale(3).
    #expect(box.layer.presentation()?.affineTransform() == CGAffineTransform(scaleX: 3, y: 3))
    #expect(box.transform == CGAffineTransform(scaleX: 3, y: 3))
  }

  /// Apple, `UIViewAnimatingPosition.start`: "the values of the properties before you
  /// applied any animations"; a reversed animator ends there, held as a stop holds (until
  /// the superview lays the view out again).
  @Test func aReversedAnimatorEndsHeldAtTheStartUntilTheNextLayout() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    var positions: [UIViewAnimatingPosition] = []
    let animator = boxTo100(window, left)
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.isReversed = true
    Simulation.advance(by: 0.25)
    // Half way back: 100 × 0.25 = 25.
    #expect(shownX(box) == 25)
    Simulation.advance(by: 0.5)
    // Back at the start at 1 s: x = 0 on screen and in the model (the constraint says 100).
    #expect(positions == [.start])
    #expect(shownX(box) == 0)
    #expect(box.frame.origin.x == 0)
    // The next layout puts it where the constraint says.
    window.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(shownX(box) == 100)
    #expect(box.frame.origin.x == 100)
  }

  @Test func aReversedAnimatorEndsWithTheStartAlphaAndTransform() {
    let (_, box) = transformWindow()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.alpha = 0
      box.transform = CGAffineTransform(scaleX: 3, y: 3)
    }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.isReversed = true
    Simulation.advance(by: 1)
    // The start values: alpha 1, scale(1/3) × scale(3) = the identity (the model: 0, 3).
    #expect(box.layer.presentation()?.opacity == 1)
    #expect(box.alpha == 1)
    let shown = box.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.a - 1) < 1e-9)
    #expect(abs(box.transform.a - 1) < 1e-9)
  }

  /// A set value replaces a held one in the model (Apple, `stopAnimation(_:)`: the
  /// properties take their current values), so an animation of it starts from the held value.
  @Test func aNewAnimationOfAHeldAlphaAndTransformStartsFromTheHeldValues() {
    let (_, box) = transformWindow()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      box.alpha = 0
      box.transform = CGAffineTransform(translationX: 100, y: 0)
    }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.stopAnimation(true)
    // Held: alpha 1 − 0.25 = 0.75, translation 100 × 0.25 = 25.
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      box.alpha = 0.25
      box.transform = CGAffineTransform(translationX: 50, y: 0)
    }
    Simulation.advance(by: 0.5)
    // Half way from the held values: alpha 0.75 + (0.25 − 0.75) × 0.5 = 0.5; offset
    // Δ = T(25) × T(50)⁻¹ = T(−25), at v = 0.5 T(−12.5), × T(50) = tx 37.5.
    #expect(box.layer.presentation()?.opacity == 0.5)
    let shown = box.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.tx - 37.5) < 1e-9)
    Simulation.advance(by: 1)
    #expect(box.layer.presentation()?.opacity == 0.25)
    #expect(
      box.layer.presentation()?.affineTransform() == CGAffineTransform(translationX: 50, y: 0))
  }
}
