import Animator
import Diagnostics
import FrameOutput
import Layout

/// One run of a compiled scenario, pulled frame by frame.
///
///     let run = try ScenarioRun(scenario, options: RunOptions())
///     sink.begin(views: run.views, fps: run.fps)
///     while let frame = try run.nextFrame() { sink.write(frame) }
///     sink.finish()
///     let result = run.finish()
///
/// The script runs against a cursor that starts at 0 and moves only with `wait`. Every
/// statement at time t runs before the frame at t is sampled. An `expect` without `at` is
/// evaluated where it stands (script order, at the cursor); `expect … at T` when the
/// timeline reaches T, after every statement at T; `at end` on the last frame.
public final class ScenarioRun {
  /// Times closer than this (seconds) are equal: script times are sums of decimals.
  static let timeTolerance = 1e-9

  /// The output items: root first, then views and guides in declaration order.
  public let views: [OutputView]
  /// The sampling rate, in frames per second.
  public let fps: Int

  let file: String
  let statements: [Statement]
  let host: ScenarioHost
  let timeline: Timeline
  let evaluator: ExpectationEvaluator
  /// The run's layout objects; late views and deferred constraints are added as the run
  /// reaches them.
  var builder: ScenarioBuilder
  var viewsByName: [String: View] { builder.viewsByName }
  var groups: [String: [LayoutConstraint]] { builder.groups }
  var constraintsByLine: [Int: [LayoutConstraint]] { builder.constraintsByLine }
  var keys: [ObjectIdentifier: Int] { builder.keys }
  var specs: [Int: AnimationSpec] { builder.specs }
  let disabledChecks: Set<AutomaticCheck>
  let sampleTimes: [Double]?
  let onFrame: ((OutputFrame) -> Void)?

  // MARK: Progress

  var pointer = 0
  var cursor = 0.0
  var initialLayoutDone = false
  var sawScreen = false
  /// Changes made outside `animate` since the last layout pass; the run loop's pass lays
  /// them out before the cursor moves on or the next frame is sampled.
  var dirty = false
  /// The location of the statement running now.
  var statementLocation = TextLocation(line: 1, column: 1)
  var relayoutUsed = false
  /// The animation of each `animator NAME` (ScenarioRun+Animators.swift).
  var animators: [String: AnimationID] = [:]
  /// An error the timeline reported where the runner could not throw (see `attempt`);
  /// `step()` throws it.
  var timelineFailure: ScenarioError?
  var nextGridFrame = 0
  var endFrame: Int?
  var done = false
  var queue: [OutputFrame] = []
  var written = 0
  var lastWrittenTime = 0.0
  /// The line of the statement running now (0 during the initial layout).
  var currentLine = 0

  // MARK: Checks

  /// Timed probes, sorted by time then creation: `at T` and `at end` expectations and
  /// explicit sample times.
  var probes: [Probe] = []
  /// The first probe not yet evaluated.
  var nextProbe = 0
  /// The result slot of each `expect` statement, by its line.
  var slots: [Int: Int] = [:]
  var results: [ExpectationResult?] = []
  var alwaysChecks: [AlwaysCheck] = []
  var wholeRunChecks: [(slot: Int, statement: Statement, check: ExpectationCheck)] = []
  var endChecks: [(slot: Int, statement: Statement, expectation: Expectation)] = []
  var warnings: [ScenarioDiagnostic] = []
  var staleSeen: Set<[Int]> = []
  var firstStale: ScenarioDiagnostic?
  var conflicts: [ConflictExplanation] = []
  /// The time of the layout pass running now, in seconds.
  var passTime = 0.0
  /// Whether the pass running now is a discrete one (ambiguity is checked after those).
  var inspectAmbiguity = false
  var lastAmbiguity: [String] = []
  /// Conflicts already reported (broken constraint, then members), for membership only.
  var seenConflicts: Set<[ObjectIdentifier]> = []
  /// The column of each statement's first token, by line (for warnings).
  var statementColumns: [Int: Int] = [:]
  /// Where each view was declared (root: the first `screen`), for notes on constraints the
  /// script did not write (autoresizing, intrinsic size, the root's size).
  var declarations: [String: TextLocation] = [:]
  var ambiguities: [AmbiguityExplanation] = []
  /// Arranged subviews hidden by a running animation, still drawn until it ends.
  var deferredHiding = DeferredHiding()
  /// The frames' `hidden` and `detached` flags as of the last statement run.
  ///
  /// `nil`: not yet computed. Only statements hide, show, add or remove views, so frames between two
  /// statements reuse them instead of scanning every view each frame.
  var visibilityFlags: (hidden: [Bool]?, detached: [Bool]?) = (nil, nil)

  /// An `at T` expectation or a sample time.
  struct Probe {
    var time: Double
    var order: Int
    var kind: Kind
    enum Kind {
      case expectation(slot: Int, statement: Statement, expectation: Expectation)
      case sample(index: Int)
    }
  }

  /// An `always` expectation and its first failure.
  struct AlwaysCheck {
    var slot: Int
    var statement: Statement
    var expectation: Expectation
    var failure: (time: Double, actual: String)?
  }

  /// Builds the layout and checks the whole script before any frame.
  ///
  /// - Throws: `ScenarioError` for invalid VFL strings, invalid constraints, invalid
  ///   curves, priority changes Layout refuses, or a timeline longer than
  ///   `options.maximumFrames`.
  public init(_ scenario: CompiledScenario, options: RunOptions = RunOptions())
    throws(ScenarioError)
  {
    var builder = ScenarioBuilder(
      file: scenario.source.name, settings: scenario.settings, defersLateViews: true,
      loads: scenario.loads)
    builder.build(scenario.script)
    let fps = options.fps ?? scenario.settings.fps
    precondition((1...1000).contains(fps), "fps must be in 1...1000")
    if let times = options.sampleTimes {
      precondition(
        times.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= Quantity.time.range.upperBound },
        "sample times must be finite, in 0...86400 seconds")
    }
    var diagnostics = builder.diagnostics
    diagnostics += PriorityCheck.problems(scenario.script, builder: builder)
    diagnostics += Self.lengthProblems(
      scenario.script, specs: builder.specs, fps: fps, limit: options.maximumFrames,
      file: scenario.source.name)
    if !diagnostics.isEmpty {
      throw ScenarioError(diagnostics: diagnostics.sorted { $0.location < $1.location })
    }
    self.views = scenario.outputViews
    self.fps = fps
    self.file = scenario.source.name
    self.statements = scenario.script.statements
    self.host = ScenarioHost(engine: builder.engine, views: builder.views)
    do throws(AnimatorError) {
      self.timeline = try Timeline(
        host: host, fps: fps, policy: scenario.settings.interruption.policy)
    } catch {
      throw ScenarioError(diagnostics: [
        ScenarioDiagnostic(
          .error, .invalidAnimation(error.description), file: scenario.source.name,
          at: TextLocation(line: 1, column: 1))
      ])
    }
    var index: [String: Int] = [:]
    for (offset, view) in builder.views.enumerated() { index[view.name] = offset }
    self.evaluator = ExpectationEvaluator(
      file: file, index: index, views: builder.views,
      rightToLeft: scenario.settings.direction == .rightToLeft)
    self.builder = builder
    self.disabledChecks = options.disabledChecks.union(scenario.settings.allowed)
    self.sampleTimes = options.sampleTimes?.sorted()
    self.onFrame = options.onFrame
    collectChecks()
    func columns(_ list: [Statement]) {
      for statement in list {
        statementColumns[statement.location.line] = statement.location.column
        switch statement.kind {
        case .animate(let block): columns(block.body)
        case .declare(let declaration):
          declarations[declaration.name.value] = statement.location
        case .screen, .device:
          if declarations["root"] == nil { declarations["root"] = statement.location }
        default: break
        }
      }
    }
    columns(statements)
    host.afterLayout = { [unowned self] in self.inspectLayout() }
  }

  /// Pre-collects the timed, `always` and whole-run expectations, and the sample times.
  private func collectChecks() {
    var order = 0
    for statement in statements {
      guard case .expect(let expectation) = statement.kind else { continue }
      let slot = results.count
      results.append(nil)
      slots[statement.location.line] = slot
      switch expectation.check {
      case .noConflicts, .noAmbiguity:
        wholeRunChecks.append((slot, statement, expectation.check))
      case .alwaysInside, .alwaysNoOverlap:
        alwaysChecks.append(AlwaysCheck(slot: slot, statement: statement, expectation: expectation))
      case .frame, .attribute, .fitting:
        switch expectation.time {
        case .cursor: break
        case .at(let time):
          probes.append(
            Probe(
              time: time.value, order: order,
              kind: .expectation(slot: slot, statement: statement, expectation: expectation)))
          order += 1
        case .end:
          endChecks.append((slot, statement, expectation))
        }
      }
    }
    for (offset, time) in (sampleTimes ?? []).enumerated() {
      probes.append(Probe(time: time, order: order, kind: .sample(index: offset)))
      order += 1
    }
    sortProbes()
  }

  /// Sorts the probes not yet evaluated by time, then creation order.
  func sortProbes() {
    probes[nextProbe...].sort { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
  }

  /// The next frame to write, or `nil` after the last one.
  ///
  /// - Throws: `ScenarioError` when Layout refuses an action at run time.
  public func nextFrame() throws(ScenarioError) -> OutputFrame? {
    // Each step samples one grid frame or ends the run, so this loop terminates.
    while queue.isEmpty && !done {
      try step()
    }
    if queue.isEmpty { return nil }
    let frame = queue.removeFirst()
    written += 1
    lastWrittenTime = frame.time
    checkAlways(frame)
    onFrame?(frame)
    return frame
  }

  /// Samples one grid frame (running the statements before it), or ends the run.
  private func step() throws(ScenarioError) {
    let t = timeline.time(ofFrame: nextGridFrame)
    try runStatements(upTo: t)
    if let failure = timelineFailure {
      timelineFailure = nil
      done = true
      throw failure
    }
    if pointer >= statements.count && endFrame == nil {
      let end = max(cursor, timeline.settledTime ?? cursor)
      let last = try timelineCall { () throws(AnimatorError) in
        try timeline.frameIndex(atOrAfter: end)
      }
      endFrame = last
      let endTime = timeline.time(ofFrame: last)
      for check in endChecks {
        probes.append(
          Probe(
            time: endTime, order: Int.max,
            kind: .expectation(
              slot: check.slot, statement: check.statement, expectation: check.expectation)))
      }
      sortProbes()
    }
    if let endFrame, nextGridFrame > endFrame {
      evaluateProbes(before: .infinity, frame: nil)
      done = true
      return
    }
    evaluateProbes(before: t - ScenarioRun.timeTolerance, frame: nil)
    passTime = t
    let index = nextGridFrame
    let frame = try timelineCall { () throws(AnimatorError) in try timeline.sample(frame: index) }
    nextGridFrame += 1
    collectWarnings(frame)
    let output = OutputFrame(
      index: frame.index, time: frame.time, frames: frame.frames, windowFrames: frame.windowFrames,
      modelFrames: frame.modelFrames,
      events: frame.events.map { event in
        OutputEvent(
          time: event.time, kind: event.kind.outputKind, animation: event.animation.rawValue,
          line: event.tag)
      }, hidden: hiddenFlags(), detached: detachedFlags())
    evaluateProbes(before: t + ScenarioRun.timeTolerance, frame: output)
    if sampleTimes == nil { queue.append(output) }
  }

  /// Runs every statement whose time is at most `t` (seconds).
  private func runStatements(upTo t: Double) throws(ScenarioError) {
    while pointer < statements.count {
      let statement = statements[pointer]
      if case .wait(let duration) = statement.kind {
        if !initialLayoutDone { initialLayout(line: statement.location.line) }
        let next = cursor + duration.value
        // The instant ends when the cursor moves (or a frame is due): its pending changes
        // are laid out now, as UIKit's run loop does at the end of a turn. A `wait 0`
        // stays in the instant, so an `animate` after it still takes them.
        guard next <= t + ScenarioRun.timeTolerance else {
          runLoopPass()
          return
        }
        if next > cursor + ScenarioRun.timeTolerance { runLoopPass() }
        cursor = next
        pointer += 1
        continue
      }
      evaluateProbes(before: cursor - ScenarioRun.timeTolerance, frame: nil)
      statementLocation = statement.location
      visibilityFlags = (nil, nil)
      try execute(statement)
      pointer += 1
    }
    if !initialLayoutDone { initialLayout(line: statements.last?.location.line ?? 1) }
    runLoopPass()
  }

  /// The run loop's layout pass: lays out the changes made outside `animate` at the cursor.
  ///
  /// No animation, like the layout UIKit runs at the end of every run-loop turn before the
  /// next frame is drawn (`setNeedsLayout()` in Apple's UIView documentation: the layout
  /// happens "during the next update cycle"). Nothing happens when nothing is pending.
  func runLoopPass() {
    guard dirty, initialLayoutDone else { return }
    passTime = cursor
    inspectAmbiguity = true
    attempt { () throws(AnimatorError) in try timeline.layout(at: cursor) }
    inspectAmbiguity = false
    dirty = false
  }

  /// Lays out the setup at t = 0; `line` is the statement that ended the setup.
  func initialLayout(line: Int) {
    initialLayoutDone = true
    currentLine = line
    passTime = 0
    inspectAmbiguity = true
    attempt { () throws(AnimatorError) in try timeline.layout(at: 0) }
    inspectAmbiguity = false
    dirty = false
  }

  /// Evaluates (and removes) every probe earlier than `limit`, on `frame` when given, else
  /// on the presented frames at the probe's time.
  private func evaluateProbes(before limit: Double, frame: OutputFrame?) {
    while nextProbe < probes.count, probes[nextProbe].time < limit {
      let probe = probes[nextProbe]
      nextProbe += 1
      let frames: [Rect]
      let windows: [Rect]
      if let frame {
        frames = frame.frames
        windows = frame.windowFrames
      } else {
        (frames, windows) = presented(at: probe.time)
      }
      switch probe.kind {
      case .expectation(let slot, let statement, let expectation):
        results[slot] = evaluator.evaluate(
          expectation, at: statement.location, frames: frames, windows: windows, time: probe.time)
      case .sample(let index):
        queue.append(
          OutputFrame(
            index: index, time: probe.time, frames: frames, windowFrames: windows,
            modelFrames: timeline.modelFrames, events: [], hidden: hiddenFlags(),
            detached: detachedFlags()))
      }
    }
  }

  /// The presented frames and window frames at `time` (not before the last action).
  func presented(at time: Double) -> (frames: [Rect], windows: [Rect]) {
    if relayoutUsed && !dirty {
      passTime = time
      // Relayout animations write constants when the timeline reaches a time; a layout
      // pass with nothing pending brings them to `time` without committing anything new.
      attempt { () throws(AnimatorError) in try timeline.layout(at: time) }
    }
    let (frames, windows) = timeline.presentedRects(at: time)
    return (frames, windows)
  }

  private func checkAlways(_ frame: OutputFrame) {
    for i in alwaysChecks.indices where alwaysChecks[i].failure == nil {
      let check = alwaysChecks[i]
      if let actual = evaluator.violation(
        of: check.expectation.check, tolerance: check.expectation.tolerance?.value,
        windows: frame.windowFrames)
      {
        alwaysChecks[i].failure = (frame.time, actual)
      }
    }
  }

  private func collectWarnings(_ frame: TimelineFrame) {
    for warning in frame.warnings {
      switch warning {
      case .animatesFromUncommittedFrame(let view, _, let tag, _):
        let line = tag ?? 0
        guard staleSeen.insert([view, line]).inserted else { continue }
        let name = view < views.count ? views[view].name : "view \(view)"
        let diagnostic = ScenarioDiagnostic(
          .warning, .staleFrame(view: name), file: file,
          at: TextLocation(line: max(line, 1), column: statementColumns[line] ?? 1))
        warnings.append(diagnostic)
        if firstStale == nil { firstStale = diagnostic }
      }
    }
  }
}

extension AnimationEventKind {
  var outputKind: OutputEventKind {
    switch self {
    case .started: return .started
    case .finished: return .finished
    case .interrupted: return .interrupted
    }
  }
}

extension ScriptInterruption {
  var policy: InterruptionPolicy {
    switch self {
    case .additive: return .additive
    case .fromCurrent: return .fromCurrentState
    case .replace: return .replace
    }
  }
}
