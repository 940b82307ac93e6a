import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// The bars and insets a view controller's scene gets from the storyboard around it: bars
/// inferred from the segue graph, and the content inset of a table view controller's view.
@Suite struct IBBarInferenceTests {
  /// A view controller scene `id` (controller `id`-vc) whose root (`size`) holds a 10-point box
  /// `id`-top pinned to the safe area's top and a 10-point box `id`-bottom pinned to its
  /// bottom; `attributes` go on the controller and `inside` into it (segues, metrics).
  static func scene(
    _ id: String, size: String = "375x667", attributes: String = "", inside: String = ""
  ) -> String {
    let parts = size.split(separator: "x")
    return """
              <scene sceneID="\(id)">
                  <objects>
                      <viewController id="\(id)-vc" \(attributes) sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="\(id)-root">
                              <rect key="frame" x="0.0" y="0.0" width="\(parts[0])" height="\(parts[1])"/>
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-top">
                                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                                  </view>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bottom">
                                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="\(id)-top" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-c1"/>
                                  <constraint firstItem="\(id)-bottom" firstAttribute="bottom" secondItem="\(id)-safe" secondAttribute="bottom" id="\(id)-c2"/>
                                  <constraint firstItem="\(id)-top" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c3"/>
                                  <constraint firstItem="\(id)-bottom" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c4"/>
                                  <constraint firstItem="\(id)-top" firstAttribute="width" constant="10" id="\(id)-c5"/>
                                  <constraint firstItem="\(id)-top" firstAttribute="height" constant="10" id="\(id)-c6"/>
                                  <constraint firstItem="\(id)-bottom" firstAttribute="width" constant="10" id="\(id)-c7"/>
                                  <constraint firstItem="\(id)-bottom" firstAttribute="height" constant="10" id="\(id)-c8"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                          </view>
                          \(inside)
                      </viewController>
                  </objects>
              </scene>
      """
  }

  /// A container controller scene (`element`: `navigationController`, `tabBarController`)
  /// with `attributes` and the relationship `segues`.
  static func container(
    _ id: String, element: String, attributes: String = "", inside: String = "", segues: String
  ) -> String {
    """
            <scene sceneID="\(id)">
                <objects>
                    <\(element) id="\(id)-vc" \(attributes) sceneMemberID="viewController">
                        \(inside)
                        <connections>
                            \(segues)
                        </connections>
                    </\(element)>
                </objects>
            </scene>
    """
  }

  /// A storyboard of `scenes` on `device` in `orientation`, saved by `toolsVersion`, whose
  /// initial view controller is `initial` (none when nil).
  static func storyboard(
    _ scenes: [String], initial: String?, device: String = "retina4_7",
    orientation: String = "portrait", toolsVersion: String = "21701"
  ) -> String {
    let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES"\(initialAttribute)>
          <device id="\(device)" orientation="\(orientation)"/>
          <scenes>
      \(scenes.joined(separator: "\n"))
          </scenes>
      </document>
      """
  }

  /// The y of the boxes pinned to the safe area's top and bottom in scene `id`.
  static func boxes(_ text: String, scene id: String) throws -> (top: Double, bottom: Double) {
    let document = try IBTestSupport.read(text)
    let scene = try #require(document.scene(id))
    let layout = IBSceneLayout(document: document, scene: scene)
    layout.engine.layoutIfNeeded()
    let top = try #require(layout.item(id + "-top")?.view.frame.minY)
    let bottom = try #require(layout.item(id + "-bottom")?.view.frame.minY)
    return (top, bottom)
  }

  /// A navigation controller's root and the scene it pushes show its bar.
  ///
  /// On retina4_7 (status bar 20) the safe area starts at 20 + 44 = 64 in both. A scene with a
  /// `navigationItem` reached by a `show` from a scene in no navigation controller is
  /// presented: no bar, top 20. The toolbar (`toolbarHidden="NO"`) ends the safe area 44
  /// above the bottom: the bottom box at 667 - 44 - 10 = 613, in the pushed scene too.
  @Test func navigationBarsFollowTheSegueGraph() throws {
    let text = Self.storyboard(
      [
        Self.container(
          "nav", element: "navigationController", attributes: #"toolbarHidden="NO""#,
          segues:
            #"<segue destination="root-vc" kind="relationship" relationship="rootViewController" id="s1"/>"#
        ),
        Self.scene(
          "root",
          inside:
            #"<navigationItem key="navigationItem" id="n1"/><connections><segue destination="pushed-vc" kind="show" id="s2"/></connections>"#
        ),
        Self.scene(
          "pushed",
          inside:
            #"<navigationItem key="navigationItem" id="n2"/><connections><segue destination="lonely-vc" kind="modal" id="s3"/></connections>"#
        ),
        Self.scene(
          "lonely",
          inside: #"<connections><segue destination="shown-vc" kind="show" id="s4"/></connections>"#
        ),
        Self.scene("shown", inside: #"<navigationItem key="navigationItem" id="n3"/>"#),
      ], initial: "nav-vc")
    #expect(try Self.boxes(text, scene: "root") == (64, 613))
    #expect(try Self.boxes(text, scene: "pushed") == (64, 613))
    // Presented modally: a fresh context, the status bar only; bottom 667 - 10.
    #expect(try Self.boxes(text, scene: "lonely") == (20, 657))
    #expect(try Self.boxes(text, scene: "shown") == (20, 657))
  }

  /// A hidden or nil navigation bar infers nothing.
  ///
  /// `navigationBarHidden="YES"` shows no bar above the root: top 20. `<nil
  /// key="simulatedTopBarMetrics">` on a root overrides the inferred bar the same way.
  @Test func hiddenOrNilBarsInferNothing() throws {
    let hidden = Self.storyboard(
      [
        Self.container(
          "nav", element: "navigationController", attributes: #"navigationBarHidden="YES""#,
          segues:
            #"<segue destination="root-vc" kind="relationship" relationship="rootViewController" id="s1"/>"#
        ),
        Self.scene("root"),
      ], initial: "nav-vc")
    #expect(try Self.boxes(hidden, scene: "root") == (20, 657))
    let nilBar = Self.storyboard(
      [
        Self.container(
          "nav", element: "navigationController",
          segues:
            #"<segue destination="root-vc" kind="relationship" relationship="rootViewController" id="s1"/>"#
        ),
        Self.scene("root", inside: #"<nil key="simulatedTopBarMetrics"/>"#),
      ], initial: "nav-vc")
    #expect(try Self.boxes(nilBar, scene: "root") == (20, 657))
  }

  /// Large titles and prompts add to an inferred navigation bar.
  ///
  /// On retina4_7: a bar preferring large titles (`largeTitles="YES"`) shows one above the
  /// root, 20 + 44 + 52 = 116 (hacknicity: large titles add 52); a pushed `automatic` item
  /// follows it (116), a `never` item does not (64). A prompt adds 30: 20 + 44 + 30 = 94.
  @Test func largeTitlesAndPromptsFollowTheItems() throws {
    let large = Self.storyboard(
      [
        Self.container(
          "nav", element: "navigationController",
          inside:
            #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>"#,
          segues:
            #"<segue destination="root-vc" kind="relationship" relationship="rootViewController" id="s1"/>"#
        ),
        Self.scene(
          "root",
          inside:
            #"<navigationItem key="navigationItem" id="n1"/><connections><segue destination="auto-vc" kind="show" id="s2"/><segue destination="never-vc" kind="show" id="s3"/></connections>"#
        ),
        Self.scene("auto", inside: #"<navigationItem key="navigationItem" id="n2"/>"#),
        Self.scene(
          "never",
          inside: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="n3"/>"#),
      ], initial: "nav-vc")
    #expect(try Self.boxes(large, scene: "root").top == 116)
    #expect(try Self.boxes(large, scene: "auto").top == 116)
    #expect(try Self.boxes(large, scene: "never").top == 64)
    let prompted = Self.storyboard(
      [
        Self.container(
          "nav", element: "navigationController",
          segues:
            #"<segue destination="root-vc" kind="relationship" relationship="rootViewController" id="s1"/>"#
        ),
        Self.scene("root", inside: #"<navigationItem key="navigationItem" prompt="Hi" id="n1"/>"#),
      ], initial: "nav-vc")
    #expect(try Self.boxes(prompted, scene: "root").top == 94)
  }

  /// A tab bar controller's children show its tab bar.
  ///
  /// On a landscape retina5_5 (736 × 414,
  /// no status bar in compact height) saved by toolsVersion 13771 the bar is 32 high: the
  /// bottom box at 414 - 32 - 10 = 372 (the corpus's 179 ends a tab's table at 414 - 32);
  /// in portrait 49: 736 - 49 - 10 = 677, under a status bar of 20.
  @Test func tabBarChildrenShowTheTabBar() throws {
    func text(_ orientation: String, _ size: String) -> String {
      Self.storyboard(
        [
          Self.container(
            "tabs", element: "tabBarController",
            segues:
              #"<segue destination="tab-vc" kind="relationship" relationship="viewControllers" id="s1"/>"#
          ),
          Self.scene("tab", size: size),
        ], initial: "tabs-vc", device: "retina5_5", orientation: orientation,
        toolsVersion: "13771")
    }
    #expect(try Self.boxes(text("landscape", "736x414"), scene: "tab") == (0, 372))
    #expect(try Self.boxes(text("portrait", "414x736"), scene: "tab") == (20, 677))
  }

  /// A detached scene has no status bar.
  ///
  /// A scene neither reached from the initial view controller nor presented is detached: no
  /// status bar is inferred (the corpus's 136, ipad9_7 16096: a view pinned to the safe
  /// area's top at y 0). On retina4_7 its top box sits at 0, not 20; a sensor housing stays
  /// (retina6_1, 21701: 48).
  @Test func detachedScenesHaveNoStatusBar() throws {
    let classic = Self.storyboard([Self.scene("alone")], initial: nil)
    #expect(try Self.boxes(classic, scene: "alone") == (0, 657))
    let notched = Self.storyboard(
      [Self.scene("alone", size: "414x896")], initial: nil, device: "retina6_1")
    // Bottom: 896 - 34 - 10 = 852.
    #expect(try Self.boxes(notched, scene: "alone") == (48, 852))
    let initial = Self.storyboard([Self.scene("alone")], initial: "alone-vc")
    #expect(try Self.boxes(initial, scene: "alone") == (20, 657))
    // At runtime the app shows the device's status bar over any controller: 20.
    let document = try IBTestSupport.read(classic)
    let runtime = IBSceneLayout(
      document: document, scene: document.scenes[0], options: IBLayoutOptions(mode: .runtime))
    runtime.engine.layoutIfNeeded()
    #expect(runtime.safeAreaInsets.top == 20)
  }

  /// A table view controller (retina4_7, toolsVersion 21701) under a simulated navigation bar:
  /// its prototype cell sits at y 50 with a label pinned to the content view's top margin.
  static let tableController = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tvc">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="scene-1">
                <objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell rowHeight="44" id="cell">
                                    <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                                <rect key="frame" x="16" y="11" width="20" height="20"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                                            <constraint firstItem="box" firstAttribute="width" constant="20" id="c3"/>
                                            <constraint firstItem="box" firstAttribute="height" constant="20" id="c4"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// A table view controller's view rests scrolled by its adjusted content inset, so its
  /// cells get no safe area from the bars above them.
  ///
  /// Safe area top 20 + 44 = 64. The table's contentOffset.y is -64, so the cell at content
  /// y 50 is on screen at 50 + 64 = 114, below the 64: the content view's top margin stays
  /// the cell's 11 and the box sits at y 11 (without the offset the cell would overlap the
  /// bars by 64 - 50 = 14 and the box would sit at 11 + 14 = 25).
  @Test func tableControllerContentStartsBelowTheBars() throws {
    let layout = try IBTestSupport.layout(Self.tableController)
    #expect(layout.safeAreaInsets.top == 64)
    #expect(layout.engine.root.contentOffset == Point(x: 0, y: -64))
    #expect(layout.item("box")?.view.frame == Rect(x: 16, y: 11, width: 20, height: 20))
    // On screen: 64 + 50 + 11 = 125.
    let windowY = try #require(layout.item("box")?.view.windowFrame.minY)
    #expect(abs(windowY - 125) < 1e-9)
  }

  /// `contentInsetAdjustmentBehavior="never"` keeps the content under the bars: the box at
  /// 11 + (64 - 50) = 25.
  @Test func neverAdjustingTableKeepsItsContentUnderTheBars() throws {
    let text = Self.tableController.replacingOccurrences(
      of: #"alwaysBounceVertical="YES""#,
      with: #"alwaysBounceVertical="YES" contentInsetAdjustmentBehavior="never""#)
    let layout = try IBTestSupport.layout(text)
    #expect(layout.engine.root.contentOffset == .zero)
    #expect(layout.item("box")?.view.frame == Rect(x: 16, y: 25, width: 20, height: 20))
  }
}
