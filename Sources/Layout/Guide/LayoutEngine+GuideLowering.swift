extension LayoutEngine {
  /// Adds `scale × view.guide.attribute` (in `container`'s coordinates) to `form`.
  ///
  /// A guide is a rectangle inside its view whose edges are `factor × extent + offset` from
  /// the view's left or top edge:
  /// - safe area, margins, readable: the frame inset by the guide's insets (`0 × w + left`
  ///   … `1 × w - right`);
  /// - keyboard: the full width, and from `1 × h - cover` to `1 × h`;
  /// - frame (scroll views): the frame; in the scroll view's own (content) coordinates it
  ///   lies at the content offset;
  /// - content (scroll views): the content area, `contentWidth × contentHeight`; seen from
  ///   outside it starts at the frame origin minus the content offset.
  ///
  /// The constant depends on the view's insets or content offset, so the view is listed in
  /// `dependencies` and a change re-lowers the constraint.
  ///
  /// - Complexity: O(1) with `windowOrigins`, else O(depth difference between `view` and
  ///   `container`) (see `appendOrigin`).
  func appendGuide(
    _ view: View, _ guide: SystemLayoutGuide, _ attribute: LayoutAttribute, in container: View,
    scale: Double, to form: inout LinearForm, dependencies: inout [View], windowOrigins: Bool
  ) {
    precondition(SystemLayoutGuide.supports(attribute), "lowering a guide's \(attribute.name)")
    if guide == .readable || guide == .keyboard { environment.walksViews = true }
    dependencies.append(view)
    let horizontal = attribute.axis == .horizontal
    let ownSpace = view === container
    let contentExtent = guide == .content
    let extent = variable(
      view,
      contentExtent
        ? (horizontal ? .contentWidth : .contentHeight) : (horizontal ? .width : .height))
    let edges = guideEdges(view, guide, horizontal: horizontal)
    if attribute.isSize {
      form.add(extent, scale * (edges.max.factor - edges.min.factor))
      form.constant += scale * (edges.max.offset - edges.min.offset)
      return
    }
    let rightToLeft = direction == .rightToLeft
    let position: EdgePosition
    switch attribute {
    case .left, .top: position = edges.min
    case .right, .bottom: position = edges.max
    case .leading: position = rightToLeft ? edges.max : edges.min
    case .trailing: position = rightToLeft ? edges.min : edges.max
    default:  // centerX, centerY
      position = EdgePosition(
        (edges.min.factor + edges.max.factor) / 2, (edges.min.offset + edges.max.offset) / 2)
    }
    form.add(extent, scale * position.factor)
    form.constant += scale * position.offset
    let offset = horizontal ? view.contentOffset.x : view.contentOffset.y
    if ownSpace {
      // The frame guide of a scroll view, seen from its content: at the content offset.
      if guide == .frame { form.constant += scale * offset }
      // Guides are measured from the alignment rectangle (View+AlignmentRect.swift); a
      // scroll view's content and frame guides from its content area.
      if view.hasAlignmentInsets && guide != .content && guide != .frame {
        form.constant += scale * view.alignmentOrigin(horizontal: horizontal)
      }
      return
    }
    // The content area, seen from outside: the frame origin minus the content offset.
    if guide == .content { form.constant -= scale * offset }
    appendOrigin(
      view, horizontal: horizontal, in: container, scale: scale, to: &form,
      dependencies: &dependencies, windowOrigins: windowOrigins)
  }

  /// The guide's low and high edges on one axis as `factor × extent + offset` from the
  /// view's left or top edge.
  private func guideEdges(_ view: View, _ guide: SystemLayoutGuide, horizontal: Bool)
    -> GuideEdges
  {
    switch guide {
    case .content, .frame:
      return GuideEdges(min: EdgePosition(0, 0), max: EdgePosition(1, 0))
    case .keyboard:
      if horizontal { return GuideEdges(min: EdgePosition(0, 0), max: EdgePosition(1, 0)) }
      return GuideEdges(
        min: EdgePosition(1, -view.environment.keyboardCover), max: EdgePosition(1, 0))
    case .safeArea, .margins, .readable:
      let insets = view.guideInsets(guide)
      return horizontal
        ? GuideEdges(min: EdgePosition(0, insets.left), max: EdgePosition(1, -insets.right))
        : GuideEdges(min: EdgePosition(0, insets.top), max: EdgePosition(1, -insets.bottom))
    }
  }
}

/// An edge of a guide: `factor × extent + offset` from its view's left or top edge, in points.
private struct EdgePosition {
  /// The share of the view's width or height.
  var factor: Double
  /// The fixed part, in points.
  var offset: Double

  init(_ factor: Double, _ offset: Double) {
    self.factor = factor
    self.offset = offset
  }
}

/// A guide's low (left or top) and high (right or bottom) edges on one axis.
private struct GuideEdges {
  /// The left or top edge.
  var min: EdgePosition
  /// The right or bottom edge.
  var max: EdgePosition
}
