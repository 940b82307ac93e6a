import Animator
import Diagnostics
import Layout

/// Arranged subviews hidden inside an animation, which stay drawn until it ends.
///
/// Setting `isHidden = true` on a stack view's arranged subview inside an animation block
/// collapses it with the animation (its `UISV-hiding` constraints take effect at once in the
/// model), but UIKit keeps the view on screen while it shrinks and hides it when the collapse
/// ends: Apple's stack-view demo in WWDC 2015 "Mysteries of Auto Layout, Part 1" (11:48)
/// shows the row shrinking into place, and kean/Arranged, an open reimplementation of
/// `UIStackView`, sets the view's layer hidden in the animation's completion. Showing a view
/// takes effect at once, as in UIKit.
///
/// The outputs' `hidden` flag is the presented one: a deferred view reads as visible until
/// its animation has left the timeline (finished, or stopped).
struct DeferredHiding {
  private var pending: [(view: ObjectIdentifier, animation: AnimationID)] = []

  /// Whether no hide waits for an animation (the usual case).
  var isEmpty: Bool { pending.isEmpty }

  /// Keeps `view` drawn while `animation` runs.
  ///
  /// - Complexity: O(pending).
  mutating func keepDrawn(_ view: View, until animation: AnimationID) {
    cancel(view)
    pending.append((ObjectIdentifier(view), animation))
  }

  /// Forgets a deferred hide (the view was shown again, or hidden outside an animation).
  ///
  /// - Complexity: O(pending).
  mutating func cancel(_ view: View) {
    let key = ObjectIdentifier(view)
    pending.removeAll { $0.view == key }
  }

  /// Forgets the hides whose animation has left the timeline (finished or stopped): those
  /// views read as hidden from now on, and once none is left the flags no longer depend on
  /// time.
  ///
  /// - Complexity: O(pending × running).
  mutating func removeEnded(running: [AnimationID]) {
    pending.removeAll { !running.contains($0.animation) }
  }

  /// Whether `view` is hidden in the model but still drawn, given the running animations.
  ///
  /// - Complexity: O(pending × running).
  func isDrawn(_ view: View, running: [AnimationID]) -> Bool {
    let key = ObjectIdentifier(view)
    return pending.contains { $0.view == key && running.contains($0.animation) }
  }
}
