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
  var walksViews = false {
    didSet { if walksViews && !oldValue { deriveAll = true } }
  }
  /// Whether the next walk starts from the root (a new screen, a keyboard change, the first
  /// walk) rather than from `dirtyViews`.
  var deriveAll = true
  /// Views whose flags, margins or content offset changed since the last walk.
  var dirtyViews: [View] = []
  /// Whether the next rounding covers every view (a new pixel grid).
  var roundAll = true
  /// Counts walks (environment and rounding), to visit each view at most once per walk.
  var walkStamp = 0
  /// Where the next settle round's seeds start in `viewsChangedInLastPass`.
  var settledUpTo = 0
  /// Whether views may keep an unrounded frame: set once a screen with a scale appears and
  /// never cleared (the commit then writes solved values there too).
  var keepsUnroundedFrames = false
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
        environment.keepsUnroundedFrames = true
        for view in views where view.layoutState?.unroundedFrame == nil {
          view.layoutState?.unroundedFrame = view.storedFrame
        }
      }
      environment.deriveAll = true
      environment.roundAll = true
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
  /// safe-area inset while the keyboard is hidden, as UIKit's `keyboardLayoutGuide`). A
  /// negative, NaN or infinite height is refused (the height stays as it was).
  public var keyboardHeight: Double {
    get { environment.keyboardHeight }
    set {
      guard newValue.isFinite && newValue >= 0, newValue != environment.keyboardHeight else {
        return
      }
      environment.keyboardHeight = newValue
      environment.walksViews = true
      environment.deriveAll = true
      markPending(root, .offsets)
    }
  }

  /// A view's margin flags changed.
  func environmentFlagsChanged(_ view: View) {
    environment.walksViews = true
    environment.dirtyViews.append(view)
    markPending(view, .offsets)
  }

  /// Derives the values that changed before a pass: from the root after a new screen or
  /// keyboard, else from the views whose flags, margins or content offset changed.
  func prepareEnvironment() {
    environment.settledUpTo = 0
    guard environment.walksViews else { return }
    if environment.deriveAll {
      environment.deriveAll = false
      environment.dirtyViews.removeAll()
      updateEnvironments(from: [root])
    } else if !environment.dirtyViews.isEmpty {
      let seeds = environment.dirtyViews
      environment.dirtyViews.removeAll()
      updateEnvironments(from: seeds)
    }
  }

  /// Runs more rounds while the derived safe areas and margins change (at most
  /// `maximumSettleRounds` in all), each from the views the round before changed.
  func settleEnvironment() {
    guard environment.walksViews else { return }
    for _ in 1..<LayoutEngine.maximumSettleRounds {
      let changed = viewsChangedInLastPass[environment.settledUpTo...].map { views[$0] }
      environment.settledUpTo = viewsChangedInLastPass.count
      guard updateEnvironments(from: changed) else { return }
      applyPendingChanges()
    }
  }

  /// Derives the safe area, margins and guide insets of each seed view and of the views
  /// below it, parents first; marks the views whose values changed.
  ///
  /// A seed's whole subtree is derived again (its frame or offset may have moved every
  /// descendant on screen); below other views, only while values keep changing.
  ///
  /// - Parameter seeds: Views whose frame, flags, margins or offset changed.
  /// - Returns: Whether a value changed.
  /// - Complexity: O(visited views × depth).
  @discardableResult
  func updateEnvironments(from seeds: [View]) -> Bool {
    guard !seeds.isEmpty else { return false }
    environment.walkStamp += 1
    let stamp = environment.walkStamp
    var ordered: [(index: Int, view: View)] = []
    ordered.reserveCapacity(seeds.count)
    for seed in seeds {
      guard let state = seed.layoutState, state.seedStamp != stamp else { continue }
      state.seedStamp = stamp
      ordered.append((state.index, seed))
    }
    // Ancestors first: depth, then index. Index alone is not enough: a view moved under a
    // view that joined the tree after it keeps its smaller index, and a child derived before
    // its parent would keep values from the parent's old ones (the parent's walk skips it).
    ordered.sort { ($0.view.depth, $0.index) < ($1.view.depth, $1.index) }
    var changed = false
    for (_, seed) in ordered {
      derive(subtree: seed, forced: true, stamp: stamp, changed: &changed)
    }
    return changed
  }

  /// Derives `view`, then its subviews when it was forced, is a seed or changed.
  private func derive(subtree view: View, forced: Bool, stamp: Int, changed: inout Bool) {
    guard let state = view.layoutState, state.environmentStamp != stamp else { return }
    state.environmentStamp = stamp
    let force = forced || state.seedStamp == stamp
    var derived = view.environment
    derive(&derived, for: view)
    let before = view.environment
    let differs =
      derived.safeAreaInsets != before.safeAreaInsets
      || derived.resolvedMargins != before.resolvedMargins
      || derived.readableInsets != before.readableInsets
      || derived.keyboardCover != before.keyboardCover
    if differs {
      view.environment = derived
      markPending(view, .offsets)
      changed = true
    }
    guard differs || force else { return }
    for child in view.subviews {
      derive(subtree: child, forced: force, stamp: stamp, changed: &changed)
    }
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
    // Added insets (a child view controller's `additionalSafeAreaInsets`): Apple, UIView
    // `safeAreaInsets`: the insets "account for … any additional insets that you specified
    // using the additionalSafeAreaInsets property of your view controller".
    let added = values.additionalSafeAreaInsets
    if added != .zero {
      safe = EdgeInsets(
        top: safe.top + added.top, left: safe.left + added.left,
        bottom: safe.bottom + added.bottom, right: safe.right + added.right)
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
