/// The screen a layout engine's root view fills: its size, its pixel scale, the safe area and
/// the system minimum layout margins of a view controller's root view.
///
/// `Screen(size:scale:)` is a bare screen (scenario `screen WxH [scale S]`): no safe area, and
/// the root view keeps the ordinary 8-point margins. `Device.screen(_:)` gives a device's
/// screen in one orientation, whose root view is a view controller's root view.
///
///     let engine = LayoutEngine(screen: Device.iPhone15Pro.screen(.portrait))
///     engine.root.safeAreaInsets   // top 59, bottom 34 once laid out
public struct Screen: Hashable, Sendable {
  /// The size of the root view, in points.
  public var size: Size
  /// Pixels per point (2 or 3 on current iPhones), or `nil` for no pixel grid: frames are
  /// then not rounded.
  public var scale: Double?
  /// The root view's safe-area insets, in points.
  public var safeAreaInsets: EdgeInsets
  /// The minimum margins a view controller's root view keeps (UIKit's
  /// `systemMinimumLayoutMargins`), or `nil` when the root view is a plain view.
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets?

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - size: The root view's size, in points.
  ///   - scale: Pixels per point, or `nil` for no pixel rounding.
  ///   - safeAreaInsets: The root view's safe-area insets, in points.
  ///   - systemMinimumLayoutMargins: The root view's minimum margins when it is a view
  ///     controller's root view.
  public init(
    size: Size, scale: Double? = nil, safeAreaInsets: EdgeInsets = .zero,
    systemMinimumLayoutMargins: DirectionalEdgeInsets? = nil
  ) {
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
  }
}

/// How a device is held.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  /// The long side vertical.
  case portrait
  /// The long side horizontal (the table's landscape insets are symmetric, so which side
  /// the home indicator or button is on does not matter).
  case landscape
}
