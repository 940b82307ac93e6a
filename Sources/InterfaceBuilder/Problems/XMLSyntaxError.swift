/// What makes a document's text not well-formed XML, decoded from the parser's error code;
/// `IBProblem+Wording.swift` words it.
///
/// Foundation's `XMLParser` reports an `NSError` in `NSXMLParserErrorDomain` whose code is
/// libxml2's: Apple's `XMLParser.ErrorCode` documentation says "for error codes not listed
/// here, see the `<libxml/xmlerror.h>` header file", and its cases are libxml2's
/// `xmlParserErrors` in order (`prematureDocumentEndError` = 5 = `XML_ERR_DOCUMENT_END`,
/// `tagNameMismatchError` = 76 = `XML_ERR_TAG_NAME_MISMATCH`). The numbers below are
/// libxml2's (include/libxml/xmlerror.h, `enum xmlParserErrors`), checked against what
/// swift-corelibs-foundation's FoundationXML reports for each malformed input of
/// `IBReaderTests`.
public enum XMLSyntaxError: Hashable, Sendable {
  /// The text ends while an element is open (`XML_ERR_DOCUMENT_END` 5, also what the parser
  /// reports last after any other error): the innermost open element's name, if any.
  case unexpectedEnd(unclosed: String?)
  /// A closing tag names another element than the open one (`XML_ERR_TAG_NAME_MISMATCH` 76,
  /// `XML_ERR_LTSLASH_REQUIRED` 74): the open element and the closing tag's name, when known.
  case mismatchedTag(open: String?, closing: String?)
  /// A start tag does not end with `>` or `/>` (`XML_ERR_GT_REQUIRED` 73,
  /// `XML_ERR_TAG_NOT_FINISHED` 77).
  case unfinishedTag
  /// A character XML does not allow (`XML_ERR_INVALID_CHAR` 9: control characters other
  /// than tab, line feed and carriage return; invalid UTF-8 is 81).
  case invalidCharacter
  /// Bytes that are not in the declared encoding (`XML_ERR_INVALID_ENCODING` 81,
  /// `XML_ERR_UNKNOWN_ENCODING` 31, `XML_ERR_UNSUPPORTED_ENCODING` 32).
  case invalidEncoding
  /// An attribute value without quotes (`XML_ERR_ATTRIBUTE_NOT_STARTED` 39,
  /// `XML_ERR_STRING_NOT_STARTED` 33).
  case unquotedAttribute
  /// An attribute value whose quote is not closed (`XML_ERR_ATTRIBUTE_NOT_FINISHED` 40,
  /// `XML_ERR_STRING_NOT_CLOSED` 34).
  case unclosedAttribute
  /// An attribute name without `=` and a value (`XML_ERR_ATTRIBUTE_WITHOUT_VALUE` 41,
  /// `XML_ERR_EQUAL_REQUIRED` 75).
  case attributeWithoutValue
  /// The same attribute twice in one tag (`XML_ERR_ATTRIBUTE_REDEFINED` 42).
  case duplicateAttribute
  /// A `<` inside an attribute value (`XML_ERR_LT_IN_ATTRIBUTE` 38).
  case lessThanInAttribute
  /// A `&` that starts no entity reference, or one without its `;`
  /// (`XML_ERR_ENTITYREF_NO_NAME` 22, `XML_ERR_ENTITYREF_SEMICOL_MISSING` 23).
  case bareAmpersand
  /// An entity reference XML does not define (`XML_ERR_UNDECLARED_ENTITY` 26, 27).
  case undeclaredEntity
  /// A name was expected (`XML_ERR_NAME_REQUIRED` 68: `<` or `&` followed by no name).
  case nameExpected
  /// A comment without its `-->` (`XML_ERR_COMMENT_NOT_FINISHED` 45) or with `--` inside (80).
  case unfinishedComment
  /// The text holds no element, or text before the first one (`XML_ERR_DOCUMENT_EMPTY` 4,
  /// `XML_ERR_DOCUMENT_START` 3).
  case noRootElement
  /// Something after the root element ends (`XML_ERR_DOCUMENT_END` reported after the root,
  /// `XML_ERR_EXTRA_CONTENT` 86).
  case contentAfterRoot
  /// Any other code of libxml2's list.
  case other(code: Int)

  /// The problem libxml2's error `code` stands for; `open` is the innermost open element
  /// when the parser stopped (nil when none is open), `closing` the name of the closing tag
  /// at the error, when there is one.
  ///
  /// - Parameters:
  ///   - code: The `NSError` code in `NSXMLParserErrorDomain`.
  ///   - open: The innermost open element's name.
  ///   - closing: The name in a `</name` just before the error's position.
  public init(code: Int, open: String?, closing: String?) {
    switch code {
    case 5: self = open == nil ? .contentAfterRoot : .unexpectedEnd(unclosed: open)
    case 76, 74: self = .mismatchedTag(open: open, closing: closing)
    case 73, 77: self = .unfinishedTag
    case 9: self = .invalidCharacter
    case 31, 32, 81: self = .invalidEncoding
    case 33, 39: self = .unquotedAttribute
    case 34, 40: self = .unclosedAttribute
    case 41, 75: self = .attributeWithoutValue
    case 42: self = .duplicateAttribute
    case 38: self = .lessThanInAttribute
    case 22, 23: self = .bareAmpersand
    case 26, 27: self = .undeclaredEntity
    case 68: self = .nameExpected
    case 45, 80: self = .unfinishedComment
    case 3, 4: self = .noRootElement
    case 86: self = .contentAfterRoot
    default: self = .other(code: code)
    }
  }

  /// How telling the error is when several are reported at one position: libxml2 reports a
  /// missing `>` (73) before the invalid character that caused it (9).
  var specificity: Int {
    switch self {
    case .invalidCharacter, .invalidEncoding: return 2
    case .other: return 0
    default: return 1
    }
  }
}
