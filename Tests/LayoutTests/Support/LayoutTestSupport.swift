import Solver
import Testing

@testable import Layout

/// Creates a view that does not translate its autoresizing mask, and adds it to `parent`.
func makeView(_ name: String, _ kind: ViewKind = .view, in parent: View, text: String? = nil)
  throws -> View
{
  let view = View(name: name, kind: kind)
  view.translatesAutoresizingMaskIntoConstraints = false
  view.text = text
  try parent.addSubview(view)
  return view
}

/// `Rect(x:y:width:height:)`, shorter.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles agree within `tolerance` points on every component.
func isClose(_ actual: Rect, _ expected: Rect, tolerance: Double = 1e-6) -> Bool {
  abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance
    && abs(actual.width - expected.width) <= tolerance
    && abs(actual.height - expected.height) <= tolerance
}

/// Expects `actual` to equal `expected` within `tolerance`, printing both on failure.
func expectRect(
  _ actual: Rect, _ expected: Rect, tolerance: Double = 1e-6,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    isClose(actual, expected, tolerance: tolerance),
    "expected \(describe(expected)), got \(describe(actual)) (tolerance \(tolerance))",
    sourceLocation: sourceLocation)
}

/// `x,y,w,h` for failure messages.
func describe(_ rect: Rect) -> String {
  "\(rect.x),\(rect.y),\(rect.width),\(rect.height)"
}

/// Activates constraints built in a test, failing the test on a validity error.
func activate(_ constraints: [LayoutConstraint], sourceLocation: SourceLocation = #_sourceLocation)
{
  do {
    try LayoutConstraint.activate(constraints)
  } catch {
    Issue.record("activation failed: \(error)", sourceLocation: sourceLocation)
  }
}

/// Pins `view`'s edges to `other`'s edges with the given insets (leading/top positive,
/// trailing/bottom positive inward).
func pinEdges(_ view: View, to other: View, inset: Double = 0) throws -> [LayoutConstraint] {
  [
    try view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
    try other.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset),
    try view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
    try other.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset),
  ]
}

/// Parses a visual format string over `views` (by name) and activates the constraints,
/// failing the test on an error.
@discardableResult
func activateFormat(
  _ format: String, _ views: [View], options: FormatOptions = [],
  spacing: SpacingStyle = .classic, line: Int? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutConstraint] {
  var dictionary: [String: View] = [:]
  for view in views { dictionary[view.name] = view }
  do {
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, views: dictionary, spacing: spacing)
    for constraint in constraints { constraint.sourceLine = line }
    try LayoutConstraint.activate(constraints)
    return constraints
  } catch {
    Issue.record("\(format): \(error)", sourceLocation: sourceLocation)
    return []
  }
}
