import AnimsimUIKit
import Testing

/// A view whose intrinsic content size is 50 × 20.
private final class Badge: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
}

/// A card holding a 20 × 30 icon 7 from its left and 3 from its top; the card ends 11 right
/// of and 13 below the icon: 38 × 46.
@MainActor private func makeCard() -> (card: UIView, icon: UIView) {
  let card = UIView()
  let icon = UIView()
  card.translatesAutoresizingMaskIntoConstraints = false
  icon.translatesAutoresizingMaskIntoConstraints = false
  card.addSubview(icon)
  NSLayoutConstraint.activate([
    icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 7),
    icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 3),
    icon.widthAnchor.constraint(equalToConstant: 20),
    icon.heightAnchor.constraint(equalToConstant: 30),
    card.trailingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 11),
    card.bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 13),
  ])
  return (card, icon)
}

/// Moving a view between windows, and sizing a view outside any window.
@MainActor @Suite struct WindowMoveAndFittingTests {
  /// A view moves to another window with the constraints inside it.
  ///
  /// UIKit's `addSubview(_:)`: "Views can have only one superview. If view already has a
  /// superview and that view is not the receiver, this method removes the previous superview
  /// before making the receiver its new superview"; `removeFromSuperview()`: "Calling this
  /// method removes any constraints that refer to the view you are removing, or that refer
  /// to any view in the subtree of the view you are removing". Constraints inside the
  /// subtree stay.
  @Test func aViewMovesToAnotherWindowWithItsInnerConstraints() {
    Simulation.reset()
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let (card, icon) = makeCard()
    first.addSubview(card)
    let placement = [
      card.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
      card.topAnchor.constraint(equalTo: first.topAnchor, constant: 20),
    ]
    NSLayoutConstraint.activate(placement)
    Simulation.advance(by: 0)
    // 10, 20, 7 + 20 + 11 = 38 by 3 + 30 + 13 = 46.
    #expect(card.frame == CGRect(x: 10, y: 20, width: 38, height: 46))
    second.addSubview(card)
    let trailing = card.trailingAnchor.constraint(equalTo: second.trailingAnchor)
    NSLayoutConstraint.activate([
      trailing, card.bottomAnchor.constraint(equalTo: second.bottomAnchor),
    ])
    Simulation.advance(by: 0)
    #expect(Simulation.errors.isEmpty)
    #expect(card.superview === second && card.window === second)
    #expect(first.subviews.isEmpty)
    // The constraints to the first window went with the removal.
    #expect(placement.allSatisfy { !$0.isActive })
    // 200 − 38 = 162, 200 − 46 = 154; the icon keeps its place in the card.
    #expect(card.frame == CGRect(x: 162, y: 154, width: 38, height: 46))
    #expect(card.layer.presentation()?.frame == CGRect(x: 162, y: 154, width: 38, height: 46))
    #expect(icon.frame == CGRect(x: 7, y: 3, width: 20, height: 30))
    // It animates in its new window.
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      trailing.constant = -62
      second.layoutIfNeeded()
    }
    Simulation.advance(by: 0.5)
    // From 162 to 100, half way: 162 − 62 × 0.5 = 131.
    #expect(card.layer.presentation()?.frame.minX == 131)
  }

  /// Apple, `systemLayoutSizeFitting(_:)`: "Returns the optimal size of the view based on
  /// its current constraints" — a view not in a window has constraints too.
  @Test func fittingSizeOfAViewOutsideAWindow() {
    Simulation.reset()
    let (card, icon) = makeCard()
    // 7 + 20 + 11 = 38, 3 + 30 + 13 = 46.
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 38, height: 46))
    #expect(icon.frame == .zero)
    // An overridden intrinsic size counts: 50 × 20 with 8 around it gives 66 × 36.
    let box = UIView()
    let badge = Badge()
    badge.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
      box.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      badge.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
      box.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
    ])
    #expect(
      box.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 66, height: 36))
    // Then it joins a window as usual.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(card)
    Simulation.advance(by: 0)
    #expect(card.frame.size == CGSize(width: 38, height: 46))
    #expect(Simulation.errors.isEmpty)
  }

  @Test func aViewMovesWhileAnimatingAndBackAgainWithARecording() {
    Simulation.reset()
    Simulation.record(fps: 60)
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let (card, icon) = makeCard()
    card.accessibilityIdentifier = "card"
    first.addSubview(card)
    let left = card.leadingAnchor.constraint(equalTo: first.leadingAnchor)
    NSLayoutConstraint.activate([left, card.topAnchor.constraint(equalTo: first.topAnchor)])
    Simulation.advance(by: 0)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      left.constant = 100
      first.layoutIfNeeded()
    }
    Simulation.advance(by: 0.5)
    // Moved half way through the first window's animation.
    second.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 4),
      card.topAnchor.constraint(equalTo: second.topAnchor, constant: 2),
    ])
    Simulation.advance(by: 1)
    #expect(card.layer.presentation()?.frame == CGRect(x: 4, y: 2, width: 38, height: 46))
    // And back to the first window (the second releases it in turn).
    first.addSubview(card)
    NSLayoutConstraint.activate([
      card.trailingAnchor.constraint(equalTo: first.trailingAnchor),
      card.bottomAnchor.constraint(equalTo: first.bottomAnchor),
    ])
    Simulation.advance(by: 0.5)
    // 320 − 38 = 282, 480 − 46 = 434.
    #expect(card.frame == CGRect(x: 282, y: 434, width: 38, height: 46))
    #expect(icon.layer.presentation()?.frame == CGRect(x: 7, y: 3, width: 20, height: 30))
    #expect(Simulation.errors.isEmpty)
    // 2 s at 60 fps: frames 0…120 of both windows.
    let recording = Simulation.recording
    #expect(recording.frames.count == 121)
    #expect(recording.csv.contains("card"))
  }
}
