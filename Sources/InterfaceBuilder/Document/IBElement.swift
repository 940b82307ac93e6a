import Layout

/// An element name of an Interface Builder document that the reader knows, decoded once
/// from the XML text (`IBElement(rawValue: "label")`).
///
/// Each case is spelled as the element (the raw value is the name), except `nilValue`
/// (`<nil>`). A name the reader does not know decodes to `nil`; inside `<subviews>` such an
/// element is laid out as a plain view with an `IBProblem.unknownElement` warning.
///
/// What the reader and the scene layout do with an element is decided here, once:
/// `isView`, `kind`, `isContentSized`, `hasNaturalWidth` and `isSubviewContainer`. To teach
/// the reader a new element, add its case here, one `start…` handler
/// (`IBParserDelegate+Scene.swift` or `+View.swift`) and its arm in the dispatch switch of
/// `IBReader.swift`; a new view element only needs its case listed in `isView`.
public enum IBElement: String, CaseIterable, Hashable, Sendable {
  // MARK: Document structure

  /// `<document>`: the root.
  case document
  /// `<device>`: the simulated device and orientation.
  case device
  /// `<scene>`: one storyboard scene.
  case scene
  /// `<objects>`: a scene's or a xib's top-level objects.
  case objects
  /// `<resources>`: images and colors the document uses.
  case resources
  /// `<image>`: in `<resources>`, an image's size.
  case image
  /// `<outlet>`: a connection naming a property.
  case outlet

  // MARK: View controller metrics

  /// `<simulatedStatusBarMetrics>`: the status bar is shown.
  case simulatedStatusBarMetrics
  /// `<simulatedNavigationBarMetrics>`: a navigation bar on top.
  case simulatedNavigationBarMetrics
  /// `<simulatedTabBarMetrics>`: a tab bar at the bottom.
  case simulatedTabBarMetrics
  /// `<simulatedToolbarMetrics>`: a toolbar at the bottom.
  case simulatedToolbarMetrics
  /// `<navigationItem>`: the controller sits in a navigation controller.
  case navigationItem
  /// `<nil key=…>`: a property set to nil (`simulatedStatusBarMetrics`: no status bar).
  case nilValue = "nil"
  /// `<size key="freeformSize">`: a freeform simulated size.
  case size
  /// `<segue destination=… kind=…>`: an edge of the storyboard's graph.
  case segue
  /// `<extendedEdge key="edgesForExtendedLayout">`: the edges the view extends under.
  case extendedEdge

  // MARK: Size-class variations

  /// `<variation key=…>`: what a size class changes.
  case variation
  /// `<mask key=…>`: a variation's included or excluded objects.
  case mask
  /// `<exclude reference=…>`: an object a size class leaves out.
  case exclude
  /// `<include reference=…>`: an object a size class adds.
  case include

  // MARK: A view's properties

  /// `<rect key="frame">`: the saved frame.
  case rect
  /// `<autoresizingMask>`: the autoresizing flags.
  case autoresizingMask
  /// `<viewLayoutGuide key=…>`: the safe area, or a scroll view's content or frame guide.
  case viewLayoutGuide
  /// `<preferredSymbolConfiguration>`: an SF Symbol's point size.
  case preferredSymbolConfiguration
  /// `<fontDescription>`: the font's point size.
  case fontDescription
  /// `<state key="normal">`: a button's normal title.
  case state
  /// `<string key="text">`: text as element content.
  case string
  /// `<edgeInsets key="layoutMargins">`: the layout margins.
  case edgeInsets
  /// `<directionalEdgeInsets key="directionalLayoutMargins">`: the layout margins.
  case directionalEdgeInsets
  /// `<subviews>`: a view's subviews.
  case subviews
  /// `<prototypes>`: a table's or collection's prototype cells.
  case prototypes
  /// `<cells>`: a static table section's cells.
  case cells
  /// `<constraints>`: a view's constraints.
  case constraints
  /// `<constraint>`: one constraint.
  case constraint
  /// `<layoutGuides>`: a view controller's legacy guides or a view's custom guides.
  case layoutGuides
  /// `<viewControllerLayoutGuide type=…>`: a legacy top or bottom layout guide.
  case viewControllerLayoutGuide
  /// `<layoutGuide>`: a guide the author added to a view.
  case layoutGuide
  /// `<font key="font">`: an AppKit cell's font.
  case font
  /// `<window>`: an AppKit window (a xib's top-level object, or a storyboard window
  /// controller's `key="window"`); its `<view key="contentView">` is a scene's root.
  case window
  /// `<customSpacing>`: an NSStackView's gap after each arranged view (`<real>` values).
  case customSpacing
  /// `<real value=…>`: a number in a list (`<customSpacing>`).
  case real

  // MARK: Views

  /// `<view>`: `UIView`/`NSView`.
  case view
  /// `<label>`: `UILabel`.
  case label
  /// `<button>`: `UIButton`.
  case button
  /// `<imageView>`: `UIImageView`.
  case imageView
  /// `<textField>`: `UITextField`.
  case textField
  /// `<textView>`: `UITextView`.
  case textView
  /// `<switch>`: `UISwitch`.
  case `switch`
  /// `<slider>`: `UISlider`.
  case slider
  /// `<segmentedControl>`: `UISegmentedControl`.
  case segmentedControl
  /// `<activityIndicatorView>`: `UIActivityIndicatorView`.
  case activityIndicatorView
  /// `<stackView>`: `UIStackView` (laid out by `StackView`).
  case stackView
  /// `<scrollView>`: `UIScrollView`.
  case scrollView
  /// `<tableView>`: `UITableView`.
  case tableView
  /// `<tableViewCell>`: `UITableViewCell`.
  case tableViewCell
  /// `<tableViewCellContentView>`: a table cell's content view.
  case tableViewCellContentView
  /// `<collectionView>`: `UICollectionView`.
  case collectionView
  /// `<collectionViewCell>`: `UICollectionViewCell`.
  case collectionViewCell
  /// `<collectionViewCellContentView>`: a collection cell's content view.
  case collectionViewCellContentView
  /// `<collectionReusableView>`: a collection header or footer.
  case collectionReusableView
  /// `<containerView>`: a container for a child view controller.
  case containerView
  /// `<navigationBar>`: `UINavigationBar`.
  case navigationBar
  /// `<toolbar>`: `UIToolbar`.
  case toolbar
  /// `<tabBar>`: `UITabBar`.
  case tabBar
  /// `<searchBar>`: `UISearchBar`.
  case searchBar
  /// `<pickerView>`: `UIPickerView`.
  case pickerView
  /// `<datePicker>`: `UIDatePicker`.
  case datePicker
  /// `<progressView>`: `UIProgressView`.
  case progressView
  /// `<pageControl>`: `UIPageControl`.
  case pageControl
  /// `<stepper>`: `UIStepper`.
  case stepper
  /// `<mapView>`: `MKMapView`.
  case mapView
  /// `<wkWebView>`: `WKWebView`.
  case wkWebView
  /// `<webView>`: `UIWebView`/`WebView`.
  case webView
  /// `<visualEffectView>`: `UIVisualEffectView`/`NSVisualEffectView`.
  case visualEffectView
  /// `<customView>`: AppKit's custom `NSView`.
  case customView
  /// `<box>`: `NSBox`.
  case box
  /// `<clipView>`: `NSClipView`.
  case clipView
  /// `<scroller>`: `NSScroller`.
  case scroller
  /// `<glkView>`: `GLKView`.
  case glkView
  /// `<mtkView>`: `MTKView`.
  case mtkView
  /// `<arscnView>`: `ARSCNView`.
  case arscnView
  /// `<sceneKitView>`: `SCNView`.
  case sceneKitView
  /// `<skView>`: `SKView`.
  case skView

  // MARK: AppKit views (macOS documents)

  /// `<popUpButton>`: `NSPopUpButton`.
  case popUpButton
  /// `<progressIndicator>`: `NSProgressIndicator` (bar or spinning).
  case progressIndicator
  /// `<comboBox>`: `NSComboBox`.
  case comboBox
  /// `<searchField>`: `NSSearchField`.
  case searchField
  /// `<secureTextField>`: `NSSecureTextField`.
  case secureTextField
  /// `<tokenField>`: `NSTokenField`.
  case tokenField
  /// `<levelIndicator>`: `NSLevelIndicator`.
  case levelIndicator
  /// `<colorWell>`: `NSColorWell`.
  case colorWell
  /// `<pathControl>`: `NSPathControl`.
  case pathControl
  /// `<tabView>`: `NSTabView`.
  case tabView
  /// `<splitView>`: `NSSplitView`.
  case splitView
  /// `<outlineView>`: `NSOutlineView`.
  case outlineView
  /// `<gridView>`: `NSGridView`.
  case gridView
  /// `<tableCellView>`: `NSTableCellView`.
  case tableCellView
  /// `<tableHeaderView>`: `NSTableHeaderView` (a scroll view's `key="headerView"`).
  case tableHeaderView
  /// `<matrix>`: `NSMatrix`.
  case matrix
  /// `<browser>`: `NSBrowser`.
  case browser
  /// `<ruleEditor>`: `NSRuleEditor`.
  case ruleEditor
  /// `<predicateEditor>`: `NSPredicateEditor`.
  case predicateEditor

  // MARK: AppKit cells (a control's `key="cell"`: not views)

  /// `<textFieldCell>`: `NSTextFieldCell`.
  case textFieldCell
  /// `<buttonCell>`: `NSButtonCell`.
  case buttonCell
  /// `<popUpButtonCell>`: `NSPopUpButtonCell`.
  case popUpButtonCell
  /// `<imageCell>`: `NSImageCell`.
  case imageCell
  /// `<sliderCell>`: `NSSliderCell`.
  case sliderCell
  /// `<comboBoxCell>`: `NSComboBoxCell`.
  case comboBoxCell
  /// `<searchFieldCell>`: `NSSearchFieldCell`.
  case searchFieldCell
  /// `<secureTextFieldCell>`: `NSSecureTextFieldCell`.
  case secureTextFieldCell
  /// `<tokenFieldCell>`: `NSTokenFieldCell`.
  case tokenFieldCell
  /// `<datePickerCell>`: `NSDatePickerCell`.
  case datePickerCell
  /// `<levelIndicatorCell>`: `NSLevelIndicatorCell`.
  case levelIndicatorCell
  /// `<pathCell>`: `NSPathCell`.
  case pathCell
  /// `<stepperCell>`: `NSStepperCell`.
  case stepperCell
  /// `<segmentedCell>`: `NSSegmentedCell`.
  case segmentedCell

  /// Whether the element is a view the importer knows (the cases under "Views").
  public var isView: Bool {
    switch self {
    case .view, .label, .button, .imageView, .textField, .textView, .switch, .slider,
      .segmentedControl, .activityIndicatorView, .stackView, .scrollView, .tableView,
      .tableViewCell, .tableViewCellContentView, .collectionView, .collectionViewCell,
      .collectionViewCellContentView, .collectionReusableView, .containerView, .navigationBar,
      .toolbar, .tabBar, .searchBar, .pickerView, .datePicker, .progressView, .pageControl,
      .stepper, .mapView, .wkWebView, .webView, .visualEffectView, .customView, .box,
      .clipView, .scroller, .glkView, .mtkView, .arscnView, .sceneKitView, .skView,
      .popUpButton, .progressIndicator, .comboBox, .searchField,
      .secureTextField, .tokenField, .levelIndicator, .colorWell, .pathControl, .tabView,
      .splitView, .outlineView, .gridView, .tableCellView, .tableHeaderView, .matrix, .browser,
      .ruleEditor, .predicateEditor:
      return true
    default:
      return false
    }
  }

  /// Whether the element is an AppKit control's cell (read into `IBView.appKit` when it is
  /// the control's `key="cell"`, never a view).
  public var isCell: Bool {
    switch self {
    case .textFieldCell, .buttonCell, .popUpButtonCell, .imageCell, .sliderCell, .comboBoxCell,
      .searchFieldCell, .secureTextFieldCell, .tokenFieldCell, .datePickerCell,
      .levelIndicatorCell, .pathCell, .stepperCell, .segmentedCell:
      return true
    default:
      return false
    }
  }

  /// The UIKit kind the element is laid out as: `label`, `button`, `textField`, a scroll
  /// view for scroll, table, collection and text views, `stackView`, a plain view otherwise
  /// (a text view with scrolling disabled is a plain view too: see `IBView.kind`).
  public var kind: ViewKind {
    switch self {
    case .label: return .label
    case .button: return .button
    case .textField: return .textField
    case .scrollView, .tableView, .collectionView, .textView: return .scrollView
    case .stackView: return .stackView
    default: return .view
    }
  }

  /// Whether the element's intrinsic size comes from its content (text, a control's fixed
  /// size): taken from the saved frame, or the text model for text (a text view only with
  /// scrolling disabled: see `IBView.isContentSized`).
  public var isContentSized: Bool {
    switch self {
    case .label, .button, .textField, .textView, .switch, .slider, .segmentedControl,
      .activityIndicatorView, .progressView, .pageControl, .stepper, .searchBar, .datePicker,
      .pickerView, .navigationBar, .toolbar, .tabBar, .popUpButton, .progressIndicator, .comboBox,
      .searchField, .secureTextField, .tokenField, .levelIndicator, .colorWell, .pathControl:
      return true
    default:
      return false
    }
  }

  /// Whether a content-sized element keeps its saved width as its natural width: sliders
  /// and progress views stretch, with no intrinsic width (`UISlider`, `UIProgressView`).
  public var hasNaturalWidth: Bool { self != .slider && self != .progressView }

  /// Whether the element holds a view's subviews (`<subviews>`, a table's `<prototypes>`,
  /// a static section's `<cells>`): every element inside is read as a view.
  public var isSubviewContainer: Bool {
    self == .subviews || self == .prototypes || self == .cells
  }
}
