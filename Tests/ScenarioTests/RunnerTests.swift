import Diagnostics
import Layout
import Testing

@testable import Scenario

@Suite struct RunnerTests {
  @Test func grayViewsFramesAndExpectations() throws {
    let (sink, result) = try run(SampleScripts.grayViews)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
    #expect(result.warnings.isEmpty)
    #expect(sink.began == 1 && sink.finished == 1)
    #expect(
      sink.views.map(\.name) == ["root", "topGray", "bottomGray", "topButton", "bottomButton"])
    #expect(sink.fps == 60)
    // The rotation ends at 0.1 + 0.4 = 0.5 s: frames 0...30.
    #expect(sink.frames.count == 31)
    #expect(sink.frames.map(\.index) == Array(0...30))
    #expect(sink.frames[0].frames[1] == Rect(x: 20, y: 20, width: 280, height: 260))
    #expect(sink.frames[0].frames[2] == Rect(x: 20, y: 288, width: 280, height: 260))
    // 20 + h + 8 + h + 20 = 320 in landscape: h = 136.
    #expect(sink.frames[30].frames[1] == Rect(x: 20, y: 20, width: 528, height: 136))
    #expect(sink.frames[30].modelFrames[1] == Rect(x: 20, y: 20, width: 528, height: 136))
    // Before the animation starts (t = 0.1, frame 6) nothing moved; root jumps (not animated
    // in its model) but topGray is still interpolating at frame 18 (t = 0.3): half way.
    #expect(sink.frames[6].frames[1] == Rect(x: 20, y: 20, width: 280, height: 260))
    let half = sink.frames[18].frames[1]
    #expect(abs(half.width - 404) < 1e-6 && abs(half.height - 198) < 1e-6)
    #expect(result.expectations.count == 10)
  }

  @Test func frameTimesAreExactAndEventsCarryLines() throws {
    let (sink, result) = try run(SampleScripts.slide)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
    #expect(sink.fps == 10)
    #expect(sink.frames.count == 16)  // the second animation ends at 1.5 s
    for frame in sink.frames {
      #expect(frame.time == Double(frame.index) / 10)
    }
    let x = sink.frames.map { $0.frames[1].x }
    #expect(abs(x[3] - 80) < 1e-9)  // 20 + 200 * 0.3
    #expect(abs(x[5] - 120) < 1e-9)
    #expect(abs(x[8] - 120) < 1e-9)  // the two additive animations cancel out
    #expect(abs(x[12] - 80) < 1e-9)  // 20 + 200 * (1.5 - 1.2)
    #expect(abs(x[15] - 20) < 1e-9)
    let events = sink.frames.flatMap { frame in frame.events.map { (frame.index, $0) } }
    #expect(
      events.map { [$0.0, $0.1.animation, $0.1.line ?? -1] } == [
        [0, 1, 8], [5, 2, 13], [10, 1, 8], [15, 2, 13],
      ])
    #expect(events.map(\.1.kind) == [.started, .started, .finished, .finished])
  }

  @Test func actionsAtTimeTShowOnTheFrameAtT() throws {
    let (sink, result) = try run(
      """
      screen 100x100
      fps 10
      view box
      constrain "H:|[box]|"
      constrain h: box.height == 10
      constrain "V:|[box]"
      layout
      wait 0.5
      set h.constant = 50
      expect box.height == 10
      layout
      expect box.height == 50
      wait 0.1
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
    #expect(sink.frames.count == 7)
    #expect(sink.frames[4].frames[1].height == 10)
    #expect(sink.frames[5].frames[1].height == 50)
  }

  @Test func aBlockAtALaterInstantFindsTheChangesAlreadyLaidOut() throws {
    let (sink, _) = try run(
      """
      screen 100x100
      fps 10
      view box
      constrain "H:|[box]|"
      constrain h: box.height == 10
      constrain "V:|[box]"
      layout
      set h.constant = 50
      wait 0.5
      animate 1 linear {
      }
      """)
    // The `set` at 0 is laid out by the run loop's pass at 0 (the `wait` ends the instant),
    // so frame 0 already shows 50 and the block at 0.5 has nothing left to animate.
    // The block changes nothing, so the run ends at the cursor: frames 0 … 5 (0.5 s).
    #expect(sink.frames.count == 6)
    #expect(sink.frames.allSatisfy { $0.frames[1].height == 50 })
  }

  @Test func changesOutsideAnimateAreLaidOutByTheRunLoopPassBeforeTheNextFrame() throws {
    let (sink, result) = try run(
      """
      screen 100x100
      view box
      constrain "H:|[box]|"
      constrain h: box.height == 10
      constrain "V:|[box]"
      layout
      wait 0.1
      set h.constant = 50
      screen 200x200
      wait 0.1
      """)
    // No warning: the pass at 0.1 s (before the cursor moves on) lays both changes out.
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    // fps 60: frame 5 (0.083 s) is before the changes, frame 6 (0.1 s) shows them at once,
    // without animation: root 200 wide, box 0,0 200 x 50.
    #expect(sink.frames[5].frames[1] == Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(sink.frames[6].frames[0] == Rect(x: 0, y: 0, width: 200, height: 200))
    #expect(sink.frames[6].frames[1] == Rect(x: 0, y: 0, width: 200, height: 50))
    #expect(sink.frames.last?.frames[1] == Rect(x: 0, y: 0, width: 200, height: 50))
  }

  @Test func anAnimateAtTheSameInstantTakesThePendingChanges() throws {
    let (sink, result) = try run(
      """
      screen 100x100
      view box
      constrain "H:|[box]|"
      constrain h: box.height == 10
      constrain "V:|[box]"
      layout
      wait 0.1
      set h.constant = 50
      wait 0
      animate 0.5 linear {
      }
      wait 0.5
      """)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    // `wait 0` stays in the instant: the block animates 10 → 50 from 0.1 s, linear over
    // 0.5 s. Frame 6 (0.1 s): 10; frame 21 (0.35 s, half way): 10 + 40 · 0.5 = 30.
    #expect(sink.frames[6].frames[1].height == 10)
    #expect(abs(sink.frames[21].frames[1].height - 30) < 1e-9)
    #expect(sink.frames[36].frames[1].height == 50)
  }

  @Test func anExpectAtTheCursorRunsBeforeTheInstantsPass() throws {
    let (_, result) = try run(
      """
      screen 100x100
      view box
      constrain "H:|[box]|"
      constrain h: box.height == 10
      constrain "V:|[box]"
      layout
      set h.constant = 50
      expect box.height == 10
      wait 0.1
      expect box.height == 50
      """)
    // The first `expect` is in the same run-loop turn as the `set` (nothing laid out yet);
    // the second comes after the pass that ended the instant at t = 0.
    #expect(result.passed, "\(result.failures.map { $0.rendered() })")
  }

  @Test func scrollMovesTheContentAtOnce() throws {
    let (sink, result) = try run(
      """
      screen 100x100
      scrollview sv
      view content in sv
      constrain "H:|[sv]|"
      constrain "V:|[sv]|"
      constrain "H:|[content(==100)]|"
      constrain "V:|[content(==300)]|"
      layout
      wait 0.1
      scroll sv to 0,40
      expect content.window == 0,-40,100,300
      animate 0.5 linear {
      }
      wait 0.5
      """)
    #expect(result.passed, "\(result.failures.map { $0.rendered() })")
    // Not animated by the block at the same instant: on screen at y = 0 − 40 from frame 6
    // (0.1 s) on, while frame 5 (0.083 s) still shows 0.
    #expect(sink.frames[5].windowFrames[2].y == 0)
    #expect(sink.frames[6].windowFrames[2].y == -40)
    #expect(sink.frames[21].windowFrames[2].y == -40)
  }

  @Test func failedExpectationsReportValues() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view box
      constrain "H:|-[box(==100)]"
      constrain "V:|-[box(==50)]"
      layout
      expect box.frame == 20,20,100,60
      expect box.width >= 200 within 0.5
      expect box.right == 120 at end
      """)
    let failures = result.failures
    #expect(failures.count == 2)
    #expect(failures[0].line == 6 && failures[0].expected == "20,20,100,60")
    #expect(failures[0].actual == "20,20,100,50" && failures[0].time == 0)
    #expect(
      failures[0].rendered()
        == "t.animsim:6:1: expectation failed: box.frame == 20,20,100,60: expected "
        + "20,20,100,60, actual 20,20,100,50 at t=0")
    #expect(failures[1].line == 7 && failures[1].actual == "100")
    #expect(result.expectations[2].passed)
  }

  @Test func invalidVisualFormatPointsIntoTheString() {
    let errors = diagnostics("screen 320x568\nview box\nconstrain \"H:|-[bxo]-|\"")
    #expect(errors.count == 1)
    // `constrain "` is 11 columns; Apple puts the caret after the unknown name (offset 8).
    #expect(errors.first?.location == TextLocation(line: 3, column: 20))
    #expect(errors.first?.message.text.hasPrefix("invalid visual format: ") == true)
    #expect(errors.first?.message.hint == "did you mean 'box'?")
  }

  @Test func invalidConstraintIsReportedAtItsLine() {
    let errors = diagnostics("screen 320x568\nview box\nconstrain box.top == 20")
    #expect(errors.count == 1)
    #expect(errors.first?.location == TextLocation(line: 3, column: 11))
    guard case .invalidConstraint? = errors.first?.message else {
      Issue.record("not an invalid constraint: \(errors)")
      return
    }
  }

  @Test func requiredPriorityChangeOnAnActiveConstraintIsAnError() {
    let errors = diagnostics(
      """
      screen 320x568
      view box
      constrain w: box.width == 10
      layout
      set w.priority = 500
      deactivate w
      set w.priority = 250
      """)
    #expect(errors.map(\.location) == [TextLocation(line: 5, column: 18)])
  }

  @Test func overlongTimelinesAreRejectedBeforeOutput() throws {
    let errors = try runErrors(
      "screen 10x10\nfps 1000\nwait 3600", options: RunOptions(maximumFrames: 1000))
    #expect(errors.map(\.message) == [.timelineTooLong(frames: 3_600_001, limit: 1000)])
  }

  @Test func sampleTimesAndFpsOverride() throws {
    let (sink, result) = try run(
      SampleScripts.slide, options: RunOptions(fps: 20, sampleTimes: [0.55, 0.25]))
    #expect(result.failures.isEmpty)
    #expect(sink.fps == 20)
    #expect(sink.frames.map(\.index) == [0, 1])
    #expect(sink.frames.map(\.time) == [0.25, 0.55])
    #expect(abs(sink.frames[0].frames[1].x - 70) < 1e-9)
    #expect(abs(sink.frames[1].frames[1].x - 120) < 1e-9)
  }

  @Test func frameHookSeesEveryWrittenFrame() throws {
    final class Counter: @unchecked Sendable { var count = 0 }
    let counter = Counter()
    let (sink, _) = try run(
      SampleScripts.slide, options: RunOptions(onFrame: { _ in counter.count += 1 }))
    #expect(counter.count == sink.frames.count)
  }

  @Test func conflictsWarnAndFailTheAutomaticCheck() throws {
    let script = """
      screen 320x568
      view top
      view bottom
      constrain "H:|-[top]-|"
      constrain "H:|-[bottom]-|"
      constrain pinned: "V:|-25-[top(==100)]"
      constrain stack: "V:|-[top]-[bottom(==100)]"
      layout
      expect no-conflicts
      """
    let (_, result) = try run(script)
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.severity == .warning)
    #expect(result.warnings.first?.line == 7)
    #expect(result.explanation.conflicts.count == 1)
    #expect(
      result.explanation.conflicts.first?.appleLog.contains("Unable to simultaneously") == true)
    #expect(result.failures.map(\.kind) == [.noConflicts, .automatic(.conflicts)])
    let (_, allowed) = try run(script + "\nallow conflicts")
    #expect(allowed.failures.map(\.kind) == [.noConflicts])
    let (_, disabled) = try run(script, options: RunOptions(disabledChecks: [.conflicts]))
    #expect(disabled.failures.map(\.kind) == [.noConflicts])
  }

  @Test func ambiguityWarnsOnce() throws {
    let (_, result) = try run(
      """
      screen 320x568
      view box
      constrain box.width == 10
      layout
      layout
      """)
    #expect(result.warnings.map(\.message) == [.ambiguity(views: ["box"])])
    #expect(result.failures.map(\.kind) == [.automatic(.ambiguity)])
    #expect(result.explanation.ambiguities.first?.appleLog.contains("AMBIGUOUS LAYOUT") == true)
  }

  @Test(arguments: [("additive", 120.0), ("from-current", 95.0), ("replace", 170.0)])
  func interruptionPolicies(policy: String, expected: Double) throws {
    // The second animation starts at 0.5 s, when the box is presented at 120 with model 220.
    // additive: both offsets decay (120 throughout); from-current: 120 -> 20 over 1 s;
    // replace: jumps to the old model value 220, then 220 -> 20 over 1 s. At 0.75 s:
    let script = SampleScripts.slide.replacingOccurrences(
      of: "fps 10", with: "fps 10\ninterruption \(policy)")
    let (sink, _) = try run(script)
    #expect(abs(sink.frames[5].frames[1].x - (policy == "replace" ? 220 : 120)) < 1e-9)
    let at075 = try run(script + "\nexpect box.left == \(expected) at 0.75").1
    #expect(at075.expectations.last?.passed == true, "\(at075.expectations.last?.actual ?? "")")
  }

  @Test func rightToLeftLeadingAndMargins() throws {
    let (_, result) = try run(
      """
      screen 320x568
      direction rtl
      view box
      constrain "H:|-[box(==100)]"
      constrain "V:|-[box(==50)]"
      layout
      expect box.frame == 200,20,100,50
      expect box.leading == 300
      expect box.trailing == 200
      expect box.leadingMargin == 292
      expect box.centerYWithinMargins == 45
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func sameInputSameOutput() throws {
    let (a, _) = try run(SampleScripts.mix)
    let (b, _) = try run(SampleScripts.mix)
    #expect(a.frames.map(\.frames) == b.frames.map(\.frames))
    #expect(a.frames.map(\.events) == b.frames.map(\.events))
  }
}
