import Diagnostics
import Layout

extension IBSceneLayout {
  /// What Xcode's document issues would say about the laid-out scene.
  ///
  /// Warnings located at the document's own lines: views whose saved frame differs from the solved one by
  /// more than 0.5 pt ("misplaced", for views laid out with constraints and not flagged
  /// already), constraints broken because required ones conflict, required constraints the
  /// saved frames themselves miss (`savedFrameViolations()`), and views whose frame
  /// the constraints leave ambiguous. Lay out first.
  ///
  /// - Complexity: O(views + constraints), plus the engine's ambiguity analysis.
  public func documentIssues() -> [IBDiagnostic] {
    var issues: [IBDiagnostic] = []
    func warn(_ problem: IBProblem, at location: TextLocation) {
      issues.append(
        IBDiagnostic(.warning, problem, file: document.file, at: location))
    }
    for (index, record) in records.enumerated() where record.isOracle {
      guard let saved = flippedSaved(index), let shown = reportedSaved(index) else { continue }
      if !IBConformance.matches(saved, record.view.frame) {
        // Both frames as the platform reports them (AppKit's y-up frames on macOS).
        warn(
          .misplaced(
            view: record.view.name + " (" + record.element.id + ")",
            saved: Self.describe(shown), solved: Self.describe(reportedFrame(index))),
          at: record.element.location)
      }
    }
    let report = engine.report
    for conflict in report.conflicts {
      let broken = conflict.broken
      let element = constraints.first { $0.constraint === broken }?.element
      let name = element.map { constraintNames[$0.id] ?? $0.id } ?? broken.plainDescription
      let location =
        element?.location ?? recordIndex[broken.firstItem.name].map { records[$0].element.location }
        ?? scene.location
      warn(.conflict(constraint: name + ": " + broken.plainDescription), at: location)
    }
    for violation in savedFrameViolations() {
      warn(
        .staleSavedFrames(
          constraint: constraintNames[violation.constraint] ?? violation.constraint,
          missedBy: violation.amount),
        at: violation.location)
    }
    for ambiguity in report.ambiguities {
      guard let record = records.first(where: { $0.view === ambiguity.view }) else { continue }
      warn(
        .ambiguous(views: [record.view.name + " (" + record.element.id + ")"]),
        at: record.element.location)
    }
    return issues
  }
}
