import Diagnostics

/// A parsed CSV document: a header and records of text fields (RFC 4180, `\n` or `\r\n`).
public struct CSVTable: Sendable {
  /// One record and where it starts.
  public struct Record: Sendable {
    /// The 1-based line on which the record starts.
    public var line: Int
    /// The record's fields, unquoted.
    public var fields: [String]
  }

  /// The first record's fields.
  public var header: [String]
  /// Every record after the header.
  public var records: [Record]

  /// Why a CSV document could not be read.
  public enum ParseError: Error, Equatable, Sendable {
    /// The document has no header line.
    case empty
    /// A quoted field is never closed; it opened at this line and column.
    case unterminatedQuote(line: Int, column: Int)
    /// A character follows a closing quote where a comma or line end should be.
    case textAfterQuote(line: Int, column: Int)
    /// A record has a different number of fields than the header.
    case fieldCount(line: Int, expected: Int, found: Int)
  }

  /// Parses `bytes` as CSV.
  ///
  /// - Throws: `ParseError` naming the line and column of the problem.
  /// - Complexity: O(bytes).
  public init(parsing bytes: [UInt8]) throws(ParseError) {
    var records: [Record] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var index = 0
    var line = 1
    var lineStart = 0
    var recordLine = 1
    var atFieldStart = true
    var fieldWasQuoted = false
    let quote = UInt8(ascii: "\"")
    let comma = UInt8(ascii: ",")

    func endField() {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      atFieldStart = true
      fieldWasQuoted = false
    }

    while index < bytes.count {
      let byte = bytes[index]
      if atFieldStart && byte == quote {
        let openLine = line
        let openColumn = index - lineStart + 1
        index += 1
        var closed = false
        while index < bytes.count {
          let inner = bytes[index]
          if inner == quote {
            if index + 1 < bytes.count && bytes[index + 1] == quote {
              field.append(quote)
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          if inner == 10 {
            line += 1
            lineStart = index + 1
          }
          field.append(inner)
          index += 1
        }
        guard closed else { throw .unterminatedQuote(line: openLine, column: openColumn) }
        atFieldStart = false
        fieldWasQuoted = true
        if index < bytes.count, bytes[index] != comma, bytes[index] != 10, bytes[index] != 13 {
          throw .textAfterQuote(line: line, column: index - lineStart + 1)
        }
        continue
      }
      if byte == comma {
        endField()
        index += 1
      } else if byte == 10 || byte == 13 {
        // A blank line is no record.
        if !(atFieldStart && fields.isEmpty && field.isEmpty) {
          endField()
          records.append(Record(line: recordLine, fields: fields))
          fields.removeAll()
        }
        index += (byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10) ? 2 : 1
        line += 1
        lineStart = index
        recordLine = line
      } else {
        if fieldWasQuoted {
          throw .textAfterQuote(line: line, column: index - lineStart + 1)
        }
        field.append(byte)
        atFieldStart = false
        index += 1
      }
    }
    if !atFieldStart || !fields.isEmpty || fieldWasQuoted {
      endField()
      records.append(Record(line: recordLine, fields: fields))
    }
    guard let first = records.first else { throw .empty }
    header = first.fields
    self.records = Array(records.dropFirst())
    for record in self.records where record.fields.count != header.count {
      throw .fieldCount(line: record.line, expected: header.count, found: record.fields.count)
    }
  }
}
