import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Size-class `<variation>` masks: what the base configuration leaves out is not installed,
/// and a variation matching the simulated device's size classes installs it again.
@Suite struct IBVariationTests {
  /// A xib whose top-level 320×100 view holds `box` (id `box`) pinned left and top at 8,
  /// 200 wide by `width` and 50 high, plus a trailing constraint `trail` (box.trailing =
  /// superview.trailing − 8) that `variations` may mask.
  static func xib(device: String, orientation: String = "portrait", variations: String)
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="\(device)" orientation="\(orientation)"/>
        <objects>
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="8" y="8" width="200" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" priority="750" id="width"/>
                            <constraint firstAttribute="height" constant="50" id="height"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="8" id="lead"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="8" id="topC"/>
                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="8" id="trail"/>
                </constraints>
                \(variations)
            </view>
        </objects>
    </document>
    """
  }

  static let excludeTrail = """
    <variation key="default">
        <mask key="constraints">
            <exclude reference="trail"/>
        </mask>
    </variation>
    """

  static func frame(of id: String, in text: String) throws -> Rect {
    let layout = try IBTestSupport.layout(text)
    let index = try #require(layout.recordIndex[id])
    return layout.records[index].view.frame
  }

  /// The base configuration leaves out what `default` excludes.
  ///
  /// Installed, `trail` wins over the 750 width: 320 − 8 − 8 = 304 wide. Excluded by the
  /// default variation, the box keeps its 200.
  @Test func theDefaultVariationExcludesAConstraint() throws {
    let installed = try Self.frame(of: "box", in: Self.xib(device: "retina6_1", variations: ""))
    #expect(installed.width == 304)
    let text = Self.xib(device: "retina6_1", variations: Self.excludeTrail)
    let document = try IBTestSupport.read(text, file: "test.xib")
    #expect(document.excludedByVariations() == ["trail"])
    #expect(try Self.frame(of: "box", in: text).width == 200)
  }

  /// A variation for the device's size classes installs an excluded constraint again.
  ///
  /// A `widthClass=compact` variation includes `trail` again: an iPhone 11 (`retina6_1`)
  /// in portrait is compact width (304 wide); in landscape it is regular width (a large
  /// phone, portrait width 414), so the variation does not apply (200 wide). An iPad is
  /// regular × regular.
  @Test func aMatchingSizeClassVariationIncludesItAgain() throws {
    let variations =
      Self.excludeTrail + """
        <variation key="widthClass=compact">
            <mask key="constraints">
                <include reference="trail"/>
            </mask>
        </variation>
        """
    #expect(
      try Self.frame(of: "box", in: Self.xib(device: "retina6_1", variations: variations)).width
        == 304)
    let landscape = Self.xib(device: "retina6_1", orientation: "landscape", variations: variations)
    #expect(try Self.frame(of: "box", in: landscape).width == 200)
    // iPhone SE (retina4_0, 320 wide in portrait) stays compact width in landscape.
    let small = Self.xib(device: "retina4_0", orientation: "landscape", variations: variations)
    #expect(
      try IBTestSupport.read(small).sizeClasses
        == IBSizeClasses(width: "compact", height: "compact"))
    #expect(try Self.frame(of: "box", in: small).width == 304)
  }

  @Test func variationKeysMatchEveryTerm() {
    let compactRegular = IBSizeClasses(width: "compact", height: "regular")
    #expect(IBDocument.variation("widthClass=compact", appliesTo: compactRegular))
    #expect(
      IBDocument.variation("heightClass=regular-widthClass=compact", appliesTo: compactRegular))
    #expect(
      !IBDocument.variation("heightClass=compact-widthClass=compact", appliesTo: compactRegular))
    #expect(!IBDocument.variation("default", appliesTo: compactRegular))
  }

  /// A subview the base configuration excludes is not laid out at all.
  @Test func theDefaultVariationExcludesASubview() throws {
    let variations = """
      <variation key="default">
          <mask key="subviews">
              <exclude reference="box"/>
          </mask>
          <mask key="constraints">
              <exclude reference="lead"/>
              <exclude reference="topC"/>
              <exclude reference="trail"/>
          </mask>
      </variation>
      """
    let layout = try IBTestSupport.layout(Self.xib(device: "retina6_1", variations: variations))
    #expect(layout.recordIndex["box"] == nil)
    #expect(layout.records.count == 1)
  }

  /// Development corpus, 055.xib: a collection view 400 wide in a 342-wide cell; the
  /// trailing constraint (`5DN-IR-4nr`, constant 34) is excluded by the default variation,
  /// so the width constraint stands and IB's saved 8,8 400×114.5 is the layout.
  @Test func corpusCollectionViewKeepsItsWidth() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED corpusCollectionViewKeepsItsWidth: ../shared/ib-corpus is missing")
      return
    }
    let data = try Data(contentsOf: files.appendingPathComponent("055.xib"))
    let document = try IBReader.read(data, file: "055.xib")
    let layout = IBSceneLayout(document: document, scene: document.scenes[0])
    layout.engine.layoutIfNeeded()
    let index = try #require(layout.recordIndex["hQi-uf-ciF"])
    #expect(layout.records[index].view.frame == Rect(x: 8, y: 8, width: 400, height: 114.5))
  }
}
