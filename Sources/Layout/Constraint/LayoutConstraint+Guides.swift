extension LayoutConstraint {
  /// Creates an inactive constraint between attributes of views or of their system layout
  /// guides: `item[.guide].attribute (relation) multiplier × toItem[.otherGuide].attribute +
  /// constant`, checking Apple's validity rules.
  ///
  ///     let top = try LayoutConstraint(
  ///       item: label, attribute: .top, relatedBy: .equal,
  ///       toItem: root, toGuide: .safeArea, attribute: .top, multiplier: 1, constant: 8)
  ///
  /// - Parameters:
  ///   - item: The first item.
  ///   - guide: The system guide of `item` the first attribute belongs to, or `nil`.
  ///   - attribute1: The first attribute (not `notAnAttribute`).
  ///   - relation: `==`, `<=` or `>=`.
  ///   - toItem: The second item, or `nil` to relate to the constant alone.
  ///   - toGuide: The system guide of `toItem` the second attribute belongs to, or `nil`.
  ///   - attribute2: The second attribute; `notAnAttribute` exactly when `toItem` is `nil`.
  ///   - multiplier: The factor applied to the second attribute.
  ///   - constant: The offset, in points.
  ///   - priority: 1…1000; required by default.
  /// - Throws: `LayoutError` as the initializer without guides does, and
  ///   `.unsupportedGuideAttribute` for a margin or baseline of a guide,
  ///   `.guideNeedsScrollView` for a content or frame guide of a view that is not a scroll
  ///   view.
  public convenience init(
    item: View, guide: SystemLayoutGuide? = nil, attribute attribute1: LayoutAttribute,
    relatedBy relation: LayoutRelation, toItem: View?, toGuide otherGuide: SystemLayoutGuide? = nil,
    attribute attribute2: LayoutAttribute, multiplier: Double, constant: Double,
    priority: LayoutPriority = .required
  ) throws(LayoutError) {
    try LayoutConstraint.validate(
      item: item, attribute1, toItem: toItem, attribute2, multiplier: multiplier,
      constant: constant, priority: priority)
    if let guide { try LayoutConstraint.validate(guide, of: item, attribute1) }
    if let otherGuide, let toItem {
      try LayoutConstraint.validate(otherGuide, of: toItem, attribute2)
    }
    self.init(
      unchecked: item, attribute1, relation, toItem, attribute2, multiplier: multiplier,
      constant: constant, priority: priority)
    self.firstGuide = guide
    self.secondGuide = toItem == nil ? nil : otherGuide
  }

  /// Checks that `view` has `guide` and that the guide has `attribute`.
  static func validate(_ guide: SystemLayoutGuide, of view: View, _ attribute: LayoutAttribute)
    throws(LayoutError)
  {
    if guide.isScrollViewOnly && view.kind != .scrollView {
      throw .guideNeedsScrollView(item: view.name, guide: guide)
    }
    guard SystemLayoutGuide.supports(attribute) else {
      throw .unsupportedGuideAttribute(item: view.name, guide: guide, attribute: attribute)
    }
  }

  /// The name of the first item with its guide: `root.safeArea` or `box` (a released item
  /// by its plain name, see `firstItemPlainName`).
  func firstItemName(_ itemName: (View) -> String) -> String {
    let name = hasReleasedItem ? firstItemPlainName : itemName(firstItem)
    return name + (firstGuide.map { "." + $0.scriptName } ?? "")
  }

  /// The name of the second item with its guide, if there is a second item.
  func secondItemName(_ itemName: (View) -> String) -> String? {
    guard let name = hasReleasedItem ? secondItemPlainName : secondItem.map(itemName) else {
      return nil
    }
    return name + (secondGuide.map { "." + $0.scriptName } ?? "")
  }
}
