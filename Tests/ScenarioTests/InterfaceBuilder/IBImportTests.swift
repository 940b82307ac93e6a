import Diagnostics
import Foundation
import InterfaceBuilder
import Layout
import TestSupport
import Testing

@testable import Scenario

@Suite struct IBImportTests {
  /// The frames of an imported script at its end, by view name.
  static func importedFrames(_ layout: IBSceneLayout) throws -> [String: Rect] {
    let text = layout.scenarioScript()
    let scenario = try CompiledScenario.compile(SourceFile(name: "import.animsim", text: text))
    let sink = RecordingSink()
    _ = try ScenarioRunner(scenario).run(into: sink)
    let last = try #require(sink.frames.last)
    var frames: [String: Rect] = [:]
    for (index, view) in sink.views.enumerated() { frames[view.name] = last.frames[index] }
    return frames
  }

  /// The number of views of `layout` whose imported frame differs (by more than 1e-6).
  static func differences(_ layout: IBSceneLayout) throws -> [String] {
    let frames = try importedFrames(layout)
    var different: [String] = []
    for record in layout.records {
      guard let frame = frames[record.view.name] else {
        different.append(record.view.name + " missing")
        continue
      }
      let solved = record.view.frame
      let close =
        abs(frame.x - solved.x) < 1e-6 && abs(frame.y - solved.y) < 1e-6
        && abs(frame.width - solved.width) < 1e-6 && abs(frame.height - solved.height) < 1e-6
      if !close { different.append(record.view.name) }
    }
    return different
  }

  /// The inline documents of the InterfaceBuilder tests whose import states alignment
  /// insets (slider, bar progress view, SF Symbols) or a proportional stack's saved shares:
  /// the imported script, run, gives every view the frame the document's layout gives it.
  @Test(arguments: [
    ("sliderAndProgress", IBFixtures.sliderAndProgress), ("symbols", IBFixtures.symbols),
    ("proportionalStack", IBFixtures.proportionalStack),
  ])
  func fixtureImportsLayOutIdentically(name: String, document: String) throws {
    let layout = try IBTestSupport.layout(document)
    #expect(try Self.differences(layout).isEmpty, "\(name)")
  }

  /// A view pinned only horizontally (leading 10, width 50) keeps its saved y 200 and
  /// height 40 in the document's layout; the import states them as a starting frame, so the
  /// script's view stays there too instead of at 0,0.
  @Test func ambiguousViewStartsAtItsFrame() throws {
    let layout = try IBTestSupport.layout(
      IBTestSupport.storyboard(
        subviews: """
          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="10" y="200" width="50" height="40"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
          <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
          """), options: IBLayoutOptions(mode: .runtime))
    let script = layout.scenarioScript()
    #expect(script.contains("view view_box frame 10,200,50,40 constrained "), "\(script)")
    #expect(try Self.differences(layout).isEmpty)
    #expect(
      try Self.importedFrames(layout)["view_box"] == Rect(x: 10, y: 200, width: 50, height: 40))
  }

  @Test func loginImportLaysOutIdentically() throws {
    let url = IBTestSupport.packageRoot.appendingPathComponent("Scenarios/ib/Login.storyboard")
    let document = try IBReader.read(try Data(contentsOf: url), file: "Login.storyboard")
    let layout = IBSceneLayout(document: document, scene: document.scenes[0])
    layout.engine.layoutIfNeeded()
    let script = layout.scenarioScript()
    // A device line (retina4_7's safe area is the scene's), the outlet names and ids.
    #expect(script.contains("\ndevice retina4_7\n"))
    #expect(script.contains("constrain heightConstraint: loginButton.height == 44  # LgC-14-001"))
    #expect(script.contains("constrain logoView.top == root.safeArea.top + 40  # LgC-02-001"))
    #expect(try Self.differences(layout).isEmpty)
  }

  /// A plain-screen import (no device line: 008 has no `<device>`, a 320x568 canvas and a
  /// simulated top bar) states the bar's safe area and the root margins the layout uses: 16
  /// at the sides (a view controller's root), 0 from the safe area on top, not UIView's
  /// default 8.
  @Test func plainScreenImportStatesTheRootMargins() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED plainScreenImportStatesTheRootMargins: ../shared/ib-corpus is missing")
      return
    }
    let data = try Data(contentsOf: files.appendingPathComponent("008.storyboard"))
    let document = try IBReader.read(data, file: "008.storyboard")
    let scene = try #require(document.scene("VZw-mp-AF9"))
    let layout = IBSceneLayout(
      document: document, scene: scene, options: IBLayoutOptions(mode: .runtime))
    layout.engine.layoutIfNeeded()
    let script = layout.scenarioScript()
    // The screen states the bar's safe area; the margins are from it: the layout's
    // 64,16,0,16 less the 64-point top inset the script's root adds again.
    #expect(script.contains("\nscreen 320x568 safeArea 64,0,0,0\n"))
    #expect(script.contains("\nset root.margins = 0,16,0,16\n"))
    // The stack pinned to the root's leading margin is at x 16 in both.
    let frames = try Self.importedFrames(layout)
    let stack = try #require(layout.records.first { $0.view.name == "Rating_Stack_View" })
    #expect(stack.view.frame.x == 16)
    #expect(frames["Rating_Stack_View"] == stack.view.frame)
  }

  /// Every scene of the development corpus, imported and run, lays out as the document does
  /// at runtime (what `import` writes: the device's safe area, no placeholder constraints).
  @Test func corpusImportsLayOutIdentically() throws {
    guard let files = IBTestSupport.corpusFiles else {
      print("SKIPPED corpusImportsLayOutIdentically: ../shared/ib-corpus is missing")
      return
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: files.path)
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    var scenes = 0
    var identical = 0
    var report: [String] = []
    for name in names {
      let data = try Data(contentsOf: files.appendingPathComponent(name))
      let document = try IBReader.read(data, file: name)
      for scene in document.scenes {
        let layout = IBSceneLayout(
          document: document, scene: scene, options: IBLayoutOptions(mode: .runtime))
        layout.engine.layoutIfNeeded()
        scenes += 1
        do {
          let different = try Self.differences(layout)
          if different.isEmpty {
            identical += 1
          } else {
            report.append("\(name) \(scene.id): \(different.prefix(4))")
          }
        } catch {
          report.append("\(name) \(scene.id): \(error)")
        }
      }
    }
    print("import round trip: \(identical) of \(scenes) scenes identical")
    for line in report { print("  " + line) }
    // Every scene is identical (the ratchet is at the goal): AppKit controls' alignment insets, fixed
    // baselines and NSStackView's arranged baselines and detached views are written; views
    // the constraints leave ambiguous (025, 031, 044, 145) and scroll views whose clip
    // views resize by their masks (100, 105, 108) start at their frames (`frame …
    // constrained`); simulated safe areas are stated (`screen … safeArea`, 173), and a
    // table view controller's view rests scrolled by its inset (`scroll root`, 181);
    // fixed-frame buttons arranged with equalSpacing are arranged in both (008). 171 (a @3x
    // scene) was a half-pixel tie: its cell button's window y, 387.667 + 5 + 10.1667 − 11 =
    // 391.8333 points, is 1175.5 pixels, reached by the two solvers with a different last
    // bit; pixel rounding now takes a half within the solver's tolerance as a half (up).
    #expect(identical >= 132, "\(identical) of \(scenes): \(report)")
  }
}
