/// How diagnostics are drawn for a terminal: the parts that do not depend on the message type.
public enum DiagnosticRendering {
  /// The most diagnostics `[Diagnostic].rendered(source:limit:)` prints; one line counts the rest.
  ///
  /// A 100 MB script of bad lines has a million errors; printing them all took 3.3 million
  /// lines and most of a minute, and nobody reads past the first screenfuls (compilers cap
  /// similarly: clang's `-ferror-limit` defaults to 20).
  public static let printedLimit = 100

  /// The escape shown for a control character (C0 but tab, DEL, C1), `nil` for others.
  ///
  /// NUL is `\0`; other C0 controls and DEL are `\xHH`; C1 controls (U+0080–U+009F, which
  /// some terminals obey as escape sequences) are `\u{HH}`.
  public static func visible(_ scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    if value == 0 { return "\\0" }
    guard value < 0x20 && scalar != "\t" || value == 0x7F || (0x80...0x9F).contains(value) else {
      return nil
    }
    let hex = String(value, radix: 16, uppercase: true)
    let padded = hex.count < 2 ? "0" + hex : hex
    return value < 0x80 ? "\\x" + padded : "\\u{" + padded + "}"
  }
}

extension Diagnostic {
  /// Renders the diagnostic for a terminal: header, source line, caret, hint, then its
  /// notes rendered the same way.
  ///
  ///     scenes/a.animsim:4:11: error: unknown view 'topGrayy'
  ///     constrain "H:|-[topGrayy]-|"
  ///               ^
  ///     hint: did you mean 'topGray'?
  ///
  /// The caret line copies tabs from the source line so the caret stays under the column.
  /// Control characters in the source line are shown as escapes (`\0`, `\x07`, `\u{9B}`)
  /// rather than sent to the terminal, and the caret line is padded to match.
  /// - Parameter source: The file the diagnostic points into; when `nil` or when the line
  ///   is out of range, only the header (and hint) are rendered.
  /// - Returns: The text, ending with a newline.
  public func rendered(source: SourceFile?) -> String {
    var out = description + "\n"
    if let source, location.line >= 1, location.line <= source.lines.count {
      let scalars = source.lines[location.line - 1]
      var line = ""
      var caret = ""
      let prefix = min(max(location.column - 1, 0), scalars.count)
      for (index, scalar) in scalars.enumerated() {
        let shown = DiagnosticRendering.visible(scalar)
        if index < prefix {
          if scalar == "\t" {
            caret += "\t"
          } else {
            caret += String(repeating: " ", count: shown?.count ?? 1)
          }
        }
        if let shown {
          line += shown
        } else {
          line.unicodeScalars.append(scalar)
        }
      }
      out += line + "\n"
      if location.column - 1 > scalars.count {
        caret += String(repeating: " ", count: location.column - 1 - scalars.count)
      }
      out += caret + "^\n"
    }
    if let hint = message.hint {
      out += "hint: " + hint + "\n"
    }
    // A note in another file (a loaded document) shows no line of this one.
    for note in notes {
      out += note.rendered(source: note.file == file ? source : nil)
    }
    return out
  }

  /// The line that replaces the diagnostics past `printedLimit`, counting them by severity:
  /// `a.animsim: note: 1098934 more errors not shown (only the first 100 are printed)`.
  static func omissionNote(_ omitted: ArraySlice<Diagnostic>, shown: Int) -> String {
    var counts: [(DiagnosticSeverity, Int)] = [(.error, 0), (.warning, 0), (.note, 0)]
    for diagnostic in omitted {
      for slot in counts.indices where counts[slot].0 == diagnostic.severity {
        counts[slot].1 += 1
      }
    }
    let parts = counts.filter { $0.1 > 0 }.map { severity, count in
      "\(count) more \(severity.word)\(count == 1 ? "" : "s")"
    }
    let file = omitted.first?.file ?? ""
    return "\(file): note: \(parts.joined(separator: " and ")) not shown "
      + "(only the first \(shown) are printed)\n"
  }
}

extension Array {
  /// Renders the first `limit` diagnostics in order (see `Diagnostic.rendered(source:)`),
  /// then one line counting the rest.
  ///
  /// - Complexity: O(limit × line length + count).
  public func rendered<Message>(
    source: SourceFile?, limit: Int = DiagnosticRendering.printedLimit
  ) -> String where Element == Diagnostic<Message> {
    var out = ""
    for diagnostic in prefix(limit) {
      out += diagnostic.rendered(source: source)
    }
    if count > limit {
      out += Diagnostic<Message>.omissionNote(self[limit...], shown: limit)
    }
    return out
  }
}
