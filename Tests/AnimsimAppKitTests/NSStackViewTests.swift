import AnimsimAppKit
import Testing

/// A view of a fixed size.
@MainActor private func box(width: CGFloat, height: CGFloat) -> NSView {
  let view = NSView()
  NSLayoutConstraint.activate([
    view.widthAnchor.constraint(equalToConstant: width),
    view.heightAnchor.constraint(equalToConstant: height),
  ])
  return view
}

/// `stack` pinned at the top-left corner of a 400 × 300 window's content view.
@MainActor private func place(_ stack: NSStackView) {
  let window = NSWindow(
    contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [], backing: .buffered,
    defer: false)
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.contentView?.addSubview(stack)
  if let content = window.contentView {
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor),
    ])
  }
  window.layoutIfNeeded()
}

@MainActor @Suite struct NSStackViewTests {
  @Test func defaultsAreAppKits() {
    Simulation.reset()
    let stack = NSStackView(views: [box(width: 10, height: 10)])
    // Apple, NSStackView: horizontal, spacing 8 (the default "standard spacing"), centered on
    // y in a row, gravity areas, no edge insets.
    #expect(stack.orientation == .horizontal)
    #expect(stack.spacing == 8)
    #expect(stack.alignment == .centerY)
    #expect(stack.distribution == .gravityAreas)
    let insets = stack.edgeInsets
    #expect([insets.top, insets.left, insets.bottom, insets.right] == [0, 0, 0, 0])
    stack.orientation = .vertical
    #expect(stack.alignment == .centerX)  // a column centers on x by default
  }

  @Test func rowWithCustomSpacingAndEdgeInsets() {
    Simulation.reset()
    let views = [
      box(width: 30, height: 10), box(width: 40, height: 20), box(width: 50, height: 30),
    ]
    let stack = NSStackView(views: views)
    stack.setCustomSpacing(20, after: views[0])
    stack.edgeInsets = NSEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    place(stack)
    // x: 6, then 6 + 30 + 20 = 56, then 56 + 40 + 8 = 104; width 104 + 50 + 8 = 162; height
    // the tallest (30) plus 5 + 7 = 42.
    #expect(views.map(\.frame.minX) == [6, 56, 104])
    #expect(stack.frame.size == NSSize(width: 162, height: 42))
    // Centered on y: the 10-high view's center is at the stack's, 5 + 15 = 20 from the top.
    #expect(views[0].frame.midY == views[2].frame.midY)
  }

  @Test func columnWithLeadingAlignmentAndFillEquallyDistribution() {
    Simulation.reset()
    let views = [box(width: 30, height: 10), box(width: 60, height: 10)]
    let stack = NSStackView(views: views)
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.spacing = 4
    place(stack)
    // Leading alignment: both at x = 0; the stack is as wide as the widest (60) and
    // 10 + 4 + 10 = 24 high.
    #expect(views.map(\.frame.minX) == [0, 0])
    #expect(stack.frame.size == NSSize(width: 60, height: 24))
    stack.distribution = .fillEqually
    #expect(stack.distribution == .fillEqually)
  }

  @Test func hiddenArrangedViewCollapses() {
    Simulation.reset()
    let views = [
      box(width: 30, height: 10), box(width: 40, height: 10), box(width: 50, height: 10),
    ]
    let stack = NSStackView(views: views)
    place(stack)
    #expect(abs(stack.frame.width - (30 + 8 + 40 + 8 + 50)) < 1e-9)
    views[1].isHidden = true
    stack.layoutSubtreeIfNeeded()
    // The hidden view and one spacing drop out (Apple: "hidden views … are detached"; here
    // they collapse as in UIKit's stack): 30 + 8 + 50 = 88.
    #expect(abs(stack.frame.width - 88) < 1e-9)
    #expect(abs(views[2].frame.minX - 38) < 1e-9)
  }
}
