import Layout

/// What is on screen at one time, without events: every view's presented frame, window
/// frame, alpha, transform and visual frame, in `LayoutHost` view order (the values of a
/// `TimelineFrame`, for times between frames).
public struct Presentation: Hashable, Sendable {
  /// Every view's presented frame in its superview's coordinates, in points.
  public var frames: [Rect]
  /// Every view's presented rectangle in root (window) coordinates, in points.
  public var windowFrames: [Rect]
  /// Every view's presented alpha, 0…1 (empty: every view is opaque).
  public var alphas: [Double]
  /// Every view's presented transform (empty: every one is the identity).
  public var transforms: [Transform2D]
  /// Where every view is seen, in root coordinates (empty: `windowFrames`).
  public var visualFrames: [Rect]

  /// Creates a presentation.
  public init(
    frames: [Rect], windowFrames: [Rect], alphas: [Double] = [],
    transforms: [Transform2D] = [], visualFrames: [Rect] = []
  ) {
    self.frames = frames
    self.windowFrames = windowFrames
    self.alphas = alphas
    self.transforms = transforms
    self.visualFrames = visualFrames
  }
}

extension Timeline {
  /// What is presented at `time`, without reporting events (for `expect … at t` between
  /// frames; see `presentedRects(at:)` for the conditions on `time`).
  public func presentation(at time: Double) -> Presentation {
    let (frames, windows) = presentedRects(at: time)
    let (alphas, transforms, transformed) = presentedAppearance(at: time)
    return Presentation(
      frames: frames, windowFrames: windows, alphas: alphas, transforms: transforms,
      visualFrames: transformed ? visualFrames(windows: windows, transforms: transforms) : windows)
  }
}
