/// Drives frame production: decides *when* frame k is produced, never *what* it contains.
///
/// Frame k always shows time `k / fps`; a clock only paces the calls. The virtual clock
/// produces frames back to back; the Dispatch clock produces frame k when a timer tick at
/// `k / fps` of wall-clock time arrives, and reports pacing. Both yield identical data.
public protocol FrameClock {
  /// Calls `frame(k)` for k = 0, 1, 2, … in order until it returns false.
  ///
  /// - Parameters:
  ///   - fps: Frames per second, positive.
  ///   - frame: Produces frame k; returns whether more frames follow.
  /// - Returns: How the frames were paced.
  func drive(fps: Int, _ frame: @escaping (Int) -> Bool) -> FramePacingReport
}

/// The virtual clock: frames back to back, no waiting; for exports and tests.
public struct VirtualClock: FrameClock {
  /// Creates the virtual clock.
  public init() {}

  /// Calls `frame(k)` for k = 0, 1, … until it returns false; nothing is ever late.
  ///
  /// A non-positive `fps` drives no frame and returns an empty report (a `Timeline` never
  /// has one).
  public func drive(fps: Int, _ frame: @escaping (Int) -> Bool) -> FramePacingReport {
    guard fps > 0 else {
      return FramePacingReport(
        frames: 0, ticks: 0, droppedTicks: 0, lateFrames: 0, maximumLateness: 0)
    }
    var pacing = FramePacing(validFPS: fps)
    var index = 0
    while true {
      pacing.recordTick(coalesced: 1)
      let more = frame(index)
      pacing.recordFrame(index, producedAt: Double(index) / Double(fps))
      if !more { break }
      index += 1
    }
    return pacing.report
  }
}
