import AnimsimUIKit

// Shared by the property animator suites (stop, timing).

/// A 320 × 480 window with a 100 × 50 box at (x, 20) and a 10 × 10 dot at (310, y);
/// `left` is the box's x constraint, `top` the dot's y constraint.
@MainActor func propertyAnimatorStage() -> (
  window: UIWindow, box: UIView, left: NSLayoutConstraint, dot: UIView, top: NSLayoutConstraint
) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let box = UIView()
  let dot = UIView()
  for view in [box, dot] {
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
  }
  let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
  let top = dot.topAnchor.constraint(equalTo: window.topAnchor)
  NSLayoutConstraint.activate([
    left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    box.widthAnchor.constraint(equalToConstant: 100),
    box.heightAnchor.constraint(equalToConstant: 50),
    top, dot.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    dot.widthAnchor.constraint(equalToConstant: 10),
    dot.heightAnchor.constraint(equalToConstant: 10),
  ])
  Simulation.advance(by: 0)
  return (window, box, left, dot, top)
}

/// A view's presented x and y.
@MainActor func shownX(_ view: UIView) -> CGFloat {
  view.layer.presentation()?.frame.origin.x ?? -1
}

@MainActor func shownY(_ view: UIView) -> CGFloat {
  view.layer.presentation()?.frame.origin.y ?? -1
}

/// A 1 s animator (inactive) whose block moves the stage's box to x 100 (`left` 100, then
/// the window's layout).
@MainActor func boxTo100(
  _ window: UIWindow, _ left: NSLayoutConstraint, curve: UIView.AnimationCurve = .linear
) -> UIViewPropertyAnimator {
  UIViewPropertyAnimator(duration: 1, curve: curve) {
    left.constant = 100
    window.layoutIfNeeded()
  }
}
