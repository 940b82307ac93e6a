import Diagnostics

/// Compares two frame CSV files view by view and finds where each view first diverges.
///
/// Rows are grouped by the `view` column, keeping file order; the n-th row of a view in one
/// file is compared with its n-th row in the other. Columns that parse as numbers in both
/// files are equal within `tolerance` (absolute, in points or seconds); other columns must
/// match exactly. Views are reported in order of first appearance, in the first file and
/// then the second.
public enum FrameDiff {
  /// Which of the two files.
  public enum Side: Sendable, Equatable {
    /// The first file given.
    case first
    /// The second file given.
    case second
  }

  /// One column that differs on a row.
  public struct ColumnDifference: Sendable, Equatable {
    /// The column's header name.
    public var column: String
    /// The value in the first file.
    public var first: String
    /// The value in the second file.
    public var second: String

    /// Creates the record of one differing column.
    public init(column: String, first: String, second: String) {
      self.column = column
      self.first = first
      self.second = second
    }
  }

  /// How one view differs between the files.
  public enum Divergence: Sendable, Equatable {
    /// The view has rows in only one of the files.
    case onlyIn(Side, view: String)
    /// Row `row` (0-based among the view's rows) differs; `frame` and `time` are as in the
    /// first file, the columns list every difference on that row.
    case differs(view: String, row: Int, frame: String, time: String, [ColumnDifference])
    /// The rows agree as far as both go, but `longer` has more of them; `frame` is its first
    /// extra row's frame.
    case length(view: String, longer: Side, firstCount: Int, secondCount: Int, frame: String)

    /// The view this divergence is about.
    public var view: String {
      switch self {
      case .onlyIn(_, let view): view
      case .differs(let view, _, _, _, _): view
      case .length(let view, _, _, _, _): view
      }
    }
  }

  /// Why two tables cannot be compared.
  public enum CompareError: Error, Sendable, Equatable {
    /// The headers are not the same columns in the same order.
    case headersDiffer(first: [String], second: [String])
    /// The header has no `view` column.
    case missingViewColumn
  }

  /// The first divergence of every view that differs, in view order; empty when the tables
  /// agree within `tolerance`.
  ///
  /// - Parameters:
  ///   - first: The first table.
  ///   - second: The second table.
  ///   - tolerance: The largest absolute difference of numbers counted as equal.
  /// - Throws: `CompareError` when the headers differ or lack a `view` column.
  /// - Complexity: O(rows × columns).
  public static func compare(_ first: CSVTable, _ second: CSVTable, tolerance: Double)
    throws(CompareError) -> [Divergence]
  {
    guard first.header == second.header else {
      throw .headersDiffer(first: first.header, second: second.header)
    }
    guard let viewColumn = first.header.firstIndex(of: "view") else { throw .missingViewColumn }
    let frameColumn = first.header.firstIndex(of: "frame")
    let timeColumn = first.header.firstIndex(of: "time")
    let (firstOrder, firstRows) = group(first, by: viewColumn)
    let (secondOrder, secondRows) = group(second, by: viewColumn)
    var order = firstOrder
    for view in secondOrder where firstRows[view] == nil { order.append(view) }

    var result: [Divergence] = []
    for view in order {
      guard let rowsA = firstRows[view] else {
        result.append(.onlyIn(.second, view: view))
        continue
      }
      guard let rowsB = secondRows[view] else {
        result.append(.onlyIn(.first, view: view))
        continue
      }
      var found = false
      for row in 0..<min(rowsA.count, rowsB.count) {
        let a = first.records[rowsA[row]].fields
        let b = second.records[rowsB[row]].fields
        var columns: [ColumnDifference] = []
        for column in first.header.indices where column != viewColumn {
          if !equal(a[column], b[column], tolerance: tolerance) {
            columns.append(
              ColumnDifference(column: first.header[column], first: a[column], second: b[column]))
          }
        }
        if !columns.isEmpty {
          result.append(
            .differs(
              view: view, row: row, frame: frameColumn.map { a[$0] } ?? String(row),
              time: timeColumn.map { a[$0] } ?? "", columns))
          found = true
          break
        }
      }
      if !found && rowsA.count != rowsB.count {
        let longer: Side = rowsA.count > rowsB.count ? .first : .second
        let extra =
          longer == .first
          ? first.records[rowsA[rowsB.count]].fields : second.records[rowsB[rowsA.count]].fields
        result.append(
          .length(
            view: view, longer: longer, firstCount: rowsA.count, secondCount: rowsB.count,
            frame: frameColumn.map { extra[$0] } ?? String(min(rowsA.count, rowsB.count))))
      }
    }
    return result
  }

  /// The views in order of first appearance and each view's record indices.
  private static func group(_ table: CSVTable, by column: Int) -> ([String], [String: [Int]]) {
    var order: [String] = []
    var rows: [String: [Int]] = [:]
    for (index, record) in table.records.enumerated() {
      let view = record.fields[column]
      if rows[view] == nil { order.append(view) }
      rows[view, default: []].append(index)
    }
    return (order, rows)
  }

  /// Whether two fields agree: numerically within `tolerance`, or as identical text.
  private static func equal(_ a: String, _ b: String, tolerance: Double) -> Bool {
    if a == b { return true }
    guard let x = Double(a), let y = Double(b), x.isFinite, y.isFinite else { return false }
    return (x - y).magnitude <= tolerance
  }
}
