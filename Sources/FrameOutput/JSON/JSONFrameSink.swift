import Diagnostics
import Layout

/// Writes the timeline as one JSON document, streamed frame by frame.
///
/// ```
/// {"fps":60,
/// "views":[{"name":"root","kind":"view","parent":null}, …],
/// "frames":[
/// {"frame":0,"time":0,"views":[{"view":"root","x":0,"y":0,"width":320,"height":568,
///   "window_x":0,"window_y":0,"alpha":1,"transform":[1,0,0,1,0,0],"visual_x":0,
///   "visual_y":0,"visual_width":320,"visual_height":568}, …]},
/// …],
/// "events":[{"frame":1,"time":0.017,"kind":"started","animation":1,"line":12}, …]}
/// ```
/// Every view object carries its presented alpha, its transform (a, b, c, d, tx, ty, about
/// its center) and its visual frame (where it is seen: the bounding box of the transformed
/// view in root coordinates), the same values as `run --columns alpha,transform,visual`.
/// Numbers use `DecimalFormat` (valid JSON numbers); kinds use the script's keywords. A
/// hidden view's object also has `"hidden":true`, a removed one `"detached":true` (absent,
/// that is false, otherwise).
/// Events are few, so they are collected and written once at the end.
public final class JSONFrameSink: FrameSink {
  private let buffer: ByteBuffer
  private var names: [String] = []
  private var events: [(frame: Int, event: OutputEvent)] = []
  private var wroteFrame = false
  /// The sampling rate from `begin`, for the exact frame times.
  private var fps = 0

  /// Creates a JSON writer draining into `output`.
  public init(output: ByteBuffer) {
    self.buffer = output
  }

  /// Writes the opening, the sampling rate and the item list.
  public func begin(views: [OutputView], fps: Int) {
    self.fps = fps
    names = views.map { JSONFrameSink.string($0.name) }
    buffer.append("{\"fps\":")
    buffer.appendInteger(fps)
    buffer.appendViewsAndFramesOpening(views, names: names)
  }

  /// Writes one frame object with every item's rectangle.
  public func write(_ frame: OutputFrame) {
    buffer.append(wroteFrame ? ",\n" : "\n")
    wroteFrame = true
    buffer.append("{\"frame\":")
    buffer.appendInteger(frame.index)
    buffer.append(",\"time\":")
    buffer.appendFrameTime(frame.time, index: frame.index, fps: fps)
    buffer.append(",\"views\":[")
    for item in names.indices {
      if item > 0 { buffer.append(UInt8(ascii: ",")) }
      let rect = frame.frames[item]
      let window = frame.windowFrames[item]
      buffer.append("{\"view\":")
      buffer.append(names[item])
      buffer.appendRectFields(rect, keys: JSONFrameSink.frameKeys)
      buffer.append(",\"window_x\":")
      buffer.appendDecimal(window.x)
      buffer.append(",\"window_y\":")
      buffer.appendDecimal(window.y)
      buffer.append(",\"alpha\":")
      buffer.appendDecimal(frame.alpha(item))
      let transform = frame.transform(item)
      buffer.append(",\"transform\":[")
      buffer.appendDecimal(transform.a)
      for value in [transform.b, transform.c, transform.d, transform.tx, transform.ty] {
        buffer.append(UInt8(ascii: ","))
        buffer.appendDecimal(value)
      }
      buffer.append(UInt8(ascii: "]"))
      buffer.appendRectFields(frame.visualFrame(item), keys: JSONFrameSink.visualKeys)
      if !frame.hidden.isEmpty && frame.hidden[item] { buffer.append(",\"hidden\":true") }
      if !frame.detached.isEmpty && frame.detached[item] { buffer.append(",\"detached\":true") }
      buffer.append(UInt8(ascii: "}"))
    }
    buffer.append("]}")
    for event in frame.events { events.append((frame.index, event)) }
    buffer.flushIfNeeded()
  }

  /// Writes the collected events and closes the document.
  public func finish() {
    buffer.append("],\n\"events\":[")
    for (index, entry) in events.enumerated() {
      buffer.append(index > 0 ? ",\n" : "\n")
      buffer.append("{\"frame\":")
      buffer.appendInteger(entry.frame)
      buffer.append(",\"time\":")
      buffer.appendDecimal(entry.event.time)
      buffer.append(",\"kind\":\"\(entry.event.kind.outputName)\",\"animation\":")
      buffer.appendInteger(entry.event.animation)
      buffer.append(",\"line\":")
      if let line = entry.event.line { buffer.appendInteger(line) } else { buffer.append("null") }
      buffer.append("}")
    }
    buffer.append("]}\n")
    buffer.flush()
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = Array("0123456789abcdef")
          result +=
            "\\u00" + String(hex[Int(scalar.value >> 4)]) + String(hex[Int(scalar.value & 15)])
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension ViewKind {
  /// The scenario keyword declaring this kind (`view`, `label`, …, `guide`).
  public var outputKeyword: String {
    switch self {
    case .view: "view"
    case .label: "label"
    case .button: "button"
    case .textField: "textfield"
    case .scrollView: "scrollview"
    case .layoutGuide: "guide"
    case .stackView: "stack"
    }
  }
}

extension OutputEventKind {
  /// The event's name in output: `started`, `finished` or `interrupted`.
  public var outputName: String {
    switch self {
    case .started: "started"
    case .finished: "finished"
    case .interrupted: "interrupted"
    }
  }
}

extension ByteBuffer {
  /// Appends `,"views":[…],"frames":[` as both JSON documents (the JSON output and the HTML
  /// viewer's data) have it: one object per output item with its name, kind and parent index
  /// (`null` for the root), one per line, then the opening of the frame list.
  ///
  /// - Parameters:
  ///   - views: The output items, in output order.
  ///   - names: Each item's name as a JSON string literal (quotes included).
  ///   - appendFields: Appends more members of item `index`'s object after its parent
  ///     (each starting with a comma); the JSON output has none.
  /// - Complexity: O(views).
  func appendViewsAndFramesOpening(
    _ views: [OutputView], names: [String], appendFields: (_ index: Int) -> Void = { _ in }
  ) {
    append(",\n\"views\":[")
    for (index, view) in views.enumerated() {
      if index > 0 { append(",\n") }
      append("{\"name\":\(names[index]),\"kind\":\"\(view.kind.outputKeyword)\",\"parent\":")
      if let parent = view.parent { appendInteger(parent) } else { append("null") }
      appendFields(index)
      append("}")
    }
    append("],\n\"frames\":[")
  }
}

extension ByteBuffer {
  /// Appends `rect`'s x, y, width and height, each after its key (`keys`, four entries).
  fileprivate func appendRectFields(_ rect: Rect, keys: [String]) {
    append(keys[0])
    appendDecimal(rect.x)
    append(keys[1])
    appendDecimal(rect.y)
    append(keys[2])
    appendDecimal(rect.width)
    append(keys[3])
    appendDecimal(rect.height)
  }

}

extension JSONFrameSink {
  /// The keys of a view's frame and visual frame, written before each number: one table,
  /// so that a view costs no allocation (this runs per view per frame).
  fileprivate static let frameKeys = [",\"x\":", ",\"y\":", ",\"width\":", ",\"height\":"]
  fileprivate static let visualKeys = [
    ",\"visual_x\":", ",\"visual_y\":", ",\"visual_width\":", ",\"visual_height\":",
  ]
}
