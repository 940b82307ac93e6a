import Layout

/// What is on screen at one sampled frame: frame `index` at exactly `index / fps` seconds.
///
/// The arrays are in `LayoutHost` view order (root first), one entry per view.
public struct TimelineFrame: Hashable, Sendable {
  /// The frame number, from 0.
  public var index: Int
  /// The sample time in seconds: `Double(index) / Double(fps)`.
  public var time: Double
  /// Every view's presented (on-screen) frame in its superview's coordinates, in points.
  public var frames: [Rect]
  /// Every view's presented rectangle in root (window) coordinates, in points.
  public var windowFrames: [Rect]
  /// Every view's model frame (the last committed layout), in its superview's coordinates.
  public var modelFrames: [Rect]
  /// Events at times in (previous frame's time, this frame's time], ordered by time then by
  /// occurrence.
  public var events: [AnimationEvent]
  /// Warnings raised since the previous frame.
  public var warnings: [AnimatorWarning]
  /// Every view's presented alpha, 0…1.
  ///
  /// Its own, not multiplied by its ancestors' (UIKit's `layer.presentation().opacity`). A
  /// timeline always fills it, one per view.
  public var alphas: [Double]
  /// Every view's presented transform, about its center.
  ///
  /// A timeline always fills it, one per view.
  public var transforms: [Transform2D]
  /// Where every view is seen, in root coordinates.
  ///
  /// The bounding box of its presented window rectangle after its own and every ancestor's
  /// presented transform (`VisualGeometry`); `windowFrames` itself when no transform
  /// applies. A timeline always fills it.
  public var visualFrames: [Rect]

  /// Creates a frame record; the appearance arrays default to empty (a hand-made record
  /// without appearance), which the outputs read as opaque, untransformed views.
  public init(
    index: Int, time: Double, frames: [Rect], windowFrames: [Rect], modelFrames: [Rect],
    events: [AnimationEvent], warnings: [AnimatorWarning], alphas: [Double] = [],
    transforms: [Transform2D] = [], visualFrames: [Rect] = []
  ) {
    self.index = index
    self.time = time
    self.frames = frames
    self.windowFrames = windowFrames
    self.modelFrames = modelFrames
    self.events = events
    self.warnings = warnings
    self.alphas = alphas
    self.transforms = transforms
    self.visualFrames = visualFrames
  }
}
