import Diagnostics
import FrameOutput

/// How `ScenarioRunner` runs a scenario.
public struct RunOptions {
  /// Overrides the script's `fps` (frames per second, 1…1000) when set.
  public var fps: Int?
  /// When set, only frames at these times (seconds, sorted ascending) are written, with
  /// index = position in the list; the script still runs to its end for expectations.
  public var sampleTimes: [Double]?
  /// Automatic checks turned off (in addition to the script's `allow` lines).
  public var disabledChecks: Set<AutomaticCheck>
  /// Called with every written frame, after the sink's `write`.
  public var onFrame: ((OutputFrame) -> Void)?
  /// The most frames a run may produce; a longer timeline is an error before any output.
  public var maximumFrames: Int

  /// The defaults: the script's fps, every frame, every automatic check, one million frames.
  public init(
    fps: Int? = nil, sampleTimes: [Double]? = nil, disabledChecks: Set<AutomaticCheck> = [],
    onFrame: ((OutputFrame) -> Void)? = nil, maximumFrames: Int = 1_000_000
  ) {
    self.fps = fps
    self.sampleTimes = sampleTimes
    self.disabledChecks = disabledChecks
    self.onFrame = onFrame
    self.maximumFrames = maximumFrames
  }
}
