/// A double's shortest round-trip decimal digits, placed by exponent, for number wording.
///
/// `value = 0.d₀d₁d₂… × 10^pointPosition` with `d₀ ≠ 0` (an empty digit list is zero). The
/// digits are the shortest ones that read back as the same double (what Swift's `description`
/// prints, Steele & White / Ryū), so `9223372036854` has the digits `9223372036854`, not the
/// `9223372036853.999616` that scaling it by 10⁶ in binary gives. Rounding happens on these
/// decimal digits, half away from zero, and no step converts to a fixed-width integer, so no
/// finite value can trap.
struct DecimalDigits: Equatable {
  /// Whether the value is negative (never set for zero).
  var isNegative: Bool
  /// The significant digits, each 0...9, without leading or trailing zeros.
  var digits: [UInt8]
  /// Where the decimal point goes: the number of digits before it (may be ≤ 0 or past the
  /// end of `digits`).
  var pointPosition: Int

  /// The shortest round-trip digits of a finite `value`.
  ///
  /// - Complexity: O(17) digits; one `description` call.
  init(_ value: Double) {
    precondition(value.isFinite, "DecimalDigits needs a finite value")
    isNegative = false
    digits = []
    pointPosition = 0
    guard value != 0 else { return }
    isNegative = value < 0
    // `description` of a finite double: [-]digits[.digits][e[+|-]digits].
    var mantissaDigits: [UInt8] = []
    var pointSeen = false
    var integerDigits = 0
    var exponent = 0
    var exponentSign = 1
    var inExponent = false
    for byte in value.magnitude.description.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if inExponent {
          exponent = exponent * 10 + Int(digit)
        } else {
          mantissaDigits.append(digit)
          if !pointSeen { integerDigits += 1 }
        }
      case UInt8(ascii: "."): pointSeen = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
      case UInt8(ascii: "-"): exponentSign = -1
      default: break
      }
    }
    var position = integerDigits + exponentSign * exponent
    var leading = 0
    while leading < mantissaDigits.count, mantissaDigits[leading] == 0 { leading += 1 }
    position -= leading
    var trimmed = Array(mantissaDigits[leading...])
    while trimmed.last == 0 { trimmed.removeLast() }
    digits = trimmed
    pointPosition = position
  }

  /// Whether the value is zero.
  var isZero: Bool { digits.isEmpty }

  /// The value rounded to at most `places` digits after the point, half away from zero on
  /// the decimal digits.
  ///
  /// - Complexity: O(number of digits).
  func rounded(toFractionDigits places: Int) -> DecimalDigits {
    let kept = pointPosition + places
    guard kept < digits.count else { return self }
    var result = self
    guard kept >= 0 else {
      result.digits = []
      result.isNegative = false
      return result
    }
    let roundUp = digits[kept] >= 5
    result.digits = Array(digits[..<kept])
    if roundUp {
      var index = kept - 1
      while index >= 0, result.digits[index] == 9 {
        result.digits[index] = 0
        index -= 1
      }
      if index >= 0 {
        result.digits[index] += 1
      } else {
        result.digits.insert(1, at: 0)
        result.pointPosition += 1
      }
    }
    while result.digits.last == 0 { result.digits.removeLast() }
    if result.digits.isEmpty { result.isNegative = false }
    return result
  }

  /// Plain decimal notation: `-12.5`, `0.000123`, `9223372036854`, `0`; never `-0`.
  ///
  /// - Complexity: O(number of digits + |pointPosition|).
  var plain: String {
    guard !digits.isEmpty else { return "0" }
    var bytes: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
    let zero = UInt8(ascii: "0")
    if pointPosition <= 0 {
      bytes += [zero, UInt8(ascii: ".")]
      bytes += repeatElement(zero, count: -pointPosition)
      bytes += digits.map { zero + $0 }
    } else if pointPosition >= digits.count {
      bytes += digits.map { zero + $0 }
      bytes += repeatElement(zero, count: pointPosition - digits.count)
    } else {
      bytes += digits[..<pointPosition].map { zero + $0 }
      bytes.append(UInt8(ascii: "."))
      bytes += digits[pointPosition...].map { zero + $0 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Scientific notation with the shortest digits: `1e+300`, `-2.5e+21`.
  var scientific: String {
    guard !digits.isEmpty else { return "0" }
    let zero = UInt8(ascii: "0")
    var bytes: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
    bytes.append(zero + digits[0])
    if digits.count > 1 {
      bytes.append(UInt8(ascii: "."))
      bytes += digits[1...].map { zero + $0 }
    }
    let exponent = pointPosition - 1
    return String(decoding: bytes, as: UTF8.self) + (exponent < 0 ? "e-" : "e+")
      + String(exponent.magnitude)
  }
}
