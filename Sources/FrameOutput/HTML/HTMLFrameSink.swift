import Diagnostics
import Layout

/// Writes the timeline as one self-contained HTML page: an interactive viewer.
///
/// The page needs no network and no other file (it works from `file://` and as a CI
/// artifact). The data is embedded once, as JSON in `<script type="application/json">`
/// elements, and the page's script draws it: the frame as SVG (one `<rect>` per visible
/// view in stacking order, the model frame as a dashed outline where it differs, scroll
/// views clipping their subviews), a scrubber over the frames with play/pause, speeds 1×,
/// 0.25× and 0.1×, a frame and time readout and the animation events as marks; plots of
/// x, y, width and height over time for the selected view with the timing curve of each
/// animation that moved it; and the failed expectations and warnings with their lines.
///
/// The data's `stacking` lists the item indices back to front (`StackingOrder`), and each
/// item of `views` carries, besides its name, kind and parent, `drawnIn` (its superview in
/// the drawn tree, `null` at the top level: `StackingOrder.drawnParents`) and `hue` (in
/// degrees, `ViewColor`): the script follows these instead of computing its own.
///
/// Per frame the JSON holds every item's presented frame (`p`: x, y, width, height in the
/// superview's coordinates), its window origin (`w`: x, y), the model frames (`m`, only
/// when they changed since the previous frame), the hidden items (`h`, when any: not
/// drawn, with their subviews) and the events (`e`: kind, animation, line, time): 1.8 MB for 1000 moving views × 61 frames.
/// A frame of a script run also carries its environment where it changed since the previous
/// frame: `s` the root's safe area (top, left, bottom, right), `k` the keyboard's height,
/// `g` every item's layout margins; the page draws the regions outside the safe area
/// (labeled status bar, sensor housing, home indicator), the safe area's outline, the
/// keyboard while shown and the selected view's margins, over the views. A failed
/// expectation is marked on the scrubber at its frame, and its expected x, y, width or
/// height (`targets` of its note) is a dashed target line on that view's plot. Names keep
/// at least 11 CSS pixels on a stage scaled down (a portrait screen fits the window's height).
/// A frame where some view has an alpha other than 1 or a transform also carries `a` (every
/// item's alpha) or `x` (every item's transform, a, b, c, d, tx, ty), and the page then
/// gets a second script (`viewer-appearance.js`) that sets each view group's `opacity` and
/// SVG `transform` (about the view's window center; groups nest as views do, so opacity and
/// transforms compose down the tree as in UIKit). Pages of runs without either are what
/// they always were. The URL fragment selects a frame and
/// a view, `page.html#frame=12&view=box`; `&scrub=N` moves the scrubber to position N
/// through its input event, as a user would (for headless browser tests).
///
/// The runner calls `begin`, `write` and `finish`; the page is complete once
/// `complete(with:)` has added the run's summary and the script.
public final class HTMLFrameSink: FrameSink {
  private let buffer: ByteBuffer
  private let title: String
  private var wroteFrame = false
  /// The sampling rate, for the exact frame times (as CSV and JSON write them).
  private var fps = 0
  private var previousModel: [Rect]?
  /// Whether a frame carried alphas or transforms (the page then gets the appearance
  /// script).
  private var wroteAppearance = false
  /// The environment written last (`s`, `k` and `g` are written when they change).
  private var previousEnvironment: OutputEnvironment?

  /// Creates a page writer.
  ///
  /// - Parameters:
  ///   - output: Where the page goes.
  ///   - title: The page's title (the script's file name).
  public init(output: ByteBuffer, title: String) {
    self.buffer = output
    self.title = title
  }

  /// Writes the page's head and controls and opens the data with the items.
  public func begin(views: [OutputView], fps: Int) {
    buffer.append(Self.pageStart(title: XMLText.escaped(title)))
    buffer.append("<script type=\"application/json\" id=\"animsim-data\">\n{\"file\":")
    buffer.append(Self.json(title))
    self.fps = fps
    buffer.append(",\"fps\":")
    buffer.appendInteger(fps)
    // The drawing rules are Swift's, written as data for the script to follow: the
    // stacking order and each view's parent in the drawn tree (`StackingOrder`), and each
    // view's hue (`ViewColor`, as in the SVG sheet).
    buffer.append(",\"stacking\":[")
    for (position, item) in StackingOrder.indices(of: views).enumerated() {
      if position > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer.appendInteger(item)
    }
    buffer.append("]")
    let drawnParents = StackingOrder.drawnParents(of: views)
    buffer.appendViewsAndFramesOpening(views, names: views.map { Self.json($0.name) }) {
      index in
      buffer.append(",\"drawnIn\":")
      if let parent = drawnParents[index] {
        buffer.appendInteger(parent)
      } else {
        buffer.append("null")
      }
      buffer.append(",\"hue\":")
      buffer.appendDecimal(ViewColor.hue(of: index))
    }
  }

  /// Writes one frame's rectangles and events.
  ///
  /// - Complexity: O(items).
  public func write(_ frame: OutputFrame) {
    buffer.append(wroteFrame ? ",\n" : "\n")
    wroteFrame = true
    buffer.append("{\"i\":")
    buffer.appendInteger(frame.index)
    buffer.append(",\"t\":")
    buffer.appendFrameTime(frame.time, index: frame.index, fps: fps)
    buffer.append(",\"p\":[")
    for (item, rect) in frame.frames.enumerated() {
      if item > 0 { buffer.append(UInt8(ascii: ",")) }
      appendRect(rect)
    }
    buffer.append("],\"w\":[")
    for (item, rect) in frame.windowFrames.enumerated() {
      if item > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer.appendDecimal(rect.x)
      buffer.append(UInt8(ascii: ","))
      buffer.appendDecimal(rect.y)
    }
    buffer.append("]")
    if previousModel != frame.modelFrames {
      buffer.append(",\"m\":[")
      for (item, rect) in frame.modelFrames.enumerated() {
        if item > 0 { buffer.append(UInt8(ascii: ",")) }
        appendRect(rect)
      }
      buffer.append("]")
      previousModel = frame.modelFrames
    }
    if let environment = frame.environment { appendEnvironment(environment) }
    if frame.hidden.contains(true) {
      buffer.append(",\"h\":[")
      var first = true
      for (item, isHidden) in frame.hidden.enumerated() where isHidden {
        if !first { buffer.append(UInt8(ascii: ",")) }
        first = false
        buffer.appendInteger(item)
      }
      buffer.append("]")
    }
    if frame.alphas.contains(where: { $0 != 1 }) {
      wroteAppearance = true
      buffer.append(",\"a\":[")
      for (item, alpha) in frame.alphas.enumerated() {
        if item > 0 { buffer.append(UInt8(ascii: ",")) }
        buffer.appendDecimal(alpha)
      }
      buffer.append("]")
    }
    if frame.transforms.contains(where: { !$0.isIdentity }) {
      wroteAppearance = true
      buffer.append(",\"x\":[")
      for (item, t) in frame.transforms.enumerated() {
        if item > 0 { buffer.append(UInt8(ascii: ",")) }
        for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
          if index > 0 { buffer.append(UInt8(ascii: ",")) }
          buffer.appendDecimal(value)
        }
      }
      buffer.append("]")
    }
    if !frame.events.isEmpty {
      buffer.append(",\"e\":[")
      for (index, event) in frame.events.enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        buffer.append("[\"\(event.kind.outputName)\",")
        buffer.appendInteger(event.animation)
        buffer.append(UInt8(ascii: ","))
        if let line = event.line { buffer.appendInteger(line) } else { buffer.append("null") }
        buffer.append(UInt8(ascii: ","))
        buffer.appendDecimal(event.time)
        buffer.append("]")
      }
      buffer.append("]")
    }
    buffer.append("}")
    buffer.flushIfNeeded()
  }

  /// Closes the frame data.
  public func finish() {
    buffer.append("]}\n</script>\n")
    buffer.flush()
  }

  /// Writes the run's summary and the page's script, completing the page.
  public func complete(with summary: RunSummary) {
    buffer.append("<script type=\"application/json\" id=\"animsim-summary\">\n{\"passed\":")
    buffer.appendInteger(summary.passedCount)
    buffer.append(",\"curves\":[")
    for (index, curve) in summary.curves.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      buffer.append("[")
      buffer.appendInteger(curve.line)
      buffer.append(",\(Self.json(curve.name))]")
    }
    buffer.append("],\n\"notes\":[")
    for (index, note) in summary.notes.enumerated() {
      buffer.append(index > 0 ? ",\n" : "\n")
      buffer.append("{\"kind\":\(Self.json(note.kind)),\"line\":")
      buffer.appendInteger(note.line)
      buffer.append(",\"column\":")
      buffer.appendInteger(note.column)
      buffer.append(",\"text\":\(Self.json(note.text)),\"time\":")
      if let time = note.time, time.isFinite {
        buffer.appendDecimal(time)
      } else {
        buffer.append("null")
      }
      // Expected values for the plots' target lines: [view, series, value].
      if !note.targets.isEmpty {
        buffer.append(",\"targets\":[")
        for (index, target) in note.targets.enumerated() {
          if index > 0 { buffer.append(UInt8(ascii: ",")) }
          buffer.append("[" + Self.json(target.view) + ",")
          buffer.appendInteger(target.series)
          buffer.append(UInt8(ascii: ","))
          buffer.appendDecimal(target.value)
          buffer.append("]")
        }
        buffer.append("]")
      }
      buffer.append("}")
    }
    buffer.append("]}\n</script>\n<script>\n")
    buffer.append(Self.script)
    if wroteAppearance {
      buffer.append("</script>\n<script>\n")
      buffer.append(Self.appearanceScript)
    }
    buffer.append("</script>\n</body>\n</html>\n")
    buffer.flush()
  }

  /// The parts of `environment` that changed since the previous frame: `s` the root's safe
  /// area (top, left, bottom, right), `k` the keyboard's height, `g` every item's margins.
  private func appendEnvironment(_ environment: OutputEnvironment) {
    func appendInsets(_ insets: EdgeInsets) {
      for (index, value) in [insets.top, insets.left, insets.bottom, insets.right].enumerated() {
        if index > 0 { buffer.append(UInt8(ascii: ",")) }
        buffer.appendDecimal(value)
      }
    }
    if previousEnvironment?.safeArea != environment.safeArea {
      buffer.append(",\"s\":[")
      appendInsets(environment.safeArea)
      buffer.append("]")
    }
    if previousEnvironment?.keyboardHeight != environment.keyboardHeight {
      buffer.append(",\"k\":")
      buffer.appendDecimal(environment.keyboardHeight)
    }
    if previousEnvironment?.margins != environment.margins {
      buffer.append(",\"g\":[")
      for (item, margins) in environment.margins.enumerated() {
        if item > 0 { buffer.append(UInt8(ascii: ",")) }
        appendInsets(margins)
      }
      buffer.append("]")
    }
    previousEnvironment = environment
  }

  private func appendRect(_ rect: Rect) {
    buffer.appendDecimal(rect.x)
    buffer.append(UInt8(ascii: ","))
    buffer.appendDecimal(rect.y)
    buffer.append(UInt8(ascii: ","))
    buffer.appendDecimal(rect.width)
    buffer.append(UInt8(ascii: ","))
    buffer.appendDecimal(rect.height)
  }

  /// `text` as a JSON string literal safe inside a `<script>` element (`<` is written as
  /// `\u003c`, so no `</script>` can end it early).
  static func json(_ text: String) -> String {
    let literal = JSONFrameSink.string(text)
    guard literal.contains("<") else { return literal }
    var result = ""
    for scalar in literal.unicodeScalars {
      if scalar == "<" { result += "\\u003c" } else { result.unicodeScalars.append(scalar) }
    }
    return result
  }
}
