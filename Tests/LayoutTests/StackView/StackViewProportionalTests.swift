import Testing

@testable import Layout

/// A horizontal `fillProportionally` stack at `frame` under the root of a 1000 × 400 engine,
/// arranging plain views (no intrinsic size) given their current widths as frames, or views
/// with an intrinsic width where `intrinsic` says so.
private func proportionalStack(
  _ frame: Rect, widths: [Double], intrinsic: [Bool] = [], spacing: Double = 0
) throws -> (LayoutEngine, [View]) {
  let engine = LayoutEngine(rootSize: Size(width: 1000, height: 400))
  let stack = StackView(name: "s")
  stack.frame = frame
  stack.distribution = .fillProportionally
  stack.spacing = spacing
  try engine.root.addSubview(stack)
  var views: [View] = []
  for (index, width) in widths.enumerated() {
    let view = View(name: "v" + String(index + 1))
    if index < intrinsic.count && intrinsic[index] {
      view.intrinsicContentSizeOverride = Size(width: width, height: View.noIntrinsicMetric)
    } else {
      view.frame = Rect(x: 0, y: 0, width: width, height: frame.height)
    }
    try stack.addArrangedSubview(view)
    views.append(view)
  }
  engine.layoutIfNeeded()
  return (engine, views)
}

@Suite("StackView fillProportionally: current size of views without an intrinsic size")
struct StackViewProportionalTests {
  @Test("plain views share the axis in proportion to their current lengths")
  func plainViewsKeepTheirProportions() throws {
    // Lengths 300 and 100, no spacing: total 400; of an 800-point stack 300/400 × 800 = 600
    // and 100/400 × 800 = 200 (the equal split would give 400 each).
    let (engine, views) = try proportionalStack(rect(0, 0, 800, 40), widths: [300, 100])
    expectRect(views[0].frame, rect(0, 0, 600, 40))
    expectRect(views[1].frame, rect(600, 0, 200, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("sharesByCurrentLength: a view without an intrinsic length in a proportional stack")
  func sharesByCurrentLength() throws {
    let (engine, views) = try proportionalStack(
      rect(0, 0, 400, 40), widths: [50, 150], intrinsic: [true, false])
    // The engine owns the tree (its root holds the stack).
    try withExtendedLifetime(engine) {
      let stack = try #require(views[1].superview as? StackView)
      #expect(!stack.sharesByCurrentLength(views[0]))
      #expect(stack.sharesByCurrentLength(views[1]))
      stack.distribution = .fill
      #expect(!stack.sharesByCurrentLength(views[1]))
    }
  }

  @Test("a plain view's current length counts like an intrinsic length")
  func mixedWithIntrinsic() throws {
    // v1 intrinsic 50, v2 plain at 150: total 200; of 400: 50/200 × 400 = 100 and 300.
    let (engine, views) = try proportionalStack(
      rect(0, 0, 400, 40), widths: [50, 150], intrinsic: [true, false])
    expectRect(views[0].frame, rect(0, 0, 100, 40))
    expectRect(views[1].frame, rect(100, 0, 300, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("the saved proportions of an IB stack are a fixed point (spacing included)")
  func savedProportionsHold() throws {
    // 568 + 220 + spacing 10 = 798, the stack's own length: multipliers 568/798 and 220/798
    // of 798 give 568 and 220 back, at 0 and 568 + 10 = 578.
    let (engine, views) = try proportionalStack(
      rect(0, 0, 798, 40), widths: [568, 220], spacing: 10)
    expectRect(views[0].frame, rect(0, 0, 568, 40))
    expectRect(views[1].frame, rect(578, 0, 220, 40))
    #expect(engine.report.conflicts.isEmpty)
  }

  @Test("views never laid out (length 0) still share the axis equally")
  func unlaidViewsShareEqually() throws {
    // No view has a length: UISV-fill-equally, (300 − 0) / 2 = 150 each.
    let (engine, views) = try proportionalStack(rect(0, 0, 300, 40), widths: [0, 0])
    expectRect(views[0].frame, rect(0, 0, 150, 40))
    expectRect(views[1].frame, rect(150, 0, 150, 40))
    #expect(engine.report.conflicts.isEmpty)
  }
}
