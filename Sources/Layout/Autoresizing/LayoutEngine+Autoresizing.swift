extension LayoutEngine {
  /// Regenerates the constraints that translate a view's autoresizing mask and frame, or
  /// removes them when the view no longer translates it.
  ///
  /// Per axis, with the frame's origin `x0` and size `w0` in a superview of size `W0`, the
  /// three parts are the leading margin `x0`, the size `w0` and the trailing margin
  /// `W0 - x0 - w0`. When the superview's size changes by `d`, each flexible part grows by its
  /// share of `d` (its size over the flexible parts' total, or an equal share when that total
  /// is zero) and fixed parts keep their size: the springs-and-struts rule of UIKit's
  /// autoresizing. That gives two required constraints per axis, like UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`s: `width == s × super.width + (w0 - s × W0)` and
  /// `centerX == k × super.width + (x0 + w0 / 2 - k × W0)` with `k = share of the margin +
  /// s / 2` (for the mask `[]`, `width == 80` and `centerX == 200`).
  func updateAutoresizingConstraints(of view: View) {
    guard let state = view.layoutState else { return }
    if !state.autoresizing.isEmpty {
      LayoutConstraint.deactivate(state.autoresizing)
      state.autoresizing = []
    }
    guard view.translatesAutoresizingMaskIntoConstraints, view !== root,
      let superview = view.superview
    else { return }
    // Constraints act on the alignment rectangle (View+AlignmentRect.swift).
    let frame = view.hasAlignmentInsets ? view.alignmentRect : view.storedFrame
    let superSize = superview === root ? rootSize : superview.storedFrame.size
    let mask = view.autoresizingMask
    let horizontal = AutoresizingAxis(
      origin: frame.minX, size: frame.width, superSize: superSize.width,
      leading: mask.contains(.flexibleLeftMargin), size: mask.contains(.flexibleWidth),
      trailing: mask.contains(.flexibleRightMargin))
    let vertical = AutoresizingAxis(
      origin: frame.minY, size: frame.height, superSize: superSize.height,
      leading: mask.contains(.flexibleTopMargin), size: mask.contains(.flexibleHeight),
      trailing: mask.contains(.flexibleBottomMargin))
    let rows: [(LayoutAttribute, LayoutAttribute, Double, Double)] = [
      (.width, .width, horizontal.sizeMultiplier, horizontal.sizeConstant),
      (.centerX, .width, horizontal.centerMultiplier, horizontal.centerConstant),
      (.height, .height, vertical.sizeMultiplier, vertical.sizeConstant),
      (.centerY, .height, vertical.centerMultiplier, vertical.centerConstant),
    ]
    // `super.width` is the superview's alignment width, its bounds width less its insets:
    // `s × bounds = s × super.width + s × (left + right)`; scaled insets are taken at the
    // superview's current size, as its children's origins are (`alignmentOrigin`).
    let superInsets =
      superview.hasAlignmentInsets
      ? superview.alignmentRectInsets(forAlignmentSize: superview.alignmentRect.size) : .zero
    let extra = (
      horizontal: superInsets.left + superInsets.right,
      vertical: superInsets.top + superInsets.bottom
    )
    for (attribute, superAttribute, multiplier, base) in rows {
      let constant =
        superview.hasAlignmentInsets
        ? base + multiplier * (superAttribute == .width ? extra.horizontal : extra.vertical)
        : base
      let constraint = LayoutConstraint(
        unchecked: view, attribute, .equal, superview, superAttribute, multiplier: multiplier,
        constant: constant, priority: .required)
      constraint.origin = .autoresizing
      constraint.generatedKind = .autoresizing(mask)
      constraint.install(on: superview, stamp: state.autoresizingStamp)
      state.autoresizing.append(constraint)
    }
  }
}

/// One axis of the autoresizing translation: how the size and the center follow the
/// superview's size.
struct AutoresizingAxis {
  /// The size's share of a change in the superview's size.
  let sizeMultiplier: Double
  /// The size when the superview's size is 0.
  let sizeConstant: Double
  /// The center's share of a change in the superview's size.
  let centerMultiplier: Double
  /// The center when the superview's size is 0.
  let centerConstant: Double

  /// Computes the shares from the frame and the flexible parts.
  ///
  /// - Parameters:
  ///   - origin: The frame's origin on this axis, in points.
  ///   - size: The frame's size on this axis, in points.
  ///   - superSize: The superview's size on this axis when the frame was set, in points.
  ///   - leading: Whether the leading (left or top) margin is flexible.
  ///   - size: Whether the size is flexible.
  ///   - trailing: Whether the trailing (right or bottom) margin is flexible.
  init(
    origin: Double, size: Double, superSize: Double, leading: Bool, size flexibleSize: Bool,
    trailing: Bool
  ) {
    let parts = [origin, size, superSize - origin - size]
    let flexible = [leading, flexibleSize, trailing]
    let count = flexible.filter { $0 }.count
    var total = 0.0
    for index in 0..<3 where flexible[index] { total += parts[index] }
    var shares = [0.0, 0.0, 0.0]
    for index in 0..<3 where flexible[index] {
      shares[index] = abs(total) > 1e-9 ? parts[index] / total : 1 / Double(count)
    }
    sizeMultiplier = shares[1]
    sizeConstant = size - shares[1] * superSize
    centerMultiplier = shares[0] + shares[1] / 2
    centerConstant = origin + size / 2 - centerMultiplier * superSize
  }
}
