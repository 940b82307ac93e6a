import AnimsimAppKit
import Testing

/// Frame-based views in an unflipped superview when it resizes.
///
/// Apple, `NSView.autoresizingMask`: the mask says which of the view's margins and sizes
/// are flexible; a view with no flexible vertical part keeps its frame, whose origin is its
/// bottom-left corner in an unflipped superview ("the origin … is in the lower-left
/// corner"), so its distance from the bottom stays.
@MainActor @Suite struct NSViewAutoresizingTests {
  /// A 400 × 300 window, laid out, with `box` at (10, 20, 100, 50) in the content view.
  private func window(with box: NSView) -> NSWindow {
    Simulation.reset()
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled],
      backing: .buffered, defer: false)
    window.contentView?.addSubview(box)
    window.makeKeyAndOrderFront(nil)
    Simulation.advance(by: 0)
    return window
  }

  @Test func aViewWithoutFlexibleMarginsKeepsItsDistanceFromTheBottom() {
    let box = NSView(frame: NSRect(x: 10, y: 20, width: 100, height: 50))
    let window = window(with: box)
    window.setContentSize(NSSize(width: 400, height: 400))
    Simulation.advance(by: 0)
    // The frame stays (10, 20, 100, 50): 20 above the bottom, now 330 below the top.
    #expect(box.frame == NSRect(x: 10, y: 20, width: 100, height: 50))
    #expect(box.autoresizingMask == [])
  }

  @Test func aFlexibleBottomMarginKeepsTheTopDistance() {
    let box = NSView(frame: NSRect(x: 10, y: 20, width: 100, height: 50))
    box.autoresizingMask = [.minYMargin]
    let window = window(with: box)
    window.setContentSize(NSSize(width: 400, height: 400))
    Simulation.advance(by: 0)
    // The bottom margin takes the 100 pt: y 20 + 100 = 120 (the top margin stays 230).
    #expect(box.frame == NSRect(x: 10, y: 120, width: 100, height: 50))
    #expect(box.autoresizingMask == [.minYMargin])
  }

  @Test func aFlexibleTopMarginKeepsTheBottomDistance() {
    let box = NSView(frame: NSRect(x: 10, y: 20, width: 100, height: 50))
    box.autoresizingMask = [.maxYMargin, .width]
    let window = window(with: box)
    window.setContentSize(NSSize(width: 500, height: 400))
    Simulation.advance(by: 0)
    // The top margin takes the height change, the width the width change: (10, 20, 200, 50).
    #expect(box.frame == NSRect(x: 10, y: 20, width: 200, height: 50))
    #expect(box.autoresizingMask == [.maxYMargin, .width])
  }
}
