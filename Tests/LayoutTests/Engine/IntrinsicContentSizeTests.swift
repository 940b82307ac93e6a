import Testing

@testable import Layout

@Suite("Intrinsic content size")
struct IntrinsicContentSizeTests {
  /// Two labels in a row `H:|-[a]-[b]-|`, on one line.
  private func row(_ first: String, _ second: String) throws -> (LayoutEngine, View, View) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let a = try makeView("a", .label, in: root, text: first)
    let b = try makeView("b", .label, in: root, text: second)
    activate([
      try a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      try root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20),
      try a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      try b.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    b.setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
    return (engine, a, b)
  }

  @Test func theLowerHuggingPriorityStretches() throws {
    let (engine, a, b) = try row("Name", "Value")
    engine.layoutIfNeeded()
    // a hugs at 251 and keeps its 34 points; b takes the rest: 280 - 8 - 34.
    expectRect(a.frame, rect(20, 20, 34, 20.4), tolerance: 1e-9)
    expectRect(b.frame, rect(62, 20, 238, 20.4), tolerance: 1e-9)
    let adds = engine.statistics.adds
    b.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
    engine.layoutIfNeeded()
    expectRect(a.frame, rect(20, 20, 229.5, 20.4), tolerance: 1e-9)
    expectRect(b.frame, rect(257.5, 20, 42.5, 20.4), tolerance: 1e-9)
    #expect(engine.statistics.adds == adds)
  }

  @Test func compressionResistanceDecidesWhoShrinks() throws {
    let (engine, a, b) = try row(
      String(repeating: "a", count: 20), String(repeating: "b", count: 30))
    // 170 + 255 points of text in 272: the one with lower compression resistance gives way.
    a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    engine.layoutIfNeeded()
    #expect(abs(b.frame.width - 255) < 1e-9)
    #expect(abs(a.frame.width - 17) < 1e-9)
    a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
    engine.layoutIfNeeded()
    #expect(abs(a.frame.width - 170) < 1e-9)
    #expect(abs(b.frame.width - 102) < 1e-9)
  }

  @Test func textChangesUpdateTheSizeIncrementally() throws {
    let (engine, a, _) = try row("Name", "Value")
    engine.layoutIfNeeded()
    let adds = engine.statistics.adds
    a.text = "Longer name"
    engine.layoutIfNeeded()
    #expect(abs(a.frame.width - 93.5) < 1e-9)
    #expect(engine.statistics.adds == adds)
  }

  @Test func overridesReplaceTheModelAndCanDropAnAxis() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let icon = try makeView("icon", in: root)
    activate([
      try icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      try icon.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    icon.intrinsicContentSizeOverride = Size(width: 40, height: 40)
    engine.layoutIfNeeded()
    expectRect(icon.frame, rect(20, 20, 40, 40))
    icon.intrinsicContentSizeOverride = Size(width: 60, height: 60)
    engine.layoutIfNeeded()
    expectRect(icon.frame, rect(20, 20, 60, 60))
    #expect(engine.report.ambiguities.isEmpty)
    icon.intrinsicContentSizeOverride = Size(width: View.noIntrinsicMetric, height: 30)
    engine.layoutIfNeeded()
    #expect(icon.frame.height == 30)
    #expect(engine.report.ambiguities.map(\.attributes) == [["width"]])
  }

  @Test func requiredHuggingIsAnExactSize() throws {
    let (engine, a, b) = try row("Name", "Value")
    a.setContentHuggingPriority(.required, for: .horizontal)
    b.setContentHuggingPriority(.required, for: .horizontal)
    engine.layoutIfNeeded()
    // Both labels cannot hug and fill the row: a required conflict, one constraint broken.
    #expect(engine.report.conflicts.count == 1)
    #expect(a.frame.width == 34 || b.frame.width == 42.5)
  }
}
