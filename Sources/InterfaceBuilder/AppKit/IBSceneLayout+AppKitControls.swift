import Layout

// AppKit controls in an imported scene: alignment insets and baselines from
// `AppKitControlMetrics`, and the intrinsic sizes that differ from UIKit's.

extension IBSceneLayout {
  /// Gives `view` the alignment insets and fixed baselines of AppKit control `element`
  /// (`AppKitControlMetrics`); its font size is the cell's (13 pt, the system font size,
  /// without one).
  func applyAppKitMetrics(_ element: IBView, to view: View) {
    let metrics = AppKitControlMetrics(element)
    if metrics.alignmentInsets != .zero { view.alignmentRectInsets = metrics.alignmentInsets }
    let fontSize =
      element.appKit.cell?.font?.pointSize(controlSize: element.appKit.effectiveControlSize) ?? 13
    let height = element.frame.map { view.alignmentRect(forFrame: $0).height } ?? 0
    if let baselines = metrics.baselines(of: element, fontSize: fontSize, alignmentHeight: height) {
      view.fixedBaselines = baselines
    }
  }

  /// The intrinsic size of an AppKit view whose rule differs from the generic one, with its
  /// source; nil for the others.
  ///
  /// - A separator box (`boxType="separator"`): a 1 pt line, no intrinsic length (its
  ///   frame is 5 thick with the insets; ib-rules §3.3, C:104 ×6, C:105 ×2).
  /// - An image view: it names its image on its `imageCell` (NSImageView); with one, its
  ///   saved size less its insets, as for text (the `<resources>` size is a 2× asset or a
  ///   placeholder: ib-rules §2; C:108's 680-wide image centred without a width constraint
  ///   is saved at the image's size).
  /// - A bar progress indicator (`style` not `spinning`): it stretches, with no intrinsic
  ///   width, and its saved height.
  func appKitIntrinsicSize(_ element: IBView, _ view: View) -> (Size, IBIntrinsicSource)? {
    let none = View.noIntrinsicMetric
    switch element.element {
    case .box where element.appKit.boxType == "separator":
      guard let saved = element.frame?.size else { return nil }
      let size =
        saved.width >= saved.height
        ? Size(width: none, height: 1) : Size(width: 1, height: none)
      return (size, .savedFrame)
    case .imageView:
      guard element.image ?? element.appKit.cell?.image != nil, let saved = element.frame else {
        return nil
      }
      return (view.alignmentRect(forFrame: Rect(origin: .zero, size: saved.size)).size, .image)
    case .progressIndicator where element.appKit.style != "spinning":
      guard let saved = element.frame?.size else { return nil }
      return (Size(width: none, height: saved.height), .savedFrame)
    default:
      return nil
    }
  }
}
