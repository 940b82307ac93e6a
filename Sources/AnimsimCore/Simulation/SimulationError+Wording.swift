import Animator
import Layout

// Apple's exception names and texts, quoted from public crash reports:
// - "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan
//   firstAnchor:<NSLayoutYAxisAnchor:0x… "…:0x….top"> secondAnchor:<…>"
//   (NSInternalInconsistencyException; github.com/huri000/SwiftEntryKit/issues/228,
//   github.com/wistia/WistiaKit/issues/39).
// - "Multiplier is not finite! That's illegal. multiplier:nan"
//   (NSInternalInconsistencyException; github.com/Appboy/appboy-ios-sdk/issues/106).
// - "Unable to activate constraint with anchors … because they have no common ancestor…"
//   (NSGenericException; quoted in SnapKit's documentation), "Mutating a priority from
//   required to not on an installed constraint…" (NSInternalInconsistencyException; quoted
//   in public repositories), the pairing and location-equal-to-constant texts
//   (NSInvalidArgumentException from +[NSLayoutConstraint constraintWithItem:…];
//   github.com/mwaterfall/MWPhotoBrowser/issues/399) and the visual format parser's
//   "Unable to parse constraint format: …" (NSInvalidArgumentException; Apple's Auto Layout
//   Guide, "Visual Format Language", and stackoverflow.com/questions/15346260).
// Layout and the VFL parser already word their errors as those exceptions read; this file
// only adds the exception's name and the texts Layout does not have.

extension SimulationError {
  /// The Objective-C exception UIKit or AppKit raises for this call.
  public var exceptionName: String {
    switch reason {
    case .layout(let error):
      switch error {
      case .noCommonAncestor: return "NSGenericException"
      case .requiredPriorityChange: return "NSInternalInconsistencyException"
      default: return "NSInvalidArgumentException"
      }
    case .nonFinite: return "NSInternalInconsistencyException"
    case .visualFormat, .animation, .notALayoutItem, .unknownDevice, .windowChange,
      .animatorState,
      .keyframeOutsideBlock:
      return "NSInvalidArgumentException"
    }
  }

  /// The exception's reason, in Apple's words where Apple's are known.
  public var message: String {
    switch reason {
    case .layout(let error): return error.description
    case .visualFormat(let error): return error.description
    case .animation(let error): return error.description
    case .nonFinite(let quantity, let value, let anchors):
      let number = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      if quantity == "multiplier" {
        return "Multiplier is not finite!  That's illegal.  multiplier:\(number)"
      }
      return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(number) "
        + anchors
    case .notALayoutItem(let call, let item):
      return "\(call): \(item) is not a view or a layout guide."
    case .windowChange(let view):
      return "\(view) belongs to a layout engine that is no window's: it cannot move to this "
        + "window; make the view again for it."
    case .unknownDevice(let name):
      return "No device named \(name) in the catalogue (see docs/layout.md, devices)."
    case .animatorState(let call, let state):
      return "\(call) is not allowed while the animator is \(state)."
    case .keyframeOutsideBlock:
      return "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside "
        + "an animateKeyframes block."
    }
  }

  /// The exception as the console prints it:
  /// `*** Terminating app due to uncaught exception 'NAME', reason: 'TEXT'`, here with the
  /// call and the simulated time in front (nothing terminates).
  public var description: String {
    "\(call) at t=\(time) s: *** uncaught exception '\(exceptionName)', reason: '\(message)'"
  }
}
