import Foundation
import InterfaceBuilder
import Layout

extension IBTestSupport {
  /// A macOS xib (`targetRuntime="MacOSX.Cocoa"`, toolsVersion `tools`) whose `<objects>`
  /// hold `objects` (an XML fragment: top-level views, windows, menus…).
  public static func appKitXib(tools: String = "23504", objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\(tools)"/>
        </dependencies>
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="NSViewController"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A macOS xib with one top-level `<customView id="root">` of `size` (`W×H`) holding
  /// `subviews` and `constraints` (XML fragments).
  public static func appKitView(
    tools: String = "23504", size: String = "480x270", subviews: String, constraints: String
  ) -> String {
    let parts = size.split(separator: "x")
    return appKitXib(
      tools: tools,
      objects: """
        <customView id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(parts[0])" height="\(parts[1])"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            <subviews>
        \(subviews)
            </subviews>
            <constraints>
        \(constraints)
            </constraints>
        </customView>
        """)
  }

  /// Lays out the first scene of a macOS xib given as text.
  public static func appKitLayout(_ text: String) throws -> IBSceneLayout {
    let document = try read(text, file: "test.xib")
    let layout = IBSceneLayout(document: document, scene: document.scenes[0])
    layout.engine.layoutIfNeeded()
    return layout
  }

  /// Reads corpus document `name` (nil when the corpus is missing).
  public static func corpusDocument(_ name: String) throws -> IBDocument? {
    guard let files = corpusFiles else { return nil }
    let data = try Data(contentsOf: files.appendingPathComponent(name))
    return try IBReader.read(data, file: name)
  }
}
