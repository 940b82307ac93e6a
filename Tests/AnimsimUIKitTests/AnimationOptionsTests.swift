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

// Cubic Bézier values (CAMediaTimingFunction's control points; y at the x where B_x(t) = x,
// solved by bisection by hand): easeIn (0.42, 0)(1, 1) at 0.5 → 0.315357;
// easeInEaseOut (0.42, 0)(0.58, 1) at 0.25 → 0.129162.

@MainActor @Suite struct AnimationOptionsTests {
  @Test func completionIsCalledOnceAtTheEndWithFinishedTrue() {
    let (window, box, left) = boxWindow()
    var calls: [(Bool, Double)] = []
    left.constant = 100
    UIView.animate(
      withDuration: 0.5, animations: { window.layoutIfNeeded() },
      completion: { calls.append(($0, Simulation.time)) })
    Simulation.advance(by: 29.0 / 60)
    #expect(calls.isEmpty)
    Simulation.advance(by: 1.0 / 60)
    // Frame 30 is at 0.5 s, the animation's end: finished = true (Apple: "whether or not
    // the animations actually finished before the completion handler was called").
    #expect(calls.count == 1)
    #expect(calls.first?.0 == true)
    #expect(abs((calls.first?.1 ?? 0) - 0.5) < 1e-12)
    Simulation.advance(by: 1)
    #expect(calls.count == 1)
    #expect(presentedX(box) == 100)
  }

  @Test func curveOptionsPickCoreAnimationsCurves() {
    var positions: [CGFloat] = []
    let cases: [(UIView.AnimationOptions, Double)] = [
      (.curveEaseIn, 0.5), (.curveEaseInOut, 0.25), (.curveLinear, 0.25),
    ]
    for (option, time) in cases {
      let (window, box, left) = boxWindow()
      left.constant = 100
      UIView.animate(
        withDuration: 1, delay: 0, options: option, animations: { window.layoutIfNeeded() })
      Simulation.advance(by: time)
      positions.append(presentedX(box))
    }
    // 100 × easeIn(0.5) = 31.5357; 100 × easeInEaseOut(0.25) = 12.9162; linear 25.
    #expect(abs(positions[0] - 31.5357) < 1e-3)
    #expect(abs(positions[1] - 12.9162) < 1e-3)
    #expect(positions[2] == 25)
  }

  @Test func delayShowsTheOldValueThenAnimates() {
    let (window, box, left) = boxWindow()
    var finished: Bool?
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { window.layoutIfNeeded() },
      completion: { finished = $0 })
    Simulation.advance(by: 0.25)
    // During the delay the old value shows (Core Animation's backwards fill).
    #expect(presentedX(box) == 0)
    Simulation.advance(by: 0.75)
    // 0.5 s into the 1 s animation: 50.
    #expect(presentedX(box) == 50)
    #expect(finished == nil)
    Simulation.advance(by: 0.5)
    #expect(finished == true)
  }

  @Test func repeatRunsForeverAndNeverCompletes() {
    let (window, box, left) = boxWindow()
    var completed = false
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
      animations: { window.layoutIfNeeded() }, completion: { _ in completed = true })
    Simulation.advance(by: 1.25)
    // Apple, .repeat: "Repeat the animation indefinitely": the second cycle at a quarter.
    #expect(presentedX(box) == 25)
    Simulation.advance(by: 3)
    #expect(presentedX(box) == 25)  // 4.25 s: again a quarter into a cycle
    #expect(!completed)
  }

  @Test func autoreverseRunsBackAndThenShowsTheModel() {
    let (window, box, left) = boxWindow()
    var finished: Bool?
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
      animations: { window.layoutIfNeeded() }, completion: { finished = $0 })
    Simulation.advance(by: 0.5)
    #expect(presentedX(box) == 50)
    Simulation.advance(by: 1)
    // UIView.h: autoreverse runs the animation backwards after forwards (2 × duration); at
    // 1.5 s, half way back: 100 × (1 − 0.5) = 50.
    #expect(presentedX(box) == 50)
    #expect(finished == nil)
    Simulation.advance(by: 0.5)
    // At 2 s it ends and the view shows the model value (UIKit's snap after autoreverse).
    #expect(finished == true)
    #expect(presentedX(box) == 100)
  }

  @Test func repeatWithAutoreverseSwingsBackAndForth() {
    let (window, box, left) = boxWindow()
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { window.layoutIfNeeded() })
    Simulation.advance(by: 1.25)
    // A quarter into the backward half: 100 × (1 − 0.25) = 75.
    #expect(presentedX(box) == 75)
    Simulation.advance(by: 1)
    // 2.25 s: a quarter into the next forward half: 25.
    #expect(presentedX(box) == 25)
  }

  @Test func beginFromCurrentStateStartsFromTheScreenAndInterruptsTheOldAnimation() {
    let (window, box, left) = boxWindow()
    var first: Bool?
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() },
      completion: { first = $0 })
    Simulation.advance(by: 0.5)
    #expect(presentedX(box) == 50)
    left.constant = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
      animations: { window.layoutIfNeeded() })
    Simulation.advance(by: 1.0 / 60)
    // The old animation lost its only view: it ends at once, finished = false (Apple: the
    // completion's Bool is false when the animation did not finish).
    #expect(first == false)
    Simulation.advance(by: 0.5 - 1.0 / 60)
    // From the presented 50 toward 0, half way at 1.0 s: 25.
    #expect(presentedX(box) == 25)
  }

  @Test func withoutBeginFromCurrentStateAnimationsAdd() {
    let (window, box, left) = boxWindow()
    var first: Bool?
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() },
      completion: { first = $0 })
    Simulation.advance(by: 0.5)
    left.constant = 0
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
    Simulation.advance(by: 0.25)
    // Additive (iOS 8, WWDC 2014 session 236): model 0 + first offset −100 × (1 − 0.75)
    // + second offset 100 × (1 − 0.25) = 0 − 25 + 75 = 50.
    #expect(presentedX(box) == 50)
    Simulation.advance(by: 0.25)
    // The first one ran to its end: finished = true; the second is half way: 100 × 0.5.
    #expect(first == true)
    #expect(presentedX(box) == 50)
  }

  @Test func ignoredOptionsAreAccepted() {
    let (window, box, left) = boxWindow()
    left.constant = 100
    UIView.animate(
      withDuration: 1, delay: 0,
      options: [.layoutSubviews, .allowUserInteraction, .curveLinear, .overrideInheritedCurve],
      animations: { window.layoutIfNeeded() })
    Simulation.advance(by: 0.5)
    #expect(presentedX(box) == 50)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func performWithoutAnimationAppliesAtOnceAndStillCompletes() {
    let (window, box, left) = boxWindow()
    var finished: Bool?
    UIView.performWithoutAnimation {
      left.constant = 100
      UIView.animate(
        withDuration: 1, animations: { window.layoutIfNeeded() }, completion: { finished = $0 })
    }
    // The model moved; on the next frame the screen shows it, and the completion is called
    // as for a zero duration (Apple, animate(withDuration:animations:completion:): "If the
    // duration of the animation is 0, this block is performed at the beginning of the next
    // run loop cycle").
    #expect(box.frame.minX == 100)
    Simulation.advance(by: 1.0 / 60)
    #expect(presentedX(box) == 100)
    #expect(finished == true)
  }

  @Test func springOptionsTakeTheSameOptions() {
    let (window, box, left) = boxWindow()
    var finished: Bool?
    left.constant = 100
    // Damping 1 settles without overshoot; delay 0.5 shows the old value first.
    UIView.animate(
      withDuration: 1, delay: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [], animations: { window.layoutIfNeeded() }, completion: { finished = $0 })
    Simulation.advance(by: 0.25)
    #expect(presentedX(box) == 0)
    Simulation.advance(by: 0.5)
    // 0.25 s into a critically damped duration spring of 1 s: ω0 solves
    // (1 + ω0)·e^(−ω0) = 0.001 → 9.233413; progress 1 − (1 + ω0/4)·e^(−ω0/4) = 0.671068.
    #expect(abs(presentedX(box) - 67.1068) < 1e-3)
    Simulation.advance(by: 0.75)
    #expect(finished == true)
    #expect(presentedX(box) == 100)
  }
}
