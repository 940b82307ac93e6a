import Diagnostics
import Layout

/// What a run found besides its expectations: warnings, and the conflicts and ambiguities
/// `explain` shows, each reported once.
struct RunFindings {
  /// Every warning, in the order it arose.
  var warnings: [ScenarioDiagnostic] = []
  /// Stale-frame warnings already given, by view index and line.
  var staleSeen: Set<[Int]> = []
  /// The first stale-frame warning (the automatic check reports it).
  var firstStale: ScenarioDiagnostic?
  /// Every conflict, in the order the passes found them.
  var conflicts: [ConflictExplanation] = []
  /// Every change of ambiguity after a discrete pass.
  var ambiguities: [AmbiguityExplanation] = []
  /// The views and attributes of the last ambiguity reported (a pass that finds the same
  /// ones again reports nothing).
  var lastAmbiguity: [String] = []
  /// Conflicts already reported (broken constraint, then members), for membership only.
  var seenConflicts: Set<[ObjectIdentifier]> = []
}
