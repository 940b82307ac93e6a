import Diagnostics
import Layout

/// How large `ASCIIFrameSink` draws.
public enum ASCIIScale: Hashable, Sendable {
  /// A fixed zoom factor (positive; 1 = 8 points per column, 16 per row).
  case fixed(Double)
  /// The zoom at which each frame's root view is exactly `columns` columns wide (at least
  /// 2), within `ASCIIFrameSink.scaleRange`: `--scale auto` on a terminal of that width.
  case fit(columns: Int)
}

/// Draws every frame to scale as boxes in a character grid, under a frame header.
///
/// At `scale` 1 one column is 8 points wide and one row 16 points high (a terminal cell is
/// about twice as tall as it is wide), so a 320×568 screen is a 41×37 grid that fits a
/// terminal; `scale` 2 doubles the resolution, 0.5 halves it. Boxes are drawn in window
/// coordinates in stacking order (a view's subviews over it, each in output order after the
/// subtrees of its earlier siblings, as UIKit draws them), and each box clears its inside,
/// so an upper view hides what it covers. A scroll view clips its subviews. The item's name
/// is written on the box's top edge; a box too narrow for its name gets a one-character
/// mark instead (`1`…`9`, `a`…`z`, then `*`), explained on a `legend:` line under the
/// grid. A hidden view and its subviews are not drawn, nor is a view with alpha 0 (whose
/// subviews are then invisible too: alpha multiplies down the tree). Each box is where the
/// view is seen: its visual frame, the bounding box after every transform. Layout guides
/// take part in layout but are not drawn. Anything outside the root
/// view is clipped. The header reads `frame 12  t=0.2s`, followed by the events of that
/// frame. With `inPlace`, each frame after the first moves the cursor back up over the
/// previous one and redraws it (ANSI escapes), for a live terminal.
public final class ASCIIFrameSink: FrameSink {
  /// Points per column at scale 1.
  public static let pointsPerColumn = 8.0
  /// Points per row at scale 1.
  public static let pointsPerRow = 16.0
  /// The largest grid side drawn, in cells; bigger screens are clipped.
  public static let maximumCells = 1000
  /// The zoom factors `--scale` accepts, and the bounds of a fitted zoom.
  public static let scaleRange = 0.05...20.0
  /// The marks given to boxes too narrow for their names, in order; `*` after these.
  static let marks = Array("123456789abcdefghijklmnopqrstuvwxyz".utf8)

  private let buffer: ByteBuffer
  private let scaleMode: ASCIIScale
  private let inPlace: Bool
  private var views: [OutputView] = []
  private var labels: [[UInt8]] = []
  /// Item indices in drawing order (`StackingOrder`).
  private var drawOrder: [Int] = []
  private var previousLineCount = 0
  /// Per-frame scratch, kept to avoid two arrays per frame: the clip box of each item's
  /// subviews (nil: none), and whether they are clipped away.
  private var childClip: [CellBox?] = []
  private var childrenClippedAway: [Bool] = []
  /// The sampling rate from `begin`, for the exact frame times.
  private var fps = 0

  /// Creates an ASCII renderer.
  ///
  /// - Parameters:
  ///   - output: Where the drawing goes.
  ///   - scale: The zoom factor (positive; 1 = 8 points per column, 16 per row).
  ///   - inPlace: Redraw each frame over the previous one with ANSI cursor movement.
  public convenience init(output: ByteBuffer, scale: Double = 1, inPlace: Bool = false) {
    self.init(output: output, scale: .fixed(scale), inPlace: inPlace)
  }

  /// Creates an ASCII renderer with a fixed or fitted zoom.
  ///
  /// - Parameters:
  ///   - output: Where the drawing goes.
  ///   - scale: The zoom (`.fixed` must be positive and finite, `.fit` at least 2 columns).
  ///   - inPlace: Redraw each frame over the previous one with ANSI cursor movement.
  public init(output: ByteBuffer, scale: ASCIIScale, inPlace: Bool = false) {
    switch scale {
    case .fixed(let value):
      precondition(value > 0 && value.isFinite, "The ASCII scale must be a positive number")
    case .fit(let columns):
      precondition(columns >= 2, "A fitted ASCII drawing needs at least 2 columns")
    }
    self.buffer = output
    self.scaleMode = scale
    self.inPlace = inPlace
  }

  /// Remembers the items to draw.
  public func begin(views: [OutputView], fps: Int) {
    self.fps = fps
    self.views = views
    self.labels = views.map { Array($0.name.utf8) }
    self.drawOrder = StackingOrder.indices(of: views)
  }

  /// Draws one frame.
  public func write(_ frame: OutputFrame) {
    let lines = render(frame)
    if inPlace && previousLineCount > 0 {
      buffer.append("\u{1B}[\(previousLineCount)A\r")
    }
    for line in lines {
      buffer.append(line)
      if inPlace { buffer.append("\u{1B}[K") }
      buffer.append(UInt8(ascii: "\n"))
    }
    if inPlace {
      buffer.append("\u{1B}[J")
      previousLineCount = lines.count
      buffer.flush()
    } else {
      buffer.append(UInt8(ascii: "\n"))
      buffer.flushIfNeeded()
    }
  }

  /// Flushes what is buffered.
  public func finish() {
    buffer.flush()
  }

  /// The zoom factor for a frame whose root view is `rootWidth` points wide.
  public func scale(rootWidth: Double) -> Double {
    switch scaleMode {
    case .fixed(let value):
      return value
    case .fit(let columns):
      guard rootWidth > 0 && rootWidth.isFinite else { return 1 }
      // The grid is cells(width / columnWidth) + 1 columns wide; this makes it `columns`.
      let fitted = Double(columns - 1) * ASCIIFrameSink.pointsPerColumn / rootWidth
      return min(max(fitted, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
    }
  }

  /// The header, grid and legend lines of `frame`, without line terminators.
  func render(_ frame: OutputFrame) -> [ArraySlice<UInt8>] {
    let time = DecimalFormat.frameTimeString(frame.time, index: frame.index, fps: fps)
    var header = "frame \(frame.index)  t=\(time)s"
    for event in frame.events {
      header += "  \(event.kind.outputName) #\(event.animation)"
      if let line = event.line { header += " (line \(line))" }
    }
    let root = frame.windowFrames.first ?? .zero
    let scale = scale(rootWidth: root.width)
    let columnWidth = ASCIIFrameSink.pointsPerColumn / scale
    let rowHeight = ASCIIFrameSink.pointsPerRow / scale
    let width = max(1, ASCIIFrameSink.cells(root.width / columnWidth) + 1)
    let height = max(1, ASCIIFrameSink.cells(root.height / rowHeight) + 1)
    var canvas = ASCIICanvas(width: width, height: height)
    var legend: [UInt8] = []
    var marksUsed = 0
    // Cleared in place: the same values as fresh arrays, without allocating them.
    childClip.removeAll(keepingCapacity: true)
    childClip.append(contentsOf: repeatElement(nil, count: views.count))
    childrenClippedAway.removeAll(keepingCapacity: true)
    childrenClippedAway.append(contentsOf: repeatElement(false, count: views.count))
    for item in drawOrder where item < frame.windowFrames.count {
      let view = views[item]
      canvas.clip = view.parent.flatMap { childClip[$0] }
      let clippedAway = view.parent.map { childrenClippedAway[$0] } ?? false
      let rect = frame.visualFrame(item)
      let box = CellBox(
        left: ASCIIFrameSink.cells((rect.minX - root.minX) / columnWidth),
        top: ASCIIFrameSink.cells((rect.minY - root.minY) / rowHeight),
        right: ASCIIFrameSink.cells((rect.maxX - root.minX) / columnWidth),
        bottom: ASCIIFrameSink.cells((rect.maxY - root.minY) / rowHeight))
      // A hidden view is not drawn, and neither are its subviews (UIView.isHidden); nor is
      // a view with alpha 0, whose subviews are drawn with alpha 0 too.
      let hidden =
        clippedAway || (item < frame.hidden.count && frame.hidden[item]) || frame.alpha(item) <= 0
      childClip[item] = canvas.clip
      childrenClippedAway[item] = hidden
      if view.kind == .scrollView {
        // A scroll view clips its subviews to its bounds (UIScrollView's clipsToBounds).
        let inside = canvas.clip.map { $0.intersection(box) } ?? box
        childClip[item] = inside
        if inside == nil { childrenClippedAway[item] = true }
      }
      guard view.kind != .layoutGuide, !hidden, canvas.isVisible(box) else { continue }
      var label = labels[item]
      if box.right - box.left - 1 < label.count {
        let mark = marksUsed < Self.marks.count ? Self.marks[marksUsed] : UInt8(ascii: "*")
        marksUsed += 1
        legend += legend.isEmpty ? Array("legend: ".utf8) : Array(", ".utf8)
        legend += [mark, UInt8(ascii: " ")] + label
        label = [mark]
      }
      canvas.drawBox(box, label: label)
    }
    var lines = [ArraySlice(header.utf8)] + canvas.lines()
    if !legend.isEmpty { lines.append(legend[...]) }
    return lines
  }

  /// `value` rounded to a whole cell, clamped to a range that cannot overflow.
  private static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? maximumCells : -maximumCells }
    let rounded = value.rounded()
    return Int(min(max(rounded, -Double(maximumCells)), Double(maximumCells)))
  }
}
