/// Writes the timeline as the contract's CSV, one row per item per frame, streamed.
///
/// Header `frame,time,view,x,y,width,height,window_x,window_y`; items in output order (root
/// first, guides included); x and y in the superview's (or scroll content's) coordinates,
/// window_x and window_y in root coordinates after every ancestor's content offset. Numbers
/// use `DecimalFormat`. Names are quoted per RFC 4180 when they contain a comma, a quote or a
/// line break (identifiers never do). Records end with `\n` unless `lineEnding` is `.crlf`.
public final class CSVFrameSink: FrameSink {
  /// The record terminator.
  public enum LineEnding: Sendable {
    /// `\n`, what Unix tools expect (the default).
    case lf
    /// `\r\n`, RFC 4180's literal line break.
    case crlf
  }

  /// The contract's header columns, in order.
  public static let columns = [
    "frame", "time", "view", "x", "y", "width", "height", "window_x", "window_y",
  ]

  private let buffer: ByteBuffer
  private let lineEnding: LineEnding
  private var names: [[UInt8]] = []
  private var longestName = 0

  /// Creates a CSV writer.
  ///
  /// - Parameters:
  ///   - output: Where the bytes go; the sink flushes it in `finish()`.
  ///   - lineEnding: The record terminator (default `\n`).
  public init(output: ByteBuffer, lineEnding: LineEnding = .lf) {
    self.buffer = output
    self.lineEnding = lineEnding
  }

  /// Writes the header and prepares every item's (quoted, if needed) name.
  public func begin(views: [OutputView], fps: Int) {
    names = views.map { CSVFrameSink.field($0.name) }
    longestName = names.map(\.count).max() ?? 0
    buffer.append(CSVFrameSink.columns.joined(separator: ","))
    appendLineEnding()
  }

  /// Writes one row per item.
  ///
  /// - Complexity: O(items) with a constant of about 9 formatted numbers per row.
  public func write(_ frame: OutputFrame) {
    precondition(
      frame.frames.count == names.count && frame.windowFrames.count == names.count,
      "A frame must carry one rectangle per item")
    // The first two fields are the same on every row of the frame.
    let prefix = Array("\(frame.index),\(DecimalFormat.string(frame.time)),".utf8)
    let rowBound = prefix.count + longestName + 6 * (DecimalFormat.maximumLength + 1) + 2
    for item in names.indices {
      buffer.reserve(rowBound)
      buffer.appendUnchecked(prefix)
      buffer.appendUnchecked(names[item])
      let rect = frame.frames[item]
      let window = frame.windowFrames[item]
      buffer.appendFieldUnchecked(rect.x)
      buffer.appendFieldUnchecked(rect.y)
      buffer.appendFieldUnchecked(rect.width)
      buffer.appendFieldUnchecked(rect.height)
      buffer.appendFieldUnchecked(window.x)
      buffer.appendFieldUnchecked(window.y)
      appendLineEnding()
      buffer.flushIfNeeded()
    }
  }

  /// Flushes what is buffered.
  public func finish() {
    buffer.flush()
  }

  private func appendLineEnding() {
    if lineEnding == .crlf { buffer.append(UInt8(ascii: "\r")) }
    buffer.append(UInt8(ascii: "\n"))
  }

  /// The bytes of `text` as one CSV field: quoted, with inner quotes doubled, only when it
  /// contains a comma, a double quote, a carriage return or a line feed (RFC 4180 §2.6–2.7).
  public static func field(_ text: String) -> [UInt8] {
    let special: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "\""), 10, 13]
    guard text.utf8.contains(where: special.contains) else { return Array(text.utf8) }
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\"") { bytes.append(byte) }
      bytes.append(byte)
    }
    bytes.append(UInt8(ascii: "\""))
    return bytes
  }
}

extension ByteBuffer {
  /// Appends a comma and `value`; the caller has reserved room.
  @inline(__always)
  fileprivate func appendFieldUnchecked(_ value: Double) {
    withReservedBytes(DecimalFormat.maximumLength + 1) { destination in
      destination[0] = UInt8(ascii: ",")
      return 1 + DecimalFormat.write(value, to: destination + 1)
    }
  }
}
