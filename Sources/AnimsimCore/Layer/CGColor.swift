import Foundation

/// A colour as Core Graphics holds it (`CGColor`), stored only.
///
/// Red, green, blue and alpha components, 0…1 (nothing is drawn). `UIColor.cgColor` gives
/// one, for `layer.borderColor` and `layer.shadowColor`.
public final class CGColor: Hashable, Sendable {
  /// The red, green, blue and alpha components.
  public let components: [CGFloat]?
  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// A colour of the given components (Core Graphics' `CGColor(red:green:blue:alpha:)`).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A grey of `gray` (0 black, 1 white) (Core Graphics' `CGColor(gray:alpha:)`).
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
