import FrameOutput
import Layout
import Scenario

/// Two frames of a small synthetic scene: root, a box, a guide and a child of the box.
enum SyntheticScene {
  static let views = [
    OutputView(name: "root", kind: .view, parent: nil),
    OutputView(name: "box", kind: .view, parent: 0),
    OutputView(name: "spacer", kind: .layoutGuide, parent: 0),
    OutputView(name: "label", kind: .label, parent: 1),
  ]

  static func frame(_ index: Int, fps: Int = 60, shift: Double = 0) -> OutputFrame {
    let frames = [
      Rect(x: 0, y: 0, width: 40, height: 32),
      Rect(x: 4 + shift, y: 8, width: 24, height: 16),
      Rect(x: 0, y: 0, width: 4, height: 32),
      Rect(x: 4, y: 0, width: 8, height: 8),
    ]
    let windows = [
      frames[0], frames[1], frames[2],
      Rect(x: 8 + shift, y: 8, width: 8, height: 8),
    ]
    return OutputFrame(
      index: index, time: Double(index) / Double(fps), frames: frames, windowFrames: windows,
      modelFrames: frames, events: [])
  }

  /// Runs `sink` over frames 0..<count and returns nothing; the sink writes its output.
  static func drive(_ sink: FrameSink, count: Int, fps: Int = 60) {
    sink.begin(views: views, fps: fps)
    for index in 0..<count { sink.write(frame(index, fps: fps, shift: Double(index) * 0.5)) }
    sink.finish()
  }
}
