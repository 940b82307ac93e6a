import Animator
import Diagnostics
import Layout

/// The layout engine seen by the animator in the scenario's output order.
///
/// Views are listed root first, then in declaration order, which is the CSV order; the
/// animator's view indices are therefore output indices.
final class ScenarioHost: LayoutHost {
  let engine: LayoutEngine
  /// Root first, then every declared view and guide in declaration order.
  let views: [View]
  /// Called after every layout pass (to collect conflicts and ambiguity).
  var afterLayout: (() -> Void)?

  init(engine: LayoutEngine, views: [View]) {
    self.engine = engine
    self.views = views
  }

  var viewCount: Int { views.count }

  func layoutIfNeeded() {
    engine.layoutIfNeeded()
    afterLayout?()
  }

  func modelFrames() -> [Rect] {
    views.map(\.frame)
  }

  func windowFrames() -> [Rect] {
    views.map(\.windowFrame)
  }

  func appearances() -> (alphas: [Double], transforms: [Transform2D])? {
    (views.map(\.alpha), views.map(\.transform))
  }
}
