import AnimsimUIKit
import Testing

/// A 400 × 480 window with a 10 × 10 box at (x, 0); `left` is the x constraint.
@MainActor private func boxWindow() -> (window: UIWindow, box: UIView, left: NSLayoutConstraint) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
  let box = UIView()
  box.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(box)
  let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
  NSLayoutConstraint.activate([
    left, box.topAnchor.constraint(equalTo: window.topAnchor),
    box.widthAnchor.constraint(equalToConstant: 10),
    box.heightAnchor.constraint(equalToConstant: 10),
  ])
  Simulation.advance(by: 0)
  window.makeKeyAndVisible()
  return (window, box, left)
}

/// Linear overall timing plus a calculation mode (UIKit's keyframe options take the curve
/// bits of `AnimationOptions`, the usual way to make a key frame animation linear).
private func linear(_ mode: UIView.KeyframeAnimationOptions) -> UIView.KeyframeAnimationOptions {
  UIView.KeyframeAnimationOptions(
    rawValue: UIView.AnimationOptions.curveLinear.rawValue | mode.rawValue)
}

/// Two key frames: to x = 100 over the first fifth, then to x = 300 over the rest.
@MainActor private func twoKeyframes(
  _ window: UIWindow, _ left: NSLayoutConstraint, _ mode: UIView.KeyframeAnimationOptions,
  completion: ((Bool) -> Void)? = nil
) {
  UIView.animateKeyframes(
    withDuration: 1, delay: 0, options: linear(mode),
    animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) {
        left.constant = 100
        window.layoutIfNeeded()
      }
      UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) {
        left.constant = 300
        window.layoutIfNeeded()
      }
    }, completion: completion)
}

@MainActor @Suite struct KeyframeAnimationTests {
  @Test func linearModeFollowsTheKeyTimes() {
    let (window, box, left) = boxWindow()
    var finished: Bool?
    twoKeyframes(window, left, .calculationModeLinear) { finished = $0 }
    Simulation.advance(by: 0.5)
    // In the second key frame (0.2…1): (0.5 − 0.2) / 0.8 = 0.375 of 100 → 300: 175.
    #expect(box.layer.presentation()?.frame.minX == 175)
    Simulation.advance(by: 0.5)
    #expect(finished == true)
    #expect(box.layer.presentation()?.frame.minX == 300)
  }

  @Test func pacedModeIgnoresTheKeyTimes() {
    let (window, box, left) = boxWindow()
    twoKeyframes(window, left, .calculationModePaced)
    Simulation.advance(by: 0.5)
    // Constant speed over the whole path 0 → 100 → 300 (300 points): half way in time is
    // 150 points along it (CAAnimationCalculationMode.paced: "the key times are ignored").
    let x = box.layer.presentation()?.frame.minX ?? -1
    #expect(abs(x - 150) < 1e-9)
  }

  @Test func discreteModeJumpsFromValueToValue() {
    let (window, box, left) = boxWindow()
    twoKeyframes(window, left, .calculationModeDiscrete)
    Simulation.advance(by: 0.1)
    let early = box.layer.presentation()?.frame.minX ?? -1
    Simulation.advance(by: 0.4)
    let late = box.layer.presentation()?.frame.minX ?? -1
    // No in-between values: each reading is one of the keys 0, 100, 300, and the value
    // changes only at key times (the second key frame holds from 0.2 s).
    #expect([0, 100, 300].contains(early))
    #expect([0, 100, 300].contains(late))
    #expect(early != late)
  }

  @Test func keyframesInsideAnAnimationBlockJoinItAndItsCompletion() {
    let (window, box, left) = boxWindow()
    var calls: [String] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        UIView.animateKeyframes(
          withDuration: 5, delay: 0, options: [],
          animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
              left.constant = 100
            }
          }, completion: { _ in calls.append("keyframes") })
        window.layoutIfNeeded()
      }, completion: { _ in calls.append("outer") })
    Simulation.advance(by: 0.5)
    // The key frames join the outer block (UIKit's inherited duration and curve): 50.
    #expect(box.layer.presentation()?.frame.minX == 50)
    Simulation.advance(by: 0.5)
    // As for a nested animate: the inner completion was added first, so it runs first.
    #expect(calls == ["keyframes", "outer"])
  }
}

/// Key frames over views in two windows.
@MainActor @Suite struct KeyframesAcrossWindowsTests {
  @Test func keyFramesAnimateTheViewsOfEveryWindow() {
    let (window, box, left) = boxWindow()
    // A second window, made after the key window, with a box placed by its frame.
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    other.addSubview(square)
    Simulation.advance(by: 0)
    var finished: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linear(.calculationModeLinear),
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          left.constant = 100
          window.layoutIfNeeded()
          square.alpha = 0.5
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          square.frame.origin.y = 100
        }
      }, completion: { finished.append($0) })
    // UIKit's animations belong to the transaction, not to a window: both windows animate
    // along the same keys. At 0.25 s (half the first key): box x 0 + 100 × 0.5 = 50,
    // square alpha 1 − 0.5 × 0.5 = 0.75, square y still 0 (it moves in the second key).
    Simulation.advance(by: 0.25)
    #expect(box.layer.presentation()?.frame.minX == 50)
    #expect(square.layer.presentation()?.opacity == 0.75)
    #expect(square.layer.presentation()?.frame.minY == 0)
    // At 0.75 s (half the second key): square y 0 + 100 × 0.5 = 50, alpha held at 0.5.
    Simulation.advance(by: 0.5)
    #expect(square.layer.presentation()?.frame.minY == 50)
    #expect(square.layer.presentation()?.opacity == 0.5)
    #expect(box.layer.presentation()?.frame.minX == 100)
    Simulation.advance(by: 0.25)
    // One completion, when both windows' animations have ended.
    #expect(finished == [true])
    #expect(square.layer.presentation()?.frame.minY == 100)
  }
}
