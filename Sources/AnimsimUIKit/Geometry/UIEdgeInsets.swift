import Foundation
import Layout

/// Insets from the edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// No insets (the C struct's zero initializer, `UIEdgeInsets()`).
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of the given sizes.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Layout's insets.
  var layout: EdgeInsets {
    EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }

  /// The insets of Layout's `insets`.
  init(_ insets: EdgeInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

/// Insets from the edges of a rectangle that follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// No insets (the C struct's zero initializer, `NSDirectionalEdgeInsets()`).
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets of the given sizes.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Layout's directional insets.
  var layout: DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: Double(top), leading: Double(leading), bottom: Double(bottom),
      trailing: Double(trailing))
  }

  /// The insets of Layout's `insets`.
  init(_ insets: DirectionalEdgeInsets) {
    self.init(
      top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
      trailing: CGFloat(insets.trailing))
  }
}

/// UIKit's name for a layout priority.
public typealias UILayoutPriority = NSLayoutConstraint.Priority
