extension LayoutEngine {
  /// Installs `root.width == rootSize.width` and `root.height == rootSize.height` (required,
  /// identified like UIKit's `UIView-Encapsulated-Layout-Width`/`-Height`).
  func installRootSizeConstraints() {
    let width = LayoutConstraint(
      unchecked: root, .width, .equal, nil, .notAnAttribute, multiplier: 0,
      constant: rootSize.width, priority: .required)
    let height = LayoutConstraint(
      unchecked: root, .height, .equal, nil, .notAnAttribute, multiplier: 0,
      constant: rootSize.height, priority: .required)
    width.identifier = "UIView-Encapsulated-Layout-Width"
    height.identifier = "UIView-Encapsulated-Layout-Height"
    for constraint in [width, height] {
      constraint.origin = .rootSize
      constraint.generatedKind = .rootSize
      constraint.install(on: root)
    }
    rootWidthConstraint = width
    rootHeightConstraint = height
  }

  /// Brings a view's content hugging and compression resistance constraints in line with its
  /// intrinsic content size and priorities.
  ///
  /// Per axis with an intrinsic metric `I` (not negative): `size <= I` at the hugging
  /// priority and `size >= I` at the compression resistance priority; without one, none.
  func updateIntrinsicConstraints(of view: View) {
    guard let state = view.layoutState, view !== root else { return }
    let size = view.intrinsicContentSize
    for axis in Axis.allCases {
      let measured = axis == .horizontal ? size.width : size.height
      // A negative or non-finite size means no intrinsic metric on this axis.
      let value = measured.isFinite ? measured : View.noIntrinsicMetric
      let hugging = view.contentHuggingPriority(for: axis)
      let compression = view.contentCompressionResistancePriority(for: axis)
      if let existing = state.intrinsic[axis] {
        let compatible =
          value >= 0 && existing.hugging.priority.isRequired == hugging.isRequired
          && existing.compression.priority.isRequired == compression.isRequired
        if compatible {
          existing.hugging.constant = value
          existing.compression.constant = value
          try? existing.hugging.setPriority(hugging)
          try? existing.compression.setPriority(compression)
          continue
        }
        LayoutConstraint.deactivate([existing.hugging, existing.compression])
        state.intrinsic[axis] = nil
      }
      guard value >= 0 else { continue }
      let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
      let huggingConstraint = LayoutConstraint(
        unchecked: view, attribute, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 0,
        constant: value, priority: hugging)
      let compressionConstraint = LayoutConstraint(
        unchecked: view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 0,
        constant: value, priority: compression)
      for constraint in [huggingConstraint, compressionConstraint] {
        constraint.origin = .intrinsic
        constraint.generatedKind = .intrinsic(axis)
        constraint.install(on: view)
      }
      state.intrinsic[axis] = (huggingConstraint, compressionConstraint)
    }
  }
}
