import AnimsimCore
import AnimsimUIKit
import Testing

/// The stage of `propertyAnimatorStage()` with the box moved by a property animator to
/// x 100, alpha 0 and translation (100, 0) over 1 s (linear), stopped half way: held at
/// x 100 × 0.5 = 50, alpha 1 − 0.5 = 0.5, tx 100 × 0.5 = 50 (the constraint says 100).
@MainActor private func heldBoxStage() -> (
  window: UIWindow, box: UIView, left: NSLayoutConstraint, dot: UIView
) {
  let (window, box, left, dot, _) = propertyAnimatorStage()
  let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
    left.constant = 100
    box.alpha = 0
    box.transform = CGAffineTransform(translationX: 100, y: 0)
    window.layoutIfNeeded()
  }
  animator.startAnimation()
  Simulation.advance(by: 0.5)
  animator.stopAnimation(true)
  return (window, box, left, dot)
}

/// Whether `view`'s model and presented values are the held ones of `heldBoxStage()` at
/// x `x` (50 held, 100 once its superview laid it out).
@MainActor private func showsHeld(_ view: UIView, x: CGFloat) -> Bool {
  let shown = view.layer.presentation()
  return view.frame == CGRect(x: x, y: 20, width: 100, height: 50) && view.alpha == 0.5
    && view.transform == CGAffineTransform(translationX: 50, y: 0)
    && shown?.frame == CGRect(x: x, y: 20, width: 100, height: 50) && shown?.opacity == 0.5
    && shown?.affineTransform() == CGAffineTransform(translationX: 50, y: 0)
}

/// Whether `view` shows `frame` with alpha 1 and no transform: no hold of another view.
@MainActor private func showsItself(_ view: UIView, frame: CGRect) -> Bool {
  let shown = view.layer.presentation()
  return view.frame == frame && shown?.frame == frame && shown?.opacity == 1
    && shown?.affineTransform() == .identity && view.alpha == 1
}

/// A 320 × 480 window (recorded at 4 fps) with a card (x `cardLeft`, y 20, `cardWidth` ×
/// 100) holding an icon (x `iconLeft`, y 10, 20 × 20); a property animator moves
/// `changes` over 1 s (linear) and is stopped half way.
@MainActor private func heldCardStage(
  _ changes:
    @escaping (
      _ cardLeft: NSLayoutConstraint, _ cardWidth: NSLayoutConstraint,
      _ iconLeft: NSLayoutConstraint
    ) -> Void
) -> (window: UIWindow, card: UIView, icon: UIView) {
  Simulation.reset()
  Simulation.record(fps: 4)
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let card = UIView()
  let icon = UIView()
  icon.accessibilityIdentifier = "icon"
  for (view, parent) in [(card, window as UIView), (icon, card)] {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
  }
  let cardLeft = card.leadingAnchor.constraint(equalTo: window.leadingAnchor)
  let cardWidth = card.widthAnchor.constraint(equalToConstant: 100)
  let iconLeft = icon.leadingAnchor.constraint(equalTo: card.leadingAnchor)
  NSLayoutConstraint.activate([
    cardLeft, cardWidth, card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    card.heightAnchor.constraint(equalToConstant: 100),
    iconLeft, icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
    icon.widthAnchor.constraint(equalToConstant: 20),
    icon.heightAnchor.constraint(equalToConstant: 20),
  ])
  Simulation.advance(by: 0)
  let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
    changes(cardLeft, cardWidth, iconLeft)
    window.layoutIfNeeded()
  }
  animator.startAnimation()
  Simulation.advance(by: 0.5)
  animator.stopAnimation(true)
  return (window, card, icon)
}

/// The window x of the view named `name` in the recording's last frame.
@MainActor private func recordedWindowX(of name: String) -> Double {
  let recording = Simulation.recording
  guard let column = recording.views.firstIndex(where: { $0.name == name }),
    let frame = recording.frames.last
  else { return -1 }
  return frame.windowFrames[column].x
}

/// A stopped property animator's hold stays with its view when the tree changes (the
/// engine keeps a view's slot for good: removed views stay as detached slots, moved ones
/// leave stand-ins).
///
/// UIKit keeps the held values as the view's model values (Apple, `stopAnimation(_:)`: it
/// "sets the values of any animatable properties to their current values"); a superview's
/// `layoutSubviews` sets its subviews' frames (Apple, `layoutSubviews()`: "use this method
/// … to set the frame rectangles of your subviews directly"), and adding or removing a
/// subview lays the superview out (BadPirate's measurements in "When is layoutSubviews
/// called?", stackoverflow.com/questions/728372: "addSubview causes layoutSubviews to be
/// called on … the view it's being added to"). Alpha and transform change only when set.
@MainActor @Suite struct PropertyAnimatorHoldTreeTests {
  @Test func aHoldStaysWithItsViewWhileSubviewsComeAndGo() {
    let (window, box, _, dot) = heldBoxStage()
    // A subview of the held box: the box lays out, its superview does not.
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    box.addSubview(inner)
    Simulation.advance(by: 0)
    #expect(showsHeld(box, x: 50))
    #expect(showsItself(inner, frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
    // The dot at 320 − 10 = 310, 0.
    #expect(showsItself(dot, frame: CGRect(x: 310, y: 0, width: 10, height: 10)))
    // A sibling leaves and another joins: held until the window's next pass.
    dot.removeFromSuperview()
    let late = UIView(frame: CGRect(x: 0, y: 300, width: 20, height: 20))
    window.addSubview(late)
    #expect(showsHeld(box, x: 50))
    Simulation.advance(by: 0)
    // The window laid out: the frame is the constraint's 100; alpha and transform stay.
    #expect(showsHeld(box, x: 100))
    #expect(showsItself(late, frame: CGRect(x: 0, y: 300, width: 20, height: 20)))
    #expect(showsItself(inner, frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
  }

  /// A removed view keeps its model values (`removeFromSuperview()` changes none); added
  /// back, it starts at its current frame (View Programming Guide for iOS: "When adding a
  /// subview to its parent, the subview's current frame rectangle denotes its initial
  /// position within the parent view") until the superview's layout, which adding it
  /// causes, sets it from the constraints.
  @Test func aHeldViewRemovedAndAddedBackIsReleasedByItsSuperviewsLayout() {
    let (window, box, left, _) = heldBoxStage()
    box.removeFromSuperview()
    #expect(box.frame == CGRect(x: 50, y: 20, width: 100, height: 50))
    #expect(box.alpha == 0.5)
    #expect(box.transform == CGAffineTransform(translationX: 50, y: 0))
    // The window lays out without it: still held.
    Simulation.advance(by: 0.25)
    #expect(box.frame == CGRect(x: 50, y: 20, width: 100, height: 50))
    #expect(box.alpha == 0.5)
    window.addSubview(box)
    // Removal deactivated the constraints to the window: placed again.
    NSLayoutConstraint.activate([
      left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    #expect(showsHeld(box, x: 50))
    Simulation.advance(by: 0)
    #expect(showsHeld(box, x: 100))
  }

  /// A view moved to another window takes its held values along (UIKit's model); the
  /// window it left keeps no hold on the stand-in of its slot.
  @Test func aHeldViewMovedToAnotherWindowKeepsItsHeldValuesThere() {
    Simulation.reset()
    Simulation.record(fps: 4)
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView()
    card.accessibilityIdentifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    first.addSubview(card)
    let left = card.leadingAnchor.constraint(equalTo: first.leadingAnchor)
    NSLayoutConstraint.activate([
      left, card.topAnchor.constraint(equalTo: first.topAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ])
    Simulation.advance(by: 0)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      left.constant = 100
      card.alpha = 0
      card.transform = CGAffineTransform(translationX: 100, y: 0)
      first.layoutIfNeeded()
    }
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(true)
    // Held at x 50, alpha 0.5, tx 50 (as in `heldBoxStage()`).
    second.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 4),
      card.topAnchor.constraint(equalTo: second.topAnchor, constant: 2),
    ])
    // Until the second window lays it out: the held frame.
    #expect(card.frame == CGRect(x: 50, y: 20, width: 100, height: 50))
    #expect(card.alpha == 0.5)
    #expect(card.transform == CGAffineTransform(translationX: 50, y: 0))
    #expect(first.node.rootOfWindow?.timeline.hasHeldFrames == false)
    Simulation.advance(by: 0.5)
    let shown = card.layer.presentation()
    #expect(card.frame == CGRect(x: 4, y: 2, width: 100, height: 50))
    #expect(shown?.frame == CGRect(x: 4, y: 2, width: 100, height: 50))
    #expect(shown?.opacity == 0.5)
    #expect(shown?.affineTransform() == CGAffineTransform(translationX: 50, y: 0))
    // The recording: the card (in the second window's rows) at alpha 0.5, tx 50 from the
    // move (frame 2, 0.5 s) on; every other view at alpha 1 and no transform.
    let recording = Simulation.recording
    let column = recording.views.firstIndex { $0.name == "card" } ?? -1
    #expect(recording.frames.count == 5)
    for frame in recording.frames.dropFirst(2) {
      #expect(frame.alphas.indices.contains(column) && frame.alphas[column] == 0.5)
      #expect(frame.transforms.indices.contains(column) && frame.transforms[column].tx == 50)
      #expect(frame.alphas.enumerated().allSatisfy { $0.offset == column || $0.element == 1 })
      #expect(
        frame.transforms.enumerated().allSatisfy { $0.offset == column || $0.element.isIdentity })
    }
  }

  /// Only a superview's layout sets a view's frame: a layout of the window that leaves the
  /// held view's container as it was (same size, so its `layoutSubviews` does not run)
  /// leaves the view held (BadPirate, stackoverflow.com/questions/728372: "setFrame
  /// intelligently calls layoutSubviews on the view having its frame set only if the size
  /// parameter of the frame is different").
  @Test func aHeldViewInAContainerStaysHeldWhenOnlyTheWindowLaysOut() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView()
    let box = UIView()
    for (view, parent) in [(container, window as UIView), (box, container)] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
    let left = box.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    let top = container.topAnchor.constraint(equalTo: window.topAnchor)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor), top,
      container.widthAnchor.constraint(equalToConstant: 300),
      container.heightAnchor.constraint(equalToConstant: 200),
      left, box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    Simulation.advance(by: 0)
    let animator = boxTo100(window, left)
    animator.startAnimation()
    Simulation.advance(by: 0.5)
    animator.stopAnimation(true)
    // Held at 100 × 0.5 = 50 in the container. A new subview of the window and a move of
    // the container (same size) lay the window out, not the container.
    window.addSubview(UIView(frame: CGRect(x: 0, y: 300, width: 20, height: 20)))
    top.constant = 30
    Simulation.advance(by: 0)
    #expect(container.frame == CGRect(x: 0, y: 30, width: 300, height: 200))
    #expect(box.frame == CGRect(x: 50, y: 20, width: 100, height: 50))
    #expect(box.layer.presentation()?.frame == CGRect(x: 50, y: 20, width: 100, height: 50))
    // The container lays out: the constraint's 100.
    container.setNeedsLayout()
    Simulation.advance(by: 0)
    #expect(box.frame == CGRect(x: 100, y: 20, width: 100, height: 50))
    #expect(box.layer.presentation()?.frame == CGRect(x: 100, y: 20, width: 100, height: 50))
  }

  /// A removed held view added to another window takes its held values along too.
  @Test func aRemovedHeldViewAddedToAnotherWindowKeepsItsHeldValues() {
    let (first, box, _, _) = heldBoxStage()
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    box.removeFromSuperview()
    Simulation.advance(by: 0.25)
    second.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 4),
      box.topAnchor.constraint(equalTo: second.topAnchor, constant: 2),
    ])
    #expect(box.frame == CGRect(x: 50, y: 20, width: 100, height: 50))
    #expect(first.node.rootOfWindow?.timeline.hasHeldFrames == false)
    Simulation.advance(by: 0)
    let shown = box.layer.presentation()
    #expect(shown?.frame == CGRect(x: 4, y: 2, width: 100, height: 50))
    #expect(shown?.opacity == 0.5)
    #expect(shown?.affineTransform() == CGAffineTransform(translationX: 50, y: 0))
    #expect(box.alpha == 0.5)
  }

  /// A held view's layout by its superview leaves its held subviews as they are when its
  /// size stays (they move with it), and releases them when its size changes.
  @Test func aHeldSubviewStaysHeldInsideItsReleasedSuperview() {
    let (window, card, icon) = heldCardStage { cardLeft, _, iconLeft in
      cardLeft.constant = 100
      iconLeft.constant = 40
    }
    // Held: the card at 100 × 0.5 = 50, the icon at 40 × 0.5 = 20 in it.
    window.setNeedsLayout()
    Simulation.advance(by: 0.25)
    // The window sets the card's frame (same size): the icon stays at 20 in it, on screen
    // at 100 + 20 = 120.
    #expect(card.frame.minX == 100)
    #expect(icon.frame.minX == 20)
    #expect(icon.layer.presentation()?.frame.minX == 20)
    #expect(recordedWindowX(of: "icon") == 120)
    card.setNeedsLayout()
    Simulation.advance(by: 0.25)
    // 100 + 40 = 140.
    #expect(icon.frame.minX == 40)
    #expect(recordedWindowX(of: "icon") == 140)
  }

  @Test func aHeldViewThatLaysOutKeepsItsSubviewsOnScreenWithIt() {
    let (_, card, icon) = heldCardStage { cardLeft, _, iconLeft in
      cardLeft.constant = 100
      iconLeft.constant = 40
    }
    // Only the card lays out: the icon goes to 40 in the card, which stays held at 50, so
    // on screen at 50 + 40 = 90.
    card.setNeedsLayout()
    Simulation.advance(by: 0.25)
    #expect(card.layer.presentation()?.frame.minX == 50)
    #expect(icon.layer.presentation()?.frame.minX == 40)
    #expect(recordedWindowX(of: "icon") == 90)
  }

  @Test func aHeldViewWhoseSizeChangesWhenReleasedReleasesItsSubviews() {
    let (window, card, icon) = heldCardStage { _, cardWidth, iconLeft in
      cardWidth.constant = 200
      iconLeft.constant = 40
    }
    // Held: width 100 + 100 × 0.5 = 150, the icon at 20. The window's layout sets the
    // card's width to 200: the card lays out and sets the icon's frame, 40.
    window.setNeedsLayout()
    Simulation.advance(by: 0.25)
    #expect(card.frame.width == 200)
    #expect(icon.frame.minX == 40)
    #expect(recordedWindowX(of: "icon") == 40)
  }
}
