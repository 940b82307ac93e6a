import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Lays out every scene of corpus document `name` and returns, for each of `ids`, whether
/// its solved frame matches the saved one within the conformance tolerance (nil when the
/// corpus is missing: the caller skips loudly).
func corpusMatches(_ name: String, _ ids: [String]) throws -> [String: Bool]? {
  guard let files = IBTestSupport.corpusFiles else {
    print("SKIPPED corpus check of \(name): ../shared/ib-corpus is missing")
    return nil
  }
  let data = try Data(contentsOf: files.appendingPathComponent(name))
  let document = try IBReader.read(data, file: name)
  var result: [String: Bool] = [:]
  for scene in document.scenes {
    let layout = IBSceneLayout(document: document, scene: scene)
    layout.engine.layoutIfNeeded()
    for id in ids {
      guard let index = layout.recordIndex[id], let saved = layout.flippedSaved(index) else {
        continue
      }
      result[id] = IBConformance.matches(saved, layout.records[index].view.frame)
    }
  }
  return result
}

@Suite struct IBStackCauseTests {
  /// Cause: a `fillProportionally` stack of plain views (no intrinsic size) shares its axis
  /// in proportion to the views' current (saved) lengths.
  ///
  /// Root 375 × 667 (no safe-area use), the stack pinned to all four edges: 667 high,
  /// spacing 10. Saved heights 400 and 257: multipliers 400/667 and 257/667 of 667 give 400
  /// and 257 back, at y = 0 and 410. The equal split would give (667 − 10) / 2 = 328.5 each.
  @Test func proportionalStackOfPlainViewsKeepsSavedProportions() throws {
    let layout = try IBTestSupport.layout(IBFixtures.proportionalStack)
    func frame(_ id: String) throws -> Rect {
      try #require(layout.recordIndex[id].map { layout.records[$0].view.frame })
    }
    #expect(try frame("top") == Rect(x: 0, y: 0, width: 375, height: 400))
    #expect(try frame("bottom") == Rect(x: 0, y: 410, width: 375, height: 257))
    var conformance = IBConformance()
    conformance.add(layout)
    #expect(conformance.oracle == 3 && conformance.matched == 3)
  }

  /// The imported script states the arranged plain views' saved frames (their shares), so it
  /// lays out as the document does: 400 and 257 again, not 328.5 each.
  @Test func proportionalStackImportStatesTheShares() throws {
    let layout = try IBTestSupport.layout(IBFixtures.proportionalStack)
    let script = layout.scenarioScript()
    #expect(script.contains("view view_top in stackView_stk frame 0,0,375,400 "))
    #expect(script.contains("view view_bottom in stackView_stk frame 0,410,375,257 "))
  }

  /// 034.storyboard: a vertical proportional stack (798 high, spacing 10) of two plain views
  /// saved at 568 and 220: 568 + 10 + 220 = 798, so the saved lengths hold exactly; the
  /// label and the button stack inside them follow.
  @Test func corpusProportionalStackMatches() throws {
    let ids = ["Zr7-Mg-1U1", "UrE-bX-Joh", "n09-hR-Elw", "oPL-AT-Xdc", "afR-qC-nwr"]
    guard let matches = try corpusMatches("034.storyboard", ids) else { return }
    for id in ids { #expect(matches[id] == true, "\(id)") }
  }
}

@Suite struct IBSafeAreaCauseTests {
  /// A box pinned to the safe area's top (constant 0), 100 × 100 at x = 0.
  static let pinnedBox = """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
    </view>
    """
  static let pinnedBoxConstraints = """
    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a"/>
    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b"/>
    <constraint firstItem="box" firstAttribute="width" constant="100" id="c"/>
    <constraint firstItem="box" firstAttribute="height" constant="100" id="d"/>
    """

  /// Cause: `edgesForExtendedLayout` without `.top` — the view starts below the top bars,
  /// so nothing overlaps it: on a 375 × 667 iPhone 8 the safe area's top is 0, not the
  /// status bar's 20, and the box sits at y = 0.
  @Test func viewNotExtendedUnderTopBarsHasNoTopInset() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: Self.pinnedBox, constraints: Self.pinnedBoxConstraints,
        extra: #"<extendedEdge key="edgesForExtendedLayout"/>"#))
    #expect(layout.safeAreaInsets.top == 0)
    #expect(layout.records[1].view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  /// Control: the same scene with the default `.all` (not written) keeps the status bar:
  /// y = 20.
  @Test func viewExtendedUnderTopBarsKeepsTheStatusBar() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: Self.pinnedBox, constraints: Self.pinnedBoxConstraints))
    #expect(layout.records[1].view.frame == Rect(x: 0, y: 20, width: 100, height: 100))
  }

  /// Cause: a freeform controller (340 × 800 on an iPhone 8 document) is not the screen: no
  /// status bar over it, but its navigation bar (simulated here; 024's is inferred from a
  /// `show` segue inside a navigation controller) still is: top inset 0 + 44 = 44, not
  /// 20 + 44 = 64.
  @Test func freeformControllerHasNoStatusBar() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        size: "340x800", subviews: Self.pinnedBox, constraints: Self.pinnedBoxConstraints,
        extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
    #expect(layout.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(layout.records[1].view.frame == Rect(x: 0, y: 44, width: 100, height: 100))
  }

  /// 024.storyboard: a scroll view under the top layout guide of a controller that does not
  /// extend under its top bars (saved y = 0), and one under the inferred navigation bar of a
  /// 340 × 800 freeform controller (saved y = 44).
  @Test func corpusTopInsetsMatch() throws {
    let ids = ["oGg-Ok-yug", "orf-2Q-lQr"]
    guard let matches = try corpusMatches("024.storyboard", ids) else { return }
    for id in ids { #expect(matches[id] == true, "\(id)") }
  }
}

@Suite struct IBFullScreenCauseTests {
  /// `<size key="freeformSize">` marks a freeform controller even at a screen's size: no
  /// status bar over its 375 × 667 root, so the box pinned to the safe area's top sits at
  /// y = 0 (a full-screen iPhone 8 controller would put it at 20).
  @Test func freeformSizeElementMeansNotFullScreen() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: IBSafeAreaCauseTests.pinnedBox,
        constraints: IBSafeAreaCauseTests.pinnedBoxConstraints,
        extra: #"<size key="freeformSize" width="375" height="667"/>"#))
    #expect(layout.safeAreaInsets == .zero)
    #expect(layout.records[1].view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  /// An iPad multitasking width (678 × 768 of a 1024 × 768 landscape iPad) keeps the full
  /// height and the device's 20-point status bar: the box sits at y = 20.
  @Test func multitaskingWidthKeepsTheStatusBar() throws {
    let document = IBTestSupport.storyboard(
      device: "ipad9_7", size: "678x768", subviews: IBSafeAreaCauseTests.pinnedBox,
      constraints: IBSafeAreaCauseTests.pinnedBoxConstraints
    ).replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    let layout = try IBTestSupport.layout(document)
    #expect(layout.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(layout.records[1].view.frame == Rect(x: 0, y: 20, width: 100, height: 100))
  }
}
