import Foundation

extension Spring {
  /// The spring UIKit runs for a duration-based spring:
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator.
  ///
  /// UIKit clamps the damping ratio to at most 1 and picks mass 1 and the natural frequency
  /// ω0 at which the spring has settled to ε = 0.001 of the distance at `duration` T, then
  /// k = ω0² and c = 2ζω0. This is the method Framer published and Material Motion's
  /// MDMSpringTimingCurveGenerator and Apple's own `springAnimationWithDuration:` helpers
  /// (public class dumps) reproduce, with a Newton solve started at 5 / T:
  ///
  /// - ζ < 1, counting only the oscillating (sine) term's envelope:
  ///   |ζω0 − v| / (ω0√(1 − ζ²)) · e^(−ζω0·T) = ε. For v = 0 it has the closed form
  ///   ω0 = ln(ζ / (√(1 − ζ²)·ε)) / (ζT); ζ 0.5, T 1 s: 2·ln(0.577350 / 0.001) = 12.716898.
  /// - ζ = 1, the whole displacement: (1 + (ω0 − v)·T)·e^(−ω0·T) = ε.
  ///
  /// The root solved is the largest (beyond it the term stays below ε), by bisection in
  /// log form to adjacent doubles. When the equation has no root (a ratio below about
  /// 0.001 with no velocity, or a velocity so large toward the target that the term never
  /// reaches ε), ω0 falls back to the zero-velocity fit of the whole envelope.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, positive (above 1 counts as 1).
  ///   - velocity: v, distances per second toward the target (UIKit's unit: 200 pt at
  ///     100 pt/s is 0.5).
  ///   - duration: T, seconds, positive.
  /// - Returns: The spring (mass 1).
  /// - Throws: `AnimatorError.invalidDampingRatio` for ζ ≤ 0, `.negativeDuration` for
  ///   T ≤ 0, `.notFinite` for NaN or infinite input or when no positive finite stiffness
  ///   fits (a duration so short that ω0² overflows).
  public static func fitted(dampingRatio: Double, velocity: Double, duration: Double)
    throws(AnimatorError) -> Spring
  {
    guard dampingRatio.isFinite, velocity.isFinite, duration.isFinite else {
      throw .notFinite(parameter: "spring")
    }
    guard dampingRatio > 0 else { throw .invalidDampingRatio(dampingRatio) }
    guard duration > 0 else { throw .negativeDuration(duration) }
    guard
      let spring = fittedIfRepresentable(
        dampingRatio: dampingRatio, velocity: velocity, duration: duration)
    else { throw .notFinite(parameter: "spring stiffness fitted to the duration") }
    return spring
  }

  /// The fitted spring (see `fitted(dampingRatio:velocity:duration:)`), or nil when its
  /// stiffness or damping is not a positive finite number.
  static func fittedIfRepresentable(dampingRatio: Double, velocity: Double, duration: Double)
    -> Spring?
  {
    guard dampingRatio > 0, dampingRatio.isFinite, duration > 0, duration.isFinite,
      velocity.isFinite
    else { return nil }
    let zeta = min(dampingRatio, 1)
    guard
      let omega = fittedFrequency(dampingRatio: zeta, velocity: velocity, duration: duration)
        ?? envelopeFittedFrequency(dampingRatio: zeta, duration: duration)
    else { return nil }
    let stiffness = omega * omega
    let damping = 2 * zeta * omega
    guard stiffness > 0, stiffness.isFinite, damping > 0, damping.isFinite, omega.isFinite
    else { return nil }
    return Spring(
      unchecked: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity,
      allowsOverdamping: false)
  }

  /// UIKit's ω0 (see `fitted`), or nil when the settling equation has no root.
  ///
  /// - Parameter dampingRatio: ζ in (0, 1].
  /// - Complexity: at most about 4 × 1075 evaluations; about 60 for ordinary input.
  static func fittedFrequency(dampingRatio zeta: Double, velocity v: Double, duration t: Double)
    -> Double?
  {
    let logEpsilon = log(settlingEpsilon)
    // g(ω) = ln(term at T) − ln ε, positive while the term is above ε at T.
    let g: (Double) -> Double
    // Where g is largest (g falls on both sides, or only after it when v ≤ 0).
    var start: Double
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      g = { omega in
        log(abs(zeta * omega - v)) - log(omega * root) - zeta * omega * t - logEpsilon
      }
      // d/dω [ln(ζω − v) − ln ω − ζωT] = 0 ⇔ ζ²T·ω² − ζTv·ω − v = 0.
      start = v > 0 ? (t * v + (t * t * v * v + 4 * t * v).squareRoot()) / (2 * zeta * t) : 5 / t
    } else {
      g = { omega in log(abs(1 + (omega - v) * t)) - omega * t - logEpsilon }
      // d/dω [ln(1 + (ω − v)T) − ωT] = 0 ⇔ ω = v.
      start = v > 0 ? v : 5 / t
    }
    // With v ≤ 0, g decreases from +∞ (or ln(ζ / (√(1 − ζ²)·ε)) > 0) at ω → 0: halve
    // toward 0 until it is positive.
    var steps = 0
    while !(g(start) > 0), v <= 0, start > 0, steps < settlingSearchSteps {
      start /= 2
      steps += 1
    }
    guard start > 0, start.isFinite, g(start) > 0 else { return nil }
    var low = start
    var high = start * 2
    steps = 0
    while g(high) > 0, high.isFinite, steps < settlingSearchSteps {
      low = high
      high *= 2
      steps += 1
    }
    guard high.isFinite, !(g(high) > 0) else { return nil }
    steps = 0
    while steps < settlingSearchSteps {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      if g(middle) > 0 { low = middle } else { high = middle }
      steps += 1
    }
    return high
  }

  /// The fallback ω0: the zero-velocity spring whose whole envelope reaches ε at T (the
  /// settling time of a zero-velocity spring scales as 1/ω0, so ω0 = S(ζ) / T with S the
  /// settling time of the unit spring).
  static func envelopeFittedFrequency(dampingRatio zeta: Double, duration t: Double) -> Double? {
    let unit = Spring(
      unchecked: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0, allowsOverdamping: false)
    let omega = unit.envelopeSettlingDuration / t
    return omega > 0 && omega.isFinite ? omega : nil
  }
}
