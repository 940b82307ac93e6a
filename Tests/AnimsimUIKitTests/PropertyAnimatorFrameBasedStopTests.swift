import AnimsimUIKit
import Testing

/// A property animator stopped while it moves a view placed by its frame.
///
/// Apple (`stopAnimation(_:)`): stopping "sets the values of any animatable properties to
/// their current values". A view placed by its frame keeps that frame (its autoresizing
/// constraints come from it); a view placed by constraints goes back where they say at its
/// superview's next layout.
@MainActor @Suite struct PropertyAnimatorFrameBasedStopTests {
  /// A 320 × 480 window with a frame-based 100 × 50 card at (0, 20), and an animator moving
  /// it to x 100 over 1 s, linearly, started.
  private func movingCard() -> (UIWindow, UIView, UIViewPropertyAnimator) {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 50))
    window.addSubview(card)
    Simulation.advance(by: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      card.frame.origin.x = 100
    }
    animator.startAnimation()
    return (window, card, animator)
  }

  @Test func aFrameBasedViewKeepsItsStoppedFrameThroughLayouts() {
    let (window, card, animator) = movingCard()
    Simulation.advance(by: 0.25)
    animator.stopAnimation(true)
    // Stopped a quarter of the way: x 25, in the model and on screen.
    #expect(card.frame.origin.x == 25)
    #expect(card.layer.presentation()?.frame.origin.x == 25)
    window.setNeedsLayout()
    Simulation.advance(by: 0.25)
    // The window's layout keeps it there: its frame is 25 now.
    #expect(card.frame.origin.x == 25)
    #expect(card.layer.presentation()?.frame.origin.x == 25)
  }

  @Test func finishingAtTheStartPutsAFrameBasedViewBackForGood() {
    let (window, card, animator) = movingCard()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(card.frame.origin.x == 0)
    window.setNeedsLayout()
    Simulation.advance(by: 0.25)
    #expect(card.layer.presentation()?.frame.origin.x == 0)
  }

  @Test func aReversedRunBackToTheStartLeavesAFrameBasedViewThere() {
    let (window, card, animator) = movingCard()
    Simulation.advance(by: 0.5)
    animator.isReversed = true
    Simulation.advance(by: 0.5)
    #expect(card.frame.origin.x == 0)
    window.setNeedsLayout()
    Simulation.advance(by: 0.25)
    #expect(card.layer.presentation()?.frame.origin.x == 0)
  }
}
