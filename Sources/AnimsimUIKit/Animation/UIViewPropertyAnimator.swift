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

  /// The system's default curve: Core Animation's default timing function, (0.25, 0.1)
  /// (0.25, 1) (Apple: "a timing curve based on the default Core Animation timing
  /// function").
  public init() { timingCurve = .default }

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

  /// The default spring: damping ratio 4.56 and no initial velocity (Apple, `init()`: it
  /// "sets the initial velocity of any animated properties to 0.0 and sets the damping
  /// ratio to 4.56").
  public convenience init() {
    self.init(dampingRatio: 4.56, initialVelocity: .zero)
  }

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
  ///
  /// With `pausesOnCompletion`, false once every block waits at its end (Apple,
  /// `pausesOnCompletion`: "you determine when the animation has ended by observing the
  /// isRunning property").
  public var isRunning: Bool { running && !isPausedAtCompletion }
  /// Whether it was started or resumed and not paused, stopped or ended since.
  private var running = false
  /// Whether a paused animator scrubbed with `fractionComplete` shows its changes that
  /// fraction of the way (true, the default) or where its curve is at that fraction of the
  /// time.
  ///
  /// Apple (`scrubsLinearly`): "The default value of this property is true, which causes
  /// the animator to use a linear timing function during scrubbing. Setting the property to
  /// false causes the animator to use its specified timing curve." Started again after a
  /// linear scrub, it goes on from the scrubbed values on its curve, from the time where the
  /// curve shows them (`Timeline.resume`), without a jump.
  open var scrubsLinearly = true
  /// Whether it stays active, paused, when it reaches the end (or, reversed, the start)
  /// instead of completing.
  ///
  /// Apple (`pausesOnCompletion`): "the animator remains in the UIViewAnimatingState.active
  /// state when the animation finishes, and it does not execute its completion handler.
  /// Keeping the animator in the UIViewAnimatingState.active state allows you to reverse the
  /// animation even after it has finished"; `isRunning` turns false there. Turned off while
  /// it waits at its end, it completes at the next frame.
  open var pausesOnCompletion = false {
    didSet {
      guard pausesOnCompletion != oldValue, state == .active else { return }
      let pauses = pausesOnCompletion
      control { handle, time throws(AnimatorError) in
        try handle.timeline.setPausesAtEnd(handle.id, pauses, at: time)
      }
    }
  }

  /// Whether every block of the run waits at its end (`pausesOnCompletion`).
  private var isPausedAtCompletion: Bool {
    guard pausesOnCompletion, let group, !group.hasEnded else { return false }
    let groups = [group] + added.map(\.group).filter { !$0.hasEnded }
    return groups.allSatisfy { target in
      target.members.allSatisfy { $0.window.timeline.isPausedAtEnd($0.id) }
    }
  }
  /// Whether it can be paused and reversed (always).
  open var isInterruptible = true
  /// Whether it runs backwards.
  private var reversed = false
  /// The blocks to animate.
  private var animations: [() -> Void] = []
  /// The blocks added with a delay factor before the start, with their factors (0…1).
  private var delayedAnimations: [(block: () -> Void, delayFactor: Double)] = []
  /// The part of the run the main animation's own fraction covers: 0…1 until
  /// `continueAnimation` retimes it, then from the fraction done to 1 (or back to 0 when
  /// reversed).
  private var span = RunSpan(from: 0, to: 1)
  /// The completions.
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The running animation.
  private var group: AnimationGroup?
  /// Blocks added while the animator was active, each its own animation over the time that
  /// was left: its group, the fraction of the run at which it was added, and the part of the
  /// run its own fraction covers (`start`…1 until `continueAnimation` retimes it).
  private var added: [(group: AnimationGroup, start: Double, span: RunSpan)] = []
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

  /// An animator already started (UIKit's `runningPropertyAnimator`; as there, `options`
  /// default to none and the result may be ignored).
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
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

  /// Adds a block that starts later, at `delayFactor` × the remaining duration, and ends
  /// with the others.
  ///
  /// Apple's documentation (`addAnimations(_:delayFactor:)`): the factor, between 0 and 1,
  /// "is multiplied by the animator's remaining duration to determine the actual delay in
  /// seconds", and the block runs "alongside any previously configured animations";
  /// `duration`: animations added later "run only for the remaining time", which is
  /// `(1.0 - fractionComplete) * duration`. So with R the time left (the whole duration
  /// before the start), the block is its own animation with a delay of `delayFactor` × R and
  /// a duration of (1 − `delayFactor`) × R, on the animator's curve. A factor outside 0…1 is
  /// clamped.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
    guard factor > 0 else { return addAnimations(animation) }
    switch state {
    case .inactive:
      delayedAnimations.append((animation, factor))
    case .active:
      addWhileActive(animation, delayFactor: factor)
    case .stopped:
      Runtime.shared.record(
        .animatorState(
          call: "UIViewPropertyAnimator.addAnimations(_:delayFactor:)", state: "stopped"),
        call: "UIViewPropertyAnimator.addAnimations(_:delayFactor:)")
    }
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
      // Running before the blocks are made, so that delayed blocks are not paused.
      running = true
      activate(delay: delay)
      running = state == .active
    case .active:
      guard !isRunning, group?.hasEnded != true else { return }
      // Waiting at its end, it can only run back (reversed).
      if isPausedAtCompletion && !reversed { return }
      control { handle, time throws(AnimatorError) in try handle.resume(at: time) }
      running = true
    case .stopped:
      Runtime.shared.record(
        .animatorState(call: "UIViewPropertyAnimator.startAnimation()", state: "stopped"),
        call: "UIViewPropertyAnimator.startAnimation()")
    }
  }

  /// Pauses the animation (activating it, paused at its start, if it was inactive).
  open func pauseAnimation() {
    if state == .inactive { activate(delay: 0) }
    guard state == .active, running || group != nil else { return }
    control { handle, time throws(AnimatorError) in try handle.pause(at: time) }
    running = false
  }

  /// The fraction of the duration run so far (0…1); setting it pauses the animator there
  /// (activating it if it was inactive).
  open var fractionComplete: CGFloat {
    get {
      guard let member = group?.members.first else { return 0 }
      let time = Runtime.shared.time
      let own = member.window.timeline.fractionComplete(member.id, at: time) ?? 0
      return CGFloat(span.run(own))
    }
    set {
      if state == .inactive { activate(delay: 0) }
      guard state == .active else { return }
      let fraction = Double(min(max(newValue, 0), 1))
      // After a retimed continuation the main animation covers only part of the run.
      let main = span.own(fraction)
      let linear = scrubsLinearly
      control(group) { handle, time throws(AnimatorError) in
        try handle.seek(fraction: main, at: time, linear: linear)
      }
      for block in added where !block.group.hasEnded {
        // A block added at fraction s covers s…1 of the run (until a continue retimes it):
        // its own fraction is (f − s) / (1 − s).
        let own = block.span.own(fraction)
        control(block.group) { handle, time throws(AnimatorError) in
          try handle.seek(fraction: own, at: time, linear: linear)
        }
      }
      running = false
    }
  }

  /// Whether the animation runs back to its start values.
  open var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      guard state == .active else { return }
      control { handle, time throws(AnimatorError) in
        try handle.reverse(at: time, holdingStart: true)
      }
    }
  }

  /// Resumes a paused animation on new timing parameters for the rest of the run.
  ///
  /// Apple's documentation (`continueAnimation(withTimingParameters:durationFactor:)`):
  /// "Adjusts the timing and duration of a paused animation"; `parameters` is "the new
  /// timing information to apply to the animation" (nil keeps the original), and
  /// `durationFactor` is "a multiplying factor to apply to the animation's original
  /// duration"; the SDK header (UIViewPropertyAnimator.h): "The durationFactor is in terms
  /// of a unit duration defined by the originally specified duration of the animator. It is
  /// used to specify the remaining time for the animation. When called, it behaves as if the
  /// animation was started from its current position with a new duration and timing
  /// parameters". Here the views (frames, alphas, transforms) go on from where they are to
  /// the end values on the new curve over `durationFactor` × `duration` seconds; a reversed
  /// animator goes back to the start values and completes at `.start` (see
  /// `Timeline.continueAnimation`). A factor of 0 keeps the time that was left: apps end an
  /// interactive pan with `continueAnimation(withTimingParameters: nil, durationFactor: 0)`
  /// and get the rest animated (an iOS 11 radar, openradar 35743469, reports a factor of 0
  /// ending at once only where `fractionComplete` was already 1, and a factor of 1 taking a
  /// whole duration there). With nil and a factor of 0 it is `startAnimation()`. Blocks
  /// added while active and delayed blocks are scaled alike, so all keep their places on
  /// the run and end together.
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    let factor = durationFactor.isFinite ? max(Double(durationFactor), 0) : 0
    guard state == .active, parameters != nil || factor != 0 else {
      return startAnimation()
    }
    retime(curve: parameters?.timingCurve ?? self.curve, factor: factor)
  }

  /// Runs the rest of every block on `curve` over factor × `duration` (0: the time left),
  /// from the values shown now (`continueAnimation`).
  private func retime(curve: TimingCurve, factor: Double) {
    // Every animation's rest is scaled alike, so that the blocks keep their places on the
    // run: the main one's rest takes factor × duration (0: the time it had left).
    var scale = 1.0
    if factor != 0, let main = group?.members.first,
      let left = main.window.timeline.remainingTime(of: main.id, at: Runtime.shared.time),
      left > 0
    {
      scale = factor * duration / left
    }
    let before = Double(fractionComplete)
    var mainDone = false
    for (index, target) in ([group] + added.map(\.group)).enumerated() {
      guard let target, !target.hasEnded else { continue }
      for member in target.members {
        member.window.actedSinceSample = true
        do throws(AnimatorError) {
          let done = try member.window.timeline.continueAnimation(
            member.id, at: Runtime.shared.time, curve: curve, durationFactor: scale)
          if index == 0, done != nil { mainDone = true }
        } catch {
          Runtime.shared.record(
            .animation(error),
            call: "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)")
        }
      }
    }
    // The main animation now covers before…1 of the run (before…0 reversed), for
    // fractionComplete, and each added block the same part of its own.
    if mainDone { span = RunSpan(continuing: 0, at: before, towardStart: reversed) }
    added = added.map { entry in
      (
        entry.group, entry.start,
        RunSpan(continuing: entry.start, at: before, towardStart: reversed)
      )
    }
    running = true
  }

  /// Stops the animation where it is: with `withoutFinishing` true it becomes inactive at
  /// once (no completion), otherwise stopped until `finishAnimation(at:)`.
  ///
  /// Apple's documentation (`stopAnimation(_:)`): it "removes all of the associated
  /// animations from the execution stack and sets the values of any animatable properties
  /// to their current values"; `UIViewAnimatingState.stopped` "leaves any animatable
  /// properties at their current values, instead of updating them to their intended final
  /// values". The constraints keep what the blocks set (UIKit only changes the views'
  /// frames), so a held view goes back where its constraints say at its superview's next
  /// layout (`layoutSubviews` sets the subviews' frames from the engine). Here the views
  /// stay at their presented values (`Timeline.stop(_:at:holding:)`); while stopped the
  /// animation is paused, and `finishAnimation(at:)` ends it.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    running = false
    guard withoutFinishing else {
      control { handle, time throws(AnimatorError) in try handle.pause(at: time) }
      state = .stopped
      return
    }
    end(holding: .current)
    state = .inactive
  }

  /// Finishes a stopped animation, calling the completions with `finalPosition`.
  ///
  /// Apple's documentation (`finishAnimation(at:)`): `.current` leaves "the view properties
  /// unchanged from their current values"; `UIViewAnimatingPosition`: `.start` gives "the
  /// values of the properties before you applied any animations", `.end` "the values you
  /// specified in your animation blocks". The views are held there (`.end` is the model)
  /// until their superview lays them out again; the constraints keep the blocks' values.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      Runtime.shared.record(
        .animatorState(call: "UIViewPropertyAnimator.finishAnimation(at:)", state: "\(state)"),
        call: "UIViewPropertyAnimator.finishAnimation(at:)")
      return
    }
    switch finalPosition {
    case .current: end(holding: .current)
    case .start: end(holding: .start)
    case .end: end(holding: nil)
    }
    state = .inactive
    callCompletions(finalPosition)
  }

  // MARK: - Private

  private func activate(delay: TimeInterval) {
    self.delay = delay
    span = RunSpan(from: 0, to: 1)
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
    // The running group holds the animator until it ends, as UIKit keeps an active animator
    // alive: `runningPropertyAnimator(…)` whose result is dropped still runs its completions.
    started.onEnd = { group in self.ended(group) }
    if pausesOnCompletion { pauseAtEnd(started) }
    // Set on the inactive animator: the run starts backward (the delayed blocks reverse as
    // they are added, below).
    if reversed {
      control(started) { handle, time throws(AnimatorError) in
        try handle.reverse(at: time, holdingStart: true)
      }
    }
    let delayedBlocks = delayedAnimations
    delayedAnimations = []
    for entry in delayedBlocks {
      addDelayed(
        entry.block, delay: max(delay, 0) + entry.delayFactor * max(duration, 0),
        duration: (1 - entry.delayFactor) * max(duration, 0), start: entry.delayFactor,
        call: "UIViewPropertyAnimator.addAnimations(_:delayFactor:)")
    }
  }

  /// Runs `block` as its own animation over the rest of the run, after `delayFactor` × the
  /// time left (see `addAnimations`).
  private func addWhileActive(_ block: @escaping () -> Void, delayFactor: Double = 0) {
    let call =
      delayFactor > 0
      ? "UIViewPropertyAnimator.addAnimations(_:delayFactor:)"
      : "UIViewPropertyAnimator.addAnimations(_:)"
    let done = Double(fractionComplete)
    let remaining = max(duration * (1 - done), 0)
    addDelayed(
      block, delay: delayFactor * remaining, duration: (1 - delayFactor) * remaining,
      start: done + (1 - done) * delayFactor, call: call)
  }

  /// Runs `block` as its own animation of `duration` seconds after `delay` seconds, covering
  /// `start`…1 of the run; paused or reversed with the animator.
  private func addDelayed(
    _ block: @escaping () -> Void, delay: Double, duration: Double, start: Double, call: String
  ) {
    let spec: AnimationSpec
    do throws(AnimatorError) {
      spec = try AnimationSpec(duration: max(duration, 0), delay: max(delay, 0), curve: curve)
    } catch {
      Runtime.shared.record(.animation(error), call: call)
      block()
      return
    }
    let made = Runtime.shared.animate(spec, policy: .additive, call: call, body: block)
    guard made !== group, !added.contains(where: { $0.group === made }) else { return }
    added.append((made, start, RunSpan(from: start, to: 1)))
    made.onEnd = { group in self.ended(group) }
    if pausesOnCompletion { pauseAtEnd(made) }
    if !running {
      control(made) { handle, time throws(AnimatorError) in try handle.pause(at: time) }
    }
    if reversed {
      control(made) { handle, time throws(AnimatorError) in
        try handle.reverse(at: time, holdingStart: true)
      }
    }
  }

  /// Ends the whole run now (main blocks and added ones) without calling the completions:
  /// the views are held at `position` (nil: the model, the end values).
  private func end(holding position: HeldPosition?) {
    let ending = [group].compactMap { $0 } + added.map(\.group)
    group = nil
    added = []
    for stopped in ending {
      stopped.onEnd = nil
      control(stopped) { handle, time throws(AnimatorError) in
        if let position {
          try handle.timeline.stop(handle.id, at: time, holding: position)
        } else {
          try handle.stop(at: time)
        }
      }
    }
    running = false
    if position != nil { writeHeldFrames(of: ending) }
  }

  /// Writes what the windows of `groups` hold into the frames of views placed by their
  /// frames (`WindowContext.writeHeldFramesOfFrameBasedViews`).
  private func writeHeldFrames(of groups: [AnimationGroup]) {
    var windows: [WindowContext] = []
    for target in groups {
      for member in target.members where !windows.contains(where: { $0 === member.window }) {
        windows.append(member.window)
      }
    }
    for window in windows { window.writeHeldFramesOfFrameBasedViews() }
  }

  /// Makes the animations of `target` wait at their end (`pausesOnCompletion`).
  private func pauseAtEnd(_ target: AnimationGroup) {
    control(target) { handle, time throws(AnimatorError) in
      try handle.timeline.setPausesAtEnd(handle.id, true, at: time)
    }
  }

  private func ended(_ ended: AnimationGroup) {
    guard let main = group, ended === main || added.contains(where: { $0.group === ended })
    else { return }
    // The completions wait for every block, those added while active included.
    guard main.hasEnded, added.allSatisfy(\.group.hasEnded) else { return }
    if pausesOnCompletion {
      // Blocks that moved nothing end at once: the animator still stays active, without
      // its completions, until it is stopped.
      running = false
      return
    }
    let groups = [main] + added.map(\.group)
    added = []
    group = nil
    state = .inactive
    running = false
    // Run back to its start, it holds the start values (`Timeline.reverse(holdingStart:)`).
    if main.endPosition == .start { writeHeldFrames(of: groups) }
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

/// A part of a property animator's run that one of its animations covers: the animation's
/// own fraction 0 is run fraction `from` and 1 is `to` (`to` < `from` when it runs back).
private struct RunSpan {
  var from: Double
  var to: Double

  init(from: Double, to: Double) {
    self.from = from
    self.to = to
  }

  /// The span of a block covering `start`…1 of the run once `continueAnimation` retimed it
  /// at run fraction `done`: from where it is (`done`, within `start`…1) to its end, or
  /// `towardStart` back to `start`.
  init(continuing start: Double, at done: Double, towardStart: Bool) {
    from = min(max(done, start), 1)
    to = towardStart ? start : 1
  }

  /// The run fraction at own fraction `own`: from + (to − from) × own.
  func run(_ own: Double) -> Double { from + (to - from) * own }

  /// The own fraction (0…1) at run fraction `run`: (run − from) / (to − from), 1 when the
  /// span is empty.
  func own(_ run: Double) -> Double {
    to != from ? min(max((run - from) / (to - from), 0), 1) : 1
  }
}
