import FrameOutput
import Layout
import Scenario
import Testing

@Suite("HTML viewer page") struct HTMLPageTests {
  private func page(count: Int, summary: RunSummary) -> String {
    let sink = MemoryByteSink()
    let html = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "a</script>.animsim")
    html.begin(views: SyntheticScene.views, fps: 60)
    let model = SyntheticScene.frame(0).frames
    for index in 0..<count {
      // The box moves by 0.5 a frame; the model (target) frames stay those of frame 0.
      var frame = SyntheticScene.frame(index, shift: Double(index) * 0.5)
      frame.modelFrames = model
      // On frame 2 the box (item 1) is hidden.
      if index == 2 { frame.hidden = [false, true, false, false] }
      html.write(frame)
    }
    html.finish()
    html.complete(with: summary)
    return sink.text
  }

  @Test("one self-contained page: data once, model frames only when they change, no network")
  func structure() {
    let summary = RunSummary(
      file: "a.animsim", curves: [RunSummary.Curve(line: 9, name: "linear")],
      notes: [
        RunSummary.Note(
          kind: "expectation", line: 12, column: 1,
          text: "a.animsim:12:1: expectation failed: </script>", time: 0.5)
      ], passedCount: 3)
    let text = page(count: 3, summary: summary)
    #expect(text.hasPrefix("<!DOCTYPE html>\n"))
    #expect(text.hasSuffix("</script>\n</body>\n</html>\n"))
    // The title is escaped in HTML and in the JSON (no early </script>).
    #expect(text.contains("<title>animsim: a&lt;/script&gt;.animsim</title>"))
    #expect(text.contains("{\"file\":\"a\\u003c/script>.animsim\""))
    #expect(text.contains("\"text\":\"a.animsim:12:1: expectation failed: \\u003c/script>\""))
    // Three script elements: data, summary, viewer; no external resources.
    #expect(text.components(separatedBy: "<script").count - 1 == 3)
    #expect(!text.contains("src="))
    #expect(!text.contains("http://") || !text.contains("<link"))
    // Frame 0 carries the model frames; frames 1 and 2 have the same ones, so omit them.
    #expect(text.contains("{\"i\":0,\"t\":0,\"p\":[0,0,40,32,4,8,24,16,0,0,4,32,4,0,8,8]"))
    #expect(text.components(separatedBy: ",\"m\":[").count - 1 == 1)
    // Frame 1 (shift 0.5): box at 4.5 in its superview and in the window, label at 8.5.
    #expect(text.contains("{\"i\":1,\"t\":0.017,\"p\":[0,0,40,32,4.5,8,24,16"))
    #expect(text.contains("\"w\":[0,0,4.5,8,0,0,8.5,8]}"))
    #expect(text.contains("\"w\":[0,0,5,8,0,0,9,8],\"h\":[1]}"))
    #expect(text.components(separatedBy: "\"h\":[").count - 1 == 1)
    #expect(text.contains("\"curves\":[[9,\"linear\"]]"))
    #expect(text.contains("\"passed\":3"))
  }

  @Test("a 1000-view × 60-frame run stays a few MB")
  func size() {
    let views =
      [OutputView(name: "root", kind: .view, parent: nil)]
      + (1..<1000).map { OutputView(name: "view\($0)", kind: .view, parent: 0) }
    let sink = MemoryByteSink()
    let html = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "big")
    html.begin(views: views, fps: 60)
    for index in 0..<60 {
      // Every view moves every frame by a third of a point: three decimals everywhere.
      let rects = (0..<1000).map { item in
        Rect(
          x: 100.333 + Double(index) / 3, y: Double(item) * 1.5, width: 120.125, height: 44.5)
      }
      html.write(
        OutputFrame(
          index: index, time: Double(index) / 60, frames: rects, windowFrames: rects,
          modelFrames: rects, events: []))
    }
    html.finish()
    html.complete(with: RunSummary(file: "big", curves: [], notes: [], passedCount: 0))
    let bytes = sink.bytes.count
    // Per view and frame about 6 numbers of up to 8 characters (p: 4, w: 2) and, as every
    // model frame changes here too, 4 more: 60 × 1000 × 10 × 9 ≈ 5.4 MB is the worst case.
    #expect(bytes < 6_000_000, "\(bytes) bytes")
  }
}
