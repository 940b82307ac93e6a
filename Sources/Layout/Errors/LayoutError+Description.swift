extension LayoutError: CustomStringConvertible {
  /// The error in words, close to the text of the exception UIKit raises for it.
  public var description: String {
    switch self {
    case .missingFirstAttribute(let item):
      return "NSLayoutConstraint for \(item): the first attribute cannot be notAnAttribute."
    case .secondItemAttributeMismatch(let item, let secondItem, let attribute):
      if let secondItem {
        return "NSLayoutConstraint for \(item): the second item \(secondItem) needs an attribute "
          + "other than notAnAttribute."
      }
      return "NSLayoutConstraint for \(item): the second attribute \(attribute.name) needs a "
        + "second item."
    case .locationEqualToConstant(let item, let attribute):
      return "NSLayoutConstraint for \(item).\(attribute.name): A multiplier of 0 or a nil "
        + "second item together with a location for the first attribute creates an illegal "
        + "constraint of a location equal to a constant. Location attributes must be specified "
        + "in pairs."
    case .invalidPairing(let first, let second):
      return "Invalid pairing of layout attributes: \(first.name) (a "
        + (first.isSize ? "size" : "location") + ") and \(second.name) (a "
        + (second.isSize ? "size" : "location") + ")."
    case .mixedAxes(let first, let second):
      return "Invalid pairing of layout attributes: \(first.name) is "
        + (first.axis == .horizontal ? "horizontal" : "vertical") + " but \(second.name) is "
        + (second.axis == .horizontal ? "horizontal" : "vertical") + "."
    case .mixedDirectionalAttributes(let first, let second):
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute (\(first.name), \(second.name)). Use leading/trailing for both or neither."
    case .invalidPriority(let value):
      if value > 1000 {
        return "Invalid priority specified: \(NumberText.general(value)). Priority cannot be "
          + "higher than NSLayoutPriorityRequired, which is 1000."
      }
      return "Invalid priority specified: \(NumberText.general(value)). Priority must be "
        + "greater than 0."
    case .nonFiniteValue(let item, let attribute):
      return "NSLayoutConstraint for \(item).\(attribute.name): the multiplier and the constant "
        + "must be finite numbers."
    case .noCommonAncestor(let first, let second):
      return "Unable to activate constraint with anchors \(first) and \(second) because they "
        + "have no common ancestor.  Does the constraint or its anchors reference items in "
        + "different view hierarchies?  That's illegal."
    case .requiredPriorityChange(let from, let to):
      return "Mutating a priority from required to not on an installed constraint (or "
        + "vice-versa) is not supported.  You passed priority \(NumberText.general(to.rawValue)) "
        + "and the existing priority was \(NumberText.general(from.rawValue))."
    case .unsupportedGuideAttribute(let item, let guide, let attribute):
      return "\(item).\(guide.uikitName) has no \(attribute.name): a layout guide has edges, "
        + "centers, a width and a height, but no margins and no baselines."
    case .guideNeedsScrollView(let item, let guide):
      return "\(item) is not a scroll view, so it has no \(guide.uikitName)."
    case .alreadyHasSuperview(let view, let superview):
      return "\(view) is already a subview of \(superview)."
    case .layoutGuideCannotContainViews(let guide, let view):
      return "Cannot add \(view) to \(guide): a layout guide has no subviews."
    case .engineRootCannotMove(let view):
      return "Cannot add \(view) to another view: it is the root of a layout engine."
    case .subviewCycle(let view, let into):
      return "Cannot add \(view) to \(into): \(into) is \(view) or inside it, which would "
        + "make a cycle."
    case .notALayoutGuide(let name):
      return "\(name) is not a layout guide; add it with addSubview."
    case .notARemovedSubtree(let view):
      return "Cannot release \(view) from its layout engine: it is not a view removed from "
        + "that engine's tree."
    case .arrangedIndexOutOfRange(let index, let count):
      return "Index \(index) is out of range for a stack view with \(count) arranged subviews "
        + "(0...\(count))."
    }
  }
}
