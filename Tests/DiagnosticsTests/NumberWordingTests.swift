import Testing

@testable import Diagnostics

/// Issue 11: numbers of any size worded exactly, frame times rounded on their exact decimal.
@Suite("Number wording and frame times") struct NumberWordingTests {
  @Test("numbers from 9.22e12 to 1e15 and beyond are worded with their shortest digits")
  func largeNumbers() {
    // 9223372036854 × 10⁶ exceeds Int64.max (9223372036854775807): the old wording trapped.
    #expect(NumberWording.text(9_223_372_036_854) == "9223372036854")
    #expect(NumberWording.text(-9_300_000_000_000) == "-9300000000000")
    #expect(NumberWording.text(9.22e12) == "9220000000000")
    #expect(NumberWording.text(9_999_999_999_999) == "9999999999999")
    #expect(NumberWording.text(10_000_000_000_000) == "10000000000000")
    #expect(NumberWording.text(1e15) == "1000000000000000")
    // 2^53 + 2 is exact in binary; its shortest digits are all 16 of them.
    #expect(NumberWording.text(9_007_199_254_740_994) == "9007199254740994")
    #expect(NumberWording.text(9.5e20) == "950000000000000000000")
    #expect(NumberWording.text(1e21) == "1e+21")
    #expect(NumberWording.text(1e22) == "1e+22")
    #expect(NumberWording.text(-2.5e300) == "-2.5e+300")
    #expect(NumberWording.text(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
  }

  @Test("six decimals, rounded half away from zero on the decimal digits")
  func fractions() {
    #expect(NumberWording.text(0.1) == "0.1")
    #expect(NumberWording.text(1e-7) == "0")
    #expect(NumberWording.text(-1e-7) == "0")
    // 0.0000005 has the shortest digits 5e-7: a tie at the 7th decimal, rounded away from 0.
    #expect(NumberWording.text(0.000_000_5) == "0.000001")
    #expect(NumberWording.text(-0.000_000_5) == "-0.000001")
    // 2.0000005 is stored as 2.00000049999999990… but its shortest digits end in 5.
    #expect(NumberWording.text(2.000_000_5) == "2.000001")
    #expect(NumberWording.text(0.999_999_5) == "1")
    #expect(NumberWording.text(123.456_789_4) == "123.456789")
    #expect(NumberWording.text(.leastNonzeroMagnitude) == "0")
    #expect(NumberWording.text(4.0375, fractionDigits: 3) == "4.038")
    #expect(NumberWording.text(-0.0004, fractionDigits: 3) == "0")
    #expect(NumberWording.text(9_223_372_036_854.5, fractionDigits: 3) == "9223372036854.5")
  }

  @Test("DecimalDigits places the digits by exponent")
  func digits() {
    let small = DecimalDigits(0.00123)
    #expect(small.digits == [1, 2, 3] && small.pointPosition == -2)
    let large = DecimalDigits(9.3e12)
    #expect(large.digits == [9, 3] && large.pointPosition == 13)
    #expect(DecimalDigits(0).isZero)
    #expect(DecimalDigits(-0.0).plain == "0")
  }

  @Test("frame times are k/fps rounded half away from zero to milliseconds, exactly")
  func frameTimes() {
    func time(_ k: Int, _ fps: Int) -> String {
      DecimalFormat.frameTimeString(Double(k) / Double(fps), index: k, fps: fps)
    }
    // fps 240: 3/240 = 0.0125 → 0.013; 9/240 = 0.0375 → 0.038; 969/240 = 4.0375 → 4.038
    // (the double nearest 4.0375 is below it, so binary rounding gave 4.037).
    #expect(time(3, 240) == "0.013")
    #expect(time(9, 240) == "0.038")
    #expect(time(969, 240) == "4.038")
    // ms = (2000k + fps) div (2 fps): k = 1, fps 60 → 2060 div 120 = 17 → 0.017.
    #expect(time(1, 60) == "0.017")
    #expect(time(60, 60) == "1")
    #expect(time(0, 240) == "0")
    // fps 16: 1/16 = 0.0625 → 0.063; 3/16 = 0.1875 → 0.188.
    #expect(time(1, 16) == "0.063")
    #expect(time(3, 16) == "0.188")
    // fps 1000 → exact milliseconds; 86400 s at fps 1000 is frame 86_400_000.
    #expect(time(86_400_000, 1000) == "86400")
    // A sample between frames keeps the plain format.
    #expect(DecimalFormat.frameTimeString(0.0125, index: 2, fps: 240) == "0.013")
    #expect(DecimalFormat.frameTimeString(0.5, index: 2, fps: 240) == "0.5")
  }
}
