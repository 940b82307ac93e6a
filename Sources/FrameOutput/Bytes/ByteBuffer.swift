import Diagnostics

/// A growable byte buffer that formatters fill and that drains into a `ByteSink` in chunks.
///
/// Writes are unchecked pointer stores after one `reserve(_:)` per record, which keeps the
/// CSV formatter at several million rows per second. Once the buffer holds more than
/// `flushThreshold` bytes, `flushIfNeeded()` hands them to the sink, so memory stays flat
/// however many frames are written.
public final class ByteBuffer {
  /// Where the bytes go when the buffer is flushed.
  public let sink: ByteSink
  /// The size, in bytes, above which `flushIfNeeded()` drains the buffer.
  public let flushThreshold: Int
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes currently buffered (not yet flushed).
  public private(set) var count = 0

  /// Creates a buffer draining into `sink`.
  ///
  /// - Parameters:
  ///   - sink: The destination of the bytes.
  ///   - flushThreshold: Bytes buffered before `flushIfNeeded()` writes them (default 64 KiB).
  public init(sink: ByteSink, flushThreshold: Int = 1 << 16) {
    precondition(flushThreshold > 0, "The flush threshold must be positive")
    self.sink = sink
    self.flushThreshold = flushThreshold
    self.capacity = flushThreshold * 2
    self.storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Makes room for at least `byteCount` more bytes.
  ///
  /// - Complexity: Amortized O(1); O(`count`) when the storage grows.
  @inline(__always)
  public func reserve(_ byteCount: Int) {
    if count + byteCount > capacity { grow(to: count + byteCount) }
  }

  private func grow(to minimum: Int) {
    var newCapacity = capacity * 2
    while newCapacity < minimum { newCapacity *= 2 }
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  /// Appends one byte; the caller has reserved room for it.
  @inline(__always)
  public func appendUnchecked(_ byte: UInt8) {
    storage[count] = byte
    count += 1
  }

  /// Appends one byte, growing the storage if needed.
  @inline(__always)
  public func append(_ byte: UInt8) {
    reserve(1)
    appendUnchecked(byte)
  }

  /// Appends `bytes`; the caller has reserved room for them.
  @inline(__always)
  public func appendUnchecked(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      (storage + count).update(from: base, count: source.count)
    }
    count += bytes.count
  }

  /// Appends `bytes`, growing the storage if needed.
  ///
  /// - Complexity: O(bytes.count).
  public func append(_ bytes: [UInt8]) {
    append(bytes[...])
  }

  /// Appends a slice of bytes (a canvas row, for example) without copying it into an array
  /// first, growing the storage if needed.
  ///
  /// - Complexity: O(bytes.count).
  public func append(_ bytes: ArraySlice<UInt8>) {
    reserve(bytes.count)
    bytes.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return }
      (storage + count).update(from: base, count: source.count)
    }
    count += bytes.count
  }

  /// Appends the UTF-8 bytes of `text`.
  public func append(_ text: String) {
    var text = text
    text.withUTF8 { source in
      reserve(source.count)
      guard let base = source.baseAddress else { return }
      (storage + count).update(from: base, count: source.count)
      count += source.count
    }
  }

  /// Writes the buffered bytes to the sink if there are more than `flushThreshold`.
  @inline(__always)
  public func flushIfNeeded() {
    if count >= flushThreshold { flush() }
  }

  /// Writes every buffered byte to the sink and empties the buffer.
  public func flush() {
    guard count > 0 else { return }
    sink.write(UnsafeRawBufferPointer(start: storage, count: count))
    count = 0
  }

  /// Calls `body` with a pointer to `byteCount` reserved bytes and advances by the number of
  /// bytes it reports having written (at most `byteCount`).
  @inline(__always)
  func withReservedBytes(_ byteCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    reserve(byteCount)
    let written = body(storage + count)
    precondition(written <= byteCount, "Wrote more bytes than were reserved")
    count += written
  }
}
