import Layout

/// A view class of AnimsimUIKit or AnimsimAppKit (`UIView`, `NSView`) as the core sees it.
///
/// The view owns its `ViewNode`, which owns its Layout `View` and retains its subviews, as a
/// UIKit superview retains its subviews.
@MainActor package protocol HostedView: AnyObject {
  /// The view's node: its Layout view and its place in the tree.
  var node: ViewNode { get }
  /// Runs the platform's callbacks for one layout of this view: `viewWillLayoutSubviews`,
  /// `layoutSubviews`, `viewDidLayoutSubviews` (UIKit) or `layout()` (AppKit).
  func runLayoutCallbacks()
  /// The intrinsic content size the platform property (possibly overridden) gives now, in
  /// points; -1 on a side without one.
  func currentIntrinsicContentSize() -> Size
  /// Runs `updateConstraints()` (UIKit) if it was asked for.
  func runUpdateConstraints()
  /// `rect`, a frame in Layout's coordinates (y down) inside a superview of height
  /// `parentHeight`, in the platform's coordinates (AppKit's unflipped views count y up).
  func platformFrame(_ rect: Rect, parentHeight: Double) -> Rect
}
