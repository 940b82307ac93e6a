import Animator
import AnimsimUIKit
import Testing

/// A 320 × 480 window with a 100 × 50 box pinned at (x, 20); `left` is the x constraint.
@MainActor private func boxWindow() -> (window: UIWindow, box: UIView, left: NSLayoutConstraint) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let box = UIView()
  box.accessibilityIdentifier = "box"
  box.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(box)
  let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
  NSLayoutConstraint.activate([
    left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    box.widthAnchor.constraint(equalToConstant: 100),
    box.heightAnchor.constraint(equalToConstant: 50),
  ])
  Simulation.advance(by: 0)
  return (window, box, left)
}

@MainActor @Suite struct AnimationTests {
  @Test func animateInterpolatesPresentedFramesAndCallsTheCompletion() {
    let (window, box, left) = boxWindow()
    var finished: [Bool] = []
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear],
      animations: { window.layoutIfNeeded() }, completion: { finished.append($0) })
    // The model moved at once; the screen follows the curve.
    #expect(box.frame.origin.x == 100)
    Simulation.advance(by: 0.25)
    // Linear: 100 × 0.25 = 25.
    #expect(box.layer.presentation()?.frame.origin.x == 25)
    #expect(finished.isEmpty)
    Simulation.advance(by: 0.75)
    #expect(box.layer.presentation()?.frame.origin.x == 100)
    #expect(finished == [true])
    #expect(abs(CACurrentMediaTime() - 1) < 1e-12)
  }

  @Test func easeInOutIsHalfWayAtHalfTime() {
    let (window, box, left) = boxWindow()
    left.constant = 200
    UIView.animate(withDuration: 0.5) { window.layoutIfNeeded() }
    Simulation.advance(by: 0.25)
    // ease-in-ease-out (0.42, 0)(0.58, 1) is symmetric: y(0.5) = 0.5, so x = 100.
    let x = box.layer.presentation()?.frame.origin.x ?? -1
    #expect(abs(x - 100) < 1e-9)
  }

  @Test func springFollowsUIKitsDurationSpring() throws {
    let (window, box, left) = boxWindow()
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { window.layoutIfNeeded() })
    Simulation.advance(by: 0.2)
    // The Animator's duration spring (docs/animator.md): x = 100 × curve(0.2).
    let spec = try AnimationSpec(duration: 1, curve: .spring(dampingRatio: 0.5, velocity: 0))
    let expected = 100 * spec.curveValue(atElapsed: 0.2)
    let x = box.layer.presentation()?.frame.origin.x ?? -1
    #expect(abs(x - expected) < 1e-9)
    #expect(expected > 50)  // under-damped: well past half way after a fifth of the time
  }

  @Test func changesOutsideAnAnimationLandAtTheRunLoopsPass() {
    let (_, box, left) = boxWindow()
    left.constant = 40
    #expect(box.frame.origin.x == 0)
    Simulation.advance(by: 1 / 60)
    #expect(box.frame.origin.x == 40)
    #expect(box.layer.presentation()?.frame.origin.x == 40)
  }

  @Test func pausedPropertyAnimatorScrubsWithFractionComplete() {
    let (window, box, left) = boxWindow()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      left.constant = 200
      window.layoutIfNeeded()
    }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    animator.fractionComplete = 0.25
    Simulation.advance(by: 0.5)
    // Paused at a quarter of a linear run: 200 × 0.25 = 50, however long we wait.
    #expect(box.layer.presentation()?.frame.origin.x == 50)
    #expect(animator.fractionComplete == 0.25)
    animator.startAnimation()
    Simulation.advance(by: 0.75)
    #expect(box.layer.presentation()?.frame.origin.x == 200)
    #expect(positions == [.end])
    #expect(animator.state == .inactive)
  }

  @Test func reversedAnimatorEndsAtTheStart() {
    let (window, _, left) = boxWindow()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      left.constant = 100
      window.layoutIfNeeded()
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.isReversed = true
    Simulation.advance(by: 0.5)
    #expect(positions == [.start])
  }

  @Test func keyframesRunInTurn() {
    let (window, box, left) = boxWindow()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0,
      options: UIView.KeyframeAnimationOptions(
        rawValue: UIView.AnimationOptions.curveLinear.rawValue),
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          left.constant = 100
          window.layoutIfNeeded()
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          left.constant = 0
          window.layoutIfNeeded()
        }
      })
    Simulation.advance(by: 0.25)
    // Linear key frames: half of the first one (0 → 100) at 0.25 s.
    #expect(box.layer.presentation()?.frame.origin.x == 50)
    Simulation.advance(by: 0.5)
    // Half of the second one (100 → 0) at 0.75 s.
    #expect(box.layer.presentation()?.frame.origin.x == 50)
  }

  @Test func nestedAnimationJoinsTheOuterOne() {
    let (window, box, left) = boxWindow()
    var calls: [String] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        UIView.animate(
          withDuration: 5, animations: { left.constant = 100 },
          completion: { _ in calls.append("inner") })
        window.layoutIfNeeded()
      }, completion: { _ in calls.append("outer") })
    Simulation.advance(by: 0.5)
    // The inner block inherits the outer duration and curve: 100 × 0.5.
    #expect(box.layer.presentation()?.frame.origin.x == 50)
    Simulation.advance(by: 0.5)
    #expect(calls == ["inner", "outer"])
  }

  @Test func stackViewArrangedViewHidesWhenItsCollapseEnds() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let views = (0..<3).map { index -> UIView in
      let view = UIView()
      view.accessibilityIdentifier = "v\(index)"
      return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 0
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    window.addSubview(stack)
    Simulation.advance(by: 0)
    #expect(views[1].frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      views[1].isHidden = true
      stack.layoutIfNeeded()
    }
    // Model: two views of 150; the hidden one collapses to 0 wide.
    #expect(abs(views[0].frame.width - 150) < 1e-9)
    Simulation.advance(by: 0.5)
    // Half way: the first view is 100 + 50 × 0.5 = 125 wide; the hidden one is still drawn.
    #expect(abs((views[0].layer.presentation()?.frame.width ?? 0) - 125) < 1e-9)
    #expect(views[1].layer.presentation()?.isHidden == false)
    Simulation.advance(by: 0.5)
    #expect(views[1].layer.presentation()?.isHidden == true)
  }
}
