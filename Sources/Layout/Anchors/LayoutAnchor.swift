/// A position anchor of a view on one axis, with the operations both axes share.
///
/// `LayoutXAxisAnchor` and `LayoutYAxisAnchor` conform. An anchor relates only to anchors
/// of its own type, so a horizontal position can never be constrained to a vertical one
/// (UIKit's generic `NSLayoutAnchor<AnchorType>` gives the same guarantee).
public protocol LayoutPositionAnchor {
  /// The view the anchor belongs to.
  var item: View { get }
  /// The attribute it stands for.
  var attribute: LayoutAttribute { get }
  /// The system guide of `item` the anchor belongs to, or `nil` for the view itself.
  var guide: SystemLayoutGuide? { get }
}

extension LayoutPositionAnchor {
  /// `self == anchor + constant`, inactive and required.
  public func constraint(equalTo anchor: Self, constant: Double = 0) throws(LayoutError)
    -> LayoutConstraint
  {
    try AnchorSupport.make(
      item, attribute, .equal, anchor.item, anchor.attribute, 1, constant, guide, anchor.guide)
  }

  /// `self >= anchor + constant`, inactive and required.
  public func constraint(greaterThanOrEqualTo anchor: Self, constant: Double = 0)
    throws(LayoutError) -> LayoutConstraint
  {
    try AnchorSupport.make(
      item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, 1, constant, guide,
      anchor.guide)
  }

  /// `self <= anchor + constant`, inactive and required.
  public func constraint(lessThanOrEqualTo anchor: Self, constant: Double = 0)
    throws(LayoutError) -> LayoutConstraint
  {
    try AnchorSupport.make(
      item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, 1, constant, guide,
      anchor.guide)
  }
}

/// A horizontal position of a view (`NSLayoutXAxisAnchor`): left, right, leading, trailing,
/// centerX and their margin forms.
///
///     b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
///
/// Relating a leading/trailing anchor to a left/right one is programmer misuse; the factories
/// throw `LayoutError.mixedDirectionalAttributes` for it (UIKit raises).
public struct LayoutXAxisAnchor: LayoutPositionAnchor {
  /// The view the anchor belongs to.
  public let item: View
  /// The attribute it stands for.
  public let attribute: LayoutAttribute

  /// The system guide of `item` the anchor belongs to, or `nil` for the view itself.
  public let guide: SystemLayoutGuide?

  init(_ item: View, _ attribute: LayoutAttribute, _ guide: SystemLayoutGuide? = nil) {
    self.item = item
    self.attribute = attribute
    self.guide = guide
  }
}

/// A vertical position of a view (`NSLayoutYAxisAnchor`): top, bottom, centerY, the
/// baselines and the margin forms.
public struct LayoutYAxisAnchor: LayoutPositionAnchor {
  /// The view the anchor belongs to.
  public let item: View
  /// The attribute it stands for.
  public let attribute: LayoutAttribute

  /// The system guide of `item` the anchor belongs to, or `nil` for the view itself.
  public let guide: SystemLayoutGuide?

  init(_ item: View, _ attribute: LayoutAttribute, _ guide: SystemLayoutGuide? = nil) {
    self.item = item
    self.attribute = attribute
    self.guide = guide
  }
}

/// A width or a height (`NSLayoutDimension`).
///
///     a.widthAnchor.constraint(equalToConstant: 100)
///     a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5)
public struct LayoutDimension {
  /// The view the anchor belongs to.
  public let item: View
  /// `width` or `height`.
  public let attribute: LayoutAttribute

  /// The system guide of `item` the anchor belongs to, or `nil` for the view itself.
  public let guide: SystemLayoutGuide?

  init(_ item: View, _ attribute: LayoutAttribute, _ guide: SystemLayoutGuide? = nil) {
    self.item = item
    self.attribute = attribute
    self.guide = guide
  }

  /// `self == constant`, in points.
  public func constraint(equalToConstant constant: Double) throws(LayoutError) -> LayoutConstraint {
    try AnchorSupport.make(item, attribute, .equal, nil, .notAnAttribute, 1, constant, guide, nil)
  }

  /// `self >= constant`, in points.
  public func constraint(greaterThanOrEqualToConstant constant: Double) throws(LayoutError)
    -> LayoutConstraint
  {
    try AnchorSupport.make(
      item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, constant, guide, nil)
  }

  /// `self <= constant`, in points.
  public func constraint(lessThanOrEqualToConstant constant: Double) throws(LayoutError)
    -> LayoutConstraint
  {
    try AnchorSupport.make(
      item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, constant, guide, nil)
  }

  /// `self == multiplier × anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) throws(LayoutError) -> LayoutConstraint {
    try AnchorSupport.make(
      item, attribute, .equal, anchor.item, anchor.attribute, multiplier, constant,
      guide, anchor.guide)
  }

  /// `self >= multiplier × anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) throws(LayoutError) -> LayoutConstraint {
    try AnchorSupport.make(
      item, attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier, constant,
      guide, anchor.guide)
  }

  /// `self <= multiplier × anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0
  ) throws(LayoutError) -> LayoutConstraint {
    try AnchorSupport.make(
      item, attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier, constant,
      guide, anchor.guide)
  }
}

/// Building anchor constraints: validated like the initializer, misuse reported.
private enum AnchorSupport {
  static func make(
    _ item: View, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: View?,
    _ otherAttribute: LayoutAttribute, _ multiplier: Double, _ constant: Double,
    _ guide: SystemLayoutGuide?, _ otherGuide: SystemLayoutGuide?
  ) throws(LayoutError) -> LayoutConstraint {
    try LayoutConstraint(
      item: item, guide: guide, attribute: attribute, relatedBy: relation, toItem: other,
      toGuide: otherGuide, attribute: otherAttribute, multiplier: multiplier, constant: constant)
  }
}
