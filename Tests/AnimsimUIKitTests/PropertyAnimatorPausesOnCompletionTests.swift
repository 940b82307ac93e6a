import AnimsimUIKit
import Testing

/// `UIViewPropertyAnimator.pausesOnCompletion`.
///
/// Apple: "When the value of this property is true, the animator remains in the
/// UIViewAnimatingState.active state when the animation finishes, and it does not execute
/// its completion handler. Keeping the animator in the UIViewAnimatingState.active state
/// allows you to reverse the animation even after it has finished … you determine when the
/// animation has ended by observing the isRunning property."
@MainActor @Suite struct PropertyAnimatorPausesOnCompletionTests {
  /// A 1 s linear animator moving the box from x 0 to 100, pausing on completion, started.
  private func pausingAnimator(
    _ stage: (
      window: UIWindow, box: UIView, left: NSLayoutConstraint, dot: UIView,
      top: NSLayoutConstraint
    ),
    positions: @escaping (UIViewAnimatingPosition) -> Void
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      stage.left.constant = 100
      stage.window.layoutIfNeeded()
    }
    animator.pausesOnCompletion = true
    animator.addCompletion(positions)
    animator.startAnimation()
    return animator
  }

  @Test func itWaitsActiveAtTheEndWithoutCompleting() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausingAnimator(stage) { ends.append($0) }
    Simulation.advance(by: 0.5)
    #expect(animator.isRunning)
    Simulation.advance(by: 1)
    // Past the end: still active, not running, at the end values, no completion.
    #expect(ends.isEmpty)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(shownX(stage.box) == 100)
  }

  @Test func reversedAfterTheEndItRunsBackAndWaitsAtTheStart() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausingAnimator(stage) { ends.append($0) }
    Simulation.advance(by: 1.25)
    animator.isReversed = true
    animator.startAnimation()
    #expect(animator.isRunning)
    Simulation.advance(by: 0.25)
    // Back from 100 over the 1 s run, linear: 100 × (1 − 0.25) = 75.
    #expect(shownX(stage.box) == 75)
    #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
    Simulation.advance(by: 1)
    // At the start after 1 s: it waits there too, still without its completion.
    #expect(shownX(stage.box) == 0)
    #expect(!animator.isRunning)
    #expect(animator.state == .active)
    #expect(ends.isEmpty)
    // Stopped and finished at the start: the completion, with `.start`.
    animator.stopAnimation(false)
    animator.finishAnimation(at: .start)
    #expect(ends == [.start])
    #expect(animator.state == .inactive)
  }

  @Test func startingAgainAtTheEndLeavesItThere() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausingAnimator(stage) { ends.append($0) }
    Simulation.advance(by: 1.25)
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    #expect(!animator.isRunning)
    #expect(shownX(stage.box) == 100)
    #expect(ends.isEmpty)
  }

  @Test func scrubbingAfterTheEndAndResumingWaitsAgain() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausingAnimator(stage) { ends.append($0) }
    Simulation.advance(by: 1.25)
    animator.fractionComplete = 0.5
    Simulation.advance(by: 0)
    #expect(shownX(stage.box) == 50)
    animator.startAnimation()
    Simulation.advance(by: 0.25)
    // 50 + 100 × 0.25 = 75.
    #expect(shownX(stage.box) == 75)
    Simulation.advance(by: 0.5)
    #expect(shownX(stage.box) == 100)
    #expect(!animator.isRunning)
    #expect(ends.isEmpty)
  }

  @Test func turnedOffAtTheEndItCompletesOnTheNextFrame() {
    let stage = propertyAnimatorStage()
    var ends: [(UIViewAnimatingPosition, Double)] = []
    let animator = pausingAnimator(stage) { ends.append(($0, Simulation.time)) }
    Simulation.advance(by: 1.5)
    animator.pausesOnCompletion = false
    #expect(ends.isEmpty)
    Simulation.advance(by: 1.0 / 60)
    // Completed at the frame after 1.5 s, at the end.
    #expect(ends.map(\.0) == [.end])
    #expect(ends.first.map { abs($0.1 - (1.5 + 1.0 / 60)) < 1e-9 } == true)
    #expect(animator.state == .inactive)
  }

  @Test func withoutItTheAnimatorCompletesAtTheEnd() {
    let stage = propertyAnimatorStage()
    var ends: [UIViewAnimatingPosition] = []
    let animator = pausingAnimator(stage) { ends.append($0) }
    animator.pausesOnCompletion = false
    Simulation.advance(by: 1)
    #expect(ends == [.end])
    #expect(animator.state == .inactive)
  }
}
