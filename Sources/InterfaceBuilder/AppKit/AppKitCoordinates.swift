import Layout

/// AppKit's coordinate conventions, for macOS documents (`targetRuntime="MacOSX.Cocoa"`).
///
/// An `NSView`'s frame is in its superview's coordinate system. That system has its origin
/// at the lower-left corner with y growing up, unless the superview is *flipped*
/// (`isFlipped` YES: origin at the upper-left corner, y growing down; Apple's
/// [`NSView.isFlipped`](https://developer.apple.com/documentation/appkit/nsview/isflipped):
/// "The default value of this property is false"). Interface Builder saves each
/// `<rect key="frame">` that way, and Auto Layout's top and bottom are the visual ones
/// either way. The engine lays out top-down (UIKit's convention), so a saved frame is
/// converted on the way in (`topDown`) and a solved frame on the way out (`appKit`).
///
/// Which classes are flipped by default is not in the document (an `isFlipped` override in
/// a custom class is invisible in XML); the table is AppKit's documented default (NO) plus
/// the overrides that GNUstep's independent implementation of the same classes makes
/// (github.com/gnustep/libs-gui at 7d7bf70, `Source/*.m`: `-isFlipped` returns YES in
/// NSScrollView.m, NSTableView.m (NSOutlineView inherits it), NSTextView.m,
/// NSCollectionView.m, NSMatrix.m, NSSplitView.m and NSTabView.m; NSClipView.m returns its
/// document view's; NSView.m returns NO, and NSStackView.m, NSGridView.m and NSBox.m do not
/// override it). The development corpus agrees where it can tell: vertical NSStackViews
/// save their first arranged view with the largest y (C:104), an NSGridView's first row at
/// the top of a y-up frame (C:108), an NSScrollView's horizontal scroller at y = H − 17
/// (C:105, flipped).
enum AppKitCoordinates {
  /// The view elements whose class is flipped by default (see the type's notes).
  static let flippedElements: Set<IBElement> = [
    .scrollView, .tableView, .outlineView, .textView, .collectionView, .matrix, .splitView,
    .tabView,
  ]

  /// Whether `view`'s class is flipped by default.
  ///
  /// It is when its element is in `flippedElements`, or when it is a clip view whose
  /// document view (its first subview) is; a clip view without one is not (GNUstep's
  /// `-[NSClipView isFlipped]`). Every other view, window content views, NSBox,
  /// NSStackView, NSGridView and NSTableCellView included, is not.
  ///
  /// - Complexity: O(depth of a chain of clip views).
  static func isFlipped(_ view: IBView) -> Bool {
    guard let element = view.element else { return false }
    if element == .clipView { return view.subviews.first.map(isFlipped) ?? false }
    return flippedElements.contains(element)
  }

  /// Whether `view` may be flipped.
  ///
  /// It may when `isFlipped` says so, and for any clip view (its document view's class may
  /// override `isFlipped`). The saved-frame check skips what such a view holds.
  static func mayBeFlipped(_ view: IBView) -> Bool {
    view.element == .clipView || isFlipped(view)
  }

  /// `frame`, saved in a superview of height `superviewHeight` (flipped or not), in top-down
  /// coordinates: unchanged in a flipped superview; else y becomes the distance from the
  /// superview's top edge, `H − y − h`.
  static func topDown(_ frame: Rect, superviewHeight: Double, superviewFlipped: Bool) -> Rect {
    guard !superviewFlipped else { return frame }
    var result = frame
    result.origin.y = superviewHeight - frame.y - frame.height
    return result
  }

  /// A top-down `frame` as AppKit reports it in a superview of height `superviewHeight`:
  /// the inverse of `topDown` (the same formula, `H − y − h`, applied once more).
  static func appKit(_ frame: Rect, superviewHeight: Double, superviewFlipped: Bool) -> Rect {
    topDown(frame, superviewHeight: superviewHeight, superviewFlipped: superviewFlipped)
  }
}
