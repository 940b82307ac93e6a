import Diagnostics
import Layout
import Testing

@testable import Scenario

/// `set VIEW.alignmentInsets = top,left,bottom,right` in scripts.
@Suite struct AlignmentInsetsScriptTests {
  @Test func insetsOutsetTheFrameAndAnimate() throws {
    let (_, result) = try run(
      """
      screen 375x667
      view slider intrinsic -x30
      view below
      constrain "H:|-16-[slider]-16-|"
      constrain slider.top == root.top + 100
      constrain below.top == slider.bottom + 8
      constrain below.left == slider.left
      constrain below.width == 10
      constrain below.height == 10
      set slider.alignmentInsets = 0,2,1,2
      layout
      # Alignment rect 16,100 343x30 (375 - 32; intrinsic 30); the frame is outset by
      # 2 left and right, 1 below: 14,100 347x31. below follows the rect: 100 + 30 + 8 = 138.
      expect slider.frame == 14,100,347,31
      expect below.frame == 16,138,10,10
      expect slider.bottom == 130
      animate 1 linear {
          set slider.alignmentInsets = 0,0,0,0
      }
      wait 0.5
      # Halfway from 14,100 347x31 to 16,100 343x30: 15,100 345x30.5.
      expect slider.frame == 15,100,345,30.5
      wait 0.5
      expect slider.frame == 16,100,343,30
      expect below.frame == 16,138,10,10
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func aspectFitInsetsScaleWithTheView() throws {
    let (_, result) = try run(
      """
      screen 300x300
      view image
      constrain image.left == root.left
      constrain image.top == root.top
      constrain w: image.width == 100
      constrain image.height == 100
      set image.alignmentInsets = -1,0,-0.5,0 aspectFit 20x20
      layout
      # Scale min(100 / 20, 100 / 20) = 5: insets -5 above, -2.5 below: y 5, height 92.5.
      expect image.frame == 0,5,100,92.5
      set w.constant = 20
      layout
      # Scale min(20 / 20, 100 / 20) = 1: y 1, height 100 - 1.5 = 98.5.
      expect image.frame == 0,1,20,98.5
      """)
    #expect(result.failures.isEmpty, "\(result.failures.map { $0.rendered() })")
  }

  @Test func insetsNeedAView() {
    let diagnostic = singleDiagnostic(
      """
      screen 100x100
      view box
      constrain w: box.width == 10
      set w.alignmentInsets = 0,2,1,2
      """)
    #expect(diagnostic?.message == .propertyNeedsView("w", property: "alignmentInsets"))
  }
}
