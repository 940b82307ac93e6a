import Animator
import Diagnostics

extension ScenarioRun {
  /// Runs a `keyframes` block at the cursor (UIView.animateKeyframes): each keyframe's
  /// statements are applied in order, each followed by a layout pass.
  func animateKeyframes(
    _ frames: [ScriptKeyframe], mode: ScriptKeyframeMode, spec: AnimationSpec, line: Int
  ) throws(ScenarioError) {
    var failure: ScenarioError?
    var keyframes: [Keyframe] = []
    for frame in frames {
      let body = frame.body
      do throws(AnimatorError) {
        keyframes.append(
          try Keyframe(relativeStart: frame.start.value, relativeDuration: frame.duration.value) {
            for inner in body where failure == nil {
              do throws(ScenarioError) {
                try self.apply(inner)
              } catch {
                failure = error
              }
            }
          })
      } catch {
        // The parser checked the range; report rather than trap if it ever slips.
        throw ScenarioError(diagnostics: [
          ScenarioDiagnostic(
            .error, .invalidAnimation(error.description), file: file, at: frame.start.location)
        ])
      }
    }
    try timelineCall { () throws(AnimatorError) in
      _ = try timeline.animateKeyframes(
        at: progress.cursor, spec, mode: mode.calculationMode, tag: line, keyframes: keyframes)
    }
    if let failure { throw failure }
  }

  /// Runs `pause|resume|reverse|stop NAME` or `scrub NAME to F` at the cursor; an animator
  /// that has already ended is left alone (UIKit: the calls do nothing once it is inactive).
  func control(_ name: String, _ control: AnimatorControl) throws(ScenarioError) {
    guard let id = progress.animators[name] else { return }
    let time = progress.cursor
    try timelineCall { () throws(AnimatorError) in
      switch control {
      case .pause: try timeline.pause(id, at: time)
      case .resume: try timeline.resume(id, at: time)
      case .reverse: try timeline.reverse(id, at: time)
      case .stop: try timeline.stop(id, at: time)
      case .scrub(let fraction): try timeline.seek(id, fraction: fraction.value, at: time)
      }
    }
  }

  /// Runs a timeline call; its error (the runner keeps times in order, so none is
  /// expected) becomes a diagnostic at the current statement instead of a trap.
  func timelineCall<T>(_ body: () throws(AnimatorError) -> T) throws(ScenarioError) -> T {
    do throws(AnimatorError) {
      return try body()
    } catch {
      throw ScenarioError(diagnostics: [
        ScenarioDiagnostic(
          .error, .invalidAnimation(error.description), file: file, at: progress.statementLocation)
      ])
    }
  }

  /// `timelineCall` where the runner cannot throw: the first error is kept in
  /// `timelineFailure`, which the next step throws.
  func attempt(_ body: () throws(AnimatorError) -> Void) {
    do throws(ScenarioError) {
      try timelineCall(body)
    } catch {
      if progress.timelineFailure == nil { progress.timelineFailure = error }
    }
  }
}

extension ScriptKeyframeMode {
  /// The animator's calculation mode.
  var calculationMode: KeyframeCalculationMode {
    switch self {
    case .linear: return .linear
    case .discrete: return .discrete
    case .paced: return .paced
    case .cubic: return .cubic
    }
  }
}
