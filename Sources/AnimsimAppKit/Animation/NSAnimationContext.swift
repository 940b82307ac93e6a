import Animator
import AnimsimCore
import Foundation
import Layout

/// An animation group's settings (AppKit's `NSAnimationContext`): duration (0.25 s by
/// default), timing function (nil: linear pacing, as Core Animation's `timingFunction`
/// documents) and whether layout changes animate implicitly.
@MainActor public final class NSAnimationContext {
  /// The group's duration, in seconds.
  public var duration: TimeInterval = 0.25
  /// The group's timing function; nil is linear.
  public var timingFunction: CAMediaTimingFunction?
  /// Whether `layoutSubtreeIfNeeded()` inside the group animates the new frames.
  public var allowsImplicitAnimation = false
  /// Called when the group's animations have ended.
  public var completionHandler: (() -> Void)?

  /// What a group being run collects.
  @MainActor final class Group {
    let context: NSAnimationContext
    /// Whether frame changes animate (through `animator()` or implicit layout).
    var animatesFrames = false
    /// Constants set through `constraint.animator()`.
    var tracks: [(window: WindowContext, track: ConstantTrack)] = []
    /// Frames set inside the group once it animates frames: each view's frame before its
    /// first change in the group and its last one (Layout's top-left coordinates), in the
    /// order the views were first changed.
    var frameChanges: [(view: NSView, from: Rect, to: Rect)] = []
    /// Alphas set inside the group once it animates: each view's alpha before its first
    /// change and its last one.
    var alphaChanges: [(view: NSView, from: Double, to: Double)] = []

    /// Whether frames set now animate with the group (`view.animator()` was called, or
    /// implicit animation is allowed).
    var animatesFrameChanges: Bool { animatesFrames || context.allowsImplicitAnimation }

    /// Notes that `view`'s alpha goes from `from` to `to`.
    func alphaChanged(_ view: NSView, from: Double, to: Double) {
      animatesFrames = true
      if let index = alphaChanges.firstIndex(where: { $0.view === view }) {
        alphaChanges[index].to = to
      } else {
        alphaChanges.append((view, from, to))
      }
    }

    /// Notes that `view`'s frame goes from `from` to `to`.
    func frameChanged(_ view: NSView, from: Rect, to: Rect) {
      animatesFrames = true
      if let index = frameChanges.firstIndex(where: { $0.view === view }) {
        frameChanges[index].to = to
      } else {
        frameChanges.append((view, from, to))
      }
    }

    init(context: NSAnimationContext) { self.context = context }
  }

  /// The innermost group being run.
  static var currentGroup: Group?

  /// A context with AppKit's defaults.
  public init() {}

  /// The context of the group being run (a fresh one outside a group).
  public class var current: NSAnimationContext { currentGroup?.context ?? NSAnimationContext() }

  /// Runs `changes` as one animation group.
  ///
  /// Constants set through
  /// `constraint.animator().constant` animate with the layout re-solved on every frame;
  /// frames changed through `view.animator()`, or laid out by `layoutSubtreeIfNeeded()`
  /// with `allowsImplicitAnimation`, are interpolated. `completionHandler` runs when
  /// everything has ended.
  public class func runAnimationGroup(
    _ changes: (NSAnimationContext) -> Void, completionHandler: (() -> Void)? = nil
  ) {
    let context = NSAnimationContext()
    let group = Group(context: context)
    let outer = currentGroup
    currentGroup = group
    changes(context)
    currentGroup = outer
    let call = "NSAnimationContext.runAnimationGroup(_:completionHandler:)"
    let runtime = Runtime.shared
    let handler = completionHandler ?? context.completionHandler
    let spec: AnimationSpec
    do throws(AnimatorError) {
      spec = try AnimationSpec(
        duration: max(context.duration, 0), curve: context.timingFunction?.curve ?? .linear)
    } catch {
      runtime.record(.animation(error), call: call)
      for item in group.tracks { item.track.set(item.track.to) }
      handler?()
      return
    }
    var pending = 0
    let done = { (_: Bool) in
      pending -= 1
      if pending == 0 { handler?() }
    }
    if group.animatesFrames {
      pending += 1
      // Frames set in the group are already the model; the timeline animates what its block
      // changes, so they go back to where they were and are set again inside the block.
      for change in group.frameChanges.reversed() { change.view.node.view.frame = change.from }
      for change in group.alphaChanges.reversed() { change.view.node.view.alpha = change.from }
      runtime.animate(spec, policy: .additive, call: call) {
        for change in group.frameChanges { change.view.node.view.frame = change.to }
        for change in group.alphaChanges { change.view.node.view.alpha = change.to }
      }.completions.append(done)
    }
    if !group.tracks.isEmpty {
      pending += 1
      runtime.animateConstants(spec, tracks: group.tracks, call: call).completions.append(done)
    }
    if pending == 0, let handler {
      // Nothing to animate: the handler runs at the next frame, as AppKit calls it later.
      pending = 1
      runtime.animate(spec, policy: .additive, call: call) {}.completions.append { _ in handler() }
    }
  }

  /// Runs `changes` as one animation group, without a completion handler.
  public class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void) {
    runAnimationGroup(changes, completionHandler: nil)
  }
}

/// A constraint's animator proxy (AppKit's `constraint.animator()`): setting `constant`
/// inside `runAnimationGroup` animates the constant itself, re-solving the layout on every
/// frame; outside a group it sets the constant.
@MainActor public struct NSLayoutConstraintAnimator {
  let constraint: NSLayoutConstraint

  /// The constant, animated inside an animation group.
  public var constant: CGFloat {
    get { constraint.constant }
    nonmutating set {
      guard let group = NSAnimationContext.currentGroup, let backing = constraint.backing,
        let window = (Runtime.shared.owner(of: backing.firstItem) as? NSView)?.node.window,
        Double(newValue).isFinite
      else {
        constraint.constant = newValue
        return
      }
      let target = constraint
      let track = ConstantTrack(
        key: ObjectIdentifier(backing).hashValue, from: backing.constant,
        to: Double(newValue)
      ) { value in target.backing?.constant = value }
      group.tracks.append((window, track))
    }
  }
}

extension NSLayoutConstraint {
  /// The proxy whose `constant` animates inside `NSAnimationContext.runAnimationGroup`.
  public func animator() -> NSLayoutConstraintAnimator {
    NSLayoutConstraintAnimator(constraint: self)
  }
}
