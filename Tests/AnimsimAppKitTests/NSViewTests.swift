import AnimsimAppKit
import Testing

/// A view whose subviews count y downward.
private final class FlippedView: NSView {
  override var isFlipped: Bool { true }
}

/// A view whose intrinsic size is an override.
private final class TagView: NSView {
  var side: CGFloat = 20 {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: NSSize { NSSize(width: side, height: side) }
}

/// A 400 × 300 window.
@MainActor private func window() -> NSWindow {
  Simulation.reset()
  return NSWindow(
    contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled, .resizable],
    backing: .buffered, defer: false)
}

@MainActor @Suite struct NSViewTests {
  @Test func isFlippedIsFalseByDefaultAndOverridable() {
    // Apple, NSView.isFlipped: "The default value of this property is false."
    #expect(!NSView().isFlipped)
    #expect(FlippedView().isFlipped)
  }

  @Test func frameSetterCountsUpInAnUnflippedSuperview() {
    let window = window()
    let content = window.contentView!
    let box = NSView(frame: NSRect(x: 10, y: 30, width: 100, height: 50))
    content.addSubview(box)
    box.frame = NSRect(x: 10, y: 30, width: 100, height: 50)
    Simulation.advance(by: 0)
    // y up: the box's bottom is 30 above the content's bottom, so in the engine's top-left
    // terms its top is 300 − 30 − 50 = 220 (the recording's window frame).
    #expect(box.frame == NSRect(x: 10, y: 30, width: 100, height: 50))
    Simulation.record(fps: 60)
    box.identifier = NSUserInterfaceItemIdentifier("box")
    Simulation.advance(by: 1.0 / 60)  // frame 0 was sampled before the recording started
    let recording = Simulation.recording
    let column = recording.views.firstIndex { $0.name == "box" }
    #expect(column.map { recording.frames.last?.windowFrames[$0].y } == 220)
  }

  @Test func flippedContainerNestsWithUnflippedChildren() {
    let window = window()
    let flipped = FlippedView()
    window.contentView = flipped
    let panel = NSView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    flipped.addSubview(panel)
    let dot = NSView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(dot)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: flipped.leadingAnchor),
      panel.topAnchor.constraint(equalTo: flipped.topAnchor, constant: 10),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 100),
      dot.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
      dot.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // In the flipped container y counts down: 10. Inside the unflipped panel y counts up:
    // 100 − 5 − 10 = 85.
    #expect(panel.frame.minY == 10)
    #expect(dot.frame.minY == 85)
  }

  @Test func setContentSizeResizesTheContentView() {
    let window = window()
    let content = window.contentView!
    Simulation.advance(by: 0)
    #expect(content.frame == NSRect(x: 0, y: 0, width: 400, height: 300))
    window.setContentSize(NSSize(width: 500, height: 200))
    Simulation.advance(by: 0)
    // The content view follows the window ([.width, .height]).
    #expect(content.frame.size == NSSize(width: 500, height: 200))
    #expect(window.frame.size == NSSize(width: 500, height: 200))
  }

  @Test func layoutSubtreeIfNeededLaysOutAtOnceAndReadsIntrinsicSizes() {
    let window = window()
    let tag = TagView()
    tag.translatesAutoresizingMaskIntoConstraints = false
    window.contentView?.addSubview(tag)
    if let content = window.contentView {
      NSLayoutConstraint.activate([
        tag.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        tag.topAnchor.constraint(equalTo: content.topAnchor),
      ])
    }
    tag.layoutSubtreeIfNeeded()
    #expect(tag.frame.size == NSSize(width: 20, height: 20))
    tag.side = 35
    tag.layoutSubtreeIfNeeded()
    #expect(tag.frame.size == NSSize(width: 35, height: 35))
    // Top-aligned in an unflipped content view of height 300: y = 300 − 35 = 265.
    #expect(tag.frame.minY == 265)
  }

  @Test func labelsAndButtonsFollowTheTextModel() {
    Simulation.reset()
    let label = NSTextField(labelWithString: "Hello")
    // 13-point system font (NSFont.systemFontSize): 5 × 6.5 = 32.5 by 1.2 × 13 = 15.6.
    #expect(label.intrinsicContentSize == NSSize(width: 32.5, height: 15.6))
    label.stringValue = "Hi"
    #expect(label.intrinsicContentSize.width == 13)
    label.font = NSFont.systemFont(ofSize: 20)
    #expect(label.intrinsicContentSize == NSSize(width: 20, height: 24))
    let button = NSButton(title: "OK", target: nil, action: nil)
    // 2 × 6.5 = 13 wide, 15.6 + 12 = 27.6 high.
    #expect(button.intrinsicContentSize.width == 13)
    #expect(abs(button.intrinsicContentSize.height - 27.6) < 1e-9)
    button.title = "Cancel"
    #expect(button.intrinsicContentSize.width == 39)
    #expect(button.stringValue == "Cancel")
  }

  @Test func removeFromSuperviewAndSubviews() {
    let window = window()
    let a = NSView()
    let b = NSView()
    window.contentView?.addSubview(a)
    window.contentView?.addSubview(b)
    #expect(window.contentView?.subviews.count == 2)
    #expect(a.superview === window.contentView)
    a.removeFromSuperview()
    #expect(a.superview == nil)
    #expect(window.contentView?.subviews.count == 1)
  }

  @Test func fittingSizeWrapsTheContent() {
    let window = window()
    let container = NSView()
    window.contentView?.addSubview(container)
    let label = NSTextField(labelWithString: "Hello")
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
    ])
    // Apple, fittingSize: "the minimum size of the view that satisfies the constraints it
    // holds": 32.5 + 40 by 15.6 + 20.
    #expect(abs(container.fittingSize.width - 72.5) < 1e-9)
    #expect(abs(container.fittingSize.height - 35.6) < 1e-9)
  }

  @Test func fittingSizeOutsideAWindowWrapsTheContentToo() {
    _ = window()
    let container = NSView()
    let label = NSTextField(labelWithString: "Hello")
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
    ])
    // Not in a window: laid out in a temporary engine, the same 32.5 + 40 by 15.6 + 20 as
    // in a window (the test above).
    #expect(abs(container.fittingSize.width - 72.5) < 1e-9)
    #expect(abs(container.fittingSize.height - 35.6) < 1e-9)
    #expect(container.superview == nil)
  }
}
