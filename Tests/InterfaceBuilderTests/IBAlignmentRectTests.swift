import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Cause: constraints place alignment rectangles, and IB saves frames, which controls
/// outset by their `alignmentRectInsets` (sliders; bar-style progress views).
@Suite struct IBAlignmentRectTests {
  /// A slider pinned 16 from both sides of a 375-point view, 100 from the top, with no
  /// height constraint, and a bar-style progress view (`height = 10`) and a default one
  /// (`height = 5`) below it.
  ///
  /// Slider: alignment rect x 16, width 375 − 32 = 343, y 100, height 30 (the saved 31 less
  /// the 1-point bottom inset); frame x 16 − 2 = 14, width 343 + 4 = 347, height 30 + 1 = 31.
  /// Bar: top = slider bottom (alignment: 100 + 30 = 130) + 8 = 138, frame height 10 + 1 = 11.
  /// Default: top = bar bottom (alignment: 138 + 10 = 148) + 8 = 156, height 5.
  @Test func sliderAndProgressFramesAreOutset() throws {
    let layout = try IBTestSupport.layout(
      IBFixtures.sliderAndProgress)
    let slider = try #require(layout.item("sld")?.view)
    let bar = try #require(layout.item("bar")?.view)
    let plain = try #require(layout.item("def")?.view)
    #expect(slider.alignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
    #expect(slider.intrinsicContentSize.height == 30)
    #expect(slider.frame == Rect(x: 14, y: 100, width: 347, height: 31))
    #expect(bar.frame == Rect(x: 16, y: 138, width: 343, height: 11))
    #expect(plain.alignmentRectInsets == .zero)
    #expect(plain.frame == Rect(x: 16, y: 156, width: 343, height: 5))
    // The imported script states the insets (ScenarioTests runs it: same frames).
    let script = layout.scenarioScript()
    #expect(script.contains(".alignmentInsets = 0,2,1,2\n"))
    #expect(script.contains(".alignmentInsets = 0,0,1,0\n"))
  }

  /// The corpus's sliders (003, in a 374-point stack, `height = 60`: saved −2 … 378 × 61)
  /// and its bar-style progress view (035, `height = 10`: saved 374 × 11) now match.
  @Test func corpusSlidersAndProgressViewsMatch() throws {
    for (name, ids) in [
      ("003.storyboard", ["Pky-qY-oVp", "s2X-C5-Zcz"]), ("035.storyboard", ["TXm-qh-7Xg"]),
    ] {
      guard let matches = try corpusMatches(name, ids) else { return }
      for id in ids { #expect(matches[id] == true, "\(name) \(id)") }
    }
  }

  /// Cause: an SF Symbol image view sizes from the symbol, not the `<resources>`
  /// placeholder, and its frame lies inside its alignment rectangle (IBSymbolMetrics).
  ///
  /// `heart` (placeholder 128 × 109) at 17 points, pinned 16 from the left and 10 from the
  /// top, with a label 4 after it: glyph 128 × 20.5 / 128 = 20.5 wide, 109 × 20.5 / 128 =
  /// 17.457 high; alignment rect 20.5 × 25 at (16, 10); frame height 17.457 + 5 = 22.457,
  /// spare 2.543: top 10 + 1.695 = 11.695 → 11.5 on the @2x grid, bottom 35 − 0.848 =
  /// 34.152 → 34, so 16, 11.5, 20.5 × 22.5. The label starts at 16 + 20.5 + 4 = 40.5.
  /// `bitcoinsign.circle.fill` (128 × 123) constrained to 100 × 100 at (100, 100): glyph
  /// 20.5 × 19.699, spare 25 − 24.699 = 0.301, scale min(100 / 20.5, 100 / 25) = 4: insets
  /// −0.803 above, −0.401 below: top 100.803 → 101, bottom 199.599 → 199.5 (@2x).
  @Test func symbolImageViewsUseTheSymbolsSizeAndInsets() throws {
    let layout = try IBTestSupport.layout(
      IBFixtures.symbols)
    let heart = try #require(layout.item("img")?.view)
    let label = try #require(layout.item("lbl")?.view)
    let coin = try #require(layout.item("coin")?.view)
    #expect(heart.intrinsicContentSize == Size(width: 20.5, height: 25))
    #expect(heart.frame == Rect(x: 16, y: 11.5, width: 20.5, height: 22.5))
    #expect(label.frame.minX == 40.5)
    #expect(coin.frame == Rect(x: 100, y: 101, width: 100, height: 98.5))
    // The import states the insets with their aspect-fit reference (the 20.5 × 25
    // alignment size); ScenarioTests runs it and gets the same frames.
    #expect(layout.scenarioScript().contains(" aspectFit 20.5x25\n"))
  }

  /// The corpus's symbol image views (037: a coin constrained to 100 × 100 in a stack,
  /// saved y 1, 98.667 high; 040: a heart in a 25-point row, saved y 1.5, 22.5 high) and the
  /// label placed after the heart now match.
  @Test func corpusSymbolImageViewsMatch() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED corpusSymbolImageViewsMatch: ../shared/ib-corpus is missing")
      return
    }
    let cases = [
      ("037.storyboard", "Qdw-gh-nWc"), ("040.xib", "t1h-wM-bqJ"), ("040.xib", "KYU-bM-4j8"),
    ]
    for (name, id) in cases {
      let data = try Data(contentsOf: files.appendingPathComponent(name))
      let document = try IBReader.read(data, file: name)
      let scene = try #require(
        document.scenes.first { scene in scene.root.subtree.contains { $0.id == id } })
      let layout = IBSceneLayout(document: document, scene: scene)
      layout.engine.layoutIfNeeded()
      let index = try #require(layout.records.firstIndex { $0.element.id == id })
      let saved = try #require(layout.flippedSaved(index))
      let solved = layout.records[index].view.frame
      #expect(
        IBConformance.matches(saved, solved), "\(name) \(id): saved \(saved), solved \(solved)")
      // The saved frames are consistent with the constraints once measured on alignment
      // rectangles.
      #expect(layout.savedFrameViolations().isEmpty, "\(name)")
    }
  }

  /// AppKit documents keep zero insets: `NSSlider` is not `UISlider`.
  @Test func macOSSlidersHaveNoUIKitInsets() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
          <objects>
              <customView id="root">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                  <subviews>
                      <slider verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
                          <rect key="frame" x="20" y="40" width="260" height="20"/>
                          <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" sliderType="linear" id="cell"/>
                      </slider>
                  </subviews>
                  <constraints>
                      <constraint firstItem="sld" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                      <constraint firstAttribute="trailing" secondItem="sld" secondAttribute="trailing" constant="20" id="c2"/>
                      <constraint firstItem="sld" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c3"/>
                  </constraints>
              </customView>
          </objects>
      </document>
      """
    let document = try IBTestSupport.read(text, file: "mac.xib")
    let layout = IBSceneLayout(document: document, scene: document.scenes[0])
    layout.engine.layoutIfNeeded()
    let slider = try #require(layout.item("sld")?.view)
    #expect(slider.alignmentRectInsets == .zero)
    // 20 from both sides of 300: x 20, width 260.
    #expect(slider.frame.minX == 20)
    #expect(slider.frame.width == 260)
  }
}
