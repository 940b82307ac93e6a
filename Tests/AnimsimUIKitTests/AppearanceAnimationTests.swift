import AnimsimUIKit
import Testing

/// A 320 × 480 window with a 100 × 100 frame-based view at (10, 10), laid out once.
@MainActor private func squareWindow() -> (UIWindow, UIView) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let square = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
  square.accessibilityIdentifier = "square"
  window.addSubview(square)
  Simulation.advance(by: 0)
  return (window, square)
}

@MainActor @Suite struct AppearanceAnimationTests {
  @Test func alphaAnimatesInAnAnimationBlock() {
    let (_, square) = squareWindow()
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { square.alpha = 0 },
      completion: { finished = $0 })
    // The model is 0 at once (UIKit: "view.alpha" is the model value).
    #expect(square.alpha == 0)
    #expect(square.layer.opacity == 0)
    Simulation.advance(by: 0.25)
    // Linear: 1 + (0 − 1) × 0.25 = 0.75 on screen.
    let opacity = square.layer.presentation()?.opacity ?? -1
    #expect(abs(opacity - 0.75) < 1e-6)
    Simulation.advance(by: 0.75)
    #expect(square.layer.presentation()?.opacity == 0)
    #expect(finished == true)
  }

  @Test func transformAnimatesByDecomposition() {
    let (_, square) = squareWindow()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      square.transform = CGAffineTransform(scaleX: 2, y: 2)
    }
    Simulation.advance(by: 0.5)
    // Scale interpolates linearly in the decomposition (CSS Transforms 1, "Interpolation of
    // 2D matrices"): 1 + (2 − 1) × 0.5 = 1.5 half way.
    let shown = square.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.a - 1.5) < 1e-9)
    #expect(abs(shown.d - 1.5) < 1e-9)
    // The layout frame is untouched by the transform.
    #expect(square.layer.presentation()?.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    Simulation.advance(by: 0.5)
    #expect(square.layer.presentation()?.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
  }

  @Test func rotationTakesTheShortWayRound() {
    let (_, square) = squareWindow()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      square.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }
    Simulation.advance(by: 0.5)
    // Half way from 0 to π/2: π/4, so a = cos(π/4) = √2 / 2 and b = sin(π/4).
    let shown = square.layer.presentation()?.affineTransform() ?? .identity
    #expect(abs(shown.a - 2.0.squareRoot() / 2) < 1e-9)
    #expect(abs(shown.b - 2.0.squareRoot() / 2) < 1e-9)
  }

  @Test func propertyAnimatorScrubsAlpha() {
    let (_, square) = squareWindow()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.alpha = 0.2 }
    animator.fractionComplete = 0.5
    Simulation.advance(by: 1.0 / 60)
    // Paused half way: 1 + (0.2 − 1) × 0.5 = 0.6.
    let opacity = square.layer.presentation()?.opacity ?? -1
    #expect(abs(opacity - 0.6) < 1e-6)
  }

  @Test func recordingsCarryAlphas() {
    Simulation.reset()
    Simulation.record(fps: 60)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    square.accessibilityIdentifier = "square"
    window.addSubview(square)
    Simulation.advance(by: 0)
    UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { square.alpha = 0 }
    Simulation.advance(by: 0.5)
    let recording = Simulation.recording
    let column = recording.views.firstIndex { $0.name == "square" } ?? 0
    // Frame 0 is opaque (no alpha column yet); frame 15 (0.25 s) is half way: 0.5.
    #expect(recording.frames[0].alpha(column) == 1)
    #expect(abs(recording.frames[15].alpha(column) - 0.5) < 1e-9)
    #expect(recording.frames[30].alpha(column) == 0)
  }
}

/// Alpha and transform set outside an animation block.
@MainActor @Suite struct AppearanceOutsideAnimationTests {
  @Test func alphaAndTransformSetOutsideAnAnimationShowAtTheEndOfTheTurn() {
    let (_, square) = squareWindow()
    square.alpha = 0.5
    square.transform = CGAffineTransform(translationX: 30, y: 0)
    // Core Animation commits the implicit transaction at the end of the run-loop turn
    // (Apple, CATransaction: "Core Animation … creates implicit transactions … committed
    // automatically when the thread's run-loop next iterates"); inside UIKit no animation
    // runs for a change outside an animation block, so the next frame shows it.
    Simulation.advance(by: 1.0 / 60)
    #expect(square.layer.presentation()?.opacity == 0.5)
    #expect(
      square.layer.presentation()?.affineTransform() == CGAffineTransform(translationX: 30, y: 0))
    // Nothing needed a layout pass: the frame is where it was.
    #expect(square.layer.presentation()?.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
  }
}
