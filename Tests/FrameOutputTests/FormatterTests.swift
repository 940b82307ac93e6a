import FrameOutput
import Layout
import Scenario
import Testing

@Suite("Frame formatters") struct FormatterTests {
  @Test("CSV: contract header, one row per item per frame, streamed in chunks")
  func csv() {
    let sink = MemoryByteSink()
    SyntheticScene.drive(CSVFrameSink(output: ByteBuffer(sink: sink, flushThreshold: 16)), count: 2)
    #expect(
      sink.text == """
        frame,time,view,x,y,width,height,window_x,window_y
        0,0,root,0,0,40,32,0,0
        0,0,box,4,8,24,16,4,8
        0,0,spacer,0,0,4,32,0,0
        0,0,label,4,0,8,8,8,8
        1,0.017,root,0,0,40,32,0,0
        1,0.017,box,4.5,8,24,16,4.5,8
        1,0.017,spacer,0,0,4,32,0,0
        1,0.017,label,4,0,8,8,8.5,8

        """)
  }

  @Test("CSV: CRLF records and RFC 4180 quoting")
  func csvQuoting() {
    #expect(CSVFrameSink.field("plain") == Array("plain".utf8))
    #expect(CSVFrameSink.field("a,b") == Array("\"a,b\"".utf8))
    #expect(CSVFrameSink.field("say \"hi\"") == Array("\"say \"\"hi\"\"\"".utf8))
    let sink = MemoryByteSink()
    SyntheticScene.drive(CSVFrameSink(output: ByteBuffer(sink: sink), lineEnding: .crlf), count: 1)
    #expect(sink.text.hasPrefix("frame,time,view,x,y,width,height,window_x,window_y\r\n0,0,root,"))
  }

  @Test("CSV round-trips through the CSV reader")
  func csvRoundTrip() throws {
    let sink = MemoryByteSink()
    SyntheticScene.drive(CSVFrameSink(output: ByteBuffer(sink: sink)), count: 3)
    let table = try CSVTable(parsing: sink.bytes)
    #expect(table.header == CSVFrameSink.columns)
    #expect(table.records.count == 12)
    #expect(table.records[5].fields == ["1", "0.017", "box", "4.5", "8", "24", "16", "4.5", "8"])
    #expect(table.records[5].line == 7)
  }

  @Test("JSON: views, frames and events")
  func json() {
    let sink = MemoryByteSink()
    let json = JSONFrameSink(output: ByteBuffer(sink: sink))
    json.begin(views: Array(SyntheticScene.views.prefix(2)), fps: 30)
    var frame = SyntheticScene.frame(0, fps: 30)
    frame.frames.removeLast(2)
    frame.windowFrames.removeLast(2)
    frame.events = [OutputEvent(time: 0, kind: .started, animation: 1, line: 7)]
    json.write(frame)
    frame.index = 1
    frame.time = 1.0 / 30
    frame.events = [OutputEvent(time: 1.0 / 30, kind: .finished, animation: 1, line: nil)]
    json.write(frame)
    json.finish()
    #expect(
      sink.text == """
        {"fps":30,
        "views":[{"name":"root","kind":"view","parent":null},
        {"name":"box","kind":"view","parent":0}],
        "frames":[
        {"frame":0,"time":0,"views":[{"view":"root","x":0,"y":0,"width":40,"height":32,\
        "window_x":0,"window_y":0,"alpha":1,"transform":[1,0,0,1,0,0],"visual_x":0,\
        "visual_y":0,"visual_width":40,"visual_height":32},{"view":"box","x":4,"y":8,"width":24,"height":16,\
        "window_x":4,"window_y":8,"alpha":1,"transform":[1,0,0,1,0,0],"visual_x":4,\
        "visual_y":8,"visual_width":24,"visual_height":16}]},
        {"frame":1,"time":0.033,"views":[{"view":"root","x":0,"y":0,"width":40,"height":32,\
        "window_x":0,"window_y":0,"alpha":1,"transform":[1,0,0,1,0,0],"visual_x":0,\
        "visual_y":0,"visual_width":40,"visual_height":32},{"view":"box","x":4,"y":8,"width":24,"height":16,\
        "window_x":4,"window_y":8,"alpha":1,"transform":[1,0,0,1,0,0],"visual_x":4,\
        "visual_y":8,"visual_width":24,"visual_height":16}]}],
        "events":[
        {"frame":0,"time":0,"kind":"started","animation":1,"line":7},
        {"frame":1,"time":0.033,"kind":"finished","animation":1,"line":null}]}

        """)
    #expect(JSONFrameSink.string("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
  }

  @Test("ASCII: boxes to scale with names, a mark and legend for a narrow box, guides not drawn")
  func ascii() {
    let sink = MemoryByteSink()
    SyntheticScene.drive(ASCIIFrameSink(output: ByteBuffer(sink: sink), scale: 2), count: 1)
    // Scale 2: 4 points per column, 8 per row. label (window 8,8,8,8) spans columns 2...4:
    // one cell inside, too narrow for "label", so it gets mark 1 and a legend line.
    #expect(
      sink.text == """
        frame 0  t=0s
        +root-----+
        |++1+--+  |
        ||+-+  |  |
        |+-----+  |
        +---------+
        legend: 1 label


        """)
  }

  @Test("ASCII: --scale zooms, events in the header")
  func asciiScaled() {
    let sink = MemoryByteSink()
    let ascii = ASCIIFrameSink(output: ByteBuffer(sink: sink), scale: 4)
    ascii.begin(views: SyntheticScene.views, fps: 60)
    var frame = SyntheticScene.frame(3)
    frame.events = [OutputEvent(time: 0.05, kind: .interrupted, animation: 2, line: 9)]
    ascii.write(frame)
    ascii.finish()
    let lines = sink.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "frame 3  t=0.05s  interrupted #2 (line 9)")
    // Header, 9 grid rows, the legend, then the blank separator line and the final "".
    #expect(lines.count == 1 + 9 + 1 + 2)
    #expect(lines[1] == "+root---------------+")
    // box: columns 2...14, rows 2...6; label (window 8,8,8,8): columns 4...8, rows 2...4,
    // three cells inside: too narrow for "label" (5), so mark 1, drawn over box's name.
    #expect(lines[3] == "| +b+1--+-----+     |")
    #expect(lines[4] == "| | |   |     |     |")
    #expect(lines[7] == "| +-----------+     |")
    #expect(lines[10] == "legend: 1 label")
  }

  @Test("ASCII in place: cursor moves back over the previous frame")
  func asciiInPlace() {
    let sink = MemoryByteSink()
    SyntheticScene.drive(
      ASCIIFrameSink(output: ByteBuffer(sink: sink), scale: 2, inPlace: true), count: 2)
    // Header, 5 grid rows and the legend line: 7 lines up.
    #expect(sink.text.contains("\u{1B}[7A\r"))
    #expect(sink.text.hasSuffix("\u{1B}[K\n\u{1B}[J"))
  }
}
