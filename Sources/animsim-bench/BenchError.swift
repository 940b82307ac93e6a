/// Why a benchmark run stopped.
///
/// Every failure becomes one of these; `main` reports it once on standard error and exits
/// with `exitStatus`.
enum BenchError: Error, Equatable {
  // MARK: Usage (exit 64)

  /// No workload was named.
  case missingWorkload
  /// The first argument names no workload; `suggestion` is the closest name, if any.
  case unknownWorkload(String, suggestion: String?)
  /// An argument `workload` does not take; `accepted` is the form of its arguments.
  case badArgument(String, workload: String, accepted: String)
  /// `--only` names a part the workload does not have; `suggestion` is the closest one.
  case unknownPart(String, workload: String, kind: String, suggestion: String?, parts: [String])
  /// `--only` or `--kiwi` given to a workload that has no parts or no kiwi peer.
  case unsupportedOption(String, workload: String)
  /// A workload that reads a directory was given none.
  case missingDirectory(workload: String)
  /// The directory a workload reads cannot be listed.
  case unreadableDirectory(String, workload: String)

  // MARK: Failures (exit 1)

  /// Layout or the solver refused what the workload builds: a bug in the workload.
  case refused(workload: String, error: String)
  /// A result the workload checks came out wrong.
  case checkFailed(workload: String, check: String)

  /// The process's exit status: 64 for a usage error (`EX_USAGE`, sysexits(3)), else 1.
  var exitStatus: Int32 {
    switch self {
    case .missingWorkload, .unknownWorkload, .badArgument, .unknownPart, .unsupportedOption,
      .missingDirectory, .unreadableDirectory:
      64
    case .refused, .checkFailed: 1
    }
  }

  /// Whether the usage summary follows the message.
  var showsUsage: Bool {
    switch self {
    case .missingWorkload, .unknownWorkload: true
    default: false
    }
  }

  /// The message, one line with `animsim-bench: ` in front (the wording of every case).
  var message: String {
    func didYouMean(_ suggestion: String?) -> String {
      suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
    let text: String
    switch self {
    case .missingWorkload:
      text = "name a workload"
    case .unknownWorkload(let name, let suggestion):
      text = "unknown workload '\(name)'\(didYouMean(suggestion))"
    case .badArgument(let argument, let workload, let accepted):
      text = "\(workload): unknown argument '\(argument)' (usage: \(workload) \(accepted))"
    case .unknownPart(let name, let workload, let kind, let suggestion, let parts):
      text =
        "\(workload) has no \(kind) '\(name)'\(didYouMean(suggestion)) "
        + "(\(kind)s: \(parts.joined(separator: ", ")))"
    case .unsupportedOption(let option, let workload):
      text = "\(workload) does not take \(option)"
    case .missingDirectory(let workload):
      text = "\(workload) needs a directory (usage: \(workload) DIR [--mismatches])"
    case .unreadableDirectory(let path, let workload):
      text = "\(workload): cannot list the directory '\(path)'"
    case .refused(let workload, let error):
      text = "\(workload): the workload's layout was refused: \(error)"
    case .checkFailed(let workload, let check):
      text = "\(workload): check failed: \(check)"
    }
    return "animsim-bench: " + text + "\n"
  }
}

/// A check inside a workload that did not hold (`BenchError.checkFailed` once the workload
/// is named).
struct CheckFailure: Error {
  /// What should have held.
  let check: String
}

/// Throws `CheckFailure(check:)` unless `condition` holds.
func expect(_ condition: Bool, _ check: @autoclosure () -> String) throws(CheckFailure) {
  if !condition { throw CheckFailure(check: check()) }
}

/// Runs `body`, one run of `workload`, turning what it throws into a `BenchError`: a failed
/// check stays one, anything else (Layout or the solver refusing a constraint, a view, a
/// timeline) is `.refused`.
func running<Result>(_ workload: String, _ body: () throws -> Result) throws(BenchError)
  -> Result
{
  do {
    return try body()
  } catch let error as BenchError {
    throw error
  } catch let failure as CheckFailure {
    throw .checkFailed(workload: workload, check: failure.check)
  } catch {
    throw .refused(workload: workload, error: "\(error)")
  }
}
