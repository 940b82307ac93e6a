import Layout

/// The layout margins Interface Builder's canvas gives a table view cell and its content
/// view.
///
/// From the development corpus's margin-pinned cell subviews (saved frames against
/// `leadingMargin`/`trailingMargin`/`topMargin` constraints):
/// - from toolsVersion 19455 (Xcode 13): 11 above and below; on the sides 16 on compact
///   phones and 20 from 414-point widths (163: 16 × 26, 11 × 16; 058, 028: 20 and 11; a
///   449-point cell of a toolsVersion 21507 xib puts a margin-pinned view at x 20, y 11);
/// - before it, from toolsVersion 13000 (Xcode 10) on: 15 on the sides (122, toolsVersion
///   16097: a label at x 26 = leadingMargin + 11 pinned 11 after it; 144, 16097.3: a
///   `preservesSuperviewLayoutMargins` content view's trailing margin is the cell's 15, not
///   its own 8). The boundary lies between 17701 and 19455, which the corpus does not show;
/// - earlier documents show UIView's 8 (029, 062, 064);
/// - beside an accessory (`accessoryType` other than `none`) the content view's trailing
///   margin is 8: the accessory supplies the rest (122, 16097, `checkmark`: a label's
///   trailing edge at 211 in a 219-point content view; 181, 24506, `disclosureIndicator`: a
///   switch's alignment trailing edge at 365.5 in 383.5 − 10).
///
/// The cell itself (a prototype in a table, or a xib's top-level cell) has the same margins
/// (144's and 163's `preservesSuperviewLayoutMargins` content views take them).
enum IBCellMetrics {
  /// The first toolsVersion whose canvas gives cells their own margins (Xcode 10).
  static let cellMarginsSince = 13000.0
  /// The first toolsVersion whose canvas gives cells 16/20 side margins (Xcode 13).
  static let sideMarginsByWidthSince = 19455.0
  /// The trailing margin of a content view beside an accessory, in points.
  static let besideAccessory = 8.0

  /// The margins of `element` (a `tableViewCell` or its `tableViewCellContentView`) in a
  /// document saved by `toolsVersion`, or nil when the canvas gives it UIView's 8.
  ///
  /// - Parameters:
  ///   - width: The width that selects 16 or 20 on the sides (the cell's).
  ///   - accessory: Whether the cell shows an accessory (content views only).
  static func margins(
    of element: IBElement?, toolsVersion: Double, width: Double, accessory: Bool
  ) -> EdgeInsets? {
    guard element == .tableViewCell || element == .tableViewCellContentView,
      toolsVersion >= cellMarginsSince
    else { return nil }
    let side: Double
    if toolsVersion < sideMarginsByWidthSince {
      side = 15
    } else {
      side = width >= 414 ? 20 : 16
    }
    var margins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    if accessory && element == .tableViewCellContentView { margins.right = besideAccessory }
    return margins
  }
}
