import Layout

/// What the animator needs from a layout engine: a fixed view order, a layout pass and the
/// committed frames.
///
/// `LayoutEngine` conforms (see `LayoutEngine+LayoutHost.swift`); tests use small fakes.
/// Views are identified by their index in `LayoutEngine.views` order; a host may append
/// views over time but never reorders or removes them.
public protocol LayoutHost: AnyObject {
  /// The number of views, in `LayoutEngine.views` order (root first).
  var viewCount: Int { get }
  /// Solves pending changes and commits the model frames (UIKit's `layoutIfNeeded`).
  func layoutIfNeeded()
  /// Every view's committed model frame in its superview's coordinates, in points;
  /// index = view order.
  func modelFrames() -> [Rect]
  /// Every view's committed frame in root (window) coordinates, after scroll offsets, in
  /// points; index = view order.
  func windowFrames() -> [Rect]
  /// Optional: each view's superview index in view order (nil for the root), or nil when
  /// the host cannot tell. With `contentOffsets(ofViews:)` it lets the timeline derive window frames
  /// from model frames while re-solving relayout animations, instead of calling
  /// `windowFrames()` every frame. Default: nil.
  func superviewIndices() -> [Int?]?
  /// Optional: the content offsets (bounds origins), in points, of the views at `indices`
  /// (view-order indices, ascending), in the same order; nil when the host cannot tell.
  /// Default: nil.
  func contentOffsets(ofViews indices: [Int]) -> [Point]?
  /// Optional: the number of layout passes run so far and the view-order indices of the
  /// views whose frame or content offset the last pass may have changed (any order, each
  /// once); views not listed kept both. Nil when the host cannot tell (every view may have
  /// changed). With `modelFrames(ofViews:)` it lets the timeline update only what moved
  /// while re-solving relayout animations. Default: nil.
  func viewsChangedByLastLayout() -> (pass: Int, views: [Int])?
  /// Optional: the committed model frames, in points, of the views at `indices`
  /// (view-order indices), in the same order; nil when the host cannot tell. Default: nil.
  func modelFrames(ofViews indices: [Int]) -> [Rect]?
  /// Optional: every view's alpha (0…1) and transform, in view order, as set now (no layout
  /// pass is needed: both are appearance only); nil when the host has none (every view
  /// opaque and untransformed). Read at actions. Default: nil.
  func appearances() -> (alphas: [Double], transforms: [Transform2D])?
}

extension LayoutHost {
  /// Unknown: the timeline calls `windowFrames()` instead.
  public func superviewIndices() -> [Int?]? { nil }

  /// Unknown: the timeline calls `windowFrames()` instead.
  public func contentOffsets(ofViews indices: [Int]) -> [Point]? { nil }

  /// Unknown: the timeline reads every view's frame.
  public func viewsChangedByLastLayout() -> (pass: Int, views: [Int])? { nil }

  /// Unknown: the timeline calls `modelFrames()` instead.
  public func modelFrames(ofViews indices: [Int]) -> [Rect]? { nil }

  /// None: every view is opaque and untransformed.
  public func appearances() -> (alphas: [Double], transforms: [Transform2D])? { nil }
}
