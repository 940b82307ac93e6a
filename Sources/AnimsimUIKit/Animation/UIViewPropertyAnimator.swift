import Animator
import AnimsimCore
import Foundation
import Layout

/// Where a property animator ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

/// A property animator's state (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Hashable, Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}

/// A timing curve for a property animator (UIKit's `UITimingCurveProvider`).
@MainActor public protocol UITimingCurveProvider {
  /// The Animator's curve.
  var timingCurve: TimingCurve { get }
}

/// A cubic timing curve (UIKit's `UICubicTimingParameters`).
@MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
  public let timingCurve: TimingCurve

  /// The default curve (ease-in-ease-out).
  public init() { timingCurve = .easeInEaseOut }

  /// One of UIKit's named curves.
  public init(animationCurve curve: UIView.AnimationCurve) { timingCurve = curve.timingCurve }

  /// The curve through `point1` and `point2`; an x outside 0…1 is recorded and gives a
  /// linear curve.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    do throws(AnimatorError) {
      timingCurve = try .cubicBezier(
        Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    } catch {
      Runtime.shared.record(
        .animation(error), call: "UICubicTimingParameters(controlPoint1:controlPoint2:)")
      timingCurve = .linear
    }
  }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`).
@MainActor public final class UISpringTimingParameters: UITimingCurveProvider {
  public let timingCurve: TimingCurve

  /// UIKit's duration spring with `ratio` (1: no overshoot) and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// UIKit's duration spring; the velocity's x component is used (distances per second).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    timingCurve = Self.curve(
      "UISpringTimingParameters(dampingRatio:initialVelocity:)",
      { () throws(AnimatorError) in
        try .spring(dampingRatio: Double(ratio), velocity: Double(velocity.dx))
      })
  }

  /// Core Animation's physical spring (runs until settled, whatever the duration).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    timingCurve = Self.curve(
      "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)",
      { () throws(AnimatorError) in
        try .spring(
          mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
          initialVelocity: Double(velocity.dx))
      })
  }

  private static func curve(_ call: String, _ make: () throws(AnimatorError) -> TimingCurve)
    -> TimingCurve
  {
    do throws(AnimatorError) {
      return try make()
    } catch {
      Runtime.shared.record(.animation(error), call: call)
      return .easeInEaseOut
    }
  }
}

/// An interruptible animation (UIKit's `UIViewPropertyAnimator`): start, pause, scrub with
/// `fractionComplete`, reverse, stop, on the timeline's animation controls.
///
/// The animation blocks run when it becomes active (`startAnimation()`, `pauseAnimation()`
/// or setting `fractionComplete`), as one animation block laid out at its end.
@MainActor open class UIViewPropertyAnimator {
  /// The duration, in seconds.
  public let duration: TimeInterval
  /// The curve.
  public let timingParameters: UITimingCurveProvider?
  /// The delay of the last `startAnimation(afterDelay:)`, in seconds.
  public private(set) var delay: TimeInterval = 0
  /// The state.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether it runs (active and not paused).
  public private(set) var isRunning = false
  /// Whether the scrubbing curve is linear (stored; scrubbing follows the curve here).
  open var scrubsLinearly = true
  /// Whether it stays active when it reaches the end (stored only).
  open var pausesOnCompletion = false
  /// Whether it can be paused and reversed (always).
  open var isInterruptible = true
  /// Whether it runs backwards.
  private var reversed = false
  /// The blocks to animate.
  private var animations: [() -> Void] = []
  /// The completions.
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The running animation.
  private var group: AnimationGroup?
  /// Blocks added while the animator was active, each its own animation over the time that
  /// was left: its group and the fraction of the run at which it was added.
  private var added: [(group: AnimationGroup, start: Double)] = []
  /// The curve.
  private let curve: TimingCurve

  /// An animator of `duration` seconds on `curve`.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  /// An animator on the cubic curve through `point1` and `point2`.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  /// An animator on UIKit's duration spring with `ratio`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// An animator on `parameters`.
  public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = duration
    self.timingParameters = parameters
    self.curve = parameters.timingCurve
  }

  /// An animator already started (UIKit's `runningPropertyAnimator`).
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions, animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: CurveParameters(options.curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds a block to animate.
  ///
  /// Before the animator starts, the block joins the others. On an active animator it runs
  /// as its own animation over the time left, on the same curve, paused while the animator
  /// is, and the completions wait for it (Apple's documentation: on a running animator new
  /// animations start at once and run for the remaining duration; on a paused one they
  /// follow the animator's timing). A stopped animator refuses it (recorded).
  open func addAnimations(_ animation: @escaping () -> Void) {
    switch state {
    case .inactive:
      animations.append(animation)
    case .active:
      addWhileActive(animation)
    case .stopped:
      Runtime.shared.record(
        .animatorState(call: "UIViewPropertyAnimator.addAnimations(_:)", state: "stopped"),
        call: "UIViewPropertyAnimator.addAnimations(_:)")
    }
  }

  /// Adds a block that starts later, at `delayFactor` × the remaining duration (run with the
  /// others here: the simulation animates one block).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with the position the animator ended at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animation now.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animation after `delay` seconds (or resumes a paused one now).
  open func startAnimation(afterDelay delay: TimeInterval) {
    switch state {
    case .inactive:
      activate(delay: delay)
      isRunning = true
    case .active:
      guard !isRunning else { return }
      control { handle, time throws(AnimatorError) in try handle.resume(at: time) }
      isRunning = true
    case .stopped:
      Runtime.shared.record(
        .animatorState(call: "UIViewPropertyAnimator.startAnimation()", state: "stopped"),
        call: "UIViewPropertyAnimator.startAnimation()")
    }
  }

  /// Pauses the animation (activating it, paused at its start, if it was inactive).
  open func pauseAnimation() {
    if state == .inactive { activate(delay: 0) }
    guard state == .active, isRunning || group != nil else { return }
    control { handle, time throws(AnimatorError) in try handle.pause(at: time) }
    isRunning = false
  }

  /// The fraction of the duration run so far (0…1); setting it pauses the animator there
  /// (activating it if it was inactive).
  open var fractionComplete: CGFloat {
    get {
      guard let member = group?.members.first else { return 0 }
      let time = Runtime.shared.time
      return CGFloat(member.window.timeline.fractionComplete(member.id, at: time) ?? 0)
    }
    set {
      if state == .inactive { activate(delay: 0) }
      guard state == .active else { return }
      let fraction = Double(min(max(newValue, 0), 1))
      control(group) { handle, time throws(AnimatorError) in
        try handle.seek(fraction: fraction, at: time)
      }
      for block in added where !block.group.hasEnded {
        // A block added at fraction s covers s…1 of the run: its own fraction is (f − s) / (1 − s).
        let own = block.start < 1 ? min(max((fraction - block.start) / (1 - block.start), 0), 1) : 1
        control(block.group) { handle, time throws(AnimatorError) in
          try handle.seek(fraction: own, at: time)
        }
      }
      isRunning = false
    }
  }

  /// Whether the animation runs back to its start values.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      guard state == .active else { return }
      control { handle, time throws(AnimatorError) in try handle.reverse(at: time) }
    }
  }

  /// Resumes the animation (the timing parameters are kept: the simulation cannot change a
  /// running animation's curve).
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    startAnimation()
  }

  /// Stops the animation where it is: with `withoutFinishing` true it becomes inactive at
  /// once (no completion), otherwise stopped until `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let ending = [group].compactMap { $0 } + added.map(\.group)
    group = nil
    added = []
    for stopped in ending {
      stopped.onEnd = nil
      control(stopped) { handle, time throws(AnimatorError) in try handle.stop(at: time) }
    }
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animation, calling the completions with `finalPosition`. (The
  /// views show the model values, which are the end values, whatever the position.)
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      Runtime.shared.record(
        .animatorState(call: "UIViewPropertyAnimator.finishAnimation(at:)", state: "\(state)"),
        call: "UIViewPropertyAnimator.finishAnimation(at:)")
      return
    }
    state = .inactive
    callCompletions(finalPosition)
  }

  // MARK: - Private

  private func activate(delay: TimeInterval) {
    self.delay = delay
    let call = "UIViewPropertyAnimator.startAnimation()"
    let blocks = animations
    let spec: AnimationSpec
    do throws(AnimatorError) {
      spec = try AnimationSpec(duration: max(duration, 0), delay: max(delay, 0), curve: curve)
    } catch {
      Runtime.shared.record(.animation(error), call: call)
      for block in blocks { block() }
      return
    }
    let started = Runtime.shared.animate(spec, policy: .additive, call: call) {
      for block in blocks { block() }
    }
    group = started
    state = .active
    started.onEnd = { [weak self] group in self?.ended(group) }
  }

  /// Runs `block` as its own animation over the rest of the run (see `addAnimations`).
  private func addWhileActive(_ block: @escaping () -> Void) {
    let call = "UIViewPropertyAnimator.addAnimations(_:)"
    let start = Double(fractionComplete)
    let spec: AnimationSpec
    do throws(AnimatorError) {
      spec = try AnimationSpec(duration: max(duration * (1 - start), 0), curve: curve)
    } catch {
      Runtime.shared.record(.animation(error), call: call)
      block()
      return
    }
    let made = Runtime.shared.animate(spec, policy: .additive, call: call, body: block)
    guard made !== group, !added.contains(where: { $0.group === made }) else { return }
    added.append((made, start))
    made.onEnd = { [weak self] group in self?.ended(group) }
    if !isRunning {
      control(made) { handle, time throws(AnimatorError) in try handle.pause(at: time) }
    }
  }

  private func ended(_ ended: AnimationGroup) {
    guard let main = group, ended === main || added.contains(where: { $0.group === ended })
    else { return }
    // The completions wait for every block, those added while active included.
    guard main.hasEnded, added.allSatisfy(\.group.hasEnded) else { return }
    added = []
    group = nil
    state = .inactive
    isRunning = false
    callCompletions(main.endPosition == .start ? .start : .end)
  }

  private func callCompletions(_ position: UIViewAnimatingPosition) {
    let handlers = completions
    completions = []
    for handler in handlers { handler(position) }
  }

  /// Applies `action` to every window's animation of `target`, or of the animator's whole
  /// run (its blocks and those added while active) when `target` is nil.
  private func control(
    _ target: AnimationGroup? = nil,
    _ action: (AnimationHandle, Double) throws(AnimatorError) -> Void
  ) {
    let groups = target.map { [$0] } ?? ([group].compactMap { $0 } + added.map(\.group))
    let members = groups.filter { !$0.hasEnded }.flatMap(\.members)
    let time = Runtime.shared.time
    for member in members {
      member.window.actedSinceSample = true
      do throws(AnimatorError) {
        try action(member.window.timeline.handle(member.id), time)
      } catch {
        Runtime.shared.record(.animation(error), call: "UIViewPropertyAnimator")
      }
    }
  }
}

/// Timing parameters from a curve the library already has.
@MainActor private final class CurveParameters: UITimingCurveProvider {
  let timingCurve: TimingCurve

  init(_ curve: TimingCurve) { timingCurve = curve }
}
