import Animator
import AnimsimCore
import Foundation
import Layout

extension UIView {
  /// Options of `animate(withDuration:delay:options:…)` (UIKit's bits).
  ///
  /// Honoured: the
  /// curves, `beginFromCurrentState`, `repeat`, `autoreverse`, `layoutSubviews` (every
  /// layout in the block animates anyway); the rest is accepted and ignored.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionNone = AnimationOptions([])
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecondDefault = AnimationOptions([])
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve the options name (ease-in-ease-out when none).
    var curve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInEaseOut
      }
    }
  }

  /// Options of `animateKeyframes` (UIKit's bits): the calculation modes, and the
  /// `AnimationOptions` bits they share.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode (`cubicPaced` runs as `paced`: constant speed).
    var mode: KeyframeCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2, 4: .paced
      case 3: .cubic
      default: .linear
      }
    }
  }

  /// The curve of a property animator (UIKit's `UIView.AnimationCurve`).
  public enum AnimationCurve: Int, Hashable, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3

    /// The Animator's curve.
    var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }

  /// Animates the layout changes `animations` makes, over `duration` seconds on
  /// ease-in-ease-out (call `layoutIfNeeded()` in the block for constraint changes).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// `animate(withDuration:animations:)` with a completion, called with `finished` when the
  /// animation ends (during `Simulation.advance(by:)`).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates after `delay` with `options` (curve, repeat, autoreverse,
  /// beginFromCurrentState).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, curve: options.curve, options: options,
      call: "UIView.animate(withDuration:delay:options:animations:completion:)",
      animations: animations, completion: completion)
  }

  /// Animates on UIKit's duration spring: `dampingRatio` (1: no overshoot) and
  /// `velocity` (distances per second), settled at `duration`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let call =
      "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:"
      + "animations:completion:)"
    let curve: TimingCurve
    do throws(AnimatorError) {
      curve = try .spring(dampingRatio: Double(dampingRatio), velocity: Double(velocity))
    } catch {
      Runtime.shared.record(.animation(error), call: call)
      curve = .easeInEaseOut
    }
    run(
      duration: duration, delay: delay, curve: curve, options: options, call: call,
      animations: animations, completion: completion)
  }

  /// The common body of the `animate` calls.
  static func run(
    duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
    call: String, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let runtime = Runtime.shared
    let spec: AnimationSpec
    do throws(AnimatorError) {
      if runtime.withoutAnimationDepth > 0 {
        // Animations disabled: the block applies at once, as with a zero duration, and the
        // completion is called at the next frame (Apple: with a duration of 0 the completion
        // "is performed at the beginning of the next run loop cycle").
        spec = try AnimationSpec(duration: 0, curve: .linear)
      } else {
        spec = try AnimationSpec(
          duration: max(duration, 0), delay: max(delay, 0), curve: curve,
          repeatCount: options.contains(.repeat) ? .forever : .count(1),
          autoreverses: options.contains(.autoreverse))
      }
    } catch {
      runtime.record(.animation(error), call: call)
      animations()
      return
    }
    let group = runtime.animate(
      spec, policy: options.contains(.beginFromCurrentState) ? .fromCurrentState : .additive,
      call: call, body: animations)
    if let completion { group.completions.append(completion) }
  }

  /// Runs `actionsWithoutAnimation` without animating: outside an animation block its
  /// changes are laid out by the run loop's pass as usual; animation calls inside it apply
  /// their changes at once and call their completions at the next frame, as a zero duration
  /// does. (Inside an animation block its changes still animate with the block: the
  /// simulation animates a block's layout as one.)
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    Runtime.shared.withoutAnimationDepth += 1
    defer { Runtime.shared.withoutAnimationDepth -= 1 }
    actionsWithoutAnimation()
  }

  /// The key frames `addKeyframe` collects inside an `animateKeyframes` block.
  private static var collectedKeyframes: [Keyframe]?

  /// Animates the key frames that `animations` adds with `addKeyframe(…)`, in one
  /// animation of `duration` seconds.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let call = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
    let runtime = Runtime.shared
    let outer = collectedKeyframes
    collectedKeyframes = []
    animations()
    let keyframes = collectedKeyframes ?? []
    collectedKeyframes = outer
    let basic = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
    let spec: AnimationSpec
    do throws(AnimatorError) {
      spec = try AnimationSpec(
        duration: max(duration, 0), delay: max(delay, 0), curve: basic.curve,
        repeatCount: options.contains(.repeat) ? .forever : .count(1),
        autoreverses: options.contains(.autoreverse))
    } catch {
      runtime.record(.animation(error), call: call)
      for keyframe in keyframes { keyframe.mutations() }
      return
    }
    if let outer = runtime.currentGroup {
      // Inside an animation block: the block runs through the key frames on its own timing
      // (UIKit's inherited duration and curve), and the completion joins it. With
      // `.overrideInheritedDuration` they keep their own duration ("force the animation to
      // use the original duration value specified when the animation was submitted", Apple,
      // `UIView.AnimationOptions.overrideInheritedDuration`), within the block's.
      var span = 1.0
      if options.contains(.overrideInheritedDuration), let inherited = runtime.currentSpec,
        inherited.duration > 0
      {
        span = min(max(duration, 0) / inherited.duration, 1)
      }
      runtime.nestKeyframes(keyframes, mode: options.mode, span: span)
      if let completion { outer.completions.append(completion) }
      return
    }
    if runtime.withoutAnimationDepth > 0 {
      // Animations disabled: applied at once, the completion at the next frame (see `run`).
      do throws(AnimatorError) {
        let group = runtime.animate(
          try AnimationSpec(duration: 0, curve: .linear), policy: .additive, call: call
        ) {
          for keyframe in keyframes { keyframe.mutations() }
        }
        if let completion { group.completions.append(completion) }
      } catch {
        runtime.record(.animation(error), call: call)
        for keyframe in keyframes { keyframe.mutations() }
      }
      return
    }
    let group = runtime.animateKeyframes(
      spec, mode: options.mode, keyframes: keyframes, call: call)
    if let completion { group.completions.append(completion) }
  }

  /// Adds a key frame to the enclosing `animateKeyframes` block: `animations` runs from
  /// `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    let call = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
    guard collectedKeyframes != nil else {
      Runtime.shared.record(.keyframeOutsideBlock, call: call)
      animations()
      return
    }
    do throws(AnimatorError) {
      collectedKeyframes?.append(
        try Keyframe(
          relativeStart: frameStartTime, relativeDuration: frameDuration, mutations: animations))
    } catch {
      Runtime.shared.record(.animation(error), call: call)
    }
  }
}

/// Animation timings the library uses itself.
enum AnimationSpecs {
  /// `setContentOffset(_:animated: true)`: 0.3 s, ease-in-ease-out (UIKit does not document
  /// its scrolling animation).
  static var scroll: AnimationSpec {
    get throws(AnimatorError) { try AnimationSpec(duration: 0.3, curve: .easeInEaseOut) }
  }
}
