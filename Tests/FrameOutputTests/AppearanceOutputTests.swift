import FrameOutput
import Layout
import Testing

/// Alpha and transforms in the visual outputs (frames made by hand: SyntheticScene's box,
/// 24 × 16 at (4, 8) in a 40 × 32 root, with its subview label at (8, 8) on screen).
@Suite("Appearance in the visual outputs") struct AppearanceOutputTests {
  /// Frame 0 with the box at `alpha` and `transform`, and the visual frames that go with
  /// the transform (given by the caller).
  private func frame(alpha: Double, transform: Transform2D, visual: [Rect]) -> OutputFrame {
    var frame = SyntheticScene.frame(0)
    frame.alphas = [1, alpha, 1, 1]
    frame.transforms = [.identity, transform, .identity, .identity]
    frame.visualFrames = visual
    return frame
  }

  @Test("ASCII draws the visual box and skips a view with alpha 0 and its subviews")
  func ascii() {
    let sink = MemoryByteSink()
    let ascii = ASCIIFrameSink(output: ByteBuffer(sink: sink), scale: 4)
    ascii.begin(views: SyntheticScene.views, fps: 60)
    let plain = SyntheticScene.frame(0)
    ascii.write(plain)
    // Transparent: root only (the box and the label inside it are not drawn).
    ascii.write(frame(alpha: 0, transform: .identity, visual: plain.windowFrames))
    // Moved by translate(16, 0): the box is drawn 16 points (2 columns) to the right.
    var moved = plain.windowFrames
    moved[1].origin.x += 16
    moved[3].origin.x += 16
    ascii.write(frame(alpha: 1, transform: Transform2D(translationX: 16, y: 0), visual: moved))
    ascii.finish()
    let blocks = sink.text.components(separatedBy: "\n\n")
    #expect(blocks.count >= 3)
    // The box's top-left corner and first letter, "+b", then the label's corner over the rest
    // of its name: "+b+" (the label is 4 columns wide from column 4).
    #expect(blocks[0].contains("+b+") && !blocks[1].contains("+b"))
    // The label, too narrow for its name, is mark 1 in the legend, and gone with the box.
    #expect(blocks[0].contains("legend: 1 label") && !blocks[1].contains("legend"))
    // At scale 4 a column is 2 points: the box's top-left corner is at column 4 / 2 = 2,
    // and moved by 16 points, at column 10: 8 columns to the right.
    func boxColumn(_ block: String) -> Int? {
      for line in block.split(separator: "\n") {
        if let range = line.range(of: "+b+") {
          return line.distance(from: line.startIndex, to: range.lowerBound)
        }
      }
      return nil
    }
    #expect(boxColumn(blocks[0]) == 2)
    #expect(boxColumn(blocks[2]) == 10)
  }

  @Test("SVG wraps a transformed or translucent view in a group; plain frames are unchanged")
  func svg() {
    let plain = MemoryByteSink()
    let styled = MemoryByteSink()
    for (sink, appearance) in [(plain, false), (styled, true)] {
      let sheet = SVGSheetSink(output: ByteBuffer(sink: sink), title: "t")
      sheet.begin(views: SyntheticScene.views, fps: 60)
      let base = SyntheticScene.frame(0)
      sheet.write(
        appearance
          ? frame(alpha: 0.5, transform: Transform2D(scaleX: 2, y: 2), visual: base.windowFrames)
          : frame(alpha: 1, transform: .identity, visual: base.windowFrames))
      sheet.finish()
    }
    #expect(!plain.text.contains(" transform=") && !plain.text.contains(" opacity="))
    // The box's window transform is scale(2) about its center (16, 16): in window
    // coordinates [2 0 0 2 −16 −16]. The sheet draws window point w at (8, 58) + 4.5·w
    // (scale 4.5 = 180/40): translation 8 − 2·8 + 4.5·(−16) = −80, 58 − 2·58 − 72 = −130.
    #expect(styled.text.contains("<g transform=\"matrix(2 0 0 2 -80 -130)\" opacity=\"0.5\">"))
    // The label inside the box moves with it (same matrix) and fades with it (0.5 × 1).
    #expect(styled.text.components(separatedBy: "matrix(2 0 0 2 -80 -130)").count - 1 == 2)
  }

  @Test("HTML carries alphas and transforms only when a frame has them, with their script")
  func html() {
    let plain = MemoryByteSink()
    let styled = MemoryByteSink()
    for (sink, appearance) in [(plain, false), (styled, true)] {
      let page = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "t")
      page.begin(views: SyntheticScene.views, fps: 60)
      let base = SyntheticScene.frame(0)
      page.write(
        appearance
          ? frame(
            alpha: 0.25, transform: Transform2D(translationX: 0, y: 20), visual: base.windowFrames)
          : SyntheticScene.frame(0))
      page.finish()
      page.complete(with: RunSummary(file: "t", curves: [], notes: [], passedCount: 0))
    }
    #expect(!plain.text.contains(",\"a\":[") && !plain.text.contains(",\"x\":["))
    #expect(!plain.text.contains("MutationObserver"))
    #expect(styled.text.contains(",\"a\":[1,0.25,1,1]"))
    #expect(styled.text.contains(",\"x\":[1,0,0,1,0,0,1,0,0,1,0,20,1,0,0,1,0,0,1,0,0,1,0,0]"))
    #expect(styled.text.contains("MutationObserver"))
    #expect(styled.text.hasSuffix("</script>\n</body>\n</html>\n"))
  }
}
