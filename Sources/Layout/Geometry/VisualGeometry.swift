/// Where views are seen once their transforms and alphas apply: the geometry every output and
/// expectation shares (the timeline's presented values, `View.visualFrame`, the visual
/// outputs).
///
/// Layout places each view's untransformed rectangle; its window frame is that rectangle in
/// root coordinates after every ancestor's content offset. A view's transform applies about
/// its center, and a subview moves with its ancestors' transforms. In root coordinates that
/// is one affine map per view, its *window transform*:
///
///     K(view) = G(view) × K(superview),   K(root) = G(root),
///     G(v)    = transform(v) about the center of windowFrame(v)
///
/// (`×` applies the left factor first, as `Transform2D.concatenating`). It equals the
/// chain of UIKit's layer geometry, point → superview: center + (point − bounds.origin +
/// frame.origin − center)·transform: translating each step into root coordinates turns
/// every ancestor's "about its center" into "about its untransformed window center", so
/// the window frames (which already hold the content offsets) are all it needs. The visual
/// frame is the bounding box of the window frame's corners under K (`Rect.applying`).
///
/// Alpha multiplies down the tree: a view is drawn with the product of its and its
/// ancestors' alphas (group opacity, as Core Animation composites a layer's sublayers).
public enum VisualGeometry {
  /// Each view's window transform (see the type's discussion).
  ///
  /// - Parameters:
  ///   - windowFrames: Every view's untransformed rectangle in root coordinates.
  ///   - transforms: Every view's transform (same count), or empty when every one is the
  ///     identity.
  ///   - parents: Each view's superview index (nil for a root), or nil when unknown: each
  ///     view's own transform is used then, without its ancestors'. A parent index out of
  ///     range, or a cycle, counts as no parent.
  /// - Returns: One transform per view; all identity when `transforms` is empty.
  /// - Complexity: O(views): each view's transform is composed once, whatever the order of
  ///   parents and children.
  public static func windowTransforms(
    windowFrames: [Rect], transforms: [Transform2D], parents: [Int?]?
  ) -> [Transform2D] {
    let count = windowFrames.count
    guard transforms.count == count, count > 0 else {
      return [Transform2D](repeating: .identity, count: count)
    }
    var own = [Transform2D](repeating: .identity, count: count)
    for index in 0..<count where !transforms[index].isIdentity {
      let frame = windowFrames[index]
      own[index] = transforms[index].about(Point(x: frame.midX, y: frame.midY))
    }
    guard let parents, parents.count == count else { return own }
    // 0: not yet composed, 1: being composed (on the current walk), 2: done.
    var state = [UInt8](repeating: 0, count: count)
    var result = own
    var chain: [Int] = []
    for start in 0..<count where state[start] == 0 {
      // Walk up to a composed ancestor (or a root), then compose back down.
      var current: Int? = start
      chain.removeAll(keepingCapacity: true)
      while let view = current, state[view] == 0 {
        state[view] = 1
        chain.append(view)
        if let parent = parents[view], parent >= 0, parent < count, parent != view {
          current = parent
        } else {
          current = nil
        }
      }
      // `current` is a composed ancestor, or nil (a root), or a view on this walk (a cycle:
      // treated as a root).
      var above: Transform2D? = current.flatMap { state[$0] == 2 ? result[$0] : nil }
      for view in chain.reversed() {
        if let outer = above { result[view] = own[view].concatenating(outer) }
        state[view] = 2
        above = result[view]
      }
    }
    return result
  }

  /// Each view's visual frame: the bounding box, in root coordinates, of its window frame
  /// after its own and every ancestor's transform.
  ///
  /// - Parameters: As `windowTransforms(windowFrames:transforms:parents:)`.
  /// - Returns: `windowFrames` itself when every transform is the identity.
  /// - Complexity: O(views).
  public static func visualFrames(
    windowFrames: [Rect], transforms: [Transform2D], parents: [Int?]?
  ) -> [Rect] {
    guard transforms.count == windowFrames.count, transforms.contains(where: { !$0.isIdentity })
    else { return windowFrames }
    let window = windowTransforms(
      windowFrames: windowFrames, transforms: transforms, parents: parents)
    var result: [Rect] = []
    result.reserveCapacity(windowFrames.count)
    for (frame, transform) in zip(windowFrames, window) {
      result.append(transform.isIdentity ? frame : frame.applying(transform))
    }
    return result
  }

  /// Each view's alpha times its ancestors' (what it is drawn with).
  ///
  /// - Parameters:
  ///   - alphas: Every view's own alpha, or empty when every one is 1.
  ///   - parents: Each view's superview index (nil for a root), or nil when unknown (each
  ///     view's own alpha then). Out-of-range parents and cycles count as no parent.
  /// - Returns: `alphas` itself when `parents` is nil; all 1 for empty `alphas`.
  /// - Complexity: O(views).
  public static func effectiveAlphas(alphas: [Double], parents: [Int?]?) -> [Double] {
    guard let parents, parents.count == alphas.count else { return alphas }
    let count = alphas.count
    var state = [UInt8](repeating: 0, count: count)
    var result = alphas
    var chain: [Int] = []
    for start in 0..<count where state[start] == 0 {
      var current: Int? = start
      chain.removeAll(keepingCapacity: true)
      while let view = current, state[view] == 0 {
        state[view] = 1
        chain.append(view)
        if let parent = parents[view], parent >= 0, parent < count, parent != view {
          current = parent
        } else {
          current = nil
        }
      }
      var above: Double? = current.flatMap { state[$0] == 2 ? result[$0] : nil }
      for view in chain.reversed() {
        if let outer = above { result[view] = alphas[view] * outer }
        state[view] = 2
        above = result[view]
      }
    }
    return result
  }
}
