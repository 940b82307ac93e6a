// A file written only with UIKit calls: on Apple platforms it builds against UIKit, on Linux
// against AnimsimUIKit, unchanged. `DoneWhenTests` below runs it and compares every frame
// with the scenario runner's frames for the same animation written as an .animsim script.
#if canImport(UIKit)
  import UIKit
#else
  import AnimsimUIKit
#endif

/// A square icon: its size comes from an overridden `intrinsicContentSize`.
final class IconView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }
}

/// A row with a fixed height and no intrinsic width.
final class RowView: UIView {
  var rowHeight: CGFloat = 60 {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: rowHeight)
  }
}

/// A card that slides up from below the screen, with a column of rows in a stack view.
final class CardViewController: UIViewController {
  let card = UIView()
  let column = UIStackView()
  let icon = IconView()
  let details = RowView()
  let footer = RowView()
  var cardTop: NSLayoutConstraint?
  var cardHeight: NSLayoutConstraint?
  var grow: UIViewPropertyAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "root"
    card.accessibilityIdentifier = "card"
    column.accessibilityIdentifier = "column"
    icon.accessibilityIdentifier = "icon"
    details.accessibilityIdentifier = "details"
    footer.accessibilityIdentifier = "footer"
    footer.rowHeight = 30
    card.translatesAutoresizingMaskIntoConstraints = false
    column.translatesAutoresizingMaskIntoConstraints = false
    column.axis = .vertical
    column.spacing = 8
    view.addSubview(card)
    card.addSubview(column)
    column.addArrangedSubview(icon)
    column.addArrangedSubview(details)
    column.addArrangedSubview(footer)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[card]-|", options: [], metrics: nil, views: ["card": card]))
    let top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 852)
    let height = card.heightAnchor.constraint(equalToConstant: 300)
    NSLayoutConstraint.activate([
      top, height,
      column.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      column.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
    ])
    cardTop = top
    cardHeight = height
  }

  /// Slides the card up on a spring.
  func showCard() {
    cardTop?.constant = 500
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [], animations: { self.view.layoutIfNeeded() })
  }

  /// Collapses the details row.
  func hideDetails() {
    UIView.animate(withDuration: 0.3) {
      self.details.isHidden = true
      self.view.layoutIfNeeded()
    }
  }

  /// Starts growing the card under a paused animator, scrubbed to `fraction`.
  func beginGrowing(at fraction: CGFloat) {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      self.cardHeight?.constant = 400
      self.view.layoutIfNeeded()
    }
    animator.pauseAnimation()
    animator.fractionComplete = fraction
    grow = animator
  }

  /// Lets the growth run to its end.
  func finishGrowing() { grow?.startAnimation() }
}
