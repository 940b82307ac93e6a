import AnimsimAppKit
import Testing

/// A container whose subviews count y downward.
private final class FlippedView: NSView {
  override var isFlipped: Bool { true }
}

/// A 400 × 300 window with a box pinned 10 from the leading edge and 20 from the top of
/// `container` (the content view, or a flipped view filling it).
@MainActor private func boxWindow(flipped: Bool) -> (NSWindow, NSView, NSLayoutConstraint) {
  Simulation.reset()
  let window = NSWindow(
    contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled],
    backing: .buffered, defer: false)
  let container: NSView = flipped ? FlippedView() : NSView()
  window.contentView = container
  let box = NSView()
  box.identifier = NSUserInterfaceItemIdentifier("box")
  box.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(box)
  let width = box.widthAnchor.constraint(equalToConstant: 100)
  width.priority = .defaultHigh
  NSLayoutConstraint.activate([
    box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
    box.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    width, box.widthAnchor.constraint(lessThanOrEqualToConstant: 160),
    box.heightAnchor.constraint(equalToConstant: 50),
  ])
  window.makeKeyAndOrderFront(nil)
  Simulation.advance(by: 0)
  return (window, box, width)
}

@MainActor @Suite struct AppKitTests {
  @Test func framesCountUpwardUnlessTheSuperviewIsFlipped() {
    let (_, box, _) = boxWindow(flipped: false)
    // y up: 300 − 20 − 50 = 230.
    #expect(box.frame == NSRect(x: 10, y: 230, width: 100, height: 50))
    let (_, flippedBox, _) = boxWindow(flipped: true)
    #expect(flippedBox.frame == NSRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func constraintAnimatorReSolvesEveryFrame() {
    let (_, box, width) = boxWindow(flipped: true)
    var done = false
    NSAnimationContext.runAnimationGroup(
      { context in
        context.duration = 1
        width.animator().constant = 200
      }, completionHandler: { done = true })
    Simulation.advance(by: 0.25)
    // Linear (no timing function): 100 + 100 × 0.25 = 125, below the 160 cap.
    #expect(box.frame.width == 125)
    Simulation.advance(by: 0.5)
    // 175 would pass the required cap: the re-solved layout stops at 160.
    #expect(box.frame.width == 160)
    #expect(!done)
    Simulation.advance(by: 0.25)
    #expect(width.constant == 200)
    #expect(done)
  }

  @Test func implicitAnimationInterpolatesALayoutPass() {
    let (_, box, width) = boxWindow(flipped: true)
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 1
      context.timingFunction = CAMediaTimingFunction(name: .linear)
      context.allowsImplicitAnimation = true
      width.constant = 140
      box.layoutSubtreeIfNeeded()
    }
    Simulation.advance(by: 0.5)
    // Interpolated frames: 100 + 40 × 0.5 = 120 on screen, 140 in the model.
    #expect(box.layer?.presentation()?.frame.width == 120)
    #expect(box.frame.width == 140)
  }

  @Test func stackViewAndLabelsUseAppKitDefaults() {
    Simulation.reset()
    let window = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [], backing: .buffered,
      defer: false)
    let first = NSTextField(labelWithString: "Hello")
    let second = NSButton(title: "OK", target: nil, action: nil)
    let stack = NSStackView(views: [first, second])
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.contentView?.addSubview(stack)
    if let content = window.contentView {
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        stack.topAnchor.constraint(equalTo: content.topAnchor),
      ])
    }
    window.layoutIfNeeded()
    // Text model at 13 points: "Hello" is 5 × 6.5 = 32.5 wide, 15.6 high; the button "OK"
    // is 2 × 6.5 = 13 wide, 15.6 + 12 = 27.6 high; spacing 8 puts it at x = 40.5.
    #expect(first.intrinsicContentSize == NSSize(width: 32.5, height: 15.6))
    #expect(abs(second.frame.minX - 40.5) < 1e-9)
    #expect(abs(stack.frame.height - 27.6) < 1e-9)
    #expect(Simulation.errors.isEmpty)
  }
}
