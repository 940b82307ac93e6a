/// A script's text split into lines, with the file name used in diagnostics.
public struct SourceFile: Hashable, Sendable {
  /// The name shown in diagnostics (usually the path as the user typed it).
  public var name: String
  /// The lines without their line terminators, each as Unicode scalars.
  public var lines: [[Unicode.Scalar]]
  /// Where the bytes were not valid UTF-8, when they were given as bytes.
  public var invalidEncoding: ScriptLocation?

  /// Creates a source file from text.
  ///
  /// Lines end at `\n`; a `\r` before it is dropped.
  /// - Complexity: O(n) in the length of the text.
  public init(name: String, text: String) {
    self.name = name
    self.lines = SourceFile.splitLines(Array(text.unicodeScalars))
    self.invalidEncoding = nil
  }

  /// Creates a source file from raw bytes, recording the first invalid UTF-8 sequence.
  ///
  /// Invalid sequences decode as U+FFFD, so the rest of the file can still be shown.
  /// - Complexity: O(n) in the number of bytes.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var firstInvalid: Int?
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
      case .emptyInput:
        break decoding
      case .error:
        if firstInvalid == nil { firstInvalid = scalars.count }
        scalars.append("\u{FFFD}")
      }
    }
    self.lines = SourceFile.splitLines(scalars)
    if let firstInvalid {
      var line = 1
      var column = 1
      for scalar in scalars[..<firstInvalid] {
        if scalar == "\n" {
          line += 1
          column = 1
        } else if scalar != "\r" {
          column += 1
        }
      }
      self.invalidEncoding = ScriptLocation(line: line, column: column)
    } else {
      self.invalidEncoding = nil
    }
  }

  /// The text of a 1-based line, or an empty string past the end of the file.
  public func text(ofLine line: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    var result = ""
    result.unicodeScalars.append(contentsOf: lines[line - 1])
    return result
  }

  private static func splitLines(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    for scalar in scalars {
      if scalar == "\n" {
        if current.last == "\r" { current.removeLast() }
        lines.append(current)
        current = []
      } else {
        current.append(scalar)
      }
    }
    if current.last == "\r" { current.removeLast() }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
