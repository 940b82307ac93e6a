import Foundation
import Layout
import TestSupport
import Testing

@testable import InterfaceBuilder

@Suite struct IBSceneLayoutTests {
  /// Scenarios/ib/Login.storyboard, laid out on its simulated iPhone 8 (375 × 667, a
  /// 20-point status bar, no home indicator).
  @Test func loginStoryboardMatchesHandComputedFrames() throws {
    let url = IBTestSupport.packageRoot.appendingPathComponent("Scenarios/ib/Login.storyboard")
    let data = try Data(contentsOf: url)
    let document = try IBReader.read(data, file: "Login.storyboard")
    let layout = IBSceneLayout(document: document, scene: try #require(document.scene("Login")))
    layout.engine.layoutIfNeeded()
    #expect(layout.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    func frame(_ name: String) -> Rect? { layout.engine.view(named: name)?.frame }
    // logo: centerX 375 / 2 = 187.5 → x = 187.5 − 50 = 137.5; top = safe top 20 + 40 = 60.
    #expect(frame("logoView") == Rect(x: 137.5, y: 60, width: 100, height: 100))
    // email: leading margin 16 (root margins on a 375-point iPhone), trailing 375 − 16:
    // width 343; top = 60 + 100 + 20 = 180; height 34 from the saved frame.
    #expect(frame("emailField") == Rect(x: 16, y: 180, width: 343, height: 34))
    // password: 180 + 34 + 12 = 226.
    #expect(frame("passwordField") == Rect(x: 16, y: 226, width: 343, height: 34))
    // button: 226 + 34 + 20 = 280, height constraint 44.
    #expect(frame("loginButton") == Rect(x: 16, y: 280, width: 343, height: 44))
    // label (userLabel "Welcome Label"): saved 100 × 21, centred: x = 137.5, y = 324 + 20.
    #expect(frame("Welcome_Label") == Rect(x: 137.5, y: 344, width: 100, height: 21))
    #expect(layout.constraintNames["LgC-14-001"] == "heightConstraint")
    #expect(layout.constraintNames["LgC-13-001"] == "welcomeTop")
    var conformance = IBConformance()
    conformance.add(layout)
    #expect(conformance.oracle == 5 && conformance.matched == 5)
  }

  /// Buttons arranged in an equalSpacing stack with `fixedFrame="YES"` and
  /// `translatesAutoresizingMaskIntoConstraints="NO"` (as the corpus's 008 saves them) are
  /// arranged by the stack, not kept at their saved frames: widths 40 + 30 + 50 = 120 in a
  /// 200-point stack leave (200 − 120) / 2 = 40 per gap, so x = 0, 80, 150 (saved: 0, 70,
  /// 150), with no conflict.
  @Test func fixedFrameArrangedViewsAreArranged() throws {
    func button(_ id: String, x: Int, width: Int) -> String {
      """
      <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="30"/>
      </button>
      """
    }
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: """
          <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
              <rect key="frame" x="0.0" y="100" width="200" height="30"/>
              <subviews>
          \(button("b1", x: 0, width: 40))
          \(button("b2", x: 70, width: 30))
          \(button("b3", x: 150, width: 50))
              </subviews>
          </stackView>
          """,
        constraints: """
          <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
          <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
          <constraint firstItem="stk" firstAttribute="width" constant="200" id="c3"/>
          """), options: IBLayoutOptions(mode: .runtime))
    let frames = ["b1", "b2", "b3"].compactMap { id in
      layout.records.first { $0.element.id == id }?.view.frame
    }
    #expect(frames.map(\.x) == [0, 80, 150])
    #expect(frames.map(\.width) == [40, 30, 50])
    #expect(layout.engine.conflicts.isEmpty)
  }

  /// At runtime (what the app builds) placeholder constraints are removed; the canvas keeps
  /// them (IBCanvasTests).
  @Test func placeholderConstraintsAreRemovedAtBuildTime() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="10" y="10" width="50" height="50"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b"/>
          <constraint firstItem="box" firstAttribute="width" constant="50" id="c"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="d"/>
          <constraint firstItem="box" firstAttribute="width" constant="99" placeholder="YES" id="e"/>
          """), options: IBLayoutOptions(mode: .runtime))
    // The placeholder width 99 would conflict with 50; it is not built.
    #expect(layout.constraints.count == 4)
    #expect(layout.engine.report.conflicts.isEmpty)
    #expect(layout.records[1].view.frame == Rect(x: 10, y: 10, width: 50, height: 50))
  }

  @Test func unknownConstraintItemIsAWarningAndTheRestLoads() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: "",
        constraints: """
          <constraint firstItem="nope" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
          """))
    #expect(layout.warnings.count == 1)
    #expect(layout.warnings[0].description.contains("unknown id 'nope'"))
  }

  /// Safe area of an iPhone X (375 × 812): 44 on top, 34 at the bottom; a view pinned to
  /// the safe area's edges spans y = 44 to 812 − 34 = 778.
  @Test func safeAreaOfANotchedPhone() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        device: "retina5_9", size: "375x812",
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="0" y="44" width="375" height="734"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="a"/>
          <constraint firstItem="box" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="b"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="d"/>
          """))
    #expect(layout.records[1].view.frame == Rect(x: 0, y: 44, width: 375, height: 734))
  }

  /// An image view takes its saved size as intrinsic size (IBSceneRuleTests); a label
  /// takes its saved size unless `--text-model`.
  @Test func intrinsicSizesFromImagesAndSavedFrames() throws {
    let text = IBTestSupport.storyboard(
      subviews: """
        <imageView image="pic" translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="0" y="0" width="40" height="30"/>
        </imageView>
        <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
            <rect key="frame" x="0" y="100" width="41" height="20.5"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
        <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="d"/>
        """,
      resources: #"<image name="pic" width="40" height="30"/>"#)
    let saved = try IBTestSupport.layout(text)
    #expect(saved.records[1].intrinsic == .image)
    #expect(saved.records[1].view.frame == Rect(x: 0, y: 0, width: 40, height: 30))
    #expect(saved.records[2].intrinsic == .savedFrame)
    #expect(saved.records[2].view.frame == Rect(x: 0, y: 100, width: 41, height: 20.5))
    let modelled = try IBTestSupport.layout(text, options: IBLayoutOptions(textModel: true))
    #expect(modelled.records[2].intrinsic == .textModel)
    let label = modelled.records[2].view
    // The text model: 5 characters × 0.5 × 17 pt = 42.5 wide, one line of 1.2 × 17 = 20.4
    // high, which the @2x pixel grid of retina4_7 rounds to 20.5.
    #expect(label.intrinsicContentSize == Size(width: 42.5, height: 20.4))
    #expect(label.frame.size == Size(width: 42.5, height: 20.5))
  }

  /// Every document of the development corpus loads and yields its scenes, the stale scenes
  /// are exactly those the saved-frame check names, and no matched view is lost.
  @Test func everyCorpusDocumentLoads() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED everyCorpusDocumentLoads: ../shared/ib-corpus is missing")
      return
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: files.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    #expect(names.count >= 73)
    var conformance = IBConformance()
    var sceneless: [String] = []
    for name in names {
      let data = try Data(contentsOf: files.appendingPathComponent(name))
      let document = try IBReader.read(data, file: name)
      if document.scenes.isEmpty { sceneless.append(name) }
      for scene in document.scenes {
        let layout = IBSceneLayout(document: document, scene: scene)
        layout.engine.layoutIfNeeded()
        conformance.add(layout)
      }
    }
    // Every document has a scene (100.xib's only views are a window's content view).
    #expect(sceneless.isEmpty)
    // The scenes whose saved frames miss one of their own required view-to-view
    // constraints by more than 1 pt (IBSavedConsistencyTests.corpusStaleDocuments): 028's
    // cell left in conflict, 187's switches not laid out again after a resize.
    let stale = conformance.staleScenes.map { $0.file + " " + $0.scene }
    #expect(stale == ["028.xib KGk-i7-Jjw", "187.xib iN0-l3-epB"])
    // Regression floor (docs/interface-builder.md, "Conformance"): the matched oracle views
    // when this was last raised; a change that loses one fails here. Raise it with the
    // rules that fix views (it is exact: one more fails).
    #expect(conformance.oracle == 1363)
    #expect(conformance.matched >= 1327, "\(conformance.matched) of \(conformance.oracle)")
    // iOS over self-consistent scenes (the issue's target measure), exact as well.
    let iOS = conformance.byFeature["platform:iOS"] ?? IBConformance.Tally()
    #expect(iOS.consistentOracle == 865)
    #expect(
      iOS.consistentMatched >= 843, "iOS: \(iOS.consistentMatched) of \(iOS.consistentOracle)")
    // macOS over self-consistent scenes, exact as well.
    let macOS = conformance.byFeature["platform:macOS"] ?? IBConformance.Tally()
    #expect(macOS.consistentOracle == 420)
    #expect(
      macOS.consistentMatched >= 419,
      "macOS: \(macOS.consistentMatched) of \(macOS.consistentOracle)")
  }
}

@Suite struct IBIntrinsicCauseTests {
  /// Cause: a label IB flagged misplaced still has IB's measured size.
  ///
  /// Its saved 42 × 21 stands in for the intrinsic size (the text model would give 5 × 0.5 × 17 = 42.5 by
  /// 20.4, rounded to 20.5 at @2x); a box pinned 10 below it sits at 10 + 21 + 10 = 41.
  @Test func flaggedLabelKeepsItsSavedSize() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: """
          <label text="Label" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
              <rect key="frame" x="30" y="30" width="42" height="21"/>
          </label>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="10" y="41" width="50" height="50"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="a"/>
          <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="b"/>
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c"/>
          <constraint firstItem="box" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="10" id="d"/>
          <constraint firstItem="box" firstAttribute="width" constant="50" id="e"/>
          <constraint firstItem="box" firstAttribute="height" constant="50" id="f"/>
          """))
    #expect(layout.records[1].intrinsic == .savedFrame)
    #expect(!layout.records[1].isOracle)
    #expect(layout.records[1].view.frame == Rect(x: 10, y: 10, width: 42, height: 21))
    #expect(layout.records[2].view.frame == Rect(x: 10, y: 41, width: 50, height: 50))
  }

  /// Cause: a table cell's content view in an Xcode 10+ xib has its own margins.
  ///
  /// 11 above and below and 20 on the sides from 414 points: a margin-pinned label in a 449 × 145 cell
  /// sits at x = 20, y = 11, 449 − 40 = 409 wide.
  @Test func cellContentViewMargins() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <tableViewCell contentMode="scaleToFill" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="449" height="145"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" opaque="NO" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="449" height="145"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                              <rect key="frame" x="20" y="11" width="409" height="123"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="a"/>
                          <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b"/>
                          <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c"/>
                          <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="d"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    let layout = try IBTestSupport.layout(text)
    let box = try #require(layout.records.first { $0.element.id == "box" })
    // 145 − 11 − 11 = 123 high.
    #expect(box.view.frame == Rect(x: 20, y: 11, width: 409, height: 123))
  }
}
