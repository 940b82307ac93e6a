import Testing

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

/// A small view tree for lowering tests: `root` holding `a`, `b`, `c`, labels `l1` (17 pt)
/// and `l2` (15 pt), and `inner` holding `d`; `loose` has no superview.
struct VFLFixture {
  /// Adds a fresh view to `parent`; Layout refusing it would be a test bug, recorded.
  private static func attach(_ view: View, to parent: View) {
    do throws(LayoutError) {
      try parent.addSubview(view)
    } catch {
      Issue.record("adding \(view.name): \(error)")
    }
  }

  let root = View(name: "root")
  let inner = View(name: "inner")
  let loose = View(name: "loose")
  let views: [String: View]

  init() {
    let a = View(name: "a")
    let b = View(name: "b")
    let c = View(name: "c")
    let d = View(name: "d")
    let l1 = View(name: "l1", kind: .label)
    let l2 = View(name: "l2", kind: .label)
    l2.fontSize = 15
    for view in [a, b, c, l1, l2, inner] { Self.attach(view, to: root) }
    Self.attach(d, to: inner)
    var views = ["root": root, "inner": inner, "loose": loose]
    for view in [a, b, c, d, l1, l2] { views[view.name] = view }
    // Keys of VFLTestNames.views that the parser tests use, all children of root.
    for name in ["blackBox4", "backgroundBox", "whiteBox1", "view", "_v1", "H", "V"] {
      let view = View(name: name)
      Self.attach(view, to: root)
      views[name] = view
    }
    self.views = views
  }

  /// Runs the public API on this tree.
  func constraints(
    _ format: String, options: FormatOptions = [], spacing: SpacingStyle = .classic
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: VFLTestNames.metrics, views: views,
      spacing: spacing)
  }

  /// The constraints as text, like `b.leading == a.trailing + 8` or `a.width >= 50 @750`.
  func lowered(
    _ format: String, options: FormatOptions = [], spacing: SpacingStyle = .classic
  ) throws -> [String] {
    try constraints(format, options: options, spacing: spacing).map(\.vflTestText)
  }
}

extension LayoutConstraint {
  /// `first.attr == second.attr + c` (`× m` when m ≠ 1, ` @p` when optional); a constant
  /// size reads `first.attr == c`.
  var vflTestText: String {
    var text = "\(firstItem.name).\(firstAttribute.name) \(relation.symbol) "
    if let secondItem {
      text += "\(secondItem.name).\(secondAttribute.name)"
      if multiplier != 1 { text += " × \(Self.number(multiplier))" }
      text += " + \(Self.number(constant))"
    } else {
      text += Self.number(constant)
    }
    if priority != .required { text += " @\(Self.number(priority.rawValue))" }
    return text
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
