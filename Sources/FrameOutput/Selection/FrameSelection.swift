import Animator
import Diagnostics

/// A sink that passes on only some frames and some items: `run --from/--to/--views`.
///
/// Frames are selected by their time as printed: the CSV, JSON and every other output
/// write a frame's time rounded to milliseconds (`DecimalFormat.writeFrameTime`), so
/// `--from 0.283 --to 0.283` selects the frame printed as 0.283 (at 60 fps frame 17, whose
/// exact time is 0.28333… s). Frames keep their index and time (so a selection's rows equal
/// the full run's rows); items keep their order, and each kept item's `parent` is re-pointed
/// at the nearest kept ancestor (root is always kept).
public final class FrameSelection: FrameSink {
  private let next: FrameSink
  private let from: Double?
  private let to: Double?
  private let names: [String]?
  private var kept: [Int] = []
  /// The sampling rate from `begin`, for the printed frame times.
  private var fps = 0

  /// How many frames were passed on.
  public private(set) var selectedFrameCount = 0
  /// How many frames were offered.
  public private(set) var offeredFrameCount = 0
  /// The printed times (milliseconds) of the first and last frames offered, if any.
  public private(set) var offeredRange: (first: Int64, last: Int64)?

  /// The tolerance, in seconds, for comparing a frame time with `from` and `to`: the
  /// animator's time tolerance.
  public static var timeTolerance: Double { Tolerance.time }

  /// The time of frame `index` as the outputs print it, in whole milliseconds: the exact
  /// `index / fps` rounded half up (as `DecimalFormat.writeFrameTime`), or `time` rounded
  /// for a time that is not on the frame grid.
  public static func printedMilliseconds(time: Double, index: Int, fps: Int) -> Int64 {
    if fps > 0, index >= 0, index <= (Int.max - fps) / 2000,
      Double(index) / Double(fps) == time
    {
      return Int64((2000 * index + fps) / (2 * fps))
    }
    let scaled = (time * 1000).rounded(.toNearestOrAwayFromZero)
    guard scaled.isFinite, abs(scaled) < 0x1p62 else { return time < 0 ? .min : .max }
    return Int64(scaled)
  }

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
    self.fps = fps
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

  /// Passes the frame on when its printed time is within the range, with only the kept
  /// items.
  public func write(_ frame: OutputFrame) {
    offeredFrameCount += 1
    let printed = Self.printedMilliseconds(time: frame.time, index: frame.index, fps: fps)
    offeredRange = (offeredRange?.first ?? printed, printed)
    // `from` and `to` in milliseconds, compared with the printed time (1e-6 ms absorbs the
    // binary error of a typed decimal such as 0.283).
    if let from, Double(printed) < from * 1000 - 1e-6 { return }
    if let to, Double(printed) > to * 1000 + 1e-6 { return }
    selectedFrameCount += 1
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
    if !frame.alphas.isEmpty { selected.alphas = kept.map { frame.alphas[$0] } }
    if !frame.transforms.isEmpty { selected.transforms = kept.map { frame.transforms[$0] } }
    if !frame.visualFrames.isEmpty {
      selected.visualFrames = kept.map { frame.visualFrames[$0] }
    }
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
