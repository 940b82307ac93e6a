import Foundation

extension TerminalControl {
  /// The width used when neither `COLUMNS` nor the terminal says one (the VT100's 80).
  static let defaultColumns = 80

  /// The terminal's width in columns, for `--scale auto`: `COLUMNS` when it is a positive
  /// number (the POSIX shell variable, which also lets a script or test choose), else the
  /// width standard output's terminal reports (`TIOCGWINSZ`), else 80.
  static func columns(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Int
  {
    if let text = environment["COLUMNS"], let value = Int(text), value > 0 {
      return min(value, 10_000)
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return defaultColumns
  }
}
