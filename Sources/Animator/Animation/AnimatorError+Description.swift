extension AnimatorError: CustomStringConvertible {
  /// The message for this error, without location (the scenario adds `file:line:col`).
  public var description: String {
    switch self {
    case .bezierControlOutOfRange(let x1, let x2):
      return "cubic Bézier control x values must lie in 0...1 (got \(x1) and \(x2))"
    case .invalidSpring(let mass, let stiffness, let damping):
      return
        "spring mass, stiffness and damping must be positive (got \(mass), \(stiffness), \(damping))"
    case .invalidDampingRatio(let ratio):
      return "spring damping ratio must be positive (got \(ratio)); 0 never settles"
    case .invalidStepCount(let count):
      return "steps needs at least 1 step (got \(count))"
    case .negativeDuration(let duration):
      return "duration must not be negative (got \(duration))"
    case .negativeDelay(let delay):
      return "delay must not be negative (got \(delay))"
    case .invalidRepeatCount(let count):
      return "repeat count must be positive (got \(count))"
    case .keyframeOutOfRange(let start, let duration):
      return
        "keyframe relative start and duration must lie in 0...1 and end by 1 (got \(start), \(duration))"
    case .notFinite(let parameter):
      return "\(parameter) must be a finite number"
    case .outOfOrder(let time, let latest):
      return
        "timeline actions and samples must come in time order (at \(time) s, already at \(latest) s)"
    case .frameOutOfOrder(let index, let next):
      return "frames must be sampled in increasing order (frame \(index), next is \(next))"
    case .invalidFrameRate(let fps):
      return "fps must be positive (got \(fps))"
    case .timeOutOfRange(let time):
      return "no frame index for time \(time) s (beyond 2^62 frames)"
    case .inconsistentHost(let views, let frames, let windowFrames):
      return
        "the layout host returned \(frames) frames and \(windowFrames) window frames for \(views) views"
    }
  }
}
