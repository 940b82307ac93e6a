import Dispatch

/// The real-time clock: a `DispatchSourceTimer` at the frame rate on a private serial
/// queue; frame k is produced on the first tick at or after k / fps of wall-clock time.
///
/// Frames still show exactly k / fps (the data equals the virtual clock's); only their
/// production is paced. A consumer slower than a frame makes later frames late; ticks that
/// fire meanwhile are merged by Dispatch and counted as dropped. Frames are never skipped:
/// a late tick catches up by producing every due frame in order.
///
/// `drive` blocks the calling thread until the last frame; the frame closure runs on the
/// clock's queue, one call at a time. This is the only type that reads wall-clock time.
public final class DispatchClock: FrameClock, @unchecked Sendable {
  /// Serialises every access to `run` state; the timer handler runs here.
  private let queue = DispatchQueue(label: "animsim.dispatch-clock")

  /// Creates a Dispatch clock.
  public init() {}

  /// Produces frames in real time until `frame` returns false; blocks until then.
  ///
  /// A non-positive `fps` drives no frame and returns an empty report (a `Timeline` never
  /// has one).
  public func drive(fps: Int, _ frame: @escaping (Int) -> Bool) -> FramePacingReport {
    guard fps > 0 else {
      return FramePacingReport(
        frames: 0, ticks: 0, droppedTicks: 0, lateFrames: 0, maximumLateness: 0)
    }
    let run = DispatchClockRun(fps: fps, frame: frame)
    let timer = DispatchSource.makeTimerSource(flags: .strict, queue: queue)
    run.timer = timer
    // At least 1 ns: above 1e9 fps the integer period would be 0.
    let period = max(1_000_000_000 / fps, 1)
    run.start = DispatchTime.now().uptimeNanoseconds
    timer.schedule(
      deadline: .now(), repeating: .nanoseconds(period), leeway: .nanoseconds(0))
    timer.setEventHandler { [run] in run.tick() }
    timer.resume()
    run.done.wait()
    return queue.sync { run.pacing.report }
  }
}

/// The state of one `DispatchClock.drive` call; touched only on the clock's queue (and by
/// the caller before the timer starts and after `done` is signalled).
private final class DispatchClockRun: @unchecked Sendable {
  let fps: Int
  let frame: (Int) -> Bool
  var pacing: FramePacing
  var timer: (any DispatchSourceTimer)?
  var start: UInt64 = 0
  var next = 0
  var finished = false
  let done = DispatchSemaphore(value: 0)

  init(fps: Int, frame: @escaping (Int) -> Bool) {
    self.fps = fps
    self.frame = frame
    self.pacing = FramePacing(validFPS: fps)
  }

  /// Seconds since the run started.
  func elapsed() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
  }

  /// Handles one (possibly coalesced) timer tick: produces every frame now due.
  func tick() {
    guard !finished, let timer else { return }
    pacing.recordTick(coalesced: max(Int(timer.data), 1))
    // Frame k is due at k / fps; produce all due frames, in order (catching up if late).
    while !finished && Double(next) / Double(fps) <= elapsed() + 1e-6 {
      let more = frame(next)
      pacing.recordFrame(next, producedAt: elapsed())
      next += 1
      if !more {
        finished = true
        timer.cancel()
        self.timer = nil
        done.signal()
      }
    }
  }
}
