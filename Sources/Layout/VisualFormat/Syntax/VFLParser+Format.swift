extension VFLParser {
  /// The format's bytes, after Apple's two checks that run before parsing.
  ///
  /// Apple converts the format to an ASCII C string first and rejects the empty string
  /// and strings that do not convert, each with a message of its own and no caret.
  ///
  /// - Parameter format: The visual format string.
  /// - Returns: Its bytes, one per character.
  /// - Throws: ``VisualFormatError/Reason/emptyString`` or
  ///   ``VisualFormatError/Reason/nonASCII`` (offset: Unicode scalars before the first
  ///   non-ASCII one).
  static func asciiBytes(of format: String) throws(VisualFormatError) -> [UInt8] {
    guard !format.isEmpty else { throw VisualFormatError(.emptyString, format: format, offset: 0) }
    var offset = 0
    for scalar in format.unicodeScalars {
      guard scalar.isASCII else {
        throw VisualFormatError(.nonASCII, format: format, offset: offset)
      }
      offset += 1
    }
    return Array(format.utf8)
  }

  /// Checks and parses a format, stopping at the first syntax error.
  ///
  /// Errors Apple raises while building constraints (superview, alignment, baseline) are
  /// not checked here; ``VFLLowering`` checks them.
  ///
  /// - Parameters:
  ///   - format: The visual format string.
  ///   - names: The metrics and the views-dictionary lookup.
  /// - Returns: The parse result (the format, or its completed part and the first error).
  /// - Throws: The empty-string or non-ASCII error.
  static func parse(_ format: String, names: Names) throws(VisualFormatError) -> VFLParseResult {
    var parser = VFLParser(bytes: try asciiBytes(of: format), names: names)
    return parser.parse()
  }
}
