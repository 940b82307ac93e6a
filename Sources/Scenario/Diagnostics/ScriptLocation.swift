/// A position in a script: a 1-based line and a 1-based column counted in Unicode scalars.
public struct ScriptLocation: Hashable, Sendable, Comparable {
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
  public static func < (lhs: ScriptLocation, rhs: ScriptLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A value together with where it was written in the script.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// Where the value starts in the script.
  public var location: ScriptLocation

  /// Creates a located value.
  public init(_ value: Value, at location: ScriptLocation) {
    self.value = value
    self.location = location
  }
}
