import FrameOutput

/// The frames a run has sampled and not yet handed out, and what its frames' flags depend
/// on: the job of output.
struct RunOutput {
  /// Frames sampled and not yet returned by `nextFrame()`, in order.
  var queue: [OutputFrame] = []
  /// How many frames `nextFrame()` has returned.
  var written = 0
  /// The time of the last frame returned, in seconds.
  var lastWrittenTime = 0.0
  /// Arranged subviews hidden by a running animation, still drawn until it ends.
  var deferredHiding = DeferredHiding()
  /// The frames' `hidden` and `detached` flags as of the last statement run.
  ///
  /// `nil`: not yet computed. Only statements hide, show, add or remove views, so frames
  /// between two statements reuse them instead of scanning every view each frame.
  var visibilityFlags: (hidden: [Bool]?, detached: [Bool]?) = (nil, nil)
}
