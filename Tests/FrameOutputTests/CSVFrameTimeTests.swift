import Diagnostics
import FrameOutput
import Layout
import Testing

@Suite("CSV frame times") struct CSVFrameTimeTests {
  @Test("the CSV sink writes k/fps rounded half away from zero to milliseconds")
  func frameTimesThroughTheSink() {
    // Through the CSV sink: fps 240, frames 3 and 9.
    let sink = MemoryByteSink()
    let buffer = ByteBuffer(sink: sink)
    let csv = CSVFrameSink(output: buffer)
    csv.begin(views: [OutputView(name: "root", kind: .view, parent: nil)], fps: 240)
    for k in [3, 9, 969] {
      let rect = Rect(x: 0, y: 0, width: 1, height: 1)
      csv.write(
        OutputFrame(
          index: k, time: Double(k) / 240, frames: [rect], windowFrames: [rect],
          modelFrames: [rect], events: []))
    }
    csv.finish()
    let times = sink.text.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",")[1]
    }
    #expect(times == ["0.013", "0.038", "4.038"])
  }
}
