extension Point {
  /// Whether both coordinates are finite (not NaN, not infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Size {
  /// Whether both sides are finite (not NaN, not infinite).
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Rect {
  /// Whether the origin and the size are finite (not NaN, not infinite).
  public var isFinite: Bool { origin.isFinite && size.isFinite }
}

extension EdgeInsets {
  /// Whether every inset is finite (not NaN, not infinite).
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}
