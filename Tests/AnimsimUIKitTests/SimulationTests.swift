import AnimsimUIKit
import Testing

@MainActor @Suite struct SimulationTests {
  @Test func resetForgetsEverything() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(UIView())
    Simulation.record(fps: 60)
    Simulation.advance(by: -1)  // one error
    Simulation.advance(by: 0.5)
    #expect(Simulation.time == 0.5)
    #expect(!Simulation.errors.isEmpty)
    #expect(!Simulation.recording.frames.isEmpty)
    Simulation.reset()
    #expect(Simulation.time == 0)
    #expect(Simulation.errors.isEmpty)
    #expect(Simulation.log.isEmpty)
    #expect(Simulation.recording.frames.isEmpty)
    #expect(CACurrentMediaTime() == 0)
    // Default names count from 1 again.
    Simulation.record(fps: 60)
    let again = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    again.addSubview(UIView())
    Simulation.advance(by: 0)
    #expect(Simulation.recording.views.map(\.name) == ["UIWindow1", "UIView1"])
  }

  @Test func advanceByZeroOnlyEndsTheTurn() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    view.frame = CGRect(x: 30, y: 0, width: 10, height: 10)
    Simulation.advance(by: 0)
    #expect(Simulation.time == 0)
    #expect(view.layer.presentation()?.frame.minX == 30)
    // Times accumulate: 0.1 + 0.2 = 0.3 (frame 18 at 60 fps, within the 1e-9 tolerance).
    Simulation.advance(by: 0.1)
    Simulation.advance(by: 0.2)
    #expect(abs(Simulation.time - 0.3) < 1e-12)
    #expect(abs(CACurrentMediaTime() - Simulation.time) < 1e-12)
  }

  @Test func completionsRunInTheOrderTheAnimationsEnd() {
    Simulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    window.addSubview(view)
    window.addSubview(other)
    Simulation.advance(by: 0)
    var order: [String] = []
    UIView.animate(
      withDuration: 0.5, animations: { view.frame.origin.x = 50 },
      completion: { _ in order.append("long") })
    UIView.animate(
      withDuration: 0.2, animations: { other.frame.origin.x = 50 },
      completion: { _ in order.append("short") })
    // Both end within one advance: the shorter one (0.2 s) first.
    Simulation.advance(by: 1)
    #expect(order == ["short", "long"])
  }

  @Test func aCompletionsChangesAreLaidOutBeforeTheNextFrame() {
    Simulation.reset()
    Simulation.record(fps: 60)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.accessibilityIdentifier = "view"
    window.addSubview(view)
    Simulation.advance(by: 0)
    UIView.animate(
      withDuration: 0.5, animations: { view.frame.origin.x = 50 },
      completion: { _ in view.frame.origin.y = 40 })
    Simulation.advance(by: 0.5 + 1.0 / 60)
    let recording = Simulation.recording
    let column = recording.views.firstIndex { $0.name == "view" } ?? 0
    // Frame 30 (0.5 s) shows the end of the animation; the completion then moves the view,
    // and frame 31 shows it.
    #expect(recording.frames[30].frames[column].y == 0)
    #expect(recording.frames[31].frames[column].y == 40)
  }

  @Test func recordingAtThirtyFramesPerSecondKeepsEveryOtherFrame() {
    Simulation.reset()
    Simulation.record(fps: 30)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.accessibilityIdentifier = "box"
    window.addSubview(view)
    Simulation.advance(by: 0)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.frame.origin.x = 60
    }
    Simulation.advance(by: 1)
    let recording = Simulation.recording
    // 0 … 1 s at 1/30 s: 31 frames; frame 15 is at 0.5 s, x = 30.
    #expect(recording.fps == 30)
    #expect(recording.frames.count == 31)
    let column = recording.views.firstIndex { $0.name == "box" } ?? 0
    #expect(recording.frames[15].frames[column].x == 30)
    #expect(recording.csv.contains("box"))
    #expect(recording.json.contains("\"box\""))
  }

  @Test func windowsMadeLaterStartRecordingLater() {
    Simulation.reset()
    Simulation.record(fps: 60)
    _ = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    Simulation.advance(by: 0.5)
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    second.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
    Simulation.advance(by: 0.5)
    // Frames 0 … 60; the second window's views have rows too.
    #expect(Simulation.recording.frames.count == 61)
    #expect(Simulation.recording.views.map(\.name).contains("UIWindow2"))
  }
}
