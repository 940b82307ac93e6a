import Foundation
import InterfaceBuilder
import Testing

@Suite struct InterfaceBuilderCommandTests {
  @Test func layoutPrintsCSVForAStoryboard() {
    let result = CommandRunner.run(["layout", "Scenarios/ib/Login.storyboard", "--format", "csv"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.first == "scene,id,view,x,y,width,height,window_x,window_y")
    // Root plus five views; the button sits at y = 280 (see IBSceneLayoutTests).
    #expect(lines.count == 7)
    #expect(lines.contains("LgS-c0-001,Lg4-bt-001,loginButton,16,280,343,44,16,280"))
    #expect(result.stderr.contains("4 view(s) from their saved frames"))
  }

  /// `layout` reproduces the canvas of the saving Xcode, `layout --runtime` the device: a
  /// box pinned to the safe-area top of a retina6_1 root saved by Xcode 16.3 (toolsVersion
  /// 23727) is at y 2 × 48 = 96 on the canvas and 48 on the device.
  @Test func layoutRuntimeLaysOutTheDevice() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait"/>
          <scenes>
              <scene sceneID="s">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <subviews>
                                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="0.0" y="96" width="414" height="50"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a"/>
                                  <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b"/>
                                  <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c"/>
                                  <constraint firstItem="box" firstAttribute="height" constant="50" id="d"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-runtime-\(getpid()).storyboard")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let canvas = CommandRunner.run(["layout", url.path, "--format", "csv"])
    #expect(canvas.status == 0, "\(canvas.stderr)")
    #expect(canvas.stdoutText.contains("s,box,view_box,0,96,414,50,0,96"))
    #expect(
      canvas.stderr.contains(
        "note: laid out as the Interface Builder canvas of toolsVersion 23727 (Xcode 16.3 or "
          + "later: phone insets doubled)"))
    let runtime = CommandRunner.run(["layout", url.path, "--format", "csv", "--runtime"])
    #expect(runtime.status == 0, "\(runtime.stderr)")
    #expect(runtime.stdoutText.contains("s,box,view_box,0,48,414,50,0,48"))
    #expect(runtime.stderr.contains("note: laid out as the device (runtime)"))
    let table = CommandRunner.run(["layout", url.path, "--runtime"])
    #expect(table.stdoutText.hasPrefix("scene s: 414x896 on the device (runtime), safe area"))
  }

  @Test func layoutMissingSceneIsExit2WithTheDocumentLine() {
    let result = CommandRunner.run(["layout", "Scenarios/ib/Login.storyboard", "--scene", "Nope"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "Login.storyboard:3:1: error: no scene or top-level view with id 'Nope'"))
    #expect(result.stderr.contains("hint: scenes: LgS-c0-001 (Login)"))
  }

  @Test func layoutMalformedDocumentIsExit2() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-bad-\(getpid()).storyboard")
    try Data("<document>\n<scenes>\n<scene></objects>\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = CommandRunner.run(["layout", url.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(":3:"))
    #expect(result.stderr.contains("malformed XML"))
    #expect(!result.stderr.contains("Fatal"))
  }
}

@Suite struct CheckIBCommandTests {
  @Test func cleanDocumentExitsZero() {
    let result = CommandRunner.run(["check-ib", "Scenarios/ib/Login.storyboard"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdoutText == "Scenarios/ib/Login.storyboard: 1 scene(s), 0 issue(s) on "
        + "the Interface Builder canvas of toolsVersion 21701\n")
  }

  @Test func unreadableFileIsReportedAndTheOthersStillChecked() {
    let missing = "Scenarios/ib/does-not-exist-\(getpid()).storyboard"
    let result = CommandRunner.run(["check-ib", missing, "Scenarios/ib/Login.storyboard"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("animsim: error: cannot read '\(missing)'"))
    // Sorted by path ("L" before "d"), then the summary: the unreadable file failed.
    #expect(
      result.stdoutText == "Scenarios/ib/Login.storyboard: 1 scene(s), 0 issue(s) on "
        + "the Interface Builder canvas of toolsVersion 21701\n"
        + "2 files: 1 passed, 1 failed, 0 invalid, 0 warnings\n")
  }

  @Test func malformedDocumentAmongOthersIsExit2() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-check-ib-bad-\(getpid()).xib")
    try Data("<document>\n<objects>\n<view></objects>\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = CommandRunner.run(["check-ib", url.path, "Scenarios/ib/Login.storyboard"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("malformed XML"))
    #expect(
      result.stdoutText == "Scenarios/ib/Login.storyboard: 1 scene(s), 0 issue(s) on "
        + "the Interface Builder canvas of toolsVersion 21701\n"
        + "2 files: 1 passed, 0 failed, 1 invalid, 0 warnings\n")
  }

  @Test func misplacedViewIsReportedAtItsLine() throws {
    // A 50-point-wide box whose saved frame says 60: misplaced by 10 points.
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <objects>
              <view contentMode="scaleToFill" id="top">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                          <rect key="frame" x="10" y="10" width="60" height="50"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="a"/>
                      <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="10" id="b"/>
                      <constraint firstItem="box" firstAttribute="width" constant="50" id="c"/>
                      <constraint firstItem="box" firstAttribute="height" constant="50" id="d"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-misplaced-\(getpid()).xib")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = CommandRunner.run(["check-ib", url.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains(":7:17: warning: view 'view_box (box)' is misplaced"))
    #expect(result.stderr.contains("saved frame 10,10 60x50, solved 10,10 50x50"))
    // The saved 60 also misses the document's own width constraint `c` (= 50) by 10.
    #expect(
      result.stderr.contains(":14:17: warning: the saved frames miss constraint 'c' by 10 pt"))
    #expect(
      result.stdoutText.hasSuffix(
        "1 scene(s), 2 issue(s) on the Interface Builder canvas of toolsVersion 21701\n"))
  }
}

@Suite struct ImportCommandTests {
  @Test func importWritesAScriptThatRuns() throws {
    let target = FileManager.default.temporaryDirectory.appendingPathComponent(
      "animsim-import-\(getpid()).animsim")
    defer { try? FileManager.default.removeItem(at: target) }
    let result = CommandRunner.run([
      "import", "Scenarios/ib/Login.storyboard", "--scene", "Login", "--out", target.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutText.isEmpty)
    let layout = CommandRunner.run(["layout", target.path])
    #expect(layout.status == 0, "\(layout.stderr)")
    // The button at 16,280 343x44, as the storyboard lays it out.
    #expect(layout.stdoutText.contains("loginButton       16  280    343      44"))
    // Every view of the scene, not only the button: the script lays out identically.
    let document = CommandRunner.run([
      "layout", "Scenarios/ib/Login.storyboard", "--scene", "Login", "--format", "csv",
    ])
    #expect(document.status == 0, "\(document.stderr)")
    let imported = Set(
      layout.stdoutText.split(separator: "\n").map {
        $0.split(separator: " ").joined(separator: ",")
      })
    let rows = document.stdoutText.split(separator: "\n").dropFirst()
    #expect(rows.count == 6)
    for row in rows {
      // scene,id,view,x,y,…: the script's table has view,x,y,… (ids are in comments).
      let expected = row.split(separator: ",").dropFirst(2).joined(separator: ",")
      #expect(imported.contains(expected), "\(expected) not in \(layout.stdoutText)")
    }
  }

  @Test func importMissingSceneIsExit2() {
    let result = CommandRunner.run(["import", "Scenarios/ib/Login.storyboard", "--scene", "X"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no scene or top-level view with id 'X'"))
  }
}
