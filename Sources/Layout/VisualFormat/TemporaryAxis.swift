/// Temporary until `layout` is merged.
public enum Axis: Hashable, Sendable, CaseIterable {
  case horizontal
  case vertical
}
