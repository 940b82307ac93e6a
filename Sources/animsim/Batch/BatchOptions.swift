import Foundation

/// The options `check` and `check-ib` share: which files, how many at once, which shard,
/// which reports.
struct BatchOptions: Sendable {
  /// The option specs both commands list (after their own).
  static let specs: [OptionSpec] = [
    OptionSpec(
      name: "--jobs", value: "N",
      help: "Check N files at once (default: the number of cores; 1 = one after another)."),
    OptionSpec(
      name: "--shard", value: "K/N",
      help: "Check only the K-th of N parts of the files (a fixed hash of each path)."),
    OptionSpec(
      name: "--report", value: "FORMAT=FILE",
      help: "Also write a junit, sarif or github report to FILE (- for stdout); repeatable."),
  ]

  /// The PATH arguments as given.
  let paths: [String]
  /// How many files are checked at once (at least 1).
  let jobs: Int
  /// The part of the selection to check, nil for all of it.
  let shard: Shard?
  /// The reports to write, in command-line order.
  let reports: [ReportRequest]

  /// The most jobs `--jobs` accepts.
  static let maximumJobs = 512

  /// Reads the shared options of `command`.
  ///
  /// - Throws: `UsageError.invalidValue` for a bad `--jobs`, `--shard` or `--report`, and
  ///   `UsageError.conflictingOptions` for two reports to the same file.
  init(_ arguments: ParsedArguments, command: String) throws(UsageError) {
    paths = arguments.positionals
    jobs =
      try arguments.integer("--jobs", in: 1...Self.maximumJobs, command: command)
      ?? Self.defaultJobs
    if let text = arguments.value("--shard") {
      guard let shard = Shard(parsing: text) else {
        throw .invalidValue(
          option: "--shard", value: text,
          expected: "K/N with 1 <= K <= N <= \(Shard.maximumCount), such as 2/4", command: command)
      }
      self.shard = shard
    } else {
      shard = nil
    }
    var reports: [ReportRequest] = []
    for text in arguments.allValues("--report") {
      let request = try ReportRequest(parsing: text, command: command)
      if request.path != "-", let earlier = reports.first(where: { $0.path == request.path }) {
        throw .conflictingOptions(
          "--report " + earlier.text, "--report " + request.text, command: command)
      }
      reports.append(request)
    }
    self.reports = reports
  }

  /// The default of `--jobs`: the cores this process may use.
  static var defaultJobs: Int {
    max(1, ProcessInfo.processInfo.activeProcessorCount)
  }
}

/// The formats `--report` writes.
enum ReportFormat: String, CaseIterable, Sendable {
  /// JUnit XML: one `testsuite` per file (test reporters of Jenkins, GitLab, GitHub).
  case junit
  /// SARIF 2.1.0: one result per diagnostic and failed check (code scanning).
  case sarif
  /// GitHub workflow commands: `::error file=…,line=…,col=…::message` lines (annotations).
  case github
}

/// One `--report FORMAT=FILE`.
struct ReportRequest: Equatable, Sendable {
  /// What to write.
  let format: ReportFormat
  /// Where: a path, or `-` for standard output.
  let path: String

  /// Whether the report goes to standard output.
  var toStandardOutput: Bool { path == "-" }

  /// `FORMAT=FILE`, as on the command line.
  var text: String { format.rawValue + "=" + path }

  /// Reads `FORMAT=FILE`.
  ///
  /// - Throws: `UsageError.invalidValue` without `=`, with an unknown format (with a
  ///   suggestion) or an empty file.
  init(parsing text: String, command: String) throws(UsageError) {
    let names = ReportFormat.allCases.map(\.rawValue)
    guard let equals = text.firstIndex(of: "=") else {
      throw .invalidValue(
        option: "--report", value: text,
        expected: "FORMAT=FILE with FORMAT one of \(names.joined(separator: ", ")), "
          + "such as junit=report.xml", command: command)
    }
    let name = String(text[..<equals])
    let path = String(text[text.index(after: equals)...])
    guard let format = ReportFormat(rawValue: name) else {
      var expected = "a format among " + names.joined(separator: ", ")
      if let close = suggestion(for: name, among: names) {
        expected += " (did you mean '\(close)'?)"
      }
      throw .invalidValue(option: "--report", value: text, expected: expected, command: command)
    }
    guard !path.isEmpty else {
      throw .invalidValue(
        option: "--report", value: text, expected: "a file after '=' (or - for standard output)",
        command: command)
    }
    self.format = format
    self.path = path
  }
}
