import Dispatch
import Foundation

/// Restores the terminal and removes partial output when the user presses Ctrl-C.
///
/// While installed, SIGINT and SIGTERM are ignored by the default handler and delivered to
/// Dispatch signal sources on a background queue instead (so they are handled even while
/// the main thread is busy); the handler writes the registered cleanup bytes (such as
/// "show cursor"), deletes the registered temporary files, and exits with 130 (SIGINT) or
/// 143 (SIGTERM), the shell's convention of 128 + signal number.
final class InterruptGuard: @unchecked Sendable {
  private let lock = NSLock()
  private var sources: [DispatchSourceSignal] = []
  private var terminalRestore: [UInt8] = []
  private var temporaryPaths: [String] = []

  /// Installs the handlers.
  init() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: signalNumber, queue: .global(qos: .userInitiated))
      source.setEventHandler { [self] in interrupted(by: signalNumber) }
      source.resume()
      sources.append(source)
    }
  }

  /// Bytes to write to standard output if interrupted (ANSI "show cursor", for example).
  func restoreTerminal(with bytes: String) {
    lock.withLock { terminalRestore = Array(bytes.utf8) }
  }

  /// A temporary file to delete if interrupted, or `nil` for none.
  func removeOnInterrupt(_ path: String?) {
    removeOnInterrupt(all: path.map { [$0] } ?? [])
  }

  /// The temporary files to delete if interrupted (several reports written at once).
  func removeOnInterrupt(all paths: [String]) {
    lock.withLock { temporaryPaths = paths }
  }

  /// Removes the handlers and restores the default signal behaviour.
  func uninstall() {
    for source in sources { source.cancel() }
    sources.removeAll()
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }

  private func interrupted(by signalNumber: Int32) {
    let (bytes, paths) = lock.withLock { (terminalRestore, temporaryPaths) }
    if !bytes.isEmpty {
      bytes.withUnsafeBytes { _ = Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
    for path in paths { unlink(path) }
    _exit(128 + signalNumber)
  }
}

/// ANSI escape sequences for the live terminal view.
enum TerminalControl {
  /// Hides the cursor (DECTCEM reset).
  static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor again (DECTCEM set).
  static let showCursor = "\u{1B}[?25h"

  /// Whether standard output is a terminal.
  static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
