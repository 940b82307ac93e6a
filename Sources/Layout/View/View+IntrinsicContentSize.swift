extension View {
  /// The view's natural size from its content, in points; a side of -1
  /// (`View.noIntrinsicMetric`) has no natural value.
  ///
  /// `intrinsicContentSizeOverride` wins when set. Otherwise, with `text` (empty when `nil`)
  /// laid out by `textMetrics` at `fontSize` as lines of `advance × fontSize` per character
  /// and `lineHeight × fontSize` per line:
  /// - label: the text's size (0 × 0 without text);
  /// - button: the text's size plus `contentInsets` (15-point "Button": 45 × 30);
  /// - text field: the text's width plus the left and right insets, by 30 points;
  /// - view, scroll view, layout guide: no intrinsic size (-1 × -1).
  public var intrinsicContentSize: Size {
    intrinsicContentSizeOverride ?? textModelContentSize
  }

  /// The intrinsic content size the text model gives, whatever
  /// `intrinsicContentSizeOverride` says (what `intrinsicContentSize` is without one): the
  /// value a platform view class that is not overridden reports.
  public var textModelContentSize: Size {
    let content = text ?? ""
    switch kind {
    case .label:
      if content.isEmpty { return .zero }
      return textMetrics.size(of: content, fontSize: fontSize)
    case .button:
      let size = textMetrics.size(of: content, fontSize: fontSize)
      return Size(
        width: size.width + contentInsets.left + contentInsets.right,
        height: size.height + contentInsets.top + contentInsets.bottom)
    case .textField:
      return Size(
        width: textMetrics.width(of: content, fontSize: fontSize) + contentInsets.left
          + contentInsets.right,
        height: View.textFieldIntrinsicHeight)
    case .view, .scrollView, .layoutGuide, .stackView:
      return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
  }

  /// The priority with which the view resists growing beyond its intrinsic size on `axis`
  /// (default 250; labels 251).
  public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: A priority in 1…1000 (out-of-range values are clamped).
  ///   - axis: The axis it applies to.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
    let clamped = LayoutPriority(min(1000, max(1, priority.rawValue)))
    if axis == .horizontal { hugging.horizontal = clamped } else { hugging.vertical = clamped }
    engine?.contentChanged(self)
  }

  /// The priority with which the view resists shrinking below its intrinsic size on `axis`
  /// (default 750).
  public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
    axis == .horizontal ? compression.horizontal : compression.vertical
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size.
  ///
  /// - Parameters:
  ///   - priority: A priority in 1…1000 (out-of-range values are clamped).
  ///   - axis: The axis it applies to.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
    let clamped = LayoutPriority(min(1000, max(1, priority.rawValue)))
    if axis == .horizontal {
      compression.horizontal = clamped
    } else {
      compression.vertical = clamped
    }
    engine?.contentChanged(self)
  }

  /// Whether the view's baselines come from its text (labels, buttons, text fields) or are
  /// fixed (`fixedBaselines`); other views put both baselines at their bottom edge.
  public var hasTextBaselines: Bool {
    fixedBaselines != nil || kind == .label || kind == .button || kind == .textField
  }

  /// The height of the view's text block, in points (one line for an empty text).
  var textBlockHeight: Double {
    textMetrics.height(lineCount: textMetrics.lines(of: text ?? "").count, fontSize: fontSize)
  }

  /// The first baseline's distance from the top edge, as `heightFactor × height + offset`.
  ///
  /// Text is centred vertically between the content insets, so at the intrinsic height the
  /// first baseline is `top inset + ascender` below the top; views without text use the
  /// bottom edge (1 × height + 0); `fixedBaselines` replace both (0 × height + first).
  var firstBaselineFromTop: (heightFactor: Double, offset: Double) {
    if let fixed = fixedBaselines { return (0, fixed.first) }
    guard hasTextBaselines else { return (1, 0) }
    let insetsShift = (contentInsets.top - contentInsets.bottom) / 2
    return (0.5, insetsShift - textBlockHeight / 2 + textMetrics.ascender(fontSize: fontSize))
  }

  /// The last baseline's distance from the top edge, as `heightFactor × height + offset`.
  ///
  /// At the intrinsic height the last baseline is `bottom inset + descender` above the
  /// bottom; views without text use the bottom edge; `fixedBaselines` replace both.
  var lastBaselineFromTop: (heightFactor: Double, offset: Double) {
    if let fixed = fixedBaselines { return (0, fixed.last) }
    guard hasTextBaselines else { return (1, 0) }
    let insetsShift = (contentInsets.top - contentInsets.bottom) / 2
    return (0.5, insetsShift + textBlockHeight / 2 - textMetrics.descender(fontSize: fontSize))
  }

  /// UIKit's class name for the view's kind, used in Apple-format logs (`UILabel`).
  public var className: String {
    switch kind {
    case .view: return "UIView"
    case .label: return "UILabel"
    case .button: return "UIButton"
    case .textField: return "UITextField"
    case .scrollView: return "UIScrollView"
    case .layoutGuide: return "UILayoutGuide"
    case .stackView: return "UIStackView"
    }
  }
}

extension View: CustomStringConvertible {
  /// The view as constraint descriptions name it: `UIButton:topButton`.
  public var description: String { className + ":" + name }
}
