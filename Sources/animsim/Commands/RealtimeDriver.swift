import Animator
import Diagnostics
import FrameOutput
import Scenario

/// Runs a scenario on the animator's Dispatch clock, in wall-clock time.
///
/// Frame k is produced at k / fps seconds after the start; the frames are the virtual
/// run's frames, byte for byte.
enum RealtimeDriver {
  /// Runs `scenario` into `sink` in real time and returns the result and the pacing figures.
  ///
  /// - Throws: `ScenarioError` from the runner.
  static func run(_ scenario: CompiledScenario, options: RunOptions, into sink: FrameSink)
    throws(ScenarioError) -> (RunResult, FramePacingReport)
  {
    let run = try ScenarioRun(scenario, options: options)
    sink.begin(views: run.views, fps: run.fps)
    let state = RealtimeState(run: run, sink: sink)
    let pacing = DispatchClock().drive(fps: run.fps) { _ in state.step() }
    if let error = state.error { throw error }
    sink.finish()
    return (run.finish(), pacing)
  }

  /// The pacing report line for stderr.
  static func describe(_ pacing: FramePacingReport, frames: Int) -> String {
    "animsim: realtime: \(frames) frames, \(pacing.lateFrames) late, "
      + "\(pacing.droppedTicks) dropped ticks, worst delay "
      + "\(DecimalFormat.string(pacing.maximumLateness * 1000)) ms\n"
  }
}

/// The run and sink driven from the clock's queue; the caller waits until the clock stops,
/// so only one thread touches them at a time.
private final class RealtimeState: @unchecked Sendable {
  let run: ScenarioRun
  let sink: FrameSink
  var error: ScenarioError?

  init(run: ScenarioRun, sink: FrameSink) {
    self.run = run
    self.sink = sink
  }

  /// Produces the next frame; returns whether more follow.
  func step() -> Bool {
    do {
      guard let frame = try run.nextFrame() else { return false }
      sink.write(frame)
      return true
    } catch {
      self.error = error
      return false
    }
  }
}
