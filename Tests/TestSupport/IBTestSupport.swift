import Foundation
import InterfaceBuilder
import Layout

/// Helpers for the Interface Builder tests: the package root, the shared corpus, and small
/// documents written inline.
public enum IBTestSupport {
  /// The package root (the directory holding Package.swift).
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// `../shared/ib-corpus/files` beside the checkout, or nil when it is missing.
  public static var corpusFiles: URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/ib-corpus/files")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Reads a document given as text.
  public static func read(_ text: String, file: String = "test.storyboard") throws(IBDiagnostic)
    -> IBDocument
  {
    try IBReader.read(Data(text.utf8), file: file)
  }

  /// Lays out the first scene of a document given as text.
  public static func layout(_ text: String, options: IBLayoutOptions = IBLayoutOptions()) throws
    -> IBSceneLayout
  {
    let document = try read(text)
    let layout = IBSceneLayout(document: document, scene: document.scenes[0], options: options)
    layout.engine.layoutIfNeeded()
    return layout
  }

  /// A storyboard with one view controller scene (its initial one) whose root view (id `root`, `size`) holds
  /// `subviews` and `constraints` (XML fragments); the safe area guide is `safe`; saved by
  /// `toolsVersion`.
  public static func storyboard(
    device: String = "retina4_7", size: String = "375x667", toolsVersion: String = "21701",
    subviews: String, constraints: String, resources: String = "", extra: String = ""
  ) -> String {
    let parts = size.split(separator: "x")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-1">
          <device id="\(device)" orientation="portrait"/>
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      <viewController storyboardIdentifier="Main" id="vc-1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="\(parts[0])" height="\(parts[1])"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)
                              </subviews>
                              <constraints>
      \(constraints)
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                          \(extra)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          <resources>\(resources)</resources>
      </document>
      """
  }
}
