import Diagnostics
import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Every AppKit document loads (issue 19 item 7): a window's content view is a scene, a
/// top-level view of any class loads, and the objects beside views are skipped silently.
@Suite struct AppKitDocumentTests {
  /// A xib's `<window>` holds its views in `<view key="contentView">`: that view is a scene,
  /// named by its id, and the constrained label inside it is read.
  @Test func windowContentViewIsAScene() throws {
    let text = IBTestSupport.appKitXib(
      objects: """
        <window title="Prefs" releasedWhenClosed="NO" animationBehavior="default" id="win">
            <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
            <rect key="contentRect" x="196" y="240" width="300" height="200"/>
            <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
            <view key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="130" width="100" height="50"/>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="c2"/>
                    <constraint firstAttribute="width" secondItem="box" constant="100" id="c3"/>
                    <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                </constraints>
            </view>
        </window>
        <menu title="Main" id="menu"><items><menuItem title="Quit" id="quit"/></items></menu>
        """)
    let document = try IBTestSupport.read(text, file: "test.xib")
    #expect(document.isMacOS)
    #expect(document.warnings.isEmpty)
    #expect(document.scenes.map(\.id) == ["content"])
    #expect(document.scenes[0].root.subviews.map(\.id) == ["box"])
    #expect(document.scene("content")?.root.frame == Rect(x: 0, y: 0, width: 300, height: 200))
  }

  /// A storyboard window controller's window: its content view is the scene's root, and the
  /// scene is named by its `sceneID` (and the controller's storyboard identifier).
  @Test func windowControllerContentViewIsAScene() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="23502" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
          <scenes>
              <scene sceneID="wcs">
                  <objects>
                      <windowController storyboardIdentifier="onboarding" id="wc" sceneMemberID="viewController">
                          <window key="window" releasedWhenClosed="NO" animationBehavior="default" id="win">
                              <windowStyleMask key="styleMask" titled="YES"/>
                              <rect key="contentRect" x="211" y="267" width="729" height="439"/>
                              <view key="contentView" id="content">
                                  <rect key="frame" x="0.0" y="0.0" width="729" height="439"/>
                                  <autoresizingMask key="autoresizingMask"/>
                              </view>
                          </window>
                      </windowController>
                      <customObject id="first" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = try IBTestSupport.read(text)
    #expect(document.warnings.isEmpty)
    #expect(document.scenes.map(\.id) == ["wcs"])
    #expect(document.scene("onboarding")?.root.id == "content")
    let layout = IBSceneLayout(document: document, scene: document.scenes[0])
    layout.engine.layoutIfNeeded()
    // A window has no status bar or home indicator: no safe-area insets.
    #expect(layout.safeAreaInsets == .zero)
    #expect(layout.engine.rootSize == Size(width: 729, height: 439))
  }

  /// Top-level views of AppKit classes load as scenes without warnings; a top-level element
  /// the reader does not know loads once it shows a saved frame (with a warning naming it),
  /// and one without a frame (an object) is skipped silently.
  @Test func topLevelViewOfAnyClassLoads() throws {
    let text = IBTestSupport.appKitXib(
      objects: """
        <tableCellView id="cell">
            <rect key="frame" x="0.0" y="0.0" width="200" height="24"/>
        </tableCellView>
        <scrollView borderType="none" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="240" height="135"/>
        </scrollView>
        <fancyPanelView id="fancy">
            <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
        </fancyPanelView>
        <userDefaultsController representsSharedInstance="YES" id="defaults"/>
        <viewController id="vc" userLabel="Popover View Controller"/>
        """)
    let document = try IBTestSupport.read(text, file: "test.xib")
    #expect(document.scenes.map(\.id) == ["cell", "scroll", "fancy"])
    #expect(
      document.scenes.map(\.root.elementName) == ["tableCellView", "scrollView", "fancyPanelView"])
    #expect(document.scenes[2].root.frame == Rect(x: 0, y: 0, width: 50, height: 60))
    #expect(document.warnings.count == 1)
    #expect(
      document.warnings.first?.description.contains("'fancyPanelView' is not modelled") == true)
  }

  /// 100.xib (a window whose content view holds every view) contributes its window's scene
  /// with its 33 oracle views; before, the document had no scene at all.
  @Test func corpusWindowDocumentHasItsScene() throws {
    guard let document = try IBTestSupport.corpusDocument("100.xib") else {
      print("SKIPPED corpusWindowDocumentHasItsScene: ../shared/ib-corpus is missing")
      return
    }
    let scene = try #require(document.scenes.first { $0.root.key == "contentView" })
    let layout = IBSceneLayout(document: document, scene: scene)
    layout.engine.layoutIfNeeded()
    #expect(layout.records.filter(\.isOracle).count == 33)
  }
}
