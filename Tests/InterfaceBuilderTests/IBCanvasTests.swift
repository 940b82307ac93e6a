import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Canvas and runtime: the Interface Builder canvas of the Xcode that saved a document, and
/// what the app shows on the device, laid out from the same document.
@Suite struct IBCanvasTests {
  /// A full-screen root of `size` on `device`, saved by `toolsVersion`, holding `box` pinned
  /// to the four edges of the safe area.
  static func safeAreaBox(device: String, size: String, toolsVersion: String) -> String {
    IBTestSupport.storyboard(
      device: device, size: size, toolsVersion: toolsVersion,
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="a"/>
        <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="b"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c"/>
        <constraint firstItem="box" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="d"/>
        """)
  }

  static func box(_ text: String, _ mode: IBLayoutMode) throws -> (EdgeInsets, Rect) {
    let layout = try IBTestSupport.layout(text, options: IBLayoutOptions(mode: mode))
    let box = try #require(layout.item("box")?.view)
    return (layout.safeAreaInsets, box.frame)
  }

  /// Xcode 16.3 (toolsVersion 23727) doubles a phone root's device insets on its canvas:
  /// retina6_1 (48 top, 34 bottom) shows 96 and 68, so the box spans y 96 to 896 − 68 = 828
  /// (732 high); on the device it spans 48 to 862 (814 high).
  @Test func xcode16_3CanvasDoublesPhoneInsets() throws {
    let text = Self.safeAreaBox(device: "retina6_1", size: "414x896", toolsVersion: "23727")
    let (canvasInsets, canvas) = try Self.box(text, .canvas)
    #expect(canvasInsets == EdgeInsets(top: 96, left: 0, bottom: 68, right: 0))
    #expect(canvas == Rect(x: 0, y: 96, width: 414, height: 732))
    let (runtimeInsets, runtime) = try Self.box(text, .runtime)
    #expect(runtimeInsets == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
    #expect(runtime == Rect(x: 0, y: 48, width: 414, height: 814))
  }

  /// The doubling is keyed by toolsVersion ranges (23727–23999, 24506–32699), not a
  /// threshold: on retina6_12 (59 top, 34 bottom) Xcode 26's 24506 shows 118/68; 23504
  /// (before 16.3), the 24093.7 beta and 32700.99.1234 show 59/34.
  @Test func doublingFollowsToolsVersionRanges() throws {
    for (tools, top, bottom) in [
      ("24506", 118.0, 68.0), ("23999", 118, 68), ("23504", 59, 34), ("24093.7", 59, 34),
      ("32700.99.1234", 59, 34),
    ] {
      let text = Self.safeAreaBox(device: "retina6_12", size: "393x852", toolsVersion: tools)
      let (insets, _) = try Self.box(text, .canvas)
      #expect(insets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), "\(tools)")
    }
  }

  /// iPads do not double: ipad12_9rounded (24 top, 20 bottom) saved by 23727 shows 24/20.
  @Test func iPadCanvasIsNotDoubled() throws {
    let text = Self.safeAreaBox(device: "ipad12_9rounded", size: "1024x1366", toolsVersion: "23727")
    let (insets, box) = try Self.box(text, .canvas)
    #expect(insets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    // 1366 − 24 − 20 = 1322 high.
    #expect(box == Rect(x: 0, y: 24, width: 1024, height: 1322))
  }

  /// Xcode 26's iPad canvas (toolsVersion 24765) has a 50-point bottom inset where the
  /// device has a home indicator: ipad12_9rounded shows 24/50, so the box spans 24 to
  /// 1366 − 50 = 1316 (1292 high); on the device 24/20 (1322 high).
  @Test func xcode26iPadCanvasBottomIs50() throws {
    let text = Self.safeAreaBox(device: "ipad12_9rounded", size: "1024x1366", toolsVersion: "24765")
    let (canvasInsets, canvas) = try Self.box(text, .canvas)
    #expect(canvasInsets == EdgeInsets(top: 24, left: 0, bottom: 50, right: 0))
    #expect(canvas == Rect(x: 0, y: 24, width: 1024, height: 1292))
    let (runtimeInsets, runtime) = try Self.box(text, .runtime)
    #expect(runtimeInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(runtime == Rect(x: 0, y: 24, width: 1024, height: 1322))
  }

  /// A sheet below the status bar on a doubling canvas keeps one top inset.
  ///
  /// A 414 × 848 controller on retina6_1 (896 − 48) saved by 24506: the doubled status area
  /// (96) reaches 96 − 48 = 48 into it, so the box spans 48 to 848 (800 high); on the device,
  /// and for a 414 × 886 page sheet on the canvas, the top inset is 0.
  @Test func sheetBelowTheStatusBarKeepsOneTopInsetOnADoublingCanvas() throws {
    let text = Self.safeAreaBox(device: "retina6_1", size: "414x848", toolsVersion: "24506")
    let (canvasInsets, canvas) = try Self.box(text, .canvas)
    #expect(canvasInsets == EdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
    #expect(canvas == Rect(x: 0, y: 48, width: 414, height: 800))
    #expect(try Self.box(text, .runtime).1 == Rect(x: 0, y: 0, width: 414, height: 848))
    let pageSheet = Self.safeAreaBox(device: "retina6_1", size: "414x886", toolsVersion: "24506")
    #expect(try Self.box(pageSheet, .canvas).1 == Rect(x: 0, y: 0, width: 414, height: 886))
  }

  /// Before iOS 16's SDK (toolsVersion below 21000) the retina6_1 canvas's top inset is 44.
  ///
  /// The device (iOS 16 and later) has 48. The box spans 44 to 862 on the canvas
  /// (818 high) and 48 to 862 on the device.
  @Test func olderRetina6_1CanvasTopIs44() throws {
    let text = Self.safeAreaBox(device: "retina6_1", size: "414x896", toolsVersion: "20037")
    #expect(try Self.box(text, .canvas).1 == Rect(x: 0, y: 44, width: 414, height: 818))
    #expect(try Self.box(text, .runtime).1 == Rect(x: 0, y: 48, width: 414, height: 814))
  }

  /// Placeholder constraints ("Remove at build time") hold on the canvas only: a box pinned
  /// 10 from the left with a placeholder width of 100 is 100 wide on the canvas; at runtime
  /// its optional width 50 (priority 250) decides.
  @Test func placeholderConstraintsHoldOnTheCanvasOnly() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="10" y="10" width="100" height="50"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="c"/>
        <constraint firstItem="box" firstAttribute="width" constant="50" priority="250" id="d"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" placeholder="YES" id="e"/>
        """)
    let canvas = try IBTestSupport.layout(text, options: IBLayoutOptions(mode: .canvas))
    #expect(canvas.constraints.count == 5)
    #expect(canvas.item("box")?.view.frame == Rect(x: 10, y: 10, width: 100, height: 50))
    let runtime = try IBTestSupport.layout(text, options: IBLayoutOptions(mode: .runtime))
    #expect(runtime.constraints.count == 4)
    #expect(runtime.item("box")?.view.frame == Rect(x: 10, y: 10, width: 50, height: 50))
  }

  /// The modes say what they reproduce.
  @Test func modesDescribeThemselves() throws {
    let text = Self.safeAreaBox(device: "retina6_1", size: "414x896", toolsVersion: "23727")
    let document = try IBTestSupport.read(text)
    #expect(
      IBCanvas(document).describe(.canvas)
        == "the Interface Builder canvas of toolsVersion 23727 (Xcode 16.3 or later: phone insets doubled)"
    )
    #expect(IBCanvas(document).describe(.runtime) == "the device (runtime)")
  }

  /// The development corpus's 038 (retina6_1, toolsVersion 23727): its margin-pinned stack
  /// `wI6-ag-afn` is saved at y 96, 732 high: the canvas (safe area 96/68) gives exactly
  /// that; the device (48/34) gives y 48, 896 − 48 − 34 = 814 high.
  @Test func corpus038CanvasAndRuntime() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED corpus038CanvasAndRuntime: ../shared/ib-corpus is missing")
      return
    }
    let data = try Data(contentsOf: files.appendingPathComponent("038.storyboard"))
    let document = try IBReader.read(data, file: "038.storyboard")
    let scene = try #require(document.scenes.first)
    var frames: [IBLayoutMode: Rect] = [:]
    for mode in [IBLayoutMode.canvas, .runtime] {
      let layout = IBSceneLayout(
        document: document, scene: scene, options: IBLayoutOptions(mode: mode))
      layout.engine.layoutIfNeeded()
      frames[mode] = layout.item("wI6-ag-afn")?.view.frame
      let insets =
        mode == .canvas
        ? EdgeInsets(top: 96, left: 0, bottom: 68, right: 0)
        : EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
      #expect(layout.safeAreaInsets == insets)
    }
    #expect(frames[.canvas] == Rect(x: 20, y: 96, width: 374, height: 732))
    #expect(frames[.runtime] == Rect(x: 20, y: 48, width: 374, height: 814))
  }
}
