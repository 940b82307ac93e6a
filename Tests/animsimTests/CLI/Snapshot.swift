import Foundation
import Testing

/// Golden files in `Tests/animsimTests/Snapshots`, compared byte for byte.
///
/// `RECORD_SNAPSHOTS=1 swift test` re-records them. Recording fails the test on purpose, so
/// a recording run never passes silently.
enum Snapshot {
  /// The snapshot directory.
  static let directory = CommandRunner.packageRoot.appendingPathComponent(
    "Tests/animsimTests/Snapshots")

  /// Whether this run records instead of comparing.
  static var recording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" }
      ?? false
  }

  /// Compares `actual` with the snapshot `name` (or records it).
  static func assertMatches(
    _ actual: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if recording {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(actual).write(to: url)
        Issue.record(
          "recorded snapshot \(name); run again without RECORD_SNAPSHOTS to compare",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path).map({ [UInt8]($0) })
    else {
      Issue.record(
        "missing snapshot \(name); record it with RECORD_SNAPSHOTS=1 swift test",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: actual, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var line = 0
    while line < min(expectedLines.count, actualLines.count),
      expectedLines[line] == actualLines[line]
    {
      line += 1
    }
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
    Issue.record(
      "\(name) differs from its snapshot at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)",
      sourceLocation: sourceLocation)
  }
}
