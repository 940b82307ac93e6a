import Layout
import Testing

@testable import Animator

/// What a finished timeline leaves behind: weak references that must all be `nil` once the
/// caller's references are gone (Swift frees an object on its last release; no waiting).
private struct Leftovers {
  weak var timeline: Timeline?
  weak var engine: LayoutEngine?
  weak var root: View?
  weak var box: View?
  weak var height: LayoutConstraint?

  var survivors: [String] {
    [
      timeline == nil ? nil : "timeline", engine == nil ? nil : "engine",
      root == nil ? nil : "root", box == nil ? nil : "box", height == nil ? nil : "height",
    ].compactMap { $0 }
  }
}

/// The timeline does not keep its host (or anything the host's views and constraints
/// reach) beyond its own life, whichever kind of animation ran.
@Suite("Ownership: timelines are released")
struct AnimatorOwnershipTests {
  /// A 100-point box whose height animates to 200 (by frame interpolation or by relayout
  /// at every frame), sampled to the end.
  private func animate(relayout: Bool) throws -> Leftovers {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let box = View(name: "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(box)
    let height = try box.heightAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activate([
      try box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      try box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      try box.widthAnchor.constraint(equalToConstant: 50),
      height,
    ])
    let timeline = try Timeline(host: engine, fps: 10)
    try timeline.layout(at: 0)
    let spec = try AnimationSpec(duration: 0.5, curve: .linear)
    if relayout {
      // The track's setter captures the constraint, as the runner's do.
      let track = ConstantTrack(key: 1, from: 100, to: 200) { height.constant = $0 }
      _ = try timeline.animateRelayout(at: 0, spec, tag: 1, tracks: [track])
    } else {
      _ = try timeline.animate(at: 0, spec, tag: 1) { height.constant = 200 }
    }
    var last: TimelineFrame?
    try timeline.finish(cursor: 0) { last = $0 }
    // 0.5 s at 10 fps: frames 0…5; the last shows the final height 200.
    #expect(last?.frames[1] == Rect(x: 0, y: 20, width: 50, height: 200))
    return Leftovers(
      timeline: timeline, engine: engine, root: engine.root, box: box, height: height)
  }

  @Test("a frame-interpolating animation leaves nothing alive")
  func interpolatedAnimation() throws {
    #expect(try animate(relayout: false).survivors == [])
  }

  @Test("a relayout animation leaves nothing alive")
  func relayoutAnimation() throws {
    #expect(try animate(relayout: true).survivors == [])
  }
}
