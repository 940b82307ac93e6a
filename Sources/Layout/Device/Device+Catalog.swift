// Sources of the figures below (public):
// - [HIG] Apple Human Interface Guidelines, "Layout", section "Specifications → Device screen
//   sizes and orientations" (developer.apple.com/design/human-interface-guidelines/layout):
//   portrait size in points and scale factor of every device.
// - [UYL] useyourloaf.com, "iPhone X Screen Sizes" (2017), "iPhone 12 Screen Sizes" (2020),
//   "iPhone 14 Screen Sizes" (2022), "iPhone 16 Screen Sizes" (2024), "iPad Pro 11 Screen
//   Sizes" (2018): safe-area insets measured on the simulator, portrait and landscape.
// - [IB] Interface Builder documents in public repositories: the `<device id="…">` ids with
//   the root view frames they store (e.g. `retina6_0` with a 390 × 844 root view,
//   `retina6_12` with 393 × 852 and a safe-area-pinned view at y = 59, `retina6_1` with
//   414 × 896 and a safe-area-pinned view at y = 48).
// Phones without a sensor housing hide the status bar in landscape (UIKit since iOS 8), so
// their landscape safe area is empty; iPads keep the status bar in both orientations.

extension Device {
  /// Every device the engine knows, phones then iPads, oldest first.
  public static let all: [Device] = phones + pads

  /// The phones.
  static let phones: [Device] = [
    statusBarPhone("iPhoneSE1", ib: ["retina4_0"], 320, 568, scale: 2),
    statusBarPhone("iPhone8", ib: ["retina4_7"], 375, 667, scale: 2),
    statusBarPhone("iPhoneSE2", 375, 667, scale: 2),
    statusBarPhone("iPhoneSE3", 375, 667, scale: 2),
    statusBarPhone("iPhone8Plus", ib: ["retina5_5"], 414, 736, scale: 3),
    notchPhone("iPhoneX", ib: ["retina5_9"], 375, 812, scale: 3, top: 44),
    notchPhone("iPhoneXS", 375, 812, scale: 3, top: 44),
    notchPhone("iPhone11Pro", 375, 812, scale: 3, top: 44),
    notchPhone("iPhoneXR", 414, 896, scale: 2, top: 48),
    notchPhone("iPhone11", ib: ["retina6_1"], 414, 896, scale: 2, top: 48),
    notchPhone("iPhoneXSMax", ib: ["retina6_5"], 414, 896, scale: 3, top: 44),
    notchPhone("iPhone11ProMax", 414, 896, scale: 3, top: 44),
    notchPhone("iPhone12mini", ib: ["retina5_4"], 375, 812, scale: 3, top: 50),
    notchPhone("iPhone13mini", 375, 812, scale: 3, top: 50),
    notchPhone("iPhone12", ib: ["retina6_0"], 390, 844, scale: 3, top: 47),
    notchPhone("iPhone12Pro", 390, 844, scale: 3, top: 47),
    notchPhone("iPhone13", 390, 844, scale: 3, top: 47),
    notchPhone("iPhone13Pro", 390, 844, scale: 3, top: 47),
    notchPhone("iPhone14", 390, 844, scale: 3, top: 47),
    notchPhone("iPhone12ProMax", ib: ["retina6_7"], 428, 926, scale: 3, top: 47),
    notchPhone("iPhone13ProMax", 428, 926, scale: 3, top: 47),
    notchPhone("iPhone14Plus", 428, 926, scale: 3, top: 47),
    notchPhone("iPhone14Pro", ib: ["retina6_12"], 393, 852, scale: 3, top: 59),
    notchPhone("iPhone15", 393, 852, scale: 3, top: 59),
    notchPhone("iPhone15Pro", 393, 852, scale: 3, top: 59),
    notchPhone("iPhone16", 393, 852, scale: 3, top: 59),
    notchPhone("iPhone14ProMax", ib: ["retina6_72"], 430, 932, scale: 3, top: 59),
    notchPhone("iPhone15Plus", 430, 932, scale: 3, top: 59),
    notchPhone("iPhone15ProMax", 430, 932, scale: 3, top: 59),
    notchPhone("iPhone16Plus", 430, 932, scale: 3, top: 59),
    notchPhone("iPhone16Pro", ib: ["retina6_3"], 402, 874, scale: 3, top: 62),
    notchPhone("iPhone16ProMax", ib: ["retina6_9"], 440, 956, scale: 3, top: 62),
  ]

  /// The iPads.
  static let pads: [Device] = [
    homeButtonPad("iPad", ib: ["ipad9_7"], 768, 1024),
    homeButtonPad("iPad10_2", ib: ["ipad10_2"], 810, 1080),
    homeButtonPad("iPadPro10_5", ib: ["ipad10_5"], 834, 1112),
    homeButtonPad("iPadPro12_9Gen2", ib: ["ipad12_9"], 1024, 1366),
    roundedPad("iPadMini6", 744, 1133),
    roundedPad("iPadAir", ib: ["ipad10_9rounded"], 820, 1180),
    roundedPad("iPadPro11", ib: ["ipad11_0rounded"], 834, 1194),
    roundedPad("iPadPro12_9", ib: ["ipad12_9rounded"], 1024, 1366),
    roundedPad("iPadPro13", 1032, 1376),
  ]

  /// A phone with a home button: a 20-point status bar in portrait, nothing in landscape.
  private static func statusBarPhone(
    _ name: String, ib: [String] = [], _ width: Double, _ height: Double, scale: Double
  ) -> Device {
    Device(
      name, ib: ib, .phone, width, height, scale: scale,
      portrait: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscape: .zero,
      source: "[HIG] size and scale; [UYL] status bar 20 in portrait, hidden in landscape")
  }

  /// A phone with a sensor housing: `top` in portrait and on both sides in landscape, the home
  /// indicator 34 below in portrait and 21 in landscape.
  private static func notchPhone(
    _ name: String, ib: [String] = [], _ width: Double, _ height: Double, scale: Double,
    top: Double
  ) -> Device {
    Device(
      name, ib: ib, .phone, width, height, scale: scale,
      portrait: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscape: EdgeInsets(top: 0, left: top, bottom: 21, right: top),
      source: "[HIG] size and scale; [UYL] safe area (top \(Int(top)), home indicator 34/21)")
  }

  /// An iPad with a home button: a 20-point status bar in both orientations, @2x.
  private static func homeButtonPad(
    _ name: String, ib: [String] = [], _ width: Double, _ height: Double
  ) -> Device {
    let insets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    return Device(
      name, ib: ib, .pad, width, height, scale: 2, portrait: insets, landscape: insets,
      source: "[HIG] size and scale; [UYL] status bar 20")
  }

  /// An iPad with rounded corners: a 24-point status bar and a 20-point home indicator in both
  /// orientations, @2x.
  private static func roundedPad(
    _ name: String, ib: [String] = [], _ width: Double, _ height: Double
  ) -> Device {
    let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return Device(
      name, ib: ib, .pad, width, height, scale: 2, portrait: insets, landscape: insets,
      source: "[HIG] size and scale; [UYL] safe area 24/20")
  }
}
