import Diagnostics

/// What a run found: warnings, expectation results and data for `explain`.
public struct RunResult: Sendable {
  /// Warnings (severity `.warning`) in the order they arose: conflicts, ambiguity, stale frames.
  public var warnings: [ScenarioDiagnostic]
  /// Every `expect` line in script order, then the automatic checks that ran.
  public var expectations: [ExpectationResult]
  /// Conflicts and ambiguity in plain words and in Apple's log format.
  public var explanation: Explanation
  /// How many frames were written.
  public var frameCount: Int
  /// The time of the last frame written, in seconds.
  public var endTime: Double

  /// The expectations and automatic checks that did not pass.
  public var failures: [ExpectationResult] { expectations.filter { !$0.passed } }
  /// Whether every expectation and automatic check passed.
  public var passed: Bool { expectations.allSatisfy(\.passed) }
}

/// The kind of check an `ExpectationResult` reports.
public enum ExpectationKind: Hashable, Sendable {
  /// `expect v.frame == …` or `expect v.window == …`.
  case frame
  /// `expect v.attr == N`.
  case attribute
  /// `expect no-conflicts`.
  case noConflicts
  /// `expect no-ambiguity`.
  case noAmbiguity
  /// `expect always a inside b`.
  case alwaysInside
  /// `expect always no-overlap a, b`.
  case alwaysNoOverlap
  /// `expect v.alpha == A` (v2).
  case alpha
  /// `expect v.transform == T` (v2).
  case transform
  /// One of the automatic checks (no `expect` line).
  case automatic(AutomaticCheck)
}

/// The outcome of one expectation or automatic check.
public struct ExpectationResult: Hashable, Sendable {
  /// The script file.
  public var file: String
  /// The 1-based line of the `expect` (for automatic checks: the line that caused the
  /// failure, or 0 when it passed).
  public var line: Int
  /// The 1-based column.
  public var column: Int
  /// What was checked.
  public var kind: ExpectationKind
  /// The check as written (`topGray.frame == 20,20,280,100`, `no-conflicts`).
  public var text: String
  /// Whether it held.
  public var passed: Bool
  /// The expected value, formatted (`20,20,280,100`).
  public var expected: String
  /// The value found, formatted; for a failed `always`, on the first failing frame.
  public var actual: String
  /// When it was evaluated (or first failed), in seconds; `nil` for whole-run checks
  /// that passed.
  public var time: Double?
  /// For a check over time (v2): the sampled frame that decided it (the first that broke
  /// an `always` or a `never`, where a `max` or `min` occurs, the last one seen by an
  /// `eventually` that never held); nil otherwise.
  public var frame: Int? = nil

  /// `file:line:col: expectation failed: TEXT: expected E, actual A at t=T (frame N)` (or
  /// `passed`); the frame only for checks over time.
  public func rendered() -> String {
    var out = "\(file):\(line):\(column): "
    out += passed ? "expectation passed: " : "expectation failed: "
    out += text
    if !passed {
      out += ": expected \(expected), actual \(actual)"
      if let time { out += " at t=\(formatNumber(time))" }
      if let frame { out += " (frame \(frame))" }
    }
    return out
  }
}

/// Data for `animsim explain`: every conflict and ambiguity found while running.
public struct Explanation: Hashable, Sendable {
  /// The conflicts, in the order they were found.
  public var conflicts: [ConflictExplanation]
  /// The ambiguities, in the order they were found.
  public var ambiguities: [AmbiguityExplanation]

  /// Both lists as text: each entry's plain words, then Apple's log.
  public func rendered() -> String {
    var out = ""
    for conflict in conflicts {
      out += conflict.plain + "\n\n" + conflict.appleLog + "\n\n"
    }
    for ambiguity in ambiguities {
      out += ambiguity.plain + "\n\n" + ambiguity.appleLog + "\n\n"
    }
    if out.isEmpty { out = "No conflicts and no ambiguity.\n" }
    return out
  }
}

/// One unsatisfiable set of constraints and the constraint that was broken.
public struct ConflictExplanation: Hashable, Sendable {
  /// When the layout pass ran, in seconds.
  public var time: Double
  /// The script line of the layout pass's trigger (`layout`, `animate`, or the setup: 0).
  public var triggerLine: Int
  /// The script lines of the conflicting constraints, in the order Layout lists them.
  public var lines: [Int?]
  /// The script line of the broken constraint.
  public var brokenLine: Int?
  /// The explanation in plain words.
  public var plain: String
  /// Apple's "Unable to simultaneously satisfy constraints." log.
  public var appleLog: String
}

/// Views whose frames are not uniquely determined.
public struct AmbiguityExplanation: Hashable, Sendable {
  /// When the layout pass ran, in seconds.
  public var time: Double
  /// The ambiguous views' names.
  public var views: [String]
  /// The script line of the statement whose layout pass found it (`layout`, `animate`, the
  /// statement that ended the setup, or the last statement of the instant the run loop's
  /// pass laid out).
  public var triggerLine: Int
  /// The explanation in plain words.
  public var plain: String
  /// Apple's `_autolayoutTrace`-style text.
  public var appleLog: String
}

/// Formats a number for results: at most 3 decimals, trailing zeros trimmed, never `-0`.
func formatNumber(_ value: Double) -> String {
  number(value, fractionDigits: 3)
}
