import Diagnostics
import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// AppKit controls (issue 19 item 3): cells are read, not views; alignment insets, fixed
/// baselines and intrinsic sizes follow `AppKitControlMetrics`.
@Suite struct AppKitControlTests {
  /// The frame (top-down) of the view with IB id `id`.
  func frame(_ layout: IBSceneLayout, _ id: String) throws -> Rect {
    try #require(layout.recordIndex[id].map { layout.records[$0].view.frame })
  }

  /// Every oracle view of `layout` matches its saved frame.
  func allMatch(_ layout: IBSceneLayout) -> Bool {
    var conformance = IBConformance()
    conformance.add(layout)
    return conformance.oracle > 0 && conformance.matched == conformance.oracle
  }

  @Test func cellsAreReadNotViews() throws {
    let text = IBTestSupport.appKitView(
      subviews: """
        <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="18" y="234" width="54" height="17"/>
            <textFieldCell key="cell" controlSize="large" lineBreakMode="clipping" title="Name:" id="lc">
                <font key="font" metaFont="system" size="14"/>
                <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell>
        </textField>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="18" y="200" width="100" height="18"/>
            <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="bc">
                <font key="font" metaFont="smallSystem"/>
            </buttonCell>
        </button>
        <progressIndicator maxValue="100" controlSize="small" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="p">
            <rect key="frame" x="20" y="20" width="16" height="16"/>
        </progressIndicator>
        <box boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="20" y="100" width="200" height="5"/>
        </box>
        """,
      constraints: "")
    let document = try IBTestSupport.read(text, file: "test.xib")
    #expect(document.warnings.isEmpty)
    let root = document.scenes[0].root
    #expect(root.subviews.map(\.id) == ["l", "b", "p", "s"])
    // The text field's cell is no subview (it used to be read as a frameless one).
    #expect(root.subviews.allSatisfy { $0.subviews.isEmpty })
    let label = root.subviews[0]
    #expect(label.appKit.cell?.element == .textFieldCell)
    #expect(label.appKit.cell?.controlSize == "large" && label.appKit.cell?.hasFrame == false)
    #expect(label.fontSize == 14 && label.text == "Name:")
    let button = root.subviews[1]
    #expect(
      button.appKit.cell?.type == "check" && button.appKit.cell?.bezelStyle == "regularSquare")
    // `smallSystem` without a size: 11 pt (NSFont.smallSystemFontSize).
    #expect(button.fontSize == 11)
    #expect(root.subviews[2].appKit.style == "spinning")
    #expect(root.subviews[2].appKit.effectiveControlSize == "small")
    #expect(root.subviews[3].appKit.boxType == "separator")
  }

  /// A label's frame reaches 2 past its text on each side.
  ///
  /// Label l pinned 20 from the leading edge and top of a 480 × 270 view, saved 54 × 16:
  /// its alignment rectangle is 50 wide at x = 20, its frame at 20 − 2 = 18 (AppKit y =
  /// 270 − 20 − 16 = 234). Box v 8 after its text: 20 + 50 + 8 = 78, not 18 + 54 + 8 = 80.
  @Test func labelInsets() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="l">
              <rect key="frame" x="18" y="234" width="54" height="16"/>
              <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="lc">
                  <font key="font" metaFont="system"/>
              </textFieldCell>
          </textField>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
              <rect key="frame" x="78" y="234" width="30" height="16"/>
          </customView>
          """,
        constraints: """
          <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="8" id="c3"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="l" secondAttribute="top" id="c4"/>
          <constraint firstItem="v" firstAttribute="width" constant="30" id="c5"/>
          <constraint firstItem="v" firstAttribute="height" constant="16" id="c6"/>
          """))
    #expect(try frame(layout, "l") == Rect(x: 18, y: 20, width: 54, height: 16))
    #expect(try frame(layout, "v") == Rect(x: 78, y: 20, width: 30, height: 16))
    #expect(allMatch(layout))
  }

  /// A regular push button's 32-high frame around a 20-high rectangle (insets 5, 7, 7, 7).
  ///
  /// Pinned 20 from the leading edge and top: frame x = 20 − 7 = 13, y = 20 − 5 = 15,
  /// saved 100 × 32 (AppKit y = 270 − 15 − 32 = 223); box v 8 below its rectangle's bottom,
  /// 20 + 20 + 8 = 48 (the frame's bottom is 47: 48 − 8 + 7).
  @Test func pushButtonInsets() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
              <rect key="frame" x="13" y="223" width="100" height="32"/>
              <buttonCell key="cell" type="push" title="Continue" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bc">
                  <font key="font" metaFont="system"/>
              </buttonCell>
          </button>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="v">
              <rect key="frame" x="20" y="212" width="30" height="10"/>
          </customView>
          """,
        constraints: """
          <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="c3"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="b" secondAttribute="leading" id="c4"/>
          <constraint firstItem="v" firstAttribute="width" constant="30" id="c5"/>
          <constraint firstItem="v" firstAttribute="height" constant="10" id="c6"/>
          """))
    // The intrinsic size is the saved frame less the insets: 86 × 20.
    #expect(try frame(layout, "b") == Rect(x: 13, y: 15, width: 100, height: 32))
    #expect(try frame(layout, "v") == Rect(x: 20, y: 48, width: 30, height: 10))
    #expect(allMatch(layout))
  }

  /// A large pop-up's baseline is 4 below its rectangle's top plus the SF ascender.
  ///
  /// Pop-up p (large, 14 pt) pinned 20 from the top: its frame starts at 20 − 6 = 14, its
  /// baseline at 20 + 14 × 1950/2048 + 4 = 37.330…; label l (14 pt) on the same baseline
  /// has its top 13.330… above it, at 24: the frame tops are 10 apart, as C:105 saves them.
  /// NSSwitch w (regular, 42 × 25 around 38 × 22) on l's baseline too: its rectangle's top
  /// at 37.330… − 13 × 1950/2048 = 24.953…, its frame 1 higher.
  @Test func baselinesOfPopUpLabelAndSwitch() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="p">
              <rect key="frame" x="15" y="216" width="120" height="40"/>
              <popUpButtonCell key="cell" type="push" title="1 second" bezelStyle="rounded" alignment="left" controlSize="large" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="x" id="pc">
                  <font key="font" metaFont="system" size="14"/>
              </popUpButtonCell>
          </popUpButton>
          <textField focusRingType="none" translatesAutoresizingMaskIntoConstraints="NO" id="l">
              <rect key="frame" x="148" y="229" width="80" height="17"/>
              <textFieldCell key="cell" controlSize="large" lineBreakMode="clipping" title="Fade in/out:" id="lc">
                  <font key="font" metaFont="system" size="14"/>
              </textFieldCell>
          </textField>
          <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" translatesAutoresizingMaskIntoConstraints="NO" id="w">
              <rect key="frame" x="248" y="221" width="42" height="25"/>
          </switch>
          """,
        constraints: """
          <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="l" firstAttribute="leading" secondItem="p" secondAttribute="trailing" constant="20" id="c3"/>
          <constraint firstItem="l" firstAttribute="firstBaseline" secondItem="p" secondAttribute="firstBaseline" id="c4"/>
          <constraint firstItem="w" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="24" id="c5"/>
          <constraint firstItem="w" firstAttribute="firstBaseline" secondItem="l" secondAttribute="firstBaseline" id="c6"/>
          """))
    let baseline = 20 + 14.0 * 1950 / 2048 + 4
    #expect(try frame(layout, "p") == Rect(x: 15, y: 14, width: 120, height: 40))
    let label = try frame(layout, "l")
    // p's rectangle ends at 20 + 110 = 130; l's starts 20 later, its frame 2 before.
    #expect(label.x == 148 && label.size == Size(width: 80, height: 17))
    #expect(abs(label.y - 24) < 1e-9)
    let switchFrame = try frame(layout, "w")
    // l's rectangle ends at 150 + 76 = 226; w's starts 24 later, its frame 2 before.
    #expect(switchFrame.x == 248 && switchFrame.size == Size(width: 42, height: 25))
    #expect(abs(switchFrame.y - (baseline - 13.0 * 1950 / 2048 - 1)) < 1e-9)
  }

  /// A separator is a 1 pt line in a 5 pt frame.
  ///
  /// Box s 10 below view a (ending at 40) and view c 10 below s: s's line is at 50, its
  /// frame at 48, 5 high; c at 50 + 1 + 10 = 61.
  @Test func separatorIsAOnePointLine() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
              <rect key="frame" x="20" y="230" width="200" height="20"/>
          </customView>
          <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="s">
              <rect key="frame" x="20" y="217" width="200" height="5"/>
          </box>
          <customView translatesAutoresizingMaskIntoConstraints="NO" id="c">
              <rect key="frame" x="20" y="189" width="200" height="20"/>
          </customView>
          """,
        constraints: """
          <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a1"/>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a2"/>
          <constraint firstItem="a" firstAttribute="width" constant="200" id="a3"/>
          <constraint firstItem="a" firstAttribute="height" constant="20" id="a4"/>
          <constraint firstItem="s" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="s1"/>
          <constraint firstItem="s" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="s2"/>
          <constraint firstItem="s" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="s3"/>
          <constraint firstItem="c" firstAttribute="top" secondItem="s" secondAttribute="bottom" constant="10" id="c1"/>
          <constraint firstItem="c" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c2"/>
          <constraint firstItem="c" firstAttribute="width" constant="200" id="c3"/>
          <constraint firstItem="c" firstAttribute="height" constant="20" id="c4"/>
          """))
    #expect(try frame(layout, "s") == Rect(x: 20, y: 48, width: 200, height: 5))
    #expect(try frame(layout, "c") == Rect(x: 20, y: 61, width: 200, height: 20))
    #expect(allMatch(layout))
  }

  /// Baselines of a two-line 13 pt label: the first at the ascender, 13 × 1950/2048 =
  /// 12.377…, the last one line (ceil(13 × 2444/2048) = 16) lower; a bezeled field's 3
  /// lower than a label's; a bar progress indicator stretches (no intrinsic width).
  @Test func metricsTable() throws {
    func view(_ element: IBElement, cell: IBCell? = nil, frame: Rect) -> IBView {
      let view = IBView(element: element, id: "v", location: TextLocation(line: 1, column: 1))
      view.appKit.cell = cell
      view.frame = frame
      return view
    }
    let label = view(
      .textField, cell: IBCell(element: .textFieldCell),
      frame: Rect(x: 0, y: 0, width: 104, height: 32))
    let metrics = AppKitControlMetrics(label)
    #expect(metrics.alignmentInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    let ascender = 13.0 * 1950 / 2048
    #expect(
      metrics.baselines(of: label, fontSize: 13, alignmentHeight: 32)
        == FixedBaselines(first: ascender, last: ascender + 16))
    var bezel = IBCell(element: .textFieldCell)
    bezel.borderStyle = "bezel"
    let field = view(.textField, cell: bezel, frame: Rect(x: 0, y: 0, width: 100, height: 22))
    #expect(AppKitControlMetrics(field).alignmentInsets == .zero)
    #expect(
      AppKitControlMetrics(field).baselines(of: field, fontSize: 13, alignmentHeight: 22)
        == FixedBaselines(single: ascender + 3))
    #expect(AppKitControlMetrics.labelLineHeight(pointSize: 11) == 14)
    #expect(AppKitControlMetrics.labelLineHeight(pointSize: 14) == 17)
    #expect(
      AppKitControlMetrics(view(.customView, frame: .zero))
        == AppKitControlMetrics(view(.view, frame: .zero)))
  }
}
