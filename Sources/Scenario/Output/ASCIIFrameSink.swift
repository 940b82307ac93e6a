import Layout

/// Draws every frame to scale as boxes in a character grid, under a frame header.
///
/// At `scale` 1 one column is 8 points wide and one row 16 points high (a terminal cell is
/// about twice as tall as it is wide), so a 320×568 screen is a 41×37 grid that fits a
/// terminal; `scale` 2 doubles the resolution, 0.5 halves it. Boxes are outlined with `+`, `-` and `|` in
/// window coordinates, in output order (children over their parents), with the item's name
/// on the top edge; layout guides take part in layout but are not drawn. Anything outside
/// the root view is clipped. The header reads `frame 12  t=0.2s`, followed by the events
/// of that frame. With `inPlace`, each frame after the first moves the cursor back up over
/// the previous one and redraws it (ANSI escapes), for a live terminal.
public final class ASCIIFrameSink: FrameSink {
  /// Points per column at scale 1.
  public static let pointsPerColumn = 8.0
  /// Points per row at scale 1.
  public static let pointsPerRow = 16.0
  /// The largest grid side drawn, in cells; bigger screens are clipped.
  public static let maximumCells = 1000

  private let buffer: ByteBuffer
  private let scale: Double
  private let inPlace: Bool
  private var views: [OutputView] = []
  private var labels: [[UInt8]] = []
  private var previousLineCount = 0
  /// The sampling rate from `begin`, for the exact frame times.
  private var fps = 0

  /// Creates an ASCII renderer.
  ///
  /// - Parameters:
  ///   - output: Where the drawing goes.
  ///   - scale: The zoom factor (positive; 1 = 8 points per column, 16 per row).
  ///   - inPlace: Redraw each frame over the previous one with ANSI cursor movement.
  public init(output: ByteBuffer, scale: Double = 1, inPlace: Bool = false) {
    precondition(scale > 0 && scale.isFinite, "The ASCII scale must be a positive number")
    self.buffer = output
    self.scale = scale
    self.inPlace = inPlace
  }

  /// Remembers the items to draw.
  public func begin(views: [OutputView], fps: Int) {
    self.fps = fps
    self.views = views
    self.labels = views.map { Array($0.name.utf8) }
  }

  /// Draws one frame.
  public func write(_ frame: OutputFrame) {
    let lines = render(frame)
    if inPlace && previousLineCount > 0 {
      buffer.append("\u{1B}[\(previousLineCount)A\r")
    }
    for line in lines {
      buffer.append(Array(line))
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

  /// The header and grid lines of `frame`, without line terminators.
  func render(_ frame: OutputFrame) -> [ArraySlice<UInt8>] {
    let time = DecimalFormat.frameTimeString(frame.time, index: frame.index, fps: fps)
    var header = "frame \(frame.index)  t=\(time)s"
    for event in frame.events {
      header += "  \(event.kind.outputName) #\(event.animation)"
      if let line = event.line { header += " (line \(line))" }
    }
    let columnWidth = ASCIIFrameSink.pointsPerColumn / scale
    let rowHeight = ASCIIFrameSink.pointsPerRow / scale
    let root = frame.windowFrames.first ?? .zero
    let width = max(1, ASCIIFrameSink.cells(root.width / columnWidth) + 1)
    let height = max(1, ASCIIFrameSink.cells(root.height / rowHeight) + 1)
    var canvas = ASCIICanvas(width: width, height: height)
    for (item, view) in views.enumerated() where view.kind != .layoutGuide {
      guard item < frame.windowFrames.count else { break }
      let rect = frame.windowFrames[item]
      canvas.drawBox(
        left: ASCIIFrameSink.cells((rect.minX - root.minX) / columnWidth),
        top: ASCIIFrameSink.cells((rect.minY - root.minY) / rowHeight),
        right: ASCIIFrameSink.cells((rect.maxX - root.minX) / columnWidth),
        bottom: ASCIIFrameSink.cells((rect.maxY - root.minY) / rowHeight),
        label: labels[item])
    }
    return [ArraySlice(header.utf8)] + canvas.lines()
  }

  /// `value` rounded to a whole cell, clamped to a range that cannot overflow.
  private static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? maximumCells : -maximumCells }
    let rounded = value.rounded()
    return Int(min(max(rounded, -Double(maximumCells)), Double(maximumCells)))
  }
}
