import Foundation

/// The one type AnimsimUIKit and AnimsimAppKit add to Apple's API: the simulated clock, the
/// run loop, and what happened (frames, console lines, refused calls).
///
/// Nothing moves on its own: views change when code changes them, and time passes only in
/// `advance(by:)`, which ends the current run-loop turn (the layout pass UIKit runs before
/// drawing) and then runs frames at 60 fps, calling animation completions as they end.
///
///     Simulation.reset()
///     let window = UIWindow(device: "iPhone15Pro", orientation: .portrait)
///     window.rootViewController = CardViewController()
///     window.makeKeyAndVisible()
///     Simulation.advance(by: 0)               // the first layout pass
///     controller.showCard()                   // UIView.animate(withDuration: 0.3) { … }
///     Simulation.advance(by: 0.15)
///     card.layer.presentation()?.frame        // half way
@MainActor public enum Simulation {
  /// The simulated time, in seconds since the last `reset()`.
  public static var time: TimeInterval { Runtime.shared.time }

  /// Forgets every window, animation, log line, error and recording; the time is 0 again.
  ///
  /// Views made before the reset keep their state but belong to no window. Default names
  /// (`UIView1`…) count from 1 again, so every test that starts with a reset names its
  /// views the same way.
  public static func reset() { Runtime.shared.reset() }

  /// Ends the current run-loop turn and runs the frames up to `time + seconds`.
  ///
  /// First every window lays out what changed since its last pass (UIKit's layout at the
  /// end of a run-loop turn); then each frame at k / 60 s up to the new time (inclusive) is
  /// sampled, and the completions of animations that ended by then are called, in the order
  /// the animations ended (what they change is laid out before the next frame).
  /// `advance(by: 0)` only ends the turn. A negative or non-finite duration is recorded in
  /// `errors` and does nothing.
  ///
  /// - Parameter seconds: How long to run, in seconds.
  public static func advance(by seconds: TimeInterval) { Runtime.shared.advance(by: seconds) }

  /// Starts recording every window's frames at `fps` frames per second (a divisor of 60:
  /// 60, 30, 20, 15, 12, 10…), dropping any earlier recording.
  ///
  /// Another rate is recorded in `errors` and records at 60 fps.
  public static func record(fps: Int = 60) {
    let runtime = Runtime.shared
    var rate = fps
    if fps < 1 || fps > Runtime.framesPerSecond || Runtime.framesPerSecond % fps != 0 {
      runtime.record(.animation(.invalidFrameRate(fps)), call: "Simulation.record(fps:)")
      rate = Runtime.framesPerSecond
    }
    runtime.recorder = Recorder(fps: rate)
  }

  /// The frames recorded since `record(fps:)` (none before it), in the CLI's formats.
  public static var recording: SimulationRecording {
    Runtime.shared.recorder?.snapshot()
      ?? SimulationRecording(fps: Runtime.framesPerSecond, views: [], frames: [])
  }

  /// The console's lines since the last reset: the unsatisfiable-constraints log in
  /// Apple's words after each layout pass that broke a constraint, and other messages
  /// UIKit prints without raising.
  public static var log: [String] { Runtime.shared.log }

  /// The calls UIKit or AppKit would have answered with an exception since the last reset,
  /// in order; each had no effect.
  public static var errors: [SimulationError] { Runtime.shared.errors }
}

/// The current media time, in seconds: `Simulation.time` (Core Animation's clock).
///
/// Callable from any context, as Apple's (it is not isolated to the main actor).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.shared.now }

/// `Simulation.time` readable off the main actor, for `CACurrentMediaTime()`: the runtime
/// writes it whenever the time changes.
final class MediaClock: @unchecked Sendable {
  /// The clock of the simulation.
  static let shared = MediaClock()
  /// Guards `time`.
  private let lock = NSLock()
  /// The time, in seconds.
  private var time = 0.0

  /// The time, in seconds.
  var now: Double {
    lock.lock()
    defer { lock.unlock() }
    return time
  }

  /// Sets the time, in seconds.
  func set(_ newTime: Double) {
    lock.lock()
    defer { lock.unlock() }
    time = newTime
  }
}
