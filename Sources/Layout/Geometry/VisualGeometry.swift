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
    guard let parents, parents.count == count else {
      return (0..<count).map { ownTransform(transforms[$0], frame: windowFrames[$0]) }
    }
    var result = [Transform2D](repeating: .identity, count: count)
    // 0: not yet composed, 1: being composed (on the current walk), 2: done. A view whose
    // parent is done (the usual case when parents come first) is composed at once. Buffers:
    // this runs for every view on every frame of an animated transform.
    var state = [UInt8](repeating: 0, count: count)
    var chain: [Int] = []
    result.withUnsafeMutableBufferPointer { result in
      state.withUnsafeMutableBufferPointer { state in
        transforms.withUnsafeBufferPointer { transforms in
          windowFrames.withUnsafeBufferPointer { frames in
            parents.withUnsafeBufferPointer { parents in
              for start in 0..<count where state[start] == 0 {
                if let parent = parents[start], parent >= 0, parent < count, parent != start,
                  state[parent] == 2
                {
                  let mine = ownTransform(transforms[start], frame: frames[start])
                  result[start] = composed(mine, result[parent])
                  state[start] = 2
                  continue
                }
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
                // `current` is a composed ancestor, or nil (a root), or a view on this walk
                // (a cycle: treated as a root).
                var above: Transform2D? = current.flatMap { state[$0] == 2 ? result[$0] : nil }
                for view in chain.reversed() {
                  let mine = ownTransform(transforms[view], frame: frames[view])
                  result[view] = above.map { composed(mine, $0) } ?? mine
                  state[view] = 2
                  above = result[view]
                }
              }
            }
          }
        }
      }
    }
    return result
  }

  /// A view's own transform about the center of its window frame (the identity stays the
  /// identity, without arithmetic).
  @inline(__always)
  static func ownTransform(_ transform: Transform2D, frame: Rect) -> Transform2D {
    transform.isIdentity ? transform : transform.about(Point(x: frame.midX, y: frame.midY))
  }

  /// `inner` followed by `outer`, skipping the product when either is the identity.
  @inline(__always)
  static func composed(_ inner: Transform2D, _ outer: Transform2D) -> Transform2D {
    inner.isIdentity ? outer : outer.isIdentity ? inner : inner.concatenating(outer)
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
    var result = windowFrames
    result.withUnsafeMutableBufferPointer { result in
      window.withUnsafeBufferPointer { window in
        for index in 0..<result.count where !window[index].isIdentity {
          result[index] = result[index].applying(window[index])
        }
      }
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
