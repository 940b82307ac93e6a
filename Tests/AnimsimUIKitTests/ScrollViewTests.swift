import AnimsimUIKit
import Testing

/// A 320 × 480 window holding a scroll view that fills it, with a content view pinned to
/// the content guide: as wide as the frame guide, 1,000 points high.
@MainActor private func scrollingWindow() -> (UIWindow, UIScrollView, UIView) {
  Simulation.reset()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  scroll.accessibilityIdentifier = "scroll"
  window.addSubview(scroll)
  let content = UIView()
  content.accessibilityIdentifier = "content"
  content.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(content)
  NSLayoutConstraint.activate([
    content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
    content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
    content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
    content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    content.heightAnchor.constraint(equalToConstant: 1000),
  ])
  Simulation.advance(by: 0)
  return (window, scroll, content)
}

@MainActor @Suite struct ScrollViewTests {
  @Test func contentLayoutGuideDefinesTheContentSize() {
    let (_, scroll, content) = scrollingWindow()
    // Apple, contentLayoutGuide: constraints to it define the content area; frameLayoutGuide
    // is the scroll view's frame. Content 320 (the frame's width) × 1,000.
    #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scroll.frameLayoutGuide.layoutFrame.size == CGSize(width: 320, height: 480))
  }

  @Test func contentOffsetIsTheBoundsOrigin() {
    let (_, scroll, content) = scrollingWindow()
    #expect(scroll.contentOffset == .zero)
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    // Apple, contentOffset: "the point at which the origin of the content view is offset
    // from the origin of the scroll view": the bounds origin (0, 100).
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 100))
    Simulation.record(fps: 60)
    Simulation.advance(by: 1.0 / 60)  // frame 0 was sampled before the recording started
    // The content keeps its frame in content coordinates; on screen it is 100 points up.
    #expect(content.frame.minY == 0)
    let recording = Simulation.recording
    let column = recording.views.firstIndex { $0.name == "content" }
    #expect(column.map { recording.frames.last?.windowFrames[$0].y } == -100)
  }

  @Test func setContentOffsetWithoutAnimationMovesAtOnce() {
    let (_, scroll, _) = scrollingWindow()
    scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test func setContentOffsetAnimatedScrollsOverAThirdOfASecond() {
    let (_, scroll, _) = scrollingWindow()
    Simulation.record(fps: 60)
    scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    // The model value changes at once, the screen follows.
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    Simulation.advance(by: 0.15)
    // 0.3 s ease-in-ease-out (the library's approximation; UIKit does not document its
    // scrolling animation): half way in time is half way in value (the curve is symmetric),
    // so the content is 100 points up.
    let recording = Simulation.recording
    let column = recording.views.firstIndex { $0.name == "content" }
    let y = column.flatMap { recording.frames.last?.windowFrames[$0].y } ?? 0
    #expect(abs(y + 100) < 1e-9)
    Simulation.advance(by: 0.15)
    let end = Simulation.recording
    #expect(column.flatMap { end.frames.last?.windowFrames[$0].y } == -200)
  }

  @Test func contentInsetIsStoredAndLeavesTheContentGuide() {
    let (_, scroll, content) = scrollingWindow()
    #expect(scroll.contentInset == .zero)
    scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0)
    Simulation.advance(by: 0)
    // Apple, contentInset: "the custom distance that the content view is inset from the
    // safe area or scroll view edges" — it pads the scrollable area, not the content
    // layout guide, so the content keeps its frame.
    #expect(scroll.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 0))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
  }
}
