/// An animation's identity on one timeline: a counter in creation order, from 1.
public struct AnimationID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The counter value (1 for a timeline's first animation).
  public let rawValue: Int

  /// Wraps a counter value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Orders ids by creation.
  public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The counter as text.
  public var description: String { String(rawValue) }
}

/// What happened to an animation.
public enum AnimationEventKind: Hashable, Sendable {
  /// The animation started (after its delay).
  case started
  /// It ran to its end; its completion says `finished: true`.
  case finished
  /// It was cut short or lost a view to a later animation; its completion says
  /// `finished: false`.
  case interrupted
}

/// Where a finished animation left its views: the end values, or the start values when a
/// property-animator handle ran it backward to the start.
public enum AnimationPosition: Hashable, Sendable {
  /// At the end values (the model).
  case end
  /// Back at the start (a reversed handle finished).
  case start
}

/// One event, reported on the first frame sampled at or after its time.
public struct AnimationEvent: Hashable, Sendable {
  /// When it happened, in seconds from the start of the timeline (exact, not rounded to a
  /// frame).
  public var time: Double
  /// What happened.
  public var kind: AnimationEventKind
  /// The animation.
  public var animation: AnimationID
  /// The runner's tag for the animation (the script line), if any.
  public var tag: Int?
  /// For `finished`: where the views ended.
  public var position: AnimationPosition

  /// Creates an event.
  public init(
    time: Double, kind: AnimationEventKind, animation: AnimationID, tag: Int?,
    position: AnimationPosition = .end
  ) {
    self.time = time
    self.kind = kind
    self.animation = animation
    self.tag = tag
    self.position = position
  }

  /// The completion handler's `finished` argument this event stands for: true for
  /// `finished`, false for `interrupted`, nil for `started`.
  public var completionFinished: Bool? {
    switch kind {
    case .started: return nil
    case .finished: return true
    case .interrupted: return false
    }
  }
}

/// Something suspicious the animator noticed; reported with the frame, never fatal.
public enum AnimatorWarning: Hashable, Sendable {
  /// `view` (index in view order) animates from a frame that no layout pass ever committed
  /// (the zero rectangle, in UIKit a view that "flies in from the corner").
  case animatesFromUncommittedFrame(view: Int, animation: AnimationID, tag: Int?, time: Double)
}

/// How a new animation treats views that running animations are already moving.
public enum InterruptionPolicy: Hashable, Sendable, CaseIterable {
  /// iOS 8+ (the default): every animation adds (old − new) decaying to 0 on its own curve;
  /// presented = model + the sum of running offsets; completions stack; nothing jumps.
  case additive
  /// iOS 7 `beginFromCurrentState`: the new animation starts from the presented value and
  /// removes the running animations' contributions for the values it changes.
  case fromCurrentState
  /// Replace without `beginFromCurrentState`: running contributions are removed and the new
  /// animation starts from the old model value (the view jumps there).
  case replace
}
