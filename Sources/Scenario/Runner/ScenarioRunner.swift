import Diagnostics
import FrameOutput

/// Runs a compiled scenario into a `FrameSink` (the push form of `ScenarioRun`).
public struct ScenarioRunner {
  /// The scenario to run.
  public let scenario: CompiledScenario
  /// How to run it.
  public var options: RunOptions

  /// Creates a runner.
  public init(_ scenario: CompiledScenario, options: RunOptions = RunOptions()) {
    self.scenario = scenario
    self.options = options
  }

  /// Runs the scenario: `sink.begin`, `sink.write` per frame, `sink.finish`.
  ///
  /// - Parameter sink: Receives the frames; `nil` to evaluate expectations only.
  /// - Returns: Warnings, expectation results and explain data.
  /// - Throws: `ScenarioError` before `begin` for anything invalid in the script's
  ///   layout or animations; after `finish` when Layout refuses an action while running.
  public func run(into sink: (any FrameSink)?) throws(ScenarioError) -> RunResult {
    let run = try ScenarioRun(scenario, options: options)
    sink?.begin(views: run.views, fps: run.fps)
    do throws(ScenarioError) {
      while let frame = try run.nextFrame() {
        sink?.write(frame)
      }
    } catch {
      sink?.finish()
      throw error
    }
    sink?.finish()
    return run.finish()
  }
}
