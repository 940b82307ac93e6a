import Diagnostics
import Foundation
import FrameOutput
import InterfaceBuilder
import Layout
import TestSupport
import Testing

@testable import Scenario

/// A script that loads a macOS document works in top-down coordinates, so its drawings are
/// the right way up (AppKit's y-up frames are converted once, when the document is read).
@Suite struct AppKitLoadTests {
  /// A 480 × 270 custom view with box `a` pinned 20 from its top-left (100 × 50; saved
  /// y = 270 − 20 − 50 = 200, as AppKit writes it) and box `c` pinned 20 from its
  /// bottom-left (100 × 26; saved y = 20).
  static let document = IBTestSupport.appKitView(
    subviews: """
      <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
          <rect key="frame" x="20" y="200" width="100" height="50"/>
      </customView>
      <customView translatesAutoresizingMaskIntoConstraints="NO" id="c">
          <rect key="frame" x="20" y="20" width="100" height="26"/>
      </customView>
      """,
    constraints: """
      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a1"/>
      <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a2"/>
      <constraint firstItem="a" firstAttribute="width" constant="100" id="a3"/>
      <constraint firstItem="a" firstAttribute="height" constant="50" id="a4"/>
      <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" constant="20" id="c2"/>
      <constraint firstItem="c" firstAttribute="width" constant="100" id="c3"/>
      <constraint firstItem="c" firstAttribute="height" constant="26" id="c4"/>
      """)

  static func compile() throws(ScenarioError) -> CompiledScenario {
    try CompiledScenario.compile(
      SourceFile(name: "t.animsim", text: #"load "window.xib""#),
      documentReader: { _ in .success(Array(document.utf8)) })
  }

  /// The script sees a at y = 20 and c at 270 − 20 − 26 = 224: top-down, once.
  @Test func loadedAppKitSceneIsTopDown() throws {
    let scenario = try Self.compile()
    #expect(scenario.outputViews.map(\.name) == ["root", "customView_a", "customView_c"])
    let sink = RecordingSink()
    _ = try ScenarioRunner(scenario).run(into: sink)
    let frame = try #require(sink.frames.first)
    #expect(frame.frames[1] == Rect(x: 20, y: 20, width: 100, height: 50))
    #expect(frame.frames[2] == Rect(x: 20, y: 224, width: 100, height: 26))
    #expect(frame.windowFrames[2] == Rect(x: 20, y: 224, width: 100, height: 26))
  }

  /// The ASCII drawing puts a (legend 1) above c (legend 2), as on screen: at scale 1 (8
  /// points a column, 16 a row) a's top edge is row 20 / 16 = 1 and c's is 224 / 16 = 14.
  @Test func asciiDrawingIsTheRightWayUp() throws {
    let scenario = try Self.compile()
    let memory = MemoryByteSink()
    let ascii = ASCIIFrameSink(output: ByteBuffer(sink: memory), scale: .fixed(1))
    _ = try ScenarioRunner(scenario).run(into: ascii)
    let rows = memory.text.split(separator: "\n", omittingEmptySubsequences: false)
    let top = try #require(rows.firstIndex { $0.contains("+1-") })
    let bottom = try #require(rows.firstIndex { $0.contains("+2-") })
    // Row 0 of the drawing is the line after the "frame 0" header.
    #expect(top - 1 == 1 && bottom - 1 == 14)
  }

  /// The SVG sheet and the HTML page draw a above c, as on screen.
  ///
  /// SVG's y grows downward, as the script's does: a's rectangle starts higher on the
  /// sheet than c's. The HTML page embeds the same top-down
  /// frames (root 0,0,480,270; a 20,20,100,50; c 20,224,100,26), which its canvas draws
  /// with y growing downward.
  @Test func svgAndHTMLAreTheRightWayUp() throws {
    let scenario = try Self.compile()
    let svgMemory = MemoryByteSink()
    _ = try ScenarioRunner(scenario).run(
      into: SVGSheetSink(output: ByteBuffer(sink: svgMemory), title: "t"))
    func top(_ name: String) throws -> Double {
      let line = try #require(
        svgMemory.text.split(separator: "\n").first { $0.contains("<title>\(name) ") })
      let attribute = try #require(line.range(of: " y=\""))
      let rest = line[attribute.upperBound...]
      return try #require(Double(rest.prefix { $0 != "\"" }))
    }
    #expect(try top("customView_a") < top("customView_c"))
    let htmlMemory = MemoryByteSink()
    _ = try ScenarioRunner(scenario).run(
      into: HTMLFrameSink(output: ByteBuffer(sink: htmlMemory), title: "t"))
    #expect(htmlMemory.text.contains("[0,0,480,270,20,20,100,50,20,224,100,26"))
  }
}
