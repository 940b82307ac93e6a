import Animator
import Diagnostics
import Layout

extension ScenarioRun {
  /// Runs one non-`wait` statement at the cursor.
  func execute(_ statement: Statement) throws(ScenarioError) {
    currentLine = statement.location.line
    switch statement.kind {
    case .fps, .spacing, .direction, .metric, .interruption, .allow:
      return
    case .declare(let declaration):
      if let late = builder.lateViews[statement.location.line] {
        addLateView(late.view, to: late.parent, declaration)
      }
      return
    case .wait:
      preconditionFailure("wait is handled by the statement loop")
    case .expect(let expectation):
      if !initialLayoutDone { initialLayout(line: statement.location.line) }
      guard case .cursor = expectation.time else { return }
      switch expectation.check {
      case .frame, .attribute, .fitting:
        let (frames, windows) = presented(at: cursor)
        if let slot = slots[statement.location.line] {
          results[slot] = evaluator.evaluate(
            expectation, at: statement.location, frames: frames, windows: windows, time: cursor)
        }
      default:
        return
      }
      return
    case .screen, .device:
      if !sawScreen {
        sawScreen = true
        return
      }
    case .constrain:
      if !initialLayoutDone {
        try apply(statement)
        return
      }
    default:
      break
    }
    if !initialLayoutDone {
      initialLayout(line: statement.location.line)
      if case .layout = statement.kind { return }  // the initial layout was this pass
    }
    currentLine = statement.location.line
    switch statement.kind {
    case .layout:
      passTime = cursor
      inspectAmbiguity = true
      defer { inspectAmbiguity = false }
      try timelineCall { () throws(AnimatorError) in try timeline.layout(at: cursor) }
      dirty = false
    case .animate(let block):
      passTime = cursor
      inspectAmbiguity = true
      defer { inspectAmbiguity = false }
      try animate(block, statement: statement)
    case .control(let name, let control):
      try self.control(name.value, control)
    case .keyboard(let action):
      // The keyboard animates itself, with its own curve and duration, and takes whatever
      // is pending along (as an app's layout change in keyboardWillShow does).
      passTime = cursor
      inspectAmbiguity = true
      defer { inspectAmbiguity = false }
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
      dirty = true
      runLoopPass()
    default:
      try apply(statement)
      dirty = true
    }
  }

  /// Adds a view declared after the first action (extension) to the tree at the cursor,
  /// like UIKit's `addSubview` without a layout pass: its frame stays the zero rectangle
  /// (or the declared `frame`) until a pass commits it, so an `animate` that lays it out
  /// first animates it from there and raises the stale-frame warning.
  private func addLateView(_ view: View, to parent: View, _ declaration: ViewDeclaration) {
    if !initialLayoutDone { initialLayout(line: statementLocation.line) }
    if let frame = declaration.frame { view.frame = frame.value }
    ScenarioBuilder.join(view, to: parent)
    // A declared frame is set directly, as in UIKit: it is not stale.
    if declaration.frame == nil, let index = host.views.firstIndex(where: { $0 === view }) {
      timeline.forgetCommittedFrames(ofViews: [index])
    }
    dirty = true
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
        viewsByName[action.target.value]?.intrinsicContentSizeOverride = Size(
          width: size.value.width ?? View.noIntrinsicMetric,
          height: size.value.height ?? View.noIntrinsicMetric)
      case .text(let text):
        viewsByName[action.target.value]?.text = text.value
      case .hidden(let hidden):
        if let view = viewsByName[action.target.value] {
          view.isHidden = hidden.value
          deferredHiding.cancel(view)
        }
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
        (viewsByName[action.target.value] as? StackView)?.spacing = spacing.value
      case .stackAxis(let axis):
        (viewsByName[action.target.value] as? StackView)?.axis = axis.value
      case .stackDistribution(let distribution):
        (viewsByName[action.target.value] as? StackView)?.distribution = distribution.value
      case .stackAlignment(let alignment):
        (viewsByName[action.target.value] as? StackView)?.alignment = alignment.value
      case .margins(let margins):
        viewsByName[action.target.value]?.layoutMargins = margins.value
      case .alignmentInsets(let insets, let reference):
        let view = viewsByName[action.target.value]
        view?.alignmentRectInsets = insets.value
        view?.alignmentRectInsetsScaling = reference.map { .aspectFit(reference: $0) } ?? .fixed
      case .directionalMargins(let margins):
        viewsByName[action.target.value]?.directionalLayoutMargins = margins.value
      case .flag(.insetsLayoutMarginsFromSafeArea, let value):
        viewsByName[action.target.value]?.insetsLayoutMarginsFromSafeArea = value.value
      case .flag(.preservesSuperviewLayoutMargins, let value):
        viewsByName[action.target.value]?.preservesSuperviewLayoutMargins = value.value
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
      viewsByName[name.value]?.contentOffset = point.value
    case .remove(let name):
      viewsByName[name.value]?.removeFromSuperview()
    case .add(let name, let parent, let index):
      try add(name, to: parent, at: index, statement: statement)
    case .layout:
      break
    default:
      break
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
      relayoutUsed = true
      var tracks: [ConstantTrack] = []
      var others: [Statement] = []
      for inner in block.body {
        if case .set(let action) = inner.kind, case .constant(let value) = action.value {
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
        try timelineCall { () throws(AnimatorError) in try timeline.layout(at: cursor) }
      }
      try timelineCall { () throws(AnimatorError) in
        _ = try timeline.animateRelayout(at: cursor, spec, tag: line, tracks: tracks)
      }
      dirty = false
      return
    }
    var failure: ScenarioError?
    if case .keyframes(let mode, let frames) = block.kind {
      try animateKeyframes(frames, mode: mode, spec: spec, line: line)
      dirty = false
      return
    }
    let id = try timelineCall { () throws(AnimatorError) in
      try timeline.animate(at: cursor, spec, tag: line) {
        for inner in block.body where failure == nil {
          do throws(ScenarioError) {
            try apply(inner)
          } catch {
            failure = error
          }
        }
      }
    }
    dirty = false
    if let failure { throw failure }
    deferHiding(in: block.body, animation: id)
    if case .animator(let name) = block.kind { animators[name.value] = id }
  }

  /// Records conflicts (after every pass) and ambiguity (after discrete passes: the
  /// initial layout, `layout`, `animate`) as warnings and explain data.
  func inspectLayout() {
    let engine = host.engine
    for conflict in engine.newConflicts {
      let signature =
        [ObjectIdentifier(conflict.broken)] + conflict.constraints.map(ObjectIdentifier.init)
      guard seenConflicts.insert(signature).inserted else { continue }
      let brokenLine = conflict.broken.sourceLine
      let line = brokenLine ?? max(currentLine, 1)
      conflicts.append(
        ConflictExplanation(
          time: passTime, triggerLine: currentLine, lines: conflict.constraints.map(\.sourceLine),
          brokenLine: brokenLine,
          plain: "At t=\(formatNumber(passTime)) s, after line \(messageLine(currentLine)):\n"
            + conflict.plainDescription,
          appleLog: conflict.appleLog))
      var warning = ScenarioDiagnostic(
        .warning,
        .conflict(broken: conflict.broken.plainDescription, involved: conflict.constraints.count),
        file: file, at: TextLocation(line: line, column: statementColumns[line] ?? 1))
      warning.notes = conflict.constraints.filter { $0 !== conflict.broken }.map(note(on:))
      warnings.append(warning)
    }
    guard inspectAmbiguity else { return }
    let found = engine.ambiguities.filter { report in
      views.indices.contains { index in host.views[index] === report.view }
    }
    let signature = found.map { $0.view.name + ":" + $0.attributes.joined(separator: ",") }
    defer { lastAmbiguity = signature }
    guard !found.isEmpty, signature != lastAmbiguity else { return }
    let names = found.map(\.view.name)
    ambiguities.append(
      AmbiguityExplanation(
        time: passTime, views: names, triggerLine: max(currentLine, 1),
        plain: "At t=\(formatNumber(passTime)) s, after line \(messageLine(currentLine)):\n"
          + found.map(\.plainDescription).joined(separator: "\n"),
        appleLog: found.map(\.appleTrace).joined(separator: "\n")))
    let line = max(currentLine, 1)
    warnings.append(
      ScenarioDiagnostic(
        .warning, .ambiguity(views: names), file: file,
        at: TextLocation(line: line, column: statementColumns[line] ?? 1)))
  }

  /// The note on a member of a conflict: at its `constrain` statement, or, for a constraint
  /// the script did not write, at the declaration of the view it was generated for.
  private func note(on constraint: LayoutConstraint) -> ScenarioDiagnostic {
    let location: TextLocation
    if let line = constraint.sourceLine {
      location = TextLocation(line: line, column: statementColumns[line] ?? 1)
    } else if let declared = declarations[constraint.firstItem.name] {
      location = declared
    } else {
      let line = max(currentLine, 1)
      location = TextLocation(line: line, column: statementColumns[line] ?? 1)
    }
    let generated: String? =
      switch constraint.origin {
      case .autoresizing, .intrinsic, .rootSize, .stackView: constraint.originDescription
      case .code, .expression, .visualFormat: nil
      }
    return ScenarioDiagnostic(
      .note, .conflictsWith(constraint: constraint.plainDescription, generatedFrom: generated),
      file: file, at: location)
  }

  /// A line number for messages (the setup's pass has no line of its own: 1).
  private func messageLine(_ value: Int) -> Int { max(value, 1) }

  /// Ends the run and returns what it found.
  ///
  /// Call after `nextFrame()` returned `nil`; calling earlier runs the rest of the
  /// timeline without writing it.
  public func finish() -> RunResult {
    var guardSteps = 0
    while !done, guardSteps < 100_000_000 {
      do {
        _ = try nextFrame()
      } catch {
        done = true
      }
      guardSteps += 1
    }
    var all: [ExpectationResult] = []
    for check in alwaysChecks {
      results[check.slot] = ExpectationResult(
        file: file, line: check.statement.location.line, column: check.statement.location.column,
        kind: check.expectation.check.kind, text: check.expectation.check.text,
        passed: check.failure == nil, expected: check.expectation.check.text,
        actual: check.failure?.actual ?? "held on every frame", time: check.failure?.time)
    }
    for check in wholeRunChecks {
      let isConflict = check.check == .noConflicts
      let found = isConflict ? conflicts.first?.time : ambiguities.first?.time
      let count = isConflict ? conflicts.count : ambiguities.count
      results[check.slot] = ExpectationResult(
        file: file, line: check.statement.location.line, column: check.statement.location.column,
        kind: check.check.kind, text: check.check.text, passed: count == 0,
        expected: isConflict ? "no conflicts" : "no ambiguity",
        actual: count == 0
          ? "none" : "\(count) \(isConflict ? "conflict" : "ambiguity")\(count == 1 ? "" : "s")",
        time: found)
    }
    for result in results {
      if let result { all.append(result) }
    }
    all += automaticResults()
    return RunResult(
      warnings: warnings, expectations: all,
      explanation: Explanation(conflicts: conflicts, ambiguities: ambiguities),
      frameCount: written, endTime: lastWrittenTime)
  }

  private func automaticResults() -> [ExpectationResult] {
    var out: [ExpectationResult] = []
    if !disabledChecks.contains(.conflicts), let conflict = conflicts.first {
      out.append(
        ExpectationResult(
          file: file, line: conflict.brokenLine ?? conflict.triggerLine, column: 1,
          kind: .automatic(.conflicts), text: "no unsatisfiable constraints (automatic)",
          passed: false, expected: "no conflicts",
          actual: "\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s")",
          time: conflict.time))
    }
    if !disabledChecks.contains(.ambiguity), let ambiguity = ambiguities.first {
      out.append(
        ExpectationResult(
          file: file, line: ambiguity.triggerLine,
          column: statementColumns[ambiguity.triggerLine] ?? 1, kind: .automatic(.ambiguity),
          text: "no ambiguous layout (automatic)", passed: false, expected: "no ambiguity",
          actual: "ambiguous: " + ambiguity.views.joined(separator: ", "), time: ambiguity.time))
    }
    if !disabledChecks.contains(.staleFrames), let stale = firstStale {
      out.append(
        ExpectationResult(
          file: file, line: stale.line, column: stale.column, kind: .automatic(.staleFrames),
          text: "no animation from a frame never laid out (automatic)", passed: false,
          expected: "every animated frame committed first", actual: stale.message.text, time: nil))
    }
    return out
  }
}
