/// One keyframe of `Timeline.animateKeyframes` (UIKit's
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
public struct Keyframe {
  /// When this keyframe starts, as a fraction (0…1) of the whole animation.
  public let relativeStart: Double
  /// How long it lasts, as a fraction (0…1) of the whole animation.
  public let relativeDuration: Double
  /// The changes whose laid-out frames this keyframe reaches at its end.
  public let mutations: () -> Void

  /// Creates a keyframe.
  ///
  /// - Throws: `AnimatorError.keyframeOutOfRange` unless both values lie in 0…1 and the
  ///   keyframe ends by 1.
  public init(relativeStart: Double, relativeDuration: Double, mutations: @escaping () -> Void)
    throws(AnimatorError)
  {
    guard relativeStart.isFinite, relativeDuration.isFinite,
      (0...1).contains(relativeStart), (0...1).contains(relativeDuration),
      relativeStart + relativeDuration <= 1 + 1e-12
    else {
      throw .keyframeOutOfRange(relativeStart: relativeStart, relativeDuration: relativeDuration)
    }
    self.relativeStart = relativeStart
    self.relativeDuration = relativeDuration
    self.mutations = mutations
  }
}
