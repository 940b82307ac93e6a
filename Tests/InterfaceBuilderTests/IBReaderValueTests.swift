import Diagnostics
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// The reader decodes constraint attributes and relations, and stack arrangements, into
/// Layout's types; a value it does not know is a warning at its element.
@Suite struct IBReaderValueTests {
  @Test func constraintsAndStacksHoldTypedValues() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <stackView axis="vertical" distribution="fillEqually" alignment="top" spacing="8" id="s1"/>
        <stackView alignment="bottom" id="s2"/>
        <stackView id="s3"/>
        """,
      constraints: """
        <constraint firstItem="s1" firstAttribute="leadingMargin" relation="greaterThanOrEqual" secondItem="root" secondAttribute="baseline" id="c1"/>
        <constraint firstItem="s1" firstAttribute="top" relation="lessThanOrEqual" secondItem="root" id="c2"/>
        <constraint firstItem="s2" firstAttribute="width" constant="10" id="c3"/>
        """)
    let document = try IBTestSupport.read(text)
    #expect(document.warnings.isEmpty)
    let root = document.scenes[0].root
    let stacks = root.subviews.map { $0.stack }
    // `top` and `bottom` are UIKit's names for `leading` and `trailing`.
    #expect(stacks[0]?.axis == .vertical && stacks[0]?.distribution == .fillEqually)
    #expect(stacks[0]?.alignment == .leading && stacks[0]?.spacing == 8)
    #expect(stacks[1]?.axis == .horizontal && stacks[1]?.alignment == .trailing)
    #expect(stacks[2] == IBStackAttributes())
    let constraints = root.constraints
    #expect(constraints.map(\.firstAttribute) == [.leadingMargin, .top, .width])
    // `baseline` is IB's older name for the last baseline; no `secondAttribute` is nil.
    #expect(constraints.map(\.secondAttribute) == [.lastBaseline, nil, nil])
    #expect(constraints.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .equal])
    // Laid out: the missing second attribute of c2 is its first (top), its relation ≤.
    let layout = try IBTestSupport.layout(text)
    let c2 = try #require(layout.constraints.first { $0.element.id == "c2" }?.constraint)
    #expect(c2.relation == .lessThanOrEqual && c2.secondAttribute == .top)
    let stack = try #require(layout.records.first { $0.element.id == "s1" }?.view as? StackView)
    #expect(stack.axis == .vertical && stack.distribution == .fillEqually)
    #expect(stack.alignment == .leading && stack.spacing == 8)
  }

  /// A xib whose lines and columns are counted by hand: each element below starts after 8
  /// spaces, at column 9, on the line given in the comments of the test.
  static let unknownValues = """
    <document toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
      <objects>
        <view id="root">
          <subviews>
            <stackView axis="diagonal" distribution="gravityAreas" alignment="centerY" id="s"/>
          </subviews>
          <constraints>
            <constraint firstItem="s" firstAttribute="top" relation="lessThanOrEqaul" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="s" firstAttribute="leadin" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="s" firstAttribute="width" secondItem="root" secondAttribute="widht" id="c3"/>
            <constraint firstItem="s" firstAttribute="height" constant="10" id="c4"/>
          </constraints>
        </view>
      </objects>
    </document>
    """

  @Test func unknownValuesAreWarningsAtTheirElement() throws {
    let document = try IBTestSupport.read(Self.unknownValues, file: "values.xib")
    #expect(
      document.warnings.map(\.message) == [
        .unknownStackAxis("diagonal"), .unknownStackDistribution("gravityAreas"),
        .unknownStackAlignment("centerY"), .unknownRelation("lessThanOrEqaul"),
        .unknownAttribute("leadin"), .unknownAttribute("widht"),
      ])
    // `<stackView` on line 5, the constraints c1, c2 and c3 on lines 8, 9 and 10.
    #expect(
      document.warnings.map(\.location) == [
        TextLocation(line: 5, column: 9), TextLocation(line: 5, column: 9),
        TextLocation(line: 5, column: 9), TextLocation(line: 8, column: 9),
        TextLocation(line: 9, column: 9), TextLocation(line: 10, column: 9),
      ])
    #expect(document.warnings.allSatisfy { $0.severity == .warning })
    #expect(
      document.warnings[3].description
        == "values.xib:8:9: warning: unknown constraint relation 'lessThanOrEqaul'; expected "
        + "'lessThanOrEqual', 'equal' or 'greaterThanOrEqual' (the constraint is skipped)")
    #expect(document.warnings[0].message.text.hasSuffix("(using 'horizontal')"))
    // Close misspellings get a did-you-mean; `centerY` (AppKit's) is near `center`.
    #expect(
      document.warnings.map(\.message.hint) == [
        nil, nil, "did you mean 'center'?", "did you mean 'lessThanOrEqual'?",
        "did you mean 'leading'?", "did you mean 'width'?",
      ])
  }

  @Test func unknownValuesKeepDefaultsOrSkipTheConstraint() throws {
    let document = try IBTestSupport.read(Self.unknownValues, file: "values.xib")
    let root = document.scenes[0].root
    // The stack keeps UIKit's defaults; the constraints with unknown values are skipped.
    #expect(root.subviews[0].stack == IBStackAttributes())
    #expect(root.constraints.map(\.id) == ["c4"])
    let layout = IBSceneLayout(document: document, scene: document.scenes[0])
    layout.engine.layoutIfNeeded()
    #expect(layout.warnings.isEmpty)
    let stack = try #require(layout.records.first { $0.element.id == "s" }?.view as? StackView)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
  }
}
