/// A constraint that breaks Apple's validity rules, or a change Auto Layout refuses.
///
/// The payloads name the views and attributes; the wording lives in
/// `LayoutError+Description.swift`.
public enum LayoutError: Error, Hashable, Sendable {
  /// The first attribute is `notAnAttribute`.
  case missingFirstAttribute(item: String)
  /// A second item was given with `notAnAttribute`, or a second attribute without an item.
  case secondItemAttributeMismatch(item: String, secondItem: String?, attribute: LayoutAttribute)
  /// A location attribute related to a constant (no second item, or a multiplier of 0).
  case locationEqualToConstant(item: String, attribute: LayoutAttribute)
  /// A size attribute related to a location attribute, or the other way round.
  case invalidPairing(first: LayoutAttribute, second: LayoutAttribute)
  /// A horizontal attribute related to a vertical one.
  case mixedAxes(first: LayoutAttribute, second: LayoutAttribute)
  /// A leading/trailing attribute related to a left/right one.
  case mixedDirectionalAttributes(first: LayoutAttribute, second: LayoutAttribute)
  /// A priority outside 1…1000 (Apple: greater than 0, at most 1000).
  case invalidPriority(Double)
  /// A multiplier or constant that is not a finite number.
  case nonFiniteValue(item: String, attribute: LayoutAttribute)
  /// The items are in different view hierarchies.
  case noCommonAncestor(first: String, second: String)
  /// A priority change to or from required on an active constraint.
  case requiredPriorityChange(from: LayoutPriority, to: LayoutPriority)
  /// A margin or baseline attribute of a system layout guide (guides have edges, centers and
  /// sizes only).
  case unsupportedGuideAttribute(item: String, guide: SystemLayoutGuide, attribute: LayoutAttribute)
  /// A scroll view guide (`contentLayoutGuide`, `frameLayoutGuide`) of a view that is not a
  /// scroll view.
  case guideNeedsScrollView(item: String, guide: SystemLayoutGuide)
  /// `addSubview` of a view that is already a subview of that view.
  case alreadyHasSuperview(view: String, superview: String)
  /// `addSubview` on a layout guide, which has no subviews.
  case layoutGuideCannotContainViews(guide: String, view: String)
  /// `addSubview` of a layout engine's root, which stays the top of its tree.
  case engineRootCannotMove(view: String)
  /// `addSubview` of a view into itself or one of its descendants.
  case subviewCycle(view: String, into: String)
  /// `addLayoutGuide` of a view whose kind is not `.layoutGuide`.
  case notALayoutGuide(String)
  /// `insertArrangedSubview(_:at:)` with an index outside `0...count`.
  case arrangedIndexOutOfRange(index: Int, count: Int)
  /// `LayoutEngine.release(_:)` of a view that is not a removed view of that engine's tree.
  case notARemovedSubtree(view: String)
}
