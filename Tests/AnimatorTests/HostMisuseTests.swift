import Animator
import Layout
import Testing

/// A host whose frame lists do not match its view count: 2 views, 1 frame, 2 window frames
/// (after `layoutIfNeeded`, `frames` frames).
private final class MiscountingHost: LayoutHost {
  var frames = 1
  var viewCount: Int { 2 }
  func layoutIfNeeded() {}
  func modelFrames() -> [Rect] { Array(repeating: .zero, count: frames) }
  func windowFrames() -> [Rect] { [.zero, .zero] }
}

@Suite("A misbehaving LayoutHost is a typed error, not a trap")
struct HostMisuseTests {
  @Test func miscountedFramesAtCreationThrow() {
    #expect(throws: AnimatorError.inconsistentHost(views: 2, frames: 1, windowFrames: 2)) {
      _ = try Timeline(host: MiscountingHost(), fps: 60)
    }
  }

  @Test func miscountedFramesAfterALayoutPassThrow() throws {
    let host = MiscountingHost()
    host.frames = 2
    let timeline = try Timeline(host: host, fps: 60)
    host.frames = 3
    #expect(throws: AnimatorError.inconsistentHost(views: 2, frames: 3, windowFrames: 2)) {
      try timeline.layout(at: 0)
    }
    #expect(
      AnimatorError.inconsistentHost(views: 2, frames: 3, windowFrames: 2).description
        == "the layout host returned 3 frames and 2 window frames for 2 views")
  }
}
