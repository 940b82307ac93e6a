import FrameOutput
import Layout
import Scenario
import Testing

@Suite("SVG animation sheet") struct SVGSheetTests {
  @Test("one cell per frame with its time, rectangles scaled into the cell, guides not drawn")
  func cells() {
    let sink = MemoryByteSink()
    SyntheticScene.drive(SVGSheetSink(output: ByteBuffer(sink: sink), title: "a&b"), count: 2)
    let text = sink.text
    #expect(text.contains("<title>animsim: a&amp;b</title>"))
    #expect(text.contains("a&amp;b: 2 of 2 frames</text>"))
    #expect(text.components(separatedBy: "<g id=\"frame-").count - 1 == 2)
    #expect(text.contains(">frame 1  t=0.017s</text>"))
    // Root 40x32: the longer side (40) becomes 180 pixels, scale 4.5. Cell 0 starts at
    // x = 8 (padding), y = 28 (header) + 30 (labels) = 58. box (window 4,8,24,16) is at
    // 8 + 4 * 4.5 = 26, 58 + 8 * 4.5 = 94, size 108 x 72.
    #expect(text.contains("<rect x=\"26\" y=\"94\" width=\"108\" height=\"72\""))
    // The guide is laid out but not drawn; root, box and label are (2 frames x 3).
    #expect(!text.contains("<title>spacer"))
    #expect(text.components(separatedBy: "\"><title>").count - 1 == 6)
  }

  @Test("a hidden view and its subviews are not drawn")
  func hidden() {
    let sink = MemoryByteSink()
    let sheet = SVGSheetSink(output: ByteBuffer(sink: sink), title: "t")
    sheet.begin(views: SyntheticScene.views, fps: 60)
    var frame = SyntheticScene.frame(0)
    // box (item 1) is hidden: box and its subview label are not drawn; root is.
    frame.hidden = [false, true, false, false]
    sheet.write(frame)
    sheet.finish()
    #expect(sink.text.contains("<title>root 0,0,40,32</title>"))
    #expect(!sink.text.contains("<title>box"))
    #expect(!sink.text.contains("<title>label"))
  }

  @Test("a long run is thinned to at most 48 cells, keeping the last frame")
  func thinning() {
    let sink = MemoryByteSink()
    SyntheticScene.drive(SVGSheetSink(output: ByteBuffer(sink: sink), title: "t"), count: 100)
    let text = sink.text
    // Frames arrive 0...99. After 48 kept the stride doubles to 2 (24 kept); at frame 94
    // the 48th even frame doubles it to 4: 0, 4, ..., 92 (24), then 96, then the last, 99.
    #expect(text.contains("t: 26 of 100 frames: one in 4 and the last (at most 48 are drawn)"))
    #expect(text.components(separatedBy: "<g id=\"frame-").count - 1 == 26)
    #expect(text.contains("<g id=\"frame-96\">"))
    #expect(text.contains("<g id=\"frame-99\">"))
    #expect(!text.contains("<g id=\"frame-98\">"))
  }

  @Test("frame times are exact: frame 969 at 240 fps is 4.0375 s, a tie that rounds up")
  func exactFrameTimes() {
    // 969 / 240 = 4.0375 exactly; the nearest double is 4.03749…97, which rounding the
    // double would print as 4.037. Both pages print what CSV and JSON print: 4.038.
    let svg = MemoryByteSink()
    SyntheticScene.drive(
      SVGSheetSink(output: ByteBuffer(sink: svg), title: "a"), count: 970, fps: 240)
    #expect(svg.text.contains(">frame 969  t=4.038s</text>"))
    let html = MemoryByteSink()
    let page = HTMLFrameSink(output: ByteBuffer(sink: html), title: "a")
    SyntheticScene.drive(page, count: 970, fps: 240)
    page.complete(with: RunSummary(file: "a", curves: [], notes: [], passedCount: 0))
    #expect(html.text.contains("{\"i\":969,\"t\":4.038,"))
  }
}
