import Testing

// The example of docs/uikit.md, as written there.
#if canImport(UIKit)
  import UIKit
#else
  import AnimsimUIKit
#endif

private final class SlidingCardViewController: UIViewController {
  let card = UIView()
  private var cardTop: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    card.accessibilityIdentifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    let top = card.topAnchor.constraint(equalTo: view.bottomAnchor)
    NSLayoutConstraint.activate([
      top,
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 300),
    ])
    cardTop = top
  }

  /// Slides the card up from below the screen.
  func showCard() {
    cardTop?.constant = -300
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut) {
      self.view.layoutIfNeeded()
    }
  }
}

#if !canImport(UIKit)
  @MainActor @Test func cardSlidesUp() {
    Simulation.reset()
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)  // 393 × 852 @3x
    let controller = SlidingCardViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    Simulation.advance(by: 0)  // the first layout pass
    #expect(controller.card.frame.minY == 852)  // below the screen

    controller.showCard()
    #expect(controller.card.frame.minY == 552)  // the model moved at once
    Simulation.advance(by: 0.2)  // half way in time
    // easeOut (0, 0)(0.58, 1) is at 0.684643 at half time: 852 − 300 × 0.684643.
    let y = controller.card.layer.presentation()?.frame.minY ?? 0
    #expect(abs(y - 646.607) < 0.001)
    Simulation.advance(by: 0.2)
    #expect(controller.card.layer.presentation()?.frame.minY == 552)
  }
#endif
