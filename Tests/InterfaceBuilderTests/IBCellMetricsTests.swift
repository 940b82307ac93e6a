import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Table view cells on the canvas: their and their content views' margins by toolsVersion
/// and accessory, iOS 26 switches, and which constraint a conflict inside a cell breaks.
@Suite struct IBCellMetricsTests {
  /// A xib whose top-level cell (`cell`, `width` × 60, `accessoryType` when given) has a
  /// content view (`content`, `contentWidth` wide) holding `subviews` and `constraints`.
  static func cell(
    toolsVersion: String, width: Double = 375, contentWidth: Double? = nil,
    height: Double = 60, accessory: String? = nil, subviews: String, constraints: String
  ) -> String {
    let content = contentWidth ?? width
    let accessoryAttribute = accessory.map { #"accessoryType="\#($0)""# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina6_1" orientation="portrait"/>
          <objects>
              <tableViewCell contentMode="scaleToFill" \(accessoryAttribute) id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="\(content)" height="\(height)"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
      \(subviews)
                      </subviews>
                      <constraints>
      \(constraints)
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
  }

  /// A box pinned to the content view's four margins.
  static let marginBox = (
    subviews: """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
    </view>
    """,
    constraints: """
    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="a"/>
    <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c"/>
    <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="d"/>
    """
  )

  static func box(_ text: String) throws -> Rect {
    let layout = try IBTestSupport.layout(text)
    return try #require(layout.item("box")?.view.frame)
  }

  /// From toolsVersion 19455: 11 above and below, 16 on the sides of a 375-point cell and 20
  /// from 414: the box spans x 16 to 375 − 16 (343 wide), y 11 to 60 − 11 (38 high); in a
  /// 414-point cell x 20, 374 wide.
  @Test func marginsByWidthSinceXcode13() throws {
    let narrow = Self.cell(
      toolsVersion: "21701", subviews: Self.marginBox.subviews,
      constraints: Self.marginBox.constraints)
    #expect(try Self.box(narrow) == Rect(x: 16, y: 11, width: 343, height: 38))
    let wide = Self.cell(
      toolsVersion: "21701", width: 414, subviews: Self.marginBox.subviews,
      constraints: Self.marginBox.constraints)
    #expect(try Self.box(wide) == Rect(x: 20, y: 11, width: 374, height: 38))
  }

  /// Before toolsVersion 19455 (from 13000) the sides are 15.
  ///
  /// X 15, 375 − 30 = 345 wide. Before 13000 UIView's 8 stands: x 8, y 8, 359 × 44.
  @Test func marginsBeforeXcode13() throws {
    let xcode11 = Self.cell(
      toolsVersion: "16097", subviews: Self.marginBox.subviews,
      constraints: Self.marginBox.constraints)
    #expect(try Self.box(xcode11) == Rect(x: 15, y: 11, width: 345, height: 38))
    let xcode9 = Self.cell(
      toolsVersion: "12121", subviews: Self.marginBox.subviews,
      constraints: Self.marginBox.constraints)
    #expect(try Self.box(xcode9) == Rect(x: 8, y: 8, width: 359, height: 44))
  }

  /// Beside an accessory the content view (here 335.5 of a 375-point cell with a disclosure
  /// indicator) has a trailing margin of 8: the box spans x 16 to 335.5 − 8 = 327.5
  /// (311.5 wide).
  @Test func accessoryLeavesATrailingMarginOf8() throws {
    let text = Self.cell(
      toolsVersion: "24506", contentWidth: 335.5, accessory: "disclosureIndicator",
      subviews: Self.marginBox.subviews, constraints: Self.marginBox.constraints)
    #expect(try Self.box(text) == Rect(x: 16, y: 11, width: 311.5, height: 38))
  }

  /// A xib's top-level cell has the margins too: a content view that preserves its
  /// superview's margins (explicitly 8 on every side) takes the cell's 15 on the sides
  /// (toolsVersion 16097): the box spans x 15 to 375 − 15.
  @Test func cellRootMarginsArePreserved() throws {
    let text = Self.cell(
      toolsVersion: "16097", subviews: Self.marginBox.subviews,
      constraints: Self.marginBox.constraints
    ).replacingOccurrences(
      of: #"<tableViewCellContentView key="contentView" opaque="NO" id="content">"#,
      with: #"""
        <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" id="content">
        <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
        """#)
    let layout = try IBTestSupport.layout(text)
    #expect(
      layout.engine.root.layoutMargins == EdgeInsets(top: 11, left: 15, bottom: 11, right: 15))
    // Preserving takes the larger of its own 8 and the cell's margins: 15 on the sides, 11
    // above and below: 15, 11, 345 × 38.
    #expect(
      try #require(layout.item("box")?.view.frame) == Rect(x: 15, y: 11, width: 345, height: 38))
  }

  /// iOS 26's switch (toolsVersion 24506) reaches 2 points past its trailing alignment edge:
  /// pinned 20 from the trailing edge of a 414-point cell, its 63-point frame ends at
  /// 414 − 20 + 2 = 396 (x 333); an Xcode 16 switch (51 wide) ends at 394 (x 343).
  @Test func iOS26SwitchHasATrailingInset() throws {
    func text(_ tools: String, width: Double) -> String {
      Self.cell(
        toolsVersion: tools, width: 414,
        subviews: """
          <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
              <rect key="frame" x="0" y="16" width="\(width)" height="28"/>
          </switch>
          """,
        constraints: """
          <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="20" id="a"/>
          <constraint firstItem="sw" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="b"/>
          """)
    }
    let iOS26 = try IBTestSupport.layout(text("24506", width: 63))
    #expect(iOS26.item("sw")?.view.frame == Rect(x: 333, y: 16, width: 63, height: 28))
    let iOS18 = try IBTestSupport.layout(text("23504", width: 51))
    #expect(iOS18.item("sw")?.view.frame == Rect(x: 343, y: 16, width: 51, height: 28))
  }

  /// A cell whose content needs more height than the cell has keeps its height and breaks
  /// the content's constraint, as Interface Builder saves it: an image view with
  /// `height >= 250` arranged in a fill stack pinned to the margins of a 145-point cell
  /// (toolsVersion 21507: 11 above and below) is 145 − 22 = 123 high, and the `>= 250` is
  /// the broken constraint (the development corpus's 028).
  @Test func cellConflictBreaksTheContentsConstraint() throws {
    let text = Self.cell(
      toolsVersion: "21507", width: 449, height: 145,
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="11" width="409" height="123"/>
            <subviews>
                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="img">
                    <rect key="frame" x="0.0" y="0.0" width="409" height="123"/>
                    <constraints>
                        <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="250" id="tall"/>
                    </constraints>
                </imageView>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstAttribute="bottomMargin" secondItem="stack" secondAttribute="bottom" id="a"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="b"/>
        <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="c"/>
        <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="d"/>
        """)
    let layout = try IBTestSupport.layout(text)
    #expect(layout.item("img")?.view.frame == Rect(x: 0, y: 0, width: 409, height: 123))
    let broken = layout.engine.report.conflicts.map { $0.broken.identifier }
    #expect(broken == ["tall"])
    // check-ib names it.
    let issues = layout.documentIssues().map(\.description)
    #expect(issues.contains { $0.contains("'tall") && $0.contains("was broken") })
  }
}
