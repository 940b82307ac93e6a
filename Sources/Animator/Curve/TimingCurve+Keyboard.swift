extension TimingCurve {
  /// The curve of the on-screen keyboard (UIKit's undocumented `UIViewAnimationCurve` 7,
  /// which keyboard notifications report): approximated by the cubic Bézier
  /// (0.38, 0.7) (0.125, 1.0) over `keyboardDuration`.
  ///
  /// UIKit does not publish this curve. A dump of the animations it creates (Apple Developer
  /// Forums, thread 48088, "iOS Keyboard show animation curve control points") shows a
  /// `CASpringAnimation` with mass 3, stiffness 1000, damping 500 and a duration of 0.5 s,
  /// and reports that UIKit then ignores the duration passed in; the same thread gives the
  /// Bézier above as a visual match over 0.5 s. That spring is heavily over-damped
  /// (ζ = 500 / (2·√(1000·3)) ≈ 4.56, `UISpringTimingParameters()`'s default), and its
  /// closed form is only ≈ 63 % of the way at 0.5 s, so the spring cut at 0.5 s cannot be
  /// what is on screen; the Bézier, which rises fast and lands softly, is used instead.
  public static let keyboard = TimingCurve(
    kind: .bezier(CubicBezier(validX1: 0.38, y1: 0.7, x2: 0.125, y2: 1.0)))

  /// How long the keyboard takes to appear or hide, in seconds: 0.5 (the `CASpringAnimation`
  /// duration in the dump cited on `keyboard`; notifications report 0.25, which the forum
  /// thread found UIKit does not use for this curve).
  public static let keyboardDuration = 0.5
}
