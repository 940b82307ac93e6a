/// A rule of the reports: what one kind of finding means, keyed by its stable id.
///
/// Ids come from three places: each diagnostic message's `id` (`ib.misplaced`,
/// `scenario.unknownView`: the `DiagnosticMessage` protocol), a failed `expect` line
/// (`expect.` and its kind) or automatic check (`check.` and the check), and
/// `animsim.cannotRead`. The kinds a CI user meets most are described here in words; every
/// other id is described from its case name (`scenario.unknownView` → "Script: unknown
/// view").
struct ReportRule: Equatable {
  /// The stable id (SARIF `id`, JUnit failure `type`).
  let id: String
  /// An identifier-like name: the id's parts capitalized and joined (`IbMisplaced`).
  let name: String
  /// A few words (SARIF `shortDescription`, GitHub's annotation title).
  let summary: String
  /// A sentence or two (SARIF `fullDescription` and `help`).
  let description: String

  /// The rule with id `id`.
  init(_ id: String) {
    self.id = id
    let parts = id.split(separator: ".").map(String.init)
    name = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if let known = Self.known[id] {
      summary = known.summary
      description = known.description
    } else {
      let domain = Self.domains[parts.first ?? ""] ?? (parts.first ?? "")
      let words = Self.words(parts.dropFirst().joined(separator: " "))
      summary = domain + ": " + words
      description =
        domain + ": " + words + " (diagnostic `" + id + "`; the message says what and where)."
    }
  }

  /// The domains of the message ids, in words.
  private static let domains = [
    "ib": "Interface Builder document", "scenario": "Script", "expect": "Expectation",
    "check": "Automatic check", "animsim": "animsim",
  ]

  /// The kinds described in words: the checks and the issues `check` and `check-ib` fail on.
  private static let known: [String: (summary: String, description: String)] = [
    "expect.frame": (
      "Frame expectation failed",
      "An `expect v.frame == …` or `expect v.window == …` line did not hold at its time."
    ),
    "expect.attribute": (
      "Attribute expectation failed", "An `expect v.attr == N` line did not hold at its time."
    ),
    "expect.noConflicts": (
      "Expected no conflicts",
      "The script expects no conflict, but a layout pass broke a constraint."
    ),
    "expect.noAmbiguity": (
      "Expected no ambiguity", "The script expects no ambiguity, but a layout was ambiguous."
    ),
    "expect.alwaysInside": (
      "View left its container", "An `expect always a inside b` line failed on some frame."
    ),
    "expect.alwaysNoOverlap": (
      "Views overlapped", "An `expect always no-overlap a, b` line failed on some frame."
    ),
    "check.conflicts": (
      "Unsatisfiable constraints",
      "A layout pass had to break a constraint (turn the check off with --allow-conflicts or "
        + "`allow conflicts`)."
    ),
    "check.ambiguity": (
      "Ambiguous layout",
      "A layout pass left a view's frame ambiguous (turn the check off with --allow-ambiguity "
        + "or `allow ambiguity`)."
    ),
    "check.staleFrames": (
      "Animation from a frame never laid out",
      "An animation started from a frame no layout pass committed (turn the check off with "
        + "--allow-stale-frames or `allow stale-frames`)."
    ),
    "animsim.cannotRead": ("File cannot be read", "animsim could not read the file."),
    "scenario.conflict": (
      "Constraint broken by a conflict",
      "Required constraints conflicted and Auto Layout broke one; the notes list the others."
    ),
    "scenario.ambiguity": (
      "Ambiguous layout", "Some views' frames are not uniquely determined by the constraints."
    ),
    "scenario.staleFrame": (
      "Animation from a frame never laid out",
      "A view animates from a frame that no layout pass committed."
    ),
    "ib.misplaced": (
      "Misplaced view",
      "The frame saved in the document differs from the solved one by more than 0.5 pt."
    ),
    "ib.conflict": (
      "Conflicting constraints", "Required constraints of the scene conflict; one was broken."
    ),
    "ib.ambiguous": (
      "Ambiguous layout", "The scene's constraints do not determine the view's frame."
    ),
    "ib.staleSavedFrames": (
      "Stale saved frames",
      "The saved frames miss a required constraint of the document: IB left it in conflict "
        + "or did not lay it out again after a resize."
    ),
    "ib.malformedXML": ("Malformed XML", "The document is not well-formed XML."),
  ]

  /// `unknownView` as `unknown view`, `invalidUTF8` as `invalid utf8`: a space before a
  /// capital that follows a lower-case letter, all lower case.
  static func words(_ camelCase: String) -> String {
    var result = ""
    var previous: Character?
    for character in camelCase {
      if character.isUppercase, let previous, previous.isLowercase {
        result.append(" ")
      }
      result += character.lowercased()
      previous = character
    }
    return result
  }
}
