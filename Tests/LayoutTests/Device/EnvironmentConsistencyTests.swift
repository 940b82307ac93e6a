import Testing

@testable import Layout

/// A device layout changed step by step (rotations, the keyboard, margins, flags) must end
/// where a fresh engine built in the final state lays out.
@Suite("Safe area and margins: incremental equals fresh")
struct EnvironmentConsistencyTests {
  /// The final state of one scenario.
  struct State {
    var device: String
    var orientation: Orientation
    var keyboard: Double
    var panelMargins: EdgeInsets?
    var preserves: Bool
    var insetsFromSafeArea: Bool
  }

  /// Builds the tree: a header on the safe area, a panel in the root margins with a child on
  /// the panel's margins, a readable text, a bar on the keyboard.
  private func build(_ engine: LayoutEngine) throws -> [View] {
    let root = engine.root
    let header = try makeView("header", in: root)
    let panel = try makeView("panel", in: root)
    let child = try makeView("child", in: panel)
    let text = try makeView("text", in: root)
    let bar = try makeView("bar", in: root)
    activate([
      try header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      try header.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      try header.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      try header.heightAnchor.constraint(equalToConstant: 44),
      try panel.topAnchor.constraint(equalTo: header.bottomAnchor),
      try panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
      try panel.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      try panel.heightAnchor.constraint(equalToConstant: 100),
      try child.leadingAnchor.constraint(equalTo: panel.leadingMarginAnchor),
      try child.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor),
      try child.topAnchor.constraint(equalTo: panel.topMarginAnchor),
      try child.bottomAnchor.constraint(equalTo: panel.bottomMarginAnchor),
      try text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      try text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      try text.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 8),
      try text.heightAnchor.constraint(equalToConstant: 20),
      try bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      try bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      try bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      try bar.heightAnchor.constraint(equalToConstant: 50),
    ])
    return [root, header, panel, child, text, bar]
  }

  private func apply(_ state: State, to engine: LayoutEngine, views: [View]) throws {
    let device = try #require(Device.named(state.device))
    engine.screen = device.screen(state.orientation)
    engine.keyboardHeight = state.keyboard
    views[2].layoutMargins =
      state.panelMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    views[2].preservesSuperviewLayoutMargins = state.preserves
    views[2].insetsLayoutMarginsFromSafeArea = state.insetsFromSafeArea
  }

  private func fresh(_ state: State) throws -> [Rect] {
    let device = try #require(Device.named(state.device))
    let engine = LayoutEngine(screen: device.screen(state.orientation))
    let views = try build(engine)
    try apply(state, to: engine, views: views)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    return views.map(\.frame)
  }

  static let states: [State] = [
    State(
      device: "iPhone15Pro", orientation: .landscape, keyboard: 0, panelMargins: nil,
      preserves: true, insetsFromSafeArea: true),
    State(
      device: "iPhone8", orientation: .portrait, keyboard: 260, panelMargins: nil,
      preserves: false, insetsFromSafeArea: true),
    State(
      device: "iPadPro12_9", orientation: .landscape, keyboard: 400,
      panelMargins: EdgeInsets(top: 2, left: 30, bottom: 2, right: 3), preserves: true,
      insetsFromSafeArea: false),
    State(
      device: "iPhone16ProMax", orientation: .portrait, keyboard: 336,
      panelMargins: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), preserves: true,
      insetsFromSafeArea: true),
  ]

  @Test("every sequence of states ends as a fresh layout", arguments: 0..<states.count)
  func incrementalMatchesFresh(start: Int) throws {
    let first = EnvironmentConsistencyTests.states[start]
    let engine = LayoutEngine(
      screen: try #require(Device.named(first.device)).screen(first.orientation))
    let views = try build(engine)
    try apply(first, to: engine, views: views)
    engine.layoutIfNeeded()
    engine.checkInvariants()
    // Visit every other state in turn, laying out after each, and compare with fresh.
    for offset in 1...EnvironmentConsistencyTests.states.count {
      let state = EnvironmentConsistencyTests.states[
        (start + offset) % EnvironmentConsistencyTests.states.count]
      try apply(state, to: engine, views: views)
      engine.layoutIfNeeded()
      engine.checkInvariants()
      let expected = try fresh(state)
      for (view, frame) in zip(views, expected) {
        expectRect(view.frame, frame)
      }
    }
  }
}
