import Foundation
import FrameOutput
import Layout
import TestSupport
import Testing

/// A headless Chromium, found once: `CHROMIUM` when set, else the first of the usual names
/// on the `PATH` (Debian's `chromium`, `chromium-browser`, `google-chrome`).
enum HeadlessBrowser {
  static let tool = ExternalTool(
    variable: "CHROMIUM",
    names: ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"])

  /// Whether the browser tests can run; prints a loud banner when they cannot.
  static let available = tool.available(
    elseSkipping: """
      BROWSER TESTS SKIPPED: no chromium found (set CHROMIUM or install it:
      apt-get install -y chromium; .ci/run does this). The HTML viewer is NOT tested.
      """)

  /// What the browser printed: the DOM after the page's script ran, and its log.
  struct Output {
    var dom: String
    var log: String
    var status: Int32?
  }

  /// Loads `url` headless and returns the DOM dump (`--dump-dom`) and the browser's log.
  static func dumpDOM(_ url: String) -> Output {
    run(["--dump-dom", url])
  }

  /// Runs the browser headless with `arguments` (plus sandbox-free, GPU-free flags and a
  /// throwaway profile), killing it after `timeout` seconds.
  static func run(_ arguments: [String], timeout: Double = 120) -> Output {
    let output = tool.run([], timeout: timeout) { directory in
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--enable-logging=stderr", "--v=0",
        "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
      ] + arguments
    }
    return Output(dom: output.stdout, log: output.stderr, status: output.status)
  }
}

/// One drawn view in a DOM dump: `<rect class="presented" data-view=… x= y= width= height=>`.
struct DrawnRect: Equatable {
  var view: String
  var x: String
  var y: String
  var width: String
  var height: String

  /// Every presented rectangle in `dom`, in document (stacking) order.
  static func all(in dom: String) -> [DrawnRect] {
    dom.components(separatedBy: "<rect class=\"presented\"").dropFirst().map { chunk in
      let tag = String(chunk.prefix { $0 != ">" })
      func attribute(_ name: String) -> String {
        guard let range = tag.range(of: " \(name)=\"") else { return "" }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
      }
      return DrawnRect(
        view: attribute("data-view"), x: attribute("x"), y: attribute("y"),
        width: attribute("width"), height: attribute("height"))
    }
  }
}

@Suite("The HTML viewer in a real headless browser", .enabled(if: HeadlessBrowser.available))
struct BrowserTests {
  /// Writes the page for `script` and returns its path.
  private func page(_ script: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("animsim-page-\(getpid())-\(UUID().uuidString).html").path
    let result = CommandRunner.run(["run", script, "--format", "html", "--out", path])
    #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    return path
  }

  /// The window rectangles of frame `index` from the CLI's CSV (`view` -> x,y,width,height).
  private func csvRects(_ script: String, time: String, to: String? = nil) -> [DrawnRect] {
    let csv = CommandRunner.run(["run", script, "--from", time, "--to", to ?? time])
    return csv.stdoutText.split(separator: "\n").dropFirst().map { line in
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      // frame,time,view,x,y,width,height,window_x,window_y
      return DrawnRect(
        view: fields[2], x: fields[7], y: fields[8], width: fields[5], height: fields[6])
    }
  }

  private func expectClean(_ output: HeadlessBrowser.Output) {
    #expect(output.status == 0, "browser exit: \(output.log.suffix(2000))")
    #expect(output.dom.contains("data-status=\"ok\""), "the page's script reported an error")
    #expect(output.dom.contains("<pre id=\"errors\" hidden=\"\"></pre>"))
    #expect(!output.log.contains("Uncaught"), "\(output.log.suffix(2000))")
    #expect(!output.log.contains(":CONSOLE("), "console output: \(output.log.suffix(2000))")
  }

  @Test("#frame=N draws one rect per visible view at that frame's window coordinates")
  func selectedFrame() throws {
    let script = "Scenarios/seed1-gray-views.animsim"
    let path = try page(script)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = HeadlessBrowser.dumpDOM("file://\(path)#frame=18&view=topButton")
    expectClean(output)
    let drawn = DrawnRect.all(in: output.dom)
    // Five views, no guides: one rect each, in stacking order (root, topGray, its button,
    // bottomGray, its button), at the CSV's window coordinates for t = 0.3 (frame 18).
    #expect(drawn.map(\.view) == ["root", "topGray", "topButton", "bottomGray", "bottomButton"])
    let expected = csvRects(script, time: "0.3")
    #expect(drawn.count == expected.count)
    for rect in expected {
      #expect(drawn.first { $0.view == rect.view } == rect)
    }
    // Half way through the rotation (README): topGray 20,20,404,198; topButton on screen
    // at 40,104 (its superview's 20,20 plus its own 20,84).
    #expect(drawn[1] == DrawnRect(view: "topGray", x: "20", y: "20", width: "404", height: "198"))
    #expect(drawn[2] == DrawnRect(view: "topButton", x: "40", y: "104", width: "60", height: "30"))
    #expect(output.dom.contains("data-frame=\"18\""))
    // The selected view's panel (from #view=topButton).
    #expect(output.dom.contains("topButton (button) in topGray"))
  }

  @Test("moving the scrubber redraws the rects for the new frame")
  func scrubbing() throws {
    let script = "Scenarios/seed1-gray-views.animsim"
    let path = try page(script)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let before = HeadlessBrowser.dumpDOM("file://\(path)#frame=0")
    let after = HeadlessBrowser.dumpDOM("file://\(path)#frame=0&scrub=30")
    expectClean(before)
    expectClean(after)
    let first = DrawnRect.all(in: before.dom)
    let last = DrawnRect.all(in: after.dom)
    #expect(first != last)
    #expect(
      first.sorted { $0.view < $1.view } == csvRects(script, time: "0").sorted { $0.view < $1.view }
    )
    #expect(
      last.sorted { $0.view < $1.view }
        == csvRects(script, time: "0.5").sorted { $0.view < $1.view })
    // Portrait 320x568 before, landscape 568x320 after.
    #expect(first[0] == DrawnRect(view: "root", x: "0", y: "0", width: "320", height: "568"))
    #expect(last[0] == DrawnRect(view: "root", x: "0", y: "0", width: "568", height: "320"))
    #expect(after.dom.contains("data-frame=\"30\""))
  }

  @Test("a scroll view's subviews are clipped to it, and expectations are listed")
  func scrollClip() throws {
    let script = "Scenarios/seed4-scroll-pinned.animsim"
    let path = try page(script)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = HeadlessBrowser.dumpDOM("file://\(path)#frame=30")
    expectClean(output)
    // sv is item 1: its clip path is its window rectangle, 320x568 at the origin.
    #expect(output.dom.contains("<clipPath id=\"clip-1\"><path d=\"M0 0h320v568h-320z\">"))
    #expect(output.dom.contains("clip-path=\"url(#clip-1)\""))
    // At the end the content has scrolled by 200: card is on screen at 20,100.
    let card = DrawnRect.all(in: output.dom).first { $0.view == "card" }
    #expect(card == DrawnRect(view: "card", x: "20", y: "100", width: "280", height: "100"))
    #expect(output.dom.contains("expectations and checks passed; no warnings."))
  }

  @Test("alpha and transform: each view group gets its opacity and transform for the frame shown")
  func appearance() throws {
    let script = "Scenarios/anim-fade-slide.animsim"
    let path = try page(script)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = HeadlessBrowser.dumpDOM("file://\(path)#frame=15")
    expectClean(output)
    // Frame 15 (t = 0.25): the card is at 20,344.681 (280 x 200, center (160, 444.681)),
    // alpha 0.979, scaled by 0.998 about its center (the scenario's comments derive these).
    #expect(
      output.dom.contains(
        "data-view=\"card\" opacity=\"0.979\" transform=\"translate(160 444.681) "
          + "matrix(0.998 0 0 0.998 0 0) translate(-160 -444.681)\">"))
    // The title has neither: it is drawn inside the card's group (it moves and fades with it).
    #expect(output.dom.contains("data-view=\"title\">"))
    // Scrubbing to frame 0 (alpha 0, scale 0.9) updates them through the observer.
    let scrubbed = HeadlessBrowser.dumpDOM("file://\(path)#frame=15&scrub=0")
    expectClean(scrubbed)
    #expect(
      scrubbed.dom.contains("data-view=\"card\" opacity=\"0\" transform=\"translate(160 668)"))
    // Pages without alphas or transforms have no appearance script.
    let plain = try page("Scenarios/seed1-gray-views.animsim")
    defer { try? FileManager.default.removeItem(atPath: plain) }
    let text = try String(contentsOfFile: plain, encoding: .utf8)
    #expect(!text.contains("MutationObserver"))
  }

  @Test("a view whose parent is out of range or on a cycle is drawn at the top level")
  func strayParents() throws {
    // Swift's stacking order draws root, its subview y, then x (its parent is out of range)
    // and its subview z, then p and q (a cycle) at the top level.
    let views = StrayParents.views
    let sink = MemoryByteSink()
    let html = HTMLFrameSink(output: ByteBuffer(sink: sink), title: "stray")
    html.begin(views: views, fps: 60)
    // Item i at i × 10, i × 10 (window and superview coordinates alike), 10 × 10.
    let rects = views.indices.map {
      Rect(x: Double($0 * 10), y: Double($0 * 10), width: 10, height: 10)
    }
    html.write(
      OutputFrame(
        index: 0, time: 0, frames: rects, windowFrames: rects, modelFrames: rects, events: []))
    html.finish()
    html.complete(with: RunSummary(file: "stray", curves: [], notes: [], passedCount: 0))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("animsim-stray-\(getpid())-\(UUID().uuidString).html").path
    try Data(sink.bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = HeadlessBrowser.dumpDOM("file://\(path)#view=x")
    expectClean(output)
    let drawn = DrawnRect.all(in: output.dom)
    #expect(drawn.map(\.view) == ["root", "y", "x", "z", "p", "q"])
    #expect(drawn[2] == DrawnRect(view: "x", x: "10", y: "10", width: "10", height: "10"))
    // The panel names no superview for x (its parent is not drawn).
    #expect(output.dom.contains("<div id=\"view-info\">x (view)\nframe "))
  }

  @Test("a hidden view is not shown, its neighbours are")
  func hiddenView() throws {
    let script = "Scenarios/stack-collapsing-card.animsim"
    let path = try page(script)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // details, hidden by the first animate at t = 0, is still drawn while it collapses
    // (frame 23, 0.08 pt tall); pay, hidden by the second at 0.4 s for 0.3 s, disappears in
    // the frame where its collapse ends (frame 42, 0.7 s).
    let output = HeadlessBrowser.dumpDOM("file://\(path)#frame=23")
    expectClean(output)
    #expect(!output.dom.contains("data-view=\"details\" style=\"display: none;\""))
    #expect(!output.dom.contains("data-view=\"pay\" style=\"display: none;\""))
    let end = HeadlessBrowser.dumpDOM("file://\(path)#frame=42")
    expectClean(end)
    #expect(end.dom.contains("<g class=\"view\" data-view=\"pay\" style=\"display: none;\">"))
    #expect(!end.dom.contains("data-view=\"details\" style=\"display: none;\""))
    // The buttons row, 8,40.107 in the card at 16,40 (CSV, frame 23 at 23/60 s, the only
    // one between 0.38 and 0.39 s), is on screen at 24,80.107.
    let buttons = DrawnRect.all(in: output.dom).first { $0.view == "buttons" }
    #expect(
      buttons == DrawnRect(view: "buttons", x: "24", y: "80.107", width: "272", height: "30"))
    #expect(csvRects(script, time: "0.38", to: "0.39").first { $0.view == "buttons" } == buttons)
  }

  @Test("safe area, device regions, keyboard, margins, failed-expectation marks and targets")
  func environmentAndVerdicts() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // iPhone 15 Pro portrait: 393 x 852, safe area 59 above and 34 below (Device). The
    // expectation at 0.3 s fails: linear 50 → 150 over 0.5 s gives 50 + 100 · 0.6 = 110.
    try folder.write(
      "env.animsim",
      """
      device iPhone15Pro
      fps 10
      view card
      constrain card.top == root.safeArea.top + 10
      constrain card.left == root.left + 20
      constrain card.width == 100
      constrain h: card.height == 50
      animate 0.5 linear {
          set h.constant = 150
      }
      wait 0.5
      expect card.height == 120 at 0.3
      keyboard show 300
      wait 0.5

      """)
    let path = try page(folder.path + "/env.animsim")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = HeadlessBrowser.dumpDOM("file://\(path)#frame=3&view=card")
    expectClean(output)
    // The failure is marked on the scrubber at frame 3 (0.3 s at 10 fps).
    #expect(output.dom.contains("class=\"mark failed\" data-frame=\"3\""))
    // The expected height is a target line on card's height plot.
    #expect(output.dom.contains("<line class=\"target\""))
    #expect(output.dom.contains("data-value=\"120\""))
    // The safe area: 0,59 to 393,818 (852 - 34); the regions are labeled.
    #expect(output.dom.contains("class=\"safe-area\""))
    #expect(output.dom.contains("d=\"M0 59h393v759h-393z\""))
    #expect(output.dom.contains(">status bar, sensor housing</text>"))
    #expect(output.dom.contains(">home indicator</text>"))
    // card's margins (UIView's default 8) inside its frame at 20,69 (59 + 10).
    #expect(output.dom.contains("data-margins=\"8,8,8,8\""))
    #expect(output.dom.contains("d=\"M28 77h84v"))
    // The portrait stage fits the window's height; names keep at least 11 CSS pixels, so
    // their size in stage units is above the 10-unit floor.
    #expect(output.dom.contains("data-aspect=\"portrait\""))
    let size = output.dom.components(separatedBy: "data-label-size=\"").dropFirst().first
      .map { String($0.prefix { $0 != "\"" }) }
    #expect((size.flatMap(Double.init) ?? 0) > 10, "\(size ?? "none")")
    // No keyboard at frame 3; at the end it covers the bottom 300 points.
    #expect(output.dom.contains("class=\"keyboard\""))
    let end = HeadlessBrowser.dumpDOM("file://\(path)#scrub=10000&view=card")
    expectClean(end)
    #expect(end.dom.contains("x=\"0\" y=\"552\" width=\"393\" height=\"300\""))
    #expect(end.dom.contains(">keyboard 300</text>"))
  }
}
