/// What a macOS document says about an AppKit view beyond its frame and constraints: its
/// cell, its control size, and an NSBox's or NSProgressIndicator's style.
///
/// AppKit controls keep most of their look on a cell (`<buttonCell key="cell" type="check"
/// bezelStyle="regularSquare" controlSize="large">` with a `<font key="font"
/// metaFont="system" size="14"/>`); `AppKitControlMetrics` turns these into alignment
/// insets, baselines and intrinsic sizes. Values are kept as written (an unknown style is
/// simply not in the metrics table).
public struct IBAppKitAttributes: Hashable, Sendable {
  /// The control's `<…Cell key="cell">`, if it has one.
  public var cell: IBCell?
  /// `controlSize` on the view itself (`NSProgressIndicator` writes it there), if given.
  public var controlSize: String?
  /// `bezeled` on the view itself (`NSProgressIndicator`): nil when not written.
  public var bezeled: Bool?
  /// An `NSProgressIndicator`'s `style` (`spinning`, `bar`), if given.
  public var style: String?
  /// An `NSBox`'s `boxType` (`separator`, `custom`, `primary`; absent: primary).
  public var boxType: String?
  /// An `NSBox`'s `borderType` (`line`, `none`, `bezel`, `groove`), if given.
  public var borderType: String?
  /// An `NSBox`'s `titlePosition` (`noTitle`, `atTop`…), if given.
  public var titlePosition: String?

  /// Creates empty attributes.
  public init() {}

  /// The control size: the cell's, else the view's, else `regular`.
  public var effectiveControlSize: String { cell?.controlSize ?? controlSize ?? "regular" }
}

/// An AppKit control's cell, as written.
public struct IBCell: Hashable, Sendable {
  /// The cell element (`buttonCell`, `textFieldCell`, `popUpButtonCell`…).
  public var element: IBElement
  /// `type` (`push`, `check`, `radio`, `square`…), if given.
  public var type: String?
  /// `bezelStyle` (`rounded`, `regularSquare`, `round`…), if given.
  public var bezelStyle: String?
  /// `controlSize` (`regular` when absent; `small`, `mini`, `large`).
  public var controlSize: String?
  /// `borderStyle` (`bezel`, `border`, `borderAndBezel`), if given.
  public var borderStyle: String?
  /// `bezeled="YES"`.
  public var bezeled = false
  /// `bordered="YES"`.
  public var bordered = false
  /// `imagePosition` (`left`, `only`, `overlaps`…), if given.
  public var imagePosition: String?
  /// `image` (an image cell's or a button's), if given.
  public var image: String?
  /// `title`, if given.
  public var title: String?
  /// An NSSlider cell's `numberOfTickMarks` (0 when not written).
  public var numberOfTickMarks = 0
  /// The cell's `<font key="font">`, if it has one.
  public var font: IBCellFont?

  /// Creates a cell of `element` with no attributes.
  public init(element: IBElement) {
    self.element = element
  }

  /// Whether the cell draws a bezel or a border: `bezeled` or `bordered`, or a
  /// `borderStyle` (a text field's bezel; `border` for a bordered one).
  public var hasFrame: Bool { bezeled || bordered || borderStyle != nil }
}

/// A cell's `<font key="font" metaFont=… size=… name=…>`.
public struct IBCellFont: Hashable, Sendable {
  /// `metaFont` (`system`, `smallSystem`, `systemBold`, `message`…), if given.
  public var metaFont: String?
  /// `size`, in points, if given.
  public var size: Double?
  /// `name` (a named font, such as `HelveticaNeue`), if given.
  public var name: String?
  /// `usesAppearanceFont="YES"`: the system font at the control's size.
  public var usesAppearanceFont = false

  /// Creates a font description.
  public init(metaFont: String? = nil, size: Double? = nil, name: String? = nil) {
    self.metaFont = metaFont
    self.size = size
    self.name = name
  }

  /// Whether the font is the system font (San Francisco since macOS 10.11): a `metaFont`
  /// or the appearance font, not a named font.
  public var isSystem: Bool { name == nil }

  /// The point size: `size` when written; else the default size of the `metaFont`, or
  /// for the appearance font the system font size of `controlSize`.
  ///
  /// Defaults: `system` (and its bold and other variants, `message`, `controlContent`)
  /// 13 pt, AppKit's `NSFont.systemFontSize`; `smallSystem` 11 pt
  /// (`NSFont.smallSystemFontSize`); `miniSystem` 9 pt (`systemFontSize(for: .mini)`);
  /// `label` 10 pt (Apple's `NSFont.labelFontSize`: "Lucida Grande Regular 10 point");
  /// `toolTip` 11 pt. The development corpus agrees for 13 and 11: labels of
  /// `metaFont="system"` are 16 high and of `smallSystem` 14, `ceil(pt × 1.1934)` (C:104,
  /// C:105, C:108).
  public func pointSize(controlSize: String) -> Double {
    if let size, size > 0 { return size }
    let meta = metaFont ?? ""
    if meta.hasPrefix("smallSystem") || meta == "toolTip" { return 11 }
    if meta.hasPrefix("miniSystem") { return 9 }
    if meta == "label" { return 10 }
    if meta.isEmpty || usesAppearanceFont {
      switch controlSize {
      case "small": return 11
      case "mini": return 9
      default: return 13
      }
    }
    return 13
  }
}
