/// The engine's screen and keyboard, and whether its passes derive safe areas and margins.
struct EngineEnvironment {
  /// The screen the root view fills, when the engine was given one.
  var screen: Screen?
  /// The height of the keyboard, in points from the bottom of the screen; 0 when hidden.
  var keyboardHeight = 0.0
  /// Whether passes walk the views to derive safe areas, margins and guide insets: set once a
  /// screen with a safe area or minimum margins, a keyboard, a readable or keyboard guide, or
  /// a margin flag appears, and never cleared (without any of these every derived value is
  /// the plain one, and passes skip the walk).
  var walksViews = false
}

extension LayoutEngine {
  /// The most rounds a pass runs to settle safe areas and margins that depend on frames.
  ///
  /// Each round can only move insets of views whose frames moved in the round before; in a
  /// tree of depth d, d + 1 rounds settle any chain of dependencies, and real layouts settle
  /// in two. A layout still changing after this many rounds keeps its last frames.
  public static let maximumSettleRounds = 8

  /// Creates an engine whose root view fills `screen`: the root size, the safe area, the
  /// root view's minimum margins and, with a scale, pixel rounding.
  ///
  ///     let engine = LayoutEngine(screen: Device.named("iPhone15Pro")!.screen(.portrait))
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - direction: Which edge is leading; left-to-right by default.
  ///   - spacing: What the standard VFL spacing means; classic (8 and 20) by default.
  public convenience init(
    screen: Screen, direction: LayoutDirection = .leftToRight, spacing: SpacingStyle = .classic
  ) {
    self.init(rootSize: screen.size, direction: direction, spacing: spacing)
    self.screen = screen
  }

  /// The screen the root view fills, or `nil` for an engine made with a root size only.
  ///
  /// Setting it (a rotation, another device) changes the root size, the root view's safe area
  /// and minimum margins, and the pixel grid; the next pass applies it.
  public var screen: Screen? {
    get { environment.screen }
    set {
      guard newValue != environment.screen else { return }
      environment.screen = newValue
      guard let newValue else { return }
      if newValue.safeAreaInsets != .zero || newValue.systemMinimumLayoutMargins != nil {
        environment.walksViews = true
      }
      if newValue.scale != nil {
        for view in views where view.layoutState?.unroundedFrame == nil {
          view.layoutState?.unroundedFrame = view.storedFrame
        }
      }
      rootSize = newValue.size
      markPending(root, .offsets)
    }
  }

  /// The pixels per point frames are rounded to, or `nil` when frames are not rounded.
  public var scale: Double? { environment.screen?.scale }

  /// The height of the on-screen keyboard, in points from the bottom of the screen; 0 when
  /// it is hidden.
  ///
  /// The keyboard layout guide of the root view covers this much of its bottom (the bottom
  /// safe-area inset while the keyboard is hidden, as UIKit's `keyboardLayoutGuide`).
  public var keyboardHeight: Double {
    get { environment.keyboardHeight }
    set {
      precondition(newValue.isFinite && newValue >= 0, "a keyboard height must be ≥ 0")
      guard newValue != environment.keyboardHeight else { return }
      environment.keyboardHeight = newValue
      environment.walksViews = true
      markPending(root, .offsets)
    }
  }

  /// A view's margin flags changed.
  func environmentFlagsChanged(_ view: View) {
    environment.walksViews = true
    markPending(view, .offsets)
  }

  /// Runs more rounds while the derived safe areas and margins change (at most
  /// `maximumSettleRounds` in all).
  func settleEnvironment() {
    guard environment.walksViews else { return }
    for _ in 1..<LayoutEngine.maximumSettleRounds {
      guard updateEnvironments() else { return }
      applyPendingChanges()
    }
  }

  /// Derives every view's safe area, margins and guide insets from the current frames, root
  /// first; marks the views whose values changed.
  ///
  /// - Returns: Whether a value changed.
  /// - Complexity: O(views × depth).
  @discardableResult
  func updateEnvironments() -> Bool {
    var changed = false
    for view in views {
      var derived = view.environment
      derive(&derived, for: view)
      let before = view.environment
      guard
        derived.safeAreaInsets != before.safeAreaInsets
          || derived.resolvedMargins != before.resolvedMargins
          || derived.readableInsets != before.readableInsets
          || derived.keyboardCover != before.keyboardCover
      else { continue }
      view.environment = derived
      markPending(view, .offsets)
      changed = true
    }
    return changed
  }

  /// Computes one view's derived values (its superview's are already up to date).
  private func derive(_ values: inout ViewEnvironment, for view: View) {
    let frame = view.storedFrame
    let superview = view.superview
    // Safe area: the screen's on the root; elsewhere the overlap of the frame with the
    // superview's unsafe edges, each at most the superview's inset (UIKit caps it there:
    // martiancraft.com, "Notes from the Margins", 2019).
    var safe = EdgeInsets.zero
    if view === root {
      safe = environment.screen?.safeAreaInsets ?? .zero
    } else if let superview {
      let outer = superview.environment.safeAreaInsets
      let bounds = superview.storedFrame.size
      let x = frame.minX - superview.contentOffset.x
      let y = frame.minY - superview.contentOffset.y
      safe = EdgeInsets(
        top: clamp(outer.top - y, upTo: min(outer.top, frame.height)),
        left: clamp(outer.left - x, upTo: min(outer.left, frame.width)),
        bottom: clamp(
          y + frame.height - (bounds.height - outer.bottom), upTo: min(outer.bottom, frame.height)),
        right: clamp(
          x + frame.width - (bounds.width - outer.right), upTo: min(outer.right, frame.width)))
    }
    values.safeAreaInsets = safe

    // Margins: the value set, at least the system minimum on a view controller's root view
    // (UIKit `systemMinimumLayoutMargins`: "whichever values are greater"), from the safe
    // area's edges when insetsLayoutMarginsFromSafeArea, and at least the superview's margins
    // where they reach into the view when preservesSuperviewLayoutMargins.
    var margins = view.layoutMargins
    if view === root, let minimum = environment.screen?.systemMinimumLayoutMargins {
      let absolute = minimum.absolute(in: direction)
      margins = values.hasCustomMargins ? margins.edgewiseMaximum(absolute) : absolute
    }
    if values.insetsLayoutMarginsFromSafeArea { margins = margins.adding(safe) }
    if values.preservesSuperviewLayoutMargins, let superview, view !== root {
      let outer = superview.effectiveLayoutMargins
      let bounds = superview.storedFrame.size
      let x = frame.minX - superview.contentOffset.x
      let y = frame.minY - superview.contentOffset.y
      margins = margins.edgewiseMaximum(
        EdgeInsets(
          top: outer.top - y, left: outer.left - x,
          bottom: outer.bottom - (bounds.height - y - frame.height),
          right: outer.right - (bounds.width - x - frame.width)))
    }
    values.resolvedMargins = margins == view.layoutMargins ? nil : margins

    // Readable content: the margins, narrowed to the readable width and centered.
    let available = frame.width - margins.left - margins.right
    if available > View.readableContentWidth {
      let extra = (available - View.readableContentWidth) / 2
      values.readableInsets = EdgeInsets(
        top: margins.top, left: margins.left + extra, bottom: margins.bottom,
        right: margins.right + extra)
    } else {
      values.readableInsets = nil
    }

    // Keyboard: on the root, the keyboard's height (the bottom safe-area inset while it is
    // hidden); elsewhere the part of the view below the keyboard's top edge.
    let rootSafe = view === root ? safe : root.environment.safeAreaInsets
    let rootCover =
      environment.keyboardHeight > 0 ? environment.keyboardHeight : rootSafe.bottom
    if view === root {
      values.keyboardCover = min(rootCover, frame.height)
    } else {
      let window = view.windowFrame
      let keyboardTop = rootSize.height - rootCover
      values.keyboardCover = clamp(window.maxY - keyboardTop, upTo: frame.height)
    }
  }

  /// `value` limited to `0…limit` (0 when the limit is negative).
  private func clamp(_ value: Double, upTo limit: Double) -> Double {
    max(0, min(value, limit))
  }
}
