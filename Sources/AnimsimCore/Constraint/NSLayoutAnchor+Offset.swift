import Foundation
import Layout

/// The hidden guide behind `anchorWithOffset(to:)`: a layout guide in the closest common
/// ancestor of the two anchors' items, pinned from the first anchor to the second, whose
/// width (height) is the offset.
@MainActor package final class OffsetGuide: LayoutItem {
  /// The guide's Layout view.
  let guideView: View
  /// The constraints that pin its two ends (they keep it alive in the engine).
  var pins: [NSLayoutConstraint] = []

  init() {
    guideView = View(name: Runtime.shared.nextName(for: "OffsetGuide"), kind: .layoutGuide)
    Runtime.shared.register(owner: self, of: guideView)
  }

  package var layoutTarget: (view: View, guide: SystemLayoutGuide?) { (guideView, nil) }

  package var visualFormatSpacing: SpacingStyle { .margins }

  /// The closest view (not a guide) that contains both items' views, nil when none does.
  ///
  /// - Complexity: O(depth²).
  static func commonOwner(of first: LayoutItem, _ second: LayoutItem) -> View? {
    var candidate: View? = first.layoutTarget.view
    let other = second.layoutTarget.view
    while let view = candidate {
      if view.isDrawn, other.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }
}

extension NSLayoutAnchor {
  /// A dimension that is the distance from this anchor to `other` (`other − self`), made of
  /// a hidden layout guide in the two items' closest common ancestor.
  ///
  /// The items must already share an ancestor (else the error is recorded, as UIKit
  /// raises for unrelated items, and the dimension is that of a detached guide).
  func offsetDimension(
    to other: NSLayoutAnchor<AnchorType>, start: NSLayoutConstraint.Attribute,
    end: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute, call: String
  ) -> NSLayoutDimension {
    let guide = OffsetGuide()
    let dimension = NSLayoutDimension(item: guide, attribute: size)
    dimension.keepAlive = guide
    guard let owner = OffsetGuide.commonOwner(of: item, other.item) else {
      Runtime.shared.record(
        .layout(
          .noCommonAncestor(
            first: item.layoutTarget.view.name, second: other.item.layoutTarget.view.name)),
        call: call)
      return dimension
    }
    do throws(LayoutError) {
      try owner.addLayoutGuide(guide.guideView)
    } catch {
      Runtime.shared.record(.layout(error), call: call)
      return dimension
    }
    (Runtime.shared.owner(of: owner) as? any HostedView)?.node.window?.treeDidChange()
    guide.pins = [
      NSLayoutConstraint(
        item: guide, attribute: start, relatedBy: .equal, toItem: item, attribute: attribute,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: guide, attribute: end, relatedBy: .equal, toItem: other.item,
        attribute: other.attribute, multiplier: 1, constant: 0),
    ]
    NSLayoutConstraint.activate(guide.pins)
    return dimension
  }
}

extension NSLayoutXAxisAnchor {
  /// A dimension that is the horizontal distance from this anchor to `otherAnchor`
  /// (Apple: "Creates a layout dimension object from two anchors"), for constraints such as
  /// equal gaps: `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)`.
  ///
  /// The two items must already share an ancestor here (UIKit resolves it later).
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    let absolute = [attribute, otherAnchor.attribute].contains { $0 == .left || $0 == .right }
    return offsetDimension(
      to: otherAnchor, start: absolute ? .left : .leading, end: absolute ? .right : .trailing,
      size: .width, call: "NSLayoutXAxisAnchor.anchorWithOffset(to:)")
  }
}

extension NSLayoutYAxisAnchor {
  /// A dimension that is the vertical distance from this anchor down to `otherAnchor`
  /// (Apple: "Creates a layout dimension object from two anchors").
  ///
  /// The two items must already share an ancestor here (UIKit resolves it later).
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    offsetDimension(
      to: otherAnchor, start: .top, end: .bottom, size: .height,
      call: "NSLayoutYAxisAnchor.anchorWithOffset(to:)")
  }
}
