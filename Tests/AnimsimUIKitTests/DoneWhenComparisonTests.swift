import AnimsimUIKit
import Diagnostics
import FrameOutput
import Layout
import Scenario
import Testing

/// `CardViewController` (DoneWhenTests.swift, UIKit calls only) as a script: the same views,
/// constraints and animations at the same times.
private let script = """
  device iPhone15Pro
  view card
  stack column in card axis vertical spacing 8
  view icon in column intrinsic 40x40
  view details in column intrinsic -x60
  view footer in column intrinsic -x30
  constrain "H:|-[card]-|"
  constrain cardTop: card.top == root.top + 852
  constrain cardHeight: card.height == 300
  constrain column.leading == card.leading + 16
  constrain column.trailing == card.trailing - 16
  constrain column.top == card.top + 16
  wait 0.1
  animate 0.5 spring(damping: 0.7, velocity: 0) {
      set cardTop.constant = 500
  }
  wait 0.6
  animate 0.3 easeInOut {
      set details.hidden = true
  }
  wait 0.4
  animator grow 1 linear {
      set cardHeight.constant = 400
  }
  pause grow
  scrub grow to 0.4
  wait 0.4
  resume grow
  wait 0.8
  """

@MainActor @Suite struct DoneWhenComparisonTests {
  /// The UIKit code's frames, recorded at 60 fps, against the scenario runner's.
  @Test func uikitCodeMatchesTheScenarioRunnerFrameByFrame() throws {
    Simulation.reset()
    Simulation.record(fps: 60)
    let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
    let controller = CardViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    Simulation.advance(by: 0.1)
    controller.showCard()
    Simulation.advance(by: 0.6)
    controller.hideDetails()
    Simulation.advance(by: 0.4)
    controller.beginGrowing(at: 0.4)
    Simulation.advance(by: 0.4)
    controller.finishGrowing()
    Simulation.advance(by: 0.8)
    #expect(Simulation.errors.isEmpty)
    #expect(Simulation.log.isEmpty)
    let recording = Simulation.recording

    let compiled = try CompiledScenario.compile(SourceFile(name: "card.animsim", text: script))
    let run = try ScenarioRun(compiled)
    var expected: [OutputFrame] = []
    while let frame = try run.nextFrame() { expected.append(frame) }

    // 0.1 + 0.6 + 0.4 + 0.4 + 0.8 = 2.3 s: frames 0…138 in both.
    #expect(expected.count == 139)
    #expect(recording.frames.count == expected.count)
    let names = run.views.map(\.name)
    let columns = names.map { name in recording.views.firstIndex { $0.name == name } }
    #expect(!columns.contains(nil))
    var mismatches: [String] = []
    for (index, frame) in expected.enumerated() where index < recording.frames.count {
      let actual = recording.frames[index]
      for (view, column) in columns.enumerated() {
        guard let column else { continue }
        let hiddenExpected = view < frame.hidden.count && frame.hidden[view]
        let hiddenActual = column < actual.hidden.count && actual.hidden[column]
        if !isClose(frame.windowFrames[view], actual.windowFrames[column])
          || !isClose(frame.frames[view], actual.frames[column]) || hiddenExpected != hiddenActual
        {
          mismatches.append(
            "frame \(index) \(names[view]): \(frame.windowFrames[view]) hidden \(hiddenExpected)"
              + " vs \(actual.windowFrames[column]) hidden \(hiddenActual)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    // Spot checks: the card slid to y = 500 (the spring settles by 0.6 s); half way through
    // the paused growth the card is 300 + 100 × 0.4 = 340 high; at the end 400.
    let card = try #require(recording.views.firstIndex { $0.name == "card" })
    #expect(recording.frames[60].windowFrames[card].y == 500)
    #expect(abs(recording.frames[90].windowFrames[card].height - 340) < 1e-9)
    #expect(recording.frames[138].windowFrames[card].height == 400)
  }
}

/// Whether two rectangles agree to 1e-9 points.
private func isClose(_ a: Layout.Rect, _ b: Layout.Rect) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}
