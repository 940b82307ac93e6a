import Foundation

/// A font, as far as layout goes: its point size drives the text model (UIKit's `UIFont`;
/// weight and family are stored only, since the text model measures every face alike).
public final class UIFont: Hashable, Sendable {
  /// The font's weight (stored only).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    // UIKit's values (UIFontWeight constants).
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default text size (Large), from Apple's Human Interface
    /// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes": large title 34, title 1 28,
    /// title 2 22, title 3 20, headline 17, body 17, callout 16, subhead 15, footnote 13,
    /// caption 1 12, caption 2 11.
    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  private init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The font of a Dynamic Type style at the default text size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The system font size (17 points, a label's default).
  public static var systemFontSize: CGFloat { 17 }

  /// The label font size (17 points).
  public static var labelFontSize: CGFloat { 17 }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }
}
