/// The local clock of one animation: seconds since its creation, delay included.
///
/// `local(t) = anchorLocal + rate · (t − anchorGlobal)`; `rate` is 1 while running, 0 while
/// paused and −1 while running backward (a reversed property-animator handle).
struct LocalClock {
  var anchorGlobal: Double
  var anchorLocal: Double
  var rate: Double

  func local(at time: Double) -> Double { anchorLocal + rate * (time - anchorGlobal) }

  /// Re-anchors at `time` with a new rate, keeping the local time continuous.
  mutating func setRate(_ newRate: Double, at time: Double) {
    anchorLocal = local(at: time)
    anchorGlobal = time
    rate = newRate
  }
}

/// What an animation moves.
enum AnimationContent {
  /// Frame interpolation: for each view in `views` (ascending), 8 offsets
  /// (frame x, y, width, height, then window x, y, width, height) = start − new model,
  /// scaled by 1 − curve.
  case frames(views: [Int], deltas: [Double])
  /// Keyframes: offsets from the final model along a path.
  case keyframes(KeyframePath)
  /// Relayout: constants animated and re-solved each frame; `deltas[i]` = from − to for
  /// `keys[i]`, scaled by 1 − curve.
  case constants(keys: [Int], deltas: [Double])
}

/// What an animation does to alphas and transforms.
enum AppearanceContent {
  /// An `animate` block's changes (`AppearanceTrack`).
  case basic(AppearanceTrack)
  /// A keyframe animation's (`AppearanceKeyframes`).
  case keyframes(AppearanceKeyframes)

  /// Whether it still animates anything.
  var hasContent: Bool {
    switch self {
    case .basic(let track): track.hasContent
    case .keyframes(let keyframes): keyframes.hasContent
    }
  }

  /// Whether it animates a transform.
  var hasTransforms: Bool {
    switch self {
    case .basic(let track): !track.transformViews.isEmpty
    case .keyframes(let keyframes): !keyframes.transformViews.isEmpty
    }
  }
}

/// One animation in flight on a timeline.
final class RunningAnimation {
  let id: AnimationID
  let tag: Int?
  /// The timing; replaced when a paused property animator continues on a new curve.
  var spec: AnimationSpec
  var clock: LocalClock
  var content: AnimationContent
  /// What it does to alphas and transforms, if anything.
  var appearance: AppearanceContent?
  /// The `started` event has been reported.
  var startReported = false
  /// A later animation removed part of what this one moves: it ends `interrupted`.
  var lostTrack = false
  /// A property-animator handle reversed it: it runs (or will resume) backward.
  var reversed = false
  /// Ending at its start (run backward to it), it holds the views at their start values
  /// (UIViewPropertyAnimator `isReversed`; `Timeline.reverse(_:at:holdingStart:)`).
  var holdsStart = false

  init(
    id: AnimationID, tag: Int?, spec: AnimationSpec, createdAt time: Double,
    content: AnimationContent
  ) {
    self.id = id
    self.tag = tag
    self.spec = spec
    self.clock = LocalClock(anchorGlobal: time, anchorLocal: 0, rate: 1)
    self.content = content
  }

  /// Seconds since the start (after the delay) at global `time`.
  func elapsed(at time: Double) -> Double { clock.local(at: time) - spec.delay }

  /// Where the timing curve is at `time`: 0 before the start, 1 at the end.
  func curveValue(at time: Double) -> Double { spec.curveValue(atElapsed: elapsed(at: time)) }

  /// The global time of the start when it is still ahead (running forward), else nil.
  var upcomingStartTime: Double? {
    guard clock.rate > 0 else { return nil }
    return clock.anchorGlobal + (spec.delay - clock.anchorLocal) / clock.rate
  }

  /// The global time this animation ends on its own, nil while paused or repeating forever.
  var finishTime: Double? {
    if clock.rate > 0 {
      let active = spec.activeDuration
      guard active.isFinite else { return nil }
      return clock.anchorGlobal + (spec.delay + active - clock.anchorLocal) / clock.rate
    }
    if clock.rate < 0 {
      return clock.anchorGlobal + (clock.anchorLocal - spec.delay) / -clock.rate
    }
    return nil
  }

  /// Whether the content still moves anything (false once later animations removed it all).
  var hasContent: Bool {
    if appearance?.hasContent == true { return true }
    switch content {
    case .frames(_, let deltas): return deltas.contains { $0 != 0 }
    case .keyframes(let path): return path.hasContent
    case .constants(let keys, _): return !keys.isEmpty
    }
  }
}
