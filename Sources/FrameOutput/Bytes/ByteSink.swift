import Diagnostics

/// A destination for output bytes: standard output, a file, memory, or nowhere.
///
/// Formatters never write to a sink byte by byte; they fill a `ByteBuffer`, which hands the
/// sink large chunks. A sink that cannot write (disk full, closed pipe) remembers the first
/// failure in `failure` and ignores later writes, so formatters need no error paths.
public protocol ByteSink: AnyObject {
  /// Writes `bytes` at the end of the output.
  func write(_ bytes: UnsafeRawBufferPointer)
  /// A description of the first write that failed, `nil` while every write succeeded.
  var failure: String? { get }
}

/// A sink that keeps every byte in memory, for tests and small outputs.
public final class MemoryByteSink: ByteSink {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty sink.
  public init() {}

  /// Appends `bytes` to `bytes`.
  public func write(_ bytes: UnsafeRawBufferPointer) {
    self.bytes.append(contentsOf: bytes)
  }

  /// Always `nil`: memory writes do not fail.
  public var failure: String? { nil }

  /// Everything written so far, decoded as UTF-8.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A sink that drops every byte and only counts them, for benchmarks.
public final class DiscardingByteSink: ByteSink {
  /// How many bytes were written.
  public private(set) var count = 0

  /// Creates a sink that has counted nothing.
  public init() {}

  /// Counts `bytes` and drops them.
  public func write(_ bytes: UnsafeRawBufferPointer) {
    count += bytes.count
  }

  /// Always `nil`.
  public var failure: String? { nil }
}
