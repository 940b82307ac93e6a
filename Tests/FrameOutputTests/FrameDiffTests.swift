import FrameOutput
import Scenario
import Testing

@Suite("CSV reader and frame diff") struct FrameDiffTests {
  private func table(_ text: String) throws -> CSVTable {
    try CSVTable(parsing: Array(text.utf8))
  }

  @Test("reads quoted fields, CRLF and blank lines")
  func reader() throws {
    let parsed = try table("a,b\r\n\"x,\"\"y\"\"\",2\n\n3,\"multi\nline\"\n")
    #expect(parsed.header == ["a", "b"])
    #expect(parsed.records.map(\.fields) == [["x,\"y\"", "2"], ["3", "multi\nline"]])
    #expect(parsed.records.map(\.line) == [2, 4])
  }

  @Test(
    "reports malformed CSV with its position",
    arguments: [
      ("", CSVTable.ParseError.empty),
      ("a,b\n\"open,2\n", .unterminatedQuote(line: 2, column: 1)),
      ("a,b\n\"x\"y,2\n", .textAfterQuote(line: 2, column: 4)),
      ("a,b\n1,2,3\n", .fieldCount(line: 2, expected: 2, found: 3)),
    ])
  func malformed(text: String, expected: CSVTable.ParseError) {
    #expect(throws: expected) { try CSVTable(parsing: Array(text.utf8)) }
  }

  private let header = "frame,time,view,x,y\n"

  @Test("identical within tolerance: no divergence")
  func identical() throws {
    let a = try table(header + "0,0,root,0,0\n0,0,box,1,2\n1,0.017,box,1.5,2\n")
    let b = try table(header + "0,0,root,0,0\n0,0,box,1.0004,2\n1,0.017,box,1.5,2\n")
    #expect(try FrameDiff.compare(a, b, tolerance: 0.001).isEmpty)
    #expect(try FrameDiff.compare(a, b, tolerance: 0).count == 1)
  }

  @Test("first divergence per view, length and missing views")
  func divergences() throws {
    let a = try table(
      header + "0,0,root,0,0\n0,0,box,1,2\n0,0,gone,0,0\n1,0.5,root,0,0\n1,0.5,box,3,2\n"
        + "2,1,box,9,9\n")
    let b = try table(
      header + "0,0,root,0,0\n0,0,box,1,2\n0,0,new,0,0\n1,0.5,root,0,0\n1,0.5,box,3,2.5\n"
        + "2,1,box,8,8\n2,1,root,0,0\n")
    let result = try FrameDiff.compare(a, b, tolerance: 0.001)
    #expect(
      result == [
        .length(view: "root", longer: .second, firstCount: 2, secondCount: 3, frame: "2"),
        .differs(
          view: "box", row: 1, frame: "1", time: "0.5",
          [FrameDiff.ColumnDifference(column: "y", first: "2", second: "2.5")]),
        .onlyIn(.first, view: "gone"),
        .onlyIn(.second, view: "new"),
      ])
  }

  @Test("different headers cannot be compared")
  func headers() throws {
    let a = try table("frame,view\n0,root\n")
    let b = try table("frame,view,x\n0,root,1\n")
    #expect(throws: FrameDiff.CompareError.headersDiffer(first: a.header, second: b.header)) {
      try FrameDiff.compare(a, b, tolerance: 0)
    }
    let c = try table("frame,name\n0,root\n")
    #expect(throws: FrameDiff.CompareError.missingViewColumn) {
      try FrameDiff.compare(c, c, tolerance: 0)
    }
  }
}
