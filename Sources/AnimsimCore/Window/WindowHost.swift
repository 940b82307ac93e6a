import Animator
import Layout

/// The timeline's view of a window: the engine's frames, and a layout pass that runs the
/// platform's callbacks (`layoutSubviews`, the view controller's) around the engine's solve.
///
/// Everything in the core runs on the main actor; the timeline calls its host synchronously
/// from the main-actor code that drives it, which `MainActor.assumeIsolated` states.
final class WindowHost: LayoutHost {
  /// The window's engine.
  let engine: LayoutEngine
  /// The window, which runs the callbacks.
  unowned(unsafe) var context: WindowContext?

  /// Creates the host of `engine`; `context` is set by the window right after.
  init(engine: LayoutEngine) {
    self.engine = engine
  }

  var viewCount: Int { engine.viewCount }

  func layoutIfNeeded() {
    guard let context else { return engine.layoutIfNeeded() }
    MainActor.assumeIsolated { context.layoutPass() }
  }

  func modelFrames() -> [Rect] { engine.modelFrames() }

  func windowFrames() -> [Rect] { engine.windowFrames() }

  func superviewIndices() -> [Int?]? { engine.superviewIndices() }

  func contentOffsets(ofViews indices: [Int]) -> [Point]? {
    engine.contentOffsets(ofViews: indices)
  }

  func viewsChangedByLastLayout() -> (pass: Int, views: [Int])? {
    engine.viewsChangedByLastLayout()
  }

  func modelFrames(ofViews indices: [Int]) -> [Rect]? { engine.modelFrames(ofViews: indices) }

  /// Every view's alpha and transform, so that animation blocks animate them (the engine's,
  /// read at actions).
  func appearances() -> (alphas: [Double], transforms: [Transform2D])? { engine.appearances() }
}
