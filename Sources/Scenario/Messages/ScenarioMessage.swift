import Diagnostics
import InterfaceBuilder

/// What a script's diagnostic says, as data; `ScenarioMessage+Wording.swift` turns it into
/// words.
public enum ScenarioMessage: DiagnosticMessage {
  // MARK: - Lexical

  /// The bytes are not valid UTF-8.
  case invalidUTF8
  /// A character that cannot start a token.
  case unexpectedCharacter(Unicode.Scalar)
  /// A string without its closing quote on the same line.
  case unterminatedString
  /// A backslash escape other than `\"` and `\\`.
  case unknownEscape(Unicode.Scalar)
  /// Letters glued to a number that are not a duration unit (`100px`).
  case invalidNumberSuffix(String)
  /// A number literal too large to be meaningful.
  case numberTooLarge(String)

  // MARK: - Syntax

  /// A line that starts with an unknown word.
  case unknownStatement(String, suggestion: String?)
  /// Something else was found where the grammar needs `expected`.
  case expected(String, found: String)
  /// Tokens left over after a complete statement.
  case extraInput(String)
  /// An option word a statement does not know.
  case unknownOption(statement: String, option: String, suggestion: String?)
  /// The same option given twice in one statement.
  case duplicateOption(String)
  /// A name that is not a layout attribute.
  case unknownAttribute(String, suggestion: String?)
  /// A name that is not a timing curve.
  case unknownCurve(String, suggestion: String?)
  /// A name that is not an autoresizing flag.
  case unknownAutoresizingFlag(String, suggestion: String?)
  /// A word that is not one of the allowed values (`spacing wide`).
  case unknownValue(String, allowed: [String], suggestion: String?)
  /// A `}` that shares its line with other tokens.
  case closingBraceNotAlone
  /// A `}` with no open block.
  case unexpectedClosingBrace
  /// A block whose `}` never comes; located at its `{`.
  case unterminatedBlock
  /// An `animate` inside an `animate`.
  case nestedAnimate
  /// A statement that cannot appear inside an `animate` block.
  case notAllowedInAnimate(String)
  /// A line ending in `{` that is not an `animate`.
  case unexpectedBlock(String)
  /// A physical spring that decays too slowly to settle within the time limit.
  case springNeverSettles
  /// A `repeat` without a count (it would never end).
  case repeatNeedsCount
  /// `<`, `>` or `!=` in a constraint, which relates with `==`, `<=` or `>=` only.
  case strictRelationInConstraint(String)
  /// A word in a transform list that is not a transform function.
  case unknownTransform(String, suggestion: String?)
  /// A transform compared with an ordering relation (it compares with `==` or `!=`).
  case transformNeedsEquality(String)
  /// `max`/`min` of something that is not one number (a frame, a transform, a size).
  case extremeNeedsNumber(String)
  /// `at` on an expectation over time (`always`, `never`, `eventually`, `max`, `min`).
  case atWithQuantifier(String)
  /// `during` or `by` on a check at one time, or the one that does not fit the quantifier.
  case optionNeedsQuantifier(option: String, quantifiers: String)
  /// `T1..T2` with T2 before T1.
  case emptyRange(start: Double, end: Double)

  // MARK: - Validation

  /// A number outside the range its place allows.
  case outOfRange(Quantity, value: Double)
  /// A fractional number where a whole number is needed.
  case notAnInteger(Quantity, value: Double)
  /// The script never says `screen WxH`.
  case missingScreen
  /// A setup statement given twice; `firstLine` is where it was first given.
  case duplicateSetting(String, firstLine: Int)
  /// A view, guide, constraint id or metric name used twice.
  case duplicateName(String, firstLine: Int)
  /// A name that is reserved (`root`).
  case reservedName(String)
  /// A view or guide that was not declared (before this line).
  case unknownView(String, suggestion: String?)
  /// A constraint id that was not declared (before this line).
  case unknownConstraint(String, suggestion: String?)
  /// `pause|resume|reverse|scrub|stop NAME` before any `animator NAME`.
  case unknownAnimator(String, suggestion: String?)
  /// `scroll` on a view that is not a scroll view.
  case notAScrollView(String)
  /// A stack-view property set on a view that is not a stack view.
  case notAStackView(String)
  /// `spacingAfter` on a view that is not arranged by a stack view (or `add … at N` into a
  /// view that is not a stack).
  case notArranged(String)
  /// `remove root` or `add root in …`.
  case rootIsFixed
  /// `add a in b` where b is a or inside a.
  case addMakesCycle(view: String, parent: String)
  /// `add v in stack at N` with N beyond the arranged views.
  case arrangedIndexBeyond(index: Int, count: Int, stack: String)
  /// A layout guide used where a view is needed (as a parent).
  case guideCannotContain(String)
  /// `set x.intrinsic` on a view or constraint that cannot take it.
  case propertyNeedsView(String, property: String)
  /// `set x.constant` / `priority` on a name that is a view, not a constraint.
  case propertyNeedsConstraint(String, property: String)
  /// A constraint id used where a view is needed.
  case notAView(String)
  /// A view used where a constraint id is needed.
  case notAConstraint(String)
  /// An attribute that expectations cannot read from a frame.
  case attributeNotMeasurable(String)
  /// `screen` after the first action (a resize) when no `screen` came before.
  case screenBeforeFirstAction
  /// `device NAME` with a name that is neither a device nor an Interface Builder id.
  case unknownDevice(String, suggestion: String?)
  /// `screen WxH safeArea T,L,B,R` whose opposite insets add up to more than the screen's
  /// side (`axis`: "width" or "height"; `insets` their sum, `side` the screen's side).
  case safeAreaBeyondScreen(axis: String, insets: Double, side: Double)
  /// `device iPhone 15 Pro`: a device's name written with spaces; `name` is the device.
  case spacedDeviceName(String, name: String)
  /// What a UIKit developer types (`card.topAnchor`, `x.frame.y`,
  /// `card.safeAreaLayoutGuide`) where the script has its own spelling (`script`).
  case uikitSpelling(written: String, script: String)
  /// A note at a loaded constraint's element in its document: its Interface Builder id.
  case declaredInDocument(id: String)
  /// `set card.top.constant = 20`: a view's attribute where a constraint id belongs.
  case propertyOnAttribute(view: String, attribute: String, property: String)
  /// `view.content.attr` or `view.frame.attr` on a view that is not a scroll view.
  case guideNeedsScrollView(view: String, guide: String)
  /// `view.keyboard.attr` on a view other than root.
  case keyboardGuideOnRoot(String)
  /// A margin or baseline attribute of a guide (`root.safeArea.topMargin`).
  case guideAttribute(guide: String, attribute: String)
  /// An expectation on a guide's attribute (`expect root.safeArea.top …`) is not supported.
  case guideNotMeasurable(String)

  // MARK: - Layout and running

  /// The VFL string is invalid; the payload is the VFL parser's own wording, and a
  /// suggestion when the format names an unknown view or metric.
  case invalidVisualFormat(String, suggestion: String?)
  /// An `align` attribute that is not an NSLayoutFormatOptions alignment.
  case notAnAlignment(String)
  /// Layout refused the constraint; `message` is Layout's wording.
  case invalidConstraint(String)
  /// Layout refused an action (for example a priority change between required and optional).
  case invalidAction(String)
  /// `set ID.priority = N` across required (1000) on an active constraint, which UIKit
  /// refuses (`NSInternalInconsistencyException`); `constraint` as the script names it (an
  /// id, or an Interface Builder id's `IBReference` key).
  case requiredPriorityChange(constraint: String, from: Double, to: Double)
  /// The timeline would need more frames than allowed.
  case timelineTooLong(frames: Double, limit: Int)
  /// The animator refused an animation; `message` is its wording.
  case invalidAnimation(String)

  // MARK: - Interface Builder documents

  /// A problem in a `.storyboard` or `.xib` document (`IBProblem` says which).
  case interfaceBuilder(IBProblem)
  /// `load` could not read or parse its document (the path and the reason).
  case cannotLoad(path: String, reason: String)
  /// `load` after the first action.
  case loadAfterAction

  // MARK: - Warnings

  /// Layout broke constraints to satisfy the rest; `broken` describes the broken one.
  case conflict(broken: String, involved: Int)
  /// A note on a conflict: another member of the minimal conflicting set. `generatedFrom`
  /// says where a constraint the script did not write comes from (`nil` for script lines).
  case conflictsWith(constraint: String, generatedFrom: String?)
  /// Some views' frames are not uniquely determined.
  case ambiguity(views: [String])
  /// An animation starts from a frame that no layout pass ever committed.
  case staleFrame(view: String)
}

/// A number's place in the language, which decides its allowed range.
public enum Quantity: Hashable, Sendable, CaseIterable {
  case screenSize, fps, duration, delay, repeatCount, wait, time, tolerance
  case priority, fontSize, intrinsicSize, frameOrigin, frameSize, scrollOffset
  case constant, multiplier, metric, curveControlPoint, curveParameter, steps
  case dampingRatio, springVelocity
  /// A position among a stack's arranged views (`add v in stack at N`).
  case arrangedIndex
  /// A fraction of an animation (0…1): `scrub … to F`, keyframe starts and durations.
  case fraction
  case scale, keyboardHeight, margin
  /// A safe-area inset of `screen … safeArea` (extension), in points.
  case safeAreaInset
  /// `view.alpha` (v2): 0…1.
  case alpha
  /// `translate(tx, ty)` (v2), in points.
  case translation
  /// `scale(s)` (v2).
  case transformScale
  /// `rotate(a)` (v2), in radians (degrees with `deg`).
  case angle
}
