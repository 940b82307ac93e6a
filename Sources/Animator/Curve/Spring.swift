import Foundation

/// A damped harmonic oscillator (mass, stiffness, damping, initial velocity), solved in
/// closed form, as a timing curve: progress = 1 − displacement.
///
/// The spring starts one unit away from its target (displacement 1) and pulls toward it.
/// `initialVelocity` follows CASpringAnimation: in units of the whole distance per second,
/// positive toward the target (Apple, CASpringAnimation.initialVelocity). The closed forms
/// for the three regimes are AOSP SpringForce's (androidx dynamicanimation SpringForce.java):
/// with ω0 = √(k/m) and ζ = c / (2√(km)), under-damped (ζ < 1), critically damped (ζ = 1,
/// within 1e-9) and over-damped (ζ > 1).
///
/// As Core Animation, a spring with ζ ≥ 1 runs the critically damped form with the same ω0
/// unless `allowsOverdamping` is set (CASpringAnimation.allowsOverdamping, iOS 17: "when
/// false, the damping ratio is clamped to 1"), when the true over-damped form applies.
public struct Spring: Hashable, Sendable {
  /// The mass (CASpringAnimation default 1).
  public let mass: Double
  /// The stiffness k (CASpringAnimation default 100).
  public let stiffness: Double
  /// The damping coefficient c (CASpringAnimation default 10).
  public let damping: Double
  /// The initial velocity in distances per second, positive toward the target.
  public let initialVelocity: Double
  /// Whether a damping ratio above 1 gives a true over-damped spring (CASpringAnimation
  /// `allowsOverdamping`, default false: it behaves critically damped).
  public let allowsOverdamping: Bool

  /// How close to the target counts as settled: 0.001 of the distance, the epsilon
  /// `CASpringAnimation.settlingDuration` passes to its `durationForEpsilon:` (public
  /// class dumps of QuartzCore) and of SwiftUI's `Spring(settlingDuration:dampingRatio:)`.
  public static let settlingEpsilon = 0.001

  /// Creates a spring.
  ///
  /// - Parameters:
  ///   - mass: Positive (default 1).
  ///   - stiffness: Positive k (default 100).
  ///   - damping: Positive c (default 10; 0 never settles).
  ///   - initialVelocity: Distances per second toward the target (default 0).
  ///   - allowsOverdamping: Use the true over-damped form for ζ > 1 (default false).
  /// - Throws: `AnimatorError.notFinite` for NaN or infinite input,
  ///   `.invalidSpring` for a non-positive mass, stiffness or damping.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) throws(AnimatorError) {
    guard mass.isFinite, stiffness.isFinite, damping.isFinite, initialVelocity.isFinite else {
      throw .notFinite(parameter: "spring")
    }
    guard mass > 0, stiffness > 0, damping > 0 else {
      throw .invalidSpring(mass: mass, stiffness: stiffness, damping: damping)
    }
    self.init(
      unchecked: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      allowsOverdamping: allowsOverdamping)
  }

  /// A spring from parameters already validated (positive and finite).
  init(
    unchecked mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
    allowsOverdamping: Bool
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// The undamped angular frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)) (UISpringTimingParameters' definition), before
  /// Core Animation's clamp (see `effectiveDampingRatio`).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The ratio the motion uses: `dampingRatio`, or at most 1 without `allowsOverdamping`.
  public var effectiveDampingRatio: Double {
    allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
  }

  /// Which of the three closed forms applies.
  public enum Regime: Hashable, Sendable {
    /// ζ < 1: oscillates while decaying.
    case underdamped
    /// ζ = 1 (within 1e-9), or ζ > 1 without `allowsOverdamping`.
    case critical
    /// ζ > 1 with `allowsOverdamping`: a sum of two decaying exponentials.
    case overdamped
  }

  /// The regime of this spring.
  public var regime: Regime {
    let zeta = dampingRatio
    if abs(zeta - 1) <= 1e-9 { return .critical }
    if zeta < 1 { return .underdamped }
    return allowsOverdamping ? .overdamped : .critical
  }

  /// The coefficient of the sine term of the under-damped form, (ζω0·x0 + v0) / ωd with
  /// x0 = 1 and v0 = −initialVelocity.
  var sineCoefficient: Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    return (zeta * omega - initialVelocity) / omegaD
  }

  /// The displacement from the target at `time` seconds (1 at time 0).
  public func displacement(at time: Double) -> Double {
    let omega = naturalFrequency
    let x0 = 1.0
    let v0 = -initialVelocity
    switch regime {
    case .underdamped:
      let zeta = dampingRatio
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * time)
      return envelope * (x0 * cos(omegaD * time) + sineCoefficient * sin(omegaD * time))
    case .critical:
      return (x0 + (v0 + omega * x0) * time) * exp(-omega * time)
    case .overdamped:
      let (gammaPlus, gammaMinus) = overdampedRates
      let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
      let a = x0 - b
      return a * exp(gammaMinus * time) + b * exp(gammaPlus * time)
    }
  }

  /// Progress toward the target at `time` seconds: `1 − displacement` (0 at time 0, may
  /// overshoot 1).
  public func progress(at time: Double) -> Double { 1 - displacement(at: time) }

  /// An upper bound on |displacement| from `time` on, used to find when the spring settles.
  ///
  /// Under-damped: (|x0| + |sine coefficient|)·exp(−ζω0·t), the bound Core Animation's
  /// settling duration uses (see `settlingDuration`).
  func envelope(at time: Double) -> Double {
    let omega = naturalFrequency
    let x0 = 1.0
    let v0 = -initialVelocity
    switch regime {
    case .underdamped:
      return (abs(x0) + abs(sineCoefficient)) * exp(-dampingRatio * omega * time)
    case .critical:
      return (abs(x0) + abs(v0 + omega * x0) * time) * exp(-omega * time)
    case .overdamped:
      let (gammaPlus, gammaMinus) = overdampedRates
      let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
      let a = x0 - b
      return abs(a) * exp(gammaMinus * time) + abs(b) * exp(gammaPlus * time)
    }
  }

  /// The two decay rates of the over-damped form, γ± = −ζω0 ± ω0√(ζ² − 1) (per second).
  ///
  /// γ+ is computed as −ω0 / (ζ + √(ζ² − 1)), the same number without the cancellation of
  /// −ζω0 + ω0√(ζ² − 1), which rounds to 0 (a spring that never settles) for ζ beyond about
  /// 1e8; √(ζ² − 1) is taken as ζ once ζ² − 1 rounds to ζ² (and before ζ² overflows).
  var overdampedRates: (plus: Double, minus: Double) {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let root = zeta < 1e150 ? (zeta * zeta - 1).squareRoot() : zeta
    return (-omega / (zeta + root), -zeta * omega - omega * root)
  }
}
