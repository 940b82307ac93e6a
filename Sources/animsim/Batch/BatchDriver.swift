import Foundation

/// Checking many files, for `check` and `check-ib`: the selection and its shard, the files
/// checked in parallel and printed in selection order, the summary and the reports.
struct BatchDriver {
  /// The command's name (`check`).
  let command: String
  /// The shared options.
  let options: BatchOptions
  /// The extensions a folder is searched for (`animsim`).
  let extensions: [String]

  /// Checks every selected file with `check` and returns the exit status: 2 when a file is
  /// invalid, else 1 when one failed (or a report cannot be written), else 0 (also for an
  /// empty shard).
  ///
  /// Each file's standard error text, then its standard output text, is printed as soon as
  /// it and every file before it are done, so both streams are the same, byte for byte,
  /// for any `--jobs`. After a folder, a shard or several files, a summary line follows on
  /// standard output and the wall time on standard error (the only line that varies).
  ///
  /// - Throws: `UsageError` for a folder without matching files; `CommandFailure` for a
  ///   folder that cannot be listed or a report path that is a folder.
  func run(_ check: @escaping @Sendable (String) -> FileOutcome) throws -> Int32 {
    let selection = try FileSelection(options.paths, extensions: extensions, command: command)
    try ReportWriter.checkPaths(options.reports)
    let clock = ContinuousClock()
    let start = clock.now
    var files = selection.files
    if let shard = options.shard {
      files = files.filter(shard.contains)
      if files.isEmpty {
        Console.out(
          "no files in shard \(shard.text) (\(Self.count(selection.files.count, "file")) "
            + "selected in all)\n")
      }
    }
    var outcomes: [FileOutcome] = []
    outcomes.reserveCapacity(files.count)
    let selected = files
    OrderedWorkers.run(
      count: selected.count, jobs: options.jobs,
      work: { index in
        let started = Date()
        let begin = ContinuousClock.now
        var outcome = check(selected[index])
        outcome.started = started
        outcome.seconds = Self.seconds(ContinuousClock.now - begin)
        return outcome
      },
      deliver: { _, outcome in
        Console.err(outcome.stderr)
        Console.out(outcome.stdout)
        outcomes.append(outcome)
      })
    let seconds = Self.seconds(clock.now - start)
    let summary = BatchSummary(outcomes)
    let summarized = files.count > 1 || selection.includesFolder || options.shard != nil
    if summarized && !files.isEmpty {
      let prefix = options.shard.map { "shard \($0.text): " } ?? ""
      Console.out(prefix + summary.line + "\n")
      let jobs = min(options.jobs, files.count)
      Console.err(
        "animsim: \(command): \(Self.count(files.count, "file")) in "
          + ReportTime.seconds(seconds) + " s (" + Self.count(jobs, "job") + ")\n")
    }
    let status = summary.status
    let result = BatchResult(
      command: command, outcomes: outcomes, seconds: seconds, shard: options.shard)
    do {
      try ReportWriter.write(result, options.reports)
    } catch {
      Console.err(error.rendered)
      return status == ExitStatus.success ? ExitStatus.failure : status
    }
    return status
  }

  /// `count` and `noun`, plural unless the count is 1 (`1 file`, `3 files`).
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// A duration in seconds.
  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}

/// The counts of a batch run: the summary line and the exit status.
struct BatchSummary: Equatable {
  /// Files checked.
  var files = 0
  /// Files whose every check passed.
  var passed = 0
  /// Files with a failed check (or unreadable).
  var failed = 0
  /// Invalid scripts or documents.
  var invalid = 0
  /// Warnings printed.
  var warnings = 0

  /// Counts `outcomes`.
  init(_ outcomes: [FileOutcome]) {
    for outcome in outcomes {
      files += 1
      warnings += outcome.warnings
      switch outcome.verdict {
      case .passed: passed += 1
      case .failed: failed += 1
      case .invalid: invalid += 1
      }
    }
  }

  /// `3 files: 1 passed, 1 failed, 1 invalid, 2 warnings`.
  var line: String {
    BatchDriver.count(files, "file") + ": \(passed) passed, \(failed) failed, \(invalid) invalid, "
      + BatchDriver.count(warnings, "warning")
  }

  /// 2 when a file is invalid, else 1 when one failed, else 0.
  var status: Int32 {
    if invalid > 0 { return ExitStatus.invalidScript }
    return failed > 0 ? ExitStatus.failure : ExitStatus.success
  }
}
