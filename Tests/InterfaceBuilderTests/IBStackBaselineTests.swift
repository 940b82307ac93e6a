import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// A stack view arranged in a baseline-aligned stack has its arranged views' baselines.
@Suite struct IBStackBaselineTests {
  /// A last-baseline row holds `big` (a 40-point label, saved 100 × 50) and `col`, a vertical
  /// stack of `a` (10 points, 100 × 20) and `b` (10 points, 100 × 30).
  ///
  /// The row's last baselines: `big`'s is 50 - 0.25 × 40 = 40 below its top (a label's last
  /// baseline is a descender, 0.25 of the font size in the text model, above its bottom);
  /// `col`'s is its last arranged view's, `b`'s: 20 + 30 - 0.25 × 10 = 47.5 below `col`'s
  /// top. So `big` sits 47.5 - 40 = 7.5 below `col`. With `col`'s own bottom as its baseline
  /// it would sit 50 - 40 = 10 below. The corpus's 163 (tv 21701) saves a 42-point label's
  /// one-view stack 16.5 below a vertical stack of two labels in such a row, which only the
  /// arranged views' baselines give.
  @Test func aNestedStacksLastBaselineIsItsLastArrangedViews() throws {
    let layout = try IBTestSupport.layout(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                  <subviews>
                      <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                          <rect key="frame" x="0.0" y="0.0" width="200" height="57.5"/>
                          <subviews>
                              <label opaque="NO" text="0" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                                  <rect key="frame" x="0.0" y="7.5" width="100" height="50"/>
                                  <fontDescription key="fontDescription" type="system" pointSize="40"/>
                              </label>
                              <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="col">
                                  <rect key="frame" x="100" y="0.0" width="100" height="50"/>
                                  <subviews>
                                      <label opaque="NO" text="a" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                          <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                      </label>
                                      <label opaque="NO" text="b" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                          <rect key="frame" x="0.0" y="20" width="100" height="30"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                      </label>
                                  </subviews>
                              </stackView>
                          </subviews>
                      </stackView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="row" firstAttribute="top" secondItem="top" secondAttribute="top" id="c1"/>
                      <constraint firstItem="row" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c2"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """)
    let big = try #require(layout.item("big")?.view)
    let col = try #require(layout.item("col")?.view)
    #expect(big.frame.origin.y - col.frame.origin.y == 7.5)
    #expect(big.frame.height == 50)
    #expect(col.frame.height == 50)
  }
}
