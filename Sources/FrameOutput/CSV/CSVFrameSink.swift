import Diagnostics
import Layout

/// Writes the timeline as the contract's CSV, one row per item per frame, streamed.
///
/// Header `frame,time,view,x,y,width,height,window_x,window_y`; items in output order (root
/// first, guides included); x and y in the superview's (or scroll content's) coordinates,
/// window_x and window_y in root coordinates after every ancestor's content offset. Numbers
/// use `DecimalFormat`. Names are quoted per RFC 4180 when they contain a comma, a quote or a
/// line break (identifiers never do). Records end with `\n` unless `lineEnding` is `.crlf`.
/// Extra column groups (`run --columns`, additions the contract allows behind a flag) follow
/// in the order given: `hidden` (`hidden`, `detached`, `0` or `1`), `alpha`, `transform`
/// (`a,b,c,d,tx,ty`) and `visual` (`visual_x,visual_y,visual_width,visual_height`).
public final class CSVFrameSink: FrameSink {
  /// A group of extra columns.
  public enum ExtraColumns: String, Hashable, Sendable, CaseIterable {
    /// `hidden,detached`: `0` or `1`.
    case hidden
    /// `alpha`: the presented alpha, 0…1.
    case alpha
    /// `a,b,c,d,tx,ty`: the presented transform (about the view's center).
    case transform
    /// `visual_x,visual_y,visual_width,visual_height`: where the view is seen, the bounding
    /// box of the transformed view in root coordinates.
    case visual

    /// The group's header names.
    public var names: [String] {
      switch self {
      case .hidden: ["hidden", "detached"]
      case .alpha: ["alpha"]
      case .transform: ["a", "b", "c", "d", "tx", "ty"]
      case .visual: ["visual_x", "visual_y", "visual_width", "visual_height"]
      }
    }
  }

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

  /// The columns `visibilityColumns` appends.
  public static let visibilityColumnNames = ["hidden", "detached"]

  private let buffer: ByteBuffer
  private let lineEnding: LineEnding
  /// The extra column groups, in order.
  private let extraColumns: [ExtraColumns]
  private var names: [[UInt8]] = []
  private var longestName = 0
  /// The sampling rate from `begin`, for the exact frame times.
  private var fps = 0

  /// Creates a CSV writer.
  ///
  /// - Parameters:
  ///   - output: Where the bytes go; the sink flushes it in `finish()`.
  ///   - lineEnding: The record terminator (default `\n`).
  ///   - visibilityColumns: Whether to append the `hidden` and `detached` columns.
  public convenience init(
    output: ByteBuffer, lineEnding: LineEnding = .lf, visibilityColumns: Bool = false
  ) {
    self.init(
      output: output, lineEnding: lineEnding, extraColumns: visibilityColumns ? [.hidden] : [])
  }

  /// Creates a CSV writer with extra column groups.
  ///
  /// - Parameters:
  ///   - output: Where the bytes go; the sink flushes it in `finish()`.
  ///   - lineEnding: The record terminator (default `\n`).
  ///   - extraColumns: The groups appended after the contract's columns, in this order
  ///     (each once).
  public init(output: ByteBuffer, lineEnding: LineEnding = .lf, extraColumns: [ExtraColumns]) {
    self.buffer = output
    self.lineEnding = lineEnding
    var groups: [ExtraColumns] = []
    for group in extraColumns where !groups.contains(group) { groups.append(group) }
    self.extraColumns = groups
  }

  /// Writes the header and prepares every item's (quoted, if needed) name.
  public func begin(views: [OutputView], fps: Int) {
    self.fps = fps
    names = views.map { CSVFrameSink.field($0.name) }
    longestName = names.map(\.count).max() ?? 0
    let header = CSVFrameSink.columns + extraColumns.flatMap(\.names)
    buffer.append(header.joined(separator: ","))
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
    let time = DecimalFormat.frameTimeString(frame.time, index: frame.index, fps: fps)
    let prefix = Array("\(frame.index),\(time),".utf8)
    let extraNumbers = extraColumns.reduce(0) { $0 + ($1 == .hidden ? 0 : $1.names.count) }
    let rowBound =
      prefix.count + longestName + (6 + extraNumbers) * (DecimalFormat.maximumLength + 1) + 2 + 4
    let crlf = lineEnding == .crlf
    let extras = extraColumns
    let hidden = frame.hidden
    let detached = frame.detached
    prefix.withUnsafeBufferPointer { prefix in
      frame.frames.withUnsafeBufferPointer { frames in
        frame.windowFrames.withUnsafeBufferPointer { windows in
          for item in 0..<names.count {
            // One reservation per row, then plain stores through a pointer.
            buffer.withReservedBytes(rowBound) { start in
              var cursor = start
              cursor.copyBytes(prefix)
              names[item].withUnsafeBufferPointer { cursor.copyBytes($0) }
              let rect = frames[item]
              let window = windows[item]
              cursor.writeField(rect.x)
              cursor.writeField(rect.y)
              cursor.writeField(rect.width)
              cursor.writeField(rect.height)
              cursor.writeField(window.x)
              cursor.writeField(window.y)
              for group in extras {
                switch group {
                case .hidden:
                  let isHidden = !hidden.isEmpty && hidden[item]
                  let isDetached = !detached.isEmpty && detached[item]
                  cursor[0] = UInt8(ascii: ",")
                  cursor[1] = isHidden ? UInt8(ascii: "1") : UInt8(ascii: "0")
                  cursor[2] = UInt8(ascii: ",")
                  cursor[3] = isDetached ? UInt8(ascii: "1") : UInt8(ascii: "0")
                  cursor += 4
                case .alpha:
                  cursor.writeField(frame.alpha(item))
                case .transform:
                  let transform = frame.transform(item)
                  cursor.writeField(transform.a)
                  cursor.writeField(transform.b)
                  cursor.writeField(transform.c)
                  cursor.writeField(transform.d)
                  cursor.writeField(transform.tx)
                  cursor.writeField(transform.ty)
                case .visual:
                  let visual = frame.visualFrame(item)
                  cursor.writeField(visual.x)
                  cursor.writeField(visual.y)
                  cursor.writeField(visual.width)
                  cursor.writeField(visual.height)
                }
              }
              if crlf {
                cursor.pointee = 13
                cursor += 1
              }
              cursor.pointee = 10
              cursor += 1
              return cursor - start
            }
            buffer.flushIfNeeded()
          }
        }
      }
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

extension UnsafeMutablePointer where Pointee == UInt8 {
  /// Stores `bytes` here and advances past them.
  @inline(__always)
  fileprivate mutating func copyBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    update(from: base, count: bytes.count)
    self += bytes.count
  }

  /// Stores a comma and `value` in the output number format here and advances past them.
  @inline(__always)
  fileprivate mutating func writeField(_ value: Double) {
    pointee = UInt8(ascii: ",")
    self += 1 + DecimalFormat.write(value, to: self + 1)
  }
}
