import Diagnostics
import Layout

/// A required constraint of the document that IB's own saved frames do not satisfy.
///
/// Interface Builder saves the frames of its last layout. When the frames no longer satisfy
/// the document's required constraints, that layout was not a solution of them: the
/// document was left in conflict, or a container was resized (a cell's row height, the
/// device) without its subviews being laid out again. Such a scene's saved frames are not
/// an oracle for what the constraints give, whatever the engine does.
public struct IBSavedViolation: Hashable, Sendable {
  /// The constraint's IB id.
  public var constraint: String
  /// By how much the saved frames miss it, in points (always more than the tolerance).
  public var amount: Double
  /// Where the constraint is in the document.
  public var location: TextLocation
}

extension IBSceneLayout {
  /// The required constraints between views that the saved frames violate by more than
  /// `IBConformance.tolerance`, in document order.
  ///
  /// Only what the saved frames alone determine is checked: constraints whose items are
  /// views with saved frames (not layout guides, margins or baselines, which depend on the
  /// device model and fonts), neither hidden nor flagged misplaced or ambiguous, and not
  /// between a scroll view and a view inside it (those edges are its content's). Edges are
  /// compared in window coordinates built from the saved origins, on alignment rectangles
  /// (the saved frame inset by the view's `alignmentRectInsets`, as constraints see it);
  /// leading is left (IB documents lay out left to right).
  ///
  /// - Complexity: O(views + constraints × depth) (the scroll-view test walks up from an
  ///   item).
  public func savedFrameViolations() -> [IBSavedViolation] {
    var window: [Rect?] = []
    window.reserveCapacity(records.count)
    var indexOfView: [ObjectIdentifier: Int] = [:]
    for (index, record) in records.enumerated() {
      indexOfView[ObjectIdentifier(record.view)] = index
      guard var frame = flippedSaved(index) else {
        window.append(nil)
        continue
      }
      if let parent = record.parent {
        guard let parentFrame = window[parent] else {
          window.append(nil)
          continue
        }
        frame.origin.x += parentFrame.x
        frame.origin.y += parentFrame.y
      }
      window.append(frame)
    }
    func checkable(_ view: View) -> Int? {
      guard let index = indexOfView[ObjectIdentifier(view)] else { return nil }
      let record = records[index]
      guard !record.isFlagged, !record.element.hidden, window[index] != nil else { return nil }
      return index
    }
    func isScrollView(_ index: Int, anAncestorOf other: Int) -> Bool {
      guard records[index].view.kind == .scrollView else { return false }
      var current = records[other].parent
      while let parent = current {
        if parent == index { return true }
        current = records[parent].parent
      }
      return false
    }
    var violations: [IBSavedViolation] = []
    for (element, constraint) in constraints {
      guard constraint.priority.isRequired, constraint.firstGuide == nil,
        constraint.secondGuide == nil,
        let first = checkable(constraint.firstItem), let firstFrame = window[first],
        let lhs = Self.savedValue(constraint.firstAttribute, of: constraint.firstItem, firstFrame)
      else { continue }
      var rhs = constraint.constant
      if let secondItem = constraint.secondItem {
        guard let second = checkable(secondItem), let secondFrame = window[second],
          !isScrollView(first, anAncestorOf: second), !isScrollView(second, anAncestorOf: first),
          let value = Self.savedValue(constraint.secondAttribute, of: secondItem, secondFrame)
        else { continue }
        rhs += constraint.multiplier * value
      }
      let miss: Double
      switch constraint.relation {
      case .equal: miss = abs(lhs - rhs)
      case .greaterThanOrEqual: miss = rhs - lhs
      case .lessThanOrEqual: miss = lhs - rhs
      }
      if miss > IBConformance.tolerance {
        violations.append(
          IBSavedViolation(constraint: element.id, amount: miss, location: element.location))
      }
    }
    return violations
  }

  /// The value of an edge, center or dimension of `view` saved at `frame` (window
  /// coordinates), as constraints measure it (on the alignment rectangle, leading on the
  /// left: `View.value(of:frame:)`); nil for margins and baselines.
  private static func savedValue(
    _ attribute: LayoutAttribute, of view: View, _ frame: Rect
  ) -> Double? {
    guard attribute != .notAnAttribute, !attribute.isMargin, !attribute.isBaseline else {
      return nil
    }
    return view.value(of: attribute, frame: frame)
  }
}
