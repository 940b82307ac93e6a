import Animator
import Layout

/// The simulation's state: the clock, the windows, the animations in flight, the records.
///
/// One per process, reset by `Simulation.reset()`.
@MainActor package final class Runtime {
  /// The one runtime.
  package static let shared = Runtime()

  /// The frame rate windows are sampled at: UIKit's base display rate, 60 Hz (Apple,
  /// CADisplayLink: "the base rate is 60 Hz" without ProMotion).
  package static let framesPerSecond = 60

  /// The simulated time, in seconds.
  package var time: Double = 0 {
    didSet { MediaClock.shared.set(time) }
  }
  /// Every window, in creation order.
  package private(set) var windows: [WindowContext] = []
  /// The window made key last (`makeKeyAndVisible()`).
  package weak var keyWindow: WindowContext?
  /// The calls refused so far, in order.
  package var errors: [SimulationError] = []
  /// The console's lines so far: unsatisfiable-constraint logs and the like.
  package var log: [String] = []
  /// The next global frame to sample (frame k is at k / 60 s).
  package private(set) var nextFrame = 0
  /// How many times a view asked for layout (`setNeedsLayout`) since the process started:
  /// a window whose tree was clean at the current count needs no walk to know it still is.
  package var layoutRequestCount = 0
  /// The group of the innermost animation block being run, if any.
  package var currentGroup: AnimationGroup?
  /// The spec of the innermost `animate` block being run, if any (what nested key frames
  /// inherit).
  package private(set) var currentSpec: AnimationSpec?
  /// How deep `performWithoutAnimation` calls are nested.
  package var withoutAnimationDepth = 0
  /// Groups by window and animation, for the completions (lookups only, never iterated).
  private var groups: [GroupKey: AnimationGroup] = [:]
  /// Groups with no member (no window changed): they end at the next frame.
  private var emptyGroups: [AnimationGroup] = []
  /// Arranged subviews hidden inside an animation: drawn until their group ends.
  package var deferredHides: [(view: ObjectIdentifier, group: AnimationGroup)] = []
  /// How many views of each class were made, for default names (lookups only).
  private var classCounters: [String: Int] = [:]
  /// The recording, when `record(fps:)` was called.
  package var recorder: Recorder?
  /// Window serial numbers, in creation order.
  private var nextWindowSerial = 1
  private var serials: [ObjectIdentifier: Int] = [:]  // lookups only

  /// The platform object of each Layout view (lookups only, never iterated).
  private var owners: [ObjectIdentifier: WeakOwner] = [:]
  /// The wrappers of active constraints, kept alive as their views keep them in UIKit
  /// (lookups only, never iterated).
  private var activeWrappers: [ObjectIdentifier: NSLayoutConstraint] = [:]

  private struct WeakOwner {
    weak var object: AnyObject?
  }

  private struct GroupKey: Hashable {
    var window: ObjectIdentifier
    var animation: AnimationID
  }

  // MARK: - Reset, names, errors

  /// Forgets every window, animation, error, log line and recording; time 0.
  package func reset() {
    time = 0
    windows = []
    keyWindow = nil
    errors = []
    log = []
    nextFrame = 0
    currentGroup = nil
    withoutAnimationDepth = 0
    groups = [:]
    emptyGroups = []
    deferredHides = []
    classCounters = [:]
    owners = [:]
    activeWrappers = [:]
    recorder = nil
    nextWindowSerial = 1
    serials = [:]
  }

  /// A fresh default name for a view of class `className` (`UIView1`, `UIView2`, …).
  package func nextName(for className: String) -> String {
    let count = (classCounters[className] ?? 0) + 1
    classCounters[className] = count
    return className + String(count)
  }

  /// Remembers that `object` (a view or layout guide) owns the Layout view `view`.
  package func register(owner object: AnyObject, of view: View) {
    owners[ObjectIdentifier(view)] = WeakOwner(object: object)
  }

  /// The platform object that owns the Layout view `view`, if it is alive.
  package func owner(of view: View) -> AnyObject? {
    owners[ObjectIdentifier(view)]?.object
  }

  /// Keeps the wrapper of a constraint just activated.
  package func constraintActivated(_ constraint: NSLayoutConstraint) {
    guard let backing = constraint.backing else { return }
    activeWrappers[ObjectIdentifier(backing)] = constraint
  }

  /// The wrapper of an active Layout constraint made through this library.
  package func wrapper(of constraint: LayoutConstraint) -> NSLayoutConstraint? {
    activeWrappers[ObjectIdentifier(constraint)]
  }

  /// Records a refused call.
  package func record(_ reason: SimulationError.Reason, call: String) {
    errors.append(SimulationError(reason, call: call, time: time))
  }

  // MARK: - Windows

  /// Makes a window of `engine` whose view is `root`.
  package func addWindow(engine: LayoutEngine, root: any HostedView) -> WindowContext {
    let window = WindowContext(engine: engine, root: root, firstFrame: nextFrame)
    windows.append(window)
    serials[ObjectIdentifier(window)] = nextWindowSerial
    nextWindowSerial += 1
    return window
  }

  /// The window's serial number (1 for the first window since the reset).
  package func serial(of window: WindowContext) -> Int {
    serials[ObjectIdentifier(window)] ?? 0
  }

  /// The run loop's layout pass: every window with pending changes lays out now.
  package func runLoopPass() {
    for window in windows where window.hasPendingLayout { window.layoutNow() }
  }

  // MARK: - Animations

  /// Runs `body` as one animation of every window (UIKit's `UIView.animate` with a block
  /// that lays out), and returns its group.
  ///
  /// Inside another animation block, or inside `performWithoutAnimation`, the block joins
  /// what surrounds it (UIKit's inherited duration and curve) and the returned group is the
  /// outer one. Windows whose frames do not change end at once (UIKit calls such a
  /// completion on the next turn of the run loop).
  ///
  /// - Parameters:
  ///   - spec: Duration, delay, curve, repeat and autoreverse.
  ///   - policy: How the animation combines with those in flight.
  ///   - call: The platform call, for error records.
  ///   - body: The changes.
  @discardableResult
  package func animate(
    _ spec: AnimationSpec, policy: InterruptionPolicy, call: String, body: () -> Void
  ) -> AnimationGroup {
    if let outer = currentGroup {
      body()
      return outer
    }
    let group = AnimationGroup()
    currentGroup = group
    currentSpec = spec
    defer {
      currentGroup = nil
      currentSpec = nil
    }
    let windows = self.windows
    func nest(_ index: Int) {
      guard index < windows.count else {
        body()
        return
      }
      let window = windows[index]
      window.actedSinceSample = true
      window.timeline.policy = policy
      var ran = false
      do throws(AnimatorError) {
        let id = try window.timeline.animate(at: time, spec) {
          ran = true
          nest(index + 1)
        }
        register(group, window, id)
      } catch {
        record(.animation(error), call: call)
        if !ran { nest(index + 1) }
      }
      window.timeline.policy = .additive
    }
    nest(0)
    if group.members.isEmpty { emptyGroups.append(group) }
    return group
  }

  /// Runs key frames as one animation of every window, as `animate` does for a block.
  ///
  /// Each keyframe's changes run once; after each, every window lays out and captures the
  /// values it reaches (`Timeline.beginKeyframes` / `captureKeyframe` / `endKeyframes`), so
  /// changes to views in any window animate along the keys (UIKit's animations belong to
  /// the run loop's transaction, not to a window).
  @discardableResult
  package func animateKeyframes(
    _ spec: AnimationSpec, mode: KeyframeCalculationMode, keyframes: [Keyframe], call: String
  ) -> AnimationGroup {
    let group = AnimationGroup()
    currentGroup = group
    defer { currentGroup = nil }
    var captures: [(window: WindowContext, capture: KeyframeCapture)] = []
    for window in windows {
      window.actedSinceSample = true
      do throws(AnimatorError) {
        captures.append((window, try window.timeline.beginKeyframes(at: time)))
      } catch {
        record(.animation(error), call: call)
      }
    }
    for keyframe in keyframes {
      keyframe.mutations()
      for index in captures.indices {
        captures[index].window.timeline.captureKeyframe(keyframe, into: &captures[index].capture)
      }
    }
    for (window, capture) in captures {
      do throws(AnimatorError) {
        let id = try window.timeline.endKeyframes(capture, spec, mode: mode)
        register(group, window, id)
      } catch {
        record(.animation(error), call: call)
      }
    }
    if group.members.isEmpty { emptyGroups.append(group) }
    return group
  }

  /// Runs key frames nested in the running `animate` block (UIKit's `animateKeyframes`
  /// inside an animation block or a property animator's animations): each keyframe's
  /// changes run once and every window captures its keys, so the block animates through
  /// them on its own timing (`Timeline.beginNestedKeyframes`).
  ///
  /// Inside an `animateKeyframes` keyframe, where no block is open, the changes apply at
  /// once and join the enclosing keyframe.
  ///
  /// - Parameters:
  ///   - keyframes: The nested key frames, in the order they were added.
  ///   - mode: The calculation mode.
  ///   - span: The fraction of the block's duration they cover (1 unless they override the
  ///     inherited duration with a shorter one).
  package func nestKeyframes(_ keyframes: [Keyframe], mode: KeyframeCalculationMode, span: Double) {
    let open = windows.filter { $0.timeline.acceptsNestedKeyframes }
    for window in open { window.timeline.beginNestedKeyframes(mode: mode, span: span) }
    for keyframe in keyframes {
      keyframe.mutations()
      for window in open { window.timeline.captureNestedKeyframe(keyframe) }
    }
  }

  /// Animates constants of constraints, re-solving the layout on every frame (AppKit's
  /// `constraint.animator().constant`), on every window that holds one of them.
  @discardableResult
  package func animateConstants(
    _ spec: AnimationSpec, tracks: [(window: WindowContext, track: ConstantTrack)], call: String
  ) -> AnimationGroup {
    let group = AnimationGroup()
    for window in windows {
      let mine = tracks.filter { $0.window === window }.map(\.track)
      guard !mine.isEmpty else { continue }
      window.actedSinceSample = true
      do throws(AnimatorError) {
        let id = try window.timeline.animateRelayout(at: time, spec, tracks: mine)
        register(group, window, id)
      } catch {
        record(.animation(error), call: call)
      }
    }
    if group.members.isEmpty { emptyGroups.append(group) }
    return group
  }

  private func register(_ group: AnimationGroup, _ window: WindowContext, _ id: AnimationID) {
    group.add(window, id)
    groups[GroupKey(window: ObjectIdentifier(window), animation: id)] = group
  }

  /// Whether `view` is hidden in the model but still drawn: hidden inside an animation
  /// that one of the timelines still runs (it reads as hidden from the frame where that
  /// animation finishes or is stopped, as in the scenario runner).
  package func isDrawnWhileHidden(_ view: View) -> Bool {
    let key = ObjectIdentifier(view)
    return deferredHides.contains { entry in
      entry.view == key
        && entry.group.members.contains { $0.window.timeline.runningAnimations.contains($0.id) }
    }
  }

  /// Keeps an arranged subview hidden inside the current animation drawn until it ends
  /// (WWDC 2015 "Mysteries of Auto Layout, Part 1": the row shrinks, then hides); showing a
  /// view, or hiding one outside an animation, cancels that.
  package func hiddenChanged(_ view: View, isArranged: Bool) {
    let key = ObjectIdentifier(view)
    deferredHides.removeAll { $0.view == key }
    if view.isHidden, isArranged, let group = currentGroup {
      deferredHides.append((key, group))
    }
  }

  // MARK: - Time

  /// Ends the current run-loop turn, then runs the frames up to `time + seconds`.
  ///
  /// Each frame k (at k / 60 s) samples every window, then calls the completions of the
  /// animations that ended by then, in the order they ended, then lays out what they
  /// changed. The frame at the new time is included.
  package func advance(by seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else {
      record(.animation(.notFinite(parameter: "seconds")), call: "Simulation.advance(by:)")
      return
    }
    runLoopPass()
    recorder?.refreshLastFrame(self)
    let target = time + seconds
    let fps = Double(Self.framesPerSecond)
    while Double(nextFrame) / fps <= target + Tolerance.time {
      let index = nextFrame
      time = max(time, Double(index) / fps)
      // The per-frame path allocates nothing unless an event, a recording or a group needs it.
      var ended: [(time: Double, order: Int, event: AnimationEvent, window: WindowContext)] = []
      var sampled: [(WindowContext, TimelineFrame)] = []
      for window in windows where index >= window.firstFrame {
        do throws(AnimatorError) {
          let frame = try window.timeline.sample(frame: index)
          if recorder != nil { sampled.append((window, frame)) }
          if !frame.events.isEmpty {
            for event in frame.events where event.kind != .started {
              ended.append((event.time, ended.count, event, window))
            }
          }
        } catch {
          record(.animation(error), call: "Simulation.advance(by:)")
        }
        window.actedSinceSample = false
      }
      nextFrame = index + 1
      recorder?.capture(index: index, time: time, frames: sampled, runtime: self)
      if !emptyGroups.isEmpty {
        let empty = emptyGroups
        emptyGroups = []
        for group in empty { group.end() }
      }
      if !ended.isEmpty {
        ended.sort { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
        for item in ended {
          let key = GroupKey(
            window: ObjectIdentifier(item.window), animation: item.event.animation)
          guard let group = groups.removeValue(forKey: key) else { continue }
          group.memberEnded(
            finished: item.event.kind == .finished, position: item.event.position)
        }
      }
      if !deferredHides.isEmpty { deferredHides.removeAll { $0.group.hasEnded } }
      runLoopPass()
    }
    time = max(time, target)
  }
}
