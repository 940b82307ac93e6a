import Diagnostics
import FrameOutput
import Testing

@testable import Scenario

/// A sink that keeps everything it receives.
final class RecordingSink: FrameSink {
  var views: [OutputView] = []
  var fps = 0
  var frames: [OutputFrame] = []
  var began = 0
  var finished = 0

  func begin(views: [OutputView], fps: Int) {
    self.views = views
    self.fps = fps
    began += 1
  }

  func write(_ frame: OutputFrame) {
    frames.append(frame)
  }

  func finish() {
    finished += 1
  }
}

/// Compiles and runs a script that must be valid, returning the sink and the result.
func run(_ text: String, options: RunOptions = RunOptions()) throws -> (RecordingSink, RunResult) {
  let scenario = try compile(text)
  let sink = RecordingSink()
  do {
    let result = try ScenarioRunner(scenario, options: options).run(into: sink)
    return (sink, result)
  } catch {
    Issue.record("run failed:\n\(error.diagnostics.rendered(source: scenario.source))")
    throw error
  }
}

/// The errors a valid-to-compile script produces when run.
func runErrors(_ text: String, options: RunOptions = RunOptions()) throws -> [ScenarioDiagnostic] {
  let scenario = try compile(text)
  do {
    _ = try ScenarioRunner(scenario, options: options).run(into: nil)
    return []
  } catch {
    return error.diagnostics
  }
}
