import Foundation
import FrameOutput
import Layout
import Scenario

/// `export`: N synthetic views × 60 frames (and × 600, to show memory stays flat) written as
/// the contract's CSV through `CSVFrameSink` into a discarding byte sink.
///
/// The frames are generated one at a time (one reused record), so only the formatter's own
/// 64 KiB buffer grows with the output; the peak resident set size after the 600-frame run
/// should equal the one after the 60-frame run. Prints rows per second (median of `RUNS`).
func runExportBenchmark(_ arguments: BenchArguments) {
  let sizes = arguments.sizes.isEmpty ? [1000] : arguments.sizes
  for views in sizes {
    for frames in [60, 600] {
      var seconds: [Double] = []
      var bytes = 0
      for _ in 0..<arguments.runs {
        let sink = DiscardingByteSink()
        let start = monotonicNanoseconds()
        exportSyntheticTimeline(views: views, frames: frames, into: sink)
        seconds.append(Double(monotonicNanoseconds() - start) / 1e9)
        bytes = sink.count
      }
      let rows = views * frames
      let time = median(seconds)
      let rowsPerSecond = Double(rows) / time
      let peak = peakResidentMegabytes()
      if arguments.json {
        print(
          jsonLine([
            ("workload", jsonString("export")), ("views", String(views)),
            ("frames", String(frames)), ("rows", String(rows)), ("bytes", String(bytes)),
            ("seconds", formatFigure(time)), ("rows_per_second", formatFigure(rowsPerSecond)),
            ("megabytes_per_second", formatFigure(Double(bytes) / time / 1e6)),
            ("peak_rss_mb", formatFigure(peak)), ("runs", String(arguments.runs)),
          ]))
      } else {
        print(
          "export views=\(views) frames=\(frames) rows=\(rows) "
            + "rows/s=\(formatFigure(rowsPerSecond)) MB=\(formatFigure(Double(bytes) / 1e6)) "
            + "peak_rss_mb=\(formatFigure(peak))")
      }
    }
  }
}

/// Streams `frames` synthetic frames of `views` items (root plus a grid of moving boxes)
/// through the CSV formatter into `sink`.
func exportSyntheticTimeline(views: Int, frames: Int, into sink: ByteSink) {
  let items = (0..<views).map { index in
    OutputView(name: index == 0 ? "root" : "v\(index)", kind: .view, parent: index == 0 ? nil : 0)
  }
  let csv = CSVFrameSink(output: ByteBuffer(sink: sink))
  let fps = 60
  csv.begin(views: items, fps: fps)
  var frame = OutputFrame(
    index: 0, time: 0, frames: Array(repeating: .zero, count: views),
    windowFrames: Array(repeating: .zero, count: views),
    modelFrames: Array(repeating: .zero, count: views), events: [])
  for index in 0..<frames {
    let time = Double(index) / Double(fps)
    // An ease-in-out progress, so values carry fractions as in a real animation.
    let progress = time - time.rounded(.down)
    let eased = progress * progress * (3 - 2 * progress)
    frame.index = index
    frame.time = time
    for item in 0..<views {
      let column = Double(item % 32)
      let row = Double(item / 32)
      let rect = Rect(
        x: column * 10 + eased * 37.5, y: row * 18 + eased * 12.25, width: 8 + eased * 4,
        height: 16)
      frame.frames[item] = rect
      frame.windowFrames[item] = rect
      frame.modelFrames[item] = rect
    }
    csv.write(frame)
  }
  csv.finish()
}

/// The peak resident set size of this process so far, in megabytes.
func peakResidentMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes (getrusage(2)).
}
