import Layout

/// What stopped animations left behind over the model: the offsets that hold views where a
/// property animator stopped them (UIKit sets the layers' model values to the presented
/// ones), until a layout pass or a setter releases them (`Timeline+Hold.swift`).
///
/// Each list is empty when nothing of its kind is held, so the samplers test one `isEmpty`
/// per frame. Views are engine indices, which never move (removed views keep their slots),
/// so a hold stays with its view while others are added or removed.
struct HeldValues {
  /// Frame offsets, 8 per view (frame x, y, width, height, then window x, y, width,
  /// height), in points; empty when no frame is held.
  private(set) var frames: [Double] = []
  /// Alpha offsets over the model, one per view; empty when no alpha is held.
  private(set) var alphas: [Double] = []
  /// Transform offsets H applied before the model (H × model), one per view; empty when no
  /// transform is held.
  private(set) var transforms: [Transform2D] = []

  /// Whether nothing is held.
  var isEmpty: Bool { frames.isEmpty && alphas.isEmpty && transforms.isEmpty }

  // MARK: - Reading

  /// The 8 frame offsets of `view`, nil when its frame is not held.
  func frameOffsets(ofView view: Int) -> [Double]? {
    guard view >= 0, view * 8 + 8 <= frames.count else { return nil }
    let slice = Array(frames[(view * 8)..<(view * 8 + 8)])
    return slice.contains { $0 != 0 } ? slice : nil
  }

  /// The frame offset of component `index` (view × 8 + component), 0 when not held.
  func frameOffset(at index: Int) -> Double { index < frames.count ? frames[index] : 0 }

  /// The alpha offset of `view`, nil when its alpha is not held.
  func alphaOffset(ofView view: Int) -> Double? {
    guard view >= 0, view < alphas.count, alphas[view] != 0 else { return nil }
    return alphas[view]
  }

  /// The held transform H of `view`, nil when its transform is not held.
  func transform(ofView view: Int) -> Transform2D? {
    guard view >= 0, view < transforms.count, !transforms[view].isIdentity else { return nil }
    return transforms[view]
  }

  /// The views whose frames are held, ascending.
  ///
  /// - Complexity: O(views).
  var frameViews: [Int] {
    stride(from: 0, to: frames.count / 8, by: 1).filter { view in
      (0..<8).contains { frames[view * 8 + $0] != 0 }
    }
  }

  // MARK: - Holding

  /// Adds frame offsets for `count` components (8 per view) written by `body` into a
  /// buffer of at least `count` that holds the current ones.
  ///
  /// - Complexity: O(count).
  mutating func addFrameOffsets(
    count: Int, _ body: (UnsafeMutableBufferPointer<Double>) -> Void
  ) {
    if frames.count < count {
      frames.append(contentsOf: repeatElement(0, count: count - frames.count))
    }
    frames.withUnsafeMutableBufferPointer { body($0) }
    if !frames.contains(where: { $0 != 0 }) { frames = [] }
  }

  /// Adds `offsets` (one per view) to the held alphas.
  ///
  /// - Complexity: O(views).
  mutating func addAlphaOffsets(_ offsets: [Double]) {
    guard offsets.contains(where: { $0 != 0 }) else { return }
    if alphas.count < offsets.count {
      alphas.append(contentsOf: repeatElement(0, count: offsets.count - alphas.count))
    }
    for index in offsets.indices { alphas[index] += offsets[index] }
  }

  /// Lets `body` apply newer transform offsets before the held ones (Δ × H) in a list of
  /// at least `count` transforms.
  ///
  /// - Complexity: O(count).
  mutating func applyTransforms(count: Int, _ body: (inout [Transform2D]) -> Void) {
    var held = transforms
    if held.count < count {
      held.append(contentsOf: repeatElement(.identity, count: count - held.count))
    }
    body(&held)
    transforms = held.contains { !$0.isIdentity } ? held : []
  }

  // MARK: - Releasing

  /// Drops the frame holds of `views`; those not held are ignored.
  ///
  /// - Complexity: O(views given), O(held views) when the last hold goes.
  mutating func releaseFrames(ofViews views: [Int]) {
    guard !frames.isEmpty else { return }
    for view in views where view >= 0 && view * 8 + 8 <= frames.count {
      for component in 0..<8 { frames[view * 8 + component] = 0 }
    }
    if !frames.contains(where: { $0 != 0 }) { frames = [] }
  }

  /// Drops the frame hold of `view` relative to its superview: its frame offsets go, its
  /// window offsets keep what its superview's hold adds (window − frame), and the window
  /// origins of `descendants` (its subtree below it) move with it.
  ///
  /// A residue within `Tolerance.points` (window and frame offsets summed in a different
  /// order) counts as released.
  /// - Complexity: O(descendants), O(held views) when the last hold goes.
  mutating func releaseFrame(ofView view: Int, descendants: [Int]) {
    guard view >= 0, view * 8 + 8 <= frames.count else { return }
    let base = view * 8
    let dx = frames[base]
    let dy = frames[base + 1]
    for component in 0..<4 {
      frames[base + 4 + component] = Self.snapped(
        frames[base + 4 + component] - frames[base + component])
      frames[base + component] = 0
    }
    if dx != 0 || dy != 0 {
      for descendant in descendants where descendant >= 0 && descendant * 8 + 8 <= frames.count {
        frames[descendant * 8 + 4] = Self.snapped(frames[descendant * 8 + 4] - dx)
        frames[descendant * 8 + 5] = Self.snapped(frames[descendant * 8 + 5] - dy)
      }
    }
    if !frames.contains(where: { $0 != 0 }) { frames = [] }
  }

  /// `value`, or 0 within `Tolerance.points` of it.
  private static func snapped(_ value: Double) -> Double {
    abs(value) <= Tolerance.points ? 0 : value
  }

  /// Drops the alpha hold of `view`.
  mutating func releaseAlpha(ofView view: Int) {
    guard view >= 0, view < alphas.count else { return }
    alphas[view] = 0
    if !alphas.contains(where: { $0 != 0 }) { alphas = [] }
  }

  /// Drops the transform hold of `view`.
  mutating func releaseTransform(ofView view: Int) {
    guard view >= 0, view < transforms.count else { return }
    transforms[view] = .identity
    if !transforms.contains(where: { !$0.isIdentity }) { transforms = [] }
  }

  // MARK: - Invariants

  /// Checks that the lists are whole views and empty when nothing of their kind is held
  /// (debug builds; traps with a message otherwise).
  func checkInvariants() {
    precondition(frames.count % 8 == 0, "held frame offsets are not 8 per view")
    precondition(
      frames.isEmpty || frames.contains { $0 != 0 }, "an all-zero frame hold list is kept")
    precondition(
      alphas.isEmpty || alphas.contains { $0 != 0 }, "an all-zero alpha hold list is kept")
    precondition(
      transforms.isEmpty || transforms.contains { !$0.isIdentity },
      "an all-identity transform hold list is kept")
  }
}
