import Diagnostics
import FrameOutput
import Scenario
import TestSupport
import Testing

@Suite("DecimalFormat") struct DecimalFormatTests {
  @Test(
    "formats with at most three decimals, trims zeros, never -0",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (20, "20"), (280, "280"), (0.5, "0.5"), (1.0 / 60, "0.017"),
      (-0.0001, "0"), (-0.0004, "0"), (-0.25, "-0.25"), (123.4567, "123.457"), (-7.1, "-7.1"),
      (0.1 + 0.2, "0.3"), (1e11, "100000000000"), (99.9996, "100"), (0.001, "0.001"),
      (-1000.05, "-1000.05"), (Double.nan, "nan"), (Double.infinity, "inf"),
      (-Double.infinity, "-inf"), (1e20, "1e+20"),
    ] as [(Double, String)])
  func formats(value: Double, expected: String) {
    #expect(DecimalFormat.string(value) == expected)
  }

  @Test("integers and negative integers")
  func integers() {
    let sink = MemoryByteSink()
    let buffer = ByteBuffer(sink: sink, flushThreshold: 4)
    for value in [0, 7, -12, 1_234_567, Int.min + 1] {
      buffer.appendInteger(value)
      buffer.append(UInt8(ascii: " "))
      buffer.flushIfNeeded()
    }
    buffer.flush()
    #expect(sink.text == "0 7 -12 1234567 -9223372036854775807 ")
  }

  @Test("agrees with a slow reference on many values")
  func agreesWithReference() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<20_000 {
      let thousandths = Int64(generator.next() % 2_000_001) - 1_000_000
      let value = Double(thousandths) / 1000
      let magnitude = thousandths.magnitude
      var expected = String(magnitude / 1000)
      var fraction = String(magnitude % 1000)
      while fraction.count < 3 { fraction = "0" + fraction }
      while fraction.hasSuffix("0") { fraction.removeLast() }
      if !fraction.isEmpty { expected += "." + fraction }
      if thousandths < 0 { expected = "-" + expected }
      #expect(DecimalFormat.string(value) == expected, "value \(value)")
    }
  }
}
