extension LayoutConstraint {
  /// Checks Apple's rules for `item.attribute1 (relation) multiplier × toItem.attribute2 +
  /// constant` at `priority`.
  ///
  /// - Throws: The first rule broken, in this order: no first attribute; a second item
  ///   without attribute or the reverse; an invalid priority; a non-finite number; a location
  ///   equal to a constant; size with location; horizontal with vertical locations;
  ///   leading/trailing with left/right.
  static func validate(
    item: View, _ attribute1: LayoutAttribute, toItem: View?, _ attribute2: LayoutAttribute,
    multiplier: Double, constant: Double, priority: LayoutPriority
  ) throws(LayoutError) {
    guard attribute1 != .notAnAttribute else { throw .missingFirstAttribute(item: item.name) }
    if (toItem == nil) != (attribute2 == .notAnAttribute) {
      throw .secondItemAttributeMismatch(
        item: item.name, secondItem: toItem?.name, attribute: attribute2)
    }
    guard priority.isValid else { throw .invalidPriority(priority.rawValue) }
    guard multiplier.isFinite && constant.isFinite else {
      throw .nonFiniteValue(item: item.name, attribute: attribute1)
    }
    if attribute1.isLocation && (toItem == nil || multiplier == 0) {
      throw .locationEqualToConstant(item: item.name, attribute: attribute1)
    }
    guard toItem != nil else { return }
    if attribute1.isSize != attribute2.isSize {
      throw .invalidPairing(first: attribute1, second: attribute2)
    }
    if attribute1.isLocation && attribute1.axis != attribute2.axis {
      throw .mixedAxes(first: attribute1, second: attribute2)
    }
    if (attribute1.isLeadingTrailing && attribute2.isLeftRight)
      || (attribute1.isLeftRight && attribute2.isLeadingTrailing)
    {
      throw .mixedDirectionalAttributes(first: attribute1, second: attribute2)
    }
  }
}
