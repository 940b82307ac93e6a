import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Whether IB's saved frames satisfy the document's own required constraints: when they do
/// not, the document was left in conflict or not laid out again after a resize, and its
/// saved frames cannot all be matched by any engine.
@Suite struct IBSavedConsistencyTests {
  /// A xib: a top-level view `height` high holding `box` (saved `boxHeight` high at y 10),
  /// pinned 10 from the top and 10 from the bottom.
  static func xib(height: String, boxHeight: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="10" width="320" height="\(boxHeight)"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="topC"/>
                    <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="bottomC"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="leadC"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="trailC"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
  }

  /// A box laid out for an older container height misses a constraint.
  ///
  /// Saved 81.5 high with a box laid out for 80 (10 + 60 + 10): `bottomC` says
  /// 81.5 = 70 + 10, missed by 1.5 pt, more than the check's 1 pt. Laid out for 81.5 (box
  /// 61.5 high) nothing is missed; a box 60.6 high in an 81-high view misses by 0.4 pt, and
  /// one 60 high by 1 pt: neither is more than 1 pt (a re-save residual).
  @Test func savedFramesThatMissARequiredConstraintAreReported() throws {
    let stale = try IBTestSupport.layout(Self.xib(height: "81.5", boxHeight: "60"))
    let violations = stale.savedFrameViolations()
    #expect(violations.map(\.constraint) == ["bottomC"])
    #expect(abs(try #require(violations.first).amount - 1.5) < 1e-9)
    for (height, box) in [("81.5", "61.5"), ("81", "60.6"), ("81", "60")] {
      #expect(
        try IBTestSupport.layout(Self.xib(height: height, boxHeight: box)).savedFrameViolations()
          .isEmpty, "\(height) \(box)")
    }
  }

  /// The conformance tally keeps stale scenes apart: the stale scene's box is an oracle
  /// view that does not match (solved 61.5 high, saved 60), counted in the overall figure but
  /// not in the consistent one, overall and per feature.
  @Test func conformanceSeparatesStaleScenes() throws {
    var tally = IBConformance()
    tally.add(try IBTestSupport.layout(Self.xib(height: "81.5", boxHeight: "60")))
    tally.add(try IBTestSupport.layout(Self.xib(height: "81.5", boxHeight: "61.5")))
    #expect(tally.oracle == 2 && tally.matched == 1)
    #expect(tally.consistent.oracle == 1 && tally.consistent.matched == 1)
    #expect(tally.staleScenes.count == 1)
    #expect(tally.mismatches.count == 1 && tally.mismatches.first?.inStaleScene == true)
    let iOS = try #require(tally.byFeature["platform:iOS"])
    #expect(iOS.oracle == 2 && iOS.matched == 1)
    #expect(iOS.consistentOracle == 1 && iOS.consistentMatched == 1)
    // A device-less document saved by toolsVersion 21701.
    #expect(tally.byFeature["family:none"]?.oracle == 2)
    #expect(tally.byFeature["era:iOS tv21000-23726"]?.oracle == 2)
  }

  /// Edges between a scroll view and a view inside it relate to the scroll view's content,
  /// not its frame: a 300-high document view pinned to all four edges of a 100-high scroll
  /// view is consistent.
  @Test func scrollViewContentEdgesAreNotFrameEdges() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="doc">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="300" id="docH"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="doc" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                <constraint firstAttribute="bottom" secondItem="doc" secondAttribute="bottom" id="s2"/>
                <constraint firstItem="doc" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s3"/>
                <constraint firstAttribute="trailing" secondItem="doc" secondAttribute="trailing" id="s4"/>
                <constraint firstItem="doc" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
        <constraint firstItem="scroll" firstAttribute="height" constant="100" id="r4"/>
        """)
    let layout = try IBTestSupport.layout(text)
    #expect(layout.savedFrameViolations().isEmpty)
  }

  /// Constraints see alignment rectangles: a slider (insets top 0, left 2, bottom 1, right 2)
  /// pinned to both edges of a 375-point root is saved at x −2, 379 wide; its alignment
  /// rectangle (x −2 + 2 = 0, width 379 − 4 = 375) meets both pins, where the frame would
  /// miss each by 2.
  @Test func savedFramesAreCheckedOnAlignmentRectangles() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="-2" y="100" width="379" height="31"/>
        </slider>
        """,
      constraints: """
        <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
        <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" id="p2"/>
        <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p3"/>
        """)
    let layout = try IBTestSupport.layout(text)
    #expect(layout.savedFrameViolations().isEmpty)
    let index = try #require(layout.recordIndex["s"])
    #expect(layout.records[index].view.frame == Rect(x: -2, y: 100, width: 379, height: 31))
  }

  /// Development corpus documents whose saved frames miss a constraint, or nearly.
  ///
  /// 028.xib was left in conflict: the image view's height ≥ 250
  /// (`15W-AW-e6I`) against a 123-high stack (145-high cell − 11 − 11 margins): saved 123,
  /// missed by 250 − 123 = 127. 187.xib's container `Y04-Q8-lhb` was narrowed to 66.5
  /// without its switches being laid out again: `JEb-Qt-5M7` (switch.centerX =
  /// container.centerX) misses by (9 + 51 / 2) − 66.5 / 2 = 1.25. 010.xib's cell content
  /// view is 80.667 high (81 − 1/3 pt separator at @3x) but its subviews were laid out for
  /// 80: `7rL-k3-Njc` misses by 0.667, a re-save residual within 1 pt: not stale.
  @Test func corpusStaleDocuments() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED corpusStaleDocuments: ../shared/ib-corpus is missing")
      return
    }
    for (file, constraint, amount) in [
      ("028.xib", "15W-AW-e6I", 127.0), ("187.xib", "JEb-Qt-5M7", 1.25),
      ("010.xib", nil, nil),
    ] {
      let data = try Data(contentsOf: files.appendingPathComponent(file))
      let document = try IBReader.read(data, file: file)
      let layout = IBSceneLayout(document: document, scene: document.scenes[0])
      let violations = layout.savedFrameViolations()
      #expect(violations.first?.constraint == constraint, "\(file)")
      if let amount {
        #expect(abs((violations.first?.amount ?? 0) - amount) < 0.01, "\(file)")
      }
    }
  }
}
