import Foundation

extension Spring {
  /// The physical spring this package uses for UIKit's duration-based
  /// `spring(damping:velocity:)`, settling at `duration` seconds.
  ///
  /// UIKit's own mapping is undocumented [S4]. This one follows Framer's idea [S25]: mass 1,
  /// ω0 chosen so the decay envelope of the spring *with zero velocity* reaches 0.001 of the
  /// distance exactly at `duration`, then k = ω0²·m and c = 2ζ√(km). Because the settling
  /// time of a zero-velocity spring scales as 1/ω0, ω0 = S(ζ) / duration, where S(ζ) is the
  /// settling time of the unit spring (ω0 = 1) with ratio ζ. The velocity does not change
  /// k or c; it only sets the initial velocity (distances per second toward the target).
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, positive.
  ///   - velocity: Distances per second toward the target.
  ///   - duration: Seconds, positive.
  /// - Returns: The spring (mass 1).
  public static func fitted(dampingRatio: Double, velocity: Double, duration: Double) -> Spring {
    precondition(dampingRatio > 0 && duration > 0, "fitting needs a positive ratio and duration")
    let unit = Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio, initialVelocity: 0)
    let omega = unit.settlingDuration / duration
    let stiffness = omega * omega
    let damping = 2 * dampingRatio * stiffness.squareRoot()
    return Spring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  }
}
