// Probes of AnimsimAppKit's API surface against AppKit's declarations (issue 21): each call
// is written exactly as Apple declares it, as a macOS app writes it, and each group asserts
// what it did.
import Testing

#if canImport(AppKit)
  import AppKit
#else
  import AnimsimAppKit
#endif

/// A flipped container, as apps override `isFlipped`.
private final class ProbeFlippedView: NSView {
  override var isFlipped: Bool { true }
}

/// A view subclass with `init(frame:)` and `init?(coder:)`, as apps write them.
private final class ProbeTile: NSView {
  override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: NSSize { NSSize(width: 40, height: 20) }
}

/// A 400 × 300 window.
@MainActor private func probeWindow() -> NSWindow {
  Simulation.reset()
  let window = NSWindow(
    contentRect: NSRect(x: 0, y: 0, width: 400, height: 300),
    styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
  window.makeKeyAndOrderFront(nil)
  return window
}

@MainActor @Suite struct AppKitAPISurfaceTests {
  @Test func framesCountUpwardUnlessFlipped() {
    let window = probeWindow()
    guard let content = window.contentView else {
      Issue.record("no content view")
      return
    }
    #expect(content.frame == NSRect(x: 0, y: 0, width: 400, height: 300))
    let box = NSView(frame: NSRect(x: 10, y: 20, width: 100, height: 50))
    content.addSubview(box)
    #expect(!content.isFlipped)
    #expect(box.frame == NSRect(x: 10, y: 20, width: 100, height: 50))
    let flipped = ProbeFlippedView(frame: NSRect(x: 0, y: 0, width: 200, height: 200))
    content.addSubview(flipped)
    let inner = NSView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    flipped.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: flipped.leadingAnchor),
      inner.topAnchor.constraint(equalTo: flipped.topAnchor, constant: 30),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    let plainInner = NSView()
    plainInner.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(plainInner)
    NSLayoutConstraint.activate([
      plainInner.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      plainInner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
      plainInner.widthAnchor.constraint(equalToConstant: 10),
      plainInner.heightAnchor.constraint(equalToConstant: 10),
    ])
    content.layoutSubtreeIfNeeded()
    // Flipped: y is the distance from the top, 30.
    #expect(inner.frame == NSRect(x: 0, y: 30, width: 10, height: 10))
    // Unflipped: y = 50 − 5 − 10 = 35 from the bottom.
    #expect(plainInner.frame == NSRect(x: 0, y: 35, width: 10, height: 10))
    #expect(box.subviews == [plainInner])
    plainInner.removeFromSuperview()
    #expect(box.subviews.isEmpty)
    let tile = ProbeTile()
    #expect(tile.intrinsicContentSize == NSSize(width: 40, height: 20))
    content.removeConstraints(content.constraints)
  }

  @Test func stackViewTextFieldAndButton() {
    let window = probeWindow()
    let label = NSTextField(labelWithString: "Hello")
    let button = NSButton(title: "OK", target: nil, action: nil)
    let tile = ProbeTile()
    let stack = NSStackView(views: [label, button])
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.distribution = .fill
    stack.spacing = 12
    stack.addArrangedSubview(tile)
    stack.setCustomSpacing(20, after: label)
    #expect(stack.customSpacing(after: label) == 20)
    #expect(stack.arrangedSubviews.count == 3)
    stack.translatesAutoresizingMaskIntoConstraints = false
    guard let content = window.contentView else {
      Issue.record("no content view")
      return
    }
    content.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor),
    ])
    content.layoutSubtreeIfNeeded()
    #expect(label.stringValue == "Hello")
    #expect(button.title == "OK")
    // Leading-aligned column: every arranged view at x 0.
    #expect(tile.frame.minX == 0)
    #expect(label.frame.minX == 0)
    // The tile is last, at the bottom of the stack (y up): y 0.
    #expect(tile.frame.minY == 0)
  }

  @Test func animationContextForms() {
    let window = probeWindow()
    guard let content = window.contentView else {
      Issue.record("no content view")
      return
    }
    let box = NSView()
    box.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      box.topAnchor.constraint(equalTo: content.topAnchor),
      width, box.heightAnchor.constraint(equalToConstant: 50),
    ])
    content.layoutSubtreeIfNeeded()
    var finished = 0
    NSAnimationContext.runAnimationGroup(
      { context in
        context.duration = 1
        context.timingFunction = CAMediaTimingFunction(name: .linear)
        width.animator().constant = 200
      },
      completionHandler: {
        finished += 1
      })
    Simulation.advance(by: 0.25)
    // Linear: 100 + 100 × 0.25.
    #expect(box.frame.width == 125)
    Simulation.advance(by: 1)
    #expect(finished == 1)

    NSAnimationContext.runAnimationGroup { context in
      context.duration = 0.5
      context.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      context.allowsImplicitAnimation = true
      width.constant = 100
      content.layoutSubtreeIfNeeded()
    }
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 1
      context.timingFunction = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
      box.animator().alphaValue = 0.5
    } completionHandler: {
      finished += 1
    }
    Simulation.advance(by: 0.5)
    // (0, 0)(1, 1) is linear: 1 − 0.5 × 0.5 = 0.75 on screen; the model at once.
    #expect(box.alphaValue == 0.5)
    #expect(abs(Double(box.layer?.presentation()?.opacity ?? 0) - 0.75) < 1e-6)
    Simulation.advance(by: 1)
    #expect(finished == 2)
    #expect(box.frame.width == 100)

    let free = NSView(frame: NSRect(x: 0, y: 0, width: 10, height: 10))
    content.addSubview(free)
    Simulation.advance(by: 0)
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 1
      free.animator().frame = NSRect(x: 100, y: 0, width: 10, height: 10)
    }
    Simulation.advance(by: 0.5)
    // A nil timing function is linear: half way, x 50.
    #expect(abs((free.layer?.presentation()?.frame.minX ?? 0) - 50) < 1e-9)
    #expect(free.frame.minX == 100)
  }

  @Test func frameSettersButtonTargetAndDefaultSpacing() {
    let window = probeWindow()
    guard let content = window.contentView else {
      Issue.record("no content view")
      return
    }
    let box = NSView(frame: NSRect(x: 0, y: 0, width: 10, height: 10))
    content.addSubview(box)
    box.setFrameOrigin(NSPoint(x: 30, y: 40))
    box.setFrameSize(NSSize(width: 50, height: 20))
    #expect(box.frame == NSRect(x: 30, y: 40, width: 50, height: 20))
    Simulation.advance(by: 0)
    NSAnimationContext.runAnimationGroup { context in
      context.duration = 1
      box.animator().setFrameOrigin(NSPoint(x: 130, y: 40))
    }
    Simulation.advance(by: 0.5)
    // A nil timing function is linear: half way, x 30 + 50.
    #expect(abs((box.layer?.presentation()?.frame.minX ?? 0) - 80) < 1e-9)

    // Apple declares the target `Any?`.
    let handler: Any = "a target of any type"
    let button = NSButton(title: "Go", target: handler, action: Selector("go"))
    #expect(button.title == "Go")

    let a = NSView()
    let b = NSView()
    let stack = NSStackView(views: [a, b])
    stack.spacing = 6
    stack.setCustomSpacing(20, after: a)
    #expect(stack.customSpacing(after: a) == 20)
    stack.setCustomSpacing(NSStackView.useDefaultSpacing, after: a)
    // No custom spacing any more (Apple: useDefaultSpacing "indicates that the view does not
    // use custom spacing"); the stack's spacing applies.
    #expect(stack.customSpacing(after: a) == NSStackView.useDefaultSpacing)
    #expect(stack.customSpacing(after: b) == NSStackView.useDefaultSpacing)
  }
}
