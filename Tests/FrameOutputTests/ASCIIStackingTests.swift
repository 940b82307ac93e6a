import FrameOutput
import Layout
import Scenario
import Testing

@Suite("ASCII stacking, clipping and fitting") struct ASCIIStackingTests {
  /// Draws one frame of `views` with `windows` (window rectangles) at `scale` 1.
  private func draw(
    _ views: [OutputView], _ windows: [Rect], scale: ASCIIScale = .fixed(1), hidden: [Bool] = []
  ) -> String {
    let sink = MemoryByteSink()
    let ascii = ASCIIFrameSink(output: ByteBuffer(sink: sink), scale: scale)
    ascii.begin(views: views, fps: 60)
    ascii.write(
      OutputFrame(
        index: 0, time: 0, frames: windows, windowFrames: windows, modelFrames: windows,
        events: [], hidden: hidden))
    ascii.finish()
    return sink.text
  }

  @Test("stacking order is depth first: a later sibling hides an earlier one's subview")
  func stacking() {
    // Declared a, b, c-in-a: UIKit draws root, a, c (a's subtree), then b over both.
    let views = [
      OutputView(name: "root", kind: .view, parent: nil),
      OutputView(name: "a", kind: .view, parent: 0),
      OutputView(name: "b", kind: .view, parent: 0),
      OutputView(name: "c", kind: .view, parent: 1),
    ]
    #expect(StackingOrder.indices(of: views) == [0, 1, 3, 2])
    // Scale 1: 8 points per column, 16 per row. root 0,0,96,64 -> columns 0...12, rows
    // 0...4; a 8,16,40,32 -> columns 1...6, rows 1...3; c 24,16,40,32 -> columns 3...8,
    // rows 1...3 (sticks out of a); b 48,32,40,32 -> columns 6...11, rows 2...4.
    let text = draw(
      views,
      [
        Rect(x: 0, y: 0, width: 96, height: 64), Rect(x: 8, y: 16, width: 40, height: 32),
        Rect(x: 48, y: 32, width: 40, height: 32), Rect(x: 24, y: 16, width: 40, height: 32),
      ])
    // c is drawn over a: a keeps columns 1...2 and c hides a's right edge (column 6).
    // b is drawn last: it hides c's right edge (column 8) in rows 2...3 and root's bottom
    // edge in columns 6...11.
    #expect(
      text == """
        frame 0  t=0s
        +root-------+
        |+a+c---+   |
        || |  +b---+|
        |+-+--|    ||
        +-----+----++


        """)
  }

  @Test("a hidden view and its subviews are not drawn")
  func hiddenViews() {
    let views = [
      OutputView(name: "root", kind: .view, parent: nil),
      OutputView(name: "a", kind: .view, parent: 0),
      OutputView(name: "c", kind: .view, parent: 1),
      OutputView(name: "b", kind: .view, parent: 0),
    ]
    // a (columns 1...6, rows 1...3) is hidden, so its subview c is not drawn either; b
    // (columns 8...11, rows 1...3) is.
    let text = draw(
      views,
      [
        Rect(x: 0, y: 0, width: 96, height: 64), Rect(x: 8, y: 16, width: 40, height: 32),
        Rect(x: 16, y: 16, width: 16, height: 16), Rect(x: 64, y: 16, width: 24, height: 32),
      ], hidden: [false, true, false, false])
    #expect(
      text == """
        frame 0  t=0s
        +root-------+
        |       +b-+|
        |       |  ||
        |       +--+|
        +-----------+


        """)
  }

  @Test("a scroll view clips its subviews; a subview scrolled out of it is not drawn")
  func scrollClipping() {
    let views = [
      OutputView(name: "root", kind: .view, parent: nil),
      OutputView(name: "sv", kind: .scrollView, parent: 0),
      OutputView(name: "in", kind: .view, parent: 1),
      OutputView(name: "out", kind: .view, parent: 1),
    ]
    // sv 0,0,48,48 -> columns 0...6, rows 0...3; in 24,16,48,32 -> columns 3...9, rows
    // 1...3, clipped to sv's columns 0...6 (its right edge at 9 is cut off, its top and
    // bottom edges cover sv's edge at column 6); out 64,0,16,16 -> columns 8...10, outside
    // sv: not drawn and not in the legend.
    let text = draw(
      views,
      [
        Rect(x: 0, y: 0, width: 96, height: 64), Rect(x: 0, y: 0, width: 48, height: 48),
        Rect(x: 24, y: 16, width: 48, height: 32), Rect(x: 64, y: 0, width: 16, height: 16),
      ])
    #expect(
      text == """
        frame 0  t=0s
        +sv---+-----+
        |  +in-     |
        |  |        |
        +--+---     |
        +-----------+


        """)
  }

  @Test("--scale auto fits the root view to the terminal's columns")
  func fit() {
    let sink = MemoryByteSink()
    let ascii = ASCIIFrameSink(output: ByteBuffer(sink: sink), scale: .fit(columns: 21))
    // Root 40 points wide in 21 columns: 20 cells of 2 points, so scale = 8 / 2 = 4.
    #expect(ascii.scale(rootWidth: 40) == 4)
    // A 320-point screen in 21 columns: 20 cells of 16 points, scale 8 / 16 = 0.5.
    #expect(ascii.scale(rootWidth: 320) == 0.5)
    // 4 points in 21 columns would be scale 40: clamped to 20.
    #expect(ascii.scale(rootWidth: 4) == 20)
    SyntheticScene.drive(ascii, count: 1)
    let lines = sink.text.split(separator: "\n")
    #expect(lines[1].count == 21)
    #expect(lines[1].hasPrefix("+root---"))
  }
}
