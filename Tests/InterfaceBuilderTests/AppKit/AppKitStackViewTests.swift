import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// NSStackView in macOS documents (issue 19 item 3): `orientation`, AppKit's defaults
/// (spacing 8, centred), its alignment names, custom spacing, detached hidden views, edge
/// insets, and baselines taken from its arranged views.
@Suite struct AppKitStackViewTests {
  /// The frame (top-down) of the view with IB id `id`.
  func frame(_ layout: IBSceneLayout, _ id: String) throws -> Rect {
    try #require(layout.recordIndex[id].map { layout.records[$0].view.frame })
  }

  /// A plain 30-wide custom view of `height`, saved at AppKit (`x`, `y`).
  func box(_ id: String, x: Double, y: Double, height: Double) -> String {
    """
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="30" height="\(height)"/>
        <constraints>
            <constraint firstAttribute="width" constant="30" id="\(id)w"/>
            <constraint firstAttribute="height" constant="\(height)" id="\(id)h"/>
        </constraints>
    </customView>
    """
  }

  @Test func attributesAndDefaults() throws {
    let text = IBTestSupport.appKitView(
      subviews: """
        <stackView orientation="vertical" alignment="leading" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="20" y="20" width="30" height="60"/>
            <subviews/>
            <edgeInsets key="edgeInsets" left="4" right="4" top="2" bottom="2"/>
            <customSpacing>
                <real value="3.4028234663852886e+38"/>
                <real value="12"/>
            </customSpacing>
        </stackView>
        <stackView alignment="baseline" translatesAutoresizingMaskIntoConstraints="NO" id="t">
            <rect key="frame" x="20" y="100" width="30" height="60"/>
            <subviews/>
        </stackView>
        <stackView distribution="fillEqually" alignment="centerX" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="u">
            <rect key="frame" x="20" y="180" width="30" height="60"/>
            <subviews/>
        </stackView>
        """,
      constraints: "")
    let document = try IBTestSupport.read(text, file: "test.xib")
    #expect(document.warnings.isEmpty)
    let stacks = document.scenes[0].root.subviews.map { $0.stack ?? IBStackAttributes() }
    // `orientation`, not `axis`; the spacing 8 unless written; alignments by attribute name.
    #expect(stacks[0].axis == .vertical && stacks[0].spacing == 8 && stacks[0].isAppKit)
    #expect(stacks[0].alignment == .leading && stacks[0].detachesHiddenViews)
    #expect(stacks[0].customSpacings == [nil, 12])
    #expect(stacks[0].marginsRelative)
    #expect(
      document.scenes[0].root.subviews[0].layoutMargins
        == EdgeInsets(top: 2, left: 4, bottom: 2, right: 4))
    // `baseline` is NSLayoutAttributeBaseline, the last baseline; no distribution is
    // AppKit's gravity areas, laid out as fill.
    #expect(stacks[1].axis == .horizontal && stacks[1].alignment == .lastBaseline)
    #expect(stacks[1].gravityAreas && stacks[1].distribution == .fill)
    #expect(stacks[2].alignment == .center && stacks[2].spacing == 4)
    #expect(stacks[2].distribution == .fillEqually && !stacks[2].gravityAreas)
  }

  @Test func unknownAlignmentIsAWarningAndCentres() throws {
    let text = IBTestSupport.appKitView(
      subviews: """
        <stackView alignment="fill" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="20" y="20" width="30" height="60"/>
            <subviews/>
        </stackView>
        """,
      constraints: "")
    let document = try IBTestSupport.read(text, file: "test.xib")
    #expect(document.warnings.map(\.message) == [.unknownAppKitStackAlignment("fill")])
    #expect(document.scenes[0].root.subviews[0].stack?.alignment == .center)
  }

  /// A vertical, leading-aligned stack with no spacing written spaces its views 8 apart,
  /// with a custom 20 after the second; the hidden third view is detached.
  ///
  /// Stack s at the top-left (20, 20) of a 200 × 200 view holds a (h 10), b (h 14), c
  /// (hidden, h 50) and d (h 6): a at 0, b at 10 + 8 = 18, d at 18 + 14 + 20 = 52, the stack
  /// 52 + 6 = 58 high. Were c collapsed in place (UIKit), d would follow it: 18 + 14 + 20 +
  /// 8 = 60. AppKit y: a 58 − 10 = 48, b 58 − 32 = 26, d 0; the stack 200 − 20 − 58 = 122.
  @Test func spacingCustomSpacingAndDetachedViews() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        size: "200x200",
        subviews: """
          <stackView distribution="fill" orientation="vertical" alignment="leading" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
              <rect key="frame" x="20" y="122" width="30" height="58"/>
              <subviews>
          \(box("a", x: 0, y: 48, height: 10))
          \(box("b", x: 0, y: 26, height: 14))
          \(box("c", x: 0, y: 8, height: 50).replacingOccurrences(of: "<customView ", with: "<customView hidden=\"YES\" "))
          \(box("d", x: 0, y: 0, height: 6))
              </subviews>
              <customSpacing>
                  <real value="3.4028234663852886e+38"/>
                  <real value="20"/>
                  <real value="3.4028234663852886e+38"/>
                  <real value="3.4028234663852886e+38"/>
              </customSpacing>
          </stackView>
          """,
        constraints: """
          <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          """))
    #expect(try frame(layout, "a") == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(try frame(layout, "b") == Rect(x: 0, y: 18, width: 30, height: 14))
    #expect(try frame(layout, "d") == Rect(x: 0, y: 52, width: 30, height: 6))
    #expect(try frame(layout, "s") == Rect(x: 20, y: 20, width: 30, height: 58))
    let index = try #require(layout.recordIndex["s"])
    let stack = try #require(layout.records[index].view as? StackView)
    #expect(stack.arrangedSubviews.map(\.name) == ["customView_a", "customView_b", "customView_d"])
  }

  /// A baseline-aligned row takes its nested row's baseline from the nested row's views.
  ///
  /// Row r (`firstBaseline`) holds label l1 (13 pt, 16 high: baseline 13 × 1950/2048 =
  /// 12.377… below its top) and row n (`firstBaseline`) holding label l2 (13 pt) and the
  /// two-line label l3 (32 high). n's first baseline is l2's, 12.377… below n's top, so l1,
  /// l2 and l3 share their tops and n and r are 32 high. Were n's baseline its bottom edge,
  /// n would start 32 − 12.377… = 19.6 above l1's top.
  @Test func nestedStackBaselinesAreItsViews() throws {
    let label = { (id: String, x: Double, y: Double, height: Double) in
      """
      <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="\(x)" y="\(y)" width="44" height="\(height)"/>
          <textFieldCell key="cell" title="Label" id="\(id)c">
              <font key="font" metaFont="system"/>
          </textFieldCell>
      </textField>
      """
    }
    // Alignment rectangles: l1 0 to 40; n at 40 + 8 = 48, with l2 at 0 to 40 and l3 at 48
    // to 88 inside it: n 88 wide, r 48 + 88 = 136. AppKit y: r at 200 − 20 − 32 = 148, l1
    // at 32 − 16 = 16 in r, n at 0; l2 at 16 in n, l3 at 0.
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        size: "200x200",
        subviews: """
          <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="r">
              <rect key="frame" x="20" y="148" width="136" height="32"/>
              <subviews>
          \(label("l1", -2, 16, 16))
                  <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="n">
                      <rect key="frame" x="48" y="0.0" width="88" height="32"/>
                      <subviews>
          \(label("l2", -2, 16, 16))
          \(label("l3", 46, 0, 32))
                      </subviews>
                  </stackView>
              </subviews>
          </stackView>
          """,
        constraints: """
          <constraint firstItem="r" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="r" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          """))
    #expect(try frame(layout, "l1") == Rect(x: -2, y: 0, width: 44, height: 16))
    #expect(try frame(layout, "n") == Rect(x: 48, y: 0, width: 88, height: 32))
    #expect(try frame(layout, "l2") == Rect(x: -2, y: 0, width: 44, height: 16))
    #expect(try frame(layout, "l3") == Rect(x: 46, y: 0, width: 44, height: 32))
    #expect(try frame(layout, "r") == Rect(x: 20, y: 20, width: 136, height: 32))
  }
}
