extension LayoutEngine {
  /// The view tree in the shape of UIKit's private `_autolayoutTrace`, with ambiguity marked.
  ///
  /// One line per view: `|   ` per level of depth, a marker, then `Class:name`, the text in
  /// quotes for views with text, and, for an ambiguous view, `- AMBIGUOUS LAYOUT for
  /// Class:name.minX, …`. Markers (UIKit's meanings are undocumented; these are animsim's):
  /// `*` a view laid out by constraints, `•` a view translating its autoresizing mask, `+` a
  /// layout guide.
  ///
  ///     *UIView:root
  ///     |   *UIView:topGray
  ///     |   |   *UIButton:topButton 'Button'
  ///
  /// - Complexity: O(views + constraints) (it reads `ambiguities`).
  public func autolayoutTrace() -> String {
    var ambiguous: [ObjectIdentifier: AmbiguityReport] = [:]
    for report in ambiguities { ambiguous[ObjectIdentifier(report.view)] = report }
    var lines: [String] = []
    for view in views {
      var line = String(repeating: "|   ", count: view.depth)
      if view.kind == .layoutGuide {
        line += "+"
      } else if view.translatesAutoresizingMaskIntoConstraints && view !== root {
        line += "•"
      } else {
        line += "*"
      }
      line += view.description
      if view.hasTextBaselines, let text = view.text { line += " '" + text + "'" }
      if let report = ambiguous[ObjectIdentifier(view)] { line += " " + report.appleTrace }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
