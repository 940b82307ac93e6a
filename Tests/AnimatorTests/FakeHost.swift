import Animator
import Layout

/// A layout host without views: a `solve` closure computes every view's frame from test
/// state; window frames add the parents' window origins.
final class FakeHost: LayoutHost {
  /// The parent of each view (nil for the root).
  var parents: [Int?]
  /// Computes the frames a layout pass would commit.
  var solve: () -> [Rect]
  /// The committed frames (zero until the first layout pass).
  private(set) var committed: [Rect]
  /// How many layout passes ran.
  private(set) var layoutPasses = 0

  init(parents: [Int?], solve: @escaping () -> [Rect]) {
    self.parents = parents
    self.solve = solve
    self.committed = Array(repeating: .zero, count: parents.count)
  }

  var viewCount: Int { parents.count }

  func layoutIfNeeded() {
    layoutPasses += 1
    committed = solve()
  }

  func modelFrames() -> [Rect] {
    var frames = committed
    while frames.count < parents.count { frames.append(.zero) }
    return frames
  }

  func windowFrames() -> [Rect] {
    let frames = modelFrames()
    var windows: [Rect] = []
    for (index, frame) in frames.enumerated() {
      var window = frame
      if let parent = parents[index] {
        window.x += windows[parent].x
        window.y += windows[parent].y
      }
      windows.append(window)
    }
    return windows
  }
}

/// A root (320×568) with one child whose frame is `x, 10, width, 50`, the width clamped by
/// an optional cap (like `width == constant` under a required `width <= cap`).
final class OneBox {
  var x = 0.0
  var width = 100.0
  var cap: Double?
  let host: FakeHost

  init() {
    var box: OneBox?
    host = FakeHost(parents: [nil, 0]) {
      guard let box else { return [] }
      let width = box.cap.map { min(box.width, $0) } ?? box.width
      return [
        Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: box.x, y: 10, width: width, height: 50),
      ]
    }
    box = self
  }
}
