import AnimsimAppKit
import Testing

/// A 400 × 300 window whose flipped content holds a box 10 from the left and 20 from the
/// top, 100 × 50; `width` is its width constraint (no cap).
@MainActor private func widthWindow() -> (NSWindow, NSView, NSLayoutConstraint) {
  Simulation.reset()
  let window = NSWindow(
    contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled],
    backing: .buffered, defer: false)
  let box = NSView()
  box.identifier = NSUserInterfaceItemIdentifier("box")
  box.translatesAutoresizingMaskIntoConstraints = false
  window.contentView?.addSubview(box)
  let width = box.widthAnchor.constraint(equalToConstant: 100)
  if let content = window.contentView {
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      width, box.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
  window.makeKeyAndOrderFront(nil)
  Simulation.advance(by: 0)
  return (window, box, width)
}

/// Runs a one-second group that animates `width` to 200 with `function`, then returns the
/// box's width after `time` seconds.
@MainActor private func widthAfter(_ time: Double, with function: () -> CAMediaTimingFunction?)
  -> CGFloat
{
  let (_, box, width) = widthWindow()
  let timing = function()
  NSAnimationContext.runAnimationGroup { context in
    context.duration = 1
    context.timingFunction = timing
    width.animator().constant = 200
  }
  Simulation.advance(by: time)
  return box.frame.width
}

// Cubic Bézier values (Core Animation's control points; y at the x where B_x(t) = x, solved
// by bisection by hand): easeIn (0.42, 0)(1, 1) at 0.5 → 0.315357; default
// (0.25, 0.1)(0.25, 1) at 0.5 → 0.802403; (0.5, 0)(0.5, 1) at 0.25 → 0.105893.

@MainActor @Suite struct AnimationContextTests {
  @Test func timingFunctionByNameShapesTheConstantsAnimation() {
    // 100 + 100 × 0.315357 = 131.5357.
    let easeIn = widthAfter(0.5) { CAMediaTimingFunction(name: .easeIn) }
    #expect(abs(easeIn - 131.5357) < 1e-3)
    // CAMediaTimingFunctionName.default, Core Animation's default curve: 100 + 80.2403.
    let standard = widthAfter(0.5) { CAMediaTimingFunction(name: .default) }
    #expect(abs(standard - 180.2403) < 1e-3)
    // .linear and nil (Apple, NSAnimationContext.timingFunction: nil is linear pacing).
    #expect(widthAfter(0.25) { CAMediaTimingFunction(name: .linear) } == 125)
    #expect(widthAfter(0.25) { nil } == 125)
  }

  @Test func controlPointsTimingFunction() {
    let width = widthAfter(0.25) { CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1) }
    // 100 + 100 × 0.105893.
    #expect(abs(width - 110.5893) < 1e-3)
    #expect(Simulation.errors.isEmpty)
  }

  @Test func controlPointsOutsideTheUnitSquareAreRecorded() {
    Simulation.reset()
    _ = CAMediaTimingFunction(controlPoints: 1.5, 0, 0.5, 1)
    // An x outside 0…1 is recorded; the curve falls back to linear.
    #expect(Simulation.errors.count == 1)
    #expect(Simulation.errors.first?.call == "CAMediaTimingFunction(controlPoints:)")
  }

  @Test func durationDefaultsToAQuarterSecond() {
    let (_, box, width) = widthWindow()
    var doneAt: Double?
    NSAnimationContext.runAnimationGroup(
      { _ in width.animator().constant = 200 }, completionHandler: { doneAt = Simulation.time })
    Simulation.advance(by: 0.15)
    // Apple, NSAnimationContext.duration: 0.25 s by default. The constant is re-solved on
    // each frame; frame 9 (0.15 s) is linear at 0.6: 100 + 100 × 0.6 = 160.
    #expect(abs(box.frame.width - 160) < 1e-9)
    Simulation.advance(by: 0.1)
    #expect(doneAt.map { abs($0 - 0.25) < 1e-9 } == true)
  }

  @Test func completionHandlerPropertyRunsWhenTheGroupEnds() {
    let (_, _, width) = widthWindow()
    var done = false
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 0.5
      context.completionHandler = { done = true }
      width.animator().constant = 150
    }
    Simulation.advance(by: 0.25)
    #expect(!done)
    Simulation.advance(by: 0.25)
    #expect(done)
    #expect(width.constant == 150)
  }

  @Test func withoutImplicitAnimationALayoutPassInAGroupIsImmediate() {
    let (_, box, width) = widthWindow()
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 1
      #expect(!context.allowsImplicitAnimation)  // Apple: false by default
      width.constant = 140
      box.layoutSubtreeIfNeeded()
    }
    Simulation.advance(by: 0.5)
    // Nothing animates: the screen shows the model, 140.
    #expect(box.layer?.presentation()?.frame.width == 140)
  }

  @Test func viewAnimatorFrameChangeAnimatesInAGroup() {
    Simulation.reset()
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled],
      backing: .buffered, defer: false)
    let box = NSView(frame: NSRect(x: 0, y: 0, width: 50, height: 50))
    window.contentView?.addSubview(box)
    Simulation.advance(by: 0)
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 1
      box.animator().frame = NSRect(x: 100, y: 0, width: 50, height: 50)
    }
    Simulation.advance(by: 0.5)
    // Linear: half way, x = 50; the model is at 100.
    #expect(box.layer?.presentation()?.frame.minX == 50)
    #expect(box.frame.minX == 100)
  }

  @Test func viewAnimatorAlphaValueFadesWithTheGroup() {
    Simulation.reset()
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled],
      backing: .buffered, defer: false)
    let box = NSView(frame: NSRect(x: 0, y: 0, width: 50, height: 50))
    window.contentView?.addSubview(box)
    Simulation.advance(by: 0)
    var done = false
    NSAnimationContext.runAnimationGroup(
      { context in
        context.duration = 1
        box.animator().alphaValue = 0
      }, completionHandler: { done = true })
    // The model is 0 at once; on screen, linear (nil timing function): 1 − 0.25 = 0.75.
    #expect(box.alphaValue == 0)
    Simulation.advance(by: 0.25)
    let opacity = box.layer?.presentation()?.opacity ?? -1
    #expect(abs(opacity - 0.75) < 1e-6)
    Simulation.advance(by: 0.75)
    #expect(done)
    #expect(box.layer?.presentation()?.opacity == 0)
  }

  @Test func alphaValueSetOutsideAGroupShowsOnTheNextFrame() {
    let (_, box, _) = widthWindow()
    box.alphaValue = 0.25
    // No group: the implicit transaction commits when the run loop next iterates (Apple,
    // CATransaction), with nothing animated; no layout was needed for it.
    Simulation.advance(by: 1.0 / 60)
    #expect(box.layer?.presentation()?.opacity == 0.25)
  }

  @Test func constraintAnimatorOutsideAGroupSetsTheConstant() {
    let (_, box, width) = widthWindow()
    width.animator().constant = 180
    #expect(width.constant == 180)
    box.layoutSubtreeIfNeeded()
    // layoutSubtreeIfNeeded() outside a group lays out at once.
    #expect(box.frame.width == 180)
  }

  @Test func currentContextInsideAGroupIsTheGroupsContext() {
    Simulation.reset()
    var same = false
    NSAnimationContext.runAnimationGroup { context in
      same = NSAnimationContext.current === context
    }
    #expect(same)
  }
}
