/// An iPhone or iPad model: its screen in points, its pixel scale, its safe area in each
/// orientation and the system minimum layout margins of a view controller's root view.
///
/// Devices come from one table (`Device.all`, in `Device+Catalog.swift`), each row with the
/// public source of its figures. Look them up by readable name or by the id Interface Builder
/// writes in `<device id="…">`:
///
///     Device.named("iPhone15Pro")?.screen(.landscape).safeAreaInsets   // 0, 59, 21, 59
///     Device.interfaceBuilder("retina4_7")?.name                       // "iPhone8"
public struct Device: Hashable, Sendable {
  /// Whether the device is a phone or a tablet (decides the landscape margins).
  public enum Idiom: String, Hashable, Sendable {
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case pad
  }

  /// The readable name scripts use (`iPhone15Pro`).
  public let name: String
  /// The ids Interface Builder writes for this device in `<device id="…">`, if any.
  public let interfaceBuilderIDs: [String]
  /// Phone or tablet.
  public let idiom: Idiom
  /// The screen size in portrait, in points.
  public let portraitSize: Size
  /// Pixels per point.
  public let scale: Double
  /// A full-screen view controller's safe-area insets in portrait, in points.
  public let portraitSafeArea: EdgeInsets
  /// A full-screen view controller's safe-area insets in landscape, in points.
  public let landscapeSafeArea: EdgeInsets
  /// The public sources of this row's figures.
  public let source: String

  /// Creates a table row.
  init(
    _ name: String, ib: [String] = [], _ idiom: Idiom, _ width: Double, _ height: Double,
    scale: Double, portrait: EdgeInsets, landscape: EdgeInsets, source: String
  ) {
    self.name = name
    self.interfaceBuilderIDs = ib
    self.idiom = idiom
    self.portraitSize = Size(width: width, height: height)
    self.scale = scale
    self.portraitSafeArea = portrait
    self.landscapeSafeArea = landscape
    self.source = source
  }

  /// The screen size in `orientation`, in points.
  public func size(_ orientation: Orientation) -> Size {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: Size(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The safe-area insets of a full-screen view controller in `orientation`, in points.
  public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The system minimum layout margins of a view controller's root view in `orientation`
  /// (UIKit's `systemMinimumLayoutMargins`), in points: 0 at the top and bottom, and on the
  /// sides 16 in a compact width narrower than 414 points, 20 otherwise.
  ///
  /// UIKit documents only "16 to 20 points on iPhone" (SwiftUI `ContentMarginGuide`
  /// documentation) and the 16/20 split by size class (UIKit's `systemMinimumLayoutMargins`
  /// page; useyourloaf.com "Changing Root View Layout Margins", 2017: 16 for compact width,
  /// 20 for regular). The 414-point Plus and Max phones use 20 in portrait, as their
  /// storyboards in Interface Builder show (a margin-pinned view at x = 20 on `retina6_1`).
  public func systemMinimumLayoutMargins(_ orientation: Orientation) -> DirectionalEdgeInsets {
    let width = size(orientation).width
    let side: Double = idiom == .phone && orientation == .portrait && width < 414 ? 16 : 20
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The device's screen in `orientation`: size, scale, safe area and the root view's
  /// minimum margins.
  public func screen(_ orientation: Orientation) -> Screen {
    Screen(
      size: size(orientation), scale: scale, safeAreaInsets: safeAreaInsets(orientation),
      systemMinimumLayoutMargins: systemMinimumLayoutMargins(orientation))
  }

  /// The device with this readable name (exact, then ignoring case), or `nil`.
  ///
  /// - Complexity: O(devices).
  public static func named(_ name: String) -> Device? {
    if let exact = all.first(where: { $0.name == name }) { return exact }
    let lowered = name.lowercased()
    return all.first { $0.name.lowercased() == lowered }
  }

  /// The device Interface Builder means by `id` (`retina6_1`), or `nil`.
  ///
  /// - Complexity: O(devices).
  public static func interfaceBuilder(_ id: String) -> Device? {
    all.first { $0.interfaceBuilderIDs.contains(id) }
  }

  /// The device with this readable name or Interface Builder id, or `nil`.
  public static func lookup(_ nameOrID: String) -> Device? {
    named(nameOrID) ?? interfaceBuilder(nameOrID)
  }
}
