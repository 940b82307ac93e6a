import Layout

/// What a constraint can name: a view, a layout guide made with `UILayoutGuide()`, or a
/// system guide of a view (`safeAreaLayoutGuide`…).
@MainActor package protocol LayoutItem: AnyObject {
  /// The Layout view the item is, or owns (for a system guide), and the guide.
  var layoutTarget: (view: View, guide: SystemLayoutGuide?) { get }
  /// What `-` next to `|` means in a visual format string whose views are of this kind:
  /// UIKit binds it to the superview's layout margins (iOS 8 and later), AppKit uses the
  /// classic 20 points.
  var visualFormatSpacing: SpacingStyle { get }
}

/// The class name and Layout name of an item, as descriptions and errors show it.
@MainActor package func itemDescription(_ item: Any?) -> String {
  guard let item else { return "nil" }
  if let layoutItem = item as? LayoutItem {
    let target = layoutItem.layoutTarget
    let base = "\(type(of: layoutItem)):\(target.view.name)"
    return target.guide.map { base + "." + $0.uikitName } ?? base
  }
  return String(describing: type(of: item))
}
