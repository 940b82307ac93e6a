import Animator
import FrameOutput
import Layout

/// The frames `Simulation.record(fps:)` keeps: every window's presented, window and model
/// frames, hidden and detached flags and events, at the recording's rate.
@MainActor package final class Recorder {
  /// The recording's frame rate, a divisor of 60.
  package let fps: Int
  /// Simulation frames per recorded frame.
  private let stride: Int
  /// The recorded frames, in time order.
  private(set) var frames: [RecordedFrame] = []
  /// Events of simulation frames between recorded ones, by window (lookups only).
  private var heldEvents: [ObjectIdentifier: [OutputEvent]] = [:]

  /// One window at one recorded frame.
  struct Slice {
    var window: WindowContext
    var frames: [Rect]
    var windowFrames: [Rect]
    var modelFrames: [Rect]
    var hidden: [Bool]
    var detached: [Bool]
    var events: [OutputEvent]
    /// Presented alphas, transforms and visual frames (empty: all opaque, untransformed).
    var alphas: [Double] = []
    var transforms: [Transform2D] = []
    var visualFrames: [Rect] = []
  }

  /// One recorded frame.
  struct RecordedFrame {
    var index: Int
    var time: Double
    var slices: [Slice]
  }

  /// Starts a recording at `fps` frames per second (a divisor of 60).
  package init(fps: Int) {
    self.fps = fps
    self.stride = Runtime.framesPerSecond / fps
  }

  /// Keeps simulation frame `index` if it falls on the recording's grid, else holds its
  /// events for the next recorded frame.
  func capture(
    index: Int, time: Double, frames sampled: [(WindowContext, TimelineFrame)], runtime: Runtime
  ) {
    var slices: [Slice] = []
    for (window, frame) in sampled {
      let key = ObjectIdentifier(window)
      let events =
        (heldEvents.removeValue(forKey: key) ?? [])
        + frame.events.map { event in
          OutputEvent(
            time: event.time, kind: event.kind.outputKind, animation: event.animation.rawValue,
            line: nil)
        }
      guard index % stride == 0 else {
        heldEvents[key] = events
        continue
      }
      slices.append(
        Slice(
          window: window, frames: frame.frames, windowFrames: frame.windowFrames,
          modelFrames: frame.modelFrames, hidden: Self.hiddenFlags(window, runtime),
          detached: Self.detachedFlags(window), events: events, alphas: frame.alphas,
          transforms: frame.transforms, visualFrames: frame.visualFrames))
    }
    guard index % stride == 0 else { return }
    frames.append(RecordedFrame(index: index / stride, time: time, slices: slices))
  }

  /// Shows the last recorded frame again when actions ran at its time after it was
  /// sampled: a frame shows what the run loop's turn at its time laid out (the scenario
  /// runner's rule: every statement at time t runs before the frame at t).
  func refreshLastFrame(_ runtime: Runtime) {
    guard var last = frames.last, abs(last.time - runtime.time) <= Tolerance.time else { return }
    var changed = false
    for (position, slice) in last.slices.enumerated() where slice.window.actedSinceSample {
      let window = slice.window
      let presentation = window.timeline.presentation(at: runtime.time)
      last.slices[position].frames = presentation.frames
      last.slices[position].windowFrames = presentation.windowFrames
      last.slices[position].alphas = presentation.alphas
      last.slices[position].transforms = presentation.transforms
      last.slices[position].visualFrames =
        presentation.visualFrames == presentation.windowFrames ? [] : presentation.visualFrames
      last.slices[position].modelFrames = window.timeline.modelFrames
      last.slices[position].hidden = Self.hiddenFlags(window, runtime)
      last.slices[position].detached = Self.detachedFlags(window)
      changed = true
    }
    if changed { frames[frames.count - 1] = last }
  }

  /// The presented `isHidden` of each engine view, or empty when none is hidden.
  static func hiddenFlags(_ window: WindowContext, _ runtime: Runtime) -> [Bool] {
    let views = window.engine.views
    guard views.contains(where: \.isHidden) else { return [] }
    return views.map { $0.isHidden && !runtime.isDrawnWhileHidden($0) }
  }

  /// Whether each engine view is detached, or empty when none is.
  static func detachedFlags(_ window: WindowContext) -> [Bool] {
    let views = window.engine.views
    guard views.contains(where: \.isDetached) else { return [] }
    return views.map(\.isDetached)
  }
}

extension AnimationEventKind {
  /// The output's event kind.
  var outputKind: OutputEventKind {
    switch self {
    case .started: return .started
    case .finished: return .finished
    case .interrupted: return .interrupted
    }
  }
}
