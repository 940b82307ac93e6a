import Diagnostics
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension IBParserDelegate {
  /// Records a syntax error the parser reported.
  ///
  /// The first one stands, unless a later one at the same position says more (libxml2 reports the missing `>` before the invalid
  /// character that caused it). A document error already recorded (`fail`) stands.
  ///
  /// The error points at the parser's position, or for a mismatched closing tag at its
  /// `</`; a note points at the open element it concerns.
  ///
  /// - Parameters:
  ///   - code: The `NSError` code (libxml2's, see `XMLSyntaxError`).
  ///   - parser: The parser, for its position.
  func recordSyntaxError(code: Int, parser: XMLParser) {
    var location = TextLocation(
      line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    var closing: String?
    if code == 76 || code == 74, let tag = closingTag(before: location) {
      closing = tag.name
      location = tag.location
    }
    let error = XMLSyntaxError(code: code, open: openTags.last?.name, closing: closing)
    if let failure {
      guard case .malformedXML(let first) = failure.message, failure.location == location,
        error.specificity > first.specificity
      else { return }
    }
    var diagnostic = IBDiagnostic(.error, .malformedXML(error), file: file, at: location)
    switch error {
    case .unexpectedEnd(.some), .mismatchedTag(.some, _):
      if let open = openTags.last {
        diagnostic.notes.append(
          IBDiagnostic(
            .note, .openedHere(element: open.name), file: file,
            at: self.location(of: open.name, near: max(open.line, 1))))
      }
    default: break
    }
    failure = diagnostic
  }

  /// The `</name` that ends at or before `location` on its line: the name and where its `<`
  /// is; nil when the line has none.
  private func closingTag(before location: TextLocation) -> (
    name: String, location: TextLocation
  )? {
    guard location.line <= source.lines.count else { return nil }
    let scalars = source.lines[location.line - 1]
    var start = min(location.column - 1, scalars.count) - 1
    while start >= 1 {
      if scalars[start - 1] == "<" && scalars[start] == "/" {
        var name = ""
        var index = start + 1
        while index < scalars.count, scalars[index] != ">", scalars[index] != " " {
          name.unicodeScalars.append(scalars[index])
          index += 1
        }
        return (name, TextLocation(line: location.line, column: start))
      }
      start -= 1
    }
    return nil
  }
}
