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
  /// By how much the saved frames miss it, in points (always more than
  /// `IBSceneLayout.savedFrameTolerance`).
  public var amount: Double
  /// Where the constraint is in the document.
  public var location: TextLocation
}

extension IBSceneLayout {
  /// How far, in points, the saved frames may miss a constraint before the scene counts as
  /// stale: 1 pt, above the 0.5–1 pt residuals IB leaves when it re-saves a document without
  /// flagging a view misplaced (a 17 pt label saved 21 high by an older SDK and 20.5 by a
  /// newer one), so that only real conflicts and resized containers count.
  public static let savedFrameTolerance = 1.0

  /// iOS controls whose alignment rectangle differs from their frame.
  ///
  /// See `alignmentRectInsets(of:)`; UISegmentedControl up to iOS 12 too, whether or not the
  /// importer models their insets in the document's era. UISwitch joins them in documents
  /// saved for iOS 26 (`iOS26Switch`).
  static let controlsWithAlignmentInsets: Set<IBElement> = [
    .slider, .progressView, .segmentedControl,
  ]

  /// The first toolsVersion whose canvas draws iOS 26 controls (Xcode 26: a 63 × 28 switch
  /// whose frame overshoots its alignment rectangle on the trailing side).
  static let iOS26Controls = 24506.0

  /// The required constraints between views that the saved frames violate by more than
  /// `savedFrameTolerance` (1 pt), in document order.
  ///
  /// The check is conservative: it judges only what the saved frames alone determine, so a
  /// scene it calls stale is stale whatever the device, font or control model. It skips
  /// - constraints that are not required, that name a layout guide (the safe area, legacy
  ///   guides, a scroll view's guides), a margin or a baseline (they depend on the device
  ///   and font models);
  /// - constraints with size-class variations: a per-size-class constant, or listed in any
  ///   `<variation>` mask;
  /// - items that are hidden, flagged misplaced or ambiguous (or inside such a view), have
  ///   no saved frame, or are controls with alignment insets (modelled or not: the
  ///   constraint relates the alignment rectangle, which the saved frame does not show);
  /// - a scroll view against a view inside it (those edges are its content's);
  /// - in AppKit documents, every item that is not a plain view (`view`, `customView`:
  ///   controls have alignment insets) or whose path to the root crosses a superview that
  ///   is or may be flipped (`AppKitCoordinates.mayBeFlipped`: a clip view whatever its
  ///   document view): only y-up frames in unflipped superviews are compared.
  ///
  /// Edges are compared in window coordinates built from the saved origins; leading is left
  /// (IB documents lay out left to right).
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
        guard let parentFrame = window[parent],
          !document.isMacOS || !AppKitCoordinates.mayBeFlipped(records[parent].element)
        else {
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
      guard !record.isFlagged, !record.element.hidden, window[index] != nil,
        !hasAlignmentInsets(record)
      else { return nil }
      if document.isMacOS && record.element.element != .view
        && record.element.element != .customView
      {
        return nil
      }
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
    let varied = Set(document.variations.lazy.filter { $0.mask == "constraints" }.map(\.reference))
    var violations: [IBSavedViolation] = []
    for (element, constraint) in constraints {
      guard constraint.priority.isRequired, constraint.firstGuide == nil,
        constraint.secondGuide == nil, element.constantVariations.isEmpty,
        !varied.contains(element.id),
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
      if miss > Self.savedFrameTolerance {
        violations.append(
          IBSavedViolation(constraint: element.id, amount: miss, location: element.location))
      }
    }
    return violations
  }

  /// Whether `record` is a control with alignment insets: its view has insets (modelled),
  /// or its element is one that has them in some SDK, or it shows an SF Symbol.
  private func hasAlignmentInsets(_ record: IBViewRecord) -> Bool {
    if record.view.alignmentRectInsets != .zero { return true }
    guard let element = record.element.element else { return false }
    if !document.isMacOS && Self.controlsWithAlignmentInsets.contains(element) { return true }
    if !document.isMacOS && element == .switch && document.toolsVersion >= Self.iOS26Controls {
      return true
    }
    if element == .imageView, let image = record.element.image,
      document.systemImages.contains(image)
    {
      return true
    }
    return false
  }

  /// The value of an edge, center or dimension of `view` saved at `frame` (window
  /// coordinates), as constraints measure it (`View.value(of:frame:)`, leading on the
  /// left); nil for margins and baselines.
  private static func savedValue(
    _ attribute: LayoutAttribute, of view: View, _ frame: Rect
  ) -> Double? {
    guard attribute != .notAnAttribute, !attribute.isMargin, !attribute.isBaseline else {
      return nil
    }
    return view.value(of: attribute, frame: frame)
  }
}
