/// How numbers read inside messages (not in data files: those use `DecimalFormat`).
public enum NumberWording {
  /// Formats a number for a message: at most `fractionDigits` decimals (rounded half away
  /// from zero on the shortest round-trip digits), trailing zeros trimmed, never -0; plain
  /// notation below 10²¹ (`9223372036854`, `1000000000000000`), scientific beyond (`1e+300`);
  /// `nan`, `inf` and `-inf` for non-finite values.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - fractionDigits: The most decimals shown (default 6).
  /// - Returns: The text.
  /// - Complexity: O(17) digits.
  public static func text(_ value: Double, fractionDigits: Int = 6) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let digits = DecimalDigits(value).rounded(toFractionDigits: fractionDigits)
    return digits.pointPosition > 21 ? digits.scientific : digits.plain
  }
}
