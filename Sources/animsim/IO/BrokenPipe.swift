import Foundation

/// What happens when the reader of standard output (or of a FIFO given to `--out`) goes away.
///
/// By default a write to a pipe nobody reads raises SIGPIPE, which kills the process with
/// status 141 (128 + 13) in the middle of a frame. `animsim` ignores SIGPIPE instead, so the
/// write fails with `EPIPE`, and the writer stops the run here: nothing more is printed
/// (there is no one to read it) and the exit status is 0, the status of `head` and of a
/// reader that took what it wanted. docs/cli.md documents this.
enum BrokenPipe {
  /// The exit status when the output's reader has gone away.
  static let exitStatus: Int32 = ExitStatus.success

  /// Makes writes to a closed pipe fail with `EPIPE` instead of killing the process.
  static func ignoreSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Ends the process quietly after a write failed with `EPIPE`.
  ///
  /// Nothing is left to clean up: a pipe or FIFO is written directly (there is no
  /// temporary file), and a closed pipe is never a terminal whose cursor needs restoring.
  static func stop() -> Never {
    exit(exitStatus)
  }
}
