import Animator
import Diagnostics

/// A sink that passes on only some frames and some items: `run --from/--to/--views`.
///
/// Frames keep their index and time (so a selection's rows equal the full run's rows);
/// items keep their order, and each kept item's `parent` is re-pointed at the nearest kept
/// ancestor (root is always kept).
public final class FrameSelection: FrameSink {
  private let next: FrameSink
  private let from: Double?
  private let to: Double?
  private let names: [String]?
  private var kept: [Int] = []

  /// The tolerance, in seconds, for comparing a frame time with `from` and `to`: the
  /// animator's time tolerance.
  public static var timeTolerance: Double { Tolerance.time }

  /// Creates a selection in front of `next`.
  ///
  /// - Parameters:
  ///   - next: The sink receiving the selected frames.
  ///   - from: The earliest frame time kept, in seconds (`nil`: from the start).
  ///   - to: The latest frame time kept, in seconds (`nil`: to the end).
  ///   - views: The names of the items kept besides root (`nil`: every item).
  public init(_ next: FrameSink, from: Double? = nil, to: Double? = nil, views: [String]? = nil) {
    self.next = next
    self.from = from
    self.to = to
    self.names = views
  }

  /// The names in `views` that are not output items, in the order given.
  public static func unknownNames(_ names: [String], in views: [OutputView]) -> [String] {
    let known = Set(views.map(\.name))
    return names.filter { !known.contains($0) }
  }

  /// Selects the items and passes them on.
  public func begin(views: [OutputView], fps: Int) {
    if let names {
      let wanted = Set(names)
      kept = views.indices.filter { $0 == 0 || wanted.contains(views[$0].name) }
    } else {
      kept = Array(views.indices)
    }
    var position: [Int: Int] = [:]
    var selected: [OutputView] = []
    for index in kept {
      var view = views[index]
      var parent = view.parent
      while let candidate = parent, position[candidate] == nil {
        parent = views[candidate].parent
      }
      view.parent = parent.flatMap { position[$0] }
      position[index] = selected.count
      selected.append(view)
    }
    next.begin(views: selected, fps: fps)
  }

  /// Passes the frame on when its time is within the range, with only the kept items.
  public func write(_ frame: OutputFrame) {
    if let from, frame.time < from - Self.timeTolerance { return }
    if let to, frame.time > to + Self.timeTolerance { return }
    guard names != nil else {
      next.write(frame)
      return
    }
    var selected = frame
    selected.frames = kept.map { frame.frames[$0] }
    selected.windowFrames = kept.map { frame.windowFrames[$0] }
    selected.modelFrames = kept.map { frame.modelFrames[$0] }
    if !frame.hidden.isEmpty { selected.hidden = kept.map { frame.hidden[$0] } }
    if !frame.detached.isEmpty { selected.detached = kept.map { frame.detached[$0] } }
    next.write(selected)
  }

  /// Finishes the next sink.
  public func finish() {
    next.finish()
  }
}

/// A sink that keeps only the last frame it was given (for `layout --at end`).
public final class LastFrameSink: FrameSink {
  /// The items, from `begin`.
  public private(set) var views: [OutputView] = []
  /// The last frame written, if any.
  public private(set) var frame: OutputFrame?

  /// Creates an empty sink.
  public init() {}

  /// Remembers the items.
  public func begin(views: [OutputView], fps: Int) {
    self.views = views
  }

  /// Keeps `frame`, dropping the previous one.
  public func write(_ frame: OutputFrame) {
    self.frame = frame
  }

  /// Does nothing.
  public func finish() {}
}
