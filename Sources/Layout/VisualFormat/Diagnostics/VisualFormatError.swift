/// Why a visual format string was rejected, where, and in which format.
///
/// A diagnostic is data: a typed ``Reason`` with its payload, the format, and the 0-based
/// offset of the offending character (the column Apple's caret points at). The wording
/// is rendered in one place, ``message`` and ``description`` in
/// `VisualFormatError+Rendering.swift`, as Apple's `NSInvalidArgumentException` reason.
public struct VisualFormatError: Error, Equatable, Sendable {
  /// What went wrong.
  ///
  /// Each case renders to one of Apple's parser messages.
  public enum Reason: Equatable, Sendable {
    /// The format is the empty string.
    case emptyString
    /// The format contains a character outside ASCII.
    case nonASCII
    /// The format starts with `H` or `V` but the next character is not `:`.
    case expectedColonAfterOrientation(Axis)
    /// A leading `|` is the whole rest of the format.
    case expectedConnectionAfterBar
    /// After a connection there is neither `[` nor `|`.
    case expectedViewOrBar
    /// Characters follow the trailing `|`.
    case expectedEndOfFormat
    /// A view (`[`) was expected, or the format ends right after `[`.
    case expectedView
    /// The character after `[` cannot start a view name.
    case expectedViewName
    /// A view name that is not a key in the views dictionary.
    case unknownView(String)
    /// After a view name there is neither `]` nor `(`.
    case expectedClosingBracket
    /// The format ends right after the `(` of a view's predicate list.
    case unexpectedEndInView
    /// A view's predicate list ends with `)` but no `]` follows.
    case expectedClosingBracketAfterPredicates
    /// A view's predicate list does not end with `)`.
    case unterminatedViewPredicates
    /// A connection's parenthesised predicate list does not end with `)`.
    case unterminatedConnectionPredicates
    /// A connection's predicate is not followed by `-`.
    case expectedDash
    /// A connection's predicate is followed by `,`: lists need parentheses.
    case expectedDashBeforeList
    /// `--` in a connection: a minus sign or an extra bar? Negative numbers need parentheses.
    case ambiguousMinus
    /// The format ends where a predicate should start.
    case expectedMoreInput
    /// `<`, `=` or `>` not followed by `=`.
    case unknownRelation
    /// Neither a number nor a name where a constant or priority should be.
    case expectedConstant
    /// A `-` where a constant should be, with no number after it.
    case malformedNumber
    /// A constant or metric that is infinite or not a number, as written (animsim's own
    /// check: UIKit refuses such a constant only later, when the constraint is built).
    case nonFiniteConstant(Double)
    /// A name that is neither a metric nor a view.
    case unknownMetric(String)
    /// A view name used as a connection's spacing (or priority).
    case viewAsSpacing(String)
    /// A priority of 0 or less (or not a number), as written.
    case priorityNotPositive(Double)
    /// A priority above 1000 (required), as written.
    case priorityAboveRequired(Double)
    /// `|` next to a view that has no superview.
    case missingSuperview
    /// `spacingBaselineToBaseline` with a horizontal format.
    case baselineToBaselineInHorizontalLayout
    /// An alignment option along the layout axis (e.g. `alignAllLeading` in `H:`); the
    /// payload is that axis.
    case alignmentAlongLayoutAxis(Axis)
  }

  /// Why the format was rejected.
  public let reason: Reason
  /// The format string as given.
  public let format: String
  /// The 0-based offset of the offending character.
  ///
  /// It equals the format's length when input ran out. For ``Reason/nonASCII`` it counts the Unicode scalars before the first
  /// non-ASCII one; for ``Reason/emptyString`` it is 0.
  public let offset: Int

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - reason: Why the format was rejected.
  ///   - format: The format string as given.
  ///   - offset: The 0-based offset of the offending character.
  public init(_ reason: Reason, format: String, offset: Int) {
    self.reason = reason
    self.format = format
    self.offset = offset
  }
}
