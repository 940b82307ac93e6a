import Foundation

/// A damped harmonic oscillator (mass, stiffness, damping, initial velocity), solved in
/// closed form, as a timing curve: progress = 1 − displacement.
///
/// The spring starts one unit away from its target (displacement 1) and pulls toward it.
/// `initialVelocity` follows CASpringAnimation: in units of the whole distance per second,
/// positive toward the target [S22–S24 in shared/reference/apple-semantics.md]. The closed
/// forms for the three regimes are AOSP SpringForce's, as written in apple-semantics.md §5
/// [S20]: with ω0 = √(k/m) and ζ = c / (2√(km)), under-damped (ζ < 1), critically damped
/// (ζ = 1, within 1e-9) and over-damped (ζ > 1).
public struct Spring: Hashable, Sendable {
  /// The mass (CASpringAnimation default 1).
  public let mass: Double
  /// The stiffness k (CASpringAnimation default 100).
  public let stiffness: Double
  /// The damping coefficient c (CASpringAnimation default 10).
  public let damping: Double
  /// The initial velocity in distances per second, positive toward the target.
  public let initialVelocity: Double

  /// How close to the target counts as settled: 0.001 of the distance, the epsilon of
  /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)` and Framer's duration
  /// mapping [S24][S25].
  public static let settlingEpsilon = 0.001

  /// Creates a spring; parameters must be positive (damping may not be 0: it never settles).
  ///
  /// - Precondition: mass, stiffness and damping are positive and finite (use
  ///   `TimingCurve.spring(mass:stiffness:damping:initialVelocity:)` for user input).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    precondition(
      mass > 0 && stiffness > 0 && damping > 0 && mass.isFinite && stiffness.isFinite
        && damping.isFinite && initialVelocity.isFinite,
      "spring parameters must be positive and finite")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// The undamped angular frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)) [S24].
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Which of the three closed forms applies.
  public enum Regime: Hashable, Sendable {
    /// ζ < 1: oscillates while decaying.
    case underdamped
    /// ζ = 1 (within 1e-9): the fastest approach without overshoot for zero velocity.
    case critical
    /// ζ > 1: a sum of two decaying exponentials.
    case overdamped
  }

  /// The regime of this spring.
  public var regime: Regime {
    let zeta = dampingRatio
    if abs(zeta - 1) <= 1e-9 { return .critical }
    return zeta < 1 ? .underdamped : .overdamped
  }

  /// The displacement from the target at `time` seconds (1 at time 0).
  public func displacement(at time: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let x0 = 1.0
    let v0 = -initialVelocity
    switch regime {
    case .underdamped:
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * time)
      return envelope
        * (x0 * cos(omegaD * time) + ((zeta * omega * x0 + v0) / omegaD) * sin(omegaD * time))
    case .critical:
      return (x0 + (v0 + omega * x0) * time) * exp(-omega * time)
    case .overdamped:
      let root = omega * (zeta * zeta - 1).squareRoot()
      let gammaPlus = -zeta * omega + root
      let gammaMinus = -zeta * omega - root
      let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
      let a = x0 - b
      return a * exp(gammaMinus * time) + b * exp(gammaPlus * time)
    }
  }

  /// Progress toward the target at `time` seconds: `1 − displacement` (0 at time 0, may
  /// overshoot 1).
  public func progress(at time: Double) -> Double { 1 - displacement(at: time) }

  /// An upper bound on |displacement| from `time` on, used to find when the spring settles.
  func envelope(at time: Double) -> Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let x0 = 1.0
    let v0 = -initialVelocity
    switch regime {
    case .underdamped:
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let amplitude = (x0 * x0 + pow((zeta * omega * x0 + v0) / omegaD, 2)).squareRoot()
      return amplitude * exp(-zeta * omega * time)
    case .critical:
      return (abs(x0) + abs(v0 + omega * x0) * time) * exp(-omega * time)
    case .overdamped:
      let root = omega * (zeta * zeta - 1).squareRoot()
      let gammaPlus = -zeta * omega + root
      let gammaMinus = -zeta * omega - root
      let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
      let a = x0 - b
      return abs(a) * exp(gammaMinus * time) + abs(b) * exp(gammaPlus * time)
    }
  }

  /// The time, in seconds, after which the spring stays within `settlingEpsilon` of its
  /// target: the last crossing of the decay envelope (an upper bound on |displacement|)
  /// through the epsilon, found by bisection to 1e-12 s.
  ///
  /// Apple's settlingDuration formula is undocumented; for Apple's example (m 1, k 100,
  /// c 5, "≈ 2.85 s") this gives 2.78 s.
  public var settlingDuration: Double {
    let epsilon = Spring.settlingEpsilon
    // The envelope is decreasing after its maximum: at 0 for the under- and over-damped
    // forms, at 1/ω0 − x0/(v0 + ω0·x0) for the critical one.
    var low = 0.0
    if regime == .critical {
      let omega = naturalFrequency
      let slope = abs(-initialVelocity + omega)
      if slope > 0 { low = max(0, 1 / omega - 1 / slope) }
    }
    if envelope(at: low) <= epsilon { return low }
    var high = max(low, 1e-3) * 2
    while envelope(at: high) > epsilon { high *= 2 }
    while high - low > 1e-12 {
      let middle = (low + high) / 2
      if envelope(at: middle) > epsilon { low = middle } else { high = middle }
    }
    return high
  }
}
