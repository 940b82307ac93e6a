import Foundation
import FrameOutput
import Scenario

/// Writes bytes to an open file descriptor (standard output, or a file being written).
///
/// Partial writes are resumed and `EINTR` retried. `EPIPE` (the reader closed the pipe, as
/// `animsim run … | head -1` does) ends the process quietly through `BrokenPipe.stop()`;
/// the first other error is remembered in `failure` and later writes are dropped.
final class FileDescriptorSink: ByteSink {
  /// The descriptor written to.
  let descriptor: Int32
  /// What the output is called in error messages (`standard output`, a path).
  let label: String
  private(set) var failure: String?

  /// Creates a sink writing to `descriptor`; it does not own (close) it.
  init(descriptor: Int32, label: String) {
    self.descriptor = descriptor
    self.label = label
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Foundation.write(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { BrokenPipe.stop() }
        failure = "cannot write to \(label): \(String(cString: strerror(errno)))"
        return
      }
      remaining -= written
      pointer += written
    }
  }
}
