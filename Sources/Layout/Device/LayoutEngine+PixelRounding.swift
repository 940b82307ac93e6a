import Solver

extension LayoutEngine {
  /// Rounds a coordinate to the pixel grid of `scale` pixels per point: to the nearest pixel,
  /// halves upward (toward +∞), so a value and the same value reached through another sum
  /// land on the same pixel.
  ///
  /// UIKit rounds view frames to its screen's pixels when Auto Layout sets them (its
  /// engine's values are then "pixel-aligned": Interface Builder stores such frames, e.g.
  /// 35.333333333333371 = 106 px / 3 on an @3x device). The exact tie rule is not documented;
  /// halves up is the rule of `round(x · scale) / scale` for positive coordinates, which
  /// screen coordinates are.
  ///
  /// A half is a half within the solver's tolerance (`Double.solverTolerance`, in pixels):
  /// the same edge reached by two sums can differ in its last bit (1175.4999999999998 or
  /// 1175.5000000000002 pixels for 391.8333 points at @3x), and both must land on the same
  /// pixel.
  ///
  /// - Parameters:
  ///   - value: A coordinate in points.
  ///   - scale: Pixels per point (positive).
  /// - Returns: The nearest multiple of `1 / scale`.
  public static func roundToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale + 0.5 + Double.solverTolerance).rounded(.down) / scale
  }

  /// Replaces the frames of the views the pass changed (and of the views below them) by
  /// their solved frames with each edge rounded to the pixel grid in window (root)
  /// coordinates; every view after a new screen.
  ///
  /// Edges are rounded, not origins and sizes: a view's right edge and its neighbour's left
  /// edge are the same solved number, so they land on the same pixel and stay adjacent; a
  /// rounded size is the difference of two rounded edges. A view's rounded frame is its
  /// rounded window rectangle minus its superview's rounded window origin (plus the
  /// superview's content offset).
  ///
  /// - Complexity: O(changed views × depth + their subtrees).
  func roundFramesToPixels() {
    guard let scale = environment.screen?.scale, scale > 0 else { return }
    var seeds: [(index: Int, view: View)] = []
    environment.walkStamp += 1
    let stamp = environment.walkStamp
    if environment.roundAll {
      environment.roundAll = false
      seeds = [(0, root)]
    } else {
      seeds.reserveCapacity(viewsChangedInLastPass.count)
      for index in viewsChangedInLastPass { seeds.append((index, views[index])) }
      // Ancestors first (depth, then index): a moved view can have a smaller index than
      // its new parent.
      seeds.sort { ($0.view.depth, $0.index) < ($1.view.depth, $1.index) }
    }
    for (_, seed) in seeds {
      guard let state = seed.layoutState, state.environmentStamp != stamp else { continue }
      let (origin, rounded) = contentOrigins(of: seed.superview, scale: scale)
      round(subtree: seed, parentOrigin: origin, parentRounded: rounded, scale: scale, stamp: stamp)
    }
  }

  /// The window origin of `view`'s content area (its bounds origin on screen), unrounded and
  /// rounded; zero for no view.
  private func contentOrigins(of view: View?, scale: Double) -> (Point, Point) {
    guard let view else { return (.zero, .zero) }
    var x = 0.0
    var y = 0.0
    var current: View? = view
    while let item = current {
      let solved = solvedFrame(of: item)
      x += solved.minX
      y += solved.minY
      if item !== view {
        x -= item.contentOffset.x
        y -= item.contentOffset.y
      }
      current = item.superview
    }
    let unrounded = Point(x: x - view.contentOffset.x, y: y - view.contentOffset.y)
    let rounded = Point(
      x: LayoutEngine.roundToPixel(x, scale: scale) - view.contentOffset.x,
      y: LayoutEngine.roundToPixel(y, scale: scale) - view.contentOffset.y)
    return (unrounded, rounded)
  }

  /// A view's solved frame before rounding (the root's: its size at the origin).
  private func solvedFrame(of view: View) -> Rect {
    if view === root { return Rect(origin: .zero, size: rootSize) }
    guard let state = view.layoutState else { return view.storedFrame }
    if state.unroundedFrame == nil { state.unroundedFrame = view.storedFrame }
    return state.unroundedFrame ?? view.storedFrame
  }

  /// Rounds `view` and everything below it, given its superview's content origins.
  private func round(
    subtree view: View, parentOrigin: Point, parentRounded: Point, scale: Double, stamp: Int
  ) {
    guard let state = view.layoutState, state.environmentStamp != stamp else { return }
    state.environmentStamp = stamp
    let solved = solvedFrame(of: view)
    let minX = parentOrigin.x + solved.minX
    let minY = parentOrigin.y + solved.minY
    let left = LayoutEngine.roundToPixel(minX, scale: scale)
    let top = LayoutEngine.roundToPixel(minY, scale: scale)
    let right = LayoutEngine.roundToPixel(minX + solved.width, scale: scale)
    let bottom = LayoutEngine.roundToPixel(minY + solved.height, scale: scale)
    let rounded = Rect(
      x: left - parentRounded.x, y: top - parentRounded.y, width: right - left,
      height: bottom - top)
    if rounded != view.storedFrame {
      view.storedFrame = rounded
      noteChanged(state)
    }
    let origin = Point(x: minX - view.contentOffset.x, y: minY - view.contentOffset.y)
    let roundedOrigin = Point(x: left - view.contentOffset.x, y: top - view.contentOffset.y)
    for child in view.subviews {
      round(
        subtree: child, parentOrigin: origin, parentRounded: roundedOrigin, scale: scale,
        stamp: stamp)
    }
  }
}
