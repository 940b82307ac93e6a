/// The output number format: at most three decimals, trailing zeros trimmed, never `-0`.
///
/// Written by hand rather than with `String(format:)`, which is slow and locale-dependent:
/// the value is rounded to thousandths (half away from zero) as an integer, then its digits
/// are stored straight into the output buffer. `20` prints as `20`, `0.5` as `0.5`,
/// `1 / 60` as `0.017`, `-0.0001` as `0`. Magnitudes of 10^12 and beyond, which never occur
/// in a layout, fall back to Swift's shortest round-trip description; non-finite values print
/// as `nan`, `inf` and `-inf`.
public enum DecimalFormat {
  /// The most bytes one formatted number can take.
  public static let maximumLength = 32

  /// Beyond this magnitude (in thousandths) the integer path would lose exactness.
  @usableFromInline static let integerLimit = 1e15

  /// Writes `value` at `destination` and returns the number of bytes written.
  ///
  /// - Parameters:
  ///   - value: The number to format.
  ///   - destination: Room for at least `maximumLength` bytes.
  /// - Returns: The number of bytes written (at most `maximumLength`).
  /// - Complexity: O(number of digits).
  @inlinable @inline(__always)
  public static func write(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
    let scaled = (value * 1000).rounded()
    guard scaled.magnitude < integerLimit else { return writeFallback(value, to: destination) }
    if scaled == 0 {
      destination[0] = UInt8(ascii: "0")
      return 1
    }
    var length = 0
    if scaled < 0 {
      destination[0] = UInt8(ascii: "-")
      length = 1
    }
    return length + writeThousandths(UInt64(scaled.magnitude), to: destination + length)
  }

  /// Writes a count of thousandths as a decimal with at most three decimals, trailing zeros
  /// trimmed (`20500` → `20.5`, `17` → `0.017`, `3000` → `3`), and returns the bytes written.
  ///
  /// - Complexity: O(number of digits).
  @inlinable @inline(__always)
  public static func writeThousandths(
    _ thousandths: UInt64, to destination: UnsafeMutablePointer<UInt8>
  )
    -> Int
  {
    var length = writeInteger(thousandths / 1000, to: destination)
    var fraction = thousandths % 1000
    guard fraction != 0 else { return length }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    destination[length] = UInt8(ascii: ".")
    length += 1
    for position in stride(from: length + digits - 1, through: length, by: -1) {
      destination[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    return length + digits
  }

  /// Writes the decimal digits of `value` at `destination` and returns how many there are.
  ///
  /// - Complexity: O(number of digits).
  @inlinable @inline(__always)
  public static func writeInteger(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var digitCount = 1
    var probe = value
    while probe >= 10 {
      probe /= 10
      digitCount += 1
    }
    var remaining = value
    var position = digitCount - 1
    while position >= 0 {
      destination[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
      position -= 1
    }
    return digitCount
  }

  @usableFromInline static func writeFallback(
    _ value: Double, to destination: UnsafeMutablePointer<UInt8>
  )
    -> Int
  {
    let text: String
    if value.isNaN {
      text = "nan"
    } else if value.isInfinite {
      text = value < 0 ? "-inf" : "inf"
    } else {
      text = String(value)
    }
    var length = 0
    for byte in text.utf8.prefix(maximumLength) {
      destination[length] = byte
      length += 1
    }
    return length
  }

  /// The formatted text of `value`.
  public static func string(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      let length = write(value, to: base)
      return String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
    }
  }
}
