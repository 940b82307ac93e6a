/// Insets from the leading, trailing, top and bottom edges, in points (UIKit's
/// `NSDirectionalEdgeInsets`): leading is the left edge in left-to-right layouts and the right
/// edge in right-to-left layouts.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge, in points.
  public var top: Double
  /// Inset from the leading edge, in points.
  public var leading: Double
  /// Inset from the bottom edge, in points.
  public var bottom: Double
  /// Inset from the trailing edge, in points.
  public var trailing: Double

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates insets from the four edges, in points.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same insets on absolute edges: leading is left unless `direction` is right to left.
  ///
  /// - Parameter direction: The layout direction that decides which edge is leading.
  public func absolute(in direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}

extension EdgeInsets {
  /// The same insets on leading and trailing edges: leading is left unless `direction` is
  /// right to left.
  ///
  /// - Parameter direction: The layout direction that decides which edge is leading.
  public func directional(in direction: LayoutDirection) -> DirectionalEdgeInsets {
    switch direction {
    case .leftToRight:
      DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    case .rightToLeft:
      DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
  }

  /// Each edge the larger of the two insets.
  func edgewiseMaximum(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }

  /// Each edge the sum of the two insets.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}
