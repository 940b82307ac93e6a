import Diagnostics
import Layout
import Testing

@testable import Scenario

/// Devices, guides, margins, pixel rounding, the keyboard and fitting sizes in scripts.
@Suite struct EnvironmentScriptTests {
  @Test func deviceSafeAreaAndMarginsThroughARotation() throws {
    let (_, result) = try run(
      """
      device iPhone8
      view bar
      view box
      constrain bar.top == root.safeArea.top
      constrain "H:|-[bar]-|"
      constrain bar.height == 10
      constrain "H:|[box]|"
      constrain box.bottom == root.safeArea.bottom
      constrain box.height == 10
      layout
      # iPhone 8 portrait (375 x 667): status bar 20; margins 16 (375 < 414), |- binds to them.
      expect bar.frame == 16,20,343,10
      expect box.frame == 0,657,375,10
      device iPhone8 landscape
      wait 0.1
      # Landscape 667 x 375: no status bar; margins 20 (landscape).
      expect bar.frame == 20,0,627,10
      expect box.frame == 0,365,667,10
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func interfaceBuilderIdsNameDevices() throws {
    let scenario = try compile("device retina6_1\nview a")
    // retina6_1 is the iPhone 11 / XR: 414 x 896 @2x.
    #expect(scenario.settings.display?.size == Size(width: 414, height: 896))
    #expect(scenario.settings.display?.scale == 2)
    #expect(scenario.settings.spacing == .margins)
  }

  @Test func explicitSpacingWinsOverTheDeviceDefault() throws {
    let scenario = try compile("device iPhone15Pro\nspacing classic\nview a")
    #expect(scenario.settings.spacing == .classic)
  }

  @Test func screenWithAScaleRoundsToPixels() throws {
    let (_, result) = try run(
      """
      screen 100x100 scale 3
      view a
      view b
      view c
      constrain "H:|[a][b(==a)][c(==a)]|"
      constrain "V:|[a(10.1)]"
      constrain "V:|[b(10)]"
      constrain "V:|[c(10)]"
      layout
      # Thirds are on the @3x grid already; 10.1 rounds to the nearest third, 30.3 px -> 30 px.
      expect a.frame == 0,0,33.333,10 within 0.001
      expect b.left == 33.333 within 0.001
      expect a.height == 10
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func marginsAndFlags() throws {
    let (_, result) = try run(
      """
      screen 320x480
      view panel
      view child in panel
      constrain "H:|-10-[panel]-10-|"
      constrain "V:|-10-[panel]-10-|"
      constrain child.leading == panel.margins.leading
      constrain child.top == panel.topMargin
      constrain child.width == 5
      constrain child.height == 5
      set root.margins = 30,30,30,30
      set panel.preservesSuperviewLayoutMargins = true
      layout
      # root's 30-point margins reach 30 - 10 = 20 points into the panel: max(8, 20) = 20.
      expect child.frame == 20,20,5,5
      set panel.margins = 25,25,25,25
      layout
      expect child.frame == 25,25,5,5
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func directionalMarginsFollowTheDirection() throws {
    let (_, result) = try run(
      """
      screen 320x480
      direction rtl
      view box
      constrain box.leading == root.leadingMargin
      constrain box.top == root.topMargin
      constrain box.width == 10
      constrain box.height == 10
      set root.directionalMargins = 5,30,0,12
      layout
      # Right to left: leading is the right edge, its margin 30: box.right = 320 - 30 = 290.
      expect box.frame == 280,5,10,10
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func keyboardShowsWithItsCurveAndHides() throws {
    let (sink, result) = try run(
      """
      screen 320x480
      fps 10
      view bar
      constrain "H:|[bar]|"
      constrain bar.height == 40
      constrain bar.bottom == root.keyboard.top
      layout
      expect bar.frame == 0,440,320,40
      keyboard show 200
      wait 0.5
      # 480 - 200 = 280; the bar sits at 240.
      expect bar.frame == 0,240,320,40
      keyboard hide
      wait 0.5
      expect bar.frame == 0,440,320,40
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
    // Frame 1 (t = 0.1, time progress 0.2 on the keyboard Bézier (0.38, 0.7) (0.125, 1)):
    // value 0.470641, so y = 440 - 0.470641 x 200 = 345.872.
    let bar = try #require(sink.views.firstIndex { $0.name == "bar" })
    #expect(abs(sink.frames[1].frames[bar].y - 345.872) < 0.001)
  }

  @Test func scrollViewGuides() throws {
    let (_, result) = try run(
      """
      screen 320x480
      scrollview sv
      view content in sv
      view badge in sv
      constrain "H:|[sv]|"
      constrain "V:|[sv]|"
      constrain content.top == sv.content.top
      constrain content.bottom == sv.content.bottom
      constrain content.leading == sv.content.leading
      constrain content.trailing == sv.content.trailing
      constrain content.width == sv.frame.width
      constrain content.height == 1000
      constrain badge.top == sv.frame.top + 10
      constrain badge.leading == sv.frame.leading + 10
      constrain badge.width == 20
      constrain badge.height == 20
      layout
      scroll sv to 0,300
      # The badge floats: in content coordinates at 300 + 10, on screen at 10.
      expect badge.frame == 10,310,20,20
      expect badge.window == 10,10,20,20
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func fittingSize() throws {
    let (_, result) = try run(
      """
      screen 320x480
      view card
      view icon in card intrinsic 40x40
      view body in card intrinsic 200x60
      constrain "H:|[card]"
      constrain "V:|[card]"
      constrain "H:|-16-[icon]-12-[body]-16-|"
      constrain "V:|-10-[icon]-(>=10)-|"
      constrain "V:|-10-[body]-10-|"
      layout
      # Width 16 + 40 + 12 + 200 + 16 = 284; height max(10 + 40 + 10, 10 + 60 + 10) = 80.
      expect card.fitting == 284x80
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  /// `screen … safeArea` gives a bare screen's root a safe area: the guide and the margins
  /// follow it; the root keeps its own margins (no system minimum).
  @Test func screenWithASafeArea() throws {
    let (_, result) = try run(
      """
      screen 320x568 safeArea 64,0,0,0 scale 2
      view bar
      view box
      constrain bar.top == root.safeArea.top
      constrain bar.leading == root.leadingMargin
      constrain bar.width == 10
      constrain bar.height == 10
      constrain box.top == root.topMargin
      constrain box.leading == root.leading
      constrain box.width == 10
      constrain box.height == 10
      set root.margins = 0,16,0,16
      layout
      # bar: the safe area's top 64; leading margin 16 (0 safe inset on the left + 16).
      expect bar.frame == 16,64,10,10
      # box: the top margin is measured from the safe area: 64 + 0.
      expect box.top == 64
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
    let scenario = try compile("screen 320x568 safeArea 20,0,34,0\nview a")
    #expect(
      scenario.settings.display?.safeAreaInsets
        == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scenario.settings.display?.scale == nil)
  }

  /// `scroll root to 0,-100` moves root's subviews 100 lower on screen, out of the top safe
  /// area.
  ///
  /// A table view controller's view rests scrolled by its 100-point content inset: the
  /// subviews keep their frames. Without it, a (at window y 0, 50 high) would get a safe
  /// top of min(100, 50) = 50 and b would be at 50.
  @Test func rootScrollsOutOfTheSafeArea() throws {
    let (_, result) = try run(
      """
      screen 320x568 safeArea 100,0,0,0
      view a
      view b in a
      constrain a.top == root.top
      constrain a.leading == root.leading
      constrain a.width == 50
      constrain a.height == 50
      constrain b.top == a.safeArea.top
      constrain b.leading == a.leading
      constrain b.width == 10
      constrain b.height == 10
      scroll root to 0,-100
      layout
      expect a.frame == 0,0,50,50
      expect b.top == 0
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func screenSafeAreaBadForms() {
    // 300 + 300 = 600 > 568.
    let beyond = singleDiagnostic("screen 320x568 safeArea 300,0,300,0")
    #expect(beyond?.message == .safeAreaBeyondScreen(axis: "height", insets: 600, side: 568))
    #expect(beyond?.location == TextLocation(line: 1, column: 25))
    #expect(
      singleDiagnostic("screen 320x568 safeArea -1,0,0,0")?.message
        == .outOfRange(.safeAreaInset, value: -1))
    #expect(
      singleDiagnostic("screen 320x568 scale 2 scale 3")?.message == .duplicateOption("scale"))
    #expect(
      singleDiagnostic("screen 320x568 safearea 1,0,0,0")?.message
        == .unknownOption(statement: "screen", option: "safearea", suggestion: "safeArea"))
  }

  @Test func badForms() {
    #expect(
      singleDiagnostic("device iPhone15Prp")?.message
        == .unknownDevice("iPhone15Prp", suggestion: "iPhone15Pro"))
    #expect(singleDiagnostic("device iPhone15Prp")?.location == TextLocation(line: 1, column: 8))
    #expect(
      singleDiagnostic("device iPhone8 sideways")?.message
        == .unknownValue("sideways", allowed: ["portrait", "landscape"], suggestion: nil))
    #expect(
      singleDiagnostic("screen 320x568 scale 0")?.message == .outOfRange(.scale, value: 0))
    let scroll = singleDiagnostic(setup + "constrain topGray.top == bottomGray.content.top")
    #expect(scroll?.message == .guideNeedsScrollView(view: "bottomGray", guide: "content"))
    #expect(scroll?.location == TextLocation(line: 4, column: 37))
    #expect(
      singleDiagnostic(setup + "constrain topGray.top == bottomGray.keyboard.top")?.message
        == .keyboardGuideOnRoot("bottomGray"))
    let margin = singleDiagnostic(setup + "constrain topGray.top == root.safeArea.topMargin")
    #expect(margin?.message == .guideAttribute(guide: "safeArea", attribute: "topMargin"))
    #expect(margin?.location == TextLocation(line: 4, column: 40))
    #expect(
      singleDiagnostic(setup + "expect root.safeArea.top == 0")?.message
        == .guideNotMeasurable("safeArea"))
    #expect(
      singleDiagnostic(setup + "keyboard lift 3")?.message
        == .unknownValue("lift", allowed: ["show", "hide"], suggestion: nil))
    #expect(
      singleDiagnostic(setup + "set topGray.margins = 1,2,3")?.message
        == .expected("','", found: "end of line"))
    // After the setup's `screen`, a `device` line is a resize to that device: valid.
    #expect(diagnostics(setup + "layout\ndevice iPhone8").isEmpty)
  }

  @Test func unknownDeviceRendersWithCaretAndHint() throws {
    let text = "device iPhone15Prp landscape\nview a"
    let found = diagnostics(text, file: "d.animsim")
    let d = try #require(found.first)
    #expect(found.count == 1)
    #expect(
      d.rendered(source: SourceFile(name: "d.animsim", text: text)) == """
        d.animsim:1:8: error: unknown device 'iPhone15Prp'
        device iPhone15Prp landscape
               ^
        hint: did you mean 'iPhone15Pro'?

        """)
  }
}
