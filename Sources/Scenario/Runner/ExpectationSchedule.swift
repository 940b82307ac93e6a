import Animator
import Diagnostics

/// When each `expect` of a script is evaluated, and its result once it has been: the job
/// of checks.
///
/// An `expect` without `at` is evaluated where it stands (the runner asks for its slot);
/// `at T` and `at end` expectations and explicit sample times are probes, taken in time
/// order (then creation order) as the timeline reaches them; `always` checks look at every
/// written frame; `no-conflicts`/`no-ambiguity` are decided when the run ends.
struct ExpectationSchedule {
  /// An `at T` expectation or a sample time.
  struct Probe {
    /// When it is taken, in seconds.
    var time: Double
    /// Creation order, for probes at the same time.
    var order: Int
    /// What it does.
    var kind: Kind

    /// What a probe does.
    enum Kind {
      /// Evaluates an expectation into its result slot.
      case expectation(slot: Int, statement: Statement, expectation: Expectation)
      /// Writes a frame at a requested sample time (its index among the sample times).
      case sample(index: Int)
    }
  }

  /// An `always` expectation and its first failure.
  struct AlwaysCheck {
    /// Its result slot.
    var slot: Int
    /// The `expect` statement.
    var statement: Statement
    /// The expectation.
    var expectation: Expectation
    /// The first frame that broke it: its time (seconds) and the value found.
    var failure: (time: Double, actual: String)?
  }

  /// An expectation over time (v2: `always`, `never`, `eventually`, `max`, `min` on a
  /// property), fed every sampled frame.
  struct TemporalExpectation {
    /// Its result slot.
    var slot: Int
    /// The `expect` statement.
    var statement: Statement
    /// The expectation.
    var expectation: Expectation
    /// `always`, `never`, `eventually`: the check, with the value found as text.
    var check: TemporalCheck<String>?
    /// `max`, `min`: the extreme so far.
    var extreme: ExtremeCheck?

    /// Whether the frame at `time` needs measuring.
    func wants(time: Double) -> Bool {
      if let check { return check.wants(time: time) }
      return extreme?.wants(time: time) ?? false
    }
  }

  /// Timed probes, sorted by time then creation from `nextProbe` on.
  private(set) var probes: [Probe] = []
  /// The first probe not yet taken.
  private(set) var nextProbe = 0
  /// The result slot of each `expect` statement, by its line.
  private(set) var slots: [Int: Int] = [:]
  /// Each expectation's result in script order (nil until evaluated).
  var results: [ExpectationResult?] = []
  /// The `always` expectations.
  var alwaysChecks: [AlwaysCheck] = []
  /// The expectations over time on a property (v2).
  var temporalChecks: [TemporalExpectation] = []
  /// The whole-run checks (`no-conflicts`, `no-ambiguity`), decided at the end.
  private(set) var wholeRunChecks: [(slot: Int, statement: Statement, check: ExpectationCheck)] =
    []
  /// The `at end` expectations, scheduled once the end is known.
  private(set) var endChecks: [(slot: Int, statement: Statement, expectation: Expectation)] = []
  /// The next creation order.
  private var order = 0

  /// Schedules the expectations of `statements` (top level) and the sample times (seconds,
  /// ascending).
  ///
  /// - Complexity: O(n log n) in the number of expectations and sample times.
  init(statements: [Statement], sampleTimes: [Double]) {
    for statement in statements {
      guard case .expect(let expectation) = statement.kind else { continue }
      let slot = results.count
      results.append(nil)
      slots[statement.location.line] = slot
      if let quantifier = expectation.quantifier?.value {
        temporalChecks.append(
          Self.temporal(quantifier, slot: slot, statement: statement, expectation: expectation))
        continue
      }
      switch expectation.check {
      case .noConflicts, .noAmbiguity:
        wholeRunChecks.append((slot, statement, expectation.check))
      case .alwaysInside, .alwaysNoOverlap:
        alwaysChecks.append(AlwaysCheck(slot: slot, statement: statement, expectation: expectation))
      case .frame, .attribute, .rectAttribute, .alpha, .transform, .fitting:
        switch expectation.time {
        case .cursor: break
        case .at(let time):
          append(
            time: time.value,
            .expectation(slot: slot, statement: statement, expectation: expectation))
        case .end:
          endChecks.append((slot, statement, expectation))
        }
      }
    }
    for (offset, time) in sampleTimes.enumerated() {
      append(time: time, .sample(index: offset))
    }
    sortPending()
  }

  /// The check that follows an expectation over time.
  private static func temporal(
    _ quantifier: ExpectationQuantifier, slot: Int, statement: Statement,
    expectation: Expectation
  ) -> TemporalExpectation {
    func interval(_ range: Located<TimeRange>?) -> ClosedRange<Double>? {
      range.map { $0.value.start...$0.value.end }
    }
    var entry = TemporalExpectation(slot: slot, statement: statement, expectation: expectation)
    switch quantifier {
    case .always(let during): entry.check = TemporalCheck(.always(during: interval(during)))
    case .never(let during): entry.check = TemporalCheck(.never(during: interval(during)))
    case .eventually(let by): entry.check = TemporalCheck(.eventually(by: by?.value))
    case .maximum(let during): entry.extreme = ExtremeCheck(.maximum, during: interval(during))
    case .minimum(let during): entry.extreme = ExtremeCheck(.minimum, during: interval(during))
    }
    return entry
  }

  /// The result slot of the `expect` statement on `line`.
  func slot(line: Int) -> Int? { slots[line] }

  /// Schedules the `at end` expectations at the last frame's time, after every other probe
  /// at that time.
  mutating func scheduleEndChecks(at endTime: Double) {
    for check in endChecks {
      probes.append(
        Probe(
          time: endTime, order: Int.max,
          kind: .expectation(
            slot: check.slot, statement: check.statement, expectation: check.expectation)))
    }
    sortPending()
  }

  /// Takes the next probe earlier than `limit` (seconds), if any.
  mutating func takeProbe(before limit: Double) -> Probe? {
    guard nextProbe < probes.count, probes[nextProbe].time < limit else { return nil }
    nextProbe += 1
    return probes[nextProbe - 1]
  }

  private mutating func append(time: Double, _ kind: Probe.Kind) {
    probes.append(Probe(time: time, order: order, kind: kind))
    order += 1
  }

  /// Sorts the probes not yet taken by time, then creation order.
  private mutating func sortPending() {
    probes[nextProbe...].sort { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
  }
}
