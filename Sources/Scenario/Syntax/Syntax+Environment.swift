import Diagnostics
import Layout

/// `device NAME [portrait|landscape]` or `screen WxH [scale S] [safeArea T,L,B,R]`: a screen
/// with a safe area and minimum margins (a device), or a bare screen with a pixel scale or a
/// safe area (and no minimum margins).
public struct DeviceSetting: Hashable, Sendable {
  /// The device as written (its readable name or Interface Builder id), for `device`.
  public var name: Name?
  /// The screen it stands for, already looked up (the parser rejects unknown devices).
  public var screen: Screen
  /// `portrait` or `landscape` when written (portrait by default).
  public var orientation: Located<Orientation>?
  /// `scale S` when written (for `screen WxH scale S`).
  public var scale: Located<Double>?
  /// `safeArea T,L,B,R` when written (for `screen WxH safeArea T,L,B,R`), in points.
  public var safeArea: Located<EdgeInsets>? = nil
}

/// `keyboard show H` or `keyboard hide`.
public struct KeyboardAction: Hashable, Sendable {
  /// The keyboard's height in points from the bottom of the screen; 0 hides it.
  public var height: Located<Double>
}

/// A view's boolean margin property, by its UIKit name.
public enum ViewFlag: String, Hashable, Sendable, CaseIterable {
  /// `insetsLayoutMarginsFromSafeArea` (default true).
  case insetsLayoutMarginsFromSafeArea
  /// `preservesSuperviewLayoutMargins` (default false).
  case preservesSuperviewLayoutMargins
}
