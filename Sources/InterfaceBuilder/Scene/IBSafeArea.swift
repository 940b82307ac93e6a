import Diagnostics
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
  /// The extra height of a navigation bar prompt, in points.
  static let prompt = 30.0

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

  /// The screen Interface Builder simulates for `scene`: the root view's saved size; for a
  /// view controller, the device's safe area (Layout's `Device` table when the document's
  /// device id names a device of that size, else `deviceInsets`) plus the simulated bars,
  /// and the system minimum margins; for a xib's top-level view and for every macOS scene
  /// (a window's content view or a view controller's view has no status bar or home
  /// indicator, and AppKit has no layout margins), a freeform canvas without safe area or
  /// minimum margins.
  ///
  /// On the canvas (`mode`), a full-screen root's insets are the saving Xcode's
  /// (`IBCanvas.insets`); at runtime the device's.
  static func screen(
    for scene: IBScene, document: IBDocument, size: Size, mode: IBLayoutMode
  ) -> Screen {
    let orientation: Orientation =
      document.orientation == "landscape" || size.width > size.height ? .landscape : .portrait
    let device = document.deviceID.flatMap(Device.interfaceBuilder)
    // Frames snap to the device's pixel grid, as the saved frames do (1/3 pt on @3x).
    let scale = device?.scale
    guard !document.isMacOS,
      scene.isViewController
        || isScreenSizedTopLevelView(scene, size: size, orientation: orientation, device: device)
    else {
      return Screen(size: size, scale: scale)
    }
    var insets: EdgeInsets
    // A presented sheet's top inset on the canvas (`IBCanvas.sheetTopInset`), set after the
    // canvas adjusts full-screen insets.
    var sheetTop = 0.0
    if document.deviceID != nil
      && !isFullScreen(scene, size: size, orientation: orientation, device: device)
    {
      // A freeform size, a sheet, a container's child in a document that simulates a device
      // (Xcode 8 and later): the view is not the screen, so the status bar, sensor housing
      // and home indicator do not overlap it (IB saves a view pinned to the top layout guide
      // of a 340 × 800 freeform controller under an inferred navigation bar at y = 44, not
      // 64; a 414 × 886 sheet on a 414 × 896 phone has no home-indicator inset). Its own bars
      // still do. Older documents without a device (600 × 600 size-class canvases) keep the
      // status bar.
      insets = .zero
      if mode == .canvas, let device {
        sheetTop = IBCanvas(document).sheetTopInset(
          size: size, device: device, orientation: orientation)
      }
    } else if let device,
      device.size(orientation) == size
        || (!isScreenSized(size) && device.size(orientation).height == size.height)
    {
      // The device's screen, or a multitasking width of it (full height: its status bar).
      insets = device.safeAreaInsets(orientation)
    } else {
      insets = deviceInsets(screen: size, orientation: document.orientation)
    }
    if mode == .canvas {
      insets = IBCanvas(document).insets(insets, screen: size, orientation: orientation)
      if scene.bars.detached && scene.bars.statusBar == nil && insets.top == classicStatusBar {
        // A detached scene: the canvas infers no status bar (`IBDocument.inferBars()`).
        insets.top = 0
      }
      if sheetTop > 0 { insets.top = sheetTop }
    }
    let bars = IBBarMetrics(
      toolsVersion: document.toolsVersion, screen: size, orientation: orientation,
      homeIndicator: insets.bottom > 0)
    insets = withBars(insets, scene: scene, metrics: bars)
    let side: Double = orientation == .portrait && size.width < 414 ? 16 : 20
    return Screen(
      size: size, scale: scale, safeAreaInsets: insets,
      systemMinimumLayoutMargins: DirectionalEdgeInsets(
        top: 0, leading: side, bottom: 0, trailing: side))
  }

  /// `insets` with the scene's simulated bars added; 0 at an edge the view does not extend
  /// under (`edgesForExtendedLayout` without `.top` or `.bottom`): the view then starts
  /// below the top bars, status bar included, or ends above the bottom ones, so nothing
  /// overlaps it there (IB saves a scroll view pinned to the top layout guide of such a
  /// controller at y = 0).
  static func withBars(_ device: EdgeInsets, scene: IBScene, metrics: IBBarMetrics)
    -> EdgeInsets
  {
    var insets = device
    if scene.bars.statusBar == false && insets.top == classicStatusBar { insets.top = 0 }
    if scene.bars.navigationBar || scene.bars.inferredNavigationBar {
      insets.top += metrics.navigationBar + (scene.bars.prompted ? prompt : 0)
      if scene.bars.largeTitle { insets.top += metrics.largeTitle }
    }
    switch scene.bars.bottomBar {
    case .tabBar: insets.bottom += metrics.tabBar
    case .toolbar: insets.bottom += metrics.toolbar
    case nil: break
    }
    if !scene.bars.extendsUnderTopBars { insets.top = 0 }
    if !scene.bars.extendsUnderBottomBars { insets.bottom = 0 }
    return insets
  }

  /// Whether a xib's top-level view is the size of its document's device screen: then it is
  /// laid out as a full-screen root (a view controller's view loaded from the nib), with the
  /// device's safe area, the simulated bars written under it and the system minimum margins.
  ///
  /// The development corpus's five screen-sized xib roots all show the device's insets:
  /// 124 (ipad12_9rounded, a table's bottom at 1346 = 1366 − 20 against the safe area), 125
  /// (ipad9_7 landscape, a stack at y 60 = 20 + 40), 169 and 170 (retina6_1, toolsVersion
  /// 15702 and 17701: 44 above), 173 (retina6_1, 23504: 92 = 48 + a simulated 44-point
  /// navigation bar). Smaller top-level views (a 320 × 100 custom view) keep none.
  static func isScreenSizedTopLevelView(
    _ scene: IBScene, size: Size, orientation: Orientation, device: Device?
  ) -> Bool {
    guard !scene.isViewController, scene.root.element == .view, let device else { return false }
    return device.size(orientation) == size
  }

  /// Whether a view controller's root view of `size` fills the simulated screen: not when its
  /// size is freeform (`<size key="freeformSize">`), nor when it is no device's screen and
  /// not as tall as the document's device (a sheet, a container's child); an iPad
  /// multitasking width keeps the full height, and the status bar over it.
  ///
  /// - Complexity: O(devices).
  static func isFullScreen(
    _ scene: IBScene, size: Size, orientation: Orientation, device: Device?
  ) -> Bool {
    if scene.bars.freeform { return false }
    if isScreenSized(size) { return true }
    guard let device else { return false }
    return device.size(orientation).height == size.height
  }

  /// Whether `size` (either orientation) is the screen of a device in Layout's table.
  ///
  /// - Complexity: O(devices).
  static func isScreenSized(_ size: Size) -> Bool {
    let portrait = Size(width: min(size.width, size.height), height: max(size.width, size.height))
    // 320 × 480: the 3.5-inch iPhones (retina3_5), older than Layout's table.
    if portrait == Size(width: 320, height: 480) { return true }
    return Device.all.contains { $0.portraitSize == portrait }
  }

}

/// The heights of a view controller's bars on one canvas, in points (ib-rules §4.1).
///
/// - Navigation bar: 44, and 32 in a phone's compact height (landscape; useyourloaf.com,
///   "Supporting iPhone X": landscape navigation bar 32); 54 on the iOS 26 canvas (toolsVersion
///   24506–32699: the corpus's 181 saves its navigation controller's bar 54 high and a label
///   pinned 20 below an explicit bar at 48 + 54 + 20 = 122).
/// - Tab bar: 49; 32 in a phone's compact height from the iOS 11 SDK (toolsVersion 13000: the
///   corpus's 179, 13771, retina5_5 landscape, ends a tab's table 32 above the bottom).
/// - Toolbar: 44; 49 above a home indicator, as the tab bar (qiita.com/usagimaru "iPhone X
///   safe area"); 32 in compact height.
struct IBBarMetrics: Hashable {
  /// The navigation bar's height.
  var navigationBar: Double
  /// The tab bar's height (above any home indicator).
  var tabBar: Double
  /// The toolbar's height (above any home indicator).
  var toolbar: Double
  /// What a large title adds to the navigation bar: 52 (hacknicity.medium.com, "iPad
  /// navigation bar and toolbar height changes in iOS 12": large titles add 52 points), none
  /// in compact height (large titles are not shown there).
  var largeTitle: Double

  /// The bars of a canvas saved by `toolsVersion` for a screen of `size`.
  ///
  /// - Parameter homeIndicator: Whether the screen has a home-indicator inset.
  init(toolsVersion: Double, screen size: Size, orientation: Orientation, homeIndicator: Bool) {
    let compactHeight = orientation == .landscape && min(size.width, size.height) < 744
    let iOS26 = IBCanvas.iOS26Ranges.contains { $0.contains(toolsVersion) }
    navigationBar = compactHeight ? 32 : (iOS26 ? 54 : 44)
    tabBar = compactHeight && toolsVersion >= 13000 ? 32 : 49
    toolbar = compactHeight ? 32 : (homeIndicator ? 49 : 44)
    largeTitle = compactHeight ? 0 : 52
  }
}
