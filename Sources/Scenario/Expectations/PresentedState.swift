import Animator
import Layout

/// What is on screen at one time, as expectations read it: every view's presented frame,
/// window frame, alpha, transform and visual frame, in output order.
struct PresentedState {
  /// Presented frames, in the superview's coordinates.
  var frames: [Rect]
  /// Presented rectangles in root coordinates (untransformed).
  var windows: [Rect]
  /// Presented alphas (empty: every view is opaque).
  var alphas: [Double]
  /// Presented transforms (empty: every one is the identity).
  var transforms: [Transform2D]
  /// Where each view is seen (empty: the window rectangles).
  var visualFrames: [Rect]

  /// A state from a sampled frame.
  init(_ frame: TimelineFrame) {
    frames = frame.frames
    windows = frame.windowFrames
    alphas = frame.alphas
    transforms = frame.transforms
    visualFrames = frame.visualFrames
  }

  /// A state from the timeline's presentation between frames.
  init(_ presentation: Presentation) {
    frames = presentation.frames
    windows = presentation.windowFrames
    alphas = presentation.alphas
    transforms = presentation.transforms
    visualFrames = presentation.visualFrames
  }

  /// A state from its parts.
  init(
    frames: [Rect], windows: [Rect], alphas: [Double], transforms: [Transform2D],
    visualFrames: [Rect]
  ) {
    self.frames = frames
    self.windows = windows
    self.alphas = alphas
    self.transforms = transforms
    self.visualFrames = visualFrames
  }

  /// View `index`'s alpha.
  func alpha(_ index: Int) -> Double { index < alphas.count ? alphas[index] : 1 }

  /// View `index`'s transform.
  func transform(_ index: Int) -> Transform2D {
    index < transforms.count ? transforms[index] : .identity
  }

  /// View `index`'s rectangle of `property`.
  func rect(_ property: FrameProperty, _ index: Int) -> Rect {
    switch property {
    case .frame: frames[index]
    case .window: windows[index]
    case .visualFrame: index < visualFrames.count ? visualFrames[index] : windows[index]
    }
  }
}
