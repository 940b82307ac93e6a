import Diagnostics

/// Which statement wrote an `AnimateBlock`.
public enum AnimateBlockKind: Hashable, Sendable {
  /// `animate D … { … }` (UIView.animate).
  case animate
  /// `animator NAME D … { … }`: a UIViewPropertyAnimator started at the cursor; the
  /// name is what `pause`, `resume`, `reverse`, `scrub` and `stop` refer to.
  case animator(Name)
  /// `keyframes D … [mode M] { at S for D { … } … }` (UIView.animateKeyframes).
  case keyframes(mode: ScriptKeyframeMode, frames: [ScriptKeyframe])
}

/// One `at S for D { … }` of a `keyframes` block (`addKeyframe(withRelativeStartTime: S,
/// relativeDuration: D)`, both fractions of the whole duration).
public struct ScriptKeyframe: Hashable, Sendable {
  /// The relative start, 0…1.
  public var start: Located<Double>
  /// The relative duration, 0…1 (start + duration ≤ 1).
  public var duration: Located<Double>
  /// Its statements.
  public var body: [Statement]
}

/// `mode linear|discrete|paced|cubic` (UIView.KeyframeAnimationOptions calculation
/// modes; cubicPaced is not modelled).
public enum ScriptKeyframeMode: String, Hashable, Sendable, CaseIterable {
  case linear, discrete, paced, cubic
}

/// What a control statement does to a named animator (UIViewPropertyAnimator).
public enum AnimatorControl: Hashable, Sendable {
  /// `pause NAME`: pauseAnimation().
  case pause
  /// `resume NAME`: startAnimation() after a pause, in the current direction.
  case resume
  /// `reverse NAME`: isReversed.toggle().
  case reverse
  /// `scrub NAME to F`: fractionComplete = F (0…1), which pauses it.
  case scrub(Located<Double>)
  /// `stop NAME`: stopAnimation(false) then finishAnimation(at: .current).
  case stop
}
