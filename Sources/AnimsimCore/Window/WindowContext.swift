import Animator
import Layout

/// A window: its engine, its root view, the timeline that animates it and the bookkeeping
/// of the layout pass (which views need their callbacks, which intrinsic sizes to read).
@MainActor package final class WindowContext {
  /// The engine that lays the window out; its root is the window's view.
  package let engine: LayoutEngine
  /// The window's view (retained: the simulation keeps windows until `reset()`).
  package let root: any HostedView
  /// The frames of this window over time.
  package let timeline: Timeline
  /// The host the timeline lays out through.
  let host: WindowHost
  /// The first global frame this window samples (windows made later start later).
  var firstFrame: Int
  /// The views whose intrinsic size is read before the next pass.
  var pendingIntrinsic: [any HostedView] = []
  /// Whether an alpha or transform was set outside an animation block since the timeline
  /// last read them: the run loop's pass commits them (`appearanceChangedOutsideAnimation`).
  var appearanceIsStale = false
  /// Whether a layout pass is running (a callback's `layoutIfNeeded()` only solves).
  package private(set) var isInLayoutPass = false
  /// Each engine view's node, in `engine.views` order (nil for views without one: a stack
  /// view's spacer guides); rebuilt after the tree changes.
  var nodesByIndex: [ViewNode?] = []
  /// Each node's index in `engine.views` (lookups only, never iterated).
  var indexByNode: [ObjectIdentifier: Int] = [:]
  /// Whether `nodesByIndex` is out of date.
  var treeChanged = true
  /// Whether an action ran at the time of the last sampled frame (the recording shows that
  /// frame again after the run loop's pass).
  package var actedSinceSample = false

  /// The most rounds of solve-then-callbacks one layout pass runs before it gives up (a
  /// `layoutSubviews` that changes constraints on every call would otherwise never end).
  package static let maximumRounds = 16

  /// Creates a window whose root is `root`, on `engine`, starting at the global frame
  /// `firstFrame`.
  package init(engine: LayoutEngine, root: any HostedView, firstFrame: Int) {
    self.engine = engine
    self.root = root
    self.firstFrame = firstFrame
    let host = WindowHost(engine: engine)
    self.host = host
    do throws(AnimatorError) {
      self.timeline = try Timeline(host: host, fps: Runtime.framesPerSecond, policy: .additive)
    } catch {
      preconditionFailure("a 60 fps timeline over an engine host is always valid: \(error)")
    }
    host.context = self
    root.node.rootOfWindow = self
    joined(root)
  }

  // MARK: - Tree changes

  /// A subtree joined the window: its stale intrinsic sizes are read before the next pass.
  func joined(_ subtree: any HostedView) {
    treeChanged = true
    forEachInSubtree(of: subtree) { view in
      view.node.lastWindow = self
      if view.node.intrinsicSizeIsStale { pendingIntrinsic.append(view) }
    }
  }

  /// The tree changed (a subtree left, a guide joined): the engine order is read again.
  package func treeDidChange() { treeChanged = true }

  /// Marks an alpha or transform set outside an animation block for the run loop's pass.
  ///
  /// Core Animation commits the implicit transaction when the run loop next iterates
  /// (Apple, `CATransaction`: "Core
  /// Animation supports two types of transactions: implicit transactions and explicit
  /// transactions. Implicit transactions are created automatically when the layer tree is
  /// modified by a thread without an active transaction and are committed automatically
  /// when the thread's runloop next iterates"), and UIKit animates nothing for such a change
  /// (views disable the layer's implicit actions outside animation blocks), so the next
  /// frame shows it.
  package func appearanceChangedOutsideAnimation() { appearanceIsStale = true }

  /// A view's intrinsic size must be read again before the next pass.
  func intrinsicSizeInvalidated(_ view: any HostedView) { pendingIntrinsic.append(view) }

  /// Whether the run loop's pass has something to do: a pending engine change, an intrinsic
  /// size to read, or a view that asked for layout.
  ///
  /// - Complexity: O(1) when no view asked for layout since the tree was last found clean;
  ///   O(views) otherwise.
  package var hasPendingLayout: Bool {
    if engine.needsLayout || !pendingIntrinsic.isEmpty || appearanceIsStale { return true }
    let count = Runtime.shared.layoutRequestCount
    guard count != cleanAtRequestCount else { return false }
    if anyNeedsLayout(root) { return true }
    cleanAtRequestCount = count
    return false
  }

  /// `Runtime.layoutRequestCount` when no view of this window needed layout.
  private var cleanAtRequestCount = -1

  private func anyNeedsLayout(_ view: any HostedView) -> Bool {
    if view.node.needsLayout { return true }
    for child in view.node.children where anyNeedsLayout(child) { return true }
    return false
  }

  // MARK: - The layout pass

  /// One layout pass: read intrinsic sizes, solve, then call the layout callbacks of the
  /// views that need them, parents first; again while the callbacks change the layout.
  ///
  /// UIKit's order: a view's `layoutSubviews` (between its view controller's
  /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`) runs before its subviews'. A view
  /// needs layout when it is new, when `setNeedsLayout()` was called, when its size changed
  /// or a subview moved in the solve, or when a subview was added or removed.
  package func layoutPass() {
    guard !isInLayoutPass else {
      readIntrinsicSizes()
      solve()
      return
    }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    for _ in 0..<Self.maximumRounds {
      updateConstraints(root)
      readIntrinsicSizes()
      solve()
      runCallbacks(root)
      if !engine.needsLayout && pendingIntrinsic.isEmpty && !anyNeedsLayout(root) {
        cleanAtRequestCount = Runtime.shared.layoutRequestCount
        return
      }
    }
    Runtime.shared.log.append(
      "[LayoutLoop] The layout of \(root.node.outputName) did not settle after "
        + "\(Self.maximumRounds) rounds of layoutSubviews; a callback keeps changing it.")
  }

  /// Runs the `updateConstraints()` asked for, subviews first (UIKit updates constraints
  /// from the leaves up).
  private func updateConstraints(_ view: any HostedView) {
    for child in view.node.children { updateConstraints(child) }
    view.runUpdateConstraints()
  }

  /// Pushes the intrinsic sizes that must be read into the Layout views.
  private func readIntrinsicSizes() {
    while !pendingIntrinsic.isEmpty {
      let views = pendingIntrinsic
      pendingIntrinsic.removeAll()
      for view in views where view.node.intrinsicSizeIsStale {
        view.node.intrinsicSizeIsStale = false
        let size = view.currentIntrinsicContentSize()
        if view.node.view.intrinsicContentSizeOverride != size {
          view.node.view.intrinsicContentSizeOverride = size
        }
      }
    }
  }

  /// Runs the engine's pass, marks the views it moved for layout and logs new conflicts.
  private func solve() {
    let before = engine.passCount
    engine.layoutIfNeeded()
    guard engine.passCount != before else { return }
    let nodes = nodesInEngineOrder()
    for index in engine.viewsChangedInLastPass where index < nodes.count {
      guard let node = nodes[index] else { continue }
      node.parent?.node.needsLayout = true
      if node.lastLaidOutSize != node.view.frame.size { node.needsLayout = true }
    }
    for conflict in engine.newConflicts { Runtime.shared.log.append(conflict.appleLog) }
  }

  /// Calls the layout callbacks of `view` if it needs them, then of its subviews.
  private func runCallbacks(_ view: any HostedView) {
    let node = view.node
    if node.needsLayout {
      node.needsLayout = false
      node.lastLaidOutSize = node.view.frame.size
      if timeline.hasHeldFrames { releaseHeldFrames(below: view) }
      view.runLayoutCallbacks()
    }
    for child in node.children { runCallbacks(child) }
  }

  /// Puts the subviews of `view` that a stopped property animator left where they were
  /// back where the constraints say: UIKit's `layoutSubviews` sets every subview's frame
  /// from the engine (Apple, `layoutSubviews()`: "use this method … to set the frame
  /// rectangles of your subviews directly"), and the subviews' own subviews move with them.
  ///
  /// What is held further down stays: a subview's `layoutSubviews` runs only when its size
  /// changes (stackoverflow.com/questions/728372: "setFrame intelligently calls
  /// layoutSubviews on the view having its frame set only if the size parameter of the
  /// frame is different"), or when it needs layout for another reason (its own pass then
  /// releases its subviews). A subview whose held size was not the model's is laid out
  /// here in turn.
  ///
  /// - Complexity: O(subviews + held subtrees) plus O(views) when the engine order must be
  ///   rebuilt.
  private func releaseHeldFrames(below view: any HostedView) {
    _ = nodesInEngineOrder()
    for child in view.node.children { releaseHeldFrame(laidOut: child) }
  }

  /// Puts `view`, whose superview laid it out, at its model frame there if it is held
  /// (`Timeline.releaseHeldFrame(ofView:descendants:)`), and lays out its subviews the same
  /// way when its size changes with it.
  private func releaseHeldFrame(laidOut view: any HostedView) {
    guard let index = indexByNode[ObjectIdentifier(view.node)],
      let offsets = timeline.heldOffsets(ofView: index)
    else { return }
    timeline.releaseHeldFrame(ofView: index, descendants: descendantIndices(of: view.node))
    guard offsets[2] != 0 || offsets[3] != 0 else { return }
    for child in view.node.children { releaseHeldFrame(laidOut: child) }
  }

  /// The engine indices of the views below `node`'s view (`nodesInEngineOrder()` is up
  /// to date).
  private func descendantIndices(of node: ViewNode) -> [Int] {
    var indices: [Int] = []
    for child in node.children {
      forEachInSubtree(of: child) { member in
        if let index = indexByNode[ObjectIdentifier(member.node)] { indices.append(index) }
      }
    }
    return indices
  }

  /// Writes the held frames of views placed by their own frames into those frames, then
  /// commits the layout.
  ///
  /// Apple (`stopAnimation(_:)`): stopping "sets the values of any animatable properties to
  /// their current values": the views' frames take the presented ones. A view whose frame
  /// its constraints set goes back there at its superview's next layout (the hold models
  /// that); a view placed by its frame (`translatesAutoresizingMaskIntoConstraints`, its
  /// autoresizing constraints made from that frame) keeps the new frame.
  ///
  /// - Complexity: O(held views + their subtrees), plus a layout when one was written.
  package func writeHeldFramesOfFrameBasedViews() {
    guard timeline.hasHeldFrames else { return }
    let nodes = nodesInEngineOrder()
    var wrote = false
    for index in timeline.heldViews where index < nodes.count {
      guard let node = nodes[index], node.parent != nil, !node.view.isDetached,
        node.view.translatesAutoresizingMaskIntoConstraints
      else { continue }
      let frame = node.modelFrame
      releaseHeldFrame(of: node)
      node.view.frame = frame
      wrote = true
    }
    if wrote { layoutNow() }
  }

  /// The offsets a stopped property animator holds `node` at over its Layout frame (frame
  /// x, y, width, height), nil when it is not held.
  package func heldFrameOffsets(of node: ViewNode) -> [Double]? {
    guard timeline.hasHeldFrames else { return nil }
    guard let index = engineIndex(of: node) else { return nil }
    return timeline.heldOffsets(ofView: index)
  }

  /// Puts `node` back at its Layout frame if a stopped property animator held it (its frame
  /// was set: UIKit's model takes the new value).
  package func releaseHeldFrame(of node: ViewNode) {
    guard timeline.hasHeldFrames else { return }
    guard let index = engineIndex(of: node) else { return }
    timeline.releaseHeldFrame(ofView: index, descendants: descendantIndices(of: node))
  }

  /// The alpha offset a stopped property animator holds `node` at, nil when none.
  package func heldAlphaOffset(of node: ViewNode) -> Double? {
    guard timeline.hasHeldFrames else { return nil }
    guard let index = engineIndex(of: node) else { return nil }
    return timeline.heldAlphaOffset(ofView: index)
  }

  /// The transform offset a stopped property animator holds `node` at (it shows
  /// offset × model), nil when none.
  package func heldTransform(of node: ViewNode) -> Transform2D? {
    guard timeline.hasHeldFrames else { return nil }
    guard let index = engineIndex(of: node) else { return nil }
    return timeline.heldTransform(ofView: index)
  }

  /// Drops a stopped property animator's hold on the transform of `node` (it was set).
  package func releaseHeldTransform(of node: ViewNode) {
    guard timeline.hasHeldFrames else { return }
    guard let index = engineIndex(of: node) else { return }
    timeline.releaseHeldTransform(ofView: index)
  }

  /// Drops a stopped property animator's hold on the alpha of `node` (its alpha was set).
  package func releaseHeldAlpha(of node: ViewNode) {
    guard timeline.hasHeldFrames else { return }
    guard let index = engineIndex(of: node) else { return }
    timeline.releaseHeldAlpha(ofView: index)
  }

  /// The index in `engine.views` of the view of `node`: its place in the window's tree, or
  /// the slot the engine keeps for it while it is removed from its superview (a removed view
  /// keeps its engine state, and a stopped animator's holds, until it rejoins the tree or
  /// moves to another window: UIKit's removal does not change a view's model values).
  ///
  /// - Complexity: O(1) for a view in the tree (O(views) when the order must be rebuilt);
  ///   O(views) for a removed one.
  private func engineIndex(of node: ViewNode) -> Int? {
    _ = nodesInEngineOrder()
    if let index = indexByNode[ObjectIdentifier(node)] { return index }
    guard node.view.owningEngine === engine else { return nil }
    return engine.views.firstIndex { $0 === node.view }
  }

  /// The model values a stopped property animator holds the views of `subtree` at in this
  /// window (the views this window's engine lays out), before the subtree moves to another
  /// window; `releaseHolds(_:)` drops them here once the engine released the subtree.
  ///
  /// UIKit's stop set the model to the held values (Apple, `stopAnimation(_:)`: it "sets
  /// the values of any animatable properties to their current values"), and the view
  /// carries them to its new window: the frame until the new superview lays the view out
  /// (View Programming Guide for iOS: "When adding a subview to its parent, the subview's
  /// current frame rectangle denotes its initial position within the parent view"), the
  /// alpha and transform until they are set.
  ///
  /// - Complexity: O(subtree) when something is held, plus O(views) per removed view.
  package func heldModelValues(ofSubtree subtree: any HostedView) -> [HeldModelValues] {
    guard timeline.hasHeldFrames else { return [] }
    var held: [HeldModelValues] = []
    forEachInSubtree(of: subtree) { member in
      let node = member.node
      guard node.view.owningEngine === engine, let index = engineIndex(of: node) else { return }
      var values = HeldModelValues(node: node, index: index)
      if let offsets = timeline.heldOffsets(ofView: index) {
        let frame = node.view.frame
        values.frame = Rect(
          x: frame.minX + offsets[0], y: frame.minY + offsets[1],
          width: frame.width + offsets[2], height: frame.height + offsets[3])
      }
      if let offset = timeline.heldAlphaOffset(ofView: index) {
        values.alpha = min(max(node.view.alpha + offset, 0), 1)
      }
      if let transform = timeline.heldTransform(ofView: index) {
        values.transform = transform.concatenating(node.view.transform)
      }
      if values.frame != nil || values.alpha != nil || values.transform != nil {
        held.append(values)
      }
    }
    return held
  }

  /// Drops the holds of views that left this window (`heldModelValues(ofSubtree:)`): their
  /// engine slots keep stand-ins, which must not stay held.
  package func releaseHolds(_ held: [HeldModelValues]) {
    guard !held.isEmpty else { return }
    timeline.releaseHeldFrames(ofViews: held.map(\.index))
    for values in held {
      timeline.releaseHeldAlpha(ofView: values.index)
      timeline.releaseHeldTransform(ofView: values.index)
    }
  }

  /// What is on screen of `node` at the simulated time: its presented frame in its
  /// superview's coordinates and in the window's, `isHidden`, alpha and transform; nil when
  /// the window has not laid it out.
  package func presented(_ node: ViewNode) -> PresentedValues? {
    let nodes = nodesInEngineOrder()
    guard let index = indexByNode[ObjectIdentifier(node)], index < nodes.count,
      index < timeline.viewCount
    else { return nil }
    let presentation = timeline.presentation(at: Runtime.shared.time)
    let hidden = node.view.isHidden && !Runtime.shared.isDrawnWhileHidden(node.view)
    return PresentedValues(
      frame: presentation.frames[index], windowFrame: presentation.windowFrames[index],
      isHidden: hidden,
      alpha: index < presentation.alphas.count ? presentation.alphas[index] : 1,
      transform: index < presentation.transforms.count
        ? presentation.transforms[index] : .identity)
  }

  /// Each engine view's node, in `engine.views` order.
  ///
  /// - Complexity: O(1) when the tree did not change; O(views) to rebuild.
  func nodesInEngineOrder() -> [ViewNode?] {
    let views = engine.views
    guard treeChanged || nodesByIndex.count != views.count else { return nodesByIndex }
    var byView: [ObjectIdentifier: ViewNode] = [:]  // lookups only, never iterated
    forEachInSubtree(of: root) { byView[ObjectIdentifier($0.node.view)] = $0.node }
    nodesByIndex = views.map { byView[ObjectIdentifier($0)] }
    indexByNode = [:]
    for (index, node) in nodesByIndex.enumerated() {
      if let node { indexByNode[ObjectIdentifier(node)] = index }
    }
    treeChanged = false
    return nodesByIndex
  }

  // MARK: - Actions at the simulated time

  /// Lays out now through the timeline (the run loop's pass, or `layoutIfNeeded()` outside an
  /// animation), so that the timeline knows the new model frames.
  package func layoutNow() {
    if isInLayoutPass {
      layoutPass()
      return
    }
    actedSinceSample = true
    appearanceIsStale = false
    do throws(AnimatorError) {
      try timeline.layout(at: Runtime.shared.time)
    } catch {
      Runtime.shared.record(.animation(error), call: "layoutIfNeeded()")
    }
  }
}

/// One view's values on screen at one time (`CALayer.presentation()`).
package struct PresentedValues {
  /// The frame in the superview's coordinates (Layout's top-left), in points.
  package var frame: Rect
  /// The frame in the window's coordinates, in points.
  package var windowFrame: Rect
  /// Whether the view is hidden on screen.
  package var isHidden: Bool
  /// The alpha on screen, 0…1.
  package var alpha: Double
  /// The transform on screen.
  package var transform: Transform2D
}

/// A view's model values held by a stopped property animator in the window it leaves
/// (`WindowContext.heldModelValues(ofSubtree:)`).
@MainActor package struct HeldModelValues {
  /// The view.
  let node: ViewNode
  /// Its index in the engine it leaves.
  let index: Int
  /// The held frame in its superview's coordinates, nil when its frame is not held.
  var frame: Rect?
  /// The held alpha (0…1), nil when not held.
  var alpha: Double?
  /// The held transform, nil when not held.
  var transform: Transform2D?

  /// Writes the held values into the view's model, once no engine lays it out (between its
  /// old engine's release and its new superview's `addSubview`).
  package func apply() {
    if let frame { node.view.frame = frame }
    if let alpha { node.view.alpha = alpha }
    if let transform { node.view.transform = transform }
  }
}
