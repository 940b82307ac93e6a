/// A script's text split into lines, with the file name used in diagnostics.
///
/// The text is kept once, as its UTF-8 bytes, with the offset where each line starts; a
/// line's scalars are decoded when asked for. A 100 MB script therefore costs about 100 MB
/// plus 8 bytes a line, not the 4 bytes a scalar and an array per line that a decoded copy
/// would (about 9× the input).
public struct SourceFile: Hashable, Sendable {
  /// The name shown in diagnostics (usually the path as the user typed it).
  public var name: String
  /// The lines without their line terminators, each as Unicode scalars.
  public var lines: SourceLines
  /// Where the bytes were not valid UTF-8, when they were given as bytes.
  public var invalidEncoding: TextLocation?

  /// Creates a source file from text.
  ///
  /// Lines end at `\n`; a `\r` before it is dropped.
  /// - Complexity: O(n) in the length of the text.
  public init(name: String, text: String) {
    self.name = name
    self.lines = SourceLines(Array(text.utf8))
    self.invalidEncoding = nil
  }

  /// Creates a source file from raw bytes, recording the first invalid UTF-8 sequence.
  ///
  /// Invalid sequences decode as U+FFFD, so the rest of the file can still be shown.
  /// - Complexity: O(n) in the number of bytes; O(1) memory besides the bytes and one
  ///   offset per line.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.lines = SourceLines(bytes)
    self.invalidEncoding = SourceFile.firstInvalidSequence(in: bytes)
  }

  /// The text of a 1-based line, or an empty string past the end of the file.
  public func text(ofLine line: Int) -> String {
    guard line >= 1, line <= lines.count else { return "" }
    var result = ""
    result.unicodeScalars.append(contentsOf: lines[line - 1])
    return result
  }

  /// The line and column (in scalars, `\r` not counted) of the first invalid UTF-8
  /// sequence, or `nil` when the bytes are valid.
  private static func firstInvalidSequence(in bytes: [UInt8]) -> TextLocation? {
    var line = 1
    var column = 1
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else if scalar != "\r" {
          column += 1
        }
      case .emptyInput:
        return nil
      case .error:
        return TextLocation(line: line, column: column)
      }
    }
  }
}

/// The lines of a `SourceFile`: one UTF-8 buffer and the offset where each line starts.
///
/// Element `i` is line `i + 1` decoded to scalars (invalid UTF-8 as U+FFFD), without its
/// `\n` and a `\r` before it. A final line terminator does not start an empty line; an
/// empty file has one empty line.
public struct SourceLines: RandomAccessCollection, Hashable, Sendable {
  /// The file's bytes.
  private let bytes: [UInt8]
  /// Where each line starts in `bytes`.
  private let starts: [Int]
  /// Where the last line ends in `bytes` (before its `\n`, if any).
  private let lastEnd: Int

  /// Splits `bytes` at `\n`.
  ///
  /// - Complexity: O(n) in the number of bytes.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    var lastEnd = bytes.count
    // A last line that is empty or only `\r` after the final `\n` is not a line.
    if starts.count > 1, let last = starts.last,
      last == bytes.count || (last == bytes.count - 1 && bytes[last] == UInt8(ascii: "\r"))
    {
      starts.removeLast()
      lastEnd = last - 1
    }
    self.starts = starts
    self.lastEnd = lastEnd
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { starts.count }

  /// The byte range of line `index + 1` without its terminator.
  func byteRange(_ index: Int) -> Range<Int> {
    let start = starts[index]
    var end = index + 1 < starts.count ? starts[index + 1] - 1 : lastEnd
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return start..<end
  }

  /// Line `index + 1`, decoded.
  ///
  /// - Complexity: O(length of the line).
  public subscript(index: Int) -> [Unicode.Scalar] {
    let range = byteRange(index)
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(range.count)
    var decoder = UTF8()
    var iterator = bytes[range].makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: scalars.append("\u{FFFD}")
      }
    }
  }
}
