import Diagnostics
import Layout

/// An Interface Builder document (`.storyboard` or `.xib`) as read from its XML: the parts
/// that decide layout, each with the line and column of its element.
///
/// Storyboards contribute one `IBScene` per `<scene>` that has a view; xibs one per
/// top-level view (its id is the scene id).
public struct IBDocument: Sendable {
  /// The file name used in diagnostics.
  public var file: String
  /// Whether the document targets macOS (AppKit, y axis up in saved frames).
  public var isMacOS = false
  /// The leading number of `toolsVersion` (the Xcode build that saved the document: 14490
  /// is Xcode 10.2, 21000 and up Xcode 14 with iOS 16 simulators); 0 when absent.
  public var toolsVersion = 0.0
  /// The simulated device id (`retina6_1`), when the document names one.
  public var deviceID: String?
  /// The simulated orientation: `portrait` unless the document says `landscape`.
  public var orientation = "portrait"
  /// The scenes, in document order.
  public var scenes: [IBScene] = []
  /// Image sizes from `<resources>`, by image name, in points.
  public var imageSizes: [String: Size] = [:]
  /// Names of `<resources>` images from the system catalog (SF Symbols): their listed size
  /// is the symbol's 128-point master, not what the image view shows.
  public var systemImages: Set<String> = []
  /// Warnings found while reading (unknown elements, unmodelled features).
  public var warnings: [IBDiagnostic] = []
  /// Size-class `<variation>` mask entries, in document order (see
  /// `excludedByVariations()`).
  public var variations: [IBVariation] = []
  /// A storyboard's `initialViewController` id, if it names one.
  public var initialViewController: String?
  /// A storyboard's view controllers with their segues, in document order (see
  /// `inferBars()`).
  public var controllers: [IBController] = []

  /// Creates an empty document named `file`.
  public init(file: String) {
    self.file = file
  }

  /// The scene whose `sceneID`, view controller `storyboardIdentifier`, or root view id is
  /// `id`.
  ///
  /// - Complexity: O(scenes).
  public func scene(_ id: String) -> IBScene? {
    scenes.first { $0.id == id || $0.storyboardIdentifier == id || $0.root.id == id }
  }
}

/// One laid-out unit: a storyboard scene's root view, or a xib's top-level view.
public struct IBScene: Sendable {
  /// The storyboard `sceneID`, or for a xib the top-level view's id.
  public var id: String
  /// The view controller's `storyboardIdentifier`, when it has one.
  public var storyboardIdentifier: String?
  /// The root view.
  public var root: IBView
  /// Outlet property names, by destination id (first outlet wins).
  public var outlets: [String: String] = [:]
  /// The simulated bars of the scene's view controller.
  public var bars = IBSimulatedBars()
  /// Whether the scene belongs to a view controller (a storyboard scene); xib top-level
  /// views are not.
  public var isViewController = false
  /// The id of the scene's view controller (storyboards), if it has one.
  public var controllerID: String?
  /// Where the scene starts in the document.
  public var location: TextLocation
}

/// The simulated bars that shrink a view controller's safe area.
public struct IBSimulatedBars: Hashable, Sendable {
  /// Whether the status bar is shown (`nil`: inferred, shown).
  public var statusBar: Bool?
  /// Whether a navigation bar sits at the top (simulated top bar metrics).
  public var navigationBar = false
  /// Whether the storyboard's segue graph puts the controller under a navigation
  /// controller's bar, so IB infers one (`IBDocument.inferBars()`).
  public var inferredNavigationBar = false
  /// Whether a prompt sits above the navigation bar.
  public var prompted = false
  /// Whether the inferred navigation bar shows a large title.
  public var largeTitle = false
  /// The bar at the bottom: simulated bottom bar metrics, or inferred from the segue graph.
  public var bottomBar: IBBottomBar?
  /// Whether the storyboard neither reaches the controller from its initial view controller
  /// nor presents it (`IBDocument.inferBars()`): the canvas then infers no status bar; the
  /// device still shows one.
  public var detached = false
  /// Whether the top bar is set explicitly (`<simulatedNavigationBarMetrics>` or `<nil
  /// key="simulatedTopBarMetrics">`): nothing is inferred for it.
  public var topBarSetExplicitly = false
  /// Whether the bottom bar is set explicitly (`<simulatedTabBarMetrics>`,
  /// `<simulatedToolbarMetrics>` or `<nil key="simulatedBottomBarMetrics">`).
  public var bottomBarSetExplicitly = false
  /// Whether the controller's simulated size is freeform (`<size key="freeformSize">`): its
  /// root view is not the screen.
  public var freeform = false
  /// Whether the view extends under the top bars (`edgesForExtendedLayout` has `.top`; the
  /// default `.all` is not written).
  public var extendsUnderTopBars = true
  /// Whether the view extends under the bottom bars (`edgesForExtendedLayout` has `.bottom`).
  public var extendsUnderBottomBars = true
}

/// The bar at the bottom of a view controller's screen.
public enum IBBottomBar: Hashable, Sendable {
  /// A tab bar (`UITabBar`).
  case tabBar
  /// A navigation controller's toolbar (`UIToolbar`).
  case toolbar
}

/// A view element of a document (`<view>`, `<label>`, `<stackView>`…).
public final class IBView: @unchecked Sendable {
  /// The element, decoded (`.label`, `.tableViewCellContentView`); nil for an element that
  /// is not a view the importer knows (laid out as a plain view).
  public let element: IBElement?
  /// The element name as written (`label`, `fancyWidget`).
  public let elementName: String
  /// The IB object id.
  public let id: String
  /// Where the element starts in the document.
  public let location: TextLocation
  /// The `key` attribute (`view`, `contentView`), if any.
  public var key: String?
  /// `customClass`, if any.
  public var customClass: String?
  /// `userLabel`, if any.
  public var userLabel: String?
  /// The saved frame, in the superview's coordinates (AppKit frames already flipped).
  public var frame: Rect?
  /// `translatesAutoresizingMaskIntoConstraints` (IB writes `NO` only; absent is `YES`).
  public var translatesAutoresizingMask = true
  /// `fixedFrame="YES"`: the view has no constraints and keeps its frame.
  public var fixedFrame = false
  /// The `<autoresizingMask>` flags.
  public var autoresizingMask: AutoresizingMask = []
  /// Whether an `<autoresizingMask>` element was given.
  public var hasAutoresizingMask = false
  /// `misplaced="YES"`.
  public var misplaced = false
  /// `ambiguous="YES"`.
  public var ambiguous = false
  /// `hidden="YES"`.
  public var hidden = false
  /// Content hugging priorities (nil: the default 250).
  public var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
  /// Compression resistance priorities (nil: the default 750).
  public var compression: (horizontal: Double?, vertical: Double?) = (nil, nil)
  /// `placeholderIntrinsicWidth/Height`: a number, or -1 for `infinite` (no intrinsic size).
  public var placeholderIntrinsic: (width: Double?, height: Double?) = (nil, nil)
  /// The `image` attribute (image views, buttons).
  public var image: String?
  /// The text: a label's `text`, a button's normal title, a field's `text`/`placeholder`.
  public var text: String?
  /// The font size from `<fontDescription pointSize=…>`, in points.
  public var fontSize: Double?
  /// `<edgeInsets key="layoutMargins">`, if set.
  public var layoutMargins: EdgeInsets?
  /// `preservesSuperviewLayoutMargins="YES"`.
  public var preservesSuperviewLayoutMargins = false
  /// `insetsLayoutMarginsFromSafeArea="NO"` clears it.
  public var insetsLayoutMarginsFromSafeArea = true
  /// `layoutMarginsFollowReadableWidth="YES"`.
  public var followsReadableWidth = false
  /// Stack view attributes: `axis`, `distribution`, `alignment`, `spacing`,
  /// `baselineRelativeArrangement`.
  public var stack: IBStackAttributes?
  /// `scrollEnabled="NO"` (text views without scrolling have an intrinsic size).
  public var scrollEnabled = true
  /// `alwaysBounceVertical="YES"` (a scroll view that scrolls vertically however small its
  /// content: IB writes it on every iOS table view).
  public var alwaysBounceVertical = false
  /// `contentInsetAdjustmentBehavior` as written (`never`, `always`, `scrollableAxes`); nil
  /// for UIKit's default `automatic`.
  public var contentInsetAdjustmentBehavior: String?
  /// The point size of a `<preferredSymbolConfiguration configurationType="pointSize">`
  /// (an image view's symbol configuration), if any.
  public var symbolPointSize: Double?
  /// A progress view's `progressViewStyle` (`bar`; absent for the default style).
  public var progressViewStyle: String?
  /// A table view cell's `accessoryType` (`disclosureIndicator`, `checkmark`…), if set.
  public var accessoryType: String?
  /// An AppKit view's cell, control size and box or progress style (macOS documents).
  public var appKit = IBAppKitAttributes()
  /// The subviews, in document order.
  public var subviews: [IBView] = []
  /// The constraints of `<constraints>`, in document order.
  public var constraints: [IBConstraint] = []
  /// Layout guides declared on this view (safe area, content/frame guides, top/bottom
  /// layout guides, custom guides).
  public var guides: [IBGuide] = []

  /// Creates a view element named `elementName`, decoded into `element` when it is a view
  /// the importer knows.
  public init(elementName: String, id: String, location: TextLocation) {
    self.element = IBElement(rawValue: elementName).flatMap { $0.isView ? $0 : nil }
    self.elementName = elementName
    self.id = id
    self.location = location
  }

  /// Creates a view element of a kind the importer knows.
  public init(element: IBElement, id: String, location: TextLocation) {
    self.element = element.isView ? element : nil
    self.elementName = element.rawValue
    self.id = id
    self.location = location
  }

  /// The UIKit kind the view is laid out as: its element's (`IBElement.kind`), except that a
  /// text view with scrolling disabled is a plain view; a plain view for an unknown element.
  public var kind: ViewKind {
    guard let element else { return .view }
    return element == .textView && !scrollEnabled ? .view : element.kind
  }

  /// Whether the view's intrinsic size comes from its content (`IBElement.isContentSized`;
  /// a text view only with scrolling disabled).
  public var isContentSized: Bool {
    guard let element else { return false }
    return element.isContentSized && (element != .textView || !scrollEnabled)
  }

  /// Whether a scroll view adds the safe area's top and bottom insets to its content insets.
  ///
  /// That is `adjustedContentInset`: a table, collection or scroll view whose
  /// `contentInsetAdjustmentBehavior` is not `never`, and that scrolls vertically
  /// (`alwaysBounceVertical`, as IB writes for tables) unless the behaviour is `always`.
  /// Apple: `UIScrollView.ContentInsetAdjustmentBehavior` (automatic and scrollableAxes
  /// adjust the vertical insets of a vertically scrollable view; always adjusts every edge).
  public var adjustsContentInsetVertically: Bool {
    guard kind == .scrollView, element != .textView else { return false }
    switch contentInsetAdjustmentBehavior {
    case "never": return false
    case "always": return true
    default: return alwaysBounceVertical
    }
  }

  /// Whether Auto Layout positions the view from its constraints (IB's oracle views).
  public var usesConstraints: Bool { !translatesAutoresizingMask && !fixedFrame }

  /// Every view of the subtree in pre-order, this view first.
  public var subtree: [IBView] {
    var result: [IBView] = []
    var stack: [IBView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}

/// A stack view's arrangement attributes, decoded from what IB writes.
public struct IBStackAttributes: Hashable, Sendable {
  /// `axis`: `horizontal` (the default, which IB leaves out) or `vertical`.
  public var axis = Axis.horizontal
  /// `distribution`: `fill` (default), `fillEqually`, `fillProportionally`, `equalSpacing`,
  /// `equalCentering`.
  public var distribution = StackView.Distribution.fill
  /// `alignment`: `fill` (default), `top` (`leading`), `center`, `bottom` (`trailing`),
  /// `leading`, `trailing`, `firstBaseline`, `lastBaseline`.
  public var alignment = StackView.Alignment.fill
  /// The spacing between arranged views, in points.
  public var spacing = 0.0
  /// `baselineRelativeArrangement="YES"`.
  public var baselineRelative = false
  /// `layoutMarginsRelativeArrangement="YES"` (an NSStackView's `edgeInsets` set it too).
  public var marginsRelative = false
  /// Whether the stack is an NSStackView (a macOS document's `<stackView>`).
  public var isAppKit = false
  /// NSStackView's `detachesHiddenViews="YES"`: hidden views leave the arrangement.
  public var detachesHiddenViews = false
  /// NSStackView's `distribution="gravityAreas"` (its default when IB writes none), laid
  /// out as `fill`.
  public var gravityAreas = false
  /// NSStackView's `<customSpacing>`: the gap after each arranged view, in order; nil where
  /// IB writes `3.4028234663852886e+38` (`NSStackView.useDefaultSpacing`, the default).
  public var customSpacings: [Double?] = []
}

/// A layout guide of a document: `<viewLayoutGuide key=…>`, `<viewControllerLayoutGuide
/// type=…>` or `<layoutGuide>`.
public struct IBGuide: Hashable, Sendable {
  /// What the guide is.
  public enum Role: Hashable, Sendable {
    /// The view's safe area (`key="safeArea"`).
    case safeArea
    /// A scroll view's content layout guide.
    case content
    /// A scroll view's frame layout guide.
    case frame
    /// The legacy top layout guide (`type="top"`): from the view's top to below the bars.
    case topLayoutGuide
    /// The legacy bottom layout guide (`type="bottom"`).
    case bottomLayoutGuide
    /// A guide the author added, with its saved frame.
    case custom(Rect?)
  }

  /// The IB object id.
  public var id: String
  /// What the guide is.
  public var role: Role
  /// Where the element is.
  public var location: TextLocation
}

/// One `<constraint>`, its attribute names and relation decoded.
public struct IBConstraint: Hashable, Sendable {
  /// The IB object id.
  public var id: String
  /// `firstItem`, or nil for the view holding the constraint.
  public var firstItem: String?
  /// `firstAttribute`.
  public var firstAttribute: LayoutAttribute
  /// `relation` (`equal` when absent).
  public var relation = LayoutRelation.equal
  /// `secondItem`, if any.
  public var secondItem: String?
  /// `secondAttribute`, if any (with a `secondItem` and none, the first attribute applies).
  public var secondAttribute: LayoutAttribute?
  /// `multiplier` as a number (`"16:9"` reads as 16 / 9).
  public var multiplier = 1.0
  /// `constant`, in points.
  public var constant = 0.0
  /// `priority` (1000 when absent).
  public var priority = 1000.0
  /// `identifier`, if any.
  public var identifier: String?
  /// `placeholder="YES"`: removed at build time.
  public var placeholder = false
  /// Where the element is.
  public var location: TextLocation
  /// Per-size-class constants (`<variation key=… constant=…>` inside the constraint), in
  /// document order.
  public var constantVariations: [IBConstantVariation] = []
}
