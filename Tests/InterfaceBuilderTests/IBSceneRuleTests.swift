import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Rules for a scene's root and its constraints: screen-sized xib roots, per-size-class
/// constants and image views' sizes.
@Suite struct IBSceneRuleTests {
  /// A xib on `device` whose top-level view (`top`, `size`) holds a box pinned to the safe
  /// area's top and leading edges, 50 × 50, and `extra` under the top-level view.
  static func xib(device: String, size: String, toolsVersion: String = "23504", extra: String = "")
    -> String
  {
    let parts = size.split(separator: "x")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="\(device)" orientation="portrait"/>
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="\(parts[0])" height="\(parts[1])"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="0" y="0" width="50" height="50"/>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a"/>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="b"/>
                      <constraint firstItem="box" firstAttribute="width" constant="50" id="c"/>
                      <constraint firstItem="box" firstAttribute="height" constant="50" id="d"/>
                  </constraints>
                  \(extra)
              </view>
          </objects>
      </document>
      """
  }

  /// A xib's top-level view of the device's screen size is a full-screen root.
  ///
  /// On retina6_1 (toolsVersion 23504) the safe area starts at 48, and a simulated navigation bar
  /// written under the view adds 44: the box sits at y 48 + 44 = 92. A 320 × 100 view has no safe
  /// area: the box at y 0.
  @Test func screenSizedXibRootHasTheDevicesSafeArea() throws {
    let plain = try IBTestSupport.layout(Self.xib(device: "retina6_1", size: "414x896"))
    #expect(plain.safeAreaInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    #expect(plain.item("box")?.view.frame == Rect(x: 0, y: 48, width: 50, height: 50))
    let barred = try IBTestSupport.layout(
      Self.xib(
        device: "retina6_1", size: "414x896",
        extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
    #expect(barred.item("box")?.view.frame == Rect(x: 0, y: 92, width: 50, height: 50))
    let small = try IBTestSupport.layout(Self.xib(device: "retina6_1", size: "320x100"))
    #expect(small.safeAreaInsets == .zero)
    #expect(small.item("box")?.view.frame == Rect(x: 0, y: 0, width: 50, height: 50))
  }

  /// A per-size-class constant applies when its variation matches the device's size
  /// classes: `height = 90`, 10 for regular × regular, is 10 on an iPad and 90 on a phone
  /// (compact × regular).
  @Test func perSizeClassConstants() throws {
    func height(_ device: String, _ size: String) throws -> Double {
      let text = Self.xib(device: device, size: size).replacingOccurrences(
        of: #"<constraint firstItem="box" firstAttribute="height" constant="50" id="d"/>"#,
        with: """
          <constraint firstItem="box" firstAttribute="height" constant="90" id="d">
              <variation key="heightClass=regular-widthClass=regular" constant="10"/>
          </constraint>
          """)
      let layout = try IBTestSupport.layout(text)
      #expect(
        layout.constraints.first { $0.element.id == "d" }?.element.constantVariations.count == 1)
      return try #require(layout.item("box")?.view.frame.height)
    }
    #expect(try height("ipad12_9rounded", "1024x1366") == 10)
    #expect(try height("retina6_1", "414x896") == 90)
  }

  /// An image view's intrinsic size is its saved size, not its `<resources>` entry (asset
  /// catalogs list @2x images at twice their point size… or not at all): an image view
  /// placed only by its origin and saved 194 × 34 keeps 194 × 34 though the entry says
  /// 97 × 17.
  @Test func imageViewsKeepTheirSavedSize() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="10" y="10" width="194" height="34"/>
        </imageView>
        """,
      constraints: """
        <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a"/>
        <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b"/>
        """,
      resources: #"<image name="logo" width="97" height="17"/>"#)
    let layout = try IBTestSupport.layout(text)
    let image = try #require(layout.item("img")?.view)
    #expect(image.intrinsicContentSize == Size(width: 194, height: 34))
    #expect(image.frame == Rect(x: 10, y: 10, width: 194, height: 34))
  }
}

@Suite struct IBRootStackTests {
  /// A xib whose top-level view is a 200 × 50 horizontal stack (spacing 8, fill alignment)
  /// of a 92-wide and a 100-wide plain view with no heights of their own.
  static let rootStack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait"/>
        <objects>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="92" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="92" id="c1"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="100" y="0.0" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="c2"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
        </objects>
    </document>
    """

  /// A top-level stack view arranges its subviews: with fill alignment each is the stack's
  /// 50 high, side by side at x 0 and 92 + 8 = 100 (the corpus's 164 saves its top-level
  /// stack's first arranged view 74 high, the stack's height).
  @Test func topLevelStackArrangesItsSubviews() throws {
    let layout = try IBTestSupport.layout(Self.rootStack)
    #expect(layout.rootStack != nil)
    #expect(layout.item("a")?.view.frame == Rect(x: 0, y: 0, width: 92, height: 50))
    #expect(layout.item("b")?.view.frame == Rect(x: 100, y: 0, width: 100, height: 50))
    // The stand-in stack fills the root and answers to the root's id.
    #expect(layout.item("stack")?.view === layout.rootStack?.view)
    #expect(layout.rootStack?.view.frame == Rect(x: 0, y: 0, width: 200, height: 50))
  }

  /// A height that would be negative breaks the author's constraint.
  ///
  /// A 320 × 100 top-level view: `tall` pinned at its top with a required `height == 95`,
  /// `rest` 10 below it down to the bottom, so `rest.height = 100 - 95 - 10 = -5`. Sizes are
  /// never negative (`LayoutEngine+SizeFloors.swift`; the corpus's 163 keeps a cell's progress
  /// views 0 high and breaks an image view's `height == 52`): the author's height is broken,
  /// `rest` is 0 high at y 100 and `tall` takes the 90 points left.
  @Test func aNegativeHeightBreaksTheAuthorsConstraint() throws {
    let layout = try IBTestSupport.layout(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                          <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="95" id="h"/>
                          </constraints>
                      </view>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="rest">
                          <rect key="frame" x="0.0" y="100" width="320" height="0.0"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="tall" firstAttribute="top" secondItem="top" secondAttribute="top" id="a"/>
                      <constraint firstItem="tall" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="b"/>
                      <constraint firstItem="tall" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c"/>
                      <constraint firstItem="rest" firstAttribute="top" secondItem="tall" secondAttribute="bottom" constant="10" id="d"/>
                      <constraint firstItem="rest" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="e"/>
                      <constraint firstItem="rest" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="f"/>
                      <constraint firstAttribute="bottom" secondItem="rest" secondAttribute="bottom" id="g"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """)
    #expect(layout.item("tall")?.view.frame == Rect(x: 0, y: 0, width: 320, height: 90))
    #expect(layout.item("rest")?.view.frame == Rect(x: 0, y: 100, width: 320, height: 0))
    #expect(layout.engine.conflicts.first?.broken.identifier == "h")
  }
}
