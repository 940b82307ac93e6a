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

  @Test("the layout table indents by depth and aligns numbers")
  func table() {
    let text = LayoutTable.render(views: SyntheticScene.views, frame: SyntheticScene.frame(0))
    #expect(
      text == """
        t=0s  screen 40x32
        view              x  y  width  height  window_x  window_y
        root              0  0     40      32         0         0
          box             4  8     24      16         4         8
          spacer (guide)  0  0      4      32         0         0
            label         4  0      8       8         8         8

        """)
  }
}
