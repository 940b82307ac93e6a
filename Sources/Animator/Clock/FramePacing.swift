/// Frame-pacing figures of one clock run.
public struct FramePacingReport: Hashable, Sendable {
  /// Frames produced.
  public var frames: Int
  /// Timer ticks handled (a coalesced batch counts once).
  public var ticks: Int
  /// Ticks that fired while the consumer was still busy and were merged into a later one.
  public var droppedTicks: Int
  /// Frames produced after the next frame's slot had begun (later than (k + 1) / fps).
  public var lateFrames: Int
  /// The largest delay of a frame behind its slot start k / fps, in seconds.
  public var maximumLateness: Double

  /// Creates a report.
  public init(frames: Int, ticks: Int, droppedTicks: Int, lateFrames: Int, maximumLateness: Double)
  {
    self.frames = frames
    self.ticks = ticks
    self.droppedTicks = droppedTicks
    self.lateFrames = lateFrames
    self.maximumLateness = maximumLateness
  }
}

/// The pacing bookkeeping, a pure function of tick counts and production times, so it is
/// tested with injected times (a "slow consumer" is just late production times).
public struct FramePacing: Sendable {
  /// Frames per second.
  public let fps: Int
  /// The figures so far.
  public private(set) var report = FramePacingReport(
    frames: 0, ticks: 0, droppedTicks: 0, lateFrames: 0, maximumLateness: 0)

  /// Starts counting for `fps` frames per second.
  ///
  /// - Throws: `AnimatorError.invalidFrameRate` when `fps` ≤ 0.
  public init(fps: Int) throws(AnimatorError) {
    guard fps > 0 else { throw .invalidFrameRate(fps) }
    self.init(validFPS: fps)
  }

  /// Starts counting for a positive `fps` the caller has checked.
  init(validFPS fps: Int) {
    self.fps = fps
  }

  /// Records one handled tick that stands for `coalesced` timer firings (≥ 1); the extra
  /// firings are dropped ticks.
  public mutating func recordTick(coalesced: Int) {
    report.ticks += 1
    report.droppedTicks += max(coalesced - 1, 0)
  }

  /// Records that frame `index` was produced at `time` seconds after the clock started.
  ///
  /// It is late when produced after its slot ended, at (index + 1) / fps.
  public mutating func recordFrame(_ index: Int, producedAt time: Double) {
    report.frames += 1
    let slotStart = Double(index) / Double(fps)
    let slotEnd = Double(index + 1) / Double(fps)
    if time > slotEnd { report.lateFrames += 1 }
    report.maximumLateness = max(report.maximumLateness, time - slotStart)
  }
}
