extension DecimalFormat {
  /// Writes the time of frame `index` at `fps` frames per second: the exact decimal of
  /// `index / fps` rounded half away from zero to milliseconds, then as `write(_:to:)`.
  ///
  /// The binary double nearest to `index / fps` can sit on either side of a millisecond tie
  /// (at 240 fps, frame 3 is 0.0125 s and frame 969 is 4.0375 s; the doubles are 0.01250…01
  /// and 4.03749…97), so rounding the double would round those ties in different directions.
  /// The integer arithmetic here rounds every tie up: with `ms = 1000·index / fps`,
  /// `round(ms) = ⌊(2000·index + fps) / (2·fps)⌋`. When `time` is not that frame's time
  /// (a sample between frames), or the product would overflow, it falls back to `write`.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds, as the timeline computed it (`index / fps`).
  ///   - index: The frame number, from 0.
  ///   - fps: The sampling rate, frames per second.
  ///   - destination: Room for at least `maximumLength` bytes.
  /// - Returns: The number of bytes written.
  /// - Complexity: O(number of digits).
  public static func writeFrameTime(
    _ time: Double, index: Int, fps: Int, to destination: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard fps > 0, index >= 0, index <= (Int.max - fps) / 2000,
      Double(index) / Double(fps) == time
    else { return write(time, to: destination) }
    let milliseconds = UInt64((2000 * index + fps) / (2 * fps))
    return writeThousandths(milliseconds, to: destination)
  }

  /// The text of frame `index`'s time at `fps` (see `writeFrameTime(_:index:fps:to:)`).
  public static func frameTimeString(_ time: Double, index: Int, fps: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      let length = writeFrameTime(time, index: index, fps: fps, to: base)
      return String(decoding: UnsafeBufferPointer(start: base, count: length), as: UTF8.self)
    }
  }
}
