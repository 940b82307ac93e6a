extension Double {
  /// The absolute tolerance under which the solver treats a magnitude as zero.
  ///
  /// The value `1e-8` is kiwi's `nearZero` threshold (nucleic/kiwi, kiwi/util.h); layout
  /// values are points, so it is far below anything visible. Every module that compares
  /// solver results uses this constant through `isNearZero` and
  /// `isApproximatelyEqual(to:tolerance:)` instead of its own epsilon.
  public static let solverTolerance = 1.0e-8

  /// Whether the magnitude of this value is below `Double.solverTolerance`.
  public var isNearZero: Bool {
    abs(self) < Double.solverTolerance
  }

  /// Whether this value and `other` differ by at most `tolerance`, scaled by their size.
  ///
  /// The test is `|a - b| <= tolerance * max(1, |a|, |b|)`: absolute near zero and
  /// relative for large magnitudes. It is symmetric but not transitive, so it is not
  /// `Equatable`.
  /// - Parameters:
  ///   - other: The value to compare with.
  ///   - tolerance: The allowed difference per unit of magnitude.
  /// - Returns: `true` when the values are equal within the tolerance.
  public func isApproximatelyEqual(
    to other: Double, tolerance: Double = Double.solverTolerance
  ) -> Bool {
    abs(self - other) <= tolerance * Swift.max(1, abs(self), abs(other))
  }
}
