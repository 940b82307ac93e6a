import AnimsimCore
import Foundation
import Layout

/// A font, as far as layout goes: its point size drives the text model (AppKit's
/// `NSFont`).
public final class NSFont: Hashable, Sendable {
  /// The size in points.
  public let pointSize: CGFloat

  private init(pointSize: CGFloat) { self.pointSize = pointSize }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(pointSize: fontSize) }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
    NSFont(pointSize: fontSize)
  }

  /// The system font size (13 points on macOS).
  public static var systemFontSize: CGFloat { 13 }

  public static func == (lhs: NSFont, rhs: NSFont) -> Bool { lhs.pointSize == rhs.pointSize }

  public func hash(into hasher: inout Hasher) { hasher.combine(pointSize) }
}

/// An Objective-C selector's name (Swift on Linux has none; `#selector` is not available).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The name.
  public let name: String

  public init(_ name: String) { self.name = name }

  public init(stringLiteral value: String) { self.name = value }
}

/// A control (AppKit's `NSControl`).
@MainActor open class NSControl: NSView {
  /// The font; its point size drives the text model.
  open var font: NSFont? {
    didSet {
      node.view.fontSize = Double(font?.pointSize ?? NSFont.systemFontSize)
      invalidateIntrinsicContentSize()
    }
  }

  /// The control's text.
  open var stringValue: String {
    get { node.view.text ?? "" }
    set {
      node.view.text = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// Whether the control is enabled (stored only).
  open var isEnabled = true
}

/// A text field or label (AppKit's `NSTextField`) on the text model.
@MainActor open class NSTextField: NSControl {
  override class func makeLayoutView(name: String) -> View {
    defer { nextKind = .textField }
    let view = View(name: name, kind: nextKind)
    view.fontSize = Double(NSFont.systemFontSize)
    return view
  }

  /// A label showing `stringValue` (a text field of kind label: its text's size).
  public convenience init(labelWithString stringValue: String) {
    NSTextField.nextKind = .label
    self.init(frame: .zero)
    self.stringValue = stringValue
  }

  /// The kind the next text field is made as (labels are not editable fields).
  private static var nextKind = ViewKind.textField
}

/// A button (AppKit's `NSButton`): its intrinsic size is its title's plus 6 points above
/// and below (the text model's button).
@MainActor open class NSButton: NSControl {
  override class func makeLayoutView(name: String) -> View {
    let view = View(name: name, kind: .button)
    view.fontSize = Double(NSFont.systemFontSize)
    return view
  }

  /// A push button titled `title` (the action is stored only: nothing is clicked).
  public convenience init(title: String, target: Any?, action: Selector?) {
    self.init(frame: .zero)
    self.title = title
  }

  /// The title.
  open var title: String {
    get { stringValue }
    set { stringValue = newValue }
  }
}
