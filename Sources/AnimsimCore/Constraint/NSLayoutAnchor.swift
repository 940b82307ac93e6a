import Foundation
import Layout

/// A factory of constraints on one attribute of a view or layout guide (UIKit's
/// `NSLayoutAnchor`); `AnchorType` keeps the two sides on the same axis at compile time.
///
/// The constraints come back inactive. What UIKit raises for (a leading/trailing anchor
/// with a left/right one, a non-finite constant) is recorded in `Simulation.errors`; the
/// constraint returned then does nothing.
@MainActor public class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or guide.
  package unowned let item: LayoutItem
  /// The attribute.
  package let attribute: NSLayoutConstraint.Attribute
  /// An object the anchor keeps alive: the hidden guide of `anchorWithOffset(to:)`.
  var keepAlive: AnyObject?

  /// The anchor of `attribute` of `item`.
  package init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint `self == anchor + constant`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c, call: "constraint(equalTo:constant:)")
  }

  /// A constraint `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: 1, constant: c,
      call: "constraint(greaterThanOrEqualTo:constant:)")
  }

  /// A constraint `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: 1, constant: c,
      call: "constraint(lessThanOrEqualTo:constant:)")
  }

  /// Makes a constraint to `anchor` (nil: a constant).
  package func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat, call: String
  ) -> NSLayoutConstraint {
    let secondAttribute = anchor?.attribute ?? .notAnAttribute
    let backing = NSLayoutConstraint.make(
      item, attribute, relation, anchor?.item, secondAttribute, multiplier: multiplier,
      constant: constant, call: "\(Self.self).\(call)")
    return NSLayoutConstraint(
      backing: backing, firstItem: item, firstAttribute: attribute, relation: relation,
      secondItem: anchor?.item, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant)
  }
}

/// A horizontal location anchor (`leadingAnchor`, `leftAnchor`, `centerXAnchor`…).
@MainActor public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint `self == anchor + multiplier × system spacing` (8 points, the standard
  /// spacing between siblings).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .equal, anchor, multiplier: 1, constant: multiplier * CGFloat(SpacingStyle.siblingSpacing),
      call: "constraint(equalToSystemSpacingAfter:multiplier:)")
  }

  /// A constraint `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: 1,
      constant: multiplier * CGFloat(SpacingStyle.siblingSpacing),
      call: "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
  }

  /// A constraint `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: 1,
      constant: multiplier * CGFloat(SpacingStyle.siblingSpacing),
      call: "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
  }
}

/// A vertical location anchor (`topAnchor`, `firstBaselineAnchor`, `centerYAnchor`…).
@MainActor public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint `self == anchor + multiplier × system spacing`: 8 points, or between two
  /// baselines the text model's baseline-to-baseline spacing.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .equal, anchor, multiplier: 1, constant: multiplier * systemSpacing(below: anchor),
      call: "constraint(equalToSystemSpacingBelow:multiplier:)")
  }

  /// A constraint `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: 1,
      constant: multiplier * systemSpacing(below: anchor),
      call: "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
  }

  /// A constraint `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: 1,
      constant: multiplier * systemSpacing(below: anchor),
      call: "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
  }

  /// The standard vertical spacing from `anchor` down to this anchor, in points.
  private func systemSpacing(below anchor: NSLayoutYAxisAnchor) -> CGFloat {
    let upper = anchor.item.layoutTarget.view
    let lower = item.layoutTarget.view
    guard attribute.layout.isBaseline, anchor.attribute.layout.isBaseline else {
      return CGFloat(SpacingStyle.siblingSpacing)
    }
    return CGFloat(
      lower.textMetrics.baselineToBaselineSpacing(
        upperFontSize: upper.fontSize, lowerFontSize: lower.fontSize))
  }
}

/// A size anchor (`widthAnchor`, `heightAnchor`).
@MainActor public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c` (multiplier 1, as UIKit reports it).
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c, call: "constraint(equalToConstant:)")
  }

  /// A constraint `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, nil, multiplier: 1, constant: c,
      call: "constraint(greaterThanOrEqualToConstant:)")
  }

  /// A constraint `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, nil, multiplier: 1, constant: c,
      call: "constraint(lessThanOrEqualToConstant:)")
  }

  /// A constraint `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(
      .equal, anchor, multiplier: m, constant: c, call: "constraint(equalTo:multiplier:constant:)")
  }

  /// A constraint `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: m, constant: c,
      call: "constraint(greaterThanOrEqualTo:multiplier:constant:)")
  }

  /// A constraint `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: m, constant: c,
      call: "constraint(lessThanOrEqualTo:multiplier:constant:)")
  }
}

/// The anchors of a layout item, shared by views and guides.
@MainActor package struct AnchorSet {
  package let item: LayoutItem

  package init(_ item: LayoutItem) { self.item = item }

  package func x(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: item, attribute: attribute)
  }

  package func y(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: item, attribute: attribute)
  }

  package func size(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(item: item, attribute: attribute)
  }
}
