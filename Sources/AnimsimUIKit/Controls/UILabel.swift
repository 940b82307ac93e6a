import AnimsimCore
import Foundation
import Layout

/// A text label (UIKit's `UILabel`) on the text model: its intrinsic size is its text's
/// (0.5 × size per character, 1.2 × size per line, lines split at newlines; docs/layout.md).
@MainActor open class UILabel: UIView {
  /// The font (system 17 by default).
  private var storedFont = UIFont.systemFont(ofSize: 17)

  override class func makeLayoutView(name: String) -> View { View(name: name, kind: .label) }

  /// The text.
  open var text: String? {
    get { node.view.text }
    set {
      node.view.text = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The font; its point size drives the text model.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? UIFont.systemFont(ofSize: 17)
      node.view.fontSize = Double(storedFont.pointSize)
      invalidateIntrinsicContentSize()
    }
  }

  /// The maximum number of lines (stored; the text model breaks lines only at newlines).
  open var numberOfLines = 1
  /// The text colour (stored only).
  open var textColor: UIColor?
  /// The alignment (stored only).
  open var textAlignment = NSTextAlignment.natural
  /// Whether the font follows the Dynamic Type size (stored only).
  open var adjustsFontForContentSizeCategory = false
  /// The width at which a multi-line label wraps (stored only).
  open var preferredMaxLayoutWidth: CGFloat = 0
}

/// The horizontal alignment of text (stored only).
public enum NSTextAlignment: Int, Hashable, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
