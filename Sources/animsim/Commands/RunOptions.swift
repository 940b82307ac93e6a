import Scenario

/// The output formats of `run`.
enum OutputFormat: String, CaseIterable {
  /// The contract's CSV (the default).
  case csv
  /// Boxes in a character grid, frame by frame.
  case ascii
  /// One JSON document: views, frames, events.
  case json
}

/// The parsed options of `animsim run`.
struct RunOptions {
  static let spec = CommandSpec(
    name: "run", summary: "Run a scenario and write every sampled frame (CSV, ASCII or JSON).",
    arguments: "FILE", minimumArguments: 1, maximumArguments: 1,
    options: [
      OptionSpec(name: "--format", value: "csv|ascii|json", help: "Output format (default csv)."),
      OptionSpec(
        name: "--out", value: "FILE",
        help: "Write to FILE (atomically: a failed run leaves no file) instead of stdout."),
      OptionSpec(name: "--fps", value: "N", help: "Sampling rate, overriding the script's fps."),
      OptionSpec(
        name: "--realtime", value: nil,
        help: "Pace frames in wall-clock time with a Dispatch timer; same data, pacing on stderr."),
      OptionSpec(name: "--from", value: "T", help: "Write only frames at or after T seconds."),
      OptionSpec(name: "--to", value: "T", help: "Write only frames at or before T seconds."),
      OptionSpec(name: "--views", value: "a,b", help: "Write only these views (root is implied)."),
      OptionSpec(
        name: "--scale", value: "S", help: "ASCII zoom: 1 = 4 points per column (default 1)."),
      OptionSpec(name: "--crlf", value: nil, help: "End CSV records with CRLF instead of LF."),
    ],
    discussion: """
      Warnings (conflicts, ambiguity, stale frames) go to stderr as file:line:col: warning: …
      Exit status: 0 success, 2 invalid script (file:line:col), 64 wrong command line.
      Example: animsim run Scenarios/seed1-gray-views.animsim --format ascii --to 0.5
      """)

  var file: String
  var format: OutputFormat
  var out: String?
  var fps: Int?
  var realtime: Bool
  var from: Double?
  var to: Double?
  var views: [String]?
  var scale: Double
  var crlf: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let name = Self.spec.name
    file = arguments.positionals[0]
    format = try arguments.choice("--format", as: OutputFormat.self, command: name) ?? .csv
    out = arguments.value("--out")
    if let out, out.isEmpty {
      throw .invalidValue(option: "--out", value: out, expected: "a file path", command: name)
    }
    fps = try arguments.integer("--fps", in: 1...1000, command: name)
    realtime = arguments.flag("--realtime")
    from = try arguments.seconds("--from", command: name)
    to = try arguments.seconds("--to", command: name)
    if let from, let to, from > to {
      throw .invalidValue(
        option: "--to", value: arguments.value("--to") ?? "",
        expected: "a time not before --from (\(DecimalFormat.string(from)))", command: name)
    }
    views = try arguments.identifiers("--views", command: name)
    scale = try arguments.number("--scale", in: 0.05...20, command: name) ?? 1
    if arguments.value("--scale") != nil && format != .ascii {
      throw .conflictingOptions("--scale", "--format \(format.rawValue)", command: name)
    }
    crlf = arguments.flag("--crlf")
    if crlf && format != .csv {
      throw .conflictingOptions("--crlf", "--format \(format.rawValue)", command: name)
    }
  }
}
