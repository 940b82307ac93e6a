import Animator

/// One `UIView.animate` call (or property animator, or `runAnimationGroup`): an animation on
/// each window's timeline, and the completions to call once all of them have ended.
///
/// A nested `animate` inside the block joins the outer group (UIKit's default: it inherits
/// the outer duration and curve), so its completion is called with the outer one.
@MainActor package final class AnimationGroup {
  /// Each window's animation, in window order.
  package private(set) var members: [(window: WindowContext, id: AnimationID)] = []
  /// The completion handlers, in the order they were added.
  package var completions: [(Bool) -> Void] = []
  /// How many members have not ended yet.
  private var running = 0
  /// Whether every member that ended so far finished (UIKit's `finished` flag).
  package private(set) var finished = true
  /// Whether every member has ended and the completions were called.
  package private(set) var hasEnded = false
  /// The position the members ended at (`.end`, or `.start` for a reversed animator).
  package private(set) var endPosition = AnimationPosition.end
  /// Called once when every member has ended (property animators update their state).
  package var onEnd: (@MainActor (AnimationGroup) -> Void)?

  /// Creates an empty group.
  package init() {}

  /// Adds window `window`'s animation `id`.
  func add(_ window: WindowContext, _ id: AnimationID) {
    members.append((window, id))
    running += 1
  }

  /// Records that one member ended; calls the completions when it was the last.
  ///
  /// - Parameters:
  ///   - finishedFlag: Whether it ran to its end (`false`: interrupted or stopped).
  ///   - position: Where it ended.
  func memberEnded(finished finishedFlag: Bool, position: AnimationPosition) {
    guard !hasEnded else { return }
    finished = finished && finishedFlag
    endPosition = position
    running -= 1
    if running <= 0 { end() }
  }

  /// Ends the group now: calls `onEnd` and the completions once, and lets `onEnd` go (it
  /// may hold its owner, a property animator that lives while it runs).
  package func end() {
    guard !hasEnded else { return }
    hasEnded = true
    let handler = onEnd
    onEnd = nil
    handler?(self)
    let handlers = completions
    completions = []
    for handler in handlers { handler(finished) }
  }

  /// Whether the group has members still running.
  package var isRunning: Bool { !hasEnded && running > 0 }
}
