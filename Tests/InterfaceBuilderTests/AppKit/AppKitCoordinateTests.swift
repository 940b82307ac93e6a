import Diagnostics
import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// AppKit coordinates (issue 19 item 3): saved frames are y-up in unflipped superviews and
/// top-down in flipped ones; the CSV reports AppKit's frames and window origins.
@Suite struct AppKitCoordinateTests {
  /// A 480 × 270 custom view (unflipped) holding box `a` (pinned 20, 20; 100 × 50) with `b`
  /// inside it (5 from a's leading and bottom; 20 × 10), and a split view `s` (flipped;
  /// pinned 240, 20; 200 × 200) with `p` inside it (10, 30 from its top-left; 50 × 40).
  ///
  /// Saved frames as AppKit writes them: a at y = 270 − 20 − 50 = 200; b at y = 5 (its
  /// bottom is 5 above a's); s at y = 270 − 20 − 200 = 50; p at y = 30, measured down from
  /// s's top because s is flipped.
  static let document = IBTestSupport.appKitView(
    subviews: """
      <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
          <rect key="frame" x="20" y="200" width="100" height="50"/>
          <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                  <rect key="frame" x="5" y="5" width="20" height="10"/>
              </customView>
          </subviews>
          <constraints>
              <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" constant="5" id="b1"/>
              <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="5" id="b2"/>
              <constraint firstItem="b" firstAttribute="width" constant="20" id="b3"/>
              <constraint firstItem="b" firstAttribute="height" constant="10" id="b4"/>
          </constraints>
      </customView>
      <splitView dividerStyle="thin" translatesAutoresizingMaskIntoConstraints="NO" id="s">
          <rect key="frame" x="240" y="50" width="200" height="200"/>
          <subviews>
              <customView translatesAutoresizingMaskIntoConstraints="NO" id="p">
                  <rect key="frame" x="10" y="30" width="50" height="40"/>
              </customView>
          </subviews>
          <constraints>
              <constraint firstItem="p" firstAttribute="leading" secondItem="s" secondAttribute="leading" constant="10" id="p1"/>
              <constraint firstItem="p" firstAttribute="top" secondItem="s" secondAttribute="top" constant="30" id="p2"/>
              <constraint firstItem="p" firstAttribute="width" constant="50" id="p3"/>
              <constraint firstItem="p" firstAttribute="height" constant="40" id="p4"/>
          </constraints>
      </splitView>
      """,
    constraints: """
      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a1"/>
      <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a2"/>
      <constraint firstItem="a" firstAttribute="width" constant="100" id="a3"/>
      <constraint firstItem="a" firstAttribute="height" constant="50" id="a4"/>
      <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="240" id="s1"/>
      <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s2"/>
      <constraint firstItem="s" firstAttribute="width" constant="200" id="s3"/>
      <constraint firstItem="s" firstAttribute="height" constant="200" id="s4"/>
      """)

  /// Saved frames become top-down, flipped only in unflipped superviews.
  ///
  /// a at 270 − 200 − 50 = 20; b at 50 − 5 − 10 = 35 inside
  /// a; s at 270 − 50 − 200 = 20; p stays at 30 in the flipped split view (flipping it too,
  /// as every AppKit frame was before, put it at 200 − 30 − 40 = 130). The engine solves the
  /// same frames, so all four oracle views match.
  @Test func savedFramesAreYUpOnlyInUnflippedSuperviews() throws {
    let layout = try IBTestSupport.appKitLayout(Self.document)
    func frame(_ id: String) throws -> Rect {
      try #require(layout.recordIndex[id].map { layout.records[$0].view.frame })
    }
    #expect(try frame("a") == Rect(x: 20, y: 20, width: 100, height: 50))
    #expect(try frame("b") == Rect(x: 5, y: 35, width: 20, height: 10))
    #expect(try frame("s") == Rect(x: 240, y: 20, width: 200, height: 200))
    #expect(try frame("p") == Rect(x: 10, y: 30, width: 50, height: 40))
    let p = try #require(layout.recordIndex["p"])
    #expect(layout.flippedSaved(p) == Rect(x: 10, y: 30, width: 50, height: 40))
    var conformance = IBConformance()
    conformance.add(layout)
    #expect(conformance.oracle == 4 && conformance.matched == 4)
    #expect(layout.documentIssues().isEmpty)
  }

  /// The CSV reports AppKit's frames (as saved: a 20,200; b 5,5; s 240,50; p 10,30) and the
  /// lower-left corner in window coordinates (y up from the root's bottom): a 270 − 20 − 50
  /// = 200; b at top-down window y 20 + 35 = 55, so 270 − 55 − 10 = 205 (= 200 + 5); s 50;
  /// p at top-down 20 + 30 = 50, so 270 − 50 − 40 = 180, and x 240 + 10 = 250.
  @Test func csvReportsAppKitFramesAndWindowOrigins() throws {
    let layout = try IBTestSupport.appKitLayout(Self.document)
    let rows = layout.csvRows().split(separator: "\n").map { $0.split(separator: ",") }
    let byID = Dictionary(
      uniqueKeysWithValues: rows.map { (String($0[1]), $0[3...].joined(separator: ",")) })
    #expect(byID["root"] == "0,0,480,270,0,0")
    #expect(byID["a"] == "20,200,100,50,20,200")
    #expect(byID["b"] == "5,5,20,10,25,205")
    #expect(byID["s"] == "240,50,200,200,240,50")
    #expect(byID["p"] == "10,30,50,40,250,180")
  }

  /// The table shows AppKit frames too, and a misplaced view's saved frame as written.
  ///
  /// b saved at y = 8 (its bottom 8 above a's, not 5): top-down 50 − 8 − 10 = 32 against
  /// the solved 35, so it is misplaced; the table and `check-ib` show `5,8` saved and `5,5`
  /// solved.
  @Test func tableAndIssuesShowAppKitFrames() throws {
    let text = Self.document.replacingOccurrences(
      of: #"<rect key="frame" x="5" y="5" width="20" height="10"/>"#,
      with: #"<rect key="frame" x="5" y="8" width="20" height="10"/>"#)
    let layout = try IBTestSupport.appKitLayout(text)
    let table = layout.table()
    #expect(table.contains("[customView b]  5,5 20x10  (saved 5,8 20x10)"))
    #expect(table.contains("[customView a]  20,200 100x50\n"))
    // The misplaced view, and the constraint its saved frame misses by 8 − 5 = 3 pt.
    let issues = layout.documentIssues().map(\.description)
    #expect(issues.count == 2)
    let misplaced = try #require(issues.first { $0.contains("(b)") })
    #expect(misplaced.contains("5,8 20x10") && misplaced.contains("5,5 20x10"))
    #expect(issues.contains { $0.contains("'b2'") && $0.contains(" 3 pt") })
  }

  /// Flipped by class: scroll, table, outline, text, collection, matrix, split and tab views;
  /// a clip view as its document view; custom views, boxes, stack, grid and table cell views
  /// not.
  @Test func flippedClasses() {
    func view(_ element: IBElement, _ subviews: [IBView] = []) -> IBView {
      let view = IBView(
        element: element, id: element.rawValue, location: TextLocation(line: 1, column: 1))
      view.subviews = subviews
      return view
    }
    for element in [
      IBElement.scrollView, .tableView, .outlineView, .textView, .collectionView, .matrix,
      .splitView, .tabView,
    ] {
      #expect(AppKitCoordinates.isFlipped(view(element)), "\(element)")
    }
    for element in [
      IBElement.view, .customView, .box, .stackView, .gridView, .tableCellView, .button, .textField,
    ] {
      #expect(!AppKitCoordinates.isFlipped(view(element)), "\(element)")
    }
    #expect(AppKitCoordinates.isFlipped(view(.clipView, [view(.tableView)])))
    #expect(!AppKitCoordinates.isFlipped(view(.clipView, [view(.customView)])))
    #expect(!AppKitCoordinates.isFlipped(view(.clipView)))
    #expect(AppKitCoordinates.mayBeFlipped(view(.clipView, [view(.customView)])))
  }
}
