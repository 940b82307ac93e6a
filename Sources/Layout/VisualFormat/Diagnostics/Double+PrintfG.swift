extension Double {
  /// The value as C's `printf("%g")` prints it (6 significant digits), built by hand.
  ///
  /// Apple's priority messages format the priority with `%g`. Rules (C11 7.21.6.1): round
  /// the exact binary value to 6 significant digits (an exact tie rounds to even, as in
  /// the default rounding mode); with the decimal exponent X after rounding, use plain
  /// notation when -4 ≤ X < 6, else `d.ddddde±XX` (at least two exponent digits); drop
  /// trailing zeros and a trailing point. `nan`, `inf` and `-inf` print as words.
  ///
  /// - Complexity: O(*b*²) in the bits of the exact decimal expansion (at most ~2,600);
  ///   this runs only when an error message is rendered.
  var printfG: String {
    if isNaN { return "nan" }
    if isInfinite { return self < 0 ? "-inf" : "inf" }
    let sign = self.sign == .minus ? "-" : ""
    if self == 0 { return sign + "0" }
    var (digits, exponent) = magnitude.exactDecimalDigits
    if digits.count > 6 {
      let rest = digits[6...]
      let aboveHalf =
        rest.first ?? 0 > 5 || (rest.first == 5 && rest.dropFirst().contains { $0 != 0 })
      let tie = rest.first == 5 && !aboveHalf
      let roundUp = aboveHalf || (tie && digits[5] % 2 == 1)
      digits.removeLast(digits.count - 6)
      if roundUp {
        var index = 5
        while index >= 0, digits[index] == 9 {
          digits[index] = 0
          index -= 1
        }
        if index >= 0 {
          digits[index] += 1
        } else {
          digits = [1]
          exponent += 1
        }
      }
    }
    while digits.count > 1, digits.last == 0 { digits.removeLast() }
    let text = digits.map { String($0) }
    if exponent < -4 || exponent >= 6 {
      let mantissa = text[0] + (text.count > 1 ? "." + text[1...].joined() : "")
      let magnitude = abs(exponent)
      let exponentDigits = magnitude < 10 ? "0\(magnitude)" : "\(magnitude)"
      return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + exponentDigits
    }
    if exponent < 0 {
      return sign + "0." + String(repeating: "0", count: -exponent - 1) + text.joined()
    }
    let integerCount = exponent + 1
    if text.count <= integerCount {
      return sign + text.joined() + String(repeating: "0", count: integerCount - text.count)
    }
    return sign + text[..<integerCount].joined() + "." + text[integerCount...].joined()
  }

  /// Every decimal digit of a positive finite value, exactly, and the decimal exponent of
  /// the first: `value = d0.d1d2… × 10^exponent` with `d0 ≠ 0`.
  ///
  /// A double is `m × 2^e`; for e ≥ 0 that is the integer `m·2^e`, and for e < 0 it is
  /// `m·5^(−e) × 10^e`, so one big integer holds all its digits.
  private var exactDecimalDigits: (digits: [Int], exponent: Int) {
    let isSubnormal = exponentBitPattern == 0
    let mantissa =
      isSubnormal ? significandBitPattern : significandBitPattern | (1 << UInt64(52))
    let binaryExponent = (isSubnormal ? 1 : Int(exponentBitPattern)) - 1075
    var number = DecimalExpansion(mantissa)
    if binaryExponent >= 0 {
      for _ in 0..<binaryExponent { number.multiply(by: 2) }
    } else {
      for _ in 0..<(-binaryExponent) { number.multiply(by: 5) }
    }
    let digits = number.decimalDigits()
    return (digits, digits.count - 1 + min(binaryExponent, 0))
  }
}

/// A non-negative big integer, just enough to print a double's exact decimal expansion.
private struct DecimalExpansion {
  /// Base-2³² limbs, least significant first.
  private var limbs: [UInt32]

  /// Creates the integer `value`.
  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
  }

  /// Multiplies in place by a small factor.
  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  /// The decimal digits, most significant first, without leading zeros.
  func decimalDigits() -> [Int] {
    var quotient = limbs
    var chunks: [UInt32] = []  // base 10⁹, least significant first
    while quotient.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in quotient.indices.reversed() {
        let dividend = remainder << 32 | UInt64(quotient[index])
        quotient[index] = UInt32(dividend / 1_000_000_000)
        remainder = dividend % 1_000_000_000
      }
      chunks.append(UInt32(remainder))
    }
    var digits: [Int] = []
    for (position, chunk) in chunks.reversed().enumerated() {
      var chunkDigits = Array(repeating: 0, count: 9)
      var value = chunk
      for slot in (0..<9).reversed() {
        chunkDigits[slot] = Int(value % 10)
        value /= 10
      }
      digits += position == 0 ? Array(chunkDigits.drop { $0 == 0 }) : chunkDigits
    }
    return digits
  }
}
