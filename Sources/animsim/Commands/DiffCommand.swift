import Diagnostics
import Foundation
import FrameOutput
import Scenario

/// `animsim diff A.csv B.csv [--tolerance T]`: the first divergence of every view.
struct DiffCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "diff", summary: "Compare two frame CSV files: the first divergence per view.",
    arguments: "A.csv B.csv", minimumArguments: 2, maximumArguments: 2,
    options: [
      OptionSpec(
        name: "--tolerance", value: "T",
        help: "Largest difference of numbers counted as equal (default 0.001).")
    ],
    discussion: """
      Rows are matched per view in file order. Exit status 0 when the files agree, 1 when
      they differ. Example: animsim diff before.csv after.csv --tolerance 0.5
      """)

  /// The first CSV file.
  let first: String
  /// The second CSV file.
  let second: String
  /// `--tolerance`: the largest difference of numbers counted as equal.
  let tolerance: Double

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    first = arguments.positionals[0]
    second = arguments.positionals[1]
    tolerance =
      try arguments.number("--tolerance", in: 0...1e9, command: Self.spec.name) ?? 0.001
  }

  /// Runs the command and returns its exit status.
  func execute() throws(CommandFailure) -> Int32 {
    let a = try Self.table(at: first)
    let b = try Self.table(at: second)
    let divergences: [FrameDiff.Divergence]
    do {
      divergences = try FrameDiff.compare(a, b, tolerance: tolerance)
    } catch .headersDiffer(let headerA, let headerB) {
      throw .incomparable(
        reason: "the files have different columns: '\(headerA.joined(separator: ","))' "
          + "and '\(headerB.joined(separator: ","))'")
    } catch {
      throw .incomparable(reason: "the files have no 'view' column")
    }
    guard !divergences.isEmpty else {
      Console.out(
        "no differences (\(a.records.count) rows, tolerance \(DecimalFormat.string(tolerance)))\n")
      return ExitStatus.success
    }
    var text = ""
    for divergence in divergences {
      text += describe(divergence) + "\n"
    }
    text += divergences.count == 1 ? "1 view differs\n" : "\(divergences.count) views differ\n"
    Console.out(text)
    return ExitStatus.failure
  }

  private func name(_ side: FrameDiff.Side) -> String {
    side == .first ? first : second
  }

  private func describe(_ divergence: FrameDiff.Divergence) -> String {
    switch divergence {
    case .onlyIn(let side, let view):
      return "\(view): only in \(name(side))"
    case .differs(let view, _, let frame, let time, let columns):
      let changes = columns.map { "\($0.column) \($0.first) -> \($0.second)" }
      return "\(view): frame \(frame)" + (time.isEmpty ? "" : " (t=\(time))") + ": "
        + changes.joined(separator: ", ")
    case .length(let view, let longer, let firstCount, let secondCount, let frame):
      return "\(view): \(name(longer)) has more rows (\(firstCount) vs \(secondCount)), "
        + "from frame \(frame)"
    }
  }

  /// Reads and parses the CSV file at `path`.
  static func table(at path: String) throws(CommandFailure) -> CSVTable {
    let bytes = try readFile(path)
    do {
      return try CSVTable(parsing: bytes)
    } catch {
      switch error {
      case .empty:
        throw .invalidCSV(path: path, line: 1, column: nil, reason: "the file is empty")
      case .unterminatedQuote(let line, let column):
        throw .invalidCSV(
          path: path, line: line, column: column, reason: "unterminated quoted field")
      case .textAfterQuote(let line, let column):
        throw .invalidCSV(
          path: path, line: line, column: column, reason: "text after a closing quote")
      case .fieldCount(let line, let expected, let found):
        throw .invalidCSV(
          path: path, line: line, column: nil,
          reason: "\(found) fields where the header has \(expected)")
      }
    }
  }
}

/// The bytes of the file at `path` (`-` reads standard input).
func readFile(_ path: String) throws(CommandFailure) -> [UInt8] {
  let handle: FileHandle?
  if path == "-" {
    handle = FileHandle.standardInput
  } else {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .cannotRead(path: path, reason: "it is a directory")
    }
    handle = FileHandle(forReadingAtPath: path)
  }
  guard let handle else {
    throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
  }
  do {
    let data = try handle.readToEnd() ?? Data()
    return [UInt8](data)
  } catch {
    throw .cannotRead(path: path, reason: "\(error.localizedDescription)")
  }
}
