import Diagnostics
import Layout
import Testing

@testable import Scenario

/// The script forms `animsim import` writes for AppKit documents: `set VIEW.baselines`,
/// a stack's `arranged-baselines` and a stack subview declared `detached`.
@Suite struct AppKitStackScriptTests {
  @Test func fixedBaselinesPlaceBaselineConstraints() throws {
    let (_, result) = try run(
      """
      screen 320x200
      view a
      view b
      view c
      constrain "H:|-10-[a(40)]-10-[b(40)]"
      constrain a.top == root.top + 20
      constrain a.height == 30
      constrain b.height == 40
      constrain b.firstBaseline == a.firstBaseline
      constrain "H:|[c(10)]"
      constrain c.top == b.lastBaseline
      constrain c.height == 10
      set a.baselines = 12
      set b.baselines = 10,25
      layout
      # a's baseline at 20 + 12 = 32; b's first 10 below its top: b at 22; its last at
      # 22 + 25 = 47, where c starts.
      expect b.frame == 60,22,40,40
      expect c.frame == 0,47,10,10
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func arrangedBaselinesAndDetachedViews() throws {
    let (_, result) = try run(
      """
      screen 320x200
      stack s axis horizontal alignment top arranged-baselines
      view a in s intrinsic 50x40
      view b in s intrinsic 50x30
      view x in s intrinsic 16x16 hidden detached
      view c
      constrain s.left == root.left + 20
      constrain s.top == root.top + 100
      constrain x.left == s.left
      constrain x.top == s.top
      constrain "H:|[c(10)]"
      constrain c.top == s.lastBaseline
      constrain c.height == 10
      set a.baselines = 12
      set b.baselines = 10,25
      layout
      # x is no arranged view (its own constraints put it at s's origin, 0,0 in s): s is a and
      # b only, 100 wide; its last baseline is b's, 100 + 25 = 125 (not its bottom, 140).
      expect s.frame == 20,100,100,40
      expect c.frame == 0,125,10,10
      expect x.frame == 0,0,16,16
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }
}
