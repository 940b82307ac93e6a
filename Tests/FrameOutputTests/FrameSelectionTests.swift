import FrameOutput
import Layout
import Scenario
import Testing

@Suite("Frame selection and layout table") struct FrameSelectionTests {
  @Test("--from/--to keep frame numbers and times; --views keeps root and re-parents")
  func selection() {
    let sink = MemoryByteSink()
    let csv = CSVFrameSink(output: ByteBuffer(sink: sink))
    SyntheticScene.drive(
      FrameSelection(csv, from: 1.0 / 60, to: 2.0 / 60, views: ["label"]), count: 4)
    #expect(
      sink.text == """
        frame,time,view,x,y,width,height,window_x,window_y
        1,0.017,root,0,0,40,32,0,0
        1,0.017,label,4,0,8,8,8.5,8
        2,0.033,root,0,0,40,32,0,0
        2,0.033,label,4,0,8,8,9,8

        """)
    let last = LastFrameSink()
    SyntheticScene.drive(FrameSelection(last, views: ["label"]), count: 2)
    #expect(last.views.map(\.parent) == [nil, 0])
    #expect(last.frame?.index == 1)
    #expect(FrameSelection.unknownNames(["box", "nope"], in: SyntheticScene.views) == ["nope"])
  }

  @Test("the layout table is a pre-order tree: indents by depth, children under their parent")
  func table() {
    // `views` lists root, box, spacer, label (label's parent is box): a level-by-level list
    // would put label under spacer; pre-order puts it directly under box.
    let text = LayoutTable.render(views: SyntheticScene.views, frame: SyntheticScene.frame(0))
    #expect(
      text == """
        t=0s  screen 40x32
        view              x  y  width  height  window_x  window_y
        root              0  0     40      32         0         0
          box             4  8     24      16         4         8
            label         4  0      8       8         8         8
          spacer (guide)  0  0      4      32         0         0

        """)
  }
}

@Suite("Frame selection by the printed time") struct PrintedTimeSelectionTests {
  @Test("--from 0.283 --to 0.283 selects the frame printed as 0.283")
  func printedTime() {
    // At 60 fps frame 17 is at 17/60 = 0.28333… s, printed 0.283 (round(1000·17/60) = 283).
    #expect(FrameSelection.printedMilliseconds(time: 17.0 / 60, index: 17, fps: 60) == 283)
    // Frame 3 at 240 fps is 0.0125 s: the tie rounds up, to 13 ms.
    #expect(FrameSelection.printedMilliseconds(time: 3.0 / 240, index: 3, fps: 240) == 13)
    let sink = MemoryByteSink()
    let selection = FrameSelection(
      CSVFrameSink(output: ByteBuffer(sink: sink)), from: 0.283, to: 0.283)
    SyntheticScene.drive(selection, count: 20)
    #expect(selection.selectedFrameCount == 1 && selection.offeredFrameCount == 20)
    #expect(sink.text.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("17,0.283,") })
    // Nothing between two printed times: no frame, and the run's printed range is known.
    let empty = FrameSelection(LastFrameSink(), from: 0.29, to: 0.295)
    SyntheticScene.drive(empty, count: 20)
    #expect(empty.selectedFrameCount == 0)
    #expect(empty.offeredRange?.first == 0 && empty.offeredRange?.last == 317)  // 19/60 s
  }

  @Test("extra CSV columns: alpha, transform and visual after the contract's")
  func extraColumns() {
    let sink = MemoryByteSink()
    let csv = CSVFrameSink(
      output: ByteBuffer(sink: sink), extraColumns: [.alpha, .transform, .visual, .hidden])
    csv.begin(views: Array(SyntheticScene.views.prefix(2)), fps: 60)
    var frame = SyntheticScene.frame(0)
    frame.frames.removeLast(2)
    frame.windowFrames.removeLast(2)
    // The box, 24 × 16 at (4, 8), at half alpha and scaled by 0.5 about its center (16, 16):
    // seen at (10, 12), 12 × 8.
    frame.alphas = [1, 0.5]
    frame.transforms = [.identity, Transform2D(scaleX: 0.5, y: 0.5)]
    frame.visualFrames = [frame.windowFrames[0], Rect(x: 10, y: 12, width: 12, height: 8)]
    csv.write(frame)
    csv.finish()
    #expect(
      sink.text == """
        frame,time,view,x,y,width,height,window_x,window_y,alpha,a,b,c,d,tx,ty,visual_x,\
        visual_y,visual_width,visual_height,hidden,detached
        0,0,root,0,0,40,32,0,0,1,1,0,0,1,0,0,0,0,40,32,0,0
        0,0,box,4,8,24,16,4,8,0.5,0.5,0,0,0.5,0,0,10,12,12,8,0,0

        """)
  }
}
