import Diagnostics

/// The non-blank token lines of a source, lexed one line at a time as the parser asks.
///
/// Lexing the whole file first would hold every token of it at once (about 700 bytes a
/// line for a typical `constrain` line); the stream holds one line's. Lexical errors
/// collect in `diagnostics`; a line with one is skipped.
struct TokenLineStream: IteratorProtocol {
  /// The lexer doing the work.
  let lexer: Lexer
  /// The script.
  let source: SourceFile
  /// The lexical errors met so far, in line order.
  private(set) var diagnostics: [ScenarioDiagnostic] = []
  /// The next line to lex, 0-based.
  private var index = 0

  /// Starts before the first line; reports an invalid UTF-8 sequence first.
  init(lexer: Lexer, source: SourceFile) {
    self.lexer = lexer
    self.source = source
    if let invalid = source.invalidEncoding {
      diagnostics.append(ScenarioDiagnostic(.error, .invalidUTF8, file: lexer.file, at: invalid))
    }
  }

  /// The next line with tokens, or `nil` at the end of the file.
  ///
  /// - Complexity: O(length of the lines read).
  mutating func next() -> TokenLine? {
    while index < source.lines.count {
      let number = index + 1
      let scalars = source.lines[index]
      index += 1
      switch lexer.tokenize(line: number, scalars) {
      case .success(let line):
        if let line { return line }
      case .failure(let diagnostic):
        // The invalid sequence is already reported once; its U+FFFD is not reported again.
        if source.invalidEncoding?.line != number
          || diagnostic.message != .unexpectedCharacter("\u{FFFD}")
        {
          diagnostics.append(diagnostic)
        }
      }
    }
    return nil
  }
}
