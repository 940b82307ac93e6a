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

  // MARK: State, one value per job

  /// Driving the timeline: the script's pointer and cursor, the frame grid.
  var progress = RunProgress()
  /// Checks: when each expectation is evaluated, and its result.
  var schedule: ExpectationSchedule
  /// Warnings, conflicts and ambiguities found so far.
  var findings = RunFindings()
  /// Where statements and declarations were written (for warnings and notes).
  let places: ScriptPlaces
  /// Output: frames waiting to be handed out and their visibility flags.
  var output = RunOutput()

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
    // A loaded view's IB id reads as its name (only looked up: the order reaches no output).
    for (key, name) in builder.viewAliases { index[key] = index[name] }
    self.evaluator = ExpectationEvaluator(
      file: file, index: index, views: builder.views,
      rightToLeft: scenario.settings.direction == .rightToLeft)
    self.builder = builder
    self.disabledChecks = options.disabledChecks.union(scenario.settings.allowed)
    self.sampleTimes = options.sampleTimes?.sorted()
    self.onFrame = options.onFrame
    self.schedule = ExpectationSchedule(
      statements: scenario.script.statements, sampleTimes: sampleTimes ?? [])
    self.places = ScriptPlaces(scenario.script.statements)
    host.afterLayout = { [unowned self] in self.inspectLayout() }
  }

  /// The next frame to write, or `nil` after the last one.
  ///
  /// - Throws: `ScenarioError` when Layout refuses an action at run time.
  public func nextFrame() throws(ScenarioError) -> OutputFrame? {
    // Each step samples one grid frame or ends the run, so this loop terminates.
    while output.queue.isEmpty && !progress.done {
      try step()
    }
    if output.queue.isEmpty { return nil }
    let frame = output.queue.removeFirst()
    output.written += 1
    output.lastWrittenTime = frame.time
    checkAlways(frame)
    onFrame?(frame)
    return frame
  }

  /// Samples one grid frame (running the statements before it), or ends the run.
  private func step() throws(ScenarioError) {
    let t = timeline.time(ofFrame: progress.nextGridFrame)
    try runStatements(upTo: t)
    if let failure = progress.timelineFailure {
      progress.timelineFailure = nil
      progress.done = true
      throw failure
    }
    if progress.pointer >= statements.count && progress.endFrame == nil {
      let end = max(progress.cursor, timeline.settledTime ?? progress.cursor)
      let last = try timelineCall { () throws(AnimatorError) in
        try timeline.frameIndex(atOrAfter: end)
      }
      progress.endFrame = last
      schedule.scheduleEndChecks(at: timeline.time(ofFrame: last))
    }
    if let endFrame = progress.endFrame, progress.nextGridFrame > endFrame {
      evaluateProbes(before: .infinity, frame: nil)
      progress.done = true
      return
    }
    evaluateProbes(before: t - Tolerance.time, frame: nil)
    progress.passTime = t
    let index = progress.nextGridFrame
    let frame = try timelineCall { () throws(AnimatorError) in try timeline.sample(frame: index) }
    progress.nextGridFrame += 1
    collectWarnings(frame)
    observeOverTime(frame)
    var written = OutputFrame(
      index: frame.index, time: frame.time, frames: frame.frames, windowFrames: frame.windowFrames,
      modelFrames: frame.modelFrames,
      events: frame.events.map { event in
        OutputEvent(
          time: event.time, kind: event.kind.outputKind, animation: event.animation.rawValue,
          line: event.tag)
      }, hidden: hiddenFlags(), detached: detachedFlags(), alphas: frame.alphas,
      transforms: frame.transforms, visualFrames: frame.visualFrames)
    written.environment = environment()
    evaluateProbes(before: t + Tolerance.time, frame: written)
    if sampleTimes == nil { output.queue.append(written) }
  }

  /// Runs every statement whose time is at most `t` (seconds).
  private func runStatements(upTo t: Double) throws(ScenarioError) {
    while progress.pointer < statements.count {
      let statement = statements[progress.pointer]
      if case .wait(let duration) = statement.kind {
        if !progress.initialLayoutDone { initialLayout(line: statement.location.line) }
        let next = progress.cursor + duration.value
        // The instant ends when the cursor moves (or a frame is due): its pending changes
        // are laid out now, as UIKit's run loop does at the end of a turn. A `wait 0`
        // stays in the instant, so an `animate` after it still takes them.
        guard next <= t + Tolerance.time else {
          runLoopPass()
          return
        }
        if next > progress.cursor + Tolerance.time { runLoopPass() }
        progress.cursor = next
        progress.pointer += 1
        continue
      }
      evaluateProbes(before: progress.cursor - Tolerance.time, frame: nil)
      progress.statementLocation = statement.location
      output.visibilityFlags = (nil, nil)
      try execute(statement)
      progress.pointer += 1
    }
    if !progress.initialLayoutDone { initialLayout(line: statements.last?.location.line ?? 1) }
    runLoopPass()
  }

  /// The run loop's layout pass: lays out the changes made outside `animate` at the cursor.
  ///
  /// No animation, like the layout UIKit runs at the end of every run-loop turn before the
  /// next frame is drawn (`setNeedsLayout()` in Apple's UIView documentation: the layout
  /// happens "during the next update cycle"). Nothing happens when nothing is pending.
  func runLoopPass() {
    guard progress.dirty, progress.initialLayoutDone else { return }
    progress.passTime = progress.cursor
    progress.inspectAmbiguity = true
    attempt { () throws(AnimatorError) in try timeline.layout(at: progress.cursor) }
    progress.inspectAmbiguity = false
    progress.dirty = false
  }

  /// Lays out the setup at t = 0; `line` is the statement that ended the setup.
  func initialLayout(line: Int) {
    progress.initialLayoutDone = true
    progress.currentLine = line
    progress.passTime = 0
    progress.inspectAmbiguity = true
    attempt { () throws(AnimatorError) in try timeline.layout(at: 0) }
    progress.inspectAmbiguity = false
    progress.dirty = false
  }

  /// Evaluates (and removes) every probe earlier than `limit`, on `frame` when given, else
  /// on the presented frames at the probe's time.
  private func evaluateProbes(before limit: Double, frame: OutputFrame?) {
    while let probe = schedule.takeProbe(before: limit) {
      let state: PresentedState
      if let frame {
        state = PresentedState(
          frames: frame.frames, windows: frame.windowFrames, alphas: frame.alphas,
          transforms: frame.transforms, visualFrames: frame.visualFrames)
      } else {
        state = presented(at: probe.time)
      }
      switch probe.kind {
      case .expectation(let slot, let statement, let expectation):
        schedule.results[slot] = evaluator.evaluate(
          expectation, at: statement.location, state: state, time: probe.time)
      case .sample(let index):
        var sampled = OutputFrame(
          index: index, time: probe.time, frames: state.frames, windowFrames: state.windows,
          modelFrames: timeline.modelFrames, events: [], hidden: hiddenFlags(),
          detached: detachedFlags(), alphas: state.alphas, transforms: state.transforms,
          visualFrames: state.visualFrames)
        sampled.environment = environment()
        output.queue.append(sampled)
      }
    }
  }

  /// The root's safe area, the keyboard's height and every item's effective layout margins
  /// as the engine has them now (the viewers draw them).
  ///
  /// - Complexity: O(items).
  func environment() -> OutputEnvironment {
    OutputEnvironment(
      safeArea: host.engine.root.safeAreaInsets, keyboardHeight: host.engine.keyboardHeight,
      margins: host.views.map(\.effectiveLayoutMargins))
  }

  /// What is presented at `time` (not before the last action).
  func presented(at time: Double) -> PresentedState {
    if progress.relayoutUsed && !progress.dirty {
      progress.passTime = time
      // Relayout animations write constants when the timeline reaches a time; a layout
      // pass with nothing pending brings them to `time` without committing anything new.
      attempt { () throws(AnimatorError) in try timeline.layout(at: time) }
    }
    return PresentedState(timeline.presentation(at: time))
  }

  /// Feeds a sampled frame to every expectation over time that looks at it.
  private func observeOverTime(_ frame: TimelineFrame) {
    guard !schedule.temporalChecks.isEmpty else { return }
    var state: PresentedState?
    for i in schedule.temporalChecks.indices
    where schedule.temporalChecks[i].wants(time: frame.time) {
      let entry = schedule.temporalChecks[i]
      let current = state ?? PresentedState(frame)
      state = current
      if schedule.temporalChecks[i].extreme != nil {
        let value = evaluator.scalar(of: entry.expectation.check, current) ?? .nan
        schedule.temporalChecks[i].extreme?.observe(
          frame: frame.index, time: frame.time, value: value)
      } else {
        let measurement = evaluator.measure(
          entry.expectation.check, tolerance: entry.expectation.tolerance?.value, current)
        schedule.temporalChecks[i].check?.observe(
          frame: frame.index, time: frame.time, holds: measurement.holds,
          value: measurement.actual)
      }
    }
  }

  private func checkAlways(_ frame: OutputFrame) {
    for i in schedule.alwaysChecks.indices where schedule.alwaysChecks[i].failure == nil {
      let check = schedule.alwaysChecks[i]
      if let actual = evaluator.violation(
        of: check.expectation.check, tolerance: check.expectation.tolerance?.value,
        windows: frame.windowFrames)
      {
        schedule.alwaysChecks[i].failure = (frame.time, actual)
      }
    }
  }

  private func collectWarnings(_ frame: TimelineFrame) {
    for warning in frame.warnings {
      switch warning {
      case .animatesFromUncommittedFrame(let view, _, let tag, _):
        let line = tag ?? 0
        guard findings.staleSeen.insert([view, line]).inserted else { continue }
        let name = view < views.count ? views[view].name : "view \(view)"
        let diagnostic = ScenarioDiagnostic(
          .warning, .staleFrame(view: name), file: file,
          at: places.location(line: line))
        findings.warnings.append(diagnostic)
        if findings.firstStale == nil { findings.firstStale = diagnostic }
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
