/// One constraint constant animated by a relayout animation (AppKit's
/// `constraint.animator().constant = to`).
///
/// `key` identifies the constant across animations (the runner uses, for example, the
/// constraint's declaration index), so that a later animation of the same constant
/// interrupts or adds to an earlier one. `set` writes the constant into the layout engine;
/// the timeline calls it with the interpolated value and then lays out.
public struct ConstantTrack {
  /// Identifies the constant across animations.
  public var key: Int
  /// The constant at the start, in points.
  public var from: Double
  /// The constant at the end, in points.
  public var to: Double
  /// Writes a constant into the layout (without laying out).
  public var set: (Double) -> Void

  /// Creates a track.
  public init(key: Int, from: Double, to: Double, set: @escaping (Double) -> Void) {
    self.key = key
    self.from = from
    self.to = to
    self.set = set
  }
}

/// A constant some relayout animation moves: its final value and how to write it.
struct ConstantState {
  let key: Int
  /// The newest animation's `to`: the value once every animation of it has ended.
  var base: Double
  var set: (Double) -> Void
  /// The value last written, to skip writes that change nothing.
  var written: Double?
  /// Scratch of `Timeline.syncConstants`: the value being summed for the current frame.
  var pending = 0.0
  /// Scratch of `Timeline.syncConstants`: the position in `animations` of the last running
  /// animation that moves this constant, or −1 when none does.
  var addedBy = -1
}
