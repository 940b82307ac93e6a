/// A command that could not do its work for a reason outside the script (files, I/O).
enum CommandFailure: Error, Equatable {
  /// A file could not be read.
  case cannotRead(path: String, reason: String)
  /// An output could not be written.
  case cannotWrite(path: String, reason: String)
  /// A CSV file given to `diff` is malformed.
  case invalidCSV(path: String, line: Int, column: Int?, reason: String)
  /// The two CSV files have different columns.
  case incomparable(reason: String)

  /// The message, as printed after `animsim: error: `.
  var message: String {
    switch self {
    case .cannotRead(let path, let reason): "cannot read '\(path)': \(reason)"
    case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
    case .invalidCSV(let path, let line, let column, let reason):
      "\(path):\(line):" + (column.map { "\($0):" } ?? "") + " error: \(reason)"
    case .incomparable(let reason): reason
    }
  }

  /// The line written to standard error: `animsim: error: ` and `message`, then a newline.
  var rendered: String { "animsim: error: \(message)\n" }
}

/// The exit statuses of the contract.
enum ExitStatus {
  /// Success.
  static let success: Int32 = 0
  /// An expectation (or a comparison, for `diff`) failed; also I/O failures.
  static let failure: Int32 = 1
  /// The script is invalid.
  static let invalidScript: Int32 = 2
  /// The command line is wrong (sysexits.h `EX_USAGE`).
  static let usage: Int32 = 64
}
