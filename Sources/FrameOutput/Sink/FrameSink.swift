import Diagnostics
import Layout

/// Static facts about one output item (a view or a layout guide), in output order:
/// root first, then every view and guide in declaration order.
public struct OutputView: Hashable, Sendable {
  /// The declared name (`root` for the root view).
  public var name: String
  /// What kind of item it is; guides take part in layout but are not drawn.
  public var kind: ViewKind
  /// The index of its superview in the same list, `nil` for the root.
  public var parent: Int?

  /// Creates the description of one output item.
  public init(name: String, kind: ViewKind, parent: Int?) {
    self.name = name
    self.kind = kind
    self.parent = parent
  }
}

/// What happened to an animation, as reported on the frame where it happened.
public enum OutputEventKind: Hashable, Sendable {
  /// The animation started (after its delay).
  case started
  /// The animation ran to its end; its completion reports `finished: true`.
  case finished
  /// The animation was replaced or cut short; its completion reports `finished: false`.
  case interrupted
}

/// One animation event, tagged with the script line of the `animate` that created it.
public struct OutputEvent: Hashable, Sendable {
  /// When it happened, in seconds from the start of the timeline.
  public var time: Double
  /// What happened.
  public var kind: OutputEventKind
  /// The animation's id (a counter in creation order, from 1).
  public var animation: Int
  /// The 1-based script line of the `animate` statement, when there is one.
  public var line: Int?

  /// Creates an event.
  public init(time: Double, kind: OutputEventKind, animation: Int, line: Int?) {
    self.time = time
    self.kind = kind
    self.animation = animation
    self.line = line
  }
}

/// One sampled frame of the timeline: frame `index` at exactly `index / fps` seconds.
public struct OutputFrame: Sendable {
  /// The frame number, from 0.
  public var index: Int
  /// The sample time in seconds (`Double(index) / fps`).
  public var time: Double
  /// Every item's presented (on-screen) frame in its superview's coordinates, in output order.
  public var frames: [Rect]
  /// Every item's presented rectangle in root (window) coordinates, after scroll offsets.
  public var windowFrames: [Rect]
  /// Every item's model frame (the last committed layout), in its superview's coordinates.
  public var modelFrames: [Rect]
  /// Events since the previous frame (at times in (previous time, time]).
  public var events: [OutputEvent]
  /// Whether each item is hidden (`isHidden`), in output order; empty when none is.
  public var hidden: [Bool]
  /// Whether each item was removed from the tree (`remove`, itself or an ancestor) and not
  /// added again, in output order; empty when none was.
  public var detached: [Bool]

  /// Creates a frame record.
  public init(
    index: Int, time: Double, frames: [Rect], windowFrames: [Rect], modelFrames: [Rect],
    events: [OutputEvent], hidden: [Bool] = [], detached: [Bool] = []
  ) {
    self.hidden = hidden
    self.detached = detached
    self.index = index
    self.time = time
    self.frames = frames
    self.windowFrames = windowFrames
    self.modelFrames = modelFrames
    self.events = events
  }
}

/// Receives a timeline frame by frame, so long exports never hold every frame in memory.
///
/// The runner calls `begin` once, `write` once per sampled frame in increasing order, then
/// `finish` once. Formatters (CSV, JSON, ASCII) and checkers implement it.
public protocol FrameSink: AnyObject {
  /// Called once before the first frame with the output items and the sampling rate.
  func begin(views: [OutputView], fps: Int)
  /// Called once per sampled frame, in increasing frame order.
  func write(_ frame: OutputFrame)
  /// Called once after the last frame.
  func finish()
}
