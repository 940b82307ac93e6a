import Animator

/// The names of Core Animation's timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve (Core Animation's `CAMediaTimingFunction`), on the
/// Animator's curves (the named ones have Apple's control points).
public final class CAMediaTimingFunction: Sendable {
  /// The curve.
  package let curve: TimingCurve

  /// One of the named curves.
  public init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: curve = .linear
    case .easeIn: curve = .easeIn
    case .easeOut: curve = .easeOut
    case .easeInEaseOut: curve = .easeInEaseOut
    default: curve = .default
    }
  }

  /// The curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1).
  ///
  /// An x outside 0…1 (Core
  /// Animation clamps it) is recorded in `Simulation.errors`; the curve is then linear.
  @MainActor public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    do throws(AnimatorError) {
      curve = try .cubicBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    } catch {
      Runtime.shared.record(.animation(error), call: "CAMediaTimingFunction(controlPoints:)")
      curve = .linear
    }
  }
}
