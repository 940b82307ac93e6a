import Diagnostics

/// What is wrong in an Interface Builder document; `IBProblem+Wording.swift` words it.
public enum IBProblem: DiagnosticMessage {
  /// The text is not well-formed XML (what the parser met).
  case malformedXML(XMLSyntaxError)
  /// A note on `malformedXML`: where the element named in it was opened.
  case openedHere(element: String)
  /// The root element is not `<document>`.
  case notADocument(String)
  /// A view element of a kind the importer does not know: laid out as a plain view.
  case unknownElement(String)
  /// An element that matters for layout but is not modelled yet: skipped.
  case ignoredElement(String)
  /// A required attribute is missing.
  case missingAttribute(element: String, attribute: String)
  /// An attribute that should be a number is not.
  case invalidNumber(attribute: String, value: String)
  /// A constraint names an id that is not a view or guide of its scene.
  case unknownItem(String)
  /// A constraint attribute name that is not a layout attribute: the constraint is skipped.
  case unknownAttribute(String)
  /// A constraint `relation` that is not `equal`, `greaterThanOrEqual` or
  /// `lessThanOrEqual`: the constraint is skipped.
  case unknownRelation(String)
  /// A stack view `axis` that is not `horizontal` or `vertical`: the stack is horizontal.
  case unknownStackAxis(String)
  /// A stack view `distribution` UIKit does not have: the stack fills.
  case unknownStackDistribution(String)
  /// A stack view `alignment` UIKit does not have (AppKit's `centerY`, `baseline`): the
  /// stack fills.
  case unknownStackAlignment(String)
  /// An NSStackView `alignment` that is not an attribute AppKit stacks align by: the stack
  /// centres its views (AppKit's default).
  case unknownAppKitStackAlignment(String)
  /// A constraint that Auto Layout refuses (the reason from Layout).
  case invalidConstraint(id: String, reason: String)
  /// A scene id (`--scene ID`, a script's `load … scene "ID"`) that names no scene; the scene ids available.
  case missingScene(String, available: [String])
  /// The document has nothing to lay out.
  case noScenes
  /// A view whose saved frame differs from the solved one (descriptions of both rects).
  case misplaced(view: String, saved: String, solved: String)
  /// A constraint broken because required constraints conflicted.
  case conflict(constraint: String)
  /// Views whose frame the constraints do not determine.
  case ambiguous(views: [String])
  /// IB's saved frames miss a required constraint of the document (its name, by how many
  /// points): IB left the document in conflict or did not lay it out again after a resize.
  case staleSavedFrames(constraint: String, missedBy: Double)
}

/// A diagnostic about an Interface Builder document (its message is an `IBProblem`).
public typealias IBDiagnostic = Diagnostic<IBProblem>
