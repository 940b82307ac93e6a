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

/// What surrounds the views of a frame, for the viewers to draw: the device's safe area,
/// the keyboard and each view's layout margins.
public struct OutputEnvironment: Hashable, Sendable {
  /// The root view's safe-area insets, in points: on a device, the top one is the status
  /// bar's (and the sensor housing's) region, the bottom one the home indicator's.
  public var safeArea: EdgeInsets
  /// The keyboard's height over the root's bottom edge, in points (0 while hidden).
  public var keyboardHeight: Double
  /// Each item's effective layout margins, in output order.
  public var margins: [EdgeInsets]

  /// Creates an environment record.
  public init(safeArea: EdgeInsets, keyboardHeight: Double, margins: [EdgeInsets]) {
    self.safeArea = safeArea
    self.keyboardHeight = keyboardHeight
    self.margins = margins
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
  /// Each item's presented alpha (its own, 0…1), in output order; empty when every item is
  /// opaque.
  public var alphas: [Double]
  /// Each item's presented transform (about its center), in output order; empty when every
  /// one is the identity.
  public var transforms: [Transform2D]
  /// Where each item is seen: the bounding box in root coordinates after every transform
  /// (`VisualGeometry`), in output order; empty when it is `windowFrames`.
  public var visualFrames: [Rect]
  /// The safe area, keyboard and margins, when the producer knows them (a script run).
  public var environment: OutputEnvironment? = nil

  /// Creates a frame record.
  public init(
    index: Int, time: Double, frames: [Rect], windowFrames: [Rect], modelFrames: [Rect],
    events: [OutputEvent], hidden: [Bool] = [], detached: [Bool] = [], alphas: [Double] = [],
    transforms: [Transform2D] = [], visualFrames: [Rect] = []
  ) {
    self.hidden = hidden
    self.detached = detached
    self.alphas = alphas
    self.transforms = transforms
    self.visualFrames = visualFrames
    self.index = index
    self.time = time
    self.frames = frames
    self.windowFrames = windowFrames
    self.modelFrames = modelFrames
    self.events = events
  }
}

extension OutputFrame {
  /// Item `index`'s alpha (1 when `alphas` is empty).
  public func alpha(_ index: Int) -> Double { index < alphas.count ? alphas[index] : 1 }

  /// Item `index`'s transform (the identity when `transforms` is empty).
  public func transform(_ index: Int) -> Transform2D {
    index < transforms.count ? transforms[index] : .identity
  }

  /// Item `index`'s visual frame (its window frame when `visualFrames` is empty).
  public func visualFrame(_ index: Int) -> Rect {
    index < visualFrames.count ? visualFrames[index] : windowFrames[index]
  }

  /// Whether any item has an alpha other than 1 or a transform other than the identity
  /// (the visual outputs then draw appearance; otherwise they write what they always did).
  public var hasAppearance: Bool {
    alphas.contains { $0 != 1 } || transforms.contains { !$0.isIdentity }
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
