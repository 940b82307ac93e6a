import Layout

/// What is on screen at one sampled frame: frame `index` at exactly `index / fps` seconds.
///
/// The three arrays are in `LayoutHost` view order (root first), one entry per view.
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

  /// Creates a frame record.
  public init(
    index: Int, time: Double, frames: [Rect], windowFrames: [Rect], modelFrames: [Rect],
    events: [AnimationEvent], warnings: [AnimatorWarning]
  ) {
    self.index = index
    self.time = time
    self.frames = frames
    self.windowFrames = windowFrames
    self.modelFrames = modelFrames
    self.events = events
    self.warnings = warnings
  }
}
