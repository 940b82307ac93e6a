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

/// How a continued animation's run maps onto its original changes
/// (`Timeline.continueAnimation`): the new curve's value u (0 at the continue, 1 at the end
/// of the new run) puts the changes at progress `from + (target − from) × u`, where
/// progress 0 is the start values and 1 the end values.
struct ProgressRemap {
  /// The progress at the continue.
  var from: Double
  /// Whether the run goes back to the start values (target 0; a reversed property
  /// animator) rather than on to the end values (target 1).
  var towardStart: Bool

  /// The progress the run reaches: 0 toward the start, else 1.
  var target: Double { towardStart ? 0 : 1 }

  /// The progress at curve value `value`.
  func progress(_ value: Double) -> Double { from + (target - from) * value }
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
  /// The local clock; setting it again (pause, resume, seek, continue) ends a pause at the
  /// end (`isPausedAtEnd`) and a linear scrub (`linearScrub`).
  var clock: LocalClock {
    didSet {
      isPausedAtEnd = false
      linearScrub = nil
    }
  }
  var content: AnimationContent
  /// What it does to alphas and transforms, if anything.
  var appearance: AppearanceContent?
  /// The `started` event has been reported.
  var startReported = false
  /// A later animation removed part of what this one moves: it ends `interrupted`.
  var lostTrack = false
  /// A property-animator handle reversed it: it runs (or will resume) toward its start
  /// values, its clock backward unless a continue retimed it toward them (`runsBackward`).
  var reversed = false
  /// Ending at its start (run backward to it), it holds the views at their start values
  /// (UIViewPropertyAnimator `isReversed`; `Timeline.reverse(_:at:holdingStart:)`).
  var holdsStart = false
  /// Reaching its end (or, run backward, its start), it stays on the timeline paused there
  /// instead of finishing (UIViewPropertyAnimator `pausesOnCompletion`).
  var pausesAtEnd = false
  /// It reached its end with `pausesAtEnd` and waits there, paused.
  var isPausedAtEnd = false
  /// The fraction of its run a linear seek left it paused at: its changes show that far,
  /// whatever the curve (UIViewPropertyAnimator `scrubsLinearly`; `Timeline.seek`).
  var linearScrub: Double?
  /// Set when `Timeline.continueAnimation` retimed it: its run covers only the rest of the
  /// changes (nil: the whole, progress = curve value).
  var remap: ProgressRemap?

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

  /// How far its changes are at `time` (0: the start values, 1: the end values), as every
  /// sampler applies them: the curve's value, through `remap` once continued; nil past the
  /// end of its run when that ends at the end values (it adds nothing then).
  ///
  /// The one place the samplers (frames, keyframe paths, constants, alphas, transforms) and
  /// the holds read the timing curve.
  @inline(__always) func sampledProgress(at time: Double) -> Double? {
    if let scrub = linearScrub { return remap?.progress(scrub) ?? scrub }
    let elapsed = elapsed(at: time)
    guard elapsed < spec.activeDuration else {
      guard let remap, remap.towardStart else { return nil }
      return 0
    }
    let value = spec.curveValue(atElapsed: elapsed)
    guard let remap else { return value }
    return remap.progress(value)
  }

  /// How far its changes are shown at `time`: `sampledProgress(at:)`, 1 when that is nil.
  func shownProgress(at time: Double) -> Double { sampledProgress(at: time) ?? 1 }

  /// Whether its clock runs backward when it runs: a reversed property animator runs back
  /// toward the start values, which a run continued toward them does going forward.
  var runsBackward: Bool { reversed != (remap?.towardStart ?? false) }

  /// Whether it ends at the start values' side (position `.start`) when its clock reaches
  /// an end of its run.
  ///
  /// A plain run ends there when its clock runs backward; for a continued one, the clock's
  /// direction and the run's target decide.
  var endsAtStart: Bool { (clock.rate < 0) != (remap?.towardStart ?? false) }

  /// The progress where it ends (see `endsAtStart`): the run's start value (0, or the
  /// progress at the continue) when its clock runs backward, else the run's target.
  var endProgress: Double {
    if clock.rate < 0 { return remap?.from ?? 0 }
    return remap?.target ?? (spec.autoreversesToStart ? 0 : 1)
  }

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
