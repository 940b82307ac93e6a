// The one place where a document's diagnostics become words.

import Diagnostics
import Layout

extension IBProblem {
  /// The domain of every document problem's id: `ib.misplaced`, `ib.malformedXML`.
  public static var diagnosticDomain: String { "ib" }

  /// The message text for a document problem.
  public var text: String {
    switch self {
    case .malformedXML(let reason): return "malformed XML: \(reason)"
    case .notADocument(let root):
      return "'\(root)' is not an Interface Builder document (expected '<document>')"
    case .unknownElement(let name):
      return "element '\(name)' is not modelled; it is laid out as a plain view"
    case .ignoredElement(let name):
      return "element '\(name)' is not modelled yet and is ignored"
    case .missingAttribute(let element, let attribute):
      return "'<\(element)>' has no '\(attribute)' attribute"
    case .invalidNumber(let attribute, let value):
      return "attribute '\(attribute)' is not a number: '\(value)'"
    case .unknownItem(let id): return "constraint refers to unknown id '\(id)'"
    case .unknownAttribute(let name): return "unknown constraint attribute '\(name)'"
    case .unknownRelation(let name):
      return "unknown constraint relation '\(name)'; expected "
        + Self.choice(LayoutRelation.ibNames) + " (the constraint is skipped)"
    case .unknownStackAxis(let name):
      return "unknown stack view axis '\(name)'; expected " + Self.choice(Axis.ibNames)
        + " (using 'horizontal')"
    case .unknownStackDistribution(let name):
      return "unknown stack view distribution '\(name)'; expected "
        + Self.choice(StackView.Distribution.ibNames) + " (using 'fill')"
    case .unknownStackAlignment(let name):
      return "unknown stack view alignment '\(name)'; expected "
        + Self.choice(StackView.Alignment.ibNames) + " (using 'fill')"
    case .invalidConstraint(let id, let reason): return "constraint '\(id)' is invalid: \(reason)"
    case .missingScene(let id, _): return "no scene or top-level view with id '\(id)'"
    case .noScenes: return "the document has no scene with a view"
    case .misplaced(let view, let saved, let solved):
      return "view '\(view)' is misplaced: saved frame \(saved), solved \(solved)"
    case .conflict(let constraint): return "conflicting constraints: '\(constraint)' was broken"
    case .ambiguous(let views):
      return "ambiguous layout for " + views.map { "'\($0)'" }.joined(separator: ", ")
    case .staleSavedFrames(let constraint, let missedBy):
      return
        "the saved frames miss constraint '\(constraint)' by \(NumberWording.text(missedBy, fractionDigits: 3)) pt"
    }
  }

  /// A follow-up hint for a document problem, when one helps.
  public var hint: String? {
    switch self {
    case .missingScene(_, let available):
      return available.isEmpty ? nil : "scenes: " + available.joined(separator: ", ")
    case .unknownItem: return "the id must be a view or layout guide of the same scene"
    case .unknownAttribute(let name):
      return Self.didYouMean(name, LayoutAttribute.allCases.map(\.name))
    case .unknownRelation(let name): return Self.didYouMean(name, LayoutRelation.ibNames)
    case .unknownStackAxis(let name): return Self.didYouMean(name, Axis.ibNames)
    case .unknownStackDistribution(let name):
      return Self.didYouMean(name, StackView.Distribution.ibNames)
    case .unknownStackAlignment(let name):
      return Self.didYouMean(name, StackView.Alignment.ibNames)
    case .noScenes:
      return "a storyboard needs a view controller with a view; a xib a top-level view"
    case .staleSavedFrames:
      return "IB left the document in conflict or did not lay it out again after a resize; "
        + "Xcode's 'Update Frames' saves frames that satisfy it"
    default: return nil
    }
  }

  /// `'a', 'b' or 'c'`.
  private static func choice(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `did you mean 'x'?` for the closest of `names` to `word`, when one is close enough.
  private static func didYouMean(_ word: String, _ names: [String]) -> String? {
    Suggestion.closest(to: word, in: names).map { "did you mean '\($0)'?" }
  }
}
