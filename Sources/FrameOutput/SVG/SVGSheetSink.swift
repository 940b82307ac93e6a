import Diagnostics
import Layout

/// Writes the frames as one SVG "animation sheet": a grid of small drawings with time labels.
///
/// Each cell draws one frame's views in window coordinates, in stacking order
/// (`StackingOrder`), as semi-transparent rectangles with their names, clipped to the root
/// view; a scroll view clips its subviews; hidden views (and their subviews) and layout
/// guides are not drawn. A view is drawn where it is seen: a transformed view (or one inside
/// a transformed view) as its rectangle under a `transform` (its own and its ancestors',
/// each about its center), with `opacity` when its alpha times its ancestors' is below 1; a
/// view whose alpha is 0, and its subviews, are not drawn. Over the views a cell draws the
/// environment when the frame carries it (`OutputEnvironment`): the regions outside the
/// safe area shaded and labeled (status bar, sensor housing, home indicator), the safe
/// area's dashed outline, and the keyboard while shown. Every cell uses the
/// same scale, so sizes compare across cells. At most `maximumFrames` cells are drawn: a
/// longer selection keeps every k-th frame (k a power of two, chosen as frames arrive)
/// plus the last one, and the header says so. Numbers use `DecimalFormat`, so the bytes
/// depend only on the frames (usable as a golden file).
public final class SVGSheetSink: FrameSink {
  /// The most cells a sheet draws.
  public static let maximumFrames = 48
  /// The longer side of a cell's drawing, in SVG pixels.
  public static let cellSide = 180.0
  /// The most cells in one row.
  public static let columns = 6

  private struct Kept {
    var ordinal: Int
    var index: Int
    var time: Double
    var events: [OutputEvent]
    var windows: [Rect]
    var hidden: [Bool]
    var alphas: [Double]
    var transforms: [Transform2D]
    var environment: OutputEnvironment?
  }

  private let buffer: ByteBuffer
  private let title: String
  private var views: [OutputView] = []
  /// The sampling rate, for the exact frame times in the labels.
  private var fps = 0
  private var children: [[Int]] = []
  private var kept: [Kept] = []
  private var last: Kept?
  private var stride = 1
  private var received = 0

  /// Creates a sheet writer.
  ///
  /// - Parameters:
  ///   - output: Where the SVG document goes.
  ///   - title: The name shown in the sheet's header (the script's file name).
  public init(output: ByteBuffer, title: String) {
    self.buffer = output
    self.title = title
  }

  /// Remembers the items and their subviews.
  public func begin(views: [OutputView], fps: Int) {
    self.views = views
    self.fps = fps
    children = StackingOrder.children(of: views)
  }

  /// Keeps the frame when it falls on the current stride, thinning the kept frames (every
  /// other one) whenever there would be more than `maximumFrames - 1`.
  ///
  /// - Complexity: Amortized O(items).
  public func write(_ frame: OutputFrame) {
    let entry = Kept(
      ordinal: received, index: frame.index, time: frame.time, events: frame.events,
      windows: frame.windowFrames, hidden: frame.hidden,
      alphas: frame.alphas.contains { $0 != 1 } ? frame.alphas : [],
      transforms: frame.transforms.contains { !$0.isIdentity } ? frame.transforms : [],
      environment: Self.drawnEnvironment(of: frame))
    received += 1
    last = entry
    guard entry.ordinal % stride == 0 else { return }
    kept.append(entry)
    while kept.count > Self.maximumFrames - 1 {
      stride *= 2
      kept.removeAll { $0.ordinal % stride != 0 }
    }
  }

  /// Writes the sheet.
  public func finish() {
    if let last, kept.last?.ordinal != last.ordinal { kept.append(last) }
    var maxWidth = 0.0
    var maxHeight = 0.0
    for cell in kept {
      guard let root = cell.windows.first else { continue }
      maxWidth = max(maxWidth, root.width.isFinite ? root.width : 0)
      maxHeight = max(maxHeight, root.height.isFinite ? root.height : 0)
    }
    let longest = max(maxWidth, maxHeight)
    let scale = longest > 0 ? Self.cellSide / longest : 1
    let padding = 8.0
    let labelHeight = 30.0
    let headerHeight = 28.0
    let cellWidth = max(maxWidth * scale, 120) + 2 * padding
    let cellHeight = labelHeight + maxHeight * scale + padding
    let columnCount = max(1, min(kept.count, Self.columns))
    let rowCount = (kept.count + columnCount - 1) / columnCount
    let width = Double(columnCount) * cellWidth
    let height = headerHeight + Double(rowCount) * cellHeight

    buffer.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    buffer.appendDecimal(width)
    buffer.append("\" height=\"")
    buffer.appendDecimal(height)
    buffer.append("\" viewBox=\"0 0 ")
    buffer.appendDecimal(width)
    buffer.append(" ")
    buffer.appendDecimal(height)
    buffer.append("\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">\n")
    buffer.append("<title>animsim: \(XMLText.escaped(title))</title>\n")
    buffer.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n")
    var header = "\(title): \(kept.count) of \(received) frames"
    if stride > 1 {
      header += ": one in \(stride) and the last (at most \(Self.maximumFrames) are drawn)"
    }
    buffer.append("<text x=\"8\" y=\"18\" font-size=\"13\">\(XMLText.escaped(header))</text>\n")
    for (position, cell) in kept.enumerated() {
      let left = Double(position % columnCount) * cellWidth + padding
      let top = headerHeight + Double(position / columnCount) * cellHeight
      writeCell(cell, left: left, top: top, labelHeight: labelHeight, scale: scale)
    }
    buffer.append("</svg>\n")
    buffer.flush()
  }

  private func writeCell(
    _ cell: Kept, left: Double, top: Double, labelHeight: Double, scale: Double
  ) {
    let id = "f\(cell.index)"
    buffer.append("<g id=\"frame-\(cell.index)\">\n<text x=\"")
    buffer.appendDecimal(left)
    buffer.append("\" y=\"")
    buffer.appendDecimal(top + 12)
    buffer.append("\" font-weight=\"bold\">frame \(cell.index)  t=")
    buffer.appendFrameTime(cell.time, index: cell.index, fps: fps)
    buffer.append("s</text>\n")
    if !cell.events.isEmpty {
      let text = cell.events.map { event in
        "\(event.kind.outputName) #\(event.animation)"
          + (event.line.map { " (line \($0))" } ?? "")
      }.joined(separator: ", ")
      buffer.append("<text x=\"")
      buffer.appendDecimal(left)
      buffer.append("\" y=\"")
      buffer.appendDecimal(top + 24)
      buffer.append("\" fill=\"#a03000\">\(XMLText.escaped(text))</text>\n")
    }
    guard let root = cell.windows.first else {
      buffer.append("</g>\n")
      return
    }
    let originX = left - root.minX * scale
    let originY = top + labelHeight - root.minY * scale
    func place(_ rect: Rect) -> (x: Double, y: Double, width: Double, height: Double) {
      (
        originX + rect.minX * scale, originY + rect.minY * scale, rect.width * scale,
        rect.height * scale
      )
    }
    func appendRectAttributes(_ rect: Rect) {
      let placed = place(rect)
      buffer.append("x=\"")
      buffer.appendDecimal(placed.x)
      buffer.append("\" y=\"")
      buffer.appendDecimal(placed.y)
      buffer.append("\" width=\"")
      buffer.appendDecimal(max(placed.width, 0))
      buffer.append("\" height=\"")
      buffer.appendDecimal(max(placed.height, 0))
      buffer.append("\"")
    }
    // Appearance: each view's window transform (VisualGeometry) in sheet coordinates and its
    // alpha times its ancestors'; empty when the cell has none.
    let parents = views.map(\.parent)
    let placed =
      cell.transforms.isEmpty
      ? []
      : VisualGeometry.windowTransforms(
        windowFrames: cell.windows, transforms: cell.transforms, parents: parents
      ).map { Self.sheetTransform($0, originX: originX, originY: originY, scale: scale) }
    let alphas = VisualGeometry.effectiveAlphas(alphas: cell.alphas, parents: parents)
    func appendTransform(_ item: Int) {
      guard item < placed.count, !placed[item].isIdentity else { return }
      let t = placed[item]
      buffer.append(" transform=\"matrix(")
      for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
        if index > 0 { buffer.append(" ") }
        buffer.appendDecimal(value)
      }
      buffer.append(")\"")
    }
    buffer.append("<clipPath id=\"\(id)\"><rect ")
    appendRectAttributes(root)
    appendTransform(0)
    buffer.append("/></clipPath>\n<g clip-path=\"url(#\(id))\">\n")
    // Depth first in stacking order; a scroll view's subtree goes in a clipped group.
    var stack: [(item: Int, closes: Bool)] = [(0, false)]
    while let (item, closes) = stack.popLast() {
      if closes {
        buffer.append("</g>\n")
        continue
      }
      // A hidden view is not drawn, and neither are its subviews (UIView.isHidden).
      guard item < cell.windows.count, item >= cell.hidden.count || !cell.hidden[item] else {
        continue
      }
      // Nor is a view with alpha 0 (its subviews are drawn with alpha 0 too).
      let alpha = item < alphas.count ? alphas[item] : 1
      guard alpha > 0 else { continue }
      let view = views[item]
      let rect = cell.windows[item]
      if view.kind != .layoutGuide {
        let grouped = alpha < 1 || (item < placed.count && !placed[item].isIdentity)
        if grouped {
          buffer.append("<g")
          appendTransform(item)
          if alpha < 1 {
            buffer.append(" opacity=\"")
            buffer.appendDecimal(alpha)
            buffer.append("\"")
          }
          buffer.append(">\n")
        }
        writeView(item, rect: rect, placed: place(rect), appendRect: appendRectAttributes)
        if grouped { buffer.append("</g>\n") }
      }
      let subviews = children[item]
      guard !subviews.isEmpty else { continue }
      if view.kind == .scrollView {
        let clip = "\(id)-\(item)"
        buffer.append("<clipPath id=\"\(clip)\"><rect ")
        appendRectAttributes(rect)
        appendTransform(item)
        buffer.append("/></clipPath>\n<g clip-path=\"url(#\(clip))\">\n")
        stack.append((item, true))
      }
      for child in subviews.reversed() { stack.append((child, false)) }
    }
    if let environment = cell.environment {
      appendEnvironment(environment, root: place(root), scale: scale)
    }
    buffer.append("</g>\n</g>\n")
    buffer.flushIfNeeded()
  }

  /// The environment a cell draws: the frame's, without margins, while the root shows its
  /// laid-out size (during a rotation's animation the safe area is the new orientation's
  /// and would not fit the root drawn); nil otherwise.
  static func drawnEnvironment(of frame: OutputFrame) -> OutputEnvironment? {
    guard let environment = frame.environment, let presented = frame.frames.first,
      let model = frame.modelFrames.first,
      abs(presented.width - model.width) < 1e-6, abs(presented.height - model.height) < 1e-6
    else { return nil }
    return OutputEnvironment(
      safeArea: environment.safeArea, keyboardHeight: environment.keyboardHeight, margins: [])
  }

  /// Draws the safe area (the regions outside it shaded and labeled, its outline dashed)
  /// and the keyboard over a cell's views; `root` is the root's rectangle in the sheet,
  /// `scale` sheet pixels per point.
  private func appendEnvironment(
    _ environment: OutputEnvironment, root: (x: Double, y: Double, width: Double, height: Double),
    scale: Double
  ) {
    let s = environment.safeArea
    func path(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
      buffer.append("M")
      buffer.appendDecimal(x)
      buffer.append(" ")
      buffer.appendDecimal(y)
      buffer.append("h")
      buffer.appendDecimal(width)
      buffer.append("v")
      buffer.appendDecimal(height)
      buffer.append("h")
      buffer.appendDecimal(-width)
      buffer.append("z")
    }
    func label(_ text: String, _ x: Double, _ y: Double, fill: String) {
      buffer.append("<text class=\"region-label\" x=\"")
      buffer.appendDecimal(x)
      buffer.append("\" y=\"")
      buffer.appendDecimal(y)
      buffer.append("\" font-size=\"7\" fill=\"\(fill)\">\(text)</text>\n")
    }
    if s != .zero {
      let inner = (
        x: root.x + s.left * scale, y: root.y + s.top * scale,
        width: root.width - (s.left + s.right) * scale,
        height: root.height - (s.top + s.bottom) * scale
      )
      buffer.append("<path class=\"outside-safe-area\" fill=\"#28283c\" fill-opacity=\"0.1\" ")
      buffer.append("fill-rule=\"evenodd\" d=\"")
      path(root.x, root.y, root.width, root.height)
      buffer.append(" ")
      path(inner.x, inner.y, inner.width, inner.height)
      buffer.append("\"/>\n<path class=\"safe-area\" fill=\"none\" stroke=\"#22aa77\" ")
      buffer.append("stroke-dasharray=\"3 2\" d=\"")
      path(inner.x, inner.y, inner.width, inner.height)
      buffer.append("\"/>\n")
      // A top inset over 24 points holds a sensor housing (notch or Dynamic Island) too.
      if s.top > 0 {
        label(
          s.top > 24 ? "status bar, sensor housing" : "status bar", root.x + 2,
          root.y + min(s.top * scale - 1, 8), fill: "#444466")
      }
      if s.bottom > 0 {
        label("home indicator", root.x + 2, root.y + root.height - 2, fill: "#444466")
      }
    }
    if environment.keyboardHeight > 0 {
      let height = environment.keyboardHeight * scale
      buffer.append("<rect class=\"keyboard\" x=\"")
      buffer.appendDecimal(root.x)
      buffer.append("\" y=\"")
      buffer.appendDecimal(root.y + root.height - height)
      buffer.append("\" width=\"")
      buffer.appendDecimal(root.width)
      buffer.append("\" height=\"")
      buffer.appendDecimal(height)
      buffer.append("\" fill=\"#5a5a64\" fill-opacity=\"0.45\"/>\n")
      label("keyboard", root.x + 2, root.y + root.height - height + 8, fill: "#ffffff")
    }
  }

  /// A window transform in the sheet's coordinates, where a window point w is drawn at
  /// origin + scale·w: the linear part is the same, the translation
  /// origin − origin·L + scale·(tx, ty).
  static func sheetTransform(
    _ t: Transform2D, originX: Double, originY: Double, scale: Double
  ) -> Transform2D {
    guard !t.isIdentity else { return t }
    return Transform2D(
      a: t.a, b: t.b, c: t.c, d: t.d,
      tx: originX - (originX * t.a + originY * t.c) + scale * t.tx,
      ty: originY - (originX * t.b + originY * t.d) + scale * t.ty)
  }

  private func writeView(
    _ item: Int, rect: Rect, placed: (x: Double, y: Double, width: Double, height: Double),
    appendRect: (Rect) -> Void
  ) {
    let hue = ViewColor.hue(of: item)
    buffer.append("<rect ")
    appendRect(rect)
    buffer.append(" fill=\"hsl(")
    buffer.appendDecimal(hue)
    buffer.append(",55%,60%)\" fill-opacity=\"0.3\" stroke=\"hsl(")
    buffer.appendDecimal(hue)
    buffer.append(",55%,30%)\" stroke-width=\"1\"><title>")
    buffer.append(XMLText.escaped(views[item].name))
    buffer.append(" ")
    buffer.appendDecimal(rect.x)
    buffer.append(",")
    buffer.appendDecimal(rect.y)
    buffer.append(",")
    buffer.appendDecimal(rect.width)
    buffer.append(",")
    buffer.appendDecimal(rect.height)
    buffer.append("</title></rect>\n")
    // A name is drawn when it fits: about 5.5 pixels per character at font size 9.
    let name = views[item].name
    guard placed.width >= Double(name.count) * 5.5 + 4, placed.height >= 11 else { return }
    buffer.append("<text x=\"")
    buffer.appendDecimal(placed.x + 2)
    buffer.append("\" y=\"")
    buffer.appendDecimal(placed.y + 10)
    buffer.append("\" font-size=\"9\" fill=\"hsl(")
    buffer.appendDecimal(hue)
    buffer.append(",55%,25%)\">")
    buffer.append(XMLText.escaped(name))
    buffer.append("</text>\n")
  }
}

/// The colour each view is drawn in, the same in every visual output.
public enum ViewColor {
  /// The hue, in degrees, of item `index`: successive items step by the golden angle
  /// (137.508°), so neighbours differ strongly and no two of the first few coincide
  /// (https://en.wikipedia.org/wiki/Golden_angle).
  public static func hue(of index: Int) -> Double {
    let steps = Double(index % 1000)
    let hue = (steps * 137.508).truncatingRemainder(dividingBy: 360)
    return (hue * 10).rounded() / 10
  }
}

/// Escaping for text placed in XML and HTML documents.
public enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities; control characters other
  /// than tab and newline (not allowed in XML 1.0) become U+FFFD.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
