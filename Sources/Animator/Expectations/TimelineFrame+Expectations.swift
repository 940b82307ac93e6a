/// Expectations over time on recorded frames, for tests of a timeline:
///
///     var frames: [TimelineFrame] = []
///     try timeline.finish(cursor: 0) { frames.append($0) }
///     let settled = frames.always({ $0.visualFrames[card].minY }, .greaterOrEqual, 510)
///     #expect(settled.passed, "first below at frame \(settled.witness?.frame ?? -1)")
///     let peak = frames.maximum { $0.alphas[card] }          // FrameSample: frame, time, value
///
/// Each measure reads one number from a frame (a presented frame's edge, an alpha, a
/// visual frame's edge…); the checks are `TemporalCheck` and `ExtremeCheck` fed with every
/// frame in order.
extension Sequence where Element == TimelineFrame {
  /// Whether `measure comparison expected` holds on every frame in `during` (seconds,
  /// inclusive; every frame when nil); the witness is the first frame that breaks it.
  public func always(
    _ measure: (TimelineFrame) -> Double, _ comparison: Comparison, _ expected: Double,
    during: ClosedRange<Double>? = nil, tolerance: Double = Comparison.defaultTolerance
  ) -> TemporalCheck<Double> {
    check(.always(during: during), measure, comparison, expected, tolerance)
  }

  /// Whether `measure comparison expected` holds on no frame in `during`; the witness is
  /// the first frame where it does.
  public func never(
    _ measure: (TimelineFrame) -> Double, _ comparison: Comparison, _ expected: Double,
    during: ClosedRange<Double>? = nil, tolerance: Double = Comparison.defaultTolerance
  ) -> TemporalCheck<Double> {
    check(.never(during: during), measure, comparison, expected, tolerance)
  }

  /// Whether `measure comparison expected` holds on some frame at or before `by` seconds
  /// (any frame when nil); the witness is the first such frame.
  public func eventually(
    _ measure: (TimelineFrame) -> Double, _ comparison: Comparison, _ expected: Double,
    by limit: Double? = nil, tolerance: Double = Comparison.defaultTolerance
  ) -> TemporalCheck<Double> {
    check(.eventually(by: limit), measure, comparison, expected, tolerance)
  }

  /// The largest value of `measure` over the frames in `during`, with the first frame where
  /// it occurs; nil when no frame is in the window.
  public func maximum(
    during: ClosedRange<Double>? = nil, _ measure: (TimelineFrame) -> Double
  ) -> FrameSample<Double>? {
    extreme(.maximum, during: during, measure)
  }

  /// The smallest value of `measure` over the frames in `during`, with the first frame where
  /// it occurs; nil when no frame is in the window.
  public func minimum(
    during: ClosedRange<Double>? = nil, _ measure: (TimelineFrame) -> Double
  ) -> FrameSample<Double>? {
    extreme(.minimum, during: during, measure)
  }

  private func check(
    _ quantifier: TemporalQuantifier, _ measure: (TimelineFrame) -> Double,
    _ comparison: Comparison, _ expected: Double, _ tolerance: Double
  ) -> TemporalCheck<Double> {
    var check = TemporalCheck<Double>(quantifier)
    for frame in self where check.wants(time: frame.time) {
      let value = measure(frame)
      check.observe(
        frame: frame.index, time: frame.time,
        holds: comparison.holds(value, expected, tolerance: tolerance), value: value)
    }
    return check
  }

  private func extreme(
    _ kind: ExtremeCheck.Kind, during: ClosedRange<Double>?,
    _ measure: (TimelineFrame) -> Double
  ) -> FrameSample<Double>? {
    var check = ExtremeCheck(kind, during: during)
    for frame in self where check.wants(time: frame.time) {
      check.observe(frame: frame.index, time: frame.time, value: measure(frame))
    }
    return check.extreme
  }
}
