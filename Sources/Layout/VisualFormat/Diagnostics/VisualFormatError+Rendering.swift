extension VisualFormatError: CustomStringConvertible {
  /// Apple's exception reason, exactly: header, message, format and caret line.
  ///
  /// `"Unable to parse constraint format: \n<message> \n<format> \n<offset spaces>^"`
  /// (each of the first three lines ends in a space). The empty-string and non-ASCII
  /// checks happen before Apple's parser starts, so their reason is the message alone.
  public var description: String {
    switch reason {
    case .emptyString, .nonASCII:
      return message
    default:
      return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caretLine)"
    }
  }

  /// The caret line: `offset` spaces, then `^`.
  public var caretLine: String {
    String(repeating: " ", count: offset) + "^"
  }

  /// Apple's message text for ``reason``, without the header, format and caret.
  public var message: String {
    switch reason {
    case .emptyString:
      return "Unable to parse constraint format: It's an empty string."
    case .nonASCII:
      return "Unable to parse constraint format: It contains non-ASCII characters."
    case .expectedColonAfterOrientation(.horizontal):
      return "Expected ':' after 'H' to specify horizontal arrangement"
    case .expectedColonAfterOrientation(.vertical):
      return "Expected ':' after 'V' to specify vertical arrangement"
    case .expectedConnectionAfterBar:
      return "Expected a connection after the '|' character"
    case .expectedViewOrBar:
      return "Expected a view or '|'"
    case .expectedEndOfFormat:
      return "Expected the end of the format string"
    case .expectedView:
      return "Expected a view"
    case .expectedViewName:
      return "Expected a view. View names must start with a letter or an underscore, "
        + "then contain letters, numbers, and underscores."
    case .unknownView(let name):
      return "\(name) is not a key in the views dictionary."
    case .expectedClosingBracket:
      return "Expected a ']' here. That is how you give the end of a view."
    case .unexpectedEndInView:
      return "Unexpectedly ran out of character fodder in the middle of parsing a view"
    case .expectedClosingBracketAfterPredicates:
      return "Expected ']' after specifying thickness."
    case .unterminatedViewPredicates:
      return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    case .unterminatedConnectionPredicates:
      return "Expected a ')' at the end of a constraint modifier, "
        + "or a ',' before another constraint modifier"
    case .expectedDash:
      return "Expected a '-' here"
    case .expectedDashBeforeList:
      return "Expected a '-' here. To specify a list of constraints, "
        + "you must use parentheses around the list of constraints"
    case .ambiguousMinus:
      return "Cannot tell if this - is a minus sign or an accidental extra bar in the "
        + "connection. Use parentheses around negative numbers."
    case .expectedMoreInput:
      return "Expected more input"
    case .unknownRelation:
      return "Unknown relation. Must be ==, >=, or <="
    case .expectedConstant:
      return "Expected a number or key from the metrics dictionary, "
        + "but encountered something else"
    case .malformedNumber:
      return "Expected a number or a key from the metrics dictionary, "
        + "but encountered something else"
    case .nonFiniteConstant(let value):
      return
        "Constant is not finite: \(value.printfG). Constants and metrics must be finite numbers."
    case .unknownMetric(let name):
      return "Encountered metric with name \"\(name)\", "
        + "but value was not specified in metrics or views dictionaries"
    case .viewAsSpacing:
      return "It's not possible to set a space equal to the width or height of a view.  "
        + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    case .priorityNotPositive(let value):
      return "Invalid priority specified: \(value.printfG). Priority must be greater than 0"
    case .priorityAboveRequired(let value):
      return "Invalid priority specified: \(value.printfG). "
        + "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    case .missingSuperview:
      return "Unable to interpret '|' character, "
        + "because the related view doesn't have a superview"
    case .baselineToBaselineInHorizontalLayout:
      return "BaselineToBaseline format option not valid for horizontal layout"
    case .alignmentAlongLayoutAxis(.horizontal):
      return "Options mask required views to be aligned on a horizontal edge, "
        + "which is not allowed for layout that is also horizontal."
    case .alignmentAlongLayoutAxis(.vertical):
      return "Options mask required views to be aligned on a vertical edge, "
        + "which is not allowed for layout that is also vertical."
    }
  }
}
