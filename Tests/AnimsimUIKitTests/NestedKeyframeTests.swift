import AnimsimUIKit
import Testing

/// A 320 × 480 window with a 10 × 10 square at (x, y) = (`left`, `top`) = (0, 0).
@MainActor private func squareStage() -> (
  window: UIWindow, square: UIView, left: NSLayoutConstraint, top: NSLayoutConstraint
) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let square = UIView()
  square.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(square)
  let left = square.leadingAnchor.constraint(equalTo: window.leadingAnchor)
  let top = square.topAnchor.constraint(equalTo: window.topAnchor)
  NSLayoutConstraint.activate([
    left, top, square.widthAnchor.constraint(equalToConstant: 10),
    square.heightAnchor.constraint(equalToConstant: 10),
  ])
  Simulation.advance(by: 0)
  window.makeKeyAndVisible()
  return (window, square, left, top)
}

/// Two key frames off a straight line (an L-shaped path).
///
/// x 0 → 100 over 0…0.5, then y 0 → 100 over 0.5…1. Nested with a zero duration, as apps
/// nest them in a property animator: they inherit the outer timing.
@MainActor private func lShapedKeyframes(
  _ window: UIWindow, _ left: NSLayoutConstraint, _ top: NSLayoutConstraint,
  options: UIView.KeyframeAnimationOptions = [], duration: TimeInterval = 0,
  completion: ((Bool) -> Void)? = nil
) {
  UIView.animateKeyframes(
    withDuration: duration, delay: 0, options: options,
    animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        left.constant = 100
        window.layoutIfNeeded()
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        top.constant = 100
        window.layoutIfNeeded()
      }
    }, completion: completion)
}

@MainActor private func shown(_ view: UIView) -> (x: Double, y: Double) {
  let frame = view.layer.presentation()?.frame ?? CGRect(x: -1, y: -1, width: 0, height: 0)
  return (Double(frame.minX), Double(frame.minY))
}

/// `animateKeyframes` inside an animation block or a property animator runs its key frames
/// on the inherited timing.
///
/// Apple, `UIView.KeyframeAnimationOptions.overrideInheritedDuration`: without it "the
/// animation inherits the remaining duration of the in-flight animation, if any"; WWDC 2016
/// session 216 ("Advances in UIKit Animations and Transitions") builds interruptible key
/// frame animations by nesting `animateKeyframes` in a property animator. With linear
/// timing and the linear calculation mode, at progress p the square is at
/// (100 × min(p / 0.5, 1), 100 × max((p − 0.5) / 0.5, 0)).
@MainActor @Suite struct NestedKeyframeTests {
  @Test func keyFramesInAnAnimationBlockFollowTheirKeys() {
    let (window, square, left, top) = squareStage()
    var outer: [Bool] = []
    var inner: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { lShapedKeyframes(window, left, top) { inner.append($0) } },
      completion: { outer.append($0) })
    Simulation.advance(by: 0.25)
    // p = 0.25: x = 100 × 0.25 / 0.5 = 50, y = 0 (before: the straight line, (25, 25)).
    #expect(shown(square) == (50, 0))
    Simulation.advance(by: 0.5)
    // p = 0.75: x = 100, y = 100 × (0.75 − 0.5) / 0.5 = 50 (before: (75, 75)).
    #expect(shown(square) == (100, 50))
    #expect(outer.isEmpty && inner.isEmpty)
    Simulation.advance(by: 0.25)
    #expect(shown(square) == (100, 100))
    #expect(outer == [true] && inner == [true])
  }

  @Test func theBlockCurveMapsTimeBeforeTheKeys() {
    let (window, square, left, top) = squareStage()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveEaseIn,
      animations: { lShapedKeyframes(window, left, top) }, completion: nil)
    Simulation.advance(by: 0.5)
    // easeIn (0.42, 0, 1, 1) at t = 0.5 gives p = 0.3153568 (the continue tests' value):
    // x = 100 × p / 0.5 = 63.07136, y = 0.
    let easeInAtHalf = 0.31535681257253945
    #expect(abs(shown(square).x - 100 * easeInAtHalf / 0.5) < 1e-9)
    #expect(shown(square).y == 0)
  }

  @Test func theBlocksOwnChangesRunOverTheWholeAnimation() {
    let (window, square, left, top) = squareStage()
    let width = square.widthAnchor.constraint(equalToConstant: 10)
    square.constraints.first { $0.firstAttribute == .width }?.isActive = false
    width.isActive = true
    Simulation.advance(by: 0)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        width.constant = 50
        lShapedKeyframes(window, left, top)
        square.alpha = 0
      }, completion: nil)
    Simulation.advance(by: 0.25)
    // Outside the key frames: width 10 → 50 and alpha 1 → 0 in a straight line over the
    // whole second: 10 + 40 × 0.25 = 20, 1 − 0.25 = 0.75. The keys: (50, 0).
    let frame = square.layer.presentation()?.frame
    #expect(frame?.width == 20)
    #expect(shown(square) == (50, 0))
    #expect(abs(Double(square.layer.presentation()?.opacity ?? -1) - 0.75) < 1e-9)
    Simulation.advance(by: 0.5)
    // 10 + 40 × 0.75 = 40; alpha 0.25; keys (100, 50).
    #expect(square.layer.presentation()?.frame.width == 40)
    #expect(shown(square) == (100, 50))
    #expect(abs(Double(square.layer.presentation()?.opacity ?? -1) - 0.25) < 1e-9)
  }

  @Test func overridingTheInheritedDurationKeepsTheKeyFramesOwn() {
    let (window, square, left, top) = squareStage()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        lShapedKeyframes(window, left, top, options: .overrideInheritedDuration, duration: 0.5)
      }, completion: nil)
    Simulation.advance(by: 0.25)
    // The keys over their own 0.5 s: at 0.25 s the first key is reached, (100, 0).
    #expect(shown(square) == (100, 0))
    Simulation.advance(by: 0.125)
    // 0.375 s: y = 100 × (0.375 − 0.25) / 0.25 = 50; then held at (100, 100).
    #expect(shown(square) == (100, 50))
    Simulation.advance(by: 0.25)
    #expect(shown(square) == (100, 100))
  }

  @Test func aPropertyAnimatorScrubsContinuesAndReversesTheKeyFrames() {
    let (window, square, left, top) = squareStage()
    var ends: [(position: UIViewAnimatingPosition, time: Double)] = []
    var inner: [Bool] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      lShapedKeyframes(window, left, top) { inner.append($0) }
    }
    animator.addCompletion { ends.append(($0, Simulation.time)) }
    // Scrubbed on the animator's own curve (linear here, so the values are the same), so
    // that the run after the scrub is the first run and reversing goes back to 0: with the
    // default `scrubsLinearly`, a run started again after a scrub reverses only to the
    // scrubbed fraction (the simulation's behaviour today, with or without key frames).
    animator.scrubsLinearly = false
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    Simulation.advance(by: 1.0 / 60)
    // p = 0.25: (50, 0) (before: (25, 25)).
    #expect(shown(square) == (50, 0))
    animator.fractionComplete = 0.75
    Simulation.advance(by: 1.0 / 60)
    // p = 0.75: (100, 50) (before: (75, 75)).
    #expect(shown(square) == (100, 50))
    // Continued over the time left (a factor of 0: 0.25 s), then paused at p = 0.875:
    // y = 100 × (0.875 − 0.5) / 0.5 = 75.
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    Simulation.advance(by: 0.125)
    animator.pauseAnimation()
    #expect(abs(animator.fractionComplete - 0.875) < 1e-9)
    #expect(shown(square) == (100, 75))
    // Reversed from 0.875 at the animator's pace: 0.625 s later p = 0.25, (50, 0), and
    // 0.25 s after that it is back at the start.
    animator.isReversed = true
    animator.startAnimation()
    Simulation.advance(by: 0.625)
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
    #expect(shown(square) == (50, 0))
    Simulation.advance(by: 0.25)
    #expect(ends.count == 1)
    #expect(ends.first?.position == .start)
    #expect(shown(square) == (0, 0))
    // The nested completion joins the animator's: called once, when the run ends (it ran to
    // an end, so `finished` is true).
    #expect(inner == [true])
  }
  @Test func aStoppedKeyFrameAnimatorLeavesTheViewsOnTheKeyPath() {
    let (window, square, left, top) = squareStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      lShapedKeyframes(window, left, top)
    }
    animator.addCompletion { ends.append($0) }
    animator.startAnimation()
    Simulation.advance(by: 0.75)
    // p = 0.75: (100, 50) (before: (75, 75)). Stopped and finished at `.current`, the square
    // stays there, in the model too (Apple, stopAnimation: it "sets the values of any
    // animatable properties to their current values").
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    Simulation.advance(by: 0.25)
    #expect(ends == [.current])
    #expect(shown(square) == (100, 50))
    #expect(square.frame.origin == CGPoint(x: 100, y: 50))
  }
}
