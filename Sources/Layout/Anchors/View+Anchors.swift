extension View {
  /// The left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The leading edge (right in right-to-left layouts).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge (left in right-to-left layouts).
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The horizontal center.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The vertical center.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The baseline of the first line of text.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

  /// The left margin (`leftMargin`).
  public var leftMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leftMargin) }
  /// The right margin (`rightMargin`).
  public var rightMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .rightMargin) }
  /// The leading margin (`leadingMargin`).
  public var leadingMarginAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leadingMargin) }
  /// The trailing margin (`trailingMargin`).
  public var trailingMarginAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(self, .trailingMargin)
  }
  /// The horizontal center inside the margins (`centerXWithinMargins`).
  public var centerXWithinMarginsAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(self, .centerXWithinMargins)
  }
  /// The top margin (`topMargin`).
  public var topMarginAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .topMargin) }
  /// The bottom margin (`bottomMargin`).
  public var bottomMarginAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottomMargin) }
  /// The vertical center inside the margins (`centerYWithinMargins`).
  public var centerYWithinMarginsAnchor: LayoutYAxisAnchor {
    LayoutYAxisAnchor(self, .centerYWithinMargins)
  }
}
