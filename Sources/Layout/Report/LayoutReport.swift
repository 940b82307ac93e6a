/// What the last layout pass found wrong: conflicts it resolved by breaking constraints, and
/// views whose frames the constraints do not determine.
public struct LayoutReport {
  /// Every conflict in effect: one per broken constraint, in the broken constraints'
  /// activation order.
  public let conflicts: [ConflictReport]
  /// The conflicts detected in the last pass (a subset of `conflicts`).
  public let newConflicts: [ConflictReport]
  /// The views with undetermined attributes, in `LayoutEngine.views` order.
  public let ambiguities: [AmbiguityReport]

  /// Whether nothing is wrong.
  public var isEmpty: Bool { conflicts.isEmpty && ambiguities.isEmpty }
}

/// Required constraints that cannot all hold, and the one the engine broke.
///
/// The rule (documented in docs/layout.md): of the minimal conflicting set, the required
/// constraint activated last is broken; it stays active but is left out of the solver, and is
/// tried again after a later pass removes or changes a constraint.
public struct ConflictReport {
  /// The minimal conflicting set, in activation order.
  public let constraints: [LayoutConstraint]
  /// The member that was broken.
  public let broken: LayoutConstraint
  /// The layout pass (`LayoutEngine.passCount`) that detected the conflict.
  public let pass: Int

  /// Whether `other` is the same set with the same broken member.
  func hasSameMembers(as other: ConflictReport) -> Bool {
    constraints.count == other.constraints.count && broken === other.broken
      && zip(constraints, other.constraints).allSatisfy { $0 === $1 }
  }

  /// The message UIKit logs (iOS 12 and later format), constraint descriptions included.
  public var appleLog: String {
    var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you "
    text += "don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix "
    text += "it. \n"
    if constraints.contains(where: { $0.origin == .autoresizing }) {
      text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
      text += "understand, refer to the documentation for the UIView property "
      text += "translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text += constraints.map { "    \"" + $0.appleDescription + "\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n"
    text += broken.appleDescription + "\n\n"
    text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch "
    text += "this in the debugger.\n"
    text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
    text += "<UIKitCore/UIView.h> may also be helpful."
    return text
  }

  /// The conflict in plain words: every member with its origin, and which one was broken.
  public var plainDescription: String {
    var text = "These \(constraints.count) required constraints cannot all hold:\n"
    for (index, constraint) in constraints.enumerated() {
      text +=
        "  \(index + 1). " + constraint.plainDescription + " — "
        + constraint.originDescription + "\n"
    }
    let number = (constraints.firstIndex { $0 === broken } ?? 0) + 1
    // The breaking rule (`LayoutEngine.resolveConflict`): the author's required constraint
    // activated last; a generated one only when no author's constraint is in the set.
    let laterGenerated = constraints.contains {
      $0.priority.isRequired && !$0.origin.isAuthored
        && $0.activationStamp > broken.activationStamp
    }
    let reason =
      laterGenerated
      ? "the author's constraint activated last; generated constraints are kept"
      : "the one activated last"
    text += "Broken: \(number). " + broken.plainDescription + " (\(reason))."
    return text
  }
}

/// A view whose position or size the active constraints do not determine.
public struct AmbiguityReport {
  /// The view.
  public let view: View
  /// The undetermined quantities, among `minX`, `minY`, `width`, `height`, `contentWidth`
  /// and `contentHeight`.
  public let attributes: [String]
  /// The active constraints that mention the view, in activation order.
  public let constraints: [LayoutConstraint]

  /// The finding in plain words, with the constraints that touch the view.
  public var plainDescription: String {
    var text = view.name + ": " + attributes.joined(separator: ", ") + " not determined"
    if constraints.isEmpty { return text + " (no constraints mention it)." }
    text += "; constraints mentioning it:"
    for constraint in constraints {
      text += "\n  " + constraint.plainDescription + " — " + constraint.originDescription
    }
    return text
  }

  /// The line `_autolayoutTrace` appends for it:
  /// `- AMBIGUOUS LAYOUT for UIButton:topButton.minX, UIButton:topButton.width`.
  public var appleTrace: String {
    let item = view.className + ":" + view.name
    return "- AMBIGUOUS LAYOUT for " + attributes.map { item + "." + $0 }.joined(separator: ", ")
  }
}
