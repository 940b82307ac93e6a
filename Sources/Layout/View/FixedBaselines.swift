/// A view's first and last baselines at fixed distances below its alignment rectangle's top
/// edge, in points (`View.fixedBaselines`).
///
/// For a single line of text both are the same; for n lines of height `h` the last is
/// `first + (n − 1) × h`.
public struct FixedBaselines: Hashable, Sendable {
  /// The first baseline, in points below the alignment rectangle's top edge.
  public var first: Double
  /// The last baseline, in points below the alignment rectangle's top edge.
  public var last: Double

  /// Creates baselines `first` and `last` points below the alignment rectangle's top.
  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }

  /// One baseline (a single line of text) `offset` points below the alignment top.
  public init(single offset: Double) {
    self.init(first: offset, last: offset)
  }
}
