extension VisualGeometry {
  /// Storage that `visualFrames(windowFrames:transforms:parents:reusing:)` keeps between
  /// calls, so that a caller computing visual frames on every frame of an animation does not
  /// allocate and fill fresh arrays each time.
  ///
  /// The returned frames share the storage: it is reused in place only once the caller has
  /// let go of the previous result (otherwise the next call copies, as any array would).
  public struct Buffers: Sendable {
    /// Every view's window transform from the last call.
    var windowTransforms: [Transform2D] = []
    /// The last call's visual frames.
    var frames: [Rect] = []

    /// Creates empty storage.
    public init() {}
  }

  /// Each view's visual frame, as `visualFrames(windowFrames:transforms:parents:)`, computed
  /// in one pass in `buffers`' storage when every superview comes before its subviews (the
  /// host's view order); otherwise through the general walk.
  ///
  /// The arithmetic is the same, operation for operation, so the results are identical:
  /// K(view) = G(view) × K(superview), and a view whose K is the identity keeps its window
  /// frame.
  ///
  /// - Parameters:
  ///   - windowFrames: Every view's untransformed rectangle in root coordinates.
  ///   - transforms: Every view's transform (same count).
  ///   - parents: Each view's superview index (nil for a root).
  ///   - buffers: The storage to reuse; holds the result afterwards.
  /// - Returns: The visual frames (sharing `buffers`' storage).
  /// - Complexity: O(views), without allocating once the storage has the views' count and
  ///   the previous result is no longer held.
  public static func visualFrames(
    windowFrames: [Rect], transforms: [Transform2D], parents: [Int?]?,
    reusing buffers: inout Buffers
  ) -> [Rect] {
    let count = windowFrames.count
    guard count > 0, transforms.count == count, let parents, parents.count == count else {
      return visualFrames(windowFrames: windowFrames, transforms: transforms, parents: parents)
    }
    // Moved out of `buffers`, so that the arrays are uniquely referenced when the previous
    // frame has been released, and are then written in place.
    var result = buffers.frames
    var window = buffers.windowTransforms
    buffers = Buffers()
    if result.count != count { result = windowFrames }
    if window.count != count { window = [Transform2D](repeating: .identity, count: count) }
    let ordered = composeInViewOrder(
      windowFrames: windowFrames, transforms: transforms, parents: parents,
      windowTransforms: &window, visualFrames: &result)
    if !ordered {
      result = visualFrames(windowFrames: windowFrames, transforms: transforms, parents: parents)
    }
    buffers.frames = result
    buffers.windowTransforms = window
    return result
  }

  /// One forward pass: each view's window transform from its superview's (already
  /// computed, as the superview comes first) and its visual frame.
  ///
  /// - Returns: false as soon as a view's superview comes after it (the caller then uses
  ///   the general walk); both outputs are then partly written.
  private static func composeInViewOrder(
    windowFrames: [Rect], transforms: [Transform2D], parents: [Int?],
    windowTransforms: inout [Transform2D], visualFrames: inout [Rect]
  ) -> Bool {
    let count = windowFrames.count
    var ordered = true
    visualFrames.withUnsafeMutableBufferPointer { visual in
      windowTransforms.withUnsafeMutableBufferPointer { window in
        transforms.withUnsafeBufferPointer { transforms in
          windowFrames.withUnsafeBufferPointer { frames in
            parents.withUnsafeBufferPointer { parents in
              for view in 0..<count {
                let own = ownTransform(transforms[view], frame: frames[view])
                var total = own
                // An out-of-range or self parent counts as none (a root), as in the walk.
                if let parent = parents[view], parent >= 0, parent < count, parent != view {
                  guard parent < view else {
                    ordered = false
                    return
                  }
                  total = composed(own, window[parent])
                }
                window[view] = total
                visual[view] = total.isIdentity ? frames[view] : frames[view].applying(total)
              }
            }
          }
        }
      }
    }
    return ordered
  }
}
