/// A part of a view's alignment rectangle that a constraint relates
/// (`NSLayoutConstraint.Attribute`).
///
/// The raw values are Apple's (UIKit `NSLayoutAttribute`), so they can be compared with logs
/// and headers. Location attributes grow to the right (x) or downward (y); leading and
/// trailing follow the layout direction (leading is the right edge in right-to-left layouts).
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
  /// No attribute: the second attribute of a constraint that relates to a constant.
  case notAnAttribute = 0
  /// The left edge.
  case left = 1
  /// The right edge.
  case right = 2
  /// The top edge.
  case top = 3
  /// The bottom edge.
  case bottom = 4
  /// The leading edge: left in left-to-right layouts, right in right-to-left layouts.
  case leading = 5
  /// The trailing edge: right in left-to-right layouts, left in right-to-left layouts.
  case trailing = 6
  /// The width.
  case width = 7
  /// The height.
  case height = 8
  /// The horizontal center.
  case centerX = 9
  /// The vertical center.
  case centerY = 10
  /// The baseline of the last line of text (the bottom edge for views without text).
  case lastBaseline = 11
  /// The baseline of the first line of text (the bottom edge for views without text).
  case firstBaseline = 12
  /// The left edge inset by the left layout margin.
  case leftMargin = 13
  /// The right edge inset by the right layout margin.
  case rightMargin = 14
  /// The top edge inset by the top layout margin.
  case topMargin = 15
  /// The bottom edge inset by the bottom layout margin.
  case bottomMargin = 16
  /// The leading edge inset by the leading layout margin.
  case leadingMargin = 17
  /// The trailing edge inset by the trailing layout margin.
  case trailingMargin = 18
  /// The horizontal center of the rectangle inside the left and right margins.
  case centerXWithinMargins = 19
  /// The vertical center of the rectangle inside the top and bottom margins.
  case centerYWithinMargins = 20

  /// Apple's alias for `lastBaseline`.
  public static let baseline = LayoutAttribute.lastBaseline

  /// The axis the attribute measures along, or `nil` for `notAnAttribute`.
  public var axis: Axis? {
    switch self {
    case .notAnAttribute: return nil
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    }
  }

  /// Whether the attribute is a dimension (`width` or `height`).
  public var isSize: Bool { self == .width || self == .height }

  /// Whether the attribute is a position (an edge, a center, a baseline or a margin form).
  public var isLocation: Bool { self != .notAnAttribute && !isSize }

  /// Whether the attribute follows the layout direction (leading, trailing and their margins).
  public var isLeadingTrailing: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is an absolute horizontal edge (left, right and their margins).
  public var isLeftRight: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: return true
    default: return false
    }
  }

  /// Whether the attribute is one of the margin forms (`leftMargin` … `centerYWithinMargins`).
  public var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }

  /// Whether the attribute is a text baseline (first or last).
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// The attribute without its margin: `leadingMargin` → `leading`, `centerXWithinMargins` →
  /// `centerX`; other attributes are returned unchanged.
  public var withoutMargin: LayoutAttribute {
    switch self {
    case .leftMargin: return .left
    case .rightMargin: return .right
    case .topMargin: return .top
    case .bottomMargin: return .bottom
    case .leadingMargin: return .leading
    case .trailingMargin: return .trailing
    case .centerXWithinMargins: return .centerX
    case .centerYWithinMargins: return .centerY
    default: return self
    }
  }

  /// The name used in constraint descriptions and in scenario scripts (`leadingMargin`).
  public var name: String {
    switch self {
    case .notAnAttribute: return "notAnAttribute"
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .leftMargin: return "leftMargin"
    case .rightMargin: return "rightMargin"
    case .topMargin: return "topMargin"
    case .bottomMargin: return "bottomMargin"
    case .leadingMargin: return "leadingMargin"
    case .trailingMargin: return "trailingMargin"
    case .centerXWithinMargins: return "centerXWithinMargins"
    case .centerYWithinMargins: return "centerYWithinMargins"
    }
  }

  /// The attribute with the given scenario name (`"leading"`, `"baseline"` for
  /// `lastBaseline`), or `nil` when there is none.
  ///
  /// - Parameter name: An attribute name as written in scripts and descriptions.
  public init?(name: String) {
    if name == "baseline" {
      self = .lastBaseline
      return
    }
    guard let match = LayoutAttribute.allCases.first(where: { $0.name == name }) else {
      return nil
    }
    self = match
  }
}
