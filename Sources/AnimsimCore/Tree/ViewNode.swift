import Layout

/// One view's place in the simulated tree: its Layout view, its subviews (retained), its
/// superview and its layout flags.
///
/// UIKit's ownership: a superview retains its subviews; `parent` is weak. A window's root
/// node knows its `WindowContext`; every other node finds it through its ancestors.
@MainActor package final class ViewNode {
  /// The Layout view that takes part in the solve.
  package let view: View
  /// The Swift class name of the owning view (`CardView`), for names and logs.
  package let className: String
  /// The name outputs use when `accessibilityIdentifier` is not set: class name and a
  /// counter per class, from `Simulation.reset()` (`UIView3`).
  package let defaultName: String
  /// The platform's `accessibilityIdentifier`: the view's name in recordings when set.
  package var accessibilityIdentifier: String?
  /// The subviews, in `subviews` order (retained).
  package private(set) var children: [any HostedView] = []
  /// The superview.
  package private(set) weak var parent: (any HostedView)?
  /// The window whose root this node is (nil for every other node).
  package weak var rootOfWindow: WindowContext?
  /// The window whose layout engine took this view in last (its engine keeps the view's
  /// layout state, also after the view is removed).
  weak var lastWindow: WindowContext?
  /// Whether the next layout pass calls this view's layout callbacks (UIKit's
  /// `setNeedsLayout`); new views need layout.
  package var needsLayout = true {
    didSet {
      if needsLayout && !oldValue { Runtime.shared.layoutRequestCount &+= 1 }
    }
  }
  /// Whether `updateConstraints()` runs before the next pass.
  package var needsUpdateConstraints = false
  /// Whether the intrinsic content size must be read again before the next pass.
  package var intrinsicSizeIsStale = true
  /// The frame size at the last layout callbacks, to notice a resize.
  var lastLaidOutSize: Size?

  /// Creates the node of a view.
  ///
  /// - Parameters:
  ///   - view: The Layout view (a fresh one, or an engine's root for a window).
  ///   - className: The owning class's name.
  ///   - defaultName: The name outputs use without an identifier (the Layout view's name
  ///     by default).
  package init(view: View, className: String, defaultName: String? = nil) {
    self.view = view
    self.className = className
    self.defaultName = defaultName ?? view.name
  }

  /// The frame as the platform's model reads it: the Layout frame, or where a stopped
  /// property animator holds the view until its superview lays it out again (UIKit sets
  /// the model to the current values when an animator stops).
  package var modelFrame: Rect {
    let frame = view.frame
    guard let window = lastWindow, window.timeline.hasHeldFrames,
      let held = window.heldFrameOffsets(of: self)
    else { return frame }
    return Rect(
      x: frame.minX + held[0], y: frame.minY + held[1], width: frame.width + held[2],
      height: frame.height + held[3])
  }

  /// The alpha as the platform's model reads it: the Layout alpha, or where a stopped
  /// property animator holds it until it is set again, clamped to 0…1.
  package var modelAlpha: Double {
    let alpha = view.alpha
    guard let window = lastWindow, window.timeline.hasHeldFrames,
      let held = window.heldAlphaOffset(of: self)
    else { return alpha }
    return min(max(alpha + held, 0), 1)
  }

  /// The transform as the platform's model reads it: the Layout transform, or where a
  /// stopped property animator holds it until it is set again (held offset H × model).
  package var modelTransform: Transform2D {
    let transform = view.transform
    guard let window = lastWindow, window.timeline.hasHeldFrames,
      let held = window.heldTransform(of: self)
    else { return transform }
    return held.concatenating(transform)
  }

  /// The view's alpha or transform was set: outside an animation block its window commits
  /// it at the end of the run-loop turn (`WindowContext.appearanceChangedOutsideAnimation`);
  /// an animation block reads it when the block ends.
  package func appearanceChanged() {
    guard Runtime.shared.currentGroup == nil, let window = lastWindow else { return }
    window.appearanceChangedOutsideAnimation()
  }

  /// Drops a stopped property animator's hold on this view's transform (it was set).
  package func releaseHeldTransform() {
    guard let window = lastWindow, window.timeline.hasHeldFrames else { return }
    window.releaseHeldTransform(of: self)
  }

  /// Drops a stopped property animator's hold on this view's alpha (its alpha was set).
  package func releaseHeldAlpha() {
    guard let window = lastWindow, window.timeline.hasHeldFrames else { return }
    window.releaseHeldAlpha(of: self)
  }

  /// Drops a stopped property animator's hold on this view (its frame, bounds or center was
  /// set).
  package func releaseHeldFrame() {
    guard let window = lastWindow, window.timeline.hasHeldFrames else { return }
    window.releaseHeldFrame(of: self)
  }

  /// The name outputs use: the accessibility identifier, else class name and counter.
  package var outputName: String { accessibilityIdentifier ?? defaultName }

  /// The window whose tree holds this view.
  ///
  /// - Complexity: O(depth).
  package var window: WindowContext? {
    var current = self
    while let up = current.parent { current = up.node }
    return current.rootOfWindow
  }

  /// The subviews as the given platform class.
  package func children<T>(as type: T.Type) -> [T] { children.compactMap { $0 as? T } }

  /// Adds `child` as a subview at `index` (the end when nil), moving it from its superview.
  ///
  /// A view that is already a subview of this one moves to `index` (UIKit brings it to the
  /// front). A view laid out in another window moves here (UIKit allows it): it leaves its
  /// superview there, which deactivates the constraints that cross the moved subtree's
  /// boundary, then that window's engine releases the subtree (`LayoutEngine.release(_:)`)
  /// and this window's takes it in with the constraints inside it. Layout refusals (a
  /// cycle, a subview of a layout guide) are recorded in `Simulation.errors` and change
  /// nothing.
  ///
  /// - Parameters:
  ///   - child: The view to add.
  ///   - index: Its position among the subviews, clamped to the count.
  ///   - owner: This node's own view.
  ///   - call: The platform call, for the error record.
  package func insert(
    _ child: any HostedView, at index: Int?, owner: any HostedView, call: String
  ) {
    if child.node.parent === owner {
      children.removeAll { $0 === child }
      children.insert(child, at: min(max(index ?? children.count, 0), children.count))
      return
    }
    if let target = window, !moveFromOtherWindows(child, into: target, owner: owner, call: call) {
      return
    }
    do throws(LayoutError) {
      try view.addSubview(child.node.view)
    } catch {
      Runtime.shared.record(.layout(error), call: call)
      return
    }
    if let old = child.node.parent {
      old.node.children.removeAll { $0 === child }
      old.node.needsLayout = true
    }
    children.insert(child, at: min(max(index ?? children.count, 0), children.count))
    child.node.parent = owner
    needsLayout = true
    if let window { window.joined(child) }
  }

  /// Hands the parts of `child`'s subtree that other windows' engines hold over to `target`
  /// (see `insert`): each such part leaves its superview and is released by its engine.
  ///
  /// - Returns: False when a part cannot be released (recorded; nothing moved then).
  private func moveFromOtherWindows(
    _ child: any HostedView, into target: WindowContext, owner: any HostedView, call: String
  ) -> Bool {
    // The topmost view of each part: its engine is another window's and not its parent's.
    var parts: [(window: WindowContext, view: any HostedView)] = []
    var stranger: ViewNode?
    func visit(_ view: any HostedView, parentEngine: LayoutEngine?) {
      let engine = view.node.view.owningEngine
      if let engine, engine !== target.engine, engine !== parentEngine {
        if let last = view.node.lastWindow, last.engine === engine {
          parts.append((last, view))
        } else if stranger == nil {
          stranger = view.node
        }
      }
      for next in view.node.children { visit(next, parentEngine: engine) }
    }
    visit(child, parentEngine: child.node.parent === owner ? target.engine : nil)
    if let stranger {
      // An engine that is no window's: refused, never a trap later.
      Runtime.shared.record(.windowChange(view: stranger.outputName), call: call)
      return false
    }
    for (window, view) in parts {
      // What a stopped property animator holds there goes with the views (UIKit's model).
      let held = window.heldModelValues(ofSubtree: view)
      // Still in that window's tree (`child` itself): it leaves its superview there first.
      if !view.node.view.isDetached, view.node.parent != nil { view.node.removeFromParent() }
      do throws(LayoutError) {
        try window.engine.release(view.node.view)
      } catch {
        Runtime.shared.record(.layout(error), call: call)
        return false
      }
      window.releaseHolds(held)
      for values in held { values.apply() }
      forEachInSubtree(of: view) { member in
        if member.node.lastWindow === window { member.node.lastWindow = nil }
      }
      window.treeDidChange()
    }
    return true
  }

  /// Before measuring a view outside any window: pushes the intrinsic content sizes of its
  /// whole tree (the platform's, possibly overridden) into the Layout views, as a window's
  /// pass would, so that a temporary engine sees them (`View.systemLayoutSizeFitting`).
  package func prepareFittingOutsideWindows(_ owner: any HostedView) {
    guard window == nil else { return }
    var top = owner
    while let up = top.node.parent { top = up }
    forEachInSubtree(of: top) { view in
      let size = view.currentIntrinsicContentSize()
      if view.node.view.intrinsicContentSizeOverride != size {
        view.node.view.intrinsicContentSizeOverride = size
      }
    }
  }

  /// Removes this view from its superview (UIKit's `removeFromSuperview()`).
  ///
  /// Layout deactivates the constraints between the subtree and the rest of the tree.
  package func removeFromParent() {
    guard let parent else { return }
    let window = self.window
    view.removeFromSuperview()
    parent.node.children.removeAll { $0.node === self }
    parent.node.needsLayout = true
    self.parent = nil
    window?.treeDidChange()
  }

  /// Marks the intrinsic size of `owner` (this node's view) to be read before the next
  /// pass (UIKit's `invalidateIntrinsicContentSize()`).
  package func invalidateIntrinsicSize(of owner: any HostedView) {
    let wasStale = intrinsicSizeIsStale
    intrinsicSizeIsStale = true
    if !wasStale, let window { window.intrinsicSizeInvalidated(owner) }
  }
}

/// Calls `body` on `view` and every descendant, parents first.
@MainActor package func forEachInSubtree(of view: any HostedView, _ body: (any HostedView) -> Void)
{
  body(view)
  for child in view.node.children { forEachInSubtree(of: child, body) }
}
