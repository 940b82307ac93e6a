import FrameOutput
import Layout
import Testing

/// The viewers' environment and verdicts as data (issue 22 item 5): the HTML page's JSON
/// and the SVG sheet's drawing of the safe area, keyboard and margins, and the failed
/// expectations' targets.
@Suite("Environment and verdicts in the HTML and SVG outputs") struct EnvironmentOutputTests {
  /// SyntheticScene's root is 40x32; a safe area 4 above and 2 below, a keyboard 10 high.
  private func environment(keyboard: Double = 10) -> OutputEnvironment {
    OutputEnvironment(
      safeArea: EdgeInsets(top: 4, left: 0, bottom: 2, right: 0), keyboardHeight: keyboard,
      margins: [
        EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
        EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
        EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
      ])
  }

  @Test("the page writes s, k and g on the first frame and again only when they change")
  func htmlData() {
    let sink = MemoryByteSink()
    let html = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "t")
    html.begin(views: SyntheticScene.views, fps: 60)
    for index in 0..<3 {
      var frame = SyntheticScene.frame(index)
      // Frames 0 and 1 the same environment; on frame 2 the keyboard is hidden.
      frame.environment = environment(keyboard: index == 2 ? 0 : 10)
      html.write(frame)
    }
    html.finish()
    var note = RunSummary.Note(
      kind: "expectation", line: 7, column: 1, text: "t:7:1: expectation failed", time: 0.02)
    note.targets = [RunSummary.Target(view: "box", series: 2, value: 30)]
    html.complete(with: RunSummary(file: "t", curves: [], notes: [note], passedCount: 0))
    let text = sink.text
    #expect(
      text.contains(
        ",\"s\":[4,0,2,0],\"k\":10,\"g\":[8,8,8,8,1,2,3,4,0,0,0,0,8,8,8,8]"))
    #expect(text.components(separatedBy: "\"s\":[").count - 1 == 1)
    #expect(text.components(separatedBy: "\"g\":[").count - 1 == 1)
    // k: 10 on frame 0, 0 on frame 2.
    #expect(text.components(separatedBy: "\"k\":").count - 1 == 2)
    #expect(text.contains("{\"i\":2,") && text.contains(",\"k\":0"))
    #expect(text.contains("\"time\":0.02,\"targets\":[[\"box\",2,30]]}"))
  }

  @Test("the sheet shades what is outside the safe area, labels it and draws the keyboard")
  func svgDrawing() {
    let sink = MemoryByteSink()
    let sheet = SVGSheetSink(output: ByteBuffer(sink: sink), title: "t")
    sheet.begin(views: SyntheticScene.views, fps: 60)
    var frame = SyntheticScene.frame(0)
    frame.environment = environment()
    sheet.write(frame)
    sheet.finish()
    let text = sink.text
    // Scale 4.5 (40 points → 180 pixels), root at 8,58 (SVGSheetTests): the inner safe
    // area starts 4 × 4.5 = 18 lower and is 32 - 6 = 26 points (117 px) high.
    #expect(
      text.contains(
        "<path class=\"outside-safe-area\" fill=\"#28283c\" fill-opacity=\"0.1\" "
          + "fill-rule=\"evenodd\" d=\"M8 58h180v144h-180z M8 76h180v117h-180z\"/>"))
    #expect(text.contains("d=\"M8 76h180v117h-180z\"/>"))
    // A top inset of 24 points or less is a status bar alone.
    #expect(text.contains(">status bar</text>"))
    #expect(text.contains(">home indicator</text>"))
    // The keyboard: 10 points = 45 px high over the root's bottom (58 + 144 = 202).
    #expect(
      text.contains(
        "<rect class=\"keyboard\" x=\"8\" y=\"157\" width=\"180\" height=\"45\" "))
  }

  @Test("no environment is drawn while the root is not at its laid-out size")
  func svgDuringRotation() {
    let sink = MemoryByteSink()
    let sheet = SVGSheetSink(output: ByteBuffer(sink: sink), title: "t")
    sheet.begin(views: SyntheticScene.views, fps: 60)
    var frame = SyntheticScene.frame(0)
    frame.environment = environment()
    frame.modelFrames[0] = Rect(x: 0, y: 0, width: 32, height: 40)
    sheet.write(frame)
    sheet.finish()
    #expect(!sink.text.contains("safe-area"))
    #expect(!sink.text.contains("keyboard"))
  }
}
