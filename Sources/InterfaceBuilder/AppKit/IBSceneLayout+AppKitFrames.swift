import Layout

// Frames as the document's platform reports them: top-down in iOS documents (UIKit's
// `frame`), AppKit's y-up frames in unflipped superviews in macOS documents
// (`AppKitCoordinates`). The engine itself always lays out top-down.

extension IBSceneLayout {
  /// A saved `frame` in top-down coordinates, given its superview's element: in a macOS
  /// document, converted from AppKit's y-up coordinates when the superview is not flipped
  /// (with the superview's saved height); unchanged otherwise, and for a root.
  static func topDownSaved(_ frame: Rect, parent: IBView?, isMacOS: Bool) -> Rect {
    guard isMacOS, let parent, let parentFrame = parent.frame else { return frame }
    return AppKitCoordinates.topDown(
      frame, superviewHeight: parentFrame.height,
      superviewFlipped: AppKitCoordinates.isFlipped(parent))
  }

  /// The solved frame of record `index` as its platform reports it.
  ///
  /// In a macOS document it is AppKit's `frame` (y measured up from the superview's bottom
  /// edge, with the superview's solved height, unless the superview is flipped), which
  /// compares with the saved `<rect key="frame">` as written; the engine's top-down frame
  /// otherwise. Lay out first.
  public func reportedFrame(_ index: Int) -> Rect {
    let record = records[index]
    let frame = record.view.frame
    guard document.isMacOS, let parent = record.parent else { return frame }
    return AppKitCoordinates.appKit(
      frame, superviewHeight: records[parent].view.frame.height,
      superviewFlipped: AppKitCoordinates.isFlipped(records[parent].element))
  }

  /// The origin of record `index`'s rectangle in window coordinates.
  ///
  /// In a macOS document it is AppKit's `view.convert(view.bounds, to: nil).origin`, the
  /// lower-left corner with y measured up from the bottom of the root (a window's content
  /// view fills its window's content area); the top-left corner in the root's top-down
  /// coordinates otherwise (`View.windowFrame`). Lay out first.
  public func reportedWindowOrigin(_ index: Int) -> Point {
    let window = records[index].view.windowFrame
    guard document.isMacOS else { return window.origin }
    let rootHeight = records[0].view.frame.height
    return Point(x: window.x, y: rootHeight - window.y - window.height)
  }

  /// The saved frame of record `index` as the document states it, for display beside
  /// `reportedFrame`: the `<rect key="frame">` as written in a macOS document, top-down
  /// otherwise (`flippedSaved`); nil without one.
  public func reportedSaved(_ index: Int) -> Rect? {
    document.isMacOS ? records[index].element.frame : flippedSaved(index)
  }
}
