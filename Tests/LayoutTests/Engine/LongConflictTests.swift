import Layout
import Testing

@Suite("Long conflicts")
struct LongConflictTests {
  /// `H:|[b0(==5)]…[b999(==5)]|` in a root one point too wide.
  ///
  /// 1,000 × 5 = 5,000 ≠ 5,001. The minimal conflict is the whole chain: the leading pin, each view's width and each
  /// spacing link (999), the trailing pin, and the root's own width (5,001) — 2,002
  /// constraints, found once (before, the explanation took minutes at this size).
  @Test("a 1,000-view VFL chain that cannot fill its root is explained and broken once")
  func vflChain() throws {
    let n = 1000
    let engine = LayoutEngine(rootSize: Size(width: Double(5 * n + 1), height: 100))
    var views: [String: View] = [:]
    var format = "H:|"
    for index in 0..<n {
      let view = View(name: "b\(index)")
      view.translatesAutoresizingMaskIntoConstraints = false
      try engine.root.addSubview(view)
      views["b\(index)"] = view
      format += "[b\(index)(==5)]"
    }
    format += "|"
    let constraints = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
    #expect(constraints.count == 2 * n + 1)
    try LayoutConstraint.activate(constraints)
    engine.layoutIfNeeded()
    #expect(engine.conflicts.count == 1)
    // 1 + 1,000 + 999 + 1 from the format, plus the root's width.
    #expect(engine.conflicts.first?.constraints.count == 2 * n + 2)
    // The trailing pin, activated last, is broken: every view keeps its 5 points.
    #expect(views["b999"]?.frame.width == 5)
    #expect(views["b999"]?.frame.origin.x == Double(5 * (n - 1)))
  }
}
