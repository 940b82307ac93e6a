import Diagnostics

extension ByteBuffer {
  /// Appends `value` in the output number format (see `DecimalFormat`).
  @inline(__always)
  public func appendDecimal(_ value: Double) {
    withReservedBytes(DecimalFormat.maximumLength) { DecimalFormat.write(value, to: $0) }
  }

  /// Appends the decimal digits of `value`, with a `-` sign when negative.
  @inline(__always)
  public func appendInteger(_ value: Int) {
    withReservedBytes(21) { destination in
      if value < 0 {
        destination[0] = UInt8(ascii: "-")
        return 1 + DecimalFormat.writeInteger(UInt64(value.magnitude), to: destination + 1)
      }
      return DecimalFormat.writeInteger(UInt64(value), to: destination)
    }
  }
}

extension ByteBuffer {
  /// Appends frame `index`'s time at `fps` (see `DecimalFormat.writeFrameTime`).
  public func appendFrameTime(_ time: Double, index: Int, fps: Int) {
    withReservedBytes(DecimalFormat.maximumLength) {
      DecimalFormat.writeFrameTime(time, index: index, fps: fps, to: $0)
    }
  }
}
