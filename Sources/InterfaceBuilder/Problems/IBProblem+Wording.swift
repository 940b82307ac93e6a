// The one place where a document's diagnostics become words.

import Diagnostics
import Layout

extension IBProblem {
  /// The domain of every document problem's id: `ib.misplaced`, `ib.malformedXML`.
  public static var diagnosticDomain: String { "ib" }

  /// The message text for a document problem.
  public var text: String {
    switch self {
    case .malformedXML(let error): return "malformed XML: " + Self.words(error)
    case .openedHere(let element): return "'<\(element)>' is opened here"
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
    case .unknownAppKitStackAlignment(let name):
      return "unknown NSStackView alignment '\(name)'; expected "
        + Self.choice(StackView.Alignment.appKitNames) + " (using 'centerX'/'centerY')"
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
    case .unknownAppKitStackAlignment(let name):
      return Self.didYouMean(name, StackView.Alignment.appKitNames)
    case .noScenes:
      return "a storyboard needs a view controller with a view; a xib a top-level view"
    case .malformedXML(let error): return Self.hint(error)
    case .staleSavedFrames:
      return "IB left the document in conflict or did not lay it out again after a resize; "
        + "Xcode's 'Update Frames' saves frames that satisfy it"
    default: return nil
    }
  }

  /// What is wrong with the XML, in words.
  private static func words(_ error: XMLSyntaxError) -> String {
    switch error {
    case .unexpectedEnd(let unclosed?):
      return "unexpected end of file: '<\(unclosed)>' is not closed"
    case .unexpectedEnd(nil): return "unexpected end of file"
    case .mismatchedTag(let open?, let closing?):
      return "mismatched tag: '</\(closing)>' closes '<\(open)>'"
    case .mismatchedTag(let open?, nil): return "mismatched tag: '<\(open)>' is not closed here"
    case .mismatchedTag(nil, let closing?):
      return "mismatched tag: '</\(closing)>' closes no open element"
    case .mismatchedTag(nil, nil): return "mismatched tag"
    case .unfinishedTag: return "unclosed tag: a start tag does not end with '>' or '/>'"
    case .invalidCharacter: return "invalid character"
    case .invalidEncoding: return "the bytes are not valid in the document's encoding (UTF-8)"
    case .unquotedAttribute: return "an attribute value is not in quotes"
    case .unclosedAttribute: return "an attribute value's quote is not closed"
    case .attributeWithoutValue: return "an attribute has no '=' and value"
    case .duplicateAttribute: return "an attribute is given twice in one tag"
    case .lessThanInAttribute: return "'<' inside an attribute value"
    case .bareAmpersand: return "'&' starts no entity reference ('&name;')"
    case .undeclaredEntity: return "unknown entity reference"
    case .nameExpected: return "a name is expected after '<' or '&'"
    case .unfinishedComment: return "unclosed comment: '<!--' has no '-->'"
    case .noRootElement: return "the document does not start with an element"
    case .contentAfterRoot: return "content after the root element's end"
    case .other(let code): return "XML syntax error (libxml2 error \(code))"
    }
  }

  /// How to fix the XML, when a hint helps.
  private static func hint(_ error: XMLSyntaxError) -> String? {
    switch error {
    case .unexpectedEnd(.some): return "the file may be truncated; close the element"
    case .mismatchedTag(.some, .some):
      return "each '<name>' needs its '</name>' before its parent's closing tag"
    case .invalidCharacter:
      return "XML 1.0 allows no control characters but tab, line feed and carriage return"
    case .lessThanInAttribute: return "write '&lt;' for '<' in an attribute value"
    case .bareAmpersand, .nameExpected: return "write '&amp;' for '&' and '&lt;' for '<' in text"
    case .undeclaredEntity: return "XML defines only &lt; &gt; &amp; &quot; &apos; and &#…;"
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
