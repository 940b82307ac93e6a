/// Locale-independent number formatting for descriptions and reports (never `String(format:)`).
enum NumberText {
  /// `value` like C's `%g`: at most six significant digits, trailing zeros removed, no
  /// exponent for the magnitudes layouts use (`200`, `1.77778`, `0.5`, `-16`).
  ///
  /// - Parameter value: Any finite number; non-finite values print as `nan`/`inf`/`-inf`.
  /// - Returns: The shortest such text; never `-0`.
  static func general(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    var integerDigits = 1
    var probe = 10.0
    while probe <= magnitude && integerDigits < 16 {
      integerDigits += 1
      probe *= 10
    }
    let decimals = max(0, 6 - integerDigits)
    return fixed(value, decimals: decimals)
  }

  /// `value` with at most `decimals` decimals, trailing zeros and a trailing point removed,
  /// never `-0`.
  ///
  /// - Parameters:
  ///   - value: A finite number.
  ///   - decimals: The most decimals to keep, 0…9.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9.0e18 else { return String(value) }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    let whole = units / divisor
    var fraction = units % divisor
    var text = String(whole)
    if decimals > 0 && fraction != 0 {
      var digits: [Character] = []
      for _ in 0..<decimals {
        digits.append(Character(String(fraction % 10)))
        fraction /= 10
      }
      var ordered = String(digits.reversed())
      while ordered.hasSuffix("0") { ordered.removeLast() }
      text += "." + ordered
    }
    let negative = value < 0 && units != 0
    return negative ? "-" + text : text
  }
}
