/// A position in a text file (a script or a document): a 1-based line and a 1-based column
/// counted in Unicode scalars.
public struct TextLocation: Hashable, Sendable, Comparable {
  /// The line number, from 1.
  public var line: Int
  /// The column number, from 1, counted in Unicode scalars from the start of the line.
  public var column: Int

  /// Creates a location from a 1-based line and column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations by line, then by column.
  public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A value together with where it was written in its file.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value starts in its file.
  public var location: TextLocation

  /// Creates a located value.
  public init(_ value: Value, at location: TextLocation) {
    self.value = value
    self.location = location
  }
}
