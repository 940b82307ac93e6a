import AnimsimCore
import Foundation
import Layout

/// A control (UIKit's `UIControl`): state is stored; no events are sent (no touches).
@MainActor open class UIControl: UIView {
  /// The control's states.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control is enabled (stored only).
  open var isEnabled = true
  /// Whether the control is selected (stored only).
  open var isSelected = false
  /// Whether the control is highlighted (stored only).
  open var isHighlighted = false
}

/// A button (UIKit's `UIButton`): its intrinsic size is its title's plus 6 points above and
/// below (15-point "Button": 45 × 30, as a system button measures).
@MainActor open class UIButton: UIControl {
  /// How the button looks (stored only).
  public enum ButtonType: Int, Hashable, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  /// The titles by state.
  private var titles: [UInt: String] = [:]  // lookups only
  /// The button's type.
  public private(set) var buttonType = ButtonType.system

  override class func makeLayoutView(name: String) -> View { View(name: name, kind: .button) }

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Sets the title for `state`; the normal title drives the intrinsic size.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    if state == .normal {
      node.view.text = title
      invalidateIntrinsicContentSize()
    }
  }

  /// The title for `state` (the normal one when none was set for it).
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title currently shown.
  open var currentTitle: String? { title(for: .normal) }
}

/// An image, as far as layout goes: its size (UIKit's `UIImage`; nothing is decoded).
public final class UIImage: Hashable, Sendable {
  /// The size in points.
  public let size: CGSize
  /// The image's scale factor.
  public let scale: CGFloat

  /// An image of `size` points: what layout needs of an image (not a UIKit initializer).
  public init(size: CGSize, scale: CGFloat = 1) {
    self.size = size
    self.scale = scale
  }

  /// Images are not loaded from files here: always nil.
  public convenience init?(named name: String) { return nil }

  /// Symbol images are not available here: always nil.
  public convenience init?(systemName name: String) { return nil }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.size == rhs.size && lhs.scale == rhs.scale
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(scale)
  }
}

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's
/// size, none without an image.
@MainActor open class UIImageView: UIView {
  /// The image.
  open var image: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// An image view showing `image`, sized to it.
  public convenience init(image: UIImage?) {
    self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
    self.image = image
    invalidateIntrinsicContentSize()
  }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

/// A text field (UIKit's `UITextField`): its intrinsic width is its text's plus 7 points on
/// each side, its height 30 points (a rounded-rect field).
@MainActor open class UITextField: UIControl {
  /// The font (system 14 by default, the text model's text-field size).
  private var storedFont = UIFont.systemFont(ofSize: 14)

  override class func makeLayoutView(name: String) -> View { View(name: name, kind: .textField) }

  /// The text.
  open var text: String? {
    get { node.view.text }
    set {
      node.view.text = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The placeholder (stored only).
  open var placeholder: String?

  /// The border's look (UIKit's `UITextField.BorderStyle`).
  public enum BorderStyle: Int, Hashable, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// The border's look (stored only: the text model sizes every field as a rounded-rect
  /// one, 30 points high; UIKit's default is `.none`).
  open var borderStyle = BorderStyle.none

  /// The font; its point size drives the text model.
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue ?? UIFont.systemFont(ofSize: 14)
      node.view.fontSize = Double(storedFont.pointSize)
      invalidateIntrinsicContentSize()
    }
  }
}

/// An on/off switch (UIKit's `UISwitch`): a fixed 51 × 31 points (the size UIKit gives a
/// switch on iOS 7 and later; Apple documents only that the size is fixed).
@MainActor open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false

  /// Sets the state (the thumb's slide is not animated: nothing is drawn).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}
