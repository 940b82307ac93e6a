import AnimsimCore
import Foundation

/// A colour, stored only: nothing is drawn (UIKit's `UIColor`).
public final class UIColor: Hashable, Sendable {
  /// Red, green, blue and alpha, 0…1.
  public let red: CGFloat
  public let green: CGFloat
  public let blue: CGFloat
  public let alpha: CGFloat

  /// A colour of the given components, 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey of the given white level.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour of `cgColor`'s components (a grey's one component taken for all three).
  public convenience init(cgColor: CGColor) {
    let parts = cgColor.components ?? []
    let red = parts.first ?? 0
    self.init(
      red: red, green: parts.count > 2 ? parts[1] : red, blue: parts.count > 2 ? parts[2] : red,
      alpha: parts.count > 1 ? parts[parts.count - 1] : 1)
  }

  /// The colour as Core Graphics holds it, for `layer.borderColor` and
  /// `layer.shadowColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  public static let secondarySystemBackground = UIColor(
    red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
  public static let label = UIColor(white: 0, alpha: 1)
  public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
  public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
  public static let systemGreen = UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
}
