import AnimsimUIKit
import Testing

/// Linear overall timing for `animateKeyframes` (the curve bits of `AnimationOptions`),
/// linear calculation mode.
private let linearKeyframes = UIView.KeyframeAnimationOptions(
  rawValue: UIView.AnimationOptions.curveLinear.rawValue)

/// A 320 × 480 window with a 100 × 50 box at (0, 20) placed by its frame, laid out.
@MainActor private func frameBox() -> (window: UIWindow, box: UIView) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let box = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
  window.addSubview(box)
  Simulation.advance(by: 0)
  return (window, box)
}

/// Moves `box` to alpha 0 and translation (100, 0) over 1 s (linear) and stops it at
/// 0.25 s: held at alpha 1 − 0.25 = 0.75 and translation 100 × 0.25 = 25.
@MainActor private func holdAlphaAndTransform(of box: UIView) {
  let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
    box.alpha = 0
    box.transform = CGAffineTransform(translationX: 100, y: 0)
  }
  animator.startAnimation()
  Simulation.advance(by: 0.25)
  animator.stopAnimation(true)
}

@MainActor private func shownAlpha(_ view: UIView) -> Float {
  view.layer.presentation()?.opacity ?? -1
}

@MainActor private func shownTX(_ view: UIView) -> CGFloat {
  view.layer.presentation()?.affineTransform().tx ?? -1
}

/// A key frame animation of a value a stopped property animator holds starts from the held
/// value: stopping set the model to it (Apple, `stopAnimation(_:)`: it "sets the values of
/// any animatable properties to their current values"), and a key frame animation starts
/// from the model value before its block, as `UIView.animate` does
/// (`aNewAnimationOfAHeldAlphaAndTransformStartsFromTheHeldValues`).
@MainActor @Suite struct PropertyAnimatorKeyframeHoldTests {
  @Test func keyframesOfAHeldAlphaAndTransformStartFromTheHeldValues() {
    let (_, box) = frameBox()
    holdAlphaAndTransform(of: box)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linearKeyframes,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          box.alpha = 0.25
          box.transform = CGAffineTransform(translationX: 50, y: 0)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          box.alpha = 1
          box.transform = .identity
        }
      })
    Simulation.advance(by: 0)
    // Keys: alpha 0.75 (held), 0.25, 1; tx 25 (held), 50, 0. At 0: the held values.
    #expect(shownAlpha(box) == 0.75)
    #expect(abs(shownTX(box) - 25) < 1e-9)
    Simulation.advance(by: 0.25)
    // Half the first segment: 0.75 + (0.25 − 0.75) × 0.5 = 0.5; tx 25 + 25 × 0.5 = 37.5.
    #expect(shownAlpha(box) == 0.5)
    #expect(abs(shownTX(box) - 37.5) < 1e-9)
    Simulation.advance(by: 0.5)
    // Half the second: 0.25 + 0.75 × 0.5 = 0.625; tx 50 − 50 × 0.5 = 25.
    #expect(shownAlpha(box) == 0.625)
    #expect(abs(shownTX(box) - 25) < 1e-9)
    Simulation.advance(by: 0.25)
    #expect(shownAlpha(box) == 1)
    #expect(box.layer.presentation()?.affineTransform() == .identity)
    #expect(box.alpha == 1)
    #expect(box.transform == .identity)
  }

  @Test func aHeldAlphaStaysUntilTheKeyframeThatSetsIt() {
    let (_, box) = frameBox()
    holdAlphaAndTransform(of: box)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linearKeyframes,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          box.transform = .identity
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          box.alpha = 1
        }
      })
    Simulation.advance(by: 0.25)
    // Alpha keys 0.75, 0.75 (still held through the first key frame), 1: 0.75 at 0.25 s.
    // Transform keys tx 25, 0, 0: 25 × 0.5 = 12.5.
    #expect(shownAlpha(box) == 0.75)
    #expect(abs(shownTX(box) - 12.5) < 1e-9)
    Simulation.advance(by: 0.5)
    // Half the second segment: 0.75 + 0.25 × 0.5 = 0.875; tx 0.
    #expect(shownAlpha(box) == 0.875)
    #expect(abs(shownTX(box)) < 1e-9)
  }

  @Test func keyframesOfAHeldFrameStartFromTheHeldFrame() {
    let (window, box, left, _, _) = propertyAnimatorStage()
    let animator = boxTo100(window, left)
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(true)
    // Held at 100 × 0.5 = 50 (the constraint says 100). The window lays out in the first key
    // frame, which releases the hold (its layoutSubviews sets the box's frame).
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linearKeyframes,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          left.constant = 200
          window.layoutIfNeeded()
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          left.constant = 40
          window.layoutIfNeeded()
        }
      })
    Simulation.advance(by: 0)
    // Keys 50 (held), 200, 40.
    #expect(shownX(box) == 50)
    Simulation.advance(by: 0.25)
    // Half the first segment: 50 + 150 × 0.5 = 125.
    #expect(shownX(box) == 125)
    Simulation.advance(by: 0.5)
    // Half the second: 200 − 160 × 0.5 = 120.
    #expect(shownX(box) == 120)
    Simulation.advance(by: 0.25)
    #expect(shownX(box) == 40)
    #expect(box.frame.origin.x == 40)
  }

  /// Key frame animations animate every window: one over a held alpha in a window that is
  /// not the key window starts from the held value too.
  @Test func keyframesOfAHeldAlphaInAnotherWindowStartFromTheHeldValue() {
    let (_, box) = frameBox()
    let key = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    key.makeKeyAndVisible()
    Simulation.advance(by: 0)
    holdAlphaAndTransform(of: box)
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: linearKeyframes,
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.25 }
      })
    Simulation.advance(by: 0)
    // From the held 0.75 to 0.25: 0.75 at 0, 0.75 − 0.5 × 0.5 = 0.5 half way.
    #expect(shownAlpha(box) == 0.75)
    Simulation.advance(by: 0.5)
    #expect(shownAlpha(box) == 0.5)
  }
}
