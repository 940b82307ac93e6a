import Animator
import Diagnostics

extension CurveSpec {
  /// The animator's curve for this script curve (the one place the two meet).
  ///
  /// - Throws: The animator's error for parameters it rejects.
  func timingCurve() throws(AnimatorError) -> TimingCurve {
    switch self {
    case .linear: return .linear
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInOut: return .easeInEaseOut
    case .systemDefault: return .default
    case .cubic(let x1, let y1, let x2, let y2): return try .cubicBezier(x1, y1, x2, y2)
    case .dampedSpring(let ratio, let velocity):
      return try .spring(dampingRatio: ratio, velocity: velocity)
    case .physicalSpring(let mass, let stiffness, let damping, let velocity, let overdamping):
      return try .spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
        allowsOverdamping: overdamping)
    case .steps(let count, let jumpStart):
      return try .steps(count, position: jumpStart ? .start : .end)
    case .keyboard: return .keyboard
    }
  }
}
