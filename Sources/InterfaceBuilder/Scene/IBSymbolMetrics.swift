import Diagnostics
import Layout

/// The size and alignment rectangle of an SF Symbol shown by an image view, from its
/// `<resources>` entry.
///
/// Interface Builder lists a system image in `<resources>` at a placeholder size, 128 points
/// on its longer side (`heart`: 128 × 109; `bitcoinsign.circle.fill`: 128 × 123), not the
/// size the image view shows. UIKit draws a symbol at its configuration's point size (an
/// image view without a preferred configuration uses the body text style, 17 points at the
/// default content size: Apple, Human Interface Guidelines, "Typography", iOS Dynamic Type
/// sizes), and gives it an alignment rectangle that extends past the image above and below
/// (Apple, "Configuring and displaying symbol images in your UI": symbols align with text).
///
/// The model, fitted to the frames Interface Builder saved for symbol image views (these
/// figures are approximate; Apple publishes no symbol metrics), at 17 points and scaling
/// with the point size:
/// - the glyph is the placeholder scaled by `20.5 / 128` (`heart`: 20.5 × 17.457);
/// - the view's alignment rectangle, its intrinsic content size, is the glyph's width by 25
///   points;
/// - its frame at that size is the glyph's height plus 5 points, the difference to 25 lying
///   two thirds above and one third below (negative insets);
/// - the insets scale with the view when it is constrained to another size (aspect-fit of
///   the 25-point rectangle, as the image is drawn).
///
/// Checks against saved frames: `heart` alone in a row of a fill stack (@2x): the row is 25
/// high, as the stack's other rows leave it; spare 25 − (17.457 + 5) = 2.543, insets −1.695
/// above and −0.848 below: frame y 1.695 → 1.5 and bottom 24.152 → 24 on the half-point
/// grid (saved: y 1.5, 22.5 high); the label pinned 4 after it at x 16 + 20.5 + 4 = 40.5. A
/// `bitcoinsign.circle.fill` constrained to 100 × 100 (@3x): glyph 20.5 × 19.699, spare
/// 25 − 24.699 = 0.301, scale min(100 / 20.5, 100 / 25) = 4, insets −0.803 and −0.401:
/// y 0.803 → 0.667 and bottom 99.599 → 99.667 on the third-point grid (saved: y 1, 98.667
/// high; within 0.34 pt).
struct IBSymbolMetrics {
  /// The point size of a symbol without a configuration (the body text style), in points.
  static let defaultPointSize = 17.0
  /// Glyph points per placeholder point at 17 points (`heart`: 128 → 20.5).
  static let placeholderScale = 20.5 / 128
  /// The alignment rectangle's height per point of the point size (25 at 17).
  static let alignmentHeightPerPoint = 25.0 / 17
  /// What the frame adds to the glyph's height per point of the point size (5 at 17).
  static let framePaddingPerPoint = 5.0 / 17
  /// The share of the height difference above the frame (the rest is below).
  static let shareAbove = 2.0 / 3

  /// The glyph's size at the configured point size, in points.
  let glyphSize: Size
  /// The alignment rectangle's size: the view's intrinsic content size, in points.
  let alignmentSize: Size
  /// The alignment-rectangle insets at that size, in points (negative: the rectangle extends
  /// past the image).
  let insets: EdgeInsets

  /// The metrics of a symbol whose `<resources>` entry is `resourceSize`, drawn at
  /// `pointSize` points.
  init(resourceSize: Size, pointSize: Double) {
    let scale = Self.placeholderScale * pointSize / Self.defaultPointSize
    glyphSize = Size(width: resourceSize.width * scale, height: resourceSize.height * scale)
    alignmentSize = Size(width: glyphSize.width, height: Self.alignmentHeightPerPoint * pointSize)
    let frameHeight = glyphSize.height + Self.framePaddingPerPoint * pointSize
    let spare = alignmentSize.height - frameHeight
    insets = EdgeInsets(
      top: -spare * Self.shareAbove, left: 0, bottom: -spare * (1 - Self.shareAbove), right: 0)
  }
}
