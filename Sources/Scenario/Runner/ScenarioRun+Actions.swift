import Animator
import Diagnostics
import Layout

extension ScenarioRun {
  /// Runs one non-`wait` statement at the cursor.
  ///
  /// Setup statements did their work when the builder made the layout objects; the first
  /// action (or a constraint after it) ends the setup with the initial layout pass.
  func execute(_ statement: Statement) throws(ScenarioError) {
    progress.currentLine = statement.location.line
    switch statement.kind {
    case .fps, .spacing, .direction, .metric, .interruption, .allow, .load:
      // Applied by the builder before the run (a `load`ed scene's views and constraints
      // are the builder's too): nothing happens at run time.
      return
    case .declare(let declaration):
      if let late = builder.lateViews[statement.location.line] {
        addLateView(late.view, to: late.parent, declaration)
      }
    case .wait:
      preconditionFailure("wait is handled by the statement loop")
    case .expect(let expectation):
      if !progress.initialLayoutDone { initialLayout(line: statement.location.line) }
      evaluateAtCursor(expectation, statement: statement)
    case .screen, .device:
      // The first one is the setup's screen; later ones resize (an action).
      guard progress.sawScreen else {
        progress.sawScreen = true
        return
      }
      try runAction(statement)
    case .constrain:
      // Part of the setup until the first action; activated in the next pass after it.
      guard progress.initialLayoutDone else {
        try apply(statement)
        return
      }
      try runAction(statement)
    case .layout, .set, .activate, .deactivate, .scroll, .animate, .control, .keyboard, .remove,
      .add:
      try runAction(statement)
    }
  }

  /// Evaluates an expectation written without `at` where it stands; the others are
  /// scheduled (`ExpectationSchedule`).
  private func evaluateAtCursor(_ expectation: Expectation, statement: Statement) {
    guard case .cursor = expectation.time, expectation.quantifier == nil else { return }
    switch expectation.check {
    case .frame, .attribute, .rectAttribute, .alpha, .transform, .fitting:
      let state = presented(at: progress.cursor)
      if let slot = schedule.slot(line: statement.location.line) {
        schedule.results[slot] = evaluator.evaluate(
          expectation, at: statement.location, state: state, time: progress.cursor)
      }
    case .noConflicts, .noAmbiguity, .alwaysInside, .alwaysNoOverlap:
      return
    }
  }

  /// Runs an action at the cursor, after the initial layout pass if it ends the setup.
  private func runAction(_ statement: Statement) throws(ScenarioError) {
    if !progress.initialLayoutDone {
      initialLayout(line: statement.location.line)
      if case .layout = statement.kind { return }  // the initial layout was this pass
    }
    progress.currentLine = statement.location.line
    switch statement.kind {
    case .layout:
      progress.passTime = progress.cursor
      progress.inspectAmbiguity = true
      defer { progress.inspectAmbiguity = false }
      try timelineCall { () throws(AnimatorError) in try timeline.layout(at: progress.cursor) }
      progress.dirty = false
    case .animate(let block):
      progress.passTime = progress.cursor
      progress.inspectAmbiguity = true
      defer { progress.inspectAmbiguity = false }
      try animate(block, statement: statement)
    case .control(let name, let control):
      try self.control(name.value, control)
    case .keyboard(let action):
      // The keyboard animates itself, with its own curve and duration, and takes whatever
      // is pending along (as an app's layout change in keyboardWillShow does).
      progress.passTime = progress.cursor
      progress.inspectAmbiguity = true
      defer { progress.inspectAmbiguity = false }
      let block = AnimateBlock(
        duration: Located(TimingCurve.keyboardDuration, at: action.height.location),
        curve: Located(.keyboard, at: action.height.location), delay: nil, repeatCount: nil,
        autoreverses: false, relayout: false, body: [statement])
      try animate(block, statement: statement)
    case .scroll:
      // Setting contentOffset changes the scroll view's bounds at once (no layout pass
      // needed for its content to move on screen): it is committed now, without animation,
      // together with whatever else is pending.
      try apply(statement)
      progress.dirty = true
      runLoopPass()
    case .screen, .device, .constrain, .set, .activate, .deactivate, .remove, .add:
      // Pending until the run loop's pass (or an `animate` in the same instant).
      try apply(statement)
      progress.dirty = true
    case .fps, .spacing, .direction, .metric, .interruption, .allow, .load, .declare, .wait,
      .expect:
      preconditionFailure("'execute' runs setup statements, waits and expectations itself")
    }
  }

  /// Adds a view declared after the first action (extension) to the tree at the cursor,
  /// like UIKit's `addSubview` without a layout pass: its frame stays the zero rectangle
  /// (or the declared `frame`) until a pass commits it, so an `animate` that lays it out
  /// first animates it from there and raises the stale-frame warning.
  private func addLateView(_ view: View, to parent: View, _ declaration: ViewDeclaration) {
    if !progress.initialLayoutDone { initialLayout(line: progress.statementLocation.line) }
    if let frame = declaration.frame { view.frame = frame.value }
    ScenarioBuilder.join(view, to: parent, arranged: declaration.detached == nil)
    // A declared frame is set directly, as in UIKit: it is not stale.
    if declaration.frame == nil, let index = host.views.firstIndex(where: { $0 === view }) {
      timeline.forgetCommittedFrames(ofViews: [index])
    }
    progress.dirty = true
  }

  /// Applies a mutation without laying out.
  func apply(_ statement: Statement) throws(ScenarioError) {
    let fail = { (error: LayoutError) -> ScenarioError in
      ScenarioError(diagnostics: [
        ScenarioDiagnostic(
          .error, .invalidAction(error.description), file: self.file, at: statement.location)
      ])
    }
    switch statement.kind {
    case .screen(let size):
      host.engine.rootSize = size.value
    case .device(let setting):
      host.engine.screen = setting.screen
    case .keyboard(let action):
      host.engine.keyboardHeight = action.height.value
    case .constrain:
      let refused = builder.buildDeferred(line: statement.location.line)
      if !refused.isEmpty { throw ScenarioError(diagnostics: refused) }
      if case .constrain(let declaration) = statement.kind, declaration.inactive { break }
      do throws(LayoutError) {
        try LayoutConstraint.activate(constraintsByLine[statement.location.line] ?? [])
      } catch {
        throw fail(error)
      }
    case .set(let action):
      switch action.value {
      case .constant(let value):
        for constraint in groups[action.target.value] ?? [] { constraint.constant = value.value }
      case .priority(let value):
        for constraint in groups[action.target.value] ?? [] {
          do throws(LayoutError) {
            try constraint.setPriority(layoutPriority(value.value))
          } catch {
            throw fail(error)
          }
        }
      case .intrinsic(let size):
        view(named: action.target.value).intrinsicContentSizeOverride = Size(
          width: size.value.width ?? View.noIntrinsicMetric,
          height: size.value.height ?? View.noIntrinsicMetric)
      case .text(let text):
        view(named: action.target.value).text = text.value
      case .hidden(let hidden):
        let target = view(named: action.target.value)
        target.isHidden = hidden.value
        output.deferredHiding.cancel(target)
      case .active(let active):
        do throws(LayoutError) {
          if active.value {
            try LayoutConstraint.activate(groups[action.target.value] ?? [])
          } else {
            LayoutConstraint.deactivate(groups[action.target.value] ?? [])
          }
        } catch {
          throw fail(error)
        }
      case .multiplier(let multiplier):
        do throws(LayoutError) {
          try replaceMultiplier(of: action.target.value, with: multiplier.value)
        } catch {
          throw fail(error)
        }
      case .stackSpacing(let spacing):
        stack(named: action.target.value).spacing = spacing.value
      case .stackAxis(let axis):
        stack(named: action.target.value).axis = axis.value
      case .stackDistribution(let distribution):
        stack(named: action.target.value).distribution = distribution.value
      case .stackAlignment(let alignment):
        stack(named: action.target.value).alignment = alignment.value
      case .margins(let margins):
        view(named: action.target.value).layoutMargins = margins.value
      case .alignmentInsets(let insets, let reference):
        let target = view(named: action.target.value)
        target.alignmentRectInsets = insets.value
        target.alignmentRectInsetsScaling = reference.map { .aspectFit(reference: $0) } ?? .fixed
      case .baselines(let baselines):
        view(named: action.target.value).fixedBaselines = baselines.value
      case .directionalMargins(let margins):
        view(named: action.target.value).directionalLayoutMargins = margins.value
      case .flag(.insetsLayoutMarginsFromSafeArea, let value):
        view(named: action.target.value).insetsLayoutMarginsFromSafeArea = value.value
      case .flag(.preservesSuperviewLayoutMargins, let value):
        view(named: action.target.value).preservesSuperviewLayoutMargins = value.value
      case .alpha(let alpha):
        view(named: action.target.value).alpha = alpha.value
      case .transform(let transform):
        view(named: action.target.value).transform = transform.value.matrix
      }
    case .activate(let ids):
      for id in ids {
        do throws(LayoutError) {
          try LayoutConstraint.activate(groups[id.value] ?? [])
        } catch {
          throw fail(error)
        }
      }
    case .deactivate(let ids):
      for id in ids { LayoutConstraint.deactivate(groups[id.value] ?? []) }
    case .scroll(let name, let point):
      view(named: name.value).contentOffset = point.value
    case .remove(let name):
      view(named: name.value).removeFromSuperview()
    case .add(let name, let parent, let index):
      try add(name, to: parent, at: index, statement: statement)
    case .layout:
      break  // the caller lays out
    case .load, .fps, .spacing, .direction, .metric, .interruption, .allow, .declare:
      break  // setup: the builder applied it
    case .animate, .control, .wait, .expect:
      // Not mutations: `execute` runs them, and a block's body cannot hold them (the
      // parser's `blockKeywords`).
      preconditionFailure("apply(_:) takes mutations only")
    }
  }

  /// Runs an `animate` block at the cursor.
  private func animate(_ block: AnimateBlock, statement: Statement) throws(ScenarioError) {
    let line = statement.location.line
    guard let spec = specs[line] else { return }
    // `from-current`: beginFromCurrentState for this block only (relayout included).
    let policy = timeline.policy
    if block.fromCurrent { timeline.policy = .fromCurrentState }
    defer { timeline.policy = policy }
    if block.relayout {
      progress.relayoutUsed = true
      var tracks: [ConstantTrack] = []
      var others: [Statement] = []
      var looks: [Statement] = []
      for inner in block.body {
        if case .set(let action) = inner.kind, action.value.isAppearance {
          // Alphas and transforms are not constants: they animate as in an `animate` block,
          // with the same timing, beside the re-solved layout.
          looks.append(inner)
        } else if case .set(let action) = inner.kind, case .constant(let value) = action.value {
          for constraint in groups[action.target.value] ?? [] {
            let key = keys[ObjectIdentifier(constraint)] ?? 0
            tracks.append(
              ConstantTrack(key: key, from: constraint.constant, to: value.value) { constant in
                constraint.constant = constant
              })
          }
        } else {
          others.append(inner)
        }
      }
      if !others.isEmpty {
        for inner in others { try apply(inner) }
        try timelineCall { () throws(AnimatorError) in try timeline.layout(at: progress.cursor) }
      }
      try timelineCall { () throws(AnimatorError) in
        _ = try timeline.animateRelayout(at: progress.cursor, spec, tag: line, tracks: tracks)
      }
      if !looks.isEmpty {
        var failure: ScenarioError?
        try timelineCall { () throws(AnimatorError) in
          _ = try timeline.animate(at: progress.cursor, spec, tag: line) {
            for inner in looks where failure == nil {
              do throws(ScenarioError) {
                try apply(inner)
              } catch {
                failure = error
              }
            }
          }
        }
        if let failure { throw failure }
      }
      progress.dirty = false
      return
    }
    var failure: ScenarioError?
    if case .keyframes(let mode, let frames) = block.kind {
      try animateKeyframes(frames, mode: mode, spec: spec, line: line)
      progress.dirty = false
      return
    }
    let id = try timelineCall { () throws(AnimatorError) in
      try timeline.animate(at: progress.cursor, spec, tag: line) {
        for inner in block.body where failure == nil {
          do throws(ScenarioError) {
            try apply(inner)
          } catch {
            failure = error
          }
        }
      }
    }
    progress.dirty = false
    if let failure { throw failure }
    deferHiding(in: block.body, animation: id)
    if case .animator(let name) = block.kind { progress.animators[name.value] = id }
  }

  /// Records conflicts (after every pass) and ambiguity (after discrete passes: the
  /// initial layout, `layout`, `animate`) as warnings and explain data.
  func inspectLayout() {
    let engine = host.engine
    for conflict in engine.newConflicts {
      let signature =
        [ObjectIdentifier(conflict.broken)] + conflict.constraints.map(ObjectIdentifier.init)
      guard findings.seenConflicts.insert(signature).inserted else { continue }
      let brokenLine = conflict.broken.sourceLine
      let line = brokenLine ?? max(progress.currentLine, 1)
      findings.conflicts.append(
        ConflictExplanation(
          time: progress.passTime, triggerLine: progress.currentLine,
          lines: conflict.constraints.map(\.sourceLine),
          brokenLine: brokenLine,
          plain:
            "At t=\(formatNumber(progress.passTime)) s, after line \(messageLine(progress.currentLine)):\n"
            + conflict.plainDescription,
          appleLog: conflict.appleLog))
      var warning = ScenarioDiagnostic(
        .warning,
        .conflict(broken: conflict.broken.plainDescription, involved: conflict.constraints.count),
        file: file, at: places.location(line: line))
      // A loaded constraint is also shown where its document declares it, with its IB id.
      if let place = documentNote(on: conflict.broken) { warning.notes.append(place) }
      for member in conflict.constraints where member !== conflict.broken {
        warning.notes.append(note(on: member))
        if let place = documentNote(on: member) { warning.notes.append(place) }
      }
      findings.warnings.append(warning)
    }
    guard progress.inspectAmbiguity else { return }
    let found = engine.ambiguities.filter { report in
      views.indices.contains { index in host.views[index] === report.view }
    }
    let signature = found.map { $0.view.name + ":" + $0.attributes.joined(separator: ",") }
    defer { findings.lastAmbiguity = signature }
    guard !found.isEmpty, signature != findings.lastAmbiguity else { return }
    let names = found.map(\.view.name)
    findings.ambiguities.append(
      AmbiguityExplanation(
        time: progress.passTime, views: names, triggerLine: max(progress.currentLine, 1),
        plain:
          "At t=\(formatNumber(progress.passTime)) s, after line \(messageLine(progress.currentLine)):\n"
          + found.map(\.plainDescription).joined(separator: "\n"),
        appleLog: found.map(\.appleTrace).joined(separator: "\n")))
    let line = max(progress.currentLine, 1)
    findings.warnings.append(
      ScenarioDiagnostic(
        .warning, .ambiguity(views: names), file: file,
        at: places.location(line: line)))
  }

  /// The note on a member of a conflict: at its `constrain` statement, or, for a constraint
  /// the script did not write, at the declaration of the view it was generated for.
  private func note(on constraint: LayoutConstraint) -> ScenarioDiagnostic {
    let location: TextLocation
    if let line = constraint.sourceLine {
      location = places.location(line: line)
    } else if let declared = places.declaration(of: constraint.firstItem.name) {
      location = declared
    } else {
      let line = max(progress.currentLine, 1)
      location = places.location(line: line)
    }
    let generated: String? =
      switch constraint.origin {
      case .autoresizing, .intrinsic, .rootSize, .stackView, .sizeFloor:
        constraint.originDescription
      case .code, .expression, .visualFormat: nil
      }
    return ScenarioDiagnostic(
      .note, .conflictsWith(constraint: constraint.plainDescription, generatedFrom: generated),
      file: file, at: location)
  }

  /// The note at a loaded constraint's `<constraint>` element in its document, naming its
  /// IB id; nil for a constraint no document declares.
  private func documentNote(on constraint: LayoutConstraint) -> ScenarioDiagnostic? {
    guard let place = builder.documentPlaces[ObjectIdentifier(constraint)] else { return nil }
    return ScenarioDiagnostic(
      .note, .declaredInDocument(id: place.id), file: place.file, at: place.location)
  }

  /// A line number for messages (the setup's pass has no line of its own: 1).
  private func messageLine(_ value: Int) -> Int { max(value, 1) }

  /// Ends the run and returns what it found.
  ///
  /// Call after `nextFrame()` returned `nil`; calling earlier runs the rest of the
  /// timeline without writing it.
  public func finish() -> RunResult {
    var guardSteps = 0
    while !progress.done, guardSteps < 100_000_000 {
      do {
        _ = try nextFrame()
      } catch {
        progress.done = true
      }
      guardSteps += 1
    }
    var all: [ExpectationResult] = []
    for check in schedule.alwaysChecks {
      schedule.results[check.slot] = ExpectationResult(
        file: file, line: check.statement.location.line, column: check.statement.location.column,
        kind: check.expectation.check.kind, text: check.expectation.check.text,
        passed: check.failure == nil, expected: check.expectation.check.text,
        actual: check.failure?.actual ?? "held on every frame", time: check.failure?.time)
    }
    for entry in schedule.temporalChecks {
      schedule.results[entry.slot] = overTimeResult(entry)
    }
    for check in schedule.wholeRunChecks {
      let isConflict = check.check == .noConflicts
      let found = isConflict ? findings.conflicts.first?.time : findings.ambiguities.first?.time
      let count = isConflict ? findings.conflicts.count : findings.ambiguities.count
      schedule.results[check.slot] = ExpectationResult(
        file: file, line: check.statement.location.line, column: check.statement.location.column,
        kind: check.check.kind, text: check.check.text, passed: count == 0,
        expected: isConflict ? "no conflicts" : "no ambiguity",
        actual: count == 0
          ? "none" : "\(count) \(isConflict ? "conflict" : "ambiguity")\(count == 1 ? "" : "s")",
        time: found)
    }
    for result in schedule.results {
      if let result { all.append(result) }
    }
    all += automaticResults()
    return RunResult(
      warnings: findings.warnings, expectations: all,
      explanation: Explanation(conflicts: findings.conflicts, ambiguities: findings.ambiguities),
      frameCount: output.written, endTime: output.lastWrittenTime)
  }

  private func automaticResults() -> [ExpectationResult] {
    var out: [ExpectationResult] = []
    if !disabledChecks.contains(.conflicts), let conflict = findings.conflicts.first {
      out.append(
        ExpectationResult(
          file: file, line: conflict.brokenLine ?? conflict.triggerLine, column: 1,
          kind: .automatic(.conflicts), text: "no unsatisfiable constraints (automatic)",
          passed: false, expected: "no conflicts",
          actual: "\(findings.conflicts.count) conflict\(findings.conflicts.count == 1 ? "" : "s")",
          time: conflict.time))
    }
    if !disabledChecks.contains(.ambiguity), let ambiguity = findings.ambiguities.first {
      out.append(
        ExpectationResult(
          file: file, line: ambiguity.triggerLine,
          column: places.location(line: ambiguity.triggerLine).column, kind: .automatic(.ambiguity),
          text: "no ambiguous layout (automatic)", passed: false, expected: "no ambiguity",
          actual: "ambiguous: " + ambiguity.views.joined(separator: ", "), time: ambiguity.time))
    }
    if !disabledChecks.contains(.staleFrames), let stale = findings.firstStale {
      out.append(
        ExpectationResult(
          file: file, line: stale.line, column: stale.column, kind: .automatic(.staleFrames),
          text: "no animation from a frame never laid out (automatic)", passed: false,
          expected: "every animated frame committed first", actual: stale.message.text, time: nil))
    }
    return out
  }
}

extension ScenarioRun {
  /// The view the script names `name`.
  ///
  /// The validator has checked every name a statement uses against the declarations before
  /// the run, so a miss is a bug in the runner or the validator, never bad input.
  func view(named name: String) -> View {
    guard let view = viewsByName[name] else {
      preconditionFailure("the validator let the unknown view '\(name)' through")
    }
    return view
  }

  /// The stack view the script names `name` (validated as a stack, like `view(named:)`).
  func stack(named name: String) -> StackView {
    guard let stack = view(named: name) as? StackView else {
      preconditionFailure("the validator let '\(name)' through as a stack view")
    }
    return stack
  }
}
