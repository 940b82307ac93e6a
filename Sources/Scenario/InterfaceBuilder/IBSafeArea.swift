import Layout

/// The safe-area insets Interface Builder simulates for a view controller's root view.
///
/// Keyed on the simulated screen size (the root view's saved size, which IB writes for the
/// device it simulates) and orientation. Values are the status bar / sensor housing and
/// home indicator insets of each iPhone and iPad generation, as published in Apple's
/// Human Interface Guidelines, "Layout" → device screen sizes
/// (developer.apple.com/design/human-interface-guidelines/layout) and measured in the
/// simulator (useyourloaf.com/blog/iphone-15-screen-sizes, …/iphone-16-screen-sizes).
enum IBSafeArea {
  /// The status bar height of a device without a sensor housing, in points (UIKit's
  /// classic 20-point status bar).
  static let classicStatusBar = 20.0
  /// A navigation bar's height on iPhone, in points (UINavigationBar, compact: 44).
  static let navigationBar = 44.0
  /// The extra height of a navigation bar prompt, in points.
  static let prompt = 30.0
  /// A tab bar's height above the home indicator, in points (UITabBar: 49).
  static let tabBar = 49.0

  /// The device insets (without bars) for a screen of `size` in `orientation`.
  ///
  /// - Complexity: O(1).
  static func deviceInsets(screen size: Size, orientation: String) -> EdgeInsets {
    let portraitWidth = min(size.width, size.height)
    let portraitHeight = max(size.width, size.height)
    // (top inset in portrait, home indicator) by portrait screen size.
    let top: Double
    let home: Double
    switch (portraitWidth, portraitHeight) {
    case (375, 812), (414, 896): (top, home) = (44, 34)  // iPhone X, XS, XR, 11 family
    case (360, 780): (top, home) = (50, 34)  // iPhone 12 mini, 13 mini
    case (390, 844), (428, 926): (top, home) = (47, 34)  // iPhone 12–14, Pro Max, Plus
    case (393, 852), (430, 932): (top, home) = (59, 34)  // iPhone 14 Pro – 15 Pro Max
    case (402, 874), (440, 956): (top, home) = (62, 34)  // iPhone 16 Pro, Pro Max
    case (820, 1180), (834, 1194), (744, 1133), (834, 1210), (1032, 1376): (top, home) = (24, 20)
    default: (top, home) = (classicStatusBar, 0)
    }
    let landscape = orientation == "landscape" || size.width > size.height
    if !landscape { return EdgeInsets(top: top, left: 0, bottom: home, right: 0) }
    if home == 0 {
      return EdgeInsets(top: portraitWidth >= 744 ? top : 0, left: 0, bottom: 0, right: 0)
    }
    if portraitWidth >= 744 { return EdgeInsets(top: top, left: 0, bottom: home, right: 0) }
    // Phones with a sensor housing: the housing side and its mirror, 21 for the indicator.
    return EdgeInsets(top: 0, left: top, bottom: 21, right: top)
  }

  /// The root view's safe-area insets for `scene` with its simulated bars.
  static func insets(for scene: IBScene, document: IBDocument, screen: Size) -> EdgeInsets {
    guard scene.isViewController else { return .zero }
    var insets = deviceInsets(screen: screen, orientation: document.orientation)
    if scene.bars.statusBar == false && insets.top == classicStatusBar { insets.top = 0 }
    if scene.bars.navigationBar {
      insets.top += navigationBar + (scene.bars.prompted ? prompt : 0)
    }
    if scene.bars.bottomBar { insets.bottom += tabBar }
    return insets
  }

  /// The system minimum layout margins of a view controller's root view on the sides, in
  /// points: 16 on compact widths, 20 from 414 points (UIKit's
  /// `systemMinimumLayoutMargins`, "16 to 20 points on iPhone").
  static func rootSideMargin(width: Double) -> Double {
    width >= 414 ? 20 : 16
  }
}
