import AnimsimCore
import Foundation
import Layout

/// A text label (UIKit's `UILabel`) on the text model: its intrinsic size is the size of
/// the lines it shows (0.5 × size per character, 1.2 × size per line, lines split at
/// newlines, at most `numberOfLines` of them; docs/layout.md).
@MainActor open class UILabel: UIView {
  /// The font (system 17 by default).
  private var storedFont = UIFont.systemFont(ofSize: 17)
  /// The whole text, as set.
  private var storedText: String?

  override class func makeLayoutView(name: String) -> View { View(name: name, kind: .label) }

  /// The text.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      shownTextChanged()
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

  /// The most lines the label shows (1 by default; 0: as many as the text has).
  ///
  /// Apple: text "that doesn't fit within the maximum number of lines … is truncated"; here
  /// the lines after the last one shown are dropped (the text model breaks lines only at
  /// newlines, so a line is never wrapped).
  open var numberOfLines = 1 {
    didSet { shownTextChanged() }
  }

  /// Gives the text model the lines the label shows, and reads the size again.
  private func shownTextChanged() {
    var shown = storedText
    if let whole = storedText, numberOfLines > 0 {
      let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.count > numberOfLines {
        shown = lines.prefix(numberOfLines).joined(separator: "\n")
      }
    }
    if node.view.text != shown { node.view.text = shown }
    invalidateIntrinsicContentSize()
  }
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
