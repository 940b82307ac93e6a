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
  /// - Parameter source: The file the diagnostic points into; when `nil` or when the line
  ///   is out of range, only the header (and hint) are rendered.
  /// - Returns: The text, ending with a newline.
  public func rendered(source: SourceFile?) -> String {
    var out = description + "\n"
    if let source, location.line >= 1, location.line <= source.lines.count {
      let scalars = source.lines[location.line - 1]
      var line = ""
      line.unicodeScalars.append(contentsOf: scalars)
      out += line + "\n"
      var caret = ""
      let prefix = min(max(location.column - 1, 0), scalars.count)
      for scalar in scalars[..<prefix] {
        caret += scalar == "\t" ? "\t" : " "
      }
      if location.column - 1 > scalars.count {
        caret += String(repeating: " ", count: location.column - 1 - scalars.count)
      }
      out += caret + "^\n"
    }
    if let hint = message.hint {
      out += "hint: " + hint + "\n"
    }
    for note in notes {
      out += note.rendered(source: source)
    }
    return out
  }
}

extension Array where Element == Diagnostic {
  /// Renders every diagnostic in order (see `Diagnostic.rendered(source:)`).
  public func rendered(source: SourceFile?) -> String {
    map { $0.rendered(source: source) }.joined()
  }
}
