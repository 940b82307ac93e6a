import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// IB writes a collection view cell's `<view key="contentView">` without an `id` (corpus
/// 024.storyboard and 007.xib, saved before Xcode 11): no warning for what IB itself writes.
@Suite struct IBCellContentViewTests {
  @Test func contentViewWithoutIDIsNotWarnedAndItsSubviewsJoinTheCell() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                <size key="itemSize" width="50" height="50"/>
            </collectionViewFlowLayout>
            <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                            </imageView>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="img" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c1"/>
                        <constraint firstItem="img" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="img" secondAttribute="trailing" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="img" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </collectionViewCell>
            </cells>
        </collectionView>
        """,
      constraints: "")
    let document = try IBTestSupport.read(text)
    #expect(document.warnings.map(\.description) == [])
    let collection = try #require(document.scenes.first?.root.subviews.first)
    let cell = try #require(collection.subviews.first)
    #expect(cell.id == "cell")
    #expect(cell.subviews.map(\.id) == ["img"])
  }

  @Test func aSubviewWithoutIDIsStillWarned() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <view contentMode="scaleToFill">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </view>
        """,
      constraints: "")
    let document = try IBTestSupport.read(text)
    #expect(
      document.warnings.map(\.message) == [.missingAttribute(element: "view", attribute: "id")])
  }
}
