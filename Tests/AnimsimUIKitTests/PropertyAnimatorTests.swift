import AnimsimUIKit
import Testing

/// A 320 × 480 window with a 100 × 50 box at (x, 20); `left` is the x constraint.
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

/// The box's presented x.
@MainActor private func presentedX(_ box: UIView) -> CGFloat {
  box.layer.presentation()?.frame.origin.x ?? -1
}

/// A block that moves the box to x = 100 and lays out.
@MainActor private func moveTo100(_ window: UIWindow, _ left: NSLayoutConstraint) -> () -> Void {
  {
    left.constant = 100
    window.layoutIfNeeded()
  }
}

@MainActor @Suite struct PropertyAnimatorTests {
  @Test func controlPointInitializerUsesTheCubicCurve() {
    let (window, box, left) = boxWindow()
    let animator = UIViewPropertyAnimator(
      duration: 1, controlPoint1: CGPoint(x: 0.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1),
      animations: moveTo100(window, left))
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    // Bézier (0.5, 0)(0.5, 1) at x = 0.25: solving B_x(t) = 0.25 by bisection gives
    // y = 0.105893, so 100 × 0.105893.
    #expect(abs(presentedX(box) - 10.5893) < 1e-3)
  }

  @Test func dampingRatioInitializerUsesTheDurationSpring() {
    let (window, box, left) = boxWindow()
    let animator = UIViewPropertyAnimator(
      duration: 1, dampingRatio: 1, animations: moveTo100(window, left))
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    // Critically damped spring settled to 0.001 at 1 s: ω0 solves (1 + ω0)·e^(−ω0) = 0.001,
    // ω0 = 9.233413; at 0.5 s 1 − (1 + ω0/2)·e^(−ω0/2) = 0.944477.
    #expect(abs(presentedX(box) - 94.4477) < 1e-3)
  }

  @Test func timingParametersInitializerTakesCubicAndSpringParameters() {
    let (window, box, left) = boxWindow()
    let cubic = UIViewPropertyAnimator(
      duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
    cubic.addAnimations(moveTo100(window, left))
    cubic.startAnimation()
    Simulation.advance(by: 0.5)
    // easeIn (0.42, 0)(1, 1) at 0.5: 0.315357.
    #expect(abs(presentedX(box) - 31.5357) < 1e-3)

    let (window2, box2, left2) = boxWindow()
    var ended: Double?
    // m 1, k 100, c 20: ζ = c / (2√(km)) = 1, ω0 = 10. Core Animation's spring runs until it
    // settles (Apple, CASpringAnimation.settlingDuration), about 1 s here, whatever the
    // animator's duration says.
    let spring = UIViewPropertyAnimator(
      duration: 5,
      timingParameters: UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0)))
    spring.addAnimations(moveTo100(window2, left2))
    spring.addCompletion { _ in ended = Simulation.time }
    spring.startAnimation()
    Simulation.advance(by: 0.25)
    // 1 − (1 + 10 t)·e^(−10 t) at t = 0.25: 1 − 3.5·e^(−2.5) = 0.712703.
    #expect(abs(presentedX(box2) - 71.2703) < 1e-3)
    Simulation.advance(by: 1)
    #expect(ended.map { abs($0 - 1) < 1e-9 } == true)
    // A duration spring through the parameters: ζ 1 again, the same curve as above.
    let (window3, box3, left3) = boxWindow()
    let duration = UIViewPropertyAnimator(
      duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 1))
    duration.addAnimations(moveTo100(window3, left3))
    duration.startAnimation()
    Simulation.advance(by: 0.5)
    #expect(abs(presentedX(box3) - 94.4477) < 1e-3)
  }

  @Test func addAnimationsAndAddCompletionBeforeStarting() {
    let (window, box, left) = boxWindow()
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(other)
    let otherTop = other.topAnchor.constraint(equalTo: window.topAnchor)
    NSLayoutConstraint.activate([
      otherTop, other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    var order: [String] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations { left.constant = 100 }
    animator.addAnimations {
      otherTop.constant = 200
      window.layoutIfNeeded()
    }
    animator.addCompletion { _ in order.append("first") }
    animator.addCompletion { position in order.append("second \(position)") }
    animator.startAnimation()
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    Simulation.advance(by: 0.5)
    // Both blocks animate together: 50 and 100.
    #expect(presentedX(box) == 50)
    #expect(other.layer.presentation()?.frame.minY == 100)
    #expect(animator.fractionComplete == 0.5)
    Simulation.advance(by: 0.5)
    // Completions in the order they were added, with the end position.
    #expect(order == ["first", "second end"])
    #expect(animator.state == .inactive)
  }

  @Test func startAnimationAfterDelayWaitsFirst() {
    let (window, box, left) = boxWindow()
    var ended: Double?
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.addCompletion { _ in ended = Simulation.time }
    animator.startAnimation(afterDelay: 0.5)
    #expect(animator.delay == 0.5)
    Simulation.advance(by: 0.25)
    #expect(presentedX(box) == 0)
    Simulation.advance(by: 0.75)
    // 0.5 s into the animation at 1 s: 50; it ends at 0.5 + 1 = 1.5 s.
    #expect(presentedX(box) == 50)
    Simulation.advance(by: 0.5)
    #expect(ended.map { abs($0 - 1.5) < 1e-9 } == true)
  }

  @Test func continueAnimationResumesAPausedAnimator() {
    let (window, box, left) = boxWindow()
    var ended: Double?
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.addCompletion { _ in ended = Simulation.time }
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    animator.pauseAnimation()
    #expect(!animator.isRunning)
    Simulation.advance(by: 0.5)
    // Paused at a quarter for half a second: still 25.
    #expect(presentedX(box) == 25)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    #expect(animator.isRunning)
    Simulation.advance(by: 0.5)
    // Half of the remaining 0.75 s later: 25 + 75 × (0.5 / 0.75) = 75.
    #expect(abs(presentedX(box) - 75) < 1e-9)
    Simulation.advance(by: 0.25)
    // Factor 0 keeps the remaining time: it ends 0.75 s after resuming, at 1.5 s.
    #expect(ended.map { abs($0 - 1.5) < 1e-9 } == true)
  }

  @Test func stopAnimationThenFinishAnimationCallsTheCompletionsWithThePosition() {
    let (window, _, left) = boxWindow()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(false)
    // Apple, stopAnimation(_:): false leaves the animator stopped "so that you can call
    // finishAnimation(at:)"; no completion yet.
    #expect(animator.state == .stopped)
    #expect(!animator.isRunning)
    Simulation.advance(by: 1)
    #expect(positions.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(animator.state == .inactive)
  }

  @Test func stopAnimationWithoutFinishingSkipsTheCompletions() {
    let (window, _, left) = boxWindow()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(true)
    // Apple: true "ends the animation immediately … the animator moves to the inactive
    // state" and no completion handler runs.
    #expect(animator.state == .inactive)
    Simulation.advance(by: 1)
    #expect(positions.isEmpty)
    // finishAnimation(at:) on an inactive animator is what UIKit raises for: recorded.
    animator.finishAnimation(at: .end)
    #expect(positions.isEmpty)
    #expect(Simulation.errors.count == 1)
    #expect(Simulation.errors.first?.call == "UIViewPropertyAnimator.finishAnimation(at:)")
  }

  @Test func addAnimationsToAStoppedAnimatorIsRecorded() {
    let (window, _, left) = boxWindow()
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.startAnimation()
    animator.stopAnimation(false)
    // A stopped animator runs nothing more until finishAnimation(at:): the blocks would never
    // run, so the call is refused and recorded.
    animator.addAnimations { left.constant = 0 }
    #expect(Simulation.errors.first?.call == "UIViewPropertyAnimator.addAnimations(_:)")
    #expect(Simulation.errors.first?.exceptionName == "NSInvalidArgumentException")
  }

  @Test func runningPropertyAnimatorStartsAtOnce() {
    let (window, box, left) = boxWindow()
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: .curveLinear, animations: moveTo100(window, left),
      completion: { position = $0 })
    #expect(animator.state == .active && animator.isRunning)
    Simulation.advance(by: 0.25)
    #expect(presentedX(box) == 25)
    Simulation.advance(by: 0.75)
    #expect(position == .end)
  }

  @Test func fractionCompleteReadsTheProgressOfARunningAnimator() {
    let (window, _, left) = boxWindow()
    let animator = UIViewPropertyAnimator(
      duration: 2, curve: .easeIn, animations: moveTo100(window, left))
    #expect(animator.fractionComplete == 0)
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    // fractionComplete is the time fraction (Apple: "the completion percentage of the
    // animation"), not the curve's value: 0.5 / 2 = 0.25.
    #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
  }

  @Test func addAnimationsToARunningAnimatorRunsForTheRemainingTime() {
    let (window, box, left) = boxWindow()
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(other)
    let otherTop = other.topAnchor.constraint(equalTo: window.topAnchor)
    NSLayoutConstraint.activate([
      otherTop, other.leadingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    var ends: [Double] = []
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.addCompletion { _ in ends.append(Simulation.time) }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    // Apple's documentation: animations added to a running animator start at once and run
    // for the remaining duration (0.5 s here).
    animator.addAnimations {
      otherTop.constant = 200
      window.layoutIfNeeded()
    }
    Simulation.advance(by: 0.25)
    // Half of the remaining half second: 200 × 0.5 = 100; the first block is at 75.
    #expect(other.layer.presentation()?.frame.minY == 100)
    #expect(presentedX(box) == 75)
    Simulation.advance(by: 0.25)
    // Both end at 1 s; the completions run once.
    #expect(ends.count == 1)
    #expect(ends.first.map { abs($0 - 1) < 1e-9 } == true)
    #expect(other.layer.presentation()?.frame.minY == 200)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func addAnimationsToAPausedAnimatorWaitsForTheResume() {
    let (window, box, left) = boxWindow()
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(other)
    let otherTop = other.topAnchor.constraint(equalTo: window.topAnchor)
    NSLayoutConstraint.activate([
      otherTop, other.leadingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      other.widthAnchor.constraint(equalToConstant: 10),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    Simulation.advance(by: 0)
    var position: UIViewAnimatingPosition?
    let animator = UIViewPropertyAnimator(
      duration: 1, curve: .linear, animations: moveTo100(window, left))
    animator.addCompletion { position = $0 }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.addAnimations {
      otherTop.constant = 200
      window.layoutIfNeeded()
    }
    Simulation.advance(by: 0.5)
    // Paused: neither moves (the new block waits at its start, the first at half way).
    #expect(other.layer.presentation()?.frame.minY == 0)
    #expect(presentedX(box) == 50)
    // Scrubbing to 0.75 puts the new block, which covers 0.5…1 of the run, half way: 100.
    animator.fractionComplete = 0.75
    Simulation.advance(by: 1.0 / 60)
    #expect(other.layer.presentation()?.frame.minY == 100)
    #expect(presentedX(box) == 75)
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    #expect(position == .end)
    #expect(other.layer.presentation()?.frame.minY == 200)
  }
}
