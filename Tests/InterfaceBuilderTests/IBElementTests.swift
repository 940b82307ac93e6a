import Diagnostics
import Layout
import Testing

@testable import InterfaceBuilder

/// `IBElement`: element names decoded once, and what each kind means for layout.
@Suite struct IBElementTests {
  /// The elements about the document, the scene's controller and a view's parts that the
  /// reader reads, spelled as Xcode writes them.
  static let structureNames = [
    "document", "device", "scene", "objects", "resources", "image", "outlet",
    "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
    "simulatedToolbarMetrics", "navigationItem", "nil", "size", "segue", "extendedEdge",
    "variation",
    "mask", "exclude", "include", "rect", "autoresizingMask", "viewLayoutGuide",
    "preferredSymbolConfiguration", "fontDescription", "state", "string", "edgeInsets",
    "directionalEdgeInsets", "subviews", "prototypes", "cells", "constraints", "constraint",
    "layoutGuides", "viewControllerLayoutGuide", "layoutGuide", "font", "window", "customSpacing",
    "real",
  ]

  /// The AppKit cells the reader reads into `IBView.appKit` (never views).
  static let cellNames = [
    "textFieldCell", "buttonCell", "popUpButtonCell", "imageCell", "sliderCell",
    "comboBoxCell", "searchFieldCell", "secureTextFieldCell", "tokenFieldCell",
    "datePickerCell", "levelIndicatorCell", "pathCell", "stepperCell", "segmentedCell",
  ]

  /// The 61 view elements the importer knows: the reader's former `viewElements` table
  /// (whose 44 entries listed `visualEffectView` twice) without `textFieldCell` (a cell,
  /// not a view), then AppKit's.
  static let viewNames = [
    "view", "label", "button", "imageView", "textField", "textView", "switch", "slider",
    "segmentedControl", "activityIndicatorView", "stackView", "scrollView", "tableView",
    "tableViewCell", "tableViewCellContentView", "collectionView", "collectionViewCell",
    "collectionViewCellContentView", "collectionReusableView", "containerView",
    "navigationBar", "toolbar", "tabBar", "searchBar", "pickerView", "datePicker",
    "progressView", "pageControl", "stepper", "mapView", "wkWebView", "webView",
    "visualEffectView", "customView", "box", "clipView", "scroller", "glkView", "mtkView",
    "arscnView", "sceneKitView", "skView", "popUpButton",
    "progressIndicator", "comboBox", "searchField", "secureTextField", "tokenField",
    "levelIndicator", "colorWell", "pathControl", "tabView", "splitView", "outlineView",
    "gridView", "tableCellView", "tableHeaderView", "matrix", "browser", "ruleEditor",
    "predicateEditor",
  ]

  @Test func everyNameTheReaderKnowsDecodesToItsCase() throws {
    for name in Self.structureNames + Self.viewNames + Self.cellNames {
      let element = try #require(IBElement(rawValue: name), "\(name)")
      #expect(element.rawValue == name)
    }
    // 41 structure names + 61 views + 14 cells = 116 cases, no more.
    #expect(IBElement.allCases.count == 116)
    #expect(IBElement(rawValue: "nil") == .nilValue)
    #expect(IBElement(rawValue: "switch") == .switch)
  }

  @Test func onlyTheViewNamesAreViews() {
    #expect(IBElement.allCases.filter(\.isView).map(\.rawValue) == Self.viewNames)
    #expect(IBElement.allCases.filter(\.isCell).map(\.rawValue) == Self.cellNames)
  }

  @Test func unknownNamesDecodeToNil() {
    // Names are case-sensitive, whole, and only the ones listed: a view controller is not
    // decoded (the reader only reads its `storyboardIdentifier`).
    for name in ["fancyWidget", "View", "labels", "", "viewController", "<label"] {
      #expect(IBElement(rawValue: name) == nil, "\(name)")
    }
  }

  @Test func kindsFollowUIKitClasses() {
    #expect(IBElement.label.kind == .label)
    #expect(IBElement.button.kind == .button)
    #expect(IBElement.textField.kind == .textField)
    for element in [IBElement.scrollView, .tableView, .collectionView, .textView] {
      #expect(element.kind == .scrollView, "\(element)")
    }
    #expect(IBElement.stackView.kind == .stackView)
    // Every other view, and every non-view, is laid out as a plain view.
    let special: Set<IBElement> = [
      .label, .button, .textField, .scrollView, .tableView, .collectionView, .textView,
      .stackView,
    ]
    for element in IBElement.allCases where !special.contains(element) {
      #expect(element.kind == .view, "\(element)")
    }
  }

  @Test func aViewsKindAndContentSizeFollowItsElement() {
    let here = TextLocation(line: 1, column: 1)
    let scrolling = IBView(element: .textView, id: "t1", location: here)
    let fixed = IBView(element: .textView, id: "t2", location: here)
    fixed.scrollEnabled = false
    // A text view scrolls (a scroll view, no content size) unless scrolling is disabled.
    #expect(scrolling.kind == .scrollView && !scrolling.isContentSized)
    #expect(fixed.kind == .view && fixed.isContentSized)
    let unknown = IBView(elementName: "fancyWidget", id: "w", location: here)
    #expect(unknown.element == nil && unknown.elementName == "fancyWidget")
    #expect(unknown.kind == .view && !unknown.isContentSized)
    // A known name given as text decodes; a known non-view element is no view element.
    #expect(IBView(elementName: "label", id: "l", location: here).element == .label)
    #expect(IBView(elementName: "rect", id: "r", location: here).element == nil)
  }

  @Test func contentSizedAndStretchingElements() {
    // The former `IBSceneLayout.contentSized` table: 17 text-bearing views and controls;
    // then AppKit's 9 controls sized by their content (an NSPopUpButton had no intrinsic
    // size before: C:104's was solved 6 × 5).
    let contentSized: [IBElement] = [
      .label, .button, .textField, .textView, .switch, .slider, .segmentedControl,
      .activityIndicatorView, .progressView, .pageControl, .stepper, .searchBar, .datePicker,
      .pickerView, .navigationBar, .toolbar, .tabBar, .popUpButton, .progressIndicator,
      .comboBox, .searchField, .secureTextField, .tokenField, .levelIndicator, .colorWell,
      .pathControl,
    ]
    #expect(Set(IBElement.allCases.filter(\.isContentSized)) == Set(contentSized))
    #expect(IBElement.allCases.filter { !$0.hasNaturalWidth } == [.slider, .progressView])
    #expect(IBElement.allCases.filter(\.isSubviewContainer) == [.subviews, .prototypes, .cells])
  }
}
