import Layout

/// The storage a sampled frame's presented alphas, transforms and visual frames are built
/// in, kept by the timeline between frames (sampling runs for every view on every frame of
/// an appearance animation, and fresh arrays cost more than the arithmetic).
///
/// A frame's arrays share this storage; it is written in place on the next frame only when
/// nobody holds the previous frame any more, and copied otherwise, as any array is. Values
/// never depend on the reuse.
struct AppearanceBuffers {
  /// The last presented alphas.
  var alphas: [Double] = []
  /// The last presented transforms.
  var transforms: [Transform2D] = []
  /// The last visual frames and window transforms (`VisualGeometry.Buffers`).
  var visual = VisualGeometry.Buffers()

  /// Makes `values` a copy of itself in `storage`'s memory before its first write of a
  /// frame (`owned` false), moving the storage out so that the copy is uniquely referenced
  /// when the previous frame is gone; nothing when `owned` is already true.
  ///
  /// The caller stores the written values back into `storage` at the end of the frame.
  /// - Complexity: O(count), one block copy; no allocation when the storage is free and has
  ///   `values`' count.
  static func own<Element>(_ values: inout [Element], storage: inout [Element], owned: inout Bool) {
    guard !owned else { return }
    owned = true
    var copy = storage
    storage = []
    guard copy.count == values.count else { return }  // `values` is then copied on write.
    copy.withUnsafeMutableBufferPointer { copy in
      values.withUnsafeBufferPointer { values in
        guard let target = copy.baseAddress, let source = values.baseAddress else { return }
        target.update(from: source, count: values.count)
      }
    }
    values = copy
  }
}
