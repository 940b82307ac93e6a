import Animator

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
          Diagnostic(
            .error, .invalidAnimation(error.description), file: file, at: frame.start.location)
        ])
      }
    }
    timeline.animateKeyframes(
      at: cursor, spec, mode: mode.calculationMode, tag: line, keyframes: keyframes)
    if let failure { throw failure }
  }

  /// Runs `pause|resume|reverse|stop NAME` or `scrub NAME to F` at the cursor; an animator
  /// that has already ended is left alone (UIKit: the calls do nothing once it is inactive).
  func control(_ name: String, _ control: AnimatorControl) {
    guard let id = animators[name] else { return }
    switch control {
    case .pause: timeline.pause(id, at: cursor)
    case .resume: timeline.resume(id, at: cursor)
    case .reverse: timeline.reverse(id, at: cursor)
    case .stop: timeline.stop(id, at: cursor)
    case .scrub(let fraction): timeline.seek(id, fraction: fraction.value, at: cursor)
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
