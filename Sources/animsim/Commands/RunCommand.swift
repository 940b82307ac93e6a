import Animator
import Diagnostics
import FrameOutput
import Scenario

/// `animsim run FILE …`: runs a scenario and writes every sampled frame.
struct RunCommand: Command {
  /// The command's name, options and help text.
  static let spec = CommandSpec(
    name: "run",
    summary:
      "Run a scenario and write every sampled frame (CSV, ASCII, JSON, SVG sheet, HTML viewer).",
    arguments: "FILE", minimumArguments: 1, maximumArguments: 1,
    options: [
      OptionSpec(
        name: "--format", value: "csv|ascii|json|svg|html",
        help:
          "Output format (default csv); svg: a sheet of at most 48 frames; html: a viewer page."),
      OptionSpec(
        name: "--out", value: "FILE",
        help: "Write to FILE instead of stdout, atomically (a failed run leaves no file)."),
      OptionSpec(name: "--fps", value: "N", help: "Sampling rate, overriding the script's fps."),
      OptionSpec(
        name: "--realtime", value: nil,
        help: "Pace frames in wall-clock time (Dispatch timer); same data, pacing on stderr."),
      OptionSpec(name: "--from", value: "T", help: "Write only frames at or after T seconds."),
      OptionSpec(name: "--to", value: "T", help: "Write only frames at or before T seconds."),
      OptionSpec(name: "--views", value: "a,b", help: "Write only these views (root is implied)."),
      OptionSpec(
        name: "--scale", value: "S|auto",
        help: "ASCII zoom: 1 = 8 points per column (default 1); auto fits the terminal width."),
      OptionSpec(name: "--crlf", value: nil, help: "End CSV records with CRLF instead of LF."),
      OptionSpec(
        name: "--columns", value: "hidden,alpha,transform,visual",
        help:
          "CSV: append column groups, in the order given: hidden (hidden,detached: 0 or 1), "
          + "alpha, transform (a,b,c,d,tx,ty), visual (visual_x,visual_y,visual_width,"
          + "visual_height: the transformed box in root coordinates)."),
    ],
    discussion: """
      CSV columns: frame,time,view,x,y,width,height,window_x,window_y (one row per view per
      frame, root first). --from and --to select frames by their time as printed (rounded to
      milliseconds: --from 0.283 --to 0.283 is the frame printed as 0.283); a selection with
      no frame warns on stderr. Warnings (conflicts, ambiguity, stale frames) go to stderr as
      file:line:col: warning: … With --format ascii --realtime on a terminal, frames replace
      each other in place. --format html writes one self-contained viewer page (open it in a
      browser; #frame=N&view=NAME in the URL selects a frame and a view); --format svg one
      animation sheet of the selected frames (at most 48). Exit status: 0 the data was written (also when an expect line
      failed: `check` judges those; a one-line hint goes to stderr), 1 the output could not
      be written, 2 invalid script (file:line:col), 64 wrong command line.
      Example: animsim run Scenarios/seed1-gray-views.animsim --format ascii --to 0.5
      Example: animsim run Scenarios/seed1-gray-views.animsim --format html --out seed1.html
      """)

  /// The script path.
  let file: String
  /// `--format`.
  let format: OutputFormat
  /// `--out`: the file to write atomically, `nil` for stdout.
  let out: String?
  /// `--fps`: overrides the script's rate.
  let fps: Int?
  /// `--realtime`: pace frames with the Dispatch clock.
  let realtime: Bool
  /// `--from`, in seconds.
  let from: Double?
  /// `--to`, in seconds.
  let to: Double?
  /// `--views`: the items to keep besides root.
  let views: [String]?
  /// `--scale`: the ASCII zoom (`auto`: fitted to the terminal's width).
  let scale: ASCIIScale
  /// `--crlf`: CSV records end with CRLF.
  let crlf: Bool
  /// `--columns`: the CSV's extra column groups, in the order given.
  let extraColumns: [CSVFrameSink.ExtraColumns]

  /// Reads and validates the parsed command line.
  ///
  /// - Throws: `UsageError` for a bad option value (exit status 64).
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
    if arguments.value("--scale") == "auto" {
      scale = .fit(columns: max(2, TerminalControl.columns()))
    } else {
      scale = .fixed(
        try arguments.number("--scale", in: ASCIIFrameSink.scaleRange, command: name) ?? 1)
    }
    if arguments.value("--scale") != nil && format != .ascii {
      throw .conflictingOptions("--scale", "--format \(format.rawValue)", command: name)
    }
    extraColumns = try Self.columns(arguments, command: name)
    if !extraColumns.isEmpty && format != .csv {
      throw .conflictingOptions("--columns", "--format \(format.rawValue)", command: name)
    }
    crlf = arguments.flag("--crlf")
    if crlf && format != .csv {
      throw .conflictingOptions("--crlf", "--format \(format.rawValue)", command: name)
    }
  }

  /// Runs the command and returns its exit status.
  func execute() throws -> Int32 {
    guard let scenario = try ScenarioLoader.loadReportingErrors(file) else {
      return ExitStatus.invalidScript
    }
    if let views {
      let known = scenario.outputViews.map(\.name)
      if let unknown = FrameSelection.unknownNames(views, in: scenario.outputViews).first {
        var expected = "names of views in \(file)"
        if let close = suggestion(for: unknown, among: known) {
          expected += " (did you mean '\(close)'?)"
        }
        throw UsageError.invalidValue(
          option: "--views", value: unknown, expected: expected, command: Self.spec.name)
      }
    }
    var options = RunOptions()
    if let fps { options.fps = fps }

    let destination =
      try out.map { path throws(CommandFailure) in
        try OutputDestination(atomicallyAt: path)
      } ?? OutputDestination()
    let interrupts = InterruptGuard()
    interrupts.removeOnInterrupt(destination.temporaryPath)
    let live =
      realtime && format == .ascii && out == nil && TerminalControl.standardOutputIsTerminal
    if live {
      Console.out(TerminalControl.hideCursor)
      interrupts.restoreTerminal(with: TerminalControl.showCursor)
    }
    defer {
      if live { Console.out(TerminalControl.showCursor) }
      interrupts.uninstall()
    }

    let buffer = ByteBuffer(sink: destination.sink)
    var sink: FrameSink
    switch format {
    case .csv:
      sink = CSVFrameSink(
        output: buffer, lineEnding: crlf ? .crlf : .lf, extraColumns: extraColumns)
    case .json: sink = JSONFrameSink(output: buffer)
    case .ascii: sink = ASCIIFrameSink(output: buffer, scale: scale, inPlace: live)
    case .svg: sink = SVGSheetSink(output: buffer, title: file)
    case .html: sink = HTMLFrameSink(output: buffer, title: file)
    }
    let page = sink as? HTMLFrameSink
    if realtime { sink = FlushingSink(sink, buffer: buffer) }
    var selection: FrameSelection?
    if from != nil || to != nil || views != nil {
      selection = FrameSelection(sink, from: from, to: to, views: views)
      sink = selection ?? sink
    }

    let result: RunResult
    do {
      if realtime {
        let (realtimeResult, pacing) = try RealtimeDriver.run(
          scenario, options: options, into: sink)
        result = realtimeResult
        Console.err(RealtimeDriver.describe(pacing, frames: result.frameCount))
      } else {
        result = try ScenarioRunner(scenario, options: options).run(into: sink)
      }
    } catch {
      destination.abandon()
      Console.err(error.diagnostics.rendered(source: scenario.source))
      return ExitStatus.invalidScript
    }
    Console.err(result.warnings.rendered(source: scenario.source))
    if let selection, selection.selectedFrameCount == 0, from != nil || to != nil {
      Console.err(emptySelectionWarning(selection))
    }
    page?.complete(with: RunSummary(result: result, scenario: scenario))
    try destination.commit()
    // `run` produces data and `check` judges it (the contract gives expectations to
    // `check`): the script was valid and the data is written, so the status is 0 even when
    // an `expect` line failed; a one-line hint on stderr points at `check`.
    let failed = result.failures.filter { failure in
      if case .automatic = failure.kind { return false }
      return true
    }
    if !failed.isEmpty {
      let noun = failed.count == 1 ? "expectation" : "expectations"
      Console.err("animsim: \(failed.count) \(noun) failed; use `animsim check \(file)`\n")
    }
    return ExitStatus.success
  }
}

extension RunCommand {
  /// `--columns a,b`: each a group of `CSVFrameSink.ExtraColumns`, each at most once.
  ///
  /// - Throws: `UsageError.invalidValue` for an unknown or repeated group.
  static func columns(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> [CSVFrameSink.ExtraColumns]
  {
    guard let text = arguments.value("--columns") else { return [] }
    let names = CSVFrameSink.ExtraColumns.allCases.map(\.rawValue)
    var groups: [CSVFrameSink.ExtraColumns] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let word = String(item)
      guard let group = CSVFrameSink.ExtraColumns(rawValue: word), !groups.contains(group) else {
        var expected = "column groups from " + names.joined(separator: ", ") + ", each once"
        if let close = suggestion(for: word, among: names), close != word {
          expected += " (did you mean '\(close)'?)"
        }
        throw .invalidValue(option: "--columns", value: text, expected: expected, command: command)
      }
      groups.append(group)
    }
    return groups
  }

  /// The warning for `--from`/`--to` that selected no frame: the range asked for and the
  /// printed times of the run's first and last frames.
  func emptySelectionWarning(_ selection: FrameSelection) -> String {
    func seconds(_ milliseconds: Int64) -> String {
      DecimalFormat.string(Double(milliseconds) / 1000)
    }
    let asked = [
      from.map { "--from " + DecimalFormat.string($0) },
      to.map { "--to " + DecimalFormat.string($0) },
    ]
    .compactMap { $0 }.joined(separator: " ")
    var text = "animsim: warning: \(asked) selects no frame"
    if let range = selection.offeredRange {
      text +=
        "; the \(selection.offeredFrameCount) frames run from t=\(seconds(range.first)) to "
        + "t=\(seconds(range.last)) (times as printed, in milliseconds)"
    } else {
      text += "; the run has no frames"
    }
    return text + "\n"
  }
}

/// Flushes the output after every frame, so paced frames appear when they are produced.
final class FlushingSink: FrameSink {
  private let next: FrameSink
  private let buffer: ByteBuffer

  /// Wraps `next`, flushing `buffer` after every frame it writes.
  init(_ next: FrameSink, buffer: ByteBuffer) {
    self.next = next
    self.buffer = buffer
  }

  func begin(views: [OutputView], fps: Int) {
    next.begin(views: views, fps: fps)
    buffer.flush()
  }

  func write(_ frame: OutputFrame) {
    next.write(frame)
    buffer.flush()
  }

  func finish() {
    next.finish()
  }
}

/// The output formats of `run`.
enum OutputFormat: String, CaseIterable {
  /// The contract's CSV (the default).
  case csv
  /// Boxes in a character grid, frame by frame.
  case ascii
  /// One JSON document: views, frames, events.
  case json
  /// One SVG "animation sheet": a grid of frames with time labels.
  case svg
  /// One self-contained HTML page: an interactive timeline viewer.
  case html
}
