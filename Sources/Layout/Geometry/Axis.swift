/// One of the two layout axes: horizontal (x, widths) or vertical (y, heights).
public enum Axis: Hashable, Sendable, CaseIterable {
  /// Left to right: x coordinates and widths.
  case horizontal
  /// Top to bottom: y coordinates and heights.
  case vertical
}
