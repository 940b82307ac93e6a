/// A timing curve: a pure function from progress in time (0…1) to progress in value.
///
/// Build one from the named `CAMediaTimingFunction` curves, a cubic Bézier, a spring or
/// steps. Factories that take user input throw `AnimatorError` instead of trapping, so a
/// `TimingCurve` value is always valid.
///
///     let curve = TimingCurve.easeInEaseOut
///     curve.value(at: 0.25)  // 0.129162…
///
/// Springs run on their own time: a physical spring (`spring(mass:…)`) lasts its
/// `settlingDuration`, whatever duration the animation was given; a UIKit duration spring
/// (`spring(dampingRatio:velocity:)`) is fitted to the animation's duration (see
/// `resolved(duration:)` and docs/animator.md). Every curve returns exactly 0 at 0 (but
/// jump-start steps, 1/n) and exactly 1 at 1 (a spring snaps to its target at the end).
public struct TimingCurve: Hashable, Sendable {
  /// The curve families.
  enum Kind: Hashable, Sendable {
    case linear
    case bezier(CubicBezier)
    case steps(count: Int, position: StepPosition)
    /// A physical spring sampled over `period` seconds (progress 1 = `period` seconds).
    case spring(Spring, period: Double)
    /// UIKit's duration-based spring, not yet fitted to a duration.
    case durationSpring(dampingRatio: Double, velocity: Double)
  }

  let kind: Kind

  init(kind: Kind) { self.kind = kind }

  // MARK: - Named curves

  /// Linear pacing: `CAMediaTimingFunctionName.linear`, control points (0,0) (1,1) [S17].
  public static let linear = TimingCurve(kind: .linear)

  /// `CAMediaTimingFunctionName.easeIn`: control points (0.42, 0) (1, 1) [S17].
  public static let easeIn = TimingCurve(
    kind: .bezier(CubicBezier(validX1: 0.42, y1: 0, x2: 1, y2: 1)))

  /// `CAMediaTimingFunctionName.easeOut`: control points (0, 0) (0.58, 1) [S17].
  public static let easeOut = TimingCurve(
    kind: .bezier(CubicBezier(validX1: 0, y1: 0, x2: 0.58, y2: 1)))

  /// `CAMediaTimingFunctionName.easeInEaseOut` (UIKit's `curveEaseInOut`, the default of
  /// `UIView.animate`): control points (0.42, 0) (0.58, 1) [S17][S26].
  public static let easeInEaseOut = TimingCurve(
    kind: .bezier(CubicBezier(validX1: 0.42, y1: 0, x2: 0.58, y2: 1)))

  /// `CAMediaTimingFunctionName.default`: control points (0.25, 0.1) (0.25, 1) [S17].
  public static let `default` = TimingCurve(
    kind: .bezier(CubicBezier(validX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))

  /// The named curves, by their script names (`easeInOut` is UIKit's name for
  /// `easeInEaseOut`).
  public static let named: [(name: String, curve: TimingCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInOut", .easeInEaseOut), ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  // MARK: - Parameterised curves

  /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1).
  ///
  /// - Throws: `AnimatorError.bezierControlOutOfRange` when x1 or x2 lies outside 0…1, or
  ///   `.notFinite` for NaN or infinite input.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    throws(AnimatorError) -> TimingCurve
  {
    TimingCurve(kind: .bezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)))
  }

  /// A CASpringAnimation-style spring: runs for its `settlingDuration`, not the animation's.
  ///
  /// - Parameters:
  ///   - mass: Positive mass (default 1).
  ///   - stiffness: Positive stiffness k (default 100).
  ///   - damping: Positive damping c (default 10).
  ///   - initialVelocity: Distances per second toward the target (default 0).
  ///   - allowsOverdamping: A ratio above 1 runs the true over-damped form
  ///     (CASpringAnimation `allowsOverdamping`, iOS 17); by default it runs critically
  ///     damped with the same ω0, as Core Animation.
  /// - Throws: `AnimatorError.invalidSpring` for a non-positive mass, stiffness or damping;
  ///   `.notFinite` for NaN or infinite input, or when the settling duration is not a
  ///   finite number of seconds (parameters so extreme that ω0 or ζ round to 0 or overflow).
  public static func spring(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) throws(AnimatorError) -> TimingCurve {
    let spring = try Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      allowsOverdamping: allowsOverdamping)
    // k/m, k·m and c/(2√(km)) must stay positive and finite in doubles for the closed forms.
    let ratio = stiffness / mass
    let product = stiffness * mass
    guard ratio > 0, ratio.isFinite, product > 0, product.isFinite else {
      throw .notFinite(parameter: "spring frequency")
    }
    let period = spring.settlingDuration
    guard period.isFinite else { throw .notFinite(parameter: "spring settling duration") }
    return TimingCurve(kind: .spring(spring, period: period))
  }

  /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`: fitted to the animation's
  /// duration (mapping in `Spring.fitted(dampingRatio:velocity:duration:)`).
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ > 0; 1 is critically damped, below 1 oscillates; UIKit clamps
  ///     larger ratios to 1.
  ///   - velocity: Distances per second toward the target (UIKit's unit: 200 pt at
  ///     100 pt/s is 0.5) [S4].
  /// - Throws: `AnimatorError.invalidDampingRatio` for ζ ≤ 0 (it would never settle).
  public static func spring(dampingRatio: Double, velocity: Double = 0) throws(AnimatorError)
    -> TimingCurve
  {
    guard dampingRatio.isFinite, velocity.isFinite else {
      throw .notFinite(parameter: "spring")
    }
    guard dampingRatio > 0 else { throw .invalidDampingRatio(dampingRatio) }
    return TimingCurve(kind: .durationSpring(dampingRatio: dampingRatio, velocity: velocity))
  }

  /// `n` equal steps (CSS `steps(n, jump-end)` by default).
  ///
  /// - Throws: `AnimatorError.invalidStepCount` when `count` < 1.
  public static func steps(_ count: Int, position: StepPosition = .end) throws(AnimatorError)
    -> TimingCurve
  {
    guard count >= 1 else { throw .invalidStepCount(count) }
    return TimingCurve(kind: .steps(count: count, position: position))
  }

  // MARK: - Evaluation

  /// The value progress at time progress `x`: 0 before 0 (and at 0, except `steps` with
  /// `.start`, which gives 1/n there: CSS Easing 1's jump-start in the active phase), 1 at
  /// or after 1.
  ///
  /// A UIKit duration spring not yet `resolved(duration:)` is evaluated as if the duration
  /// were 1 second.
  public func value(at x: Double) -> Double {
    if x == 0, case .steps(let count, .start) = kind { return 1 / Double(count) }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    switch kind {
    case .linear:
      return x
    case .bezier(let bezier):
      return bezier.value(at: x)
    case .steps(let count, let position):
      let n = Double(count)
      switch position {
      case .end: return (x * n).rounded(.down) / n
      case .start: return min((x * n).rounded(.down) + 1, n) / n
      }
    case .spring(let spring, let period):
      return spring.progress(at: x * period)
    case .durationSpring:
      return resolved(duration: 1).value(at: x)
    }
  }

  /// This curve fitted to an animation of `duration` seconds: a UIKit duration spring
  /// becomes a physical spring settling at `duration`; other curves are unchanged.
  ///
  /// A duration spring that cannot be fitted (a ratio or duration so extreme that the
  /// fitted stiffness is not a positive finite number) stays unfitted and is evaluated as
  /// if the duration were 1 second; `AnimationSpec.init` throws for it instead.
  public func resolved(duration: Double) -> TimingCurve {
    guard case .durationSpring(let ratio, let velocity) = kind, duration > 0,
      let spring = Spring.fittedIfRepresentable(
        dampingRatio: ratio, velocity: velocity, duration: duration)
    else { return self }
    return TimingCurve(kind: .spring(spring, period: duration))
  }

  /// Whether this curve is a UIKit duration spring not yet fitted to a duration.
  var isUnfittedDurationSpring: Bool {
    if case .durationSpring = kind { return true }
    return false
  }

  /// The duration an animation with this curve really runs, in seconds: a physical spring's
  /// settling duration, otherwise `duration`.
  public func effectiveDuration(_ duration: Double) -> Double {
    if case .spring(_, let period) = kind { return period }
    return duration
  }

  /// Whether this is a physical spring that runs for its own settling duration.
  public var runsUntilSettled: Bool {
    if case .spring = kind { return true }
    return false
  }
}

/// Where the jump of each step falls (CSS `jump-start` / `jump-end`).
public enum StepPosition: Hashable, Sendable {
  /// The value jumps at the start of each interval: 1/n right at progress 0.
  case start
  /// The value jumps at the end of each interval: 0 until 1/n of the time has passed.
  case end
}
