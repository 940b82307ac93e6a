import Foundation
import Scenario

/// Writes bytes to an open file descriptor (standard output, or a file being written).
///
/// Partial writes are resumed and `EINTR` retried; the first other error is remembered in
/// `failure` and later writes are dropped.
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
        failure = "cannot write to \(label): \(String(cString: strerror(errno)))"
        return
      }
      remaining -= written
      pointer += written
    }
  }
}

/// Where `run` writes: standard output, or a file written atomically.
///
/// For a file the bytes go to a temporary file in the same directory, which `commit()`
/// renames over the destination; `abandon()` (on any failure, and on Ctrl-C through
/// `InterruptGuard`) deletes it, so a failed run never leaves a partial file.
final class OutputDestination {
  /// The sink to write into.
  let sink: FileDescriptorSink
  /// The final path, `nil` for standard output.
  let path: String?
  /// The temporary file's path, while it exists.
  private(set) var temporaryPath: String?

  /// Standard output.
  init() {
    sink = FileDescriptorSink(descriptor: STDOUT_FILENO, label: "standard output")
    path = nil
  }

  /// A new temporary file next to `path`.
  ///
  /// - Throws: `CommandFailure.cannotWrite` when the directory is not writable.
  init(atomicallyAt path: String) throws(CommandFailure) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary =
      directory + "/." + url.lastPathComponent
      + ".animsim-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    sink = FileDescriptorSink(descriptor: descriptor, label: path)
    self.path = path
    temporaryPath = temporary
  }

  /// Moves the finished file into place (nothing to do for standard output).
  ///
  /// - Throws: `CommandFailure.cannotWrite` when a write failed or the rename fails; the
  ///   temporary file is deleted then.
  func commit() throws(CommandFailure) {
    if let failure = sink.failure {
      abandon()
      throw .cannotWrite(path: path ?? "standard output", reason: failure)
    }
    guard let path, let temporaryPath else { return }
    let closed = close(sink.descriptor)
    guard closed == 0, rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      self.temporaryPath = nil
      throw .cannotWrite(path: path, reason: reason)
    }
    self.temporaryPath = nil
  }

  /// Deletes the temporary file, if any.
  func abandon() {
    guard let temporaryPath else { return }
    close(sink.descriptor)
    unlink(temporaryPath)
    self.temporaryPath = nil
  }
}
