import Animator
import Layout

/// A call that UIKit or AppKit answers with an exception, recorded instead of trapping.
///
/// The call had no effect. `description` is the exception's text in Apple's words
/// (`SimulationError+Wording.swift`); `Simulation.errors` keeps every one in order.
public struct SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, with what the message needs.
  public enum Reason: Equatable, Sendable {
    /// Layout refused the call (an invalid constraint, no common ancestor, a priority
    /// change between required and optional, a subview cycle…).
    case layout(LayoutError)
    /// A visual format string did not parse (Apple's parser message and caret).
    case visualFormat(VisualFormatError)
    /// The animator refused a timing or a time (an invalid spring, a Bézier point).
    case animation(AnimatorError)
    /// A constant or multiplier that is NaN or infinite; `anchors` describes the two
    /// anchors as UIKit does.
    case nonFinite(quantity: String, value: Double, anchors: String)
    /// An item that is neither a view nor a layout guide of this library.
    case notALayoutItem(call: String, item: String)
    /// A device name the catalogue does not know.
    case unknownDevice(String)
    /// A view laid out by one window added to another window's tree (each window has its
    /// own layout engine; moving a laid-out view between them is not modelled).
    case windowChange(view: String)
    /// A property animator call UIKit refuses in the animator's state.
    case animatorState(call: String, state: String)
    /// A key frame added outside an `animateKeyframes` block.
    case keyframeOutsideBlock
  }

  /// What went wrong.
  public let reason: Reason
  /// The method or property that was called, in Swift (`NSLayoutConstraint.activate(_:)`).
  public let call: String
  /// `Simulation.time` when it happened, in seconds.
  public let time: Double

  /// Creates an error record.
  package init(_ reason: Reason, call: String, time: Double) {
    self.reason = reason
    self.call = call
    self.time = time
  }
}
