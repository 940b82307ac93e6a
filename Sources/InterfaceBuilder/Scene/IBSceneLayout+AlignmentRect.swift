import Diagnostics
import Layout

extension IBSceneLayout {
  /// The alignment-rectangle insets UIKit gives a document element, or `nil` for none.
  ///
  /// UIKit's Auto Layout places alignment rectangles; a control whose drawing reaches beyond
  /// its logical shape reports `alignmentRectInsets` and its frame is outset by them
  /// (https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets). Interface
  /// Builder saves frames, so the insets show as the difference between a saved frame and
  /// what the constraints say:
  /// - `UISlider`: top 0, left 2, bottom 1, right 2. A slider pinned 70 points from both
  ///   sides of a 600-point view and 20 points below a label ending at y = 151 is saved at
  ///   x = 68, y = 171, 464 × 31 (70 − 2, 600 − 140 + 4; intrinsic height 30 + 1) in public
  ///   Xcode 6 xibs; the development corpus's sliders with `height = 60` save 378 × 61 at
  ///   x = −2 in a 374-point stack (Xcode 12).
  /// - `UIProgressView` in the bar style (`progressViewStyle="bar"`): 1 below (a bar with
  ///   `height = 10` is saved 11 high at the constrained top); the default style has none
  ///   (`height = 5` saves 5).
  ///
  /// - `UISwitch` on the iOS 26 canvas (toolsVersion 24506 and later: a 63 × 28 frame): 2
  ///   on the trailing side. The development corpus's 181 saves switches pinned
  ///   `trailing = superview.trailing − 20` in a 414-point cell with their frame's right edge
  ///   at 396 = 414 − 20 + 2 (15 trailing constraints overshoot by 2; 2 leading ones and
  ///   every centerY by 0). Earlier switches (51 × 31) have none.
  ///
  /// Image views showing SF Symbols get theirs from `IBSymbolMetrics`. iOS documents only:
  /// AppKit's controls (`NSSlider`, `NSButton`…) have other insets, not modelled.
  static func alignmentRectInsets(of element: IBView, toolsVersion: Double) -> EdgeInsets? {
    switch element.element {
    case .switch where toolsVersion >= iOS26Controls:
      return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case .slider:
      return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    case .progressView where element.progressViewStyle == "bar":
      return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    default:
      return nil
    }
  }
}
