import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// The AppKit controls measured after the first table (`AppKitControlMetrics`): bezeled
/// date pickers, sliders with tick marks, titleless check boxes and radio buttons, and help
/// buttons; every frame is top-down in a 480 × 270 view, AppKit y = 270 − y − height.
@Suite struct AppKitControlInsetTests {
  /// The frame (top-down) of the view with IB id `id`.
  func frame(_ layout: IBSceneLayout, _ id: String) throws -> Rect {
    try #require(layout.recordIndex[id].map { layout.records[$0].view.frame })
  }

  /// Whether `a` and `b` are equal within 1e-6 on every side.
  func close(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6
      && abs(a.height - b.height) < 1e-6
  }

  /// A 14 pt label (17 high) saved at AppKit (`x`, `y`), `width` wide.
  func label(_ id: String, x: Double, y: Double, width: Double) -> String {
    """
    <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="17"/>
        <textFieldCell key="cell" controlSize="large" lineBreakMode="clipping" title="Label" id="\(id)c">
            <font key="font" metaFont="system" size="14"/>
        </textFieldCell>
    </textField>
    """
  }

  /// A 30 × 10 plain view saved at AppKit (`x`, `y`).
  func box(_ id: String, x: Double, y: Double) -> String {
    """
    <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="\(y)" width="30" height="10"/>
        <constraints>
            <constraint firstAttribute="width" constant="30" id="\(id)w"/>
            <constraint firstAttribute="height" constant="10" id="\(id)h"/>
        </constraints>
    </customView>
    """
  }

  /// A large bezeled date picker: insets (4, 0, 0, 3), its baseline 3 above a 14 pt label's.
  ///
  /// Picker d pinned 20 from the leading edge and top: frame (20, 16), 66 × 22 (AppKit y =
  /// 270 − 16 − 22 = 232); box v 16 after it: 20 + 66 − 3 + 16 = 99. Label l on d's first
  /// baseline, 20 + 14 × 1950/2048 − 3 = 30.330…: its top at 17, 1 below d's frame top (as
  /// C:105 saves them, 7 and 8).
  @Test func largeDatePicker() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <datePicker verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="d">
              <rect key="frame" x="20" y="232" width="66" height="22"/>
              <datePickerCell key="cell" controlSize="large" borderStyle="bezel" alignment="left" id="dc">
                  <font key="font" metaFont="system" size="14"/>
              </datePickerCell>
          </datePicker>
          \(box("v", x: 99, y: 240))
          \(label("l", x: 148, y: 236, width: 60))
          """,
        constraints: """
          <constraint firstItem="d" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="d" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="d" secondAttribute="trailing" constant="16" id="c3"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="d" secondAttribute="top" id="c4"/>
          <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="150" id="c5"/>
          <constraint firstItem="l" firstAttribute="firstBaseline" secondItem="d" secondAttribute="firstBaseline" id="c6"/>
          """))
    #expect(try frame(layout, "d") == Rect(x: 20, y: 16, width: 66, height: 22))
    #expect(try frame(layout, "v") == Rect(x: 99, y: 20, width: 30, height: 10))
    #expect(close(try frame(layout, "l"), Rect(x: 148, y: 17, width: 60, height: 17)))
  }

  /// A large slider with tick marks: insets (2, 2, 6, 2), its baseline a 14 pt label's at
  /// its alignment top.
  ///
  /// Slider s pinned 20 from the leading edge and top, `width = 180`: frame (18, 18),
  /// 184 × 28 (AppKit y = 224); box v 22 below its rectangle, 18 + 28 − 6 + 22 = 62; label
  /// l on s's baseline has its top at s's alignment top, 20.
  @Test func largeSliderWithTickMarks() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="s">
              <rect key="frame" x="18" y="224" width="184" height="28"/>
              <constraints>
                  <constraint firstAttribute="width" constant="180" id="sw"/>
              </constraints>
              <sliderCell key="cell" controlSize="large" state="on" alignment="left" maxValue="100" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="sc"/>
          </slider>
          \(box("v", x: 20, y: 198))
          \(label("l", x: 248, y: 233, width: 60))
          """,
        constraints: """
          <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="s" secondAttribute="bottom" constant="22" id="c3"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
          <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="250" id="c5"/>
          <constraint firstItem="l" firstAttribute="firstBaseline" secondItem="s" secondAttribute="firstBaseline" id="c6"/>
          """))
    #expect(try frame(layout, "s") == Rect(x: 18, y: 18, width: 184, height: 28))
    #expect(try frame(layout, "v") == Rect(x: 20, y: 62, width: 30, height: 10))
    #expect(close(try frame(layout, "l"), Rect(x: 248, y: 20, width: 60, height: 17)))
  }

  /// A titleless large radio button is its 16 × 16 box in a 22 × 22 frame, its baseline
  /// 15.333… below the box's top.
  ///
  /// r pinned 20 from the leading edge and top: frame (17, 17); r2 55 after its box:
  /// 20 + 16 + 55 = 91, frame at 88, on r's baseline (so level with it); the titled 14 pt
  /// radio t on r's baseline, 20 + 46/3 = 35.333…: its box's top at 35.333… − 14 × 1950/2048
  /// = 22.003…, its frame 2.5 higher.
  @Test func titlelessLargeRadioButtons() throws {
    let radio = { (id: String, x: Double, y: Double, width: Double, title: String) in
      """
      <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="22"/>
          <buttonCell key="cell" type="radio" \(title)bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="large" inset="2" id="\(id)c">
              <font key="font" metaFont="system" size="14"/>
          </buttonCell>
      </button>
      """
    }
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          \(radio("r", 17, 231, 22, ""))
          \(radio("r2", 88, 231, 22, ""))
          \(radio("t", 200, 228.5, 129, "title=\"Random corner\" "))
          """,
        constraints: """
          <constraint firstItem="r" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="r" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="r2" firstAttribute="leading" secondItem="r" secondAttribute="trailing" constant="55" id="c3"/>
          <constraint firstItem="r2" firstAttribute="firstBaseline" secondItem="r" secondAttribute="firstBaseline" id="c4"/>
          <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="203" id="c5"/>
          <constraint firstItem="t" firstAttribute="firstBaseline" secondItem="r" secondAttribute="firstBaseline" id="c6"/>
          """))
    #expect(try frame(layout, "r") == Rect(x: 17, y: 17, width: 22, height: 22))
    #expect(close(try frame(layout, "r2"), Rect(x: 88, y: 17, width: 22, height: 22)))
    let top = 20 + 46.0 / 3 - 14.0 * 1950 / 2048 - 2.5
    #expect(close(try frame(layout, "t"), Rect(x: 200, y: top, width: 129, height: 22)))
  }

  /// Help buttons: small 18 × 19 around 16 × 17 with a 13 pt label's baseline; large
  /// 35 × 35 around 26 × 28.
  ///
  /// Small h beside label l in a first-baseline row n pinned at (20, 20): l's text 0 to 40,
  /// h's rectangle 8 later, 48 to 64 (frame 47), level with l (baselines 13 × 1950/2048
  /// below both tops): n is 64 × 17 (AppKit y = 270 − 20 − 17 = 233; l at 1, h at −2).
  /// Large g 16 after a large pop-up p (rectangle 20 to 130, 80 to 108), centred on it: its
  /// rectangle 146 to 172, 80 to 108, its frame at (142, 80); box v 12 after it at 184.
  @Test func helpButtons() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="n">
              <rect key="frame" x="20" y="233" width="64" height="17"/>
              <subviews>
                  <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                      <rect key="frame" x="-2" y="1" width="44" height="16"/>
                      <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="lc">
                          <font key="font" metaFont="system"/>
                      </textFieldCell>
                  </textField>
                  <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                      <rect key="frame" x="47" y="-2" width="18" height="19"/>
                      <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="small" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="hc">
                          <font key="font" metaFont="smallSystem"/>
                      </buttonCell>
                  </button>
              </subviews>
          </stackView>
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="p">
              <rect key="frame" x="15" y="156" width="120" height="40"/>
              <popUpButtonCell key="cell" type="push" title="Use current" bezelStyle="rounded" alignment="left" controlSize="large" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="x" id="pc">
                  <font key="font" metaFont="system" size="14"/>
              </popUpButtonCell>
          </popUpButton>
          <button horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="g">
              <rect key="frame" x="142" y="155" width="35" height="35"/>
              <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" controlSize="large" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="gc">
                  <font key="font" metaFont="system"/>
              </buttonCell>
          </button>
          \(box("v", x: 184, y: 180))
          """,
        constraints: """
          <constraint firstItem="n" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="n" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
          <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c4"/>
          <constraint firstItem="g" firstAttribute="leading" secondItem="p" secondAttribute="trailing" constant="16" id="c5"/>
          <constraint firstItem="g" firstAttribute="centerY" secondItem="p" secondAttribute="centerY" id="c6"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="g" secondAttribute="trailing" constant="12" id="c7"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="p" secondAttribute="top" id="c8"/>
          """))
    #expect(close(try frame(layout, "n"), Rect(x: 20, y: 20, width: 64, height: 17)))
    #expect(close(try frame(layout, "l"), Rect(x: -2, y: 0, width: 44, height: 16)))
    #expect(close(try frame(layout, "h"), Rect(x: 47, y: 0, width: 18, height: 19)))
    // p's rectangle is at 80 (frame 74, AppKit 270 − 74 − 40 = 156); g's at 80 too.
    #expect(try frame(layout, "g") == Rect(x: 142, y: 80, width: 35, height: 35))
    #expect(try frame(layout, "v") == Rect(x: 184, y: 80, width: 30, height: 10))
  }

  /// A regular pop-up button's rectangle is 3 in from its frame's left edge and 4 from its
  /// right (insets 1, 3, 4, 4).
  ///
  /// Pop-up p (39 × 25) pinned 20 from the leading edge and top: frame (17, 19); box v 4
  /// after its rectangle: 17 + 39 − 4 + 4 = 56 (C:104's row of a pop-up, a spinner and a
  /// label, spacing 4, puts the spinner 36 − (−3) = 39 after the pop-up's frame start).
  @Test func regularPopUpButton() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="p">
              <rect key="frame" x="17" y="226" width="39" height="25"/>
              <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                  <font key="font" metaFont="message"/>
              </popUpButtonCell>
          </popUpButton>
          \(box("v", x: 56, y: 240))
          """,
        constraints: """
          <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
          <constraint firstItem="v" firstAttribute="leading" secondItem="p" secondAttribute="trailing" constant="4" id="c3"/>
          <constraint firstItem="v" firstAttribute="top" secondItem="p" secondAttribute="top" id="c4"/>
          """))
    #expect(try frame(layout, "p") == Rect(x: 17, y: 19, width: 39, height: 25))
    #expect(try frame(layout, "v") == Rect(x: 56, y: 20, width: 30, height: 10))
  }
}

/// An NSScrollView tiles its clip view whatever the document's constraints say.
@Suite struct AppKitClipViewTests {
  /// A borderless 300 × 200 scroll view pinned 10 from the top-left holds a clip view that
  /// does not translate its mask and has no constraints: it still fills the scroll view
  /// (0, 0, 300 × 200), as the scroll view's tiling puts it (C:114).
  @Test func scrollViewTilesItsClipView() throws {
    let layout = try IBTestSupport.appKitLayout(
      IBTestSupport.appKitView(
        subviews: """
          <scrollView borderType="none" hasHorizontalScroller="NO" hasVerticalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="s">
              <rect key="frame" x="10" y="60" width="300" height="200"/>
              <clipView key="contentView" drawsBackground="NO" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                  <autoresizingMask key="autoresizingMask"/>
              </clipView>
          </scrollView>
          """,
        constraints: """
          <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
          <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
          <constraint firstItem="s" firstAttribute="width" constant="300" id="c3"/>
          <constraint firstItem="s" firstAttribute="height" constant="200" id="c4"/>
          """))
    let index = try #require(layout.recordIndex["c"])
    #expect(layout.records[index].view.frame == Rect(x: 0, y: 0, width: 300, height: 200))
    #expect(layout.records[index].isOracle)
  }
}
