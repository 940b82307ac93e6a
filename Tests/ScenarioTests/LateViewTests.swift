import Diagnostics
import Layout
import Testing

@testable import Scenario

/// (Extension) Views declared after the first action join the hierarchy at the cursor,
/// uncommitted, like UIKit's `addSubview` before any layout pass.
@Suite struct LateViewTests {
  /// A gray bar laid out at t = 0, joined by `badge` at 0.1 s.
  ///
  /// Line 10 (indented to column 3) animates over 0.5 s, linear. `between` goes between
  /// the constraints and the animate; `after` at the end.
  static func script(between: String = "", after: String = "") -> String {
    """
    screen 320x568
    view top
    constrain "H:|-[top]-|"
    constrain "V:|-[top(==100)]"
    layout
    wait 0.1
    view badge in top
    constrain "H:|-[badge(==40)]"
    constrain "V:|-[badge(==20)]"\(between)
      animate 0.5 linear {
      }
    wait 0.5\(after)
    """
  }

  static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  static let laidOut = Rect(x: 20, y: 20, width: 40, height: 20)

  @Test func animatingBeforeAnyPassStartsFromTheZeroRectAndWarns() throws {
    let (sink, result) = try run(Self.script())
    #expect(sink.views.map(\.name) == ["root", "top", "badge"])
    // Listed from frame 0; the zero rectangle until the animate lays it out at 0.1 s.
    #expect(sink.frames[0...6].allSatisfy { $0.frames[2] == Self.zero })
    #expect(sink.frames[0].frames[1] == Rect(x: 20, y: 20, width: 280, height: 100))
    // Linear from the zero rectangle: half way at 0.35 s (frame 21), there at 0.6 s.
    #expect(sink.frames[21].frames[2] == Rect(x: 10, y: 10, width: 20, height: 10))
    #expect(sink.frames[36].frames[2] == Self.laidOut)
    #expect(sink.frames[36].windowFrames[2] == Rect(x: 40, y: 40, width: 40, height: 20))
    #expect(sink.frames.last?.time == 0.6)
    #expect(result.warnings.map(\.message) == [.staleFrame(view: "badge")])
    #expect(result.warnings.first?.location == TextLocation(line: 10, column: 3))
    #expect(result.warnings.first?.severity == .warning)
    let automatic = result.failures.filter { $0.kind == .automatic(.staleFrames) }
    #expect(automatic.count == 1)
    #expect(automatic.first?.line == 10)
    #expect(automatic.first?.column == 3)
    #expect(!result.passed)
  }

  @Test func aLayoutBeforeTheAnimateCommitsTheFrame() throws {
    let (sink, result) = try run(Self.script(between: "\nlayout"))
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    #expect(result.passed)
    #expect(sink.frames[5].frames[2] == Self.zero)  // 0.083 s: not yet added
    #expect(sink.frames[6].frames[2] == Self.laidOut)  // 0.1 s: added and laid out
    #expect(sink.frames.allSatisfy { $0.index < 6 || $0.frames[2] == Self.laidOut })
  }

  @Test func allowStaleFramesTurnsTheCheckOff() throws {
    let (sink, allowed) = try run(Self.script(after: "\nallow stale-frames"))
    #expect(allowed.passed, "\(allowed.failures.map { $0.rendered() })")
    #expect(!allowed.failures.contains { $0.kind == .automatic(.staleFrames) })
    #expect(sink.frames[21].frames[2] == Rect(x: 10, y: 10, width: 20, height: 10))
    let (_, disabled) = try run(Self.script(), options: RunOptions(disabledChecks: [.staleFrames]))
    #expect(disabled.passed)
  }

  @Test func aDeclaredFrameIsNotStale() throws {
    let (sink, result) = try run(
      """
      screen 320x568
      layout
      wait 0.1
      view card frame 10,10,100,50
      animate 0.2 linear {
        screen 400x568
      }
      wait 0.2
      """)
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    #expect(sink.frames[5].frames[1] == Self.zero)  // before its line
    #expect(sink.frames[6].frames[1] == Rect(x: 10, y: 10, width: 100, height: 50))
  }

  @Test func aLateViewIsLaidOutByTheRunLoopPass() throws {
    let (sink, result) = try run(
      """
      screen 320x568
      layout
      wait 0.1
      view title
      constrain "H:|-[title(==40)]"
      constrain "V:|-[title(==20)]"
      wait 0.1
      """)
    // The pass at 0.1 s (when the cursor moves on) commits it: no warning. Frames 0 … 5
    // (before 0.1 s) show the zero rectangle; frame 6 (0.1 s) the laid-out 20,20,40,20.
    #expect(result.warnings.isEmpty, "\(result.warnings.map(\.description))")
    #expect(sink.frames[0...5].allSatisfy { $0.frames[1] == Self.zero })
    #expect(sink.frames[6].frames[1] == Self.laidOut)
    #expect(sink.frames.count == 13)
  }

  @Test func lateViewsCanNestAndBeConstrainedInsideAnimate() throws {
    let (sink, result) = try run(
      """
      screen 320x568
      layout
      view panel
      view chip in panel
      animate 0.2 linear {
        constrain "H:|[panel(==100)]"
        constrain "V:|[panel(==100)]"
        constrain "H:|-10-[chip(==30)]"
        constrain "V:|-10-[chip(==30)]"
      }
      wait 0.2
      """)
    #expect(
      result.warnings.map(\.message) == [.staleFrame(view: "panel"), .staleFrame(view: "chip")])
    #expect(sink.frames[0].frames[2] == Self.zero)
    #expect(sink.frames.last?.frames[1] == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(sink.frames.last?.windowFrames[2] == Rect(x: 10, y: 10, width: 30, height: 30))
  }
}
