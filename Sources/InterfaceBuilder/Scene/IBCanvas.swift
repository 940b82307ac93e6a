import Diagnostics
import Layout

/// Whether a scene is laid out as Interface Builder's canvas shows it or as the app shows it
/// on the device.
///
/// The two differ where the canvas of the Xcode that saved the document is not the device
/// (`IBCanvas`): `layout`, `check-ib` and the corpus benchmark compare with the saved frames,
/// which are the canvas's; a script's `load`, `import` and `layout --runtime` model the app.
public enum IBLayoutMode: String, Hashable, Sendable {
  /// The canvas of the Xcode that saved the document (what Xcode shows and checks): its
  /// safe-area insets and placeholder constraints.
  case canvas
  /// What the app shows on the device: the device's safe area, no placeholder constraints
  /// ("Remove at build time").
  case runtime
}

/// What the Interface Builder canvas of a document's Xcode does that the device does not.
///
/// Keyed on the document's `toolsVersion` (the Xcode build that saved it), by ranges, as the
/// saved frames show it:
/// - Xcode 16.3 and later (toolsVersion 23727–23999, and 24506–32699) lay out a full-screen
///   phone view controller's root with twice the device's top and bottom insets (retina6_1:
///   96 and 68, not 48 and 34). Every view of the development corpus's 038 (retina6_1,
///   23727) satisfies its constraints at 96/68 and none at 48/34; the same storyboard saved
///   by an older Xcode has 48/814; public repositories of other authors (Clima, Quizzler,
///   BMI Calculator, Flash Chat, Todoey on retina6_1 and retina6_12) double across
///   consecutive commits exactly when the saving toolsVersion does. 24093.7 (an Xcode 26
///   beta: the corpus's 171 saves a scroll view at y 59, 852 − 59 − 34 high on retina6_12)
///   and 32700.99.1234 (017, 018, 043, 162) keep single insets: the key is a list of ranges,
///   not a threshold. iPads do not double (132, 24765, ipad12_9rounded: top 24).
/// - Before toolsVersion 21000 (Xcode 13 and earlier, iOS 15 SDK) the iPhone XR/11 canvas
///   (retina6_1, 414 × 896 @2x) has a 44-point top inset; iOS 16 made it 48 (034, 035, 169,
///   170 at 44; 003 at 48).
/// - Placeholder constraints (`placeholder="YES"`, "Remove at build time") hold on the
///   canvas: the corpus's 145 (24412) pins a stack view's sides with two of them and saves
///   it 683 wide, which nothing else gives.
public struct IBCanvas: Hashable, Sendable {
  /// The toolsVersion ranges whose canvas doubles a full-screen phone root's insets.
  static let doubledInsetRanges: [Range<Double>] = [23727..<24000, 24506..<32700]
  /// The toolsVersion ranges whose canvas draws iOS 26's bars (Xcode 26: 24506 on).
  static let iOS26Ranges: [Range<Double>] = [24506..<32700]
  /// The first toolsVersion whose retina6_1 canvas has iOS 16's 48-point top inset.
  static let iOS16Insets = 21000.0

  /// The document's `toolsVersion` (its leading number).
  public var toolsVersion: Double

  /// The canvas of the Xcode that saved `document`.
  public init(_ document: IBDocument) {
    toolsVersion = document.toolsVersion
  }

  /// Whether a full-screen phone root's device insets are doubled.
  public var doublesPhoneInsets: Bool {
    Self.doubledInsetRanges.contains { $0.contains(toolsVersion) }
  }

  /// The safe-area insets (before bars) of a full-screen root on the canvas, from the
  /// device's in `orientation`: doubled top and bottom on a phone in portrait when
  /// `doublesPhoneInsets`; the retina6_1 top inset 44 before iOS 16's SDK.
  ///
  /// Landscape phones keep the device's: the corpus has no landscape save in a doubling
  /// range.
  func insets(_ device: EdgeInsets, screen size: Size, orientation: Orientation) -> EdgeInsets {
    var insets = device
    let phone = min(size.width, size.height) < 744
    if size == Size(width: 414, height: 896) && toolsVersion < Self.iOS16Insets
      && insets.top == 48
    {
      insets.top = 44
    }
    if phone && orientation == .portrait && doublesPhoneInsets {
      insets.top *= 2
      insets.bottom *= 2
    }
    if !phone && insets.bottom > 0
      && Self.iOS26Ranges.contains(where: { $0.contains(toolsVersion) })
    {
      insets.bottom = Self.iPadOS26Bottom
    }
    return insets
  }

  /// The bottom inset of an iPad with a home indicator on the Xcode 26 canvas (toolsVersion
  /// 24506–32699), in points: 50, not the device's 20.
  ///
  /// The development corpus's 132 (tv 24765, ipad12_9rounded landscape, a full-screen xib
  /// root) ends its main view and its sidebar, both pinned to the safe area's bottom, at
  /// 974 = 1024 − 50, and every view hanging from them 30 points above where 20 puts them
  /// (a collection view 822 high, not 852; a bottom bar at 886, not 916), while its top
  /// stays the device's 24. One document: confidence low.
  static let iPadOS26Bottom = 50.0

  /// The top inset of a presented phone view that starts below the status bar on a doubling
  /// canvas: the part of the doubled top inset that reaches into it (2 × top − top = top).
  ///
  /// A view `top` shorter than the screen (`H − top` high, full width, portrait) is a sheet
  /// placed below the device's top inset; on a canvas that doubles the phone's insets
  /// (`doublesPhoneInsets`) the doubled status area still overlaps it by one inset. The
  /// corpus's 181 (tv 24506, retina6_1) presents a 414 × 848 (896 − 48) controller modally
  /// and saves its navigation bar, pinned to the safe area's top, at y 48, with a label 20
  /// below the 54-point bar at 122. Other sheets (a 414 × 886 page sheet) keep 0.
  ///
  /// - Returns: The top inset, in points: the device's top inset (2 × top less the `top`
  ///   the sheet starts below), 0 when the rule does not apply.
  func sheetTopInset(size: Size, device: Device, orientation: Orientation) -> Double {
    let screen = device.size(orientation)
    let top = device.safeAreaInsets(orientation).top
    guard doublesPhoneInsets, orientation == .portrait, screen.width < 744, top > 0,
      size.width == screen.width, size.height == screen.height - top
    else { return 0 }
    return top
  }

  /// How `mode` lays out this document, in words.
  ///
  /// `the Interface Builder canvas of toolsVersion 23727 (Xcode 16.3 or later: phone insets
  /// doubled)`, or `the device (runtime)`.
  public func describe(_ mode: IBLayoutMode) -> String {
    switch mode {
    case .runtime:
      return "the device (runtime)"
    case .canvas:
      var text = "the Interface Builder canvas of toolsVersion "
      text += DecimalFormat.string(toolsVersion)
      if doublesPhoneInsets { text += " (Xcode 16.3 or later: phone insets doubled)" }
      return text
    }
  }
}

extension IBSceneLayout {
  /// What this layout reproduces, in words (`IBCanvas.describe(_:)`).
  public var modeDescription: String { IBCanvas(document).describe(mode) }
}
