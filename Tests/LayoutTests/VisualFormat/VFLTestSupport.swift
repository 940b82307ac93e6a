@testable import Layout

/// A format whose expected caret column is marked inline with `⌃` (removed from the text).
///
///     MarkedFormat("V:|[box(>⌃30)]|")   // format "V:|[box(>30)]|", offset 15
struct MarkedFormat: CustomStringConvertible, Sendable {
  /// The format without the marker.
  let format: String
  /// The 0-based offset of the marker: the column the caret must point at.
  let offset: Int

  /// Splits a marked format; the text must contain exactly one `⌃`.
  init(_ marked: String) {
    let parts = marked.split(separator: "⌃", omittingEmptySubsequences: false)
    precondition(parts.count == 2, "mark exactly one caret position with ⌃ in \(marked)")
    format = parts.joined()
    offset = parts[0].unicodeScalars.count
  }

  var description: String { format }
}

/// View names and metrics shared by the parser tests.
enum VFLTestNames {
  /// Keys of the views dictionary.
  static let views: Set<String> = [
    "a", "b", "c", "blackBox4", "backgroundBox", "whiteBox1", "view", "_v1", "H", "V",
  ]
  /// The metrics dictionary.
  static let metrics: [String: Double] = [
    "pad": 8, "high": 750, "tooHigh": 2000, "zero": 0, "blackWidth": 20, "b2": 12,
  ]
  /// The names as the parser sees them.
  static var names: VFLParser.Names {
    VFLParser.Names(metrics: metrics, isView: { views.contains($0) })
  }
}
