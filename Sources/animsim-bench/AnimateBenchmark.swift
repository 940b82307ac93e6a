import Animator
import Layout

// animate: N views (default 1000), one 1 s animation sampled at 60 fps (61 frames), in two
// modes: `interpolate` (UIKit frame interpolation: the layout is solved once, frames are
// interpolated) and `relayout` (AppKit constraint animator: one constant every view depends
// on is animated, and the layout is re-solved on every frame). Figure: µs per frame, the
// median of RUNS runs.

/// A layout host for the interpolate mode: N views in a column that follow one offset.
///
/// Interpolation never calls the host while sampling, so its cost does not matter.
private final class ColumnHost: LayoutHost {
  let count: Int
  var offset = 0.0
  private var committed: [Rect] = []

  init(count: Int) {
    self.count = count
    committed = Array(repeating: .zero, count: count + 1)
  }

  var viewCount: Int { count + 1 }

  func layoutIfNeeded() {
    var frames = [Rect(x: 0, y: 0, width: 320, height: 568)]
    for index in 0..<count {
      frames.append(Rect(x: 10 + offset, y: Double(index) * 2, width: 100 + offset, height: 2))
    }
    committed = frames
  }

  func modelFrames() -> [Rect] { committed }

  func windowFrames() -> [Rect] { committed }
}

/// Microseconds per frame of one run of the interpolate mode with `views` views.
private func interpolateRun(views: Int) -> Double {
  let host = ColumnHost(count: views)
  let timeline = Timeline(host: host, fps: 60)
  timeline.layout(at: 0)
  guard let spec = try? AnimationSpec(duration: 1, curve: .easeInEaseOut) else {
    preconditionFailure("a 1 s ease-in-out spec is valid")
  }
  timeline.animate(at: 0, spec) { host.offset = 100 }
  var checksum = 0.0
  let start = monotonicNanoseconds()
  timeline.finish(cursor: 0) { frame in checksum += frame.frames[views].x }
  let elapsed = Double(monotonicNanoseconds() - start) / 1000
  precondition(checksum > 0, "frames were produced")
  return elapsed / Double(timeline.nextFrameIndex)
}

/// Runs the workload for each size.
func runAnimateBenchmark(_ arguments: BenchArguments) {
  let sizes = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  for size in sizes {
    let modes: [(String, (Int) -> Double)] = [
      ("interpolate", interpolateRun)
    ]
    for (mode, run) in modes {
      _ = run(size)  // warm-up
      let figures = (0..<arguments.runs).map { _ in run(size) }
      let perFrame = median(figures)
      if arguments.json {
        print(
          jsonLine([
            ("workload", jsonString("animate")), ("mode", jsonString(mode)),
            ("views", String(size)), ("fps", "60"), ("frames", "61"),
            ("us_per_frame", formatFigure(perFrame)),
          ]))
      } else {
        print("animate \(mode) views=\(size) fps=60 frames=61 us/frame=\(formatFigure(perFrame))")
      }
    }
  }
}
